import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, lte, notInArray, or, sql } from 'drizzle-orm';
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
  /**
   * Aborted when this instance no longer holds the job (its lease could not be renewed: another instance may run
   * it now) or the runner stops: a handler passes it to the calls it makes and stops at the next step.
   */
  signal: AbortSignal;
}

export type JobHandler = (job: ClaimedJob) => Promise<void>;

export interface JobRunnerOptions {
  db: Db;
  clock: Clock;
  /** Looked up when a job runs, so handlers that need the app's deps can be registered after the runner exists. */
  handlers: Readonly<Record<string, JobHandler>>;
  /** Between polls; 0: no poll loop (tests call runDue). */
  pollMs: number;
  /** How long a claim (or its latest renewal) holds a job; an instance that died frees its jobs when it runs out. */
  leaseMs?: number;
  /** How often a running job's lease is renewed (real time); default a third of the lease. */
  renewEveryMs?: number;
  /** Runs of one job before it is given up (failed_at). */
  maxAttempts?: number;
  /** Jobs this instance runs at once. */
  concurrency?: number;
  /** Jobs of one kind this instance runs at once, by kind; a kind not named: DEFAULT_KIND_CONCURRENCY. */
  kindConcurrency?: Readonly<Record<string, number>>;
  /** Jobs enqueued before each poll (the recurring tick): keyed, so every instance may offer them. */
  recurring?: (now: Date) => JobToEnqueue[];
  onError?: (error: unknown, job?: ClaimedJob) => void;
}

const DEFAULT_LEASE_MS = 5 * 60_000;
const DEFAULT_MAX_ATTEMPTS = 5;
const DEFAULT_CONCURRENCY = 4;
/** One slow kind (a provider that hangs) never holds every slot: the other kinds keep running beside it. */
export const DEFAULT_KIND_CONCURRENCY = 2;
/** A runDue never runs more than this many jobs, so a poll that keeps finding work still yields to stop(). */
const MAX_PER_RUN = 500;

/** Exponential from 30 s, at most an hour: a provider that is down is not hammered, a blip costs half a minute. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

/** Raised into onError when a job's lease was lost while it ran: its outcome was not recorded. */
export class LeaseLost extends Error {
  constructor(job: ClaimedJob, when: 'renewing' | 'completing') {
    super(
      `job ${job.key} lost its lease while ${when}: another instance may run it, this outcome is dropped`,
    );
    this.name = 'LeaseLost';
  }
}

/** A claimed job with what only this run knows: its lease token, and how to tell the handler it lost the job. */
interface Claim {
  job: ClaimedJob;
  token: string;
  lost: AbortController;
}

/**
 * The job runner over the `jobs` table (docs/operations.md#background-work-one-runner-one-table). A claim takes ONE due
 * row, picked with FOR UPDATE SKIP LOCKED, and marks it with a fresh lease token and a lease end in the same statement:
 * two instances polling together each get other rows, and the handler runs outside any transaction. While the handler
 * runs the lease is renewed; every write of the outcome (and every renewal) is conditioned on the token, so an instance
 * that lost the job (it stalled past its lease and another took it) can neither finish nor reschedule it: a job is done
 * by one run. Times come from the app's clock, not the database's `now()`, so tests move time instead of sleeping.
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, clock } = options;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const renewEveryMs = options.renewEveryMs ?? Math.floor(leaseMs / 3);
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
  const kindLimit = (kind: string) => options.kindConcurrency?.[kind] ?? DEFAULT_KIND_CONCURRENCY;
  const onError = options.onError ?? (() => {});
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let stopping = new AbortController();
  // One run at a time in this instance: the poll loop and a test's runDue never interleave.
  let running: Promise<number> = Promise.resolve(0);
  let polling: Promise<void> | undefined;
  // A poll is running now; a nudge meanwhile asks for the next one at once instead of a period later.
  let inPoll = false;
  let nudged = false;

  const enqueueMany = (list: readonly JobToEnqueue[]) => enqueueAll(db, clock, list);
  const leaseEnd = () => new Date(clock().getTime() + leaseMs);
  const held = (job: { id: number }, token: string) => and(eq(jobs.id, job.id), eq(jobs.leaseToken, token));

  /** One due job of a kind not at its limit here, now this instance's under a new token; null when none. */
  async function claim(full: readonly string[]): Promise<Claim | null> {
    const now = clock();
    const token = randomUUID();
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          isNull(jobs.doneAt),
          isNull(jobs.failedAt),
          lte(jobs.runAt, now),
          or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, now)),
          full.length ? notInArray(jobs.kind, [...full]) : undefined,
        ),
      )
      .orderBy(jobs.runAt, jobs.id)
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await db
      .update(jobs)
      .set({ lockedUntil: leaseEnd(), attempts: sql`${jobs.attempts} + 1`, leaseToken: token })
      .where(sql`${jobs.id} in (${due})`)
      .returning({
        id: jobs.id,
        kind: jobs.kind,
        key: jobs.key,
        clinicId: jobs.clinicId,
        payload: jobs.payload,
        attempts: jobs.attempts,
      });
    if (!row) return null;
    const lost = new AbortController();
    return { job: { ...row, signal: AbortSignal.any([lost.signal, stopping.signal]) }, token, lost };
  }

  async function runOne(job: ClaimedJob, token: string, lost: AbortController): Promise<void> {
    const handler = options.handlers[job.kind];
    // Renewed while the handler runs; a renewal that finds the job no longer ours tells the handler to stop.
    const renewal = setInterval(() => {
      db.update(jobs)
        .set({ lockedUntil: leaseEnd() })
        .where(held(job, token))
        .returning({ id: jobs.id })
        .then((rows) => {
          if (rows.length || lost.signal.aborted) return;
          lost.abort(new LeaseLost(job, 'renewing'));
          onError(lost.signal.reason, job);
        })
        .catch((error: unknown) => onError(error, job));
    }, renewEveryMs);
    renewal.unref();
    let outcome: Partial<typeof jobs.$inferInsert>;
    try {
      if (!handler) throw new Error(`no handler for job kind '${job.kind}'`);
      await handler(job);
      outcome = { doneAt: clock(), lastError: null };
    } catch (error) {
      if (!lost.signal.aborted) onError(error, job);
      const now = clock();
      const last = job.attempts >= maxAttempts;
      outcome = {
        lastError: String(error instanceof Error ? (error.stack ?? error.message) : error).slice(0, 4000),
        ...(last ? { failedAt: now } : { runAt: new Date(now.getTime() + retryDelayMs(job.attempts)) }),
      };
    } finally {
      clearInterval(renewal);
    }
    const written = await db
      .update(jobs)
      .set({ ...outcome, lockedUntil: null, leaseToken: null })
      .where(held(job, token))
      .returning({ id: jobs.id });
    if (!written.length && !lost.signal.aborted) onError(new LeaseLost(job, 'completing'), job);
  }

  /** Claims and runs due jobs, up to `concurrency` at once and each kind's limit, until none is due. */
  async function drain(): Promise<number> {
    let ran = 0;
    const active = new Map<Promise<void>, string>();
    // Counts finished runs: one that ends while a claim is out may have freed the kind that claim left out.
    let finished = 0;
    while (!stopped) {
      if (active.size < concurrency && ran < MAX_PER_RUN) {
        const perKind = new Map<string, number>();
        for (const kind of active.values()) perKind.set(kind, (perKind.get(kind) ?? 0) + 1);
        const full = [...perKind].filter(([kind, n]) => n >= kindLimit(kind)).map(([kind]) => kind);
        const finishedBefore = finished;
        const claimed = await claim(full);
        if (claimed) {
          ran += 1;
          const run = runOne(claimed.job, claimed.token, claimed.lost).catch((error: unknown) =>
            onError(error, claimed.job),
          );
          active.set(run, claimed.job.kind);
          void run.then(() => {
            active.delete(run);
            finished += 1;
          });
          continue;
        }
        if (full.length && finished !== finishedBefore) continue;
      }
      if (!active.size) break;
      // A slot frees (or a kind falls below its limit): look for more work then.
      await Promise.race(active.keys());
    }
    await Promise.all(active.keys());
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
      if (stopping.signal.aborted) stopping = new AbortController();
      // The first poll soon after start, not a full period later: a restart catches up at once.
      timer = setTimeout(poll, Math.min(options.pollMs, 1000));
      timer.unref();
    },
    async stop() {
      stopped = true;
      stopping.abort(new Error('the job runner is stopping'));
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
