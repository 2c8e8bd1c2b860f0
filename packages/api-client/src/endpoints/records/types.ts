import type { FormOwnerKind } from '@clinic/domain';
import type {
  EndpointInput,
  EndpointOutput,
  formsContract,
  propertiesContract,
} from '@clinic/domain/contracts';

// Types of custom properties (screen 13) and forms (screen 14): the z.output (rows) and z.input (bodies) of their
// contracts.

/** POST /properties, PUT /properties/:id: the body of domain `propertyInput`. */
export type PropertyInputBody = EndpointInput<typeof propertiesContract.create>['body'];

/** A property as listed and returned (also a PropertyDefinition the form renderer draws). */
export type PropertyItem = EndpointOutput<typeof propertiesContract.get>;

type SortKey<E extends typeof propertiesContract.list | typeof formsContract.list> =
  EndpointInput<E> extends { query: { sortBy?: infer S } } ? Extract<S, string> : never;

/** GET /properties/search. */
export interface PropertySearchQuery {
  pageSize: number;
  pageNumber: number;
  entityTypeId?: FormOwnerKind;
  /** Accent-insensitive. */
  keyword?: string;
  /** Oldest first by default, so the built-in properties lead. */
  sortBy?: SortKey<typeof propertiesContract.list>;
  sortDirection?: 'asc' | 'desc';
}

/** POST /forms, PUT /forms/:id: domain `formInput`, the properties in display order. */
export type FormInputBody = EndpointInput<typeof formsContract.create>['body'];

/** A form. The default one of each entity cannot be deleted or disabled and keeps its fixed properties (1027). */
export type FormItem = EndpointOutput<typeof formsContract.get>;

/** GET /forms. */
export interface FormListQuery {
  pageSize: number;
  pageNumber: number;
  keyword?: string;
  entityTypeId?: FormOwnerKind;
  /** Oldest first by default, so the default form leads. */
  sortBy?: SortKey<typeof formsContract.list>;
  sortDirection?: 'asc' | 'desc';
}
