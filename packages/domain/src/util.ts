/** The union of an `as const` object's values: `ValueOf<typeof Gender>` is `0 | 1`. */
export type ValueOf<T> = T[keyof T];

/** Values that may fill a `{name}` placeholder. */
export type TextParams = Readonly<Record<string, string | number>>;

/**
 * Replaces `{name}` placeholders with `params.name`. A placeholder without a value is left as written, so a
 * missing parameter is visible in the text rather than silently becoming "undefined".
 */
export function interpolate(template: string, params?: TextParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}
