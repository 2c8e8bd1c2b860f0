import { RealtimeEvent } from '@clinic/domain';
import { z } from 'zod';
import type { ScheduleRow } from './schedule-rules.js';

/** Published after every schedule change, so calendars and slot pickers refetch. */
export const SCHEDULE_CHANGE_EVENT = RealtimeEvent.ScheduleChange;

export const scheduleItem = z.object({
  id: z.number(),
  doctorId: z.number(),
  locationId: z.number(),
  /** First occurrence. */
  start: z.string(),
  end: z.string(),
  repeatType: z.number(),
  recurrence: z
    .object({
      interval: z.number(),
      frequency: z.number(),
      daysOfWeek: z.array(z.number()),
      end: z.string(),
      endDate: z.string().optional(),
      count: z.number().optional(),
    })
    .nullable(),
  rrule: z.string().nullable(),
  /** End of the last occurrence; null when the series never ends. */
  lastEnd: z.string().nullable(),
  /** Starts of the occurrences removed from the series. */
  exdates: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ScheduleItem = z.input<typeof scheduleItem>;

export const scheduleOccurrenceItem = z.object({
  scheduleId: z.number(),
  doctorId: z.number(),
  locationId: z.number(),
  repeatType: z.number(),
  isRecurring: z.boolean(),
  start: z.string(),
  end: z.string(),
  /** Active appointments (1000–4000) starting inside this occurrence. */
  appointmentCount: z.number(),
});

export const scheduleAppointmentItem = z.object({
  id: z.number(),
  code: z.string(),
  patientName: z.string(),
  patientCode: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.number(),
});

export const toScheduleItem = (row: ScheduleRow, exdates: readonly Date[]): ScheduleItem => ({
  id: row.id,
  doctorId: row.doctorId,
  locationId: row.locationId,
  start: row.startAt.toISOString(),
  end: row.endAt.toISOString(),
  repeatType: row.repeatType,
  recurrence: (row.recurrence as ScheduleItem['recurrence']) ?? null,
  rrule: row.rrule,
  lastEnd: row.lastEndAt?.toISOString() ?? null,
  exdates: exdates.map((d) => d.toISOString()),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
