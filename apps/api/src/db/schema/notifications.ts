import type { NotificationKind, NotificationParams, NotificationTarget, PushProvider } from '@clinic/domain';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { clinics } from './clinics.js';
import { clinicColumn, tenantColumns, tenantReference } from './columns.js';
import { users } from './users.js';

/**
 * One user's notifications. The text is not stored: the kind and its parameters are, and the reader's
 * language makes the words at read time.
 */
export const notifications = pgTable(
  'notifications',
  {
    ...tenantColumns(),
    userId: integer('user_id').notNull(),
    kind: smallint('kind').$type<NotificationKind>().notNull(),
    params: jsonb('params').$type<NotificationParams>().notNull().default(sql`'{}'::jsonb`),
    target: jsonb('target').$type<NotificationTarget>(),
    /**
     * Makes a notification once per user however often its cause is announced (two instances handling the same
     * event, a daily job run twice): e.g. `stock-alert:2026-11-26`, `checkin:123`.
     */
    dedupeKey: text('dedupe_key'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantReference(t.clinicId, t.userId, users).onDelete('cascade'),
    unique('notifications_user_dedupe').on(t.userId, t.dedupeKey),
    // The list, newest first with the id as tiebreak; the bell's count of the unread.
    index('notifications_newest').on(t.userId, t.createdAt, t.id),
    index('notifications_unread').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

/** The kinds a user turned off in my settings (every kind they may receive is on by default). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    clinicId: clinicColumn(),
    userId: integer('user_id').primaryKey(),
    disabledKinds: smallint('disabled_kinds')
      .array()
      .$type<NotificationKind[]>()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantReference(t.clinicId, t.userId, users).onDelete('cascade')],
);

/**
 * A browser that receives this user's pushes (docs/product.md#notifications). `token` is the PushSubscription as JSON
 * (web push) or the FCM registration token; one row per token, moved to whoever registered it last.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    ...tenantColumns(),
    userId: integer('user_id').notNull(),
    provider: text('provider').$type<PushProvider>().notNull(),
    token: text('token').notNull().unique(),
    lang: text('lang').notNull().default('vi'),
    platform: text('platform').notNull().default('web'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantReference(t.clinicId, t.userId, users).onDelete('cascade'),
    index('push_subscriptions_user').on(t.userId),
  ],
);

/**
 * Background jobs (docs/operations.md#background-work-one-runner-one-table): reminders, the daily stock alert, push
 * retries, later national e-prescription sends. Claimed with `FOR UPDATE SKIP LOCKED`, so several API instances run
 * each job once; a restart loses none (a claimed job whose lease ran out is claimed again). `key` makes enqueueing
 * idempotent.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clinicId: integer('clinic_id').references(() => clinics.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    key: text('key').notNull().unique(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: smallint('attempts').notNull().default(0),
    /** Set while an instance runs the job; a lease that ran out (the instance died) frees it again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Drawn afresh by each claim: only the run holding it may renew the lease or record the outcome. */
    leaseToken: uuid('lease_token'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** Given up after the last attempt: kept with its error for the operator. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('jobs_due').on(t.runAt).where(sql`${t.doneAt} is null and ${t.failedAt} is null`)],
);
