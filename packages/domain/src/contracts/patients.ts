import { z } from 'zod';
import {
  patientDuplicateQuery,
  patientInput,
  patientMergeInput,
  patientSearchFilter,
  patientSortKeys,
} from '../patients';
import { checkInVitalKeys } from '../properties';
import { propertyValueEntry } from '../property-values';
import { endpoint } from './endpoint';
import { idParams, pageOf, pagingShape } from './paging';

// /clinic-patients: the clinic's patient records (docs/product.md#patient-records).

const gender = z.union([z.literal(0), z.literal(1)]);

const listItemShape = {
  id: z.number(),
  /** BN000001… from the clinic counter. */
  code: z.string(),
  fullName: z.string(),
  gender,
  phone: z.string(),
  email: z.string().nullable(),
  /** ISO 'YYYY-MM-DD', or null when only the year is known. */
  birthday: z.string().nullable(),
  yearOfBirth: z.number().nullable(),
  /** 1..63 (the legacy province ids of @clinic/domain). */
  provinceId: z.number().nullable(),
  address: z.string().nullable(),
  avatarFileId: z.number().nullable(),
  createdAt: z.string(),
};

/** A row of the search and of the duplicates check. */
export const patientListItem = z.object(listItemShape);

/** One visit of the patient's history: an appointment the patient came to. */
export const patientVisit = z.object({
  id: z.number(),
  code: z.string(),
  /** When the visit took place (ISO date-time). */
  date: z.string(),
  doctorName: z.string().nullable(),
  diagnosis: z.string().nullable(),
});

/** One record with its property values and visit history: the read and what every write answers. */
export const patient = z.object({
  ...listItemShape,
  /** Vietnam 192, other 0. */
  nationality: z.union([z.literal(192), z.literal(0)]),
  heightCm: z.number().nullable(),
  weightKg: z.number().nullable(),
  medicalHistory: z.string().nullable(),
  allergy: z.string().nullable(),
  /** The citizen identity number (12 digits). */
  citizenId: z.string().nullable(),
  /** A child's parent or guardian, with their citizen number. */
  guardianName: z.string().nullable(),
  guardianCitizenId: z.string().nullable(),
  updatedAt: z.string(),
  /** Custom property values, and the column-backed fixed ones (height '170', weight, history, allergy). */
  properties: z.array(
    z.object({ propertyId: z.number(), value: z.union([z.string(), z.array(z.number())]) }),
  ),
  /** Newest first. */
  visits: z.array(patientVisit),
});

/**
 * What the patient's visits measured and diagnosed, newest first, each with the visit's day ('YYYY-MM-DD' in the
 * clinic's zone): the check-in measurements (the last few of each), and the ICD-10 codes of result sheets and
 * prescriptions (each code once, at its latest visit).
 */
export const patientHealthTrail = z.object({
  measurements: z.array(
    z.object({
      key: z.enum(checkInVitalKeys),
      value: z.string(),
      date: z.string(),
      appointmentId: z.number(),
    }),
  ),
  diagnoses: z.array(
    z.object({ code: z.string(), name: z.string(), date: z.string(), appointmentId: z.number() }),
  ),
});

export const patientSearchQuery = z.object({
  ...pagingShape,
  orderBy: z.enum(patientSortKeys).default('createdAt'),
  orderByType: z.enum(['asc', 'desc']).default('desc'),
});

export const patientsContract = {
  /** Keyword over name, phone and code without diacritics, filters in the body, order and page in the query. */
  search: endpoint({
    method: 'POST',
    url: '/clinic-patients/search',
    query: patientSearchQuery,
    body: patientSearchFilter,
    response: pageOf(patientListItem),
  }),
  /** The records of the same person (phone, and name without accents) a new record would repeat. */
  findDuplicates: endpoint({
    method: 'POST',
    url: '/clinic-patients/find-duplicates',
    body: patientDuplicateQuery,
    response: z.array(patientListItem),
  }),
  /**
   * The records that hold this phone under another name (accents, case and spaces ignored): a family sharing a
   * phone, or a typing slip. The staff form asks before a new record is made with it.
   */
  findSharedPhone: endpoint({
    method: 'POST',
    url: '/clinic-patients/find-shared-phone',
    body: patientDuplicateQuery,
    response: z.array(patientListItem),
  }),
  create: endpoint({ method: 'POST', url: '/clinic-patients', body: patientInput, response: patient }),
  /** Folds the source record into the target and removes the source. */
  merge: endpoint({
    method: 'POST',
    url: '/clinic-patients/merge',
    body: patientMergeInput,
    response: patient,
  }),
  get: endpoint({ method: 'GET', url: '/clinic-patients/:id', params: idParams, response: patient }),
  /** The check-in measurements and coded diagnoses of the patient's visits, with their dates. */
  healthTrail: endpoint({
    method: 'GET',
    url: '/clinic-patients/:id/health-trail',
    params: idParams,
    response: patientHealthTrail,
  }),
  /** Replaces the record; `properties`, when given, merge into the stored values. */
  update: endpoint({
    method: 'PUT',
    url: '/clinic-patients/:id',
    params: idParams,
    body: patientInput,
    response: patient,
  }),
  /** Refused (in use) while the patient has visits or invoices. */
  remove: endpoint({
    method: 'DELETE',
    url: '/clinic-patients/:id',
    params: idParams,
    response: z.object({ deleted: z.boolean() }),
  }),
  /** Merges into the stored values; a null value clears one. */
  saveProperties: endpoint({
    method: 'PUT',
    url: '/clinic-patients/:id/properties',
    params: idParams,
    body: z.object({ properties: z.array(propertyValueEntry).max(200, 'formError.maxItems') }),
    response: patient,
  }),
};

export type PatientListItem = z.output<typeof patientListItem>;
export type Patient = z.output<typeof patient>;
export type PatientHealthTrail = z.output<typeof patientHealthTrail>;
