import type { FormOwnerKind } from '@clinic/domain';
import type { EndpointInput, formsContract, propertiesContract } from '@clinic/domain/contracts';
import { type CallOptions, callEndpoint, clientEndpoint, type Http } from '../http';
import { resourceCalls } from '../resources/calls';
import type { FormInputBody, FormListQuery, PropertyInputBody, PropertySearchQuery } from './types';

// /properties (screen 13) and /forms (screen 14).

/** The calls of /properties, checked against their contract (no set-enabled: the screen has no switch). */
export const propertiesCalls = resourceCalls<typeof propertiesContract>(
  '/properties',
  '/properties/search',
  false,
);

/** The calls of /forms, checked against their contract. */
export const formsCalls = {
  ...resourceCalls<typeof formsContract>('/forms', '/forms'),
  allByEntityType: clientEndpoint<typeof formsContract.allByEntityType>('GET', '/forms/all-by-entity-type'),
  properties: clientEndpoint<typeof formsContract.properties>('GET', '/forms/:id/properties'),
};

/** Leaves out unset filters and a blank keyword, so the query string carries only what was asked. */
function listQuery<Q>(query: object): Q {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query) as [string, unknown][]) {
    if (value === undefined || value === null) continue;
    if (key === 'keyword') {
      const keyword = String(value).trim();
      if (keyword) out.keyword = keyword;
    } else out[key] = value as string | number;
  }
  return out as Q;
}

type ListQueryOf<E extends typeof propertiesContract.list | typeof formsContract.list> =
  EndpointInput<E>['query'];

export function propertiesEndpoints(http: Http) {
  const c = propertiesCalls;
  return {
    /** GET /properties/search: a page of one entity's (or every entity's) properties. */
    search: (query: PropertySearchQuery, options?: CallOptions) =>
      callEndpoint(
        http,
        c.list,
        { query: listQuery<ListQueryOf<typeof propertiesContract.list>>(query) },
        options,
      ),
    get: (id: number, options?: CallOptions) => callEndpoint(http, c.get, { params: { id } }, options),
    create: (input: PropertyInputBody, options?: CallOptions) =>
      callEndpoint(http, c.create, { body: input }, options),
    /** Fixed properties answer 1026. */
    update: (id: number, input: PropertyInputBody, options?: CallOptions) =>
      callEndpoint(http, c.update, { params: { id }, body: input }, options),
    /** Fixed properties answer 1026; one held by a form answers inUse {entity: 'form'}. */
    remove: (id: number, options?: CallOptions) => callEndpoint(http, c.remove, { params: { id } }, options),
  };
}

export function formsEndpoints(http: Http) {
  const c = formsCalls;
  return {
    /** GET /forms: a page of forms, filtered by entity and keyword. */
    list: (query: FormListQuery, options?: CallOptions) =>
      callEndpoint(
        http,
        c.list,
        { query: listQuery<ListQueryOf<typeof formsContract.list>>(query) },
        options,
      ),
    /** GET /forms/all-by-entity-type: the entity's enabled forms, the default first. */
    allByEntityType: (entityTypeId: FormOwnerKind, options?: CallOptions) =>
      callEndpoint(http, c.allByEntityType, { query: { entityTypeId } }, options),
    get: (id: number, options?: CallOptions) => callEndpoint(http, c.get, { params: { id } }, options),
    /** GET /forms/:id/properties: the form's properties in display order. */
    properties: (id: number, options?: CallOptions) =>
      callEndpoint(http, c.properties, { params: { id } }, options),
    create: (input: FormInputBody, options?: CallOptions) =>
      callEndpoint(http, c.create, { body: input }, options),
    /** The default form must keep its entity's fixed properties (1027). */
    update: (id: number, input: FormInputBody, options?: CallOptions) =>
      callEndpoint(http, c.update, { params: { id }, body: input }, options),
    /** The default form answers 1027; a form in use answers inUse. */
    remove: (id: number, options?: CallOptions) => callEndpoint(http, c.remove, { params: { id } }, options),
    /** Disabling the default form answers 1027. */
    setEnabled: (id: number, enabled: boolean, options?: CallOptions) =>
      callEndpoint(http, c.setEnabled, { params: { id }, body: { enabled } }, options),
  };
}
