import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinics, jobs, notifications } from '../../db/schema/index.js';
import { createTestApp, signUpClinic, type TestApp } from '../../testing/harness.js';
import { type ClaimedJob, createJobRunner, retryDelayMs } from './runner.js';
import { prune, TICK_MS, tickJob } from './tick.js';

// The job runner over the real `jobs` table (PGlite here, PostgreSQL under test:pg), with the clock moved by hand:
// runs once, retries with backoff then gives up, takes back a job whose instance died, enqueues by key. Then the
// app's own runner: the tick offers each clinic's stock alert and reminder sweep by the clinic's hour.

const SEC = 1000;
let t: TestApp;
let now = new Date('2026-11-20T00:30:00Z'); // 07:30 in Ho Chi Minh City
const clock = () => now;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(async () => t?.close());

const row = async (key: string) => (await t.app.deps.db.select().from(jobs).where(eq(jobs.key, key)))[0]!;
const key = (name: string) => `test:${name}:${++seq}`;

function runner(
  handlers: Record<string, (job: ClaimedJob) => Promise<void>>,
  maxAttempts = 5,
  more: Partial<Parameters<typeof createJobRunner>[0]> = {},
) {
  return createJobRunner({
    db: t.app.deps.db,
    clock,
    handlers,
    pollMs: 0,
    maxAttempts,
    leaseMs: 60 * SEC,
    ...more,
  });
}

/** An instance that froze (or died): its handler never returns on its own, and its lease is never renewed. */
const frozen = { renewEveryMs: 24 * 3600 * SEC };

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('the job runner', () => {
  it('enqueues a key once and runs a due job once, a later one only when it is due', async () => {
    const ran: string[] = [];
    const r = runner({ 'test.echo': async (job) => void ran.push(job.key) });
    const first = key('echo');
    const later = key('later');
    expect(await r.enqueue({ kind: 'test.echo', key: first, payload: { n: 1 } })).toBe(true);
    expect(await r.enqueue({ kind: 'test.echo', key: first, payload: { n: 2 } })).toBe(false);
    await r.enqueue({ kind: 'test.echo', key: later, runAt: new Date(now.getTime() + 60 * SEC) });
    expect(await t.app.deps.db.select().from(jobs).where(eq(jobs.key, first))).toHaveLength(1);

    expect(await r.runDue()).toBe(1);
    expect(await r.runDue()).toBe(0);
    expect(ran).toEqual([first]);
    expect(await row(first)).toMatchObject({ attempts: 1, lockedUntil: null, payload: { n: 1 } });
    expect((await row(first)).doneAt).not.toBeNull();

    now = new Date(now.getTime() + 61 * SEC);
    expect(await r.runDue()).toBe(1);
    expect(ran).toEqual([first, later]);
  });

  it('retries a failing job after a growing delay, then gives it up with its error', async () => {
    let calls = 0;
    const r = runner(
      {
        'test.fail': async () => {
          calls += 1;
          throw new Error(`provider down ${calls}`);
        },
      },
      3,
    );
    const k = key('fail');
    await r.enqueue({ kind: 'test.fail', key: k });
    expect(await r.runDue()).toBe(1);
    const afterFirst = await row(k);
    expect(afterFirst).toMatchObject({ attempts: 1, failedAt: null, doneAt: null, lockedUntil: null });
    expect(afterFirst.lastError).toContain('provider down 1');
    expect(afterFirst.runAt.getTime()).toBe(now.getTime() + retryDelayMs(1));

    // Not before its delay.
    now = new Date(now.getTime() + retryDelayMs(1) - SEC);
    expect(await r.runDue()).toBe(0);
    now = new Date(now.getTime() + 2 * SEC);
    expect(await r.runDue()).toBe(1);
    expect((await row(k)).runAt.getTime()).toBe(now.getTime() + retryDelayMs(2));
    expect(retryDelayMs(2)).toBeGreaterThan(retryDelayMs(1));

    now = new Date(now.getTime() + retryDelayMs(2) + SEC);
    expect(await r.runDue()).toBe(1);
    const last = await row(k);
    expect(last.attempts).toBe(3);
    expect(last.failedAt?.getTime()).toBe(now.getTime());
    expect(last.lastError).toContain('provider down 3');

    now = new Date(now.getTime() + 24 * 3600 * SEC);
    expect(await r.runDue()).toBe(0);
    expect(calls).toBe(3);
  });

  it('takes back a job whose instance stopped answering once its lease ran out, not before', async () => {
    // Instance A claims the job and hangs in it (a process that froze or died: its lease is all that is left).
    let release!: () => void;
    const hung = new Promise<void>((resolve) => {
      release = resolve;
    });
    const runs: string[] = [];
    const a = runner(
      {
        'test.lease': async () => {
          runs.push('a');
          await hung;
        },
      },
      5,
      frozen,
    );
    const b = runner({ 'test.lease': async () => void runs.push('b') });
    const k = key('lease');
    await a.enqueue({ kind: 'test.lease', key: k });
    const aRun = a.runDue();
    await expect.poll(() => runs).toEqual(['a']);

    expect(await b.runDue()).toBe(0);
    now = new Date(now.getTime() + 59 * SEC);
    expect(await b.runDue()).toBe(0);
    now = new Date(now.getTime() + 2 * SEC);
    expect(await b.runDue()).toBe(1);
    expect(runs).toEqual(['a', 'b']);
    expect(await row(k)).toMatchObject({ attempts: 2 });
    expect((await row(k)).doneAt).not.toBeNull();
    release();
    await aRun;
    await a.stop();
  });

  it('renews the lease of a job that runs longer than it: no other instance runs it meanwhile', async () => {
    const slow = gate();
    const runs: string[] = [];
    const a = runner(
      {
        'test.long': async () => {
          runs.push('a');
          await slow.opened;
        },
      },
      5,
      { renewEveryMs: 10 },
    );
    const b = runner({ 'test.long': async () => void runs.push('b') });
    const k = key('long');
    await a.enqueue({ kind: 'test.long', key: k });
    const aRun = a.runDue();
    await expect.poll(() => runs).toEqual(['a']);
    // Three leases long, each step well inside one lease: A's renewals keep the job A's all along.
    for (let step = 0; step < 6; step += 1) {
      const before = now.getTime();
      now = new Date(before + 30 * SEC);
      await expect.poll(async () => (await row(k)).lockedUntil!.getTime()).toBeGreaterThan(now.getTime());
      expect(await b.runDue()).toBe(0);
    }
    slow.open();
    expect(await aRun).toBe(1);
    expect(runs).toEqual(['a']);
    expect(await row(k)).toMatchObject({ attempts: 1, lockedUntil: null, leaseToken: null });
    expect((await row(k)).doneAt).not.toBeNull();
  });

  it('records nothing from a run that lost its lease, and tells its handler to stop', async () => {
    const stalled = gate();
    let signalOfA: AbortSignal | undefined;
    const errors: unknown[] = [];
    const a = runner(
      {
        'test.lost': async (job) => {
          signalOfA = job.signal;
          await stalled.opened;
        },
      },
      5,
      { ...frozen, onError: (error) => errors.push(error) },
    );
    const b = runner({
      'test.lost': async () => {
        throw new Error('B could not send');
      },
    });
    const k = key('lost');
    await a.enqueue({ kind: 'test.lost', key: k });
    const aRun = a.runDue();
    await expect.poll(() => signalOfA).toBeDefined();
    now = new Date(now.getTime() + 61 * SEC);
    expect(await b.runDue()).toBe(1);
    const afterB = await row(k);
    expect(afterB).toMatchObject({ attempts: 2, doneAt: null, lockedUntil: null });
    expect(afterB.lastError).toContain('B could not send');
    // A wakes up and finishes: its "done" must not overwrite B's outcome, nor free a job it no longer holds.
    stalled.open();
    await aRun;
    expect(await row(k)).toEqual(afterB);
    expect(errors.map((e) => (e as Error).name)).toEqual(['LeaseLost']);
  });

  it('aborts the signal of a job whose renewal finds it taken', async () => {
    const stalled = gate();
    let signal: AbortSignal | undefined;
    const a = runner(
      {
        'test.abort': async (job) => {
          signal = job.signal;
          await Promise.race([
            stalled.opened,
            new Promise((resolve) => job.signal.addEventListener('abort', resolve)),
          ]);
        },
      },
      5,
      { renewEveryMs: 10, onError: () => {} },
    );
    const k = key('abort');
    await a.enqueue({ kind: 'test.abort', key: k });
    const aRun = a.runDue();
    await expect.poll(() => signal).toBeDefined();
    // Another instance's claim: a new token on the row.
    await t.app.deps.db
      .update(jobs)
      .set({ leaseToken: '00000000-0000-4000-8000-000000000000' })
      .where(eq(jobs.key, k));
    await expect.poll(() => signal!.aborted).toBe(true);
    expect(signal!.reason).toMatchObject({ name: 'LeaseLost' });
    await aRun;
    stalled.open();
    expect((await row(k)).leaseToken).toBe('00000000-0000-4000-8000-000000000000');
  });

  it('runs jobs side by side up to its concurrency, at most its limit of one kind', async () => {
    const release = gate();
    const active = new Map<string, number>();
    const most = new Map<string, number>();
    const track = (kind: string) => async () => {
      active.set(kind, (active.get(kind) ?? 0) + 1);
      most.set(kind, Math.max(most.get(kind) ?? 0, active.get(kind)!));
      await release.opened;
      active.set(kind, active.get(kind)! - 1);
    };
    const r = runner({ 'test.slow-kind': track('slow'), 'test.other-kind': track('other') }, 5, {
      concurrency: 3,
      kindConcurrency: { 'test.slow-kind': 1 },
    });
    for (let i = 0; i < 3; i += 1) await r.enqueue({ kind: 'test.slow-kind', key: key('slow-kind') });
    for (let i = 0; i < 3; i += 1) await r.enqueue({ kind: 'test.other-kind', key: key('other-kind') });
    const run = r.runDue();
    // One of the slow kind and two others fill the three slots; the other slow ones wait for the first.
    await expect.poll(() => [active.get('slow'), active.get('other')]).toEqual([1, 2]);
    release.open();
    expect(await run).toBe(6);
    expect(Object.fromEntries(most)).toEqual({ slow: 1, other: 2 });
  });

  it('claims again when the job that filled a kind ends while a claim leaving that kind out is under way', async () => {
    // Each claim (the update that counts an attempt) waits for `beforeClaim`; each other write tells `written`.
    let claims = 0;
    let beforeClaim: () => Promise<void> = async () => {};
    let written = gate();
    const real = t.app.deps.db;
    const db = new Proxy(real, {
      get(target, prop, receiver) {
        if (prop !== 'update') return Reflect.get(target, prop, receiver);
        return (table: typeof jobs) => {
          const builder = target.update(table);
          return new Proxy(builder, {
            get(b, p, r) {
              if (p !== 'set') return Reflect.get(b, p, r);
              return (values: Record<string, unknown>) => {
                const query = b.set(values);
                const run = query.then.bind(query);
                const isClaim = 'attempts' in values;
                Object.assign(query, {
                  // biome-ignore lint/suspicious/noThenProperty: the query is awaited through its own then; this one runs first.
                  then: (ok: (v: unknown) => unknown, fail: (e: unknown) => unknown) =>
                    isClaim
                      ? beforeClaim().then(() => run(ok, fail))
                      : run((v: unknown) => {
                          written.open();
                          return ok(v);
                        }, fail),
                });
                return query;
              };
            },
          });
        };
      },
    });
    const slow = gate();
    const ran: string[] = [];
    const r = runner(
      {
        'test.limited': async (job) => {
          ran.push(job.key);
          if (ran.length === 1) await slow.opened;
        },
      },
      5,
      { db, concurrency: 3, kindConcurrency: { 'test.limited': 1 } },
    );
    const first = key('limited');
    const second = key('limited');
    await r.enqueue({ kind: 'test.limited', key: first });
    await r.enqueue({ kind: 'test.limited', key: second });
    beforeClaim = async () => {
      claims += 1;
      if (claims !== 2) return;
      // The second claim leaves the kind out (the first job runs); the first job ends before it answers.
      written = gate();
      slow.open();
      await written.opened;
      await new Promise((resolve) => setImmediate(resolve));
    };
    expect(await r.runDue()).toBe(2);
    expect(ran).toEqual([first, second]);
    expect((await row(second)).doneAt).not.toBeNull();
  });

  it('polls on its own once started: offers the recurring jobs and runs them, until stopped', async () => {
    const ran: string[] = [];
    const k = key('recurring');
    const r = createJobRunner({
      db: t.app.deps.db,
      clock,
      handlers: { 'test.tick': async (job) => void ran.push(job.key) },
      pollMs: 20,
      recurring: () => [{ kind: 'test.tick', key: k }],
    });
    r.start();
    await expect.poll(() => ran, { timeout: 5000 }).toEqual([k]);
    await r.stop();
    expect((await row(k)).doneAt).not.toBeNull();
  });

  it('stop() waits for the job that is running', async () => {
    let release!: () => void;
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = false;
    let finished = false;
    const r = runner({
      'test.slow': async () => {
        started = true;
        await slow;
        finished = true;
      },
    });
    await r.enqueue({ kind: 'test.slow', key: key('slow') });
    const running = r.runDue();
    await expect.poll(() => started).toBe(true);
    let stopped = false;
    const stopping = r.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(finished).toBe(true);
    await running;
  });
});

describe('the tick', () => {
  it('offers the day’s stock alert from 07:00 and a reminder sweep each tick from 08:00 of the clinic’s day', async () => {
    const a = await signUpClinic(t.app, 'Tick');
    const clinicId = a.user.clinicId;
    // Another clinic far to the west: 00:30 UTC is the evening before there, so its day is the 19th.
    const b = await signUpClinic(t.app, 'West');
    await t.app.deps.db
      .update(clinics)
      .set({ timeZone: 'America/Los_Angeles' })
      .where(eq(clinics.id, b.user.clinicId));
    const { jobs: runner } = t.app.deps;

    now = new Date('2026-11-21T00:30:00Z'); // 07:30 on the 21st in Ho Chi Minh City
    expect(await runner.enqueue(tickJob(now))).toBe(true);
    expect(await runner.enqueue(tickJob(new Date(now.getTime() + SEC)))).toBe(false);
    await runner.runDue();
    const stock = await row(`stock-alerts:${clinicId}:2026-11-21`);
    // Claimed and run once: a new clinic has no stock to alert on, so the job is simply done.
    expect(stock).toMatchObject({
      kind: 'stock-alerts',
      clinicId,
      payload: { day: '2026-11-21' },
      attempts: 1,
    });
    expect(stock.doneAt).not.toBeNull();
    expect(stock.lastError).toBeNull();
    const west = await row(`stock-alerts:${b.user.clinicId}:2026-11-20`);
    expect(west.kind).toBe('stock-alerts');
    const sweeps = () =>
      t.app.deps.db
        .select({ key: jobs.key, doneAt: jobs.doneAt })
        .from(jobs)
        .where(and(eq(jobs.kind, 'reminders.sweep'), eq(jobs.clinicId, clinicId)));
    expect(await sweeps()).toEqual([]);
    // 16:30 of the 20th in Los Angeles: past its reminder hour, so its sweep (for the 21st there) is offered.
    const westSweeps = await t.app.deps.db.select().from(jobs).where(eq(jobs.clinicId, b.user.clinicId));
    expect(westSweeps.map((j) => j.key)).toContainEqual(
      expect.stringMatching(`^reminders.sweep:${b.user.clinicId}:2026-11-20:`),
    );
    expect((await row('prune:2026-11-21')).doneAt).not.toBeNull();

    // 08:10: the sweep of this tick; ten minutes on, another tick and another sweep (a late booking is caught).
    now = new Date('2026-11-21T01:10:00Z');
    await runner.enqueue(tickJob(now));
    await runner.runDue();
    now = new Date(now.getTime() + 2 * TICK_MS);
    await runner.enqueue(tickJob(now));
    await runner.runDue();
    const swept = await sweeps();
    expect(
      swept.map((s) => s.key).filter((k) => k.startsWith(`reminders.sweep:${clinicId}:2026-11-21:`)),
    ).toHaveLength(2);
    expect(swept.every((s) => s.doneAt !== null)).toBe(true);
    // The stock alert of the day stays one job however many ticks ran.
    const stockJobs = await t.app.deps.db.select().from(jobs).where(eq(jobs.kind, 'stock-alerts'));
    expect(stockJobs.filter((j) => j.clinicId === clinicId)).toHaveLength(1);
  });

  it('prunes read notifications past their keeping and done jobs past theirs, keeping failed and unread ones', async () => {
    const owner = await signUpClinic(t.app, 'Prune');
    const { db } = t.app.deps;
    now = new Date('2027-03-01T00:00:00Z');
    const daysAgo = (d: number) => new Date(now.getTime() - d * 24 * 3600 * SEC);
    const made = await db
      .insert(notifications)
      .values([
        {
          clinicId: owner.user.clinicId,
          userId: owner.user.id,
          kind: 6,
          createdAt: daysAgo(91),
          readAt: daysAgo(90),
        },
        { clinicId: owner.user.clinicId, userId: owner.user.id, kind: 6, createdAt: daysAgo(91) },
        {
          clinicId: owner.user.clinicId,
          userId: owner.user.id,
          kind: 6,
          createdAt: daysAgo(10),
          readAt: daysAgo(9),
        },
      ])
      .returning({ id: notifications.id });
    const old = key('old-done');
    const recent = key('recent-done');
    const failed = key('old-failed');
    const sweep = key('old-sweep');
    const outbox = key('old-mail');
    await db.insert(jobs).values([
      { kind: 'mail.send', key: outbox, doneAt: daysAgo(3) },
      { kind: 'test.x', key: old, doneAt: daysAgo(31) },
      { kind: 'test.x', key: recent, doneAt: daysAgo(29) },
      { kind: 'test.x', key: failed, failedAt: daysAgo(40) },
      { kind: 'reminders.sweep', key: sweep, doneAt: daysAgo(3) },
    ]);
    await prune(db, clock);
    const left = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.userId, owner.user.id));
    expect(left.map((n) => n.id).sort()).toEqual([made[1]!.id, made[2]!.id].sort());
    const keys = (
      await db
        .select({ key: jobs.key })
        .from(jobs)
        .where(inArray(jobs.key, [old, recent, failed, sweep, outbox]))
    ).map((j) => j.key);
    expect(keys.sort()).toEqual([recent, failed].sort());
  });
});
