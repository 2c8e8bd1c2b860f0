import type { FormOwnerKind, PropertyDefinition, PropertyFieldType, PropertyWidth } from '@clinic/domain';

// Types of custom properties (screen 13) and forms (screen 14), written by
// hand to match the server's zod schemas.

/** POST /properties, PUT /properties/:id: the body of domain `propertyInput`. */
export interface PropertyInputBody {
  name: string;
  /** Lower-case letters, digits and '_', unique per (clinic, entity): 1028 otherwise. */
  internalName: string;
  entityType: FormOwnerKind;
  fieldType: PropertyFieldType;
  size: PropertyWidth;
  /** ListOfOptions only: non-empty (1025) and without duplicates (1024); ignored for the other types. */
  options: string[];
}

/** A property as listed and returned (also a PropertyDefinition the form renderer draws). */
export interface PropertyItem extends PropertyDefinition {
  enabled: boolean;
  /** How many forms hold it: deleting it while > 0 answers inUse {entity: 'form', count}. */
  formCount: number;
  createdAt: string;
  updatedAt: string;
}

/** GET /properties/search. */
export interface PropertySearchQuery {
  pageSize: number;
  pageNumber: number;
  entityTypeId?: FormOwnerKind;
  /** Accent-insensitive. */
  keyword?: string;
  /** Oldest first by default, so the built-in properties lead. */
  sortBy?: 'createdAt' | 'name' | 'internalName';
  sortDirection?: 'asc' | 'desc';
}

/** POST /forms, PUT /forms/:id: domain `formInput`, the properties in display order. */
export interface FormInputBody {
  name: string;
  entityType: FormOwnerKind;
  propertyIds: number[];
}

/** A form. The default one of each entity cannot be deleted or disabled and keeps its fixed properties (1027). */
export interface FormItem {
  id: number;
  name: string;
  entityType: FormOwnerKind;
  isDefault: boolean;
  enabled: boolean;
  propertyIds: number[];
  createdAt: string;
  updatedAt: string;
}

/** GET /forms. */
export interface FormListQuery {
  pageSize: number;
  pageNumber: number;
  keyword?: string;
  entityTypeId?: FormOwnerKind;
  /** Oldest first by default, so the default form leads. */
  sortBy?: 'createdAt' | 'name';
  sortDirection?: 'asc' | 'desc';
}
