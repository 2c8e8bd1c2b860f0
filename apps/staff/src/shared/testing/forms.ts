import type { FormItem, PropertyItem } from '@clinic/api-client';
import { PropertyFieldType } from '@clinic/domain';

// The forms and properties the API answers (GET /forms/all-by-entity-type, GET /forms/:id/properties), written
// once for every feature whose screen draws a form.

const stamp = '2026-01-02T03:00:00.000Z';

/** A property as the API answers it: enabled, a patient's free text a full row wide, held by one form. */
export const property = (id: number, name: string, extra: Partial<PropertyItem> = {}): PropertyItem => ({
  id,
  enabled: true,
  createdAt: stamp,
  updatedAt: stamp,
  name,
  internalName: `property_${id}`,
  entityType: 2,
  fieldType: PropertyFieldType.FreeText,
  size: 12,
  options: [],
  fixed: false,
  formCount: 1,
  ...extra,
});

/** A form as the API answers it: an enabled patient form, not the default one, holding no property. */
export const form = (id: number, name: string, extra: Partial<FormItem> = {}): FormItem => ({
  id,
  enabled: true,
  createdAt: stamp,
  updatedAt: stamp,
  name,
  entityType: 2,
  isDefault: false,
  propertyIds: [],
  ...extra,
});
