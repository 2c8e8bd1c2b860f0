import {
  type FormOwnerKind,
  formOwnerKindKey,
  type PropertyDefinition,
  PropertyFieldType,
  PropertyWidth,
  propertyFieldTypeKey,
} from '@clinic/domain';
import type { Translate, TranslationKey } from '@clinic/i18n';

// Labels shared by screens 13 and 14: record types (form owner kinds), field types and widths.

/** The record types in the order the tabs show them. */
export const entityTypes: readonly FormOwnerKind[] = [2, 4, 5];

export const entityLabelKey = (entity: FormOwnerKind): TranslationKey =>
  `records.entity.${formOwnerKindKey[entity]}`;

/** The field types in the order the type picker offers them (the common ones first). */
export const fieldTypes: readonly PropertyFieldType[] = [
  PropertyFieldType.FreeText,
  PropertyFieldType.MultilineText,
  PropertyFieldType.ListOfOptions,
  PropertyFieldType.Date,
  PropertyFieldType.DateTime,
  PropertyFieldType.Images,
  PropertyFieldType.Video,
];

export const fieldTypeLabelKey = (type: PropertyFieldType): TranslationKey =>
  `records.fieldType.${propertyFieldTypeKey[type]}`;
export const fieldTypeHintKey = (type: PropertyFieldType): TranslationKey =>
  `records.fieldTypeHint.${propertyFieldTypeKey[type]}`;

const sizeKey: Record<PropertyWidth, TranslationKey> = {
  [PropertyWidth.Small]: 'records.size.small',
  [PropertyWidth.Medium]: 'records.size.medium',
  [PropertyWidth.Large]: 'records.size.large',
};
export const sizes: readonly PropertyWidth[] = [
  PropertyWidth.Small,
  PropertyWidth.Medium,
  PropertyWidth.Large,
];

/** 'Vừa · 6 cột'. */
export const sizeLabel = (size: PropertyWidth, t: Translate) =>
  t('records.size.short', { size: t(sizeKey[size] ?? 'records.size.large'), count: size });

const fixedNameKeys: Readonly<Record<string, TranslationKey>> = {
  height: 'records.fixed.height',
  weight: 'records.fixed.weight',
  medical_history: 'records.fixed.medical_history',
  allergy: 'records.fixed.allergy',
  diagnosis: 'records.fixed.diagnosis',
  symptom: 'records.fixed.symptom',
  conclusion: 'records.fixed.conclusion',
  next_appointment_date: 'records.fixed.next_appointment_date',
};

/**
 * The name to show: a built-in property's name is stored in Vietnamese, so it is shown in the user's language
 * from its internal name; the clinic's own properties show what the clinic typed.
 */
export function propertyDisplayName(
  property: Pick<PropertyDefinition, 'name' | 'internalName' | 'fixed'>,
  t: Translate,
) {
  const key = property.fixed ? fixedNameKeys[property.internalName] : undefined;
  return key ? t(key) : property.name;
}
