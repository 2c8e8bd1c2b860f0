import { z } from 'zod';
import { PROPERTY_IMAGES_MAX_FILES, PROPERTY_VIDEO_MAX_FILES } from './files';
import {
  BLOOD_PRESSURE,
  isBloodPressure,
  numericFixedProperties,
  PROPERTY_MULTILINE_MAX_LENGTH,
  PROPERTY_TEXT_MAX_LENGTH,
  type PropertyDefinition,
  PropertyFieldType,
  type PropertyValue,
} from './properties';
import { ref } from './refs';
import { blankToNull, calendarDate, formErrorIds, instant, RECORD_YEARS, recordId } from './validation';

/** A decimal as typed: '37.5', '-55', '+70' (a comma is not a separator here: the API stores what it checks). */
const SIGNED_DECIMAL = /^[+-]?\d+(\.\d+)?$/;

const text = (max: number) =>
  z.string({ error: formErrorIds.invalidType }).trim().max(max, { error: formErrorIds.maxLength });
const fileIds = (max: number) =>
  z
    .array(recordId(z.number({ error: formErrorIds.invalidType })), {
      error: formErrorIds.invalidType,
    })
    .max(max, { error: formErrorIds.maxItems });

/** Missing, blank text and an empty file list all mean "no value": null. */
const noValueToNull = (value: unknown) =>
  value === undefined || (Array.isArray(value) && value.length === 0) ? null : blankToNull(value);

/**
 * The schema of one property's value, by its type (media limits: docs/product.md#files). Blank text and an
 * empty file list both mean "no value" and come out as null. Used by the API before storing and by the form
 * renderer before sending, so both refuse the same values.
 */
export function propertyValueSchema(
  property: Pick<PropertyDefinition, 'fieldType' | 'options' | 'internalName' | 'fixed'>,
): z.ZodType<PropertyValue, unknown> {
  const numeric = property.fixed ? numericFixedProperties[property.internalName] : undefined;
  const bloodPressure = property.fixed && property.internalName === BLOOD_PRESSURE.key;
  let schema: z.ZodType<PropertyValue>;
  switch (property.fieldType) {
    case PropertyFieldType.FreeText:
      schema = numeric
        ? // Typed as text: a number with its sign kept ('-55' is a negative weight, not 'not a number'), then
          // held to the measurement's range with the measurement's words.
          text(20)
            .regex(SIGNED_DECIMAL, { error: formErrorIds.number, abort: true })
            .refine((v) => Number(v) >= 0, { error: formErrorIds.measurementNegative, abort: true })
            .refine((v) => Number(v) >= numeric.min && Number(v) <= numeric.max, {
              error: formErrorIds.measurementRange,
              params: { min: numeric.min, max: numeric.max },
            })
        : bloodPressure
          ? text(20).refine(isBloodPressure, { error: formErrorIds.invalidValue })
          : text(PROPERTY_TEXT_MAX_LENGTH);
      break;
    case PropertyFieldType.MultilineText:
      schema = text(PROPERTY_MULTILINE_MAX_LENGTH);
      break;
    case PropertyFieldType.ListOfOptions:
      schema = z
        .string({ error: formErrorIds.invalidType })
        .refine((v) => property.options.includes(v), { error: formErrorIds.invalidValue });
      break;
    case PropertyFieldType.Date:
      schema = calendarDate();
      break;
    case PropertyFieldType.DateTime:
      schema = instant({ years: RECORD_YEARS });
      break;
    case PropertyFieldType.Images:
      schema = fileIds(PROPERTY_IMAGES_MAX_FILES);
      break;
    case PropertyFieldType.Video:
      schema = fileIds(PROPERTY_VIDEO_MAX_FILES);
      break;
    default:
      schema = z.never({ error: formErrorIds.invalidType });
  }
  return z.preprocess(noValueToNull, schema.nullable()) as z.ZodType<PropertyValue, unknown>;
}

/** The values of a body's property entries by property id, or the issues of those that do not fit. */
export interface ParsedPropertyEntries {
  /** A later entry for one property wins; "no value" is null. */
  values: Map<number, PropertyValue>;
  /** Each at `<entry index>.value…`, for the caller to place under its own path. */
  issues: z.core.$ZodIssue[];
}

/**
 * Parses property entries (a patient's values, a check-in sheet) each against its property with
 * propertyValueSchema: the one rule by which the API checks values before storing them.
 */
export function parsePropertyEntries(
  entries: readonly { propertyId: number; value?: unknown }[],
  propertyOf: (
    propertyId: number,
  ) => Pick<PropertyDefinition, 'id' | 'fieldType' | 'options' | 'internalName' | 'fixed'>,
): ParsedPropertyEntries {
  const values = new Map<number, PropertyValue>();
  const issues: z.core.$ZodIssue[] = [];
  entries.forEach((entry, index) => {
    const property = propertyOf(entry.propertyId);
    const result = propertyValueSchema(property).safeParse(entry.value);
    if (result.success) values.set(property.id, result.data);
    else issues.push(...result.error.issues.map((i) => ({ ...i, path: [index, 'value', ...i.path] })));
  });
  return { values, issues };
}

/** Lower-case letters, digits and underscores, starting with a letter: 'blood_type'. */
export const internalNamePattern = /^[a-z][a-z0-9_]*$/;

/** 'Nhóm máu' → 'nhom_mau': the internal name a new property starts with. */
export function suggestInternalName(name: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return /^[a-z]/.test(ascii) ? ascii.slice(0, 60) : `field_${ascii}`.slice(0, 60);
}

/** Body of POST and PUT /properties (screen 13). Options only matter (and must be given) for ListOfOptions. */
export const propertyInput = z
  .object({
    name: z
      .string({ error: formErrorIds.required })
      .trim()
      .min(1, { error: formErrorIds.required })
      .max(200, {
        error: formErrorIds.maxLength,
      }),
    internalName: z
      .string({ error: formErrorIds.required })
      .trim()
      .min(1, { error: formErrorIds.required })
      .max(60, { error: formErrorIds.maxLength })
      .regex(internalNamePattern, { error: formErrorIds.invalidValue }),
    entityType: z.union([z.literal(2), z.literal(4), z.literal(5)], { error: formErrorIds.required }),
    fieldType: z.union(
      Object.values(PropertyFieldType).map((v) => z.literal(v)) as unknown as [
        z.ZodLiteral<PropertyFieldType>,
        z.ZodLiteral<PropertyFieldType>,
      ],
      { error: formErrorIds.required },
    ),
    size: z.union([z.literal(3), z.literal(6), z.literal(12)], { error: formErrorIds.required }),
    options: z
      .array(z.string().trim().min(1, { error: formErrorIds.required }).max(200))
      .max(100)
      .default([]),
  })
  .transform((p) => ({ ...p, options: p.fieldType === PropertyFieldType.ListOfOptions ? p.options : [] }));
export type PropertyInput = z.input<typeof propertyInput>;

/** Body of POST and PUT /forms (screen 14): the properties in display order. */
export const formInput = z.object({
  name: z.string({ error: formErrorIds.required }).trim().min(1, { error: formErrorIds.required }).max(200, {
    error: formErrorIds.maxLength,
  }),
  entityType: z.union([z.literal(2), z.literal(4), z.literal(5)], { error: formErrorIds.required }),
  propertyIds: z
    .array(ref('property'))
    .min(1, { error: formErrorIds.minItems })
    .max(100, { error: formErrorIds.maxItems })
    .refine((ids) => new Set(ids).size === ids.length, { error: formErrorIds.invalidValue }),
});

/** One value in a properties body: PUT /clinic-patients/{id}/properties and the patient bodies. */
export const propertyValueEntry = z.object({
  propertyId: ref('property'),
  value: z.unknown(),
});
export type PropertyValueEntry = { propertyId: number; value: PropertyValue };
