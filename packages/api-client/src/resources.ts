import type { LabProvider } from '@clinic/domain';
import type { Endpoint, EndpointInput } from '@clinic/domain/contracts';
import { type CallOptions, type ClientEndpoint, callEndpoint, type Http } from './endpoints/http';
import {
  doctorsCalls,
  laboratoriesCalls,
  locationsCalls,
  type ResourceCalls,
  type ResourceContractShape,
  resourceCalls,
  rolesCalls,
  specialtiesCalls,
  suppliersCalls,
  symptomsCalls,
  userGroupsCalls,
} from './endpoints/resources/calls';
import type {
  LaboratorySettingsInput,
  ResourceContracts,
  ResourceDeleteBody,
  ResourceInputOf,
  ResourceItemOf,
  ResourceListQuery,
  ResourceName,
} from './endpoints/resources/types';
import { fetchAll, type Page } from './paging';

/** The generic calls of one set-up resource: list, all, get, create, update, remove, setEnabled. */
export interface ResourceClient<Item, Input, SortKey extends string = string> {
  readonly name: string;
  list(query: ResourceListQuery<SortKey>, options?: CallOptions): Promise<Page<Item>>;
  /** Every row matching the filter, 100 per page (fetchAll). */
  all(filter?: Pick<ResourceListQuery, 'keyword' | 'enabled'>, options?: CallOptions): Promise<Item[]>;
  get(id: number, options?: CallOptions): Promise<Item>;
  create(input: Input, options?: CallOptions): Promise<Item>;
  update(id: number, input: Input, options?: CallOptions): Promise<Item>;
  /** Doctors and locations need `{ name }` equal to the row's name. */
  remove(id: number, body?: ResourceDeleteBody, options?: CallOptions): Promise<{ deleted: boolean }>;
  setEnabled(id: number, enabled: boolean, options?: CallOptions): Promise<Item>;
}

/** The client of a resource's contract: rows, bodies and sort keys typed from it. */
export type ResourceClientOf<C extends ResourceContractShape> = ResourceClient<
  ResourceItemOf<C>,
  ResourceInputOf<C>,
  SortKeyOf<C>
>;

/** The list's allow-listed sort keys, from the contract's query. */
type SortKeyOf<C extends ResourceContractShape> =
  EndpointInput<C['list']> extends { query: { sortBy?: infer S } } ? Extract<S, string> : string;

/** Drops undefined and empty-keyword entries, so the query string carries only what was asked. */
export function listQuery(query: object): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (key === 'keyword' && typeof value === 'string' && value.trim() === '') continue;
    out[key] = key === 'keyword' ? String(value).trim() : (value as string | number | boolean);
  }
  return out;
}

/** callEndpoint without the contract's types: the one place the generic client's calls go through. */
const send = callEndpoint as (
  http: Http,
  endpoint: ClientEndpoint<Endpoint>,
  input: { params?: { id: number }; query?: object; body?: unknown },
  options?: CallOptions,
) => Promise<never>;

/**
 * A client of a set-up resource, from its calls (resourceCalls, typed by its contract) or, untyped, from its
 * path segment; `api` is createApiClient's result (or any Http).
 */
export function resourceClient<C extends ResourceContractShape>(
  api: Http,
  calls: ResourceCalls<C>,
): ResourceClientOf<C>;
export function resourceClient<Item, Input>(api: Http, name: string): ResourceClient<Item, Input>;
export function resourceClient(
  api: Http,
  target: string | ResourceCalls<ResourceContractShape>,
): ResourceClient<unknown, unknown> {
  const calls =
    typeof target === 'string'
      ? resourceCalls<Required<ResourceContractShape>>(`/${target}` as never, `/${target}` as never)
      : target;
  const list: ResourceClient<unknown, unknown>['list'] = (query, options) =>
    send(api, calls.list, { query: listQuery(query) }, options);
  return {
    name: calls.create.url.slice(1),
    list,
    all: (filter = {}, options) => fetchAll((paging) => list({ ...filter, ...paging }, options)),
    get: (id, options) => send(api, calls.get, { params: { id } }, options),
    create: (input, options) => send(api, calls.create, { body: input }, options),
    update: (id, input, options) => send(api, calls.update, { params: { id }, body: input }, options),
    remove: (id, body, options) => send(api, calls.remove, { params: { id }, body }, options),
    setEnabled: (id, enabled, options) => {
      if (!calls.setEnabled) throw new Error(`${calls.create.url} has no set-enabled route`);
      return send(api, calls.setEnabled, { params: { id }, body: { enabled } }, options);
    },
  };
}

const namedCalls: { [N in ResourceName]: ResourceCalls<ResourceContracts[N]> } = {
  locations: locationsCalls,
  specialties: specialtiesCalls,
  symptoms: symptomsCalls,
  suppliers: suppliersCalls,
  doctors: doctorsCalls,
};

/** The typed client of one of the five named resources. */
export function namedResourceClient<N extends ResourceName>(api: Http, name: N) {
  return resourceClient<ResourceContracts[N]>(api, namedCalls[name]);
}

/** GET/POST /laboratories/:providerId (screen 40). */
export function laboratoriesClient(api: Http) {
  return {
    get: (providerId: LabProvider, options?: CallOptions) =>
      callEndpoint(api, laboratoriesCalls.get, { params: { providerId } }, options),
    save: (providerId: LabProvider, input: LaboratorySettingsInput, options?: CallOptions) =>
      callEndpoint(api, laboratoriesCalls.save, { params: { providerId }, body: input }, options),
  };
}

/** /roles (screen 7): the generic shape. Owner and Admin roles answer 1017 to PUT, DELETE and set-enabled. */
export function rolesClient(api: Http) {
  return resourceClient(api, rolesCalls);
}

/** /user-groups (screen 8): the generic shape. */
export function userGroupsClient(api: Http) {
  return resourceClient(api, userGroupsCalls);
}

// /employees (screen 6) is not a generic resource: its client is typed from its contract.
export { employeesClient } from './endpoints/employees/employees';
