import {
  formErrorIds,
  numericFixedProperties,
  PROPERTY_IMAGES_MAX_FILES,
  PROPERTY_MULTILINE_MAX_LENGTH,
  PROPERTY_TEXT_MAX_LENGTH,
  PROPERTY_VIDEO_MAX_FILES,
  type PropertyDefinition,
  PropertyFieldType,
  type PropertyValue,
  propertyValueSchema,
} from '@clinic/domain';

/**
 * The formError id of each invalid value, by property id ({} when all are valid), checked with the same
 * domain schema the API uses before storing, so the form refuses exactly what the server would.
 */
export function validatePropertyValues(
  properties: readonly PropertyDefinition[],
  values: Readonly<Record<number, PropertyValue>>,
): Record<number, string> {
  const errors: Record<number, string> = {};
  for (const property of properties) {
    const result = propertyValueSchema(property).safeParse(values[property.id] ?? null);
    if (!result.success) errors[property.id] = result.error.issues[0]?.message ?? formErrorIds.invalidValue;
  }
  return errors;
}

/** The numbers the error texts of a property's schema need ('at most {max} characters'). */
export function errorParamsFor(
  property: Pick<PropertyDefinition, 'fieldType' | 'internalName' | 'fixed'>,
): { min?: number; max: number } | undefined {
  switch (property.fieldType) {
    case PropertyFieldType.FreeText:
      // A fixed number (height, a vital sign) is held to its range: 'at least 30', 'at most 45'.
      return (
        (property.fixed && numericFixedProperties[property.internalName]) || { max: PROPERTY_TEXT_MAX_LENGTH }
      );
    case PropertyFieldType.MultilineText:
      return { max: PROPERTY_MULTILINE_MAX_LENGTH };
    case PropertyFieldType.Images:
      return { max: PROPERTY_IMAGES_MAX_FILES };
    case PropertyFieldType.Video:
      return { max: PROPERTY_VIDEO_MAX_FILES };
    default:
      return undefined;
  }
}
