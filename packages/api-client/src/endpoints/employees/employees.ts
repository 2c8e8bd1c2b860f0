import type { EmployeeInput, InviteEmployeesInput } from '@clinic/domain';
import type { employeesContract as contract, EmployeeListQuery } from '@clinic/domain/contracts';
import { fetchAll } from '../../paging';
import { type CallOptions, callEndpoint, clientEndpoint, type Http } from '../http';
import type { ResourceListQuery } from '../resources/types';

// /employees (screen 6): users are invited, never created.

/** The calls of /employees, checked against their contract. */
export const employeesCalls = {
  list: clientEndpoint<typeof contract.list>('GET', '/employees'),
  invite: clientEndpoint<typeof contract.invite>('POST', '/employees/invite'),
  myPermissions: clientEndpoint<typeof contract.myPermissions>('GET', '/employees/my-permissions'),
  get: clientEndpoint<typeof contract.get>('GET', '/employees/:id'),
  update: clientEndpoint<typeof contract.update>('PUT', '/employees/:id'),
  remove: clientEndpoint<typeof contract.remove>('DELETE', '/employees/:id'),
  setEnabled: clientEndpoint<typeof contract.setEnabled>('PUT', '/employees/:id/set-enabled'),
  reInvite: clientEndpoint<typeof contract.reInvite>('PUT', '/employees/:id/re-invite'),
  changePassword: clientEndpoint<typeof contract.changePassword>('POST', '/employees/:id/change-password'),
};
const c = employeesCalls;

/** The signed-in user's own calls, on createApiClient's `employees`. */
export function employeesEndpoints(http: Http) {
  return {
    /** GET /employees/my-permissions: loaded with the user and clinic after sign-in. */
    myPermissions: (options?: CallOptions) => callEndpoint(http, c.myPermissions, {}, options),
  };
}

/**
 * The list's query as the resource screens build it, sent like theirs: values not given and a blank keyword
 * are left out (the server's defaults apply), the keyword is trimmed.
 */
function listQuery(query: Partial<ResourceListQuery>): EmployeeListQuery {
  const { keyword, enabled, sortBy, sortDirection, pageSize, pageNumber } = query;
  const sent: EmployeeListQuery = {};
  if (pageSize != null) sent.pageSize = pageSize;
  if (pageNumber != null) sent.pageNumber = pageNumber;
  if (keyword != null && keyword.trim() !== '') sent.keyword = keyword.trim();
  if (enabled != null) sent.enabled = enabled ? 'true' : 'false';
  // A column the server does not sort by answers 400, as on every resource list.
  if (sortBy != null) sent.sortBy = sortBy as EmployeeListQuery['sortBy'];
  if (sortDirection != null) sent.sortDirection = sortDirection;
  return sent;
}

/**
 * /employees for the staff screens: the resource lists' list, all, get, update, remove and setEnabled (no create:
 * users are invited), plus invite, reInvite and the admin's changePassword.
 */
export function employeesClient(http: Http) {
  const one = (id: number) => ({ params: { id } });
  const list = (query: ResourceListQuery, options?: CallOptions) =>
    callEndpoint(http, c.list, { query: listQuery(query) }, options);
  return {
    name: 'employees',
    list,
    /** Every employee matching the filter, 100 per page (fetchAll). */
    all: (filter: Pick<ResourceListQuery, 'keyword' | 'enabled'> = {}, options?: CallOptions) =>
      fetchAll((paging) => list({ ...filter, ...paging }, options)),
    get: (id: number, options?: CallOptions) => callEndpoint(http, c.get, one(id), options),
    update: (id: number, input: EmployeeInput, options?: CallOptions) =>
      callEndpoint(http, c.update, { ...one(id), body: input }, options),
    remove: (id: number, options?: CallOptions) => callEndpoint(http, c.remove, one(id), options),
    setEnabled: (id: number, enabled: boolean, options?: CallOptions) =>
      callEndpoint(http, c.setEnabled, { ...one(id), body: { enabled } }, options),
    /** Valid addresses are invited, the others come back in `failed`. */
    invite: (body: InviteEmployeesInput, options?: CallOptions) =>
      callEndpoint(http, c.invite, { body }, options),
    /** Only for employees not yet verified. */
    reInvite: (id: number, options?: CallOptions) => callEndpoint(http, c.reInvite, one(id), options),
    /** Not allowed on the owner (1017). */
    changePassword: (id: number, password: string, options?: CallOptions) =>
      callEndpoint(http, c.changePassword, { ...one(id), body: { password } }, options),
  };
}
