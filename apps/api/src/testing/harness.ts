import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { and, desc, eq } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { type App, type BuildOptions, buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import { type Database, openPglite, openPostgres } from '../db/client.js';
import { mailOutbox } from '../db/schema/index.js';
import { systemClock } from '../platform/clock.js';
import { createHttpNationalGateway } from '../platform/national-prescription/http-gateway.js';
import {
  type RunningNationalStandIn,
  startNationalStandIn,
} from '../platform/national-prescription/stand-in.js';
import { withDatabase } from './pg-admin.js';

// Tests take all their set-up from the harness; the clinic's rows are built in their own file.
export { fillClinic } from './fill-clinic.js';

export const testPgUrl = process.env.TEST_PG_URL;
export const testRedisUrl = process.env.TEST_REDIS_URL;

/** A fresh database cloned from the run's migrated template: PGlite in memory, or PostgreSQL under test:pg. */
export async function cloneTestDatabase(): Promise<Database & { url?: string }> {
  if (testPgUrl) {
    const name = `clinic_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: testPgUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
    await admin.end();
    const url = withDatabase(testPgUrl, name);
    // The clone is dropped WITH (FORCE) at the end, which may still catch pool connections closing.
    const database = await openPostgres(url, () => {});
    return {
      ...database,
      url,
      async close() {
        await database.close();
        const drop = new pg.Client({ connectionString: testPgUrl });
        await drop.connect();
        await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await drop.end();
      },
    };
  }
  const dump = readFileSync(inject('pgliteDump'));
  return openPglite({ loadDataDir: new Blob([dump]) });
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return loadConfig(
    {},
    {
      dataDir: ':memory:',
      jwtSecret: randomBytes(32).toString('hex'),
      seedDemo: false,
      appsDir: undefined,
      // Unhandled errors (500s) still print: a flaky failure in CI shows its cause, not just 'PSYS_5000'.
      logLevel: 'error',
      publicUrl: 'http://clinic.test',
      publicUrlConfigured: true,
      // No poll loop: a test runs the jobs it means to with deps.jobs.runDue().
      jobsPollMs: 0,
      ...overrides,
    },
  );
}

type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** What `TestApp.call` (and `app.inject`) answers. */
export type ApiReply = Awaited<ReturnType<App['inject']>>;

export interface TestApp {
  app: App;
  /**
   * A request to `/api${url}` sent with `headers` (a signed-in user's, a device's, or `{}` for none) and `payload`
   * as its JSON body when given. A request needing more (a client address, a raw body) calls `app.inject` itself.
   */
  call(headers: Record<string, string>, method: ApiMethod, url: string, payload?: object): Promise<ApiReply>;
  database: Database;
  printed: string[];
  /**
   * The national e-prescription stand-in the app sends to, on its own ephemeral port (unless the test passed its
   * own `nationalPrescription`): `failNext`, `hangNext`, `received()`.
   */
  nationalStandIn: RunningNationalStandIn | undefined;
  close(): Promise<void>;
}

/** Boots the real app on a cloned database. Close it in afterAll/afterEach. */
export async function createTestApp(
  configOverrides: Partial<Config> = {},
  options: Omit<BuildOptions, 'database'> & { database?: Database } = {},
): Promise<TestApp> {
  const database = options.database ?? (await cloneTestDatabase());
  const printed: string[] = [];
  // An app under test is not listening, so its own mounted stand-in cannot be reached: it gets one of its own.
  const nationalStandIn = options.nationalPrescription ? undefined : await startNationalStandIn();
  const app = await buildApp(testConfig(configOverrides), {
    print: (text) => printed.push(text),
    ...(nationalStandIn
      ? { nationalPrescription: createHttpNationalGateway({ baseUrl: nationalStandIn.url, standIn: true }) }
      : {}),
    ...options,
    database,
  });
  await app.ready();
  return {
    app,
    call: (headers, method, url, payload) =>
      app.inject({ method, url: `/api${url}`, headers, ...(payload === undefined ? {} : { payload }) }),
    database,
    printed,
    nationalStandIn,
    async close() {
      await app.close();
      await nationalStandIn?.close();
      if (!options.database) await database.close();
    },
  };
}

/** The newest 6-digit code mailed to `to` (read from the outbox). */
export async function lastMailedCode(app: App, to: string): Promise<string> {
  const [mail] = await app.deps.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const code = mail?.text.match(/^\s*(\d{6})\s*$/m)?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

let counter = 0;
/** A unique, valid sign-up for tests. */
export function newClinicInput(label = 'A') {
  counter += 1;
  const n = `${systemClock().getTime() % 1_000_000}${counter}`.slice(-7).padStart(7, '0');
  return {
    clinicName: `Phòng khám ${label} ${n}`,
    fullName: `Nguyễn Văn ${label}`,
    email: `owner.${label.toLowerCase()}.${n}@example.vn`,
    phone: `09${n}${counter % 10}`.slice(0, 10),
    password: 'Secret123',
  };
}

/** Registers a clinic, confirms it from the outbox and signs in: the common start of most stories. */
export async function signUpClinic(app: App, label = 'A') {
  const input = newClinicInput(label);
  const reg = await app.inject({ method: 'POST', url: '/api/auth/register-clinic', payload: input });
  if (reg.statusCode !== 200) throw new Error(`register failed: ${reg.body}`);
  const code = await lastMailedCode(app, input.email);
  const ver = await app.inject({
    method: 'POST',
    url: '/api/auth/verify-clinic-user',
    payload: { email: input.email, code },
  });
  if (ver.statusCode !== 200) throw new Error(`verify failed: ${ver.body}`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: input.email, password: input.password },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const { accessToken, refreshToken, user } = login.json().data;
  return {
    input,
    accessToken: accessToken as string,
    refreshToken: refreshToken as string,
    user: user as { id: number; clinicId: number; userRoleId: number },
    headers: { authorization: `Bearer ${accessToken}` },
  };
}

/**
 * A verified staff member of `clinicId` with a user-defined role holding exactly `screens` and `features`.
 * (Written straight into the tables, so tests need not go through the roles and employees screens.)
 */
export async function addStaffMember(
  app: App,
  clinicId: number,
  grants: { screens?: Record<number, number>; features?: number[]; label?: string } = {},
) {
  const { roles, roleScreenPermissions, roleFeatures, users } = await import('../db/schema/index.js');
  const { hashPassword } = await import('../platform/passwords.js');
  counter += 1;
  const label = grants.label ?? `Staff ${counter}`;
  const [role] = await app.deps.db
    .insert(roles)
    .values({ clinicId, name: `${label} role ${counter}`, kind: 30 })
    .returning();
  const screenRows = Object.entries(grants.screens ?? {}).map(([screenId, level]) => ({
    clinicId,
    roleId: role!.id,
    screenId: Number(screenId),
    level,
  }));
  if (screenRows.length) await app.deps.db.insert(roleScreenPermissions).values(screenRows);
  if (grants.features?.length) {
    await app.deps.db
      .insert(roleFeatures)
      .values(grants.features.map((featureId) => ({ clinicId, roleId: role!.id, featureId })));
  }
  const email = `staff.${counter}.${systemClock().getTime()}@example.vn`;
  const [user] = await app.deps.db
    .insert(users)
    .values({
      clinicId,
      email,
      fullName: label,
      passwordHash: await hashPassword('Staff1234'),
      roleId: role!.id,
      verifiedAt: systemClock(),
    })
    .returning();
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: email, password: 'Staff1234' },
  });
  const { accessToken } = login.json().data;
  return { user: user!, role: role!, email, headers: { authorization: `Bearer ${accessToken as string}` } };
}

/** Pairs a device by its code (from POST /devices or fillClinic) and answers its token and headers. */
export async function pairDevice(app: App, pairingCode: string, remoteAddress?: string) {
  counter += 1;
  // Its own address unless told: pairing is rate limited per address.
  remoteAddress ??= `10.9.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/devices/pair',
    remoteAddress,
    payload: { code: pairingCode },
  });
  if (res.statusCode !== 200) throw new Error(`/devices/pair: ${res.body}`);
  const token = res.json().data.token as string;
  return { token, headers: { authorization: `Bearer ${token}` } };
}
