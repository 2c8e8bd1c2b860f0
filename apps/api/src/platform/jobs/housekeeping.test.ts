import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FileKind } from '@clinic/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, jobs, physicalFiles } from '../../db/schema/index.js';
import { pngBytes } from '../../testing/file-fixtures.js';
import { createTestApp, signUpClinic, type TestApp } from '../../testing/harness.js';
import { IDEMPOTENCY_KEYS_KEEP_DAYS, JobKind, prune, runTick, TICK_MS } from './tick.js';

// The clean-up every instance used to run on its own timers (the upload sweep, PGlite's vacuum) and what was never
// cleaned (Idempotency-Keys, the speech cache) are keyed jobs the tick offers: two instances ticking through the
// same hour make one job of each, and the app's clock, moved by hand, decides what is old.

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
let now = new Date('2027-06-01T03:02:00Z');
const clock = () => now;
let dataDir: string;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  // Two instances on the same database and the same file storage.
  dataDir = await mkdtemp(path.join(tmpdir(), 'housekeeping-'));
  a = await createTestApp({ dataDir }, { clock });
  b = await createTestApp(
    { dataDir, jwtSecret: a.app.deps.config.jwtSecret },
    { database: a.database, clock },
  );
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const housekeepingKinds = [
  JobKind.Prune,
  JobKind.UploadsSweep,
  JobKind.SpeechCacheEvict,
  JobKind.EmbeddedMaintenance,
];
const housekeeping = () =>
  a.app.deps.db
    .select({ key: jobs.key, doneAt: jobs.doneAt, lastError: jobs.lastError })
    .from(jobs)
    .where(inArray(jobs.kind, housekeepingKinds));

describe('the housekeeping jobs', () => {
  it('are offered once a period whichever instance ticks, and run on either', async () => {
    for (const at of ['03:02', '03:07', '03:59', '04:00', '04:30']) {
      now = new Date(`2027-06-01T${at}:00Z`);
      await runTick(a.app.deps);
      await runTick(b.app.deps);
      now = new Date(now.getTime() + TICK_MS);
      await runTick(b.app.deps);
    }
    const hourly = (hour: string) => [
      `files.sweep-uploads:2027-06-01T${hour}`,
      `speech-cache.evict:2027-06-01T${hour}`,
      // PostgreSQL vacuums itself: only PGlite is given the job.
      ...(a.database.kind === 'pglite' ? [`db.maintain:2027-06-01T${hour}`] : []),
    ];
    const offered = await housekeeping();
    expect(offered.map((j) => j.key).sort()).toEqual(
      ['prune:2027-06-01', ...hourly('03'), ...hourly('04')].sort(),
    );

    // The vacuum waits a minute after the tick that offered it; then every one has run once, without an error.
    now = new Date(now.getTime() + MIN);
    await b.app.deps.jobs.runDue();
    await a.app.deps.jobs.runDue();
    for (const job of await housekeeping()) expect(job, job.key).toMatchObject({ lastError: null });
    expect((await housekeeping()).every((j) => j.doneAt !== null)).toBe(true);
  });

  it('sweep an upload never confirmed, with its bytes, once it is a day old', async () => {
    const owner = await signUpClinic(a.app, 'Sweep');
    const request = await a.app.inject({
      method: 'POST',
      url: '/api/files/request-upload-file',
      headers: owner.headers,
      payload: {
        kind: FileKind.PropertyImage,
        name: 'bo-quen.png',
        size: pngBytes().length,
        contentType: '',
      },
    });
    expect(request.statusCode, request.body).toBe(200);
    const { physicalFileId, uploadUrl } = request.json().data;
    const put = await a.app.inject({
      method: 'PUT',
      url: uploadUrl,
      headers: { 'content-type': 'application/octet-stream' },
      payload: pngBytes(),
    });
    expect(put.statusCode, put.body).toBe(200);
    const row = async () =>
      (await a.app.deps.db.select().from(physicalFiles).where(eq(physicalFiles.id, physicalFileId)))[0];
    const { storageKey } = (await row())!;

    // An hour on, the sweep of that hour leaves it: the user may still confirm it.
    now = new Date(now.getTime() + 60 * MIN);
    await runTick(b.app.deps);
    await b.app.deps.jobs.runDue();
    expect(await row()).toBeDefined();

    now = new Date(now.getTime() + DAY);
    await runTick(b.app.deps);
    await b.app.deps.jobs.runDue();
    expect(await row()).toBeUndefined();
    expect(await a.app.deps.files.size(storageKey)).toBeNull();
  });

  it(`prune forgets Idempotency-Keys older than ${IDEMPOTENCY_KEYS_KEEP_DAYS} days, and only those`, async () => {
    const owner = await signUpClinic(a.app, 'Keys');
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const keys = {
      'eight-days': ago(8 * DAY),
      'seven-days-and-a-minute': ago(7 * DAY + MIN),
      'seven-days-less-a-minute': ago(7 * DAY - MIN),
      today: now,
    };
    await a.app.deps.db.insert(idempotencyKeys).values(
      Object.entries(keys).map(([key, createdAt]) => ({
        clinicId: owner.user.clinicId,
        key,
        scope: 'payments.create',
        requestHash: 'x',
        response: { ok: true },
        createdAt,
      })),
    );
    await prune(a.app.deps.db, clock);
    const left = await a.app.deps.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.clinicId, owner.user.clinicId));
    expect(left.map((k) => k.key).sort()).toEqual(['seven-days-less-a-minute', 'today']);
  });
});
