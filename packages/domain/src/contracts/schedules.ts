import { z } from 'zod';
import { AppointmentStatus } from '../appointments';
import {
  isoInstant,
  scheduleDeleteInput,
  scheduleInput,
  scheduleSearchInput,
  scheduleUpdateInput,
} from '../schedule-input';
import { AppointmentRepeatType, RecurrenceEnd, RecurrenceFrequency } from '../schedules';
import { endpoint } from './endpoint';
import { idParams } from './paging';
import { doctorSlot, scheduleSlotsQuery } from './slots';

// /schedules (screen 9: doctor schedules) and the slots screen 10 books from
// (docs/product.md#appointments-and-schedules). Instants are ISO strings; the clinic's wall clock is the
// screen's business.

/** A stored schedule: its first occurrence, its repeat and the occurrences removed from the series. */
export const scheduleItem = z.object({
  id: z.number(),
  doctorId: z.number(),
  locationId: z.number(),
  /** First occurrence. */
  start: z.string(),
  end: z.string(),
  repeatType: z.enum(AppointmentRepeatType),
  /** The custom repeat as the editor sent it (after its defaults), for Custom; null otherwise. */
  recurrence: z
    .object({
      interval: z.number(),
      frequency: z.enum(RecurrenceFrequency),
      daysOfWeek: z.array(z.number()),
      end: z.enum(RecurrenceEnd),
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

/** One occurrence of a schedule in the searched range. */
export const scheduleOccurrenceItem = z.object({
  scheduleId: z.number(),
  doctorId: z.number(),
  locationId: z.number(),
  repeatType: z.enum(AppointmentRepeatType),
  isRecurring: z.boolean(),
  start: z.string(),
  end: z.string(),
  /** Active appointments (1000–4000) starting inside this occurrence. */
  appointmentCount: z.number(),
});

/** An active appointment of the schedule's doctor and location (what an edit or delete would turn Invalid). */
export const scheduleAppointmentItem = z.object({
  id: z.number(),
  code: z.string(),
  patientName: z.string(),
  patientCode: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.enum(AppointmentStatus),
});

/** The range whose active appointments an edit or delete would touch; no end reads to the end of the series. */
export const scheduleAppointmentsQuery = z.object({
  occurrenceStart: isoInstant.optional(),
  occurrenceEnd: isoInstant.optional(),
});

export const schedulesContract = {
  /** A doctor at a location, once or repeated (daily, weekly, work days, custom). */
  create: endpoint({ method: 'POST', url: '/schedules', body: scheduleInput, response: scheduleItem }),
  /** The occurrences (with their appointment counts) in a range of at most 62 days. */
  search: endpoint({
    method: 'POST',
    url: '/schedules/search',
    body: scheduleSearchInput,
    response: z.array(scheduleOccurrenceItem),
  }),
  get: endpoint({ method: 'GET', url: '/schedules/:id', params: idParams, response: scheduleItem }),
  /** By update mode and, for a series, scope: answers the schedule now holding the edited occurrence(s). */
  update: endpoint({
    method: 'PUT',
    url: '/schedules/:id',
    params: idParams,
    body: scheduleUpdateInput,
    response: scheduleItem,
  }),
  /** The whole single schedule, one occurrence, or this and the following. */
  remove: endpoint({
    method: 'POST',
    url: '/schedules/:id/delete',
    params: idParams,
    body: scheduleDeleteInput,
    response: z.object({ deleted: z.literal(true) }),
  }),
  appointments: endpoint({
    method: 'GET',
    url: '/schedules/:id/get-appointments',
    params: idParams,
    query: scheduleAppointmentsQuery,
    response: z.array(scheduleAppointmentItem),
  }),
  /** Screen 10: one clinic day's slots at a location, for a doctor or every doctor of a specialty there. */
  getScheduleSlots: endpoint({
    method: 'POST',
    url: '/clinic-appointments/get-schedule-slots',
    body: scheduleSlotsQuery,
    response: z.array(doctorSlot),
  }),
};

export type ScheduleItem = z.output<typeof scheduleItem>;
export type ScheduleOccurrenceItem = z.output<typeof scheduleOccurrenceItem>;
export type ScheduleAppointmentItem = z.output<typeof scheduleAppointmentItem>;
