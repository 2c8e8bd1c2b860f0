import { z } from 'zod';
import type { FormOwnerKind, PropertyFieldType, PropertyWidth } from '../properties';
import { formInput, propertyInput } from '../property-values';
import { textToId } from '../validation';
import { endpoint } from './endpoint';
import { idParams } from './paging';
import { itemBase, resourceContract, storedAs } from './resources';

// /properties (screen 13): custom properties of patients, check-in sheets and service sheets; /forms (screen 14):
// named, ordered sets of one entity's properties.

/** A property as listed and answered (also the definition the form renderer draws). */
export const propertyItem = z.object({
  ...itemBase,
  name: z.string(),
  internalName: z.string(),
  entityType: storedAs<FormOwnerKind>(),
  fieldType: storedAs<PropertyFieldType>(),
  size: storedAs<PropertyWidth>(),
  options: z.array(z.string()),
  fixed: z.boolean(),
  /** How many forms hold it: it cannot be deleted while this is above 0. */
  formCount: z.number(),
});

export const propertiesContract = resourceContract('properties', {
  input: propertyInput,
  item: propertyItem,
  // Oldest first by default, so the built-in properties lead.
  sortKeys: ['createdAt', 'name', 'internalName'],
  filters: ['entityTypeId'],
  listPath: 'search',
  setEnabled: false,
});

/** A form. The default one of each entity cannot be deleted or disabled and keeps its fixed properties. */
export const formItem = z.object({
  ...itemBase,
  name: z.string(),
  entityType: storedAs<FormOwnerKind>(),
  isDefault: z.boolean(),
  /** The form's properties in display order. */
  propertyIds: z.array(z.number()),
});

/** Patients 2, check-in sheets 4, service sheets 5. */
const formEntityTypeId = z.preprocess(
  textToId,
  z
    .number({ error: 'formError.required' })
    .int()
    .refine((n) => n === 2 || n === 4 || n === 5, { error: 'formError.invalidValue' }),
);

export const formsContract = {
  ...resourceContract('forms', {
    input: formInput,
    item: formItem,
    // Oldest first by default, so the default form leads.
    sortKeys: ['createdAt', 'name'],
    filters: ['entityTypeId'],
  }),
  /** An entity's enabled forms, the default one first. */
  allByEntityType: endpoint({
    method: 'GET',
    url: '/forms/all-by-entity-type',
    query: z.object({ entityTypeId: formEntityTypeId }),
    response: z.array(formItem),
  }),
  /** A form's properties, in display order. */
  properties: endpoint({
    method: 'GET',
    url: '/forms/:id/properties',
    params: idParams,
    response: z.array(propertyItem),
  }),
};
