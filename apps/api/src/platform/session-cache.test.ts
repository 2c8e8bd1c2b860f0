import { PermissionLevel, ScreenId } from '@clinic/domain';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addStaffMember,
  createTestApp,
  signUpClinic,
  type TestApp,
  testRedisUrl,
} from '../testing/harness.js';
import { SESSION_FRESH_MS } from './session-cache.js';
import { SESSION_CHANGES_CHANNEL } from './session-invalidation.js';

/**
 * The per-session cache (session-cache.ts) must never let a cut-off session through: every change that ends a
 * session or narrows a role is refused on the very next request, here and on every other API instance.
 */
const opened: TestApp[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((t) => t.close()));
});
async function open(...args: Parameters<typeof createTestApp>) {
  const t = await createTestApp(...args);
  opened.push(t);
  return t;
}

const me = (t: TestApp, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/users/me', headers });

async function signIn(t: TestApp, username: string, password: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  expect(res.statusCode).toBe(200);
  const { accessToken, refreshToken } = res.json().data as { accessToken: string; refreshToken: string };
  return { refreshToken, headers: { authorization: `Bearer ${accessToken}` } };
}

describe('session cache', () => {
  // One app for the single-instance cases (each signs up its own clinic); the cross-instance case opens two.
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('keeps a warm session: the second request reads nothing about its caller', async () => {
    const owner = await signUpClinic(t.app, 'Warm');
    expect((await me(t, owner.headers)).statusCode).toBe(200);
    const sent: string[] = [];
    const stop = t.database.statements.listen((sql) => sent.push(sql));
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/clinics/general-settings',
      headers: owner.headers,
    });
    stop();
    expect(settings.statusCode).toBe(200);
    expect(sent.filter((sql) => /"sessions"/.test(sql))).toEqual([]);
  });

  it('refuses a logged-out session on its very next request', async () => {
    const owner = await signUpClinic(t.app, 'Logout');
    expect((await me(t, owner.headers)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: owner.headers });
    expect(out.statusCode).toBe(200);
    expect((await me(t, owner.headers)).statusCode).toBe(401);
  });

  it('refuses the other sessions after a password change, and keeps the one that changed it', async () => {
    const owner = await signUpClinic(t.app, 'Pw');
    const phone = await signIn(t, owner.input.email, owner.input.password);
    expect((await me(t, phone.headers)).statusCode).toBe(200);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/users/change-password',
      headers: owner.headers,
      payload: { currentPassword: owner.input.password, newPassword: 'Another123' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(t, phone.headers)).statusCode).toBe(401);
    expect((await me(t, owner.headers)).statusCode).toBe(200);
  });

  it('refuses the access tokens of a family revoked by a replayed refresh token', async () => {
    const owner = await signUpClinic(t.app, 'Replay');
    expect((await me(t, owner.headers)).statusCode).toBe(200);
    const refresh = (refreshToken: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: { refreshToken } });
    const rotated = await refresh(owner.refreshToken);
    expect(rotated.statusCode).toBe(200);
    const fresh = { authorization: `Bearer ${rotated.json().data.accessToken as string}` };
    expect((await me(t, fresh)).statusCode).toBe(200);
    // The replayed token is refused (tokenError, 400) and takes its whole family down with it.
    expect((await refresh(owner.refreshToken)).statusCode).toBe(400);
    expect((await me(t, fresh)).statusCode).toBe(401);
    expect((await me(t, owner.headers)).statusCode).toBe(401);
  });

  it('refuses a screen at once when the role loses it', async () => {
    const owner = await signUpClinic(t.app, 'Role');
    const nurse = await addStaffMember(t.app, owner.user.clinicId, {
      screens: { [ScreenId.PatientRecords]: PermissionLevel.Read, [ScreenId.Doctors]: PermissionLevel.Read },
    });
    const list = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/clinic-patients/search',
        headers: nurse.headers,
        payload: {},
      });
    expect((await list()).statusCode).toBe(200);
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/roles/${nurse.role.id}`,
      headers: owner.headers,
      payload: {
        name: nurse.role.name,
        screenPermissions: [{ screenId: ScreenId.Doctors, level: PermissionLevel.Read }],
      },
    });
    expect(updated.statusCode).toBe(200);
    expect((await list()).statusCode).toBe(403);
  });

  it('refuses a disabled user at once', async () => {
    const owner = await signUpClinic(t.app, 'Off');
    const nurse = await addStaffMember(t.app, owner.user.clinicId, {
      screens: { [ScreenId.PatientRecords]: PermissionLevel.Read },
    });
    expect((await me(t, nurse.headers)).statusCode).toBe(200);
    const off = await t.app.inject({
      method: 'PUT',
      url: `/api/employees/${nurse.user.id}/set-enabled`,
      headers: owner.headers,
      payload: { enabled: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await me(t, nurse.headers)).statusCode).toBe(401);
  });

  describe('a change the other instances never hear of', () => {
    it('cuts the user off within SESSION_FRESH_MS when the message is lost', async () => {
      let now = new Date('2026-12-03T08:00:00Z');
      const a = await open({}, { clock: () => now });
      // B shares A's database but not its carrier: A's change reaches B exactly as a lost message would.
      const b = await open(
        { jwtSecret: a.app.deps.config.jwtSecret },
        { database: a.database, clock: () => now },
      );
      const owner = await signUpClinic(a.app, 'Lost');
      const nurse = await addStaffMember(a.app, owner.user.clinicId, {
        screens: { [ScreenId.PatientRecords]: PermissionLevel.Read },
      });
      expect((await me(b, nurse.headers)).statusCode).toBe(200);
      const off = await a.app.inject({
        method: 'PUT',
        url: `/api/employees/${nurse.user.id}/set-enabled`,
        headers: owner.headers,
        payload: { enabled: false },
      });
      expect(off.statusCode).toBe(200);
      expect((await me(a, nurse.headers)).statusCode).toBe(401);
      now = new Date(now.getTime() + SESSION_FRESH_MS - 1000);
      // Still inside the bound, B answers from its cache: the bound, not luck, is what cuts the user off.
      expect((await me(b, nurse.headers)).statusCode).toBe(200);
      now = new Date(now.getTime() + 1000);
      expect((await me(b, nurse.headers)).statusCode).toBe(401);
    });

    it.runIf(testRedisUrl)('forgets every cached session when the Redis link comes back', async () => {
      const a = await open({ redisUrl: testRedisUrl });
      const owner = await signUpClinic(a.app, 'Blip');
      expect((await me(a, owner.headers)).statusCode).toBe(200);
      expect(a.app.deps.sessions.size).toBeGreaterThan(0);
      // Cut the session link's subscriber connection (what a Redis restart or a network blip does): whatever was
      // published meanwhile never arrives, so nothing cached before the break may be trusted after it.
      const admin = new Redis(testRedisUrl!);
      try {
        const clients = String(await admin.call('CLIENT', 'LIST', 'TYPE', 'pubsub'));
        const ours = clients
          .split('\n')
          .filter((line) => line.includes(` name=${SESSION_CHANGES_CHANNEL}:`) && !line.includes(' sub=0 '))
          .map((line) => /\bid=(\d+)/.exec(line)?.[1])
          .filter((id): id is string => Boolean(id));
        expect(ours.length).toBeGreaterThan(0);
        for (const id of ours) await admin.call('CLIENT', 'KILL', 'ID', id);
      } finally {
        admin.disconnect();
      }
      await vi.waitFor(() => expect(a.app.deps.sessions.size).toBe(0), { timeout: 5000, interval: 20 });
      // Read again, the session still holds: clearing costs a read, never a sign-in.
      expect((await me(a, owner.headers)).statusCode).toBe(200);
    });
  });

  it.runIf(testRedisUrl)(
    'refuses on instance B a session logged out on instance A, once Redis carries the change (milliseconds)',
    async () => {
      const a = await open({ redisUrl: testRedisUrl });
      const b = await open(
        { redisUrl: testRedisUrl, jwtSecret: a.app.deps.config.jwtSecret },
        { database: a.database },
      );
      const owner = await signUpClinic(a.app, 'Two');
      // Both instances hold the session warm before the logout.
      expect((await me(a, owner.headers)).statusCode).toBe(200);
      expect((await me(b, owner.headers)).statusCode).toBe(200);
      const out = await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: owner.headers });
      expect(out.statusCode).toBe(200);
      // B hears of it through Redis, not before: a request B answers from memory alone (the token, the session and
      // the profile are all cached) may come in ahead of the message by a turn of the event loop.
      await vi.waitFor(async () => expect((await me(b, owner.headers)).statusCode).toBe(401), {
        timeout: 1000,
        interval: 5,
      });
    },
  );
});
