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
