import type { ValueOf } from './util';

// Custom properties and forms (SPEC §3).

/** Same ids as the matching activity-log entity types. */
export const FormOwnerKind = { ClinicPatient: 2, CheckInSheet: 4, ServiceSheet: 5 } as const;
export type FormOwnerKind = ValueOf<typeof FormOwnerKind>;

/** Built-in properties every form of that owner kind has; they cannot be edited or deleted. */
export const fixedPropertyKeys = {
  [FormOwnerKind.CheckInSheet]: ['symptom'],
  [FormOwnerKind.ServiceSheet]: ['diagnosis', 'conclusion', 'next_appointment_date'],
  [FormOwnerKind.ClinicPatient]: ['diagnosis', 'medical_history', 'allergy', 'height', 'weight'],
} as const satisfies Record<FormOwnerKind, readonly string[]>;
export type FixedPropertyKey = (typeof fixedPropertyKeys)[FormOwnerKind][number];

export function isFixedPropertyKey(ownerKind: FormOwnerKind, internalName: string): boolean {
  return (fixedPropertyKeys[ownerKind] as readonly string[]).includes(internalName);
}

export const PropertyFieldType = {
  FreeText: 1,
  ListOfOptions: 2,
  Date: 3,
  DateTime: 4,
  Images: 5,
  /** The spec says a Video type exists but does not show its id: 6 is our choice (the free number). */
  Video: 6,
  MultilineText: 7,
} as const;
export type PropertyFieldType = ValueOf<typeof PropertyFieldType>;

/** Width in columns of a 12-column grid. */
export const PropertyWidth = { Small: 3, Medium: 6, Large: 12 } as const;
export type PropertyWidth = ValueOf<typeof PropertyWidth>;
