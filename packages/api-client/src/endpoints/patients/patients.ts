import type {
  PatientDuplicateQuery,
  PatientInput,
  PatientSearchFilter,
  PropertyValueEntry,
} from '@clinic/domain';
import type { patientsContract as contract } from '@clinic/domain/contracts';
import { type CallOptions, callEndpoint, clientEndpoint, type Http } from '../http';
import type { PatientMergeRequest, PatientSearchQuery } from './types';

// /clinic-patients (screen 12).

/** The calls of /clinic-patients, checked against their contract. */
export const patientsCalls = {
  search: clientEndpoint<typeof contract.search>('POST', '/clinic-patients/search'),
  findDuplicates: clientEndpoint<typeof contract.findDuplicates>('POST', '/clinic-patients/find-duplicates'),
  findSharedPhone: clientEndpoint<typeof contract.findSharedPhone>(
    'POST',
    '/clinic-patients/find-shared-phone',
  ),
  get: clientEndpoint<typeof contract.get>('GET', '/clinic-patients/:id'),
  healthTrail: clientEndpoint<typeof contract.healthTrail>('GET', '/clinic-patients/:id/health-trail'),
  create: clientEndpoint<typeof contract.create>('POST', '/clinic-patients'),
  update: clientEndpoint<typeof contract.update>('PUT', '/clinic-patients/:id'),
  remove: clientEndpoint<typeof contract.remove>('DELETE', '/clinic-patients/:id'),
  saveProperties: clientEndpoint<typeof contract.saveProperties>('PUT', '/clinic-patients/:id/properties'),
  merge: clientEndpoint<typeof contract.merge>('POST', '/clinic-patients/merge'),
};

export function patientsEndpoints(http: Http) {
  const c = patientsCalls;
  return {
    /**
     * Paging and order in the query, the filter (keyword, gender, …) in the body. A value left undefined is not
     * sent (ofetch drops it), so the server's default applies.
     */
    search: (query: PatientSearchQuery, filter: PatientSearchFilter = {}, options?: CallOptions) =>
      callEndpoint(http, c.search, { query, body: filter }, options),
    /** Existing records with this phone and name (accents ignored). */
    findDuplicates: (body: PatientDuplicateQuery, options?: CallOptions) =>
      callEndpoint(http, c.findDuplicates, { body }, options),
    /** The records holding this phone under another name (a family's shared phone, or a slip). */
    findSharedPhone: (body: PatientDuplicateQuery, options?: CallOptions) =>
      callEndpoint(http, c.findSharedPhone, { body }, options),
    get: (id: number, options?: CallOptions) => callEndpoint(http, c.get, { params: { id } }, options),
    /** What the visits measured at check-in and the ICD-10 codes they gave, with dates. */
    healthTrail: (id: number, options?: CallOptions) =>
      callEndpoint(http, c.healthTrail, { params: { id } }, options),
    /** Identity and, in the same transaction, `properties`. */
    create: (input: PatientInput, options?: CallOptions) =>
      callEndpoint(http, c.create, { body: input }, options),
    update: (id: number, input: PatientInput, options?: CallOptions) =>
      callEndpoint(http, c.update, { params: { id }, body: input }, options),
    /** Refused (in use) while the patient has visits or invoices. */
    remove: (id: number, options?: CallOptions) => callEndpoint(http, c.remove, { params: { id } }, options),
    /** Merges into the stored values; a null value clears one. */
    saveProperties: (id: number, properties: PropertyValueEntry[], options?: CallOptions) =>
      callEndpoint(http, c.saveProperties, { params: { id }, body: { properties } }, options),
    /** Moves everything of the source to the target, removes the source. */
    merge: (body: PatientMergeRequest, options?: CallOptions) =>
      callEndpoint(http, c.merge, { body }, options),
  };
}
