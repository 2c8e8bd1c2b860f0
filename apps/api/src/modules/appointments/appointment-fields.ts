import { addDays, formErrorIds } from '@clinic/domain';
import { z } from 'zod';

// The fields the appointment bodies share: a clinic day, a time of day and a free text.

/** A clinic day 'YYYY-MM-DD' that exists in the calendar. */
export const clinicDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, formErrorIds.invalidValue)
  .refine((d) => addDays(d, 0) === d, formErrorIds.invalidValue);

/** A time of day 'HH:mm' (24 h). */
export const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, formErrorIds.invalidValue);

/** A symptom or note: trimmed, at most 2000 characters, may be absent. */
export const freeText = z.string().trim().max(2000, formErrorIds.maxLength).nullish();
