import { blankToNull, requiredString } from '@clinic/domain';
import { z } from 'zod';

// Zod pieces of the resource forms, with message ids the FormField translates (`formError.*`).

/** A field the form left out (undefined) is blank too. */
const leftOutOrBlankToNull = (v: unknown) => blankToNull(v ?? null);

/** A required name of at most `max` characters. */
export const name = (max = 200) => requiredString.max(max, 'formError.maxLength');

/** Optional text: blank becomes null. */
export const nullableText = (max: number) =>
  z.preprocess(leftOutOrBlankToNull, z.string().trim().max(max, 'formError.maxLength').nullable());

/** An optional schema: blank becomes null. */
export const nullable = <T extends z.ZodType>(schema: T) =>
  z.preprocess(leftOutOrBlankToNull, schema.nullable());

/** A number in min..max (integer unless `decimal`). */
export const numberIn = (min: number, max: number, decimal = false) => {
  const base = z.number({ error: 'formError.required' });
  return (decimal ? base : base.int('formError.integer')).min(min, 'formError.min').max(max, 'formError.max');
};

/**
 * A contract's body as a form's resolver. The form holds every null as '' (a controlled input never holds null:
 * ResourceForm's toFormValues); this gives the contract its nulls back, so a blank text, an emptied number or no
 * linked user all read as "none" (or 'formError.required' where the contract needs a value), and the form and the
 * API check one set of rules.
 */
export function formOfContract<S extends z.ZodType<Record<string, unknown>>>(schema: S) {
  return z.preprocess(
    (values: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value === '' ? null : value])),
    schema,
  );
}
