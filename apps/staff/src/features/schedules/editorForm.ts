import { ApiError } from '@clinic/api-client';
import {
  AppointmentRepeatType,
  errors,
  formErrorIds,
  instantOfLocal,
  localDate,
  localTime,
  type RecurrenceInput,
  recurrenceInput,
  scheduleInput,
} from '@clinic/domain';
import { z } from 'zod';
import type { CustomRepeatErrors } from './RepeatEditor';
import { type CustomRepeat, toRecurrence } from './repeat';

// The editor's fields: a doctor, a location, a clinic day with start and end times, and a repeat. The times
// are the clinic's wall clock; the body carries instants.

const time = z
  .string({ error: formErrorIds.required })
  .regex(/^\d{2}:\d{2}$/, { error: formErrorIds.invalidValue });
// The doctor, location and repeat are checked as POST /schedules checks them; the times are the form's own.
export const scheduleForm = scheduleInput
  .pick({ doctorId: true, locationId: true, repeatType: true })
  .extend({
    date: z
      .string({ error: formErrorIds.required })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: formErrorIds.invalidValue }),
    startTime: time,
    endTime: time,
  })
  .superRefine((v, ctx) => {
    if (v.endTime <= v.startTime)
      ctx.addIssue({ code: 'custom', message: 'schedules.form.endAfterStart', path: ['endTime'], input: v });
  });
export type ScheduleFormInput = z.input<typeof scheduleForm>;
export type ScheduleFormValues = z.output<typeof scheduleForm>;
export const formFields = ['doctorId', 'locationId', 'date', 'startTime', 'endTime', 'repeatType'] as const;
export type FormField = (typeof formFields)[number];

/** The form's values of an occurrence (its own day and times, not the series' first ones). */
export function valuesOfOccurrence(
  o: { doctorId: number; locationId: number; start: string; end: string },
  repeatType: AppointmentRepeatType,
  timeZone: string,
): ScheduleFormInput {
  return {
    doctorId: o.doctorId,
    locationId: o.locationId,
    date: localDate(new Date(o.start), timeZone),
    startTime: localTime(new Date(o.start), timeZone),
    endTime: localTime(new Date(o.end), timeZone),
    repeatType,
  };
}

/** Three hours after `start`, within the day. */
export function defaultEnd(start: string): string {
  const [h, m] = start.split(':').map(Number) as [number, number];
  const minutes = Math.min(h * 60 + m + 180, 23 * 60 + 45);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The custom repeat checked by the shared schema: its body, or the error id of each wrong field. */
export function checkCustom(
  custom: CustomRepeat,
  date: string,
): { recurrence: RecurrenceInput; errors: null } | { recurrence: null; errors: CustomRepeatErrors } {
  const recurrence = toRecurrence(custom, date);
  const parsed = recurrenceInput.safeParse(recurrence);
  if (parsed.success) return { recurrence, errors: null };
  const out: CustomRepeatErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'interval' || field === 'endDate' || field === 'count') out[field] ??= issue.message;
  }
  return { recurrence: null, errors: out };
}

/** POST /schedules's body from the form. */
export function scheduleBody(v: ScheduleFormValues, recurrence: RecurrenceInput | null, timeZone: string) {
  return {
    doctorId: v.doctorId,
    locationId: v.locationId,
    start: instantOfLocal(v.date, v.startTime, timeZone).toISOString(),
    end: instantOfLocal(v.date, v.endTime, timeZone).toISOString(),
    repeatType: v.repeatType,
    ...(v.repeatType === AppointmentRepeatType.Custom && recurrence ? { recurrence } : {}),
  };
}

/** The field a server refusal's text shows under: the times for overlaps and the past, the doctor, … */
const fieldOfCode = new Map<number, FormField | 'recurrence'>([
  [errors.scheduleOverlaps.code, 'startTime'],
  [errors.pastTimeNotAllowed.code, 'startTime'],
  [errors.scheduleTooLong.code, 'endTime'],
  [errors.invalidDateRange.code, 'endTime'],
  [errors.doctorUnavailable.code, 'doctorId'],
  [errors.doctorNotFound.code, 'doctorId'],
  [errors.locationNotFound.code, 'locationId'],
  [errors.invalidRecurrence.code, 'recurrence'],
]);
export function fieldOfError(error: unknown): FormField | 'recurrence' | undefined {
  return error instanceof ApiError ? fieldOfCode.get(Number(error.code)) : undefined;
}
