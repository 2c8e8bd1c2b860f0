import {
  type FormOwnerKind,
  formOwnerKindKey,
  type PropertyDefinition,
  PropertyFieldType,
  PropertyWidth,
  propertyFieldTypeKey,
} from '@clinic/domain';
import type { Translate, TranslationKey } from '@clinic/i18n';
import { formName, propertyName } from '@clinic/i18n/builtin';

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

/**
 * The name to show: a built-in property's name is stored in Vietnamese, so it is shown in the user's language
 * from its internal name; the clinic's own properties show what the clinic typed (see @clinic/i18n/builtin).
 */
export function propertyDisplayName(
  property: Pick<PropertyDefinition, 'name' | 'internalName' | 'fixed'>,
  t: Translate,
) {
  return propertyName(property, t);
}

/**
 * The name a saved form keeps. A default form's built-in name is stored in Vietnamese and shown in the user's
 * language; left as shown, it is saved back as stored, so editing in English does not rename it for everyone.
 */
export function nameToSave(
  loaded: { name: string; entityType: number } | null,
  typed: string,
  t: Translate,
): string {
  return loaded && typed === formName(loaded, t) ? loaded.name : typed;
}
