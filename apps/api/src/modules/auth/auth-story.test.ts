import { errors } from '@clinic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newClinicInput, type TestApp } from '../../testing/harness.js';
import { startSmtp } from '../../testing/smtp-server.js';

describe('a clinic owner signs up and keeps a session', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('registers, confirms with the mailed code, signs in, refreshes, detects a replay and logs out', async () => {
    const { app } = t;
    const owner = newClinicInput('Story');

    // First the owner registers the clinic; the clinic starts as Developing and a code is mailed.
    const reg = await app.inject({
      method: 'POST',
      url: '/api/auth/register-clinic?lang=vi',
      payload: owner,
    });
    expect(reg.statusCode).toBe(200);
    expect(reg.json().data).toMatchObject({ clinicName: owner.clinicName, email: owner.email, status: 0 });

    // The mail really went over SMTP (from the outbox, by the job runner), in Vietnamese, with a 6-digit code and
    // an activation link.
    expect(await app.deps.jobs.runDue()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toBe(owner.email);
    const code = mail.raw.match(/^\s*(\d{6})\s*$/m)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.raw).toContain('http://clinic.test/activate?email=');

    // Signing in before confirming is refused with its own code.
    const early = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: owner.email, password: owner.password },
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().code).toBe(errors.userNotVerified.code);

    const verify = await app.inject({
      method: 'POST',
      url: '/api/auth/verify-clinic-user',
      payload: { email: owner.email, code },
    });
    expect(verify.statusCode).toBe(200);

    // Sign in with the phone number this time.
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: owner.phone, password: owner.password },
    });
    expect(login.statusCode).toBe(200);
    const first = login.json().data;
    expect(first.user).toMatchObject({
      email: owner.email,
      fullName: owner.fullName,
      verified: true,
      userGroupIds: [],
    });

    const info = await app.inject({
      method: 'GET',
      url: '/api/clinics/info',
      headers: { authorization: `Bearer ${first.accessToken}` },
    });
    expect(info.statusCode).toBe(200);
    expect(info.json().data).toMatchObject({ name: owner.clinicName, status: 1 });

    // Refresh rotates: a new pair, and the new access token works.
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: first.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    const second = refreshed.json().data;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    const me = await app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${second.accessToken}` },
    });
    expect(me.statusCode).toBe(200);

    // Someone replays the old refresh token: refused, and the whole family is revoked,
    // so even the legitimate newer tokens stop working.
    const replay = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: first.refreshToken },
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe(errors.tokenError.code);
    const afterReplay = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: second.refreshToken },
    });
    expect(afterReplay.statusCode).toBe(400);
    const meAfterReplay = await app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${second.accessToken}` },
    });
    expect(meAfterReplay.statusCode).toBe(401);

    // A new sign-in, then logout ends that session at once.
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: owner.email, password: owner.password },
    });
    const third = again.json().data;
    const headers = { authorization: `Bearer ${third.accessToken}` };
    const logout = await app.inject({ method: 'POST', url: '/api/auth/logout', headers });
    expect(logout.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/users/me', headers })).statusCode).toBe(401);
    const refreshAfterLogout = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: third.refreshToken },
    });
    expect(refreshAfterLogout.statusCode).toBe(400);
  });
});
