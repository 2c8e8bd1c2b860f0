import { z } from 'zod';
import { blankToNull, boundedNumber, email, phone, requiredString } from '../validation';

// Field schemas the set-up resources' bodies share (contracts/setup.ts, roles.ts, groups.ts).

/**
 * Blank text becomes null. Typed as taking text, so a body's input type (the api-client's, the forms') says
 * `string | null` rather than `unknown`; what it accepts at run time is unchanged.
 */
export const blankTextToNull = (value: string | null) => blankToNull(value);

export const name = requiredString.max(200, 'formError.maxLength');
export const optionalText = (max: number) =>
  z.preprocess(blankTextToNull, z.string().trim().max(max, 'formError.maxLength').nullable()).default(null);
export const optionalPhone = z.preprocess(blankTextToNull, phone.nullable()).default(null);
export const optionalEmail = z.preprocess(blankTextToNull, email.nullable()).default(null);
/** A number of no kind of its own (coordinates, an id's range, years): validation.ts `boundedNumber`. */
export const decimalRange = (min: number, max: number) => boundedNumber(min, max, { whole: false });
export const intRange = (min: number, max: number) => boundedNumber(min, max);
