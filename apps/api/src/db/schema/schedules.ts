import type { AppointmentRepeatType } from '@clinic/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantColumns, tenantReference, timestamps } from './columns.js';
import { clinicPatients, forms } from './records.js';
import { doctors, locations } from './setup.js';

// Doctor schedules and appointments (their slots; the appointment flow lives in modules/appointments).

/**
 * A doctor's working time at a location: one occurrence (NoRepeat) or a series given by an RFC 5545 rule,
 * expanded in the clinic's time zone. `startAt`/`endAt` are the first occurrence; `lastEndAt` bounds the series
 * (null: never ends), so searches and overlap checks only read series that can reach a window.
 */
export const schedules = pgTable(
  'schedules',
  {
    ...tenantColumns(),
    doctorId: integer('doctor_id').notNull(),
    locationId: integer('location_id').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    repeatType: smallint('repeat_type').$type<AppointmentRepeatType>().notNull(),
    /** The custom repeat as the editor sent it (interval, frequency, weekdays, end), for editing it again. */
    recurrence: jsonb('recurrence').$type<Record<string, unknown>>(),
    /** RRULE without DTSTART; null for NoRepeat. */
    rrule: text('rrule'),
    lastEndAt: timestamp('last_end_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    unique('schedules_clinic_id_id').on(t.clinicId, t.id),
    tenantReference(t.clinicId, t.doctorId, doctors),
    tenantReference(t.clinicId, t.locationId, locations),
    index('schedules_doctor_span').on(t.clinicId, t.doctorId, t.startAt, t.lastEndAt),
    index('schedules_location_span').on(t.clinicId, t.locationId, t.startAt),
  ],
);

/** Occurrences taken out of a series (deleted, or edited into a schedule of their own): their original start. */
export const scheduleExdates = pgTable(
  'schedule_exdates',
  {
    clinicId: integer('clinic_id').notNull(),
    scheduleId: integer('schedule_id').notNull(),
    occurrenceStart: timestamp('occurrence_start', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scheduleId, t.occurrenceStart] }),
    tenantReference(t.clinicId, t.scheduleId, schedules).onDelete('cascade'),
  ],
);

/**
 * An appointment: a patient with a doctor at a location in one slot. Schedules need them for booked
 * counts and invalidation; the appointments module adds the flows (create, approve, check in, …) on the same table.
 */
export const appointments = pgTable(
  'appointments',
  {
    ...tenantColumns(),
    code: text('code').notNull(),
    clinicPatientId: integer('clinic_patient_id').notNull(),
    doctorId: integer('doctor_id').notNull(),
    locationId: integer('location_id').notNull(),
    /** The slot: start and end of the visit. */
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    status: smallint('status').notNull(),
    symptom: text('symptom'),
    note: text('note'),
    cancelReason: text('cancel_reason'),
    /** Why it turned Invalid (schedule edited or deleted, doctor's times changed). */
    invalidReason: text('invalid_reason'),
    /** Order in the doctor's queue for the clinic day, given at check-in. */
    orderNumber: integer('order_number'),
    /** A walk-in added to the current queue, outside the slots. */
    notReserved: boolean('not_reserved').notNull().default(false),
    /** How it came to be (AppointmentSource): 1 staff, 2 the patient on the booking site, 3 a walk-in. */
    source: smallint('source').notNull().default(1),
    /** Billing finished (finish-billing): every invoice of the visit paid or cancelled; off the cashier's queue. */
    billedAt: timestamp('billed_at', { withTimezone: true }),
    billedBy: integer('billed_by'),
    ...timestamps(),
  },
  (t) => [
    unique('appointments_clinic_id_id').on(t.clinicId, t.id),
    unique('appointments_clinic_code').on(t.clinicId, t.code),
    tenantReference(t.clinicId, t.clinicPatientId, clinicPatients),
    tenantReference(t.clinicId, t.doctorId, doctors),
    tenantReference(t.clinicId, t.locationId, locations),
    index('appointments_doctor_time').on(t.clinicId, t.doctorId, t.startAt),
    // The appointment list's slot order and a patient's newest first (read backwards), each with the id as
    // tiebreak, so a page is read off the index instead of sorting the clinic's whole book.
    index('appointments_by_start').on(t.clinicId, t.startAt, t.id),
    // The cashier's queue: visits in progress or finished, not yet billed.
    index('appointments_to_bill')
      .on(t.clinicId, t.startAt)
      .where(sql`status in (4000, 9000) and billed_at is null`),
    index('appointments_patient_time').on(t.clinicId, t.clinicPatientId, t.startAt, t.id),
    // One status in slot order: the Invalid list and banner, and each status tab counted up to the cap, read
    // only that status's rows whatever the dates.
    index('appointments_by_status').on(t.clinicId, t.status, t.startAt, t.id),
    index('appointments_active_slot')
      .on(t.clinicId, t.doctorId, t.startAt)
      .where(sql`status in (1000, 2000, 3000, 4000)`),
    // 'Same patient twice in a slot', enforced by the database under concurrency (walk-ins excepted).
    check('appointments_source', sql`source in (1, 2, 3)`),
    uniqueIndex('appointments_patient_once_per_slot')
      .on(t.clinicId, t.clinicPatientId, t.startAt)
      .where(sql`status in (1000, 2000, 3000, 4000) and not not_reserved`),
  ],
);

/** Who moved an appointment from one status to another, when and why (the appointment history screen). */
export const appointmentStatusHistory = pgTable(
  'appointment_status_history',
  {
    id: serial('id').primaryKey(),
    clinicId: integer('clinic_id').notNull(),
    appointmentId: integer('appointment_id').notNull(),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    userId: integer('user_id'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantReference(t.clinicId, t.appointmentId, appointments).onDelete('cascade'),
    index('appointment_status_history_appointment').on(t.appointmentId, t.createdAt),
  ],
);

/**
 * Order numbers per doctor and clinic day, given at check-in in arrival order and never reused: the row is
 * locked by its upsert, so concurrent check-ins for one doctor line up.
 */
export const queueCounters = pgTable(
  'queue_counters',
  {
    clinicId: integer('clinic_id').notNull(),
    doctorId: integer('doctor_id').notNull(),
    /** The clinic day, 'YYYY-MM-DD' in the clinic's zone. */
    day: date('day', { mode: 'string' }).notNull(),
    value: integer('value').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.clinicId, t.doctorId, t.day] }),
    tenantReference(t.clinicId, t.doctorId, doctors),
  ],
);

/**
 * The check-in sheet of an appointment (form owner kind CheckInSheet, 4): the values of the clinic's
 * check-in form, filled at check-in or later. One per appointment; `values` are `{ propertyId, value }` entries.
 */
export const checkInSheets = pgTable(
  'check_in_sheets',
  {
    ...tenantColumns(),
    appointmentId: integer('appointment_id').notNull(),
    formId: integer('form_id').notNull(),
    values: jsonb('values')
      .$type<{ propertyId: number; value: string | number[] }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    ...timestamps(),
  },
  (t) => [
    unique('check_in_sheets_clinic_id_id').on(t.clinicId, t.id),
    unique('check_in_sheets_appointment').on(t.appointmentId),
    tenantReference(t.clinicId, t.appointmentId, appointments).onDelete('cascade'),
    tenantReference(t.clinicId, t.formId, forms),
  ],
);
