import { index, integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantReference } from './columns.js';
import { appointments } from './schedules.js';

// Queue calls: every time a patient is called to a room — the exam started, or Call / Call again on the
// queue screen. The display speaks a call by its id, so the row keeps what was said (number and room) as it was
// then: renaming the room later does not change what an old call says.

export const queueCalls = pgTable(
  'queue_calls',
  {
    ...tenantColumns(),
    locationId: integer('location_id').notNull(),
    appointmentId: integer('appointment_id').notNull(),
    doctorId: integer('doctor_id').notNull(),
    orderNumber: integer('order_number').notNull(),
    /** The doctor's room (or the location's name) at the time of the call. */
    room: varchar('room', { length: 100 }).notNull(),
    /** QueueCallKind: 1 exam started, 2 call, 3 call again. */
    kind: smallint('kind').notNull(),
    /** The staff member who called; null when no user did (never today, kept for devices). */
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A deleted appointment takes its calls with it; a call can never point into another clinic.
    tenantReference(t.clinicId, t.appointmentId, appointments).onDelete('cascade'),
    // The display's read: today's last calls at its location.
    index('queue_calls_location_time').on(t.clinicId, t.locationId, t.createdAt),
  ],
);
