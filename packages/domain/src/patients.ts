import { z } from 'zod';
import { MIN_BIRTH_YEAR } from './constants';
import { propertyValueEntry } from './property-values';
import { PROVINCE_COUNT } from './provinces';
import { ref } from './refs';
import { birthday, blankToUndefined, email, formErrorIds, measurement, phone } from './validation';

// Clinic patients: the bodies staff forms and the API share.

/** Patient codes: BN and six digits from the clinic counter, BN000001 first. */
export const PATIENT_CODE_PREFIX = 'BN';
export const formatPatientCode = (n: number) => `${PATIENT_CODE_PREFIX}${String(n).padStart(6, '0')}`;

const optionalText = (max: number) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, { error: formErrorIds.maxLength }).optional());
const currentYear = () => new Date().getFullYear();

/** The citizen identity number (căn cước công dân, số định danh cá nhân): 12 digits. */
export const CITIZEN_ID_PATTERN = /^\d{12}$/;
const citizenId = z.preprocess(
  blankToUndefined,
  z.string().trim().regex(CITIZEN_ID_PATTERN, { error: formErrorIds.invalidValue }).optional(),
);

/**
 * A child younger than this many months is prescribed for through a parent or guardian, whose name and citizen
 * number go on the prescription (Circular 26/2025/TT-BYT) and to the national system.
 */
export const GUARDIAN_UNDER_MONTHS = 72;

/**
 * Whether a patient is a child who needs a guardian on the prescription, on `today` ('YYYY-MM-DD'). With only the
 * year of birth, the oldest the patient can be is counted (born 1 January), so no one is asked for a guardian who
 * might not need one.
 */
export function needsGuardian(
  patient: { birthday: string | null; yearOfBirth: number | null },
  today: string,
): boolean {
  const born = patient.birthday ?? (patient.yearOfBirth ? `${patient.yearOfBirth}-01-01` : null);
  if (!born) return false;
  const [by, bm, bd] = born.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const months = (ty - by) * 12 + (tm - bm) - (td < bd ? 1 : 0);
  return months < GUARDIAN_UNDER_MONTHS;
}

/**
 * POST /clinic-patients and PUT /clinic-patients/{id}. A birthday or a year of birth (the year is derived from the
 * birthday when both are given). `properties` optionally sets custom property values in the same transaction.
 */
export const patientInput = z
  .object({
    fullName: z
      .string({ error: formErrorIds.required })
      .trim()
      .min(1, { error: formErrorIds.required })
      .max(200, { error: formErrorIds.maxLength }),
    gender: z.union([z.literal(0), z.literal(1)], { error: formErrorIds.required }),
    phone,
    email: z.preprocess(blankToUndefined, email.optional()),
    birthday: z.preprocess(blankToUndefined, birthday().optional()),
    yearOfBirth: z.preprocess(
      blankToUndefined,
      z
        .number({ error: formErrorIds.number })
        .int({ error: formErrorIds.integer })
        .min(MIN_BIRTH_YEAR, { error: formErrorIds.min })
        .refine((y) => y <= currentYear(), { error: formErrorIds.invalidValue })
        .optional(),
    ),
    nationality: z.union([z.literal(192), z.literal(0)]).default(192),
    provinceId: z.preprocess(
      blankToUndefined,
      z
        .number()
        .int()
        .min(1, { error: formErrorIds.min })
        .max(PROVINCE_COUNT, { error: formErrorIds.max })
        .optional(),
    ),
    address: optionalText(500),
    heightCm: z.preprocess(blankToUndefined, measurement('height').optional()),
    weightKg: z.preprocess(blankToUndefined, measurement('weight').optional()),
    medicalHistory: optionalText(5000),
    allergy: optionalText(5000),
    citizenId,
    /** A child's parent or guardian (needsGuardian): the name and citizen number printed and sent with prescriptions. */
    guardianName: optionalText(200),
    guardianCitizenId: citizenId,
    avatarFileId: z.preprocess(blankToUndefined, ref('file').optional()),
    properties: z.array(propertyValueEntry).max(200).optional(),
  })
  .transform((p) => ({
    ...p,
    yearOfBirth: p.birthday ? Number(p.birthday.slice(0, 4)) : p.yearOfBirth,
  }));
export type PatientInput = z.input<typeof patientInput>;

/** The filter body of POST /clinic-patients/search. */
/**
 * POST /clinic-patients/find-duplicates: the name and phone of a record about to be created, so the form can offer
 * the clinic's existing record of the same person before a second one is made.
 */
export const patientDuplicateQuery = z.object({
  fullName: z
    .string()
    .trim()
    .min(1, { error: formErrorIds.required })
    .max(200, { error: formErrorIds.maxLength }),
  phone,
});
export type PatientDuplicateQuery = z.input<typeof patientDuplicateQuery>;

export const patientSearchFilter = z
  .object({
    keyword: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
    gender: z.preprocess(blankToUndefined, z.union([z.literal(0), z.literal(1)]).optional()),
    birthYearFrom: z.preprocess(blankToUndefined, z.number().int().min(MIN_BIRTH_YEAR).max(9999).optional()),
    birthYearTo: z.preprocess(blankToUndefined, z.number().int().min(MIN_BIRTH_YEAR).max(9999).optional()),
    provinceId: z.preprocess(blankToUndefined, z.number().int().min(1).max(PROVINCE_COUNT).optional()),
  })
  .refine(
    (f) => f.birthYearFrom === undefined || f.birthYearTo === undefined || f.birthYearFrom <= f.birthYearTo,
    {
      error: formErrorIds.invalidValue,
      path: ['birthYearTo'],
    },
  );
export type PatientSearchFilter = z.input<typeof patientSearchFilter>;

export const patientSortKeys = ['createdAt', 'fullName', 'code', 'yearOfBirth'] as const;
export type PatientSortKey = (typeof patientSortKeys)[number];

/** POST /clinic-patients/merge: the source record is folded into the target and removed. */
export const patientMergeInput = z.object({
  sourceId: ref('patient'),
  targetId: ref('patient'),
});
