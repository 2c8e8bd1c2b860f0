import type {
  doctorsContract,
  Endpoint,
  laboratoriesContract,
  locationsContract,
  rolesContract,
  specialtiesContract,
  suppliersContract,
  symptomsContract,
  userGroupsContract,
} from '@clinic/domain/contracts';
import { type ClientEndpoint, clientEndpoint } from '../http';

// The calls of the set-up resources, each checked against its resourceContract(…) (@clinic/domain/contracts).
// Apart from resources.ts, so the API's contract test imports the table without the client.

/** The standard routes of a resourceContract(…), as types: what resourceCalls and resourceClient need. */
export interface ResourceContractShape {
  list: Endpoint;
  create: Endpoint;
  get: Endpoint;
  update: Endpoint;
  remove: Endpoint;
  setEnabled?: Endpoint;
}

type StandardKey = keyof ResourceContractShape;

/** One resource's standard calls; setEnabled only where its contract has the route. */
export type ResourceCalls<C extends ResourceContractShape> = {
  [K in keyof C & StandardKey]-?: ClientEndpoint<NonNullable<C[K]>>;
};

/**
 * The standard calls of the resource at `base` (`/locations`), listing at `list` (`/properties/search`);
 * `setEnabled: false` for a contract without that route (TypeScript asks for it exactly then).
 */
export function resourceCalls<C extends ResourceContractShape>(
  base: C['create']['url'],
  list: C['list']['url'],
  ...setEnabled: undefined extends C['setEnabled'] ? [false] : []
): ResourceCalls<C> {
  const one = `${base}/:id`;
  return {
    list: { method: 'GET', url: list },
    create: { method: 'POST', url: base },
    get: { method: 'GET', url: one },
    update: { method: 'PUT', url: one },
    remove: { method: 'DELETE', url: one },
    ...(setEnabled[0] === false ? {} : { setEnabled: { method: 'PUT', url: `${one}/set-enabled` } }),
  } as ResourceCalls<C>;
}

export const locationsCalls = resourceCalls<typeof locationsContract>('/locations', '/locations');
export const specialtiesCalls = resourceCalls<typeof specialtiesContract>('/specialties', '/specialties');
export const symptomsCalls = resourceCalls<typeof symptomsContract>('/symptoms', '/symptoms');
export const suppliersCalls = resourceCalls<typeof suppliersContract>('/suppliers', '/suppliers');
export const doctorsCalls = resourceCalls<typeof doctorsContract>('/doctors', '/doctors');
export const rolesCalls = resourceCalls<typeof rolesContract>('/roles', '/roles');
export const userGroupsCalls = resourceCalls<typeof userGroupsContract>('/user-groups', '/user-groups');

/** GET/POST /laboratories/:providerId (screen 40). */
export const laboratoriesCalls = {
  get: clientEndpoint<typeof laboratoriesContract.get>('GET', '/laboratories/:providerId'),
  save: clientEndpoint<typeof laboratoriesContract.save>('POST', '/laboratories/:providerId'),
};
