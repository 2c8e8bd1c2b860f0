import type { PluralCategory, PluralForms } from './plural';

/** A nested dictionary: leaves are message templates (rosetta `{{param}}` placeholders) or plural forms. */
export interface Messages {
  [key: string]: string | Messages;
}

/** A node every key of which is a plural category: one counted message (see plural.ts). */
type IsPlural<T> = T extends { other: string }
  ? Exclude<keyof T, PluralCategory> extends never
    ? true
    : false
  : false;

/**
 * Same keys as T, every leaf a string: what a translation of the reference dictionary must look like. A counted
 * message (plural forms in the reference, `{ other: '{{count}} lịch hẹn' }`) is plural forms in every language,
 * each with the categories its plural rules need (checked by dictionaries.test.ts).
 */
export type Shape<T> = {
  [K in keyof T]: T[K] extends string ? string : IsPlural<T[K]> extends true ? PluralForms : Shape<T[K]>;
};

/** Dotted paths to the leaves of a dictionary: 'common.actions.ok' | ...; plural forms are one leaf. */
export type LeafPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K}`
    : IsPlural<T[K]> extends true
      ? `${Prefix}${K}`
      : LeafPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
