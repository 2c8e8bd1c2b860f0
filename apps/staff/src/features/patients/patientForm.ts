import type { Patient } from '@clinic/api-client';
import {
  numericFixedProperties,
  type PatientInput,
  type PropertyDefinition,
  type PropertyValue,
  patientInput,
} from '@clinic/domain';
import { useZodForm } from '../../shared/forms/forms';

export type BirthMode = 'date' | 'year';

/** The identity fields of the add and edit form, as typed (react-hook-form values). */
export interface PatientFormValues {
  fullName: string;
  gender: 0 | 1 | null;
  phone: string;
  email: string;
  birthday: string | null;
  yearOfBirth: number | null;
  nationality: 192 | 0;
  provinceId: number | null;
  address: string;
  citizenId: string;
  guardianName: string;
  guardianCitizenId: string;
  avatarFileId: number | null;
}

export const identityFieldNames = [
  'fullName',
  'gender',
  'phone',
  'email',
  'birthday',
  'yearOfBirth',
  'nationality',
  'provinceId',
  'address',
  'citizenId',
  'guardianName',
  'guardianCitizenId',
  'avatarFileId',
] as const;

export function initialValues(patient?: Patient): PatientFormValues {
  return {
    fullName: patient?.fullName ?? '',
    gender: patient?.gender ?? null,
    phone: patient?.phone ?? '',
    email: patient?.email ?? '',
    birthday: patient?.birthday ?? null,
    yearOfBirth: patient?.birthday ? null : (patient?.yearOfBirth ?? null),
    nationality: patient?.nationality ?? 192,
    provinceId: patient?.provinceId ?? null,
    address: patient?.address ?? '',
    citizenId: patient?.citizenId ?? '',
    guardianName: patient?.guardianName ?? '',
    guardianCitizenId: patient?.guardianCitizenId ?? '',
    avatarFileId: patient?.avatarFileId ?? null,
  };
}

/** The form over the shared domain schema: the server checks the very same rules. */
export function usePatientForm(patient?: Patient) {
  return useZodForm(patientInput, { defaultValues: initialValues(patient) as PatientInput });
}
export type PatientFormApi = ReturnType<typeof usePatientForm>;

export const initialPropertyValues = (patient?: Patient): Record<number, PropertyValue> =>
  Object.fromEntries((patient?.properties ?? []).map((p) => [p.propertyId, p.value]));

const isEmpty = (v: PropertyValue | undefined) =>
  v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * The `properties` of the body: every property of the chosen form when editing (null clears a value), only the
 * filled ones for a new record.
 */
export function propertyEntries(
  properties: readonly PropertyDefinition[],
  values: Readonly<Record<number, PropertyValue>>,
  editing: boolean,
): { propertyId: number; value: PropertyValue }[] {
  return properties
    .map((p) => ({ propertyId: p.id, value: isEmpty(values[p.id]) ? null : (values[p.id] ?? null) }))
    .filter((e) => editing || e.value !== null);
}

const columnOf = {
  height: 'heightCm',
  weight: 'weightKg',
  medical_history: 'medicalHistory',
  allergy: 'allergy',
} as const;

/**
 * The column-backed fixed properties (height, weight, history, allergy) as the body's columns: taken from the
 * form when it shows them, else kept as stored, so a save never clears what the chosen form does not show.
 */
export function fixedColumns(
  properties: readonly PropertyDefinition[],
  values: Readonly<Record<number, PropertyValue>>,
  patient?: Patient,
) {
  const out: { heightCm?: number; weightKg?: number; medicalHistory?: string; allergy?: string } = {};
  for (const [key, column] of Object.entries(columnOf) as [
    keyof typeof columnOf,
    (typeof columnOf)[keyof typeof columnOf],
  ][]) {
    const def = properties.find((p) => p.fixed && p.internalName === key);
    const stored = patient?.[column] ?? undefined;
    const raw = def ? values[def.id] : stored;
    if (isEmpty(raw as PropertyValue) || Array.isArray(raw)) continue;
    if (key in numericFixedProperties) {
      const n = Number(raw);
      if (Number.isFinite(n)) (out as Record<string, unknown>)[column] = n;
    } else (out as Record<string, unknown>)[column] = String(raw);
  }
  return out;
}
