import { integer, serial, timestamp } from 'drizzle-orm/pg-core';
import { clinics } from './clinics.js';

/** Columns every tenant table starts with: its own id and the clinic it belongs to. */
export const tenantColumns = () => ({
  id: serial('id').primaryKey(),
  clinicId: integer('clinic_id')
    .notNull()
    .references(() => clinics.id, { onDelete: 'cascade' }),
});

export const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
