import { z } from 'zod';
import { blankToNull, email, phone, requiredString } from '../validation';

// Field schemas the set-up resources' bodies share (contracts/setup.ts, roles.ts, groups.ts).

export const name = requiredString.max(200, 'formError.maxLength');
export const optionalText = (max: number) =>
  z.preprocess(blankToNull, z.string().trim().max(max, 'formError.maxLength').nullable()).default(null);
export const optionalPhone = z.preprocess(blankToNull, phone.nullable()).default(null);
export const optionalEmail = z.preprocess(blankToNull, email.nullable()).default(null);
export const intRange = (min: number, max: number) =>
  z
    .number({ error: 'formError.required' })
    .int('formError.integer')
    .min(min, 'formError.min')
    .max(max, 'formError.max');
