import {
  ClinicStatus,
  localDate,
  NOTIFICATION_KEEP_DAYS,
  REMINDER_SEND_FROM_HOUR,
  STOCK_ALERT_HOUR,
  wallClockAt,
} from '@clinic/domain';
import { and, inArray, isNotNull, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clinics, idempotencyKeys, jobs, notifications } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { PUSH_NOTIFICATION_JOB } from '../../modules/notifications/notifications.service.js';
import { NOTIFY_EVENT_JOB } from '../../modules/notifications/subscriber.job.js';
import type { Clock } from '../clock.js';
import { MAIL_SEND_JOB } from '../mail/mailer.js';
import type { JobToEnqueue } from './jobs.js';
import { enqueueAll } from './runner.js';

// The recurring tick (docs/operations.md#background-work-one-runner-one-table): every instance offers the tick of the
// current period, its key makes it one job, and whoever claims it offers each clinic's keyed jobs of the day. No second
// scheduler process.

export const JobKind = {
  Tick: 'jobs.tick',
  StockAlerts: 'stock-alerts',
  RemindersSweep: 'reminders.sweep',
  ReminderSend: 'reminder.send',
  Prune: 'jobs.prune',
  UploadsSweep: 'files.sweep-uploads',
  SpeechCacheEvict: 'speech-cache.evict',
  EmbeddedMaintenance: 'db.maintain',
} as const;

/** How often the tick runs (and so how soon a booking made after the sweep hour for tomorrow is reminded). */
export const TICK_MS = 5 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
/** Done jobs are kept this long for the operator; those of the kinds run many times a day for two days. */
export const DONE_JOBS_KEEP_DAYS = 30;
const FREQUENT_JOBS_KEEP_DAYS = 2;
const FREQUENT_KINDS = [
  JobKind.Tick,
  JobKind.RemindersSweep,
  JobKind.Prune,
  JobKind.UploadsSweep,
  JobKind.SpeechCacheEvict,
  JobKind.EmbeddedMaintenance,
  // The outbox: one per notifying event, per notification and per mail (with its attachments) — the rows they
  // delivered stay in their own tables.
  NOTIFY_EVENT_JOB,
  PUSH_NOTIFICATION_JOB,
  MAIL_SEND_JOB,
];
/** A client retrying a money or stock call gets its stored answer this long (platform/idempotency.ts). */
export const IDEMPOTENCY_KEYS_KEEP_DAYS = 7;
/** PGlite's vacuum waits this long after the tick that offers it, so a start-up is not held up by it. */
const MAINTENANCE_DELAY_MS = 60_000;

const slotOf = (now: Date) => Math.floor(now.getTime() / TICK_MS);

/** The tick job of the period holding `now`. */
export function tickJob(now: Date): JobToEnqueue {
  return { kind: JobKind.Tick, key: `tick:${slotOf(now)}`, payload: {} };
}

/**
 * Each clinic's jobs due by its local hour: the day's stock alert from STOCK_ALERT_HOUR, a reminder sweep every tick
 * from REMINDER_SEND_FROM_HOUR; once a UTC day the prune; once a UTC hour the sweep of uploads never confirmed, the
 * speech cache's eviction and, on PGlite only, its vacuum. Keyed by their period, so however many ticks (of however
 * many instances) offer them, each runs once.
 */
export async function runTick(deps: Pick<AppDeps, 'db' | 'clock' | 'database'>): Promise<number> {
  const { db, clock } = deps;
  const now = clock();
  const rows = await db
    .select({ id: clinics.id, timeZone: clinics.timeZone })
    .from(clinics)
    .where(ne(clinics.status, ClinicStatus.Inactive));
  const slot = slotOf(now);
  const list: JobToEnqueue[] = [];
  for (const clinic of rows) {
    const day = localDate(now, clinic.timeZone);
    const { hour } = wallClockAt(now, clinic.timeZone);
    if (hour >= STOCK_ALERT_HOUR) {
      list.push({
        kind: JobKind.StockAlerts,
        key: `stock-alerts:${clinic.id}:${day}`,
        clinicId: clinic.id,
        payload: { day },
      });
    }
    if (hour >= REMINDER_SEND_FROM_HOUR) {
      list.push({
        kind: JobKind.RemindersSweep,
        key: `reminders.sweep:${clinic.id}:${day}:${slot}`,
        clinicId: clinic.id,
        payload: { day },
      });
    }
  }
  const hour = now.toISOString().slice(0, 13);
  list.push(
    { kind: JobKind.Prune, key: `prune:${hour.slice(0, 10)}`, payload: {} },
    { kind: JobKind.UploadsSweep, key: `files.sweep-uploads:${hour}`, payload: {} },
    { kind: JobKind.SpeechCacheEvict, key: `speech-cache.evict:${hour}`, payload: {} },
  );
  if (deps.database.kind === 'pglite') {
    list.push({
      kind: JobKind.EmbeddedMaintenance,
      key: `db.maintain:${hour}`,
      payload: {},
      runAt: new Date(now.getTime() + MAINTENANCE_DELAY_MS),
    });
  }
  return enqueueAll(db, clock, list);
}

/**
 * Deletes read notifications older than NOTIFICATION_KEEP_DAYS, done jobs past their keeping time, and the stored
 * answers of Idempotency-Keys older than IDEMPOTENCY_KEYS_KEEP_DAYS.
 */
export async function prune(db: Db, clock: Clock): Promise<void> {
  const now = clock().getTime();
  await db
    .delete(notifications)
    .where(
      and(
        isNotNull(notifications.readAt),
        lt(notifications.createdAt, new Date(now - NOTIFICATION_KEEP_DAYS * DAY_MS)),
      ),
    );
  await db
    .delete(jobs)
    .where(
      or(
        lt(jobs.doneAt, new Date(now - DONE_JOBS_KEEP_DAYS * DAY_MS)),
        and(
          inArray(jobs.kind, FREQUENT_KINDS),
          lt(jobs.doneAt, new Date(now - FREQUENT_JOBS_KEEP_DAYS * DAY_MS)),
        ),
      ),
    );
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now - IDEMPOTENCY_KEYS_KEEP_DAYS * DAY_MS)));
}
