import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, DbTx } from '../../db/client.js';
import { jobs } from '../../db/schema/index.js';
import type { Clock } from '../clock.js';
import type { JobRunner, JobToEnqueue } from './jobs.js';

/** A job as its handler sees it, claimed by this instance. */
export interface ClaimedJob {
  id: number;
  kind: string;
  key: string;
  clinicId: number | null;
  payload: Record<string, unknown>;
  /** This run included (1 on the first run). */
  attempts: number;
}

export type JobHandler = (job: ClaimedJob) => Promise<void>;

export interface JobRunnerOptions {
  db: Db;
  clock: Clock;
  /** Looked up when a job runs, so handlers that need the app's deps can be registered after the runner exists. */
  handlers: Readonly<Record<string, JobHandler>>;
  /** Between polls; 0: no poll loop (tests call runDue). */
  pollMs: number;
  /** How long a claim holds a job; an instance that died frees its jobs when this runs out. */
  leaseMs?: number;
  /** Runs of one job before it is given up (failed_at). */
  maxAttempts?: number;
  /** Jobs claimed per statement. */
  batch?: number;
  /** Jobs enqueued before each poll (the recurring tick): keyed, so every instance may offer them. */
  recurring?: (now: Date) => JobToEnqueue[];
  onError?: (error: unknown, job?: ClaimedJob) => void;
}

const DEFAULT_LEASE_MS = 5 * 60_000;
const DEFAULT_MAX_ATTEMPTS = 5;
/** A runDue never runs more than this many jobs, so a poll that keeps finding work still yields to stop(). */
const MAX_PER_RUN = 500;

/** Exponential from 30 s, at most an hour: a provider that is down is not hammered, a blip costs half a minute. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

/**
 * The job runner over the `jobs` table (DESIGN §11 Jobs). A claim is one UPDATE of the due rows picked with
 * FOR UPDATE SKIP LOCKED: two instances polling together each get other rows, and a row stays theirs for the lease
 * (set in the same statement), so the handler runs outside any transaction. Times come from the app's clock, not the
 * database's `now()`, so tests move time instead of sleeping.
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, clock } = options;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const batch = options.batch ?? 10;
  const onError = options.onError ?? (() => {});
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  // One run at a time in this instance: the poll loop and a test's runDue never interleave.
  let running: Promise<number> = Promise.resolve(0);
  let polling: Promise<void> | undefined;
  // A poll is running now; a nudge meanwhile asks for the next one at once instead of a period later.
  let inPoll = false;
  let nudged = false;

  const enqueueMany = (list: readonly JobToEnqueue[]) => enqueueAll(db, clock, list);

  async function claim(): Promise<ClaimedJob[]> {
    const now = clock();
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          isNull(jobs.doneAt),
          isNull(jobs.failedAt),
          lte(jobs.runAt, now),
          or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, now)),
        ),
      )
      .orderBy(jobs.runAt, jobs.id)
      .limit(batch)
      .for('update', { skipLocked: true });
    const rows = await db
      .update(jobs)
      .set({ lockedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${jobs.attempts} + 1` })
      .where(sql`${jobs.id} in (${due})`)
      .returning({
        id: jobs.id,
        kind: jobs.kind,
        key: jobs.key,
        clinicId: jobs.clinicId,
        payload: jobs.payload,
        attempts: jobs.attempts,
      });
    return rows.sort((a, b) => a.id - b.id);
  }

  async function runOne(job: ClaimedJob): Promise<void> {
    const handler = options.handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for job kind '${job.kind}'`);
      await handler(job);
      await db
        .update(jobs)
        .set({ doneAt: clock(), lockedUntil: null, lastError: null })
        .where(eq(jobs.id, job.id));
    } catch (error) {
      onError(error, job);
      const now = clock();
      const last = job.attempts >= maxAttempts;
      await db
        .update(jobs)
        .set({
          lockedUntil: null,
          lastError: String(error instanceof Error ? (error.stack ?? error.message) : error).slice(0, 4000),
          ...(last ? { failedAt: now } : { runAt: new Date(now.getTime() + retryDelayMs(job.attempts)) }),
        })
        .where(eq(jobs.id, job.id));
    }
  }

  async function drain(): Promise<number> {
    let ran = 0;
    while (!stopped && ran < MAX_PER_RUN) {
      const claimed = await claim();
      if (!claimed.length) break;
      for (const job of claimed) {
        await runOne(job);
        ran += 1;
      }
    }
    return ran;
  }

  function runDue(): Promise<number> {
    const next = running.then(drain, drain);
    running = next.catch(() => 0);
    return next;
  }

  function poll() {
    polling = pollOnce();
  }

  async function pollOnce() {
    inPoll = true;
    try {
      if (options.recurring) await enqueueMany(options.recurring(clock()));
      await runDue();
    } catch (error) {
      onError(error);
    } finally {
      inPoll = false;
      if (!stopped) schedule(nudged ? 0 : options.pollMs);
      nudged = false;
    }
  }

  function schedule(delay: number) {
    timer = setTimeout(poll, delay);
    timer.unref();
  }

  return {
    async enqueue(job) {
      return (await enqueueMany([job])) === 1;
    },
    runDue,
    nudge() {
      // Only a started runner polls; tests (no poll loop) call runDue themselves.
      if (stopped || !timer) return;
      if (inPoll) {
        nudged = true;
        return;
      }
      clearTimeout(timer);
      schedule(0);
    },
    start() {
      if (options.pollMs <= 0 || timer) return;
      stopped = false;
      // The first poll soon after start, not a full period later: a restart catches up at once.
      timer = setTimeout(poll, Math.min(options.pollMs, 1000));
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await polling;
      await running;
    },
  };
}

/** Rows per INSERT: far below PostgreSQL's 65 535 bind parameters at six a row. */
const ENQUEUE_CHUNK = 1000;

/** Several jobs at once (the tick's per-clinic jobs, a sweep's sends): answers how many were new. */
export async function enqueueAll(
  db: Db | DbTx,
  clock: Clock,
  list: readonly JobToEnqueue[],
): Promise<number> {
  const now = clock();
  let added = 0;
  for (let i = 0; i < list.length; i += ENQUEUE_CHUNK) {
    const rows = await db
      .insert(jobs)
      .values(
        list.slice(i, i + ENQUEUE_CHUNK).map((j) => ({
          kind: j.kind,
          key: j.key,
          clinicId: j.clinicId ?? null,
          payload: j.payload ?? {},
          runAt: j.runAt ?? now,
          createdAt: now,
        })),
      )
      .onConflictDoNothing({ target: jobs.key })
      .returning({ id: jobs.id });
    added += rows.length;
  }
  return added;
}
