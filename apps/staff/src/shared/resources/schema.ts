import { requiredString } from '@clinic/domain';
import { z } from 'zod';

// Zod pieces of the resource forms, with message ids the FormField translates (`formError.*`).

const blankToNull = (v: unknown) =>
  v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v;

/** A required name of at most `max` characters. */
export const name = (max = 200) => requiredString.max(max, 'formError.maxLength');

/** Optional text: blank becomes null. */
export const nullableText = (max: number) =>
  z.preprocess(blankToNull, z.string().trim().max(max, 'formError.maxLength').nullable());

/** An optional schema: blank becomes null. */
export const nullable = <T extends z.ZodType>(schema: T) => z.preprocess(blankToNull, schema.nullable());

/** A number in min..max (integer unless `decimal`). */
export const numberIn = (min: number, max: number, decimal = false) => {
  const base = z.number({ error: 'formError.required' });
  return (decimal ? base : base.int('formError.integer')).min(min, 'formError.min').max(max, 'formError.max');
};
