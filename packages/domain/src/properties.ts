import { MEASUREMENT_RANGES } from './measurements';
import type { ValueOf } from './util';

// Custom properties and forms.

/** Same ids as the matching activity-log entity types. */
export const FormOwnerKind = { ClinicPatient: 2, CheckInSheet: 4, ServiceSheet: 5 } as const;
export type FormOwnerKind = ValueOf<typeof FormOwnerKind>;

/**
 * Built-in properties every form of that owner kind has; they cannot be edited or deleted. The check-in sheet
 * adds the vital signs taken at reception to the symptom.
 */
export const fixedPropertyKeys = {
  [FormOwnerKind.CheckInSheet]: [
    'symptom',
    'pulse',
    'temperature',
    'blood_pressure',
    'spo2',
    'height',
    'weight',
  ],
  [FormOwnerKind.ServiceSheet]: ['diagnosis', 'conclusion', 'next_appointment_date'],
  [FormOwnerKind.ClinicPatient]: ['diagnosis', 'medical_history', 'allergy', 'height', 'weight'],
} as const satisfies Record<FormOwnerKind, readonly string[]>;
export type FixedPropertyKey = (typeof fixedPropertyKeys)[FormOwnerKind][number];

/**
 * The measurements taken at check-in (fixed check-in properties) that a patient's record and the exam summary show
 * with their date, in the order they are shown.
 */
export const checkInVitalKeys = [
  'height',
  'weight',
  'blood_pressure',
  'pulse',
  'temperature',
  'spo2',
] as const;
export type CheckInVitalKey = (typeof checkInVitalKeys)[number];

export function isFixedPropertyKey(ownerKind: FormOwnerKind, internalName: string): boolean {
  return (fixedPropertyKeys[ownerKind] as readonly string[]).includes(internalName);
}

export const PropertyFieldType = {
  FreeText: 1,
  ListOfOptions: 2,
  Date: 3,
  DateTime: 4,
  Images: 5,
  /** A Video type exists; its id, 6, is our choice (the free number). */
  Video: 6,
  MultilineText: 7,
} as const;
export type PropertyFieldType = ValueOf<typeof PropertyFieldType>;

/** Width in columns of a 12-column grid. */
export const PropertyWidth = { Small: 3, Medium: 6, Large: 12 } as const;
export type PropertyWidth = ValueOf<typeof PropertyWidth>;

// ── definitions and values (shared by the API, the form renderer and the settings screens) ───────────────

export const propertyFieldTypeKey = {
  [PropertyFieldType.FreeText]: 'freeText',
  [PropertyFieldType.ListOfOptions]: 'listOfOptions',
  [PropertyFieldType.Date]: 'date',
  [PropertyFieldType.DateTime]: 'dateTime',
  [PropertyFieldType.Images]: 'images',
  [PropertyFieldType.Video]: 'video',
  [PropertyFieldType.MultilineText]: 'multilineText',
} as const satisfies Record<PropertyFieldType, string>;

export const formOwnerKindKey = {
  [FormOwnerKind.ClinicPatient]: 'clinicPatient',
  [FormOwnerKind.CheckInSheet]: 'checkInSheet',
  [FormOwnerKind.ServiceSheet]: 'serviceSheet',
} as const satisfies Record<FormOwnerKind, string>;

/** A property as the API returns it and the form renderer draws it. */
export interface PropertyDefinition {
  id: number;
  name: string;
  internalName: string;
  entityType: FormOwnerKind;
  fieldType: PropertyFieldType;
  size: PropertyWidth;
  options: string[];
  fixed: boolean;
}

/**
 * A stored value: text (free, multiline, an option, 'YYYY-MM-DD', an ISO date-time) or a list of file ids
 * (images, video). null clears the value.
 */
export type PropertyValue = string | number[] | null;

/** The fixed properties every clinic starts with, with their type and width. Names are i18n keys. */
export const fixedPropertyDefinitions: readonly {
  entityType: FormOwnerKind;
  internalName: FixedPropertyKey;
  fieldType: PropertyFieldType;
  size: PropertyWidth;
}[] = [
  { entityType: FormOwnerKind.ClinicPatient, internalName: 'height', fieldType: 1, size: 3 },
  { entityType: FormOwnerKind.ClinicPatient, internalName: 'weight', fieldType: 1, size: 3 },
  { entityType: FormOwnerKind.ClinicPatient, internalName: 'medical_history', fieldType: 7, size: 12 },
  { entityType: FormOwnerKind.ClinicPatient, internalName: 'allergy', fieldType: 7, size: 12 },
  { entityType: FormOwnerKind.ClinicPatient, internalName: 'diagnosis', fieldType: 7, size: 12 },
  { entityType: FormOwnerKind.CheckInSheet, internalName: 'symptom', fieldType: 7, size: 12 },
  // Vital signs, four to a row then two (units in their names, bounds in vitalSignRules).
  { entityType: FormOwnerKind.CheckInSheet, internalName: 'pulse', fieldType: 1, size: 3 },
  { entityType: FormOwnerKind.CheckInSheet, internalName: 'temperature', fieldType: 1, size: 3 },
  { entityType: FormOwnerKind.CheckInSheet, internalName: 'blood_pressure', fieldType: 1, size: 3 },
  { entityType: FormOwnerKind.CheckInSheet, internalName: 'spo2', fieldType: 1, size: 3 },
  { entityType: FormOwnerKind.CheckInSheet, internalName: 'height', fieldType: 1, size: 3 },
  { entityType: FormOwnerKind.CheckInSheet, internalName: 'weight', fieldType: 1, size: 3 },
  { entityType: FormOwnerKind.ServiceSheet, internalName: 'diagnosis', fieldType: 7, size: 12 },
  { entityType: FormOwnerKind.ServiceSheet, internalName: 'conclusion', fieldType: 7, size: 12 },
  { entityType: FormOwnerKind.ServiceSheet, internalName: 'next_appointment_date', fieldType: 3, size: 6 },
];

/**
 * Fixed properties typed as numbers, with the range a real person's value can take: height and weight (kept as
 * numbers in the patient's columns too), and the vital signs of the check-in sheet. Wide enough for a newborn or
 * a patient in crisis, narrow enough to catch a slip of the keyboard (370 for 37.0 °C).
 */
export const numericFixedProperties: Readonly<Record<string, { min: number; max: number }>> = {
  height: MEASUREMENT_RANGES.height,
  weight: MEASUREMENT_RANGES.weight,
  pulse: MEASUREMENT_RANGES.pulse,
  temperature: MEASUREMENT_RANGES.temperature,
  spo2: MEASUREMENT_RANGES.spo2,
};

/**
 * Blood pressure as people write it, systolic/diastolic in mmHg ('120/80'): whole numbers, systolic 50–300 above
 * diastolic 20–200.
 */
export const BLOOD_PRESSURE = {
  key: 'blood_pressure',
  example: '120/80',
  systolic: MEASUREMENT_RANGES.systolic,
  diastolic: MEASUREMENT_RANGES.diastolic,
} as const;
export function isBloodPressure(value: string): boolean {
  const match = /^(\d{2,3})\s*\/\s*(\d{2,3})$/.exec(value.trim());
  if (!match) return false;
  const [sys, dia] = [Number(match[1]), Number(match[2])];
  const { systolic, diastolic } = BLOOD_PRESSURE;
  return (
    sys >= systolic.min && sys <= systolic.max && dia >= diastolic.min && dia <= diastolic.max && sys > dia
  );
}

export const PROPERTY_TEXT_MAX_LENGTH = 1000;
export const PROPERTY_MULTILINE_MAX_LENGTH = 5000;
