import type { FormOwnerKind } from '@clinic/domain';
import type { Page } from '../../paging';
import type { CallOptions, Http } from '../http';
import type {
  FormInputBody,
  FormItem,
  FormListQuery,
  PropertyInputBody,
  PropertyItem,
  PropertySearchQuery,
} from './types';

// /properties (screen 13) and /forms (screen 14).

/** Leaves out unset filters and a blank keyword, so the query string carries only what was asked. */
function listQuery(query: object): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query) as [string, unknown][]) {
    if (value === undefined || value === null) continue;
    if (key === 'keyword') {
      const keyword = String(value).trim();
      if (keyword) out.keyword = keyword;
    } else out[key] = value as string | number;
  }
  return out;
}

export function propertiesEndpoints(http: Http) {
  const one = (id: number) => `/properties/${id}`;
  return {
    /** GET /properties/search: a page of one entity's (or every entity's) properties. */
    search: (query: PropertySearchQuery, options?: CallOptions) =>
      http.request<Page<PropertyItem>>('/properties/search', { ...options, query: listQuery(query) }),
    get: (id: number, options?: CallOptions) => http.request<PropertyItem>(one(id), options),
    create: (input: PropertyInputBody, options?: CallOptions) =>
      http.request<PropertyItem>('/properties', { ...options, method: 'POST', body: input }),
    /** Fixed properties answer 1026. */
    update: (id: number, input: PropertyInputBody, options?: CallOptions) =>
      http.request<PropertyItem>(one(id), { ...options, method: 'PUT', body: input }),
    /** Fixed properties answer 1026; one held by a form answers inUse {entity: 'form'}. */
    remove: (id: number, options?: CallOptions) =>
      http.request<{ deleted: boolean }>(one(id), { ...options, method: 'DELETE' }),
  };
}
export type PropertiesEndpoints = ReturnType<typeof propertiesEndpoints>;

export function formsEndpoints(http: Http) {
  const one = (id: number) => `/forms/${id}`;
  return {
    /** GET /forms: a page of forms, filtered by entity and keyword. */
    list: (query: FormListQuery, options?: CallOptions) =>
      http.request<Page<FormItem>>('/forms', { ...options, query: listQuery(query) }),
    /** GET /forms/all-by-entity-type: the entity's enabled forms, the default first. */
    allByEntityType: (entityTypeId: FormOwnerKind, options?: CallOptions) =>
      http.request<FormItem[]>('/forms/all-by-entity-type', { ...options, query: { entityTypeId } }),
    get: (id: number, options?: CallOptions) => http.request<FormItem>(one(id), options),
    /** GET /forms/:id/properties: the form's properties in display order. */
    properties: (id: number, options?: CallOptions) =>
      http.request<PropertyItem[]>(`${one(id)}/properties`, options),
    create: (input: FormInputBody, options?: CallOptions) =>
      http.request<FormItem>('/forms', { ...options, method: 'POST', body: input }),
    /** The default form must keep its entity's fixed properties (1027). */
    update: (id: number, input: FormInputBody, options?: CallOptions) =>
      http.request<FormItem>(one(id), { ...options, method: 'PUT', body: input }),
    /** The default form answers 1027; a form in use answers inUse. */
    remove: (id: number, options?: CallOptions) =>
      http.request<{ deleted: boolean }>(one(id), { ...options, method: 'DELETE' }),
    /** Disabling the default form answers 1027. */
    setEnabled: (id: number, enabled: boolean, options?: CallOptions) =>
      http.request<FormItem>(`${one(id)}/set-enabled`, { ...options, method: 'PUT', body: { enabled } }),
  };
}
export type FormsEndpoints = ReturnType<typeof formsEndpoints>;
