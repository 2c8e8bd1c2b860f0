import type { LabProvider } from '@clinic/domain';
import type { CallOptions, Http } from './endpoints/http';
import type { Role, RoleInput, UserGroup, UserGroupInput } from './endpoints/resources/people';
import type {
  LaboratorySettings,
  LaboratorySettingsInput,
  ResourceDeleteBody,
  ResourceListQuery,
  ResourceName,
  ResourceTypes,
} from './endpoints/resources/types';
import { fetchAll, type Page } from './paging';

/** The generic calls of one set-up resource: list, all, get, create, update, remove, setEnabled. */
export interface ResourceClient<Item, Input> {
  readonly name: string;
  list(query: ResourceListQuery, options?: CallOptions): Promise<Page<Item>>;
  /** Every row matching the filter, 100 per page (fetchAll). */
  all(filter?: Pick<ResourceListQuery, 'keyword' | 'enabled'>, options?: CallOptions): Promise<Item[]>;
  get(id: number, options?: CallOptions): Promise<Item>;
  create(input: Input, options?: CallOptions): Promise<Item>;
  update(id: number, input: Input, options?: CallOptions): Promise<Item>;
  /** Doctors and locations need `{ name }` equal to the row's name. */
  remove(id: number, body?: ResourceDeleteBody, options?: CallOptions): Promise<{ deleted: boolean }>;
  setEnabled(id: number, enabled: boolean, options?: CallOptions): Promise<Item>;
}

/** Drops undefined and empty-keyword entries, so the query string carries only what was asked. */
function listQuery(query: Partial<ResourceListQuery>): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (key === 'keyword' && typeof value === 'string' && value.trim() === '') continue;
    out[key] = key === 'keyword' ? String(value).trim() : (value as string | number | boolean);
  }
  return out;
}

/** A client for `/<name>` following the resource contract; `api` is createApiClient's result (or any Http). */
export function resourceClient<Item, Input>(api: Http, name: string): ResourceClient<Item, Input> {
  const base = `/${name}`;
  const one = (id: number) => `${base}/${id}`;
  const list: ResourceClient<Item, Input>['list'] = (query, options) =>
    api.request<Page<Item>>(base, { ...options, query: listQuery(query) });
  return {
    name,
    list,
    all: (filter = {}, options) => fetchAll((paging) => list({ ...filter, ...paging }, options)),
    get: (id, options) => api.request<Item>(one(id), options),
    create: (input, options) => api.request<Item>(base, { ...options, method: 'POST', body: input }),
    update: (id, input, options) => api.request<Item>(one(id), { ...options, method: 'PUT', body: input }),
    remove: (id, body, options) =>
      api.request<{ deleted: boolean }>(one(id), {
        ...options,
        method: 'DELETE',
        ...(body ? { body } : {}),
      }),
    setEnabled: (id, enabled, options) =>
      api.request<Item>(`${one(id)}/set-enabled`, { ...options, method: 'PUT', body: { enabled } }),
  };
}

/** The typed client of one of the five named resources. */
export function namedResourceClient<N extends ResourceName>(api: Http, name: N) {
  return resourceClient<ResourceTypes[N]['item'], ResourceTypes[N]['input']>(api, name);
}

/** GET/POST /laboratories/:providerId (screen 40). */
export function laboratoriesClient(api: Http) {
  return {
    get: (providerId: LabProvider, options?: CallOptions) =>
      api.request<LaboratorySettings>(`/laboratories/${providerId}`, options),
    save: (providerId: LabProvider, input: LaboratorySettingsInput, options?: CallOptions) =>
      api.request<LaboratorySettings>(`/laboratories/${providerId}`, {
        ...options,
        method: 'POST',
        body: input,
      }),
  };
}
export type LaboratoriesClient = ReturnType<typeof laboratoriesClient>;

/** /roles (screen 7): the generic shape. Owner and Admin roles answer 1017 to PUT, DELETE and set-enabled. */
export function rolesClient(api: Http) {
  return resourceClient<Role, RoleInput>(api, 'roles');
}

/** /user-groups (screen 8): the generic shape. */
export function userGroupsClient(api: Http) {
  return resourceClient<UserGroup, UserGroupInput>(api, 'user-groups');
}

// /employees (screen 6) is not a generic resource: its client is typed from its contract.
export { type EmployeesClient, employeesClient } from './endpoints/employees/employees';
