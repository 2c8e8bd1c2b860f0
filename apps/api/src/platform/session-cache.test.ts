import { PermissionLevel, ScreenId } from '@clinic/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addStaffMember,
  createTestApp,
  signUpClinic,
  type TestApp,
  testRedisUrl,
} from '../testing/harness.js';

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
