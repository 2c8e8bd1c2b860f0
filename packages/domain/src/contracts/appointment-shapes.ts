import { z } from 'zod';

// What the /clinic-appointments calls answer: one appointment shape for every route (and every appointment.*
// event, see AppointmentView in realtime.ts), its status history, check-in sheet and the day's slots.

export const appointmentPatient = z.object({
  id: z.number(),
  code: z.string(),
  fullName: z.string(),
  phone: z.string(),
  gender: z.number(),
  yearOfBirth: z.number().nullable(),
});

export const appointmentItem = z.object({
  id: z.number(),
  code: z.string(),
  status: z.number(),
  /** ISO instants of the slot. */
  start: z.string(),
  end: z.string(),
  /** The clinic day 'YYYY-MM-DD' and 'HH:mm' of the start, in the clinic's time zone. */
  date: z.string(),
  time: z.string(),
  doctorId: z.number(),
  doctorName: z.string(),
  locationId: z.number(),
  locationName: z.string(),
  clinicPatientId: z.number(),
  patient: appointmentPatient,
  symptom: z.string().nullable(),
  note: z.string().nullable(),
  cancelReason: z.string().nullable(),
  invalidReason: z.string().nullable(),
  orderNumber: z.number().nullable(),
  notReserved: z.boolean(),
  /** ISO instants. */
  createdAt: z.string(),
  updatedAt: z.string(),
});

/**
 * The counts of a search: all, and per status (the list's tabs) whatever `statuses` asked. A status counted no
 * further than LIST_COUNT_CAP answers the cap and is listed in `cappedStatuses`; a total including one says
 * `totalIsCapped` (both read "1.000+").
 */
export const appointmentSearchCount = z.object({
  total: z.number(),
  byStatus: z.record(z.string(), z.number()),
  cappedStatuses: z.array(z.string()).optional(),
  totalIsCapped: z.boolean().optional(),
});

export const appointmentHistoryItem = z.object({
  fromStatus: z.number().nullable(),
  toStatus: z.number(),
  userId: z.number().nullable(),
  userName: z.string().nullable(),
  reason: z.string().nullable(),
  /** ISO instant of the change. */
  at: z.string(),
});

/** A check-in sheet: the check-in form's values (the symptom is the fixed 'symptom' property). */
export const checkInSheetItem = z.object({
  id: z.number(),
  appointmentId: z.number(),
  formId: z.number(),
  properties: z.array(
    z.object({ propertyId: z.number(), value: z.union([z.string(), z.array(z.number())]) }),
  ),
  /** ISO instants. */
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type AppointmentItem = z.output<typeof appointmentItem>;
export type CheckInSheetItem = z.output<typeof checkInSheetItem>;
