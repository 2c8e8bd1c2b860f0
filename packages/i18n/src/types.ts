/** A nested dictionary: leaves are message templates (rosetta `{{param}}` placeholders). */
export interface Messages {
  [key: string]: string | Messages;
}

/** Same keys as T, every leaf a string: what a translation of the reference dictionary must look like. */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Dotted paths to the leaves of a dictionary: 'common.actions.ok' | ... */
export type LeafPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : LeafPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
