import { z } from 'zod';
import { RecurrenceEnd } from './schedules';
import { clinicDate, formErrorIds } from './validation';

// The shapes of doctor schedules' recurrence, shared by every client. The rule arithmetic itself (rrule) lives in
// `@clinic/domain/recurrence`, imported only where it runs (the API), so no app downloads rrule for a form.

/** A custom repeat: every `interval` days / weeks / months, on some weekdays, ending never / on / after. */
export const recurrenceInput = z
  .object({
    interval: z
      .number()
      .int()
      .min(1, { error: formErrorIds.min })
      .max(99, { error: formErrorIds.max })
      .default(1),
    frequency: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: formErrorIds.required }),
    daysOfWeek: z.array(z.number().int().min(0).max(6)).max(7).default([]),
    end: z.enum(['0', '1', '2'], { error: formErrorIds.required }).default('0'),
    /** 'YYYY-MM-DD', the last day (inclusive), for end OnDay. */
    endDate: clinicDate().optional(),
    /** Number of occurrences, for end After. */
    count: z
      .number()
      .int()
      .min(1, { error: formErrorIds.min })
      .max(1000, { error: formErrorIds.max })
      .optional(),
  })
  .superRefine((r, ctx) => {
    if (r.end === RecurrenceEnd.OnDay && !r.endDate)
      ctx.addIssue({ code: 'custom', message: formErrorIds.required, path: ['endDate'], input: r });
    if (r.end === RecurrenceEnd.After && !r.count)
      ctx.addIssue({ code: 'custom', message: formErrorIds.required, path: ['count'], input: r });
  });
export type Recurrence = z.output<typeof recurrenceInput>;
export type RecurrenceInput = z.input<typeof recurrenceInput>;

/** A stored schedule as expansion needs it. */
export interface ScheduleSeries {
  /** First occurrence, ISO instants. */
  start: string;
  end: string;
  rrule: string | null;
  /** Starts (ISO instants) of occurrences removed from the series (edited or deleted one by one). */
  exdates?: readonly string[];
}

export interface Occurrence {
  start: string;
  end: string;
}
