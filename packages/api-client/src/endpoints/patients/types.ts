import type { Gender, PatientSortKey, PropertyValue } from '@clinic/domain';
import type { PageQuery } from '../../paging';

// Types of /clinic-patients (apps/api/src/modules/patients), written by hand to match the server's zod schemas.

/** Nationality: Vietnam 192, Other 0. */
export type Nationality = 192 | 0;

/** A row of POST /clinic-patients/search. */
export interface PatientListItem {
  id: number;
  /** BN000001… from the clinic counter. */
  code: string;
  fullName: string;
  gender: Gender;
  phone: string;
  email: string | null;
  /** ISO 'YYYY-MM-DD', or null when only the year is known. */
  birthday: string | null;
  yearOfBirth: number | null;
  /** 1..63 (the legacy province ids of @clinic/domain). */
  provinceId: number | null;
  address: string | null;
  avatarFileId: number | null;
  createdAt: string;
}

/**
 * One visit of the patient's history. Appointments land in a later issue; until then `visits` is always empty
 * and the fields below are what the history shows once they do.
 */
export interface PatientVisit {
  id: number;
  code: string;
  /** When the visit took place (ISO date-time). */
  date: string;
  doctorName: string | null;
  diagnosis: string | null;
}

/** GET /clinic-patients/{id} and what the writes answer. */
export interface Patient extends PatientListItem {
  nationality: Nationality;
  heightCm: number | null;
  weightKg: number | null;
  medicalHistory: string | null;
  allergy: string | null;
  updatedAt: string;
  /** Custom property values, and the column-backed fixed ones (height '170', weight, history, allergy). */
  properties: { propertyId: number; value: PropertyValue }[];
  visits: PatientVisit[];
}

/** Query of POST /clinic-patients/search (the filter goes in the body). */
export interface PatientSearchQuery extends PageQuery {
  /** createdAt by default. */
  orderBy?: PatientSortKey;
  /** desc by default. */
  orderByType?: 'asc' | 'desc';
}

/** Body of POST /clinic-patients/merge: the source is folded into the target and removed. */
export interface PatientMergeRequest {
  sourceId: number;
  targetId: number;
}
