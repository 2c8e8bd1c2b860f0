import type {
  PatientDuplicateQuery,
  PatientInput,
  PatientSearchFilter,
  PropertyValueEntry,
} from '@clinic/domain';
import type { Page } from '../../paging';
import type { CallOptions, Http } from '../http';
import type { Patient, PatientListItem, PatientMergeRequest, PatientSearchQuery } from './types';

// /clinic-patients (screen 12).

/** Drops the query values not given, so the server's defaults apply. */
function pageQuery(query: PatientSearchQuery): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) if (value !== undefined) out[key] = value;
  return out;
}

export function patientsEndpoints(http: Http) {
  return {
    /** POST /clinic-patients/search: paging and order in the query, the filter (keyword, gender, …) in the body. */
    search: (query: PatientSearchQuery, filter: PatientSearchFilter = {}, options?: CallOptions) =>
      http.request<Page<PatientListItem>>('/clinic-patients/search', {
        ...options,
        method: 'POST',
        query: pageQuery(query),
        body: filter,
      }),
    /** POST /clinic-patients/find-duplicates: existing records with this phone and name (accents ignored). */
    findDuplicates: (body: PatientDuplicateQuery, options?: CallOptions) =>
      http.request<PatientListItem[]>('/clinic-patients/find-duplicates', {
        ...options,
        method: 'POST',
        body,
      }),
    get: (id: number, options?: CallOptions) => http.request<Patient>(`/clinic-patients/${id}`, options),
    /** POST /clinic-patients: identity and, in the same transaction, `properties`. */
    create: (input: PatientInput, options?: CallOptions) =>
      http.request<Patient>('/clinic-patients', { ...options, method: 'POST', body: input }),
    update: (id: number, input: PatientInput, options?: CallOptions) =>
      http.request<Patient>(`/clinic-patients/${id}`, { ...options, method: 'PUT', body: input }),
    /** Refused (in use) while the patient has visits or invoices. */
    remove: (id: number, options?: CallOptions) =>
      http.request<{ deleted: true }>(`/clinic-patients/${id}`, { ...options, method: 'DELETE' }),
    /** PUT /clinic-patients/{id}/properties: merges into the stored values; a null value clears one. */
    saveProperties: (id: number, properties: PropertyValueEntry[], options?: CallOptions) =>
      http.request<Patient>(`/clinic-patients/${id}/properties`, {
        ...options,
        method: 'PUT',
        body: { properties },
      }),
    /** POST /clinic-patients/merge: moves everything of the source to the target, removes the source. */
    merge: (body: PatientMergeRequest, options?: CallOptions) =>
      http.request<Patient>('/clinic-patients/merge', { ...options, method: 'POST', body }),
  };
}
export type PatientsEndpoints = ReturnType<typeof patientsEndpoints>;
