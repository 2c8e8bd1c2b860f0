import type { ActivityAction, ActivityEntityType } from '@clinic/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { clinics } from './clinics.js';
import { clinicColumn, tenantColumns } from './columns.js';

/** Every mail we send, kept so a local install without SMTP can still read its codes. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  clinicId: integer('clinic_id').references(() => clinics.id, { onDelete: 'cascade' }),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
});

export const activityLogs = pgTable(
  'activity_logs',
  {
    ...tenantColumns(),
    userId: integer('user_id'),
    entityType: smallint('entity_type').$type<ActivityEntityType>().notNull(),
    entityId: bigint('entity_id', { mode: 'number' }),
    action: smallint('action').$type<ActivityAction>().notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Newest first with the id as tiebreak: a page is read off the index and the scan stops there.
    index('activity_logs_newest').on(t.clinicId, t.createdAt, t.id),
    index('activity_logs_entity').on(t.clinicId, t.entityType, t.entityId),
  ],
);

/** Per-clinic counters behind human codes (patient, appointment, invoice, stock sheet). */
export const counters = pgTable(
  'counters',
  {
    clinicId: clinicColumn(),
    name: text('name').notNull(),
    value: bigint('value', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.clinicId, t.name] })],
);
