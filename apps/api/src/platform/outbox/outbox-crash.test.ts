import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AppointmentFeature, PermissionLevel, ScreenId } from '@clinic/domain';
import { and, eq, like } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { jobs, notifications } from '../../db/schema/index.js';
import { freePort } from '../../testing/free-port.js';
import { addStaffMember, fillClinic, signUpClinic, testPgUrl } from '../../testing/harness.js';
import { withDatabase } from '../../testing/pg-admin.js';

// A crash between the commit of a change and the delivery of what it causes: the API is a real child process,
// killed (SIGKILL) while its delivery waits on a lock the test holds; a restarted instance then delivers the
// notification, once. Without the outbox the notification lived only in the dead process's memory.

const apiDir = path.resolve(import.meta.dirname, '../../..');
const secrets = {
  JWT_SECRET: 'outbox-secret-outbox-secret-outbox-secret',
  VAPID_PUBLIC_KEY: 'BBY2spdXWrb8AF75-QDAIIZazmbayscdBqrCJYN4c4zsTsgwY8YQuyXsFIOGtTT4t1PnfjDpB75t97OG7EE_nEs',
  VAPID_PRIVATE_KEY: 'W7xgo1m3_RG4y2sZh6QBh_SbCcxa3sLoZSKFKz9EGvE',
};
const LEASE_MS = 5 * 60_000;

describe.runIf(testPgUrl)('a crash between commit and delivery', () => {
  const name = `clinic_outbox_${randomBytes(6).toString('hex')}`;
  const url = testPgUrl ? withDatabase(testPgUrl, name) : '';
  let admin: pg.Client;
  let dataDir: string;
  let child: ChildProcess | undefined;
  let locker: pg.Client | undefined;
  const config = () =>
    loadConfig(
      {},
      {
        databaseUrl: url,
        dataDir: ':memory:',
        jwtSecret: secrets.JWT_SECRET,
        seedDemo: false,
        appsDir: undefined,
        logLevel: 'silent',
        jobsPollMs: 0,
      },
    );

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: testPgUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    dataDir = await mkdtemp(path.join(tmpdir(), 'clinic-outbox-'));
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await locker?.end().catch(() => {});
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('delivers the notification after the restart, once', { timeout: 120_000 }, async () => {
    // The clinic, a doctor's appointment and a receptionist, made by an instance that then stops cleanly.
    let app: App = await buildApp(config(), { print: () => {} });
    const owner = await signUpClinic(app, 'Crash');
    const filled = await fillClinic(app, owner.headers, 'Crash');
    const reception = await addStaffMember(app, owner.user.clinicId, {
      screens: { [ScreenId.Appointments]: PermissionLevel.Write },
      features: [AppointmentFeature.CheckIn],
    });
    await app.close();

    const port = await freePort();
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiDir,
      env: {
        ...process.env,
        ...secrets,
        DATABASE_URL: url,
        REDIS_URL: '',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED_DEMO: 'off',
        LOG_LEVEL: 'silent',
        APPS_DIR: path.join(dataDir, 'no-apps'),
      },
      stdio: 'ignore',
    });
    const base = `http://127.0.0.1:${port}/api`;
    await expect
      .poll(async () => (await fetch(`${base}/health`).catch(() => null))?.status, { timeout: 60_000 })
      .toBe(200);
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: reception.email, password: 'Staff1234' }),
    });
    const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;

    // Whatever delivers the check-in's notification waits on this lock, after the check-in has committed.
    locker = new pg.Client({ connectionString: url });
    await locker.connect();
    await locker.query('begin');
    await locker.query('lock table notifications in exclusive mode');
    const checkIn = await fetch(`${base}/clinic-appointments/${filled.appointment.id}/check-in`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(checkIn.status).toBe(200);
    await expect
      .poll(
        async () =>
          (
            await admin.query(
              `select count(*)::int as n from pg_locks l join pg_database d on d.oid = l.database
               where d.datname = $1 and not l.granted`,
              [name],
            )
          ).rows[0].n,
        { timeout: 10_000 },
      )
      .toBeGreaterThan(0);
    child.kill('SIGKILL');
    await new Promise((resolve) => child!.once('exit', resolve));
    child = undefined;
    await locker.query('rollback');
    await locker.end();
    locker = undefined;

    // The restart: its clock past the dead instance's lease, as a real restart is once the lease has run out.
    app = await buildApp(config(), {
      print: () => {},
      clock: () => new Date(Date.now() + LEASE_MS + 60_000),
    });
    try {
      const held = () =>
        app.deps.db
          .select({ userId: notifications.userId })
          .from(notifications)
          .where(
            and(
              eq(notifications.clinicId, owner.user.clinicId),
              eq(notifications.dedupeKey, `checkin:${filled.appointment.id}`),
            ),
          );
      await app.deps.jobs.runDue();
      expect(await held()).toEqual([{ userId: owner.user.id }]);
      // Run again (another instance, a retry): nothing more.
      await app.deps.jobs.runDue();
      expect(await held()).toEqual([{ userId: owner.user.id }]);
      const pushes = await app.deps.db
        .select({ doneAt: jobs.doneAt })
        .from(jobs)
        .where(like(jobs.key, 'push.notification:%'));
      expect(pushes).toHaveLength(1);
      expect(pushes[0]!.doneAt).not.toBeNull();
    } finally {
      await app.close();
    }
  });
});
