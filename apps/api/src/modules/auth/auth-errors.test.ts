import { errors, formatErrorText } from '@clinic/domain';
import { count } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clinics, mailOutbox, users } from '../../db/schema/index.js';
import {
  createTestApp,
  lastMailedCode,
  newClinicInput,
  signUpClinic,
  type TestApp,
} from '../../testing/harness.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

/** The error body in both languages: the code is the same, the text is the request's language. */
async function expectError(
  send: (
    lang: 'vi' | 'en',
  ) => Promise<{ statusCode: number; json(): { code: unknown; message: string; messages: unknown[] } }>,
  key: keyof typeof errors,
) {
  for (const lang of ['vi', 'en'] as const) {
    const res = await send(lang);
    expect(res.statusCode, `${key} (${lang})`).toBe(errors[key].status);
    const body = res.json();
    expect(body.code).toBe(errors[key].code);
    expect(body.message).toBe(formatErrorText(key, lang, {}));
    expect(body.messages).toEqual([{ code: String(errors[key].code), value: body.message }]);
  }
}

describe('sign-in errors', () => {
  it('tells unknown users and wrong passwords apart by code but not by text', async () => {
    const { input } = await signUpClinic(t.app);
    await expectError(
      (lang) =>
        post(`/api/auth/login?lang=${lang}`, { username: 'nobody@example.vn', password: 'Secret123' }),
      'loginFailed',
    );
    await expectError(
      (lang) => post(`/api/auth/login?lang=${lang}`, { username: input.email, password: 'Wrong1234' }),
      'usernameOrPasswordIncorrect',
    );
    expect(errors.loginFailed.vi).toBe(errors.usernameOrPasswordIncorrect.vi);
    expect(errors.loginFailed.en).toBe(errors.usernameOrPasswordIncorrect.en);
    expect(errors.loginFailed.code).not.toBe(errors.usernameOrPasswordIncorrect.code);
  });

  it('refuses an unverified user only once the password is right', async () => {
    const input = newClinicInput('U');
    await post('/api/auth/register-clinic', input);
    await expectError(
      (lang) => post(`/api/auth/login?lang=${lang}`, { username: input.email, password: input.password }),
      'userNotVerified',
    );
  });

  it('follows Accept-Language when no ?lang is given, Vietnamese by default', async () => {
    const bad = { username: 'nobody@example.vn', password: 'x' };
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: bad,
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(en.json().message).toBe(errors.loginFailed.en);
    const vi = await post('/api/auth/login', bad);
    expect(vi.json().message).toBe(errors.loginFailed.vi);
  });

  it('answers the sixth failure from one address within a minute with 429 and Retry-After', async () => {
    const { input } = await signUpClinic(t.app);
    for (let i = 0; i < 5; i += 1) {
      const res = await post('/api/auth/login', { username: input.email, password: `Wrong${i}abc` });
      expect(res.statusCode).toBe(400);
    }
    const sixth = await post('/api/auth/login?lang=en', { username: input.email, password: input.password });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe(errors.tooManyAttempts.code);
    const retryAfter = Number(sixth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(sixth.json().message).toContain(String(retryAfter));
    // Claiming another address in X-Forwarded-For does not help: no proxy is trusted by default.
    const spoofed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: input.email, password: input.password },
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(spoofed.statusCode).toBe(429);
    // Another address is not affected.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: input.email, password: input.password },
      remoteAddress: '10.9.8.7',
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('does not count successful sign-ins as failures', async () => {
    const { input } = await signUpClinic(t.app);
    for (let i = 0; i < 7; i += 1) {
      expect(
        (await post('/api/auth/login', { username: input.email, password: input.password })).statusCode,
      ).toBe(200);
    }
  });
});

describe('sign-up errors', () => {
  it('refuses an e-mail or phone already used, in either language', async () => {
    const first = newClinicInput('D');
    expect((await post('/api/auth/register-clinic', first)).statusCode).toBe(200);
    const sameEmail = { ...newClinicInput('E'), email: first.email.toUpperCase() };
    await expectError(
      (lang) => post(`/api/auth/register-clinic?lang=${lang}`, sameEmail),
      'phoneOrEmailUsed',
    );
    const samePhone = { ...newClinicInput('F'), phone: first.phone };
    await expectError(
      (lang) => post(`/api/auth/register-clinic?lang=${lang}`, samePhone),
      'phoneOrEmailUsed',
    );
  });

  it('rejects a schema violation with PSYS_4001 naming the fields, and writes nothing', async () => {
    const before = await Promise.all(
      [clinics, users, mailOutbox].map((table) => t.app.deps.db.select({ n: count() }).from(table)),
    );
    const res = await post('/api/auth/register-clinic?lang=en', {
      ...newClinicInput('G'),
      email: 'not-an-email',
      password: 'short',
      signUpCode: 'ABC',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('PSYS_4001');
    const paths = body.fields.map((f: { path: string }) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['body.email', 'body.password', 'body.signUpCode']));
    expect(paths).not.toContain('body.clinicName');
    const email = body.fields.find((f: { path: string }) => f.path === 'body.email');
    expect(email).toMatchObject({ messageId: 'formError.email', text: 'This field must be a valid email' });
    const after = await Promise.all(
      [clinics, users, mailOutbox].map((table) => t.app.deps.db.select({ n: count() }).from(table)),
    );
    expect(after).toEqual(before);
  });

  it('names a missing field as required, in Vietnamese by default', async () => {
    const { clinicName: _omitted, ...rest } = newClinicInput('H');
    const res = await post('/api/auth/register-clinic', rest);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toContainEqual({
      path: 'body.clinicName',
      messageId: 'formError.required',
      text: 'Trường này là bắt buộc',
    });
  });

  it('rejects malformed JSON as invalid input', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{"username": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('PSYS_4001');
  });
});

describe('confirmation codes', () => {
  it('rejects a wrong code, kills the code after five wrong guesses, and a resent code works', async () => {
    const input = newClinicInput('V');
    await post('/api/auth/register-clinic', input);
    const good = await lastMailedCode(t.app, input.email);
    const wrong = good === '000000' ? '111111' : '000000';
    await expectError(
      (lang) => post(`/api/auth/verify-clinic-user?lang=${lang}`, { email: input.email, code: wrong }),
      'confirmationCodeInvalid',
    );
    for (let i = 0; i < 3; i += 1)
      await post('/api/auth/verify-clinic-user', { email: input.email, code: wrong });
    // Five wrong guesses: even the right code no longer works.
    const late = await post('/api/auth/verify-clinic-user', { email: input.email, code: good });
    expect(late.json().code).toBe(errors.confirmationCodeInvalid.code);

    expect((await post('/api/auth/resend-confirmation?lang=en', { email: input.email })).statusCode).toBe(
      200,
    );
    const fresh = await lastMailedCode(t.app, input.email);
    expect((await post('/api/auth/verify-clinic-user', { email: input.email, code: fresh })).statusCode).toBe(
      200,
    );
    await expectError(
      (lang) => post(`/api/auth/verify-clinic-user?lang=${lang}`, { email: input.email, code: fresh }),
      'alreadyVerified',
    );
    await expectError(
      (lang) => post(`/api/auth/resend-confirmation?lang=${lang}`, { email: input.email }),
      'alreadyVerified',
    );
  });

  it('rate-limits resending: the fourth mail to one address within 15 minutes is refused', async () => {
    const input = newClinicInput('R');
    await post('/api/auth/register-clinic', input);
    for (let i = 0; i < 3; i += 1)
      expect((await post('/api/auth/resend-confirmation', { email: input.email })).statusCode).toBe(200);
    const fourth = await post('/api/auth/resend-confirmation', { email: input.email });
    expect(fourth.statusCode).toBe(429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(60);
  });

  it('only the latest mailed code works', async () => {
    const input = newClinicInput('L');
    await post('/api/auth/register-clinic', input);
    const old = await lastMailedCode(t.app, input.email);
    await post('/api/auth/resend-confirmation', { email: input.email });
    const latest = await lastMailedCode(t.app, input.email);
    if (old !== latest) {
      expect((await post('/api/auth/verify-clinic-user', { email: input.email, code: old })).statusCode).toBe(
        400,
      );
    }
    expect(
      (await post('/api/auth/verify-clinic-user', { email: input.email, code: latest })).statusCode,
    ).toBe(200);
  });
});

describe('passwords', () => {
  it('resets with the mailed code once, ending every session', async () => {
    const { input, headers, refreshToken } = await signUpClinic(t.app);
    // Unknown addresses get the same answer, and no mail.
    const unknown = await post('/api/auth/forgot-password', { email: 'ghost@example.vn' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ data: { sent: true } });

    expect((await post('/api/auth/forgot-password?lang=en', { email: input.email })).statusCode).toBe(200);
    const code = await lastMailedCode(t.app, input.email);
    await expectError(
      (lang) =>
        post(`/api/auth/reset-password?lang=${lang}`, {
          email: input.email,
          code: code === '999999' ? '999998' : '999999',
          password: 'NewSecret1',
        }),
      'confirmationCodeInvalid',
    );
    expect(
      (await post('/api/auth/reset-password', { email: input.email, code, password: 'NewSecret1' }))
        .statusCode,
    ).toBe(200);
    // Single use.
    expect(
      (await post('/api/auth/reset-password', { email: input.email, code, password: 'Other1234' }))
        .statusCode,
    ).toBe(400);
    // Every earlier session is gone.
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers })).statusCode).toBe(401);
    expect((await post('/api/auth/refresh-token', { refreshToken })).statusCode).toBe(400);
    expect((await post('/api/auth/login', { username: input.email, password: 'Secret123' })).statusCode).toBe(
      400,
    );
    expect(
      (await post('/api/auth/login', { username: input.email, password: 'NewSecret1' })).statusCode,
    ).toBe(200);
  });

  it('changes the password with the current one, ending the other sessions but not this one', async () => {
    const { input, headers } = await signUpClinic(t.app);
    const other = await post('/api/auth/login', { username: input.email, password: input.password });
    const otherHeaders = { authorization: `Bearer ${other.json().data.accessToken}` };
    await expectError(
      (lang) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/users/change-password?lang=${lang}`,
          headers,
          payload: { currentPassword: 'Wrong1234', newPassword: 'Brand1new' },
        }),
      'wrongPassword',
    );
    const weak = await t.app.inject({
      method: 'PUT',
      url: '/api/users/change-password',
      headers,
      payload: { currentPassword: input.password, newPassword: 'alllowercase1' },
    });
    expect(weak.json().fields[0]).toMatchObject({
      path: 'body.newPassword',
      messageId: 'formError.passwordRule',
    });
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/users/change-password',
      headers,
      payload: { currentPassword: input.password, newPassword: 'Brand1new' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: otherHeaders })).statusCode,
    ).toBe(401);
  });
});

describe('tokens', () => {
  it('answers 401 with the session-expired text for a missing, forged or garbage token', async () => {
    for (const authorization of [undefined, 'Bearer nonsense', `Bearer ${'e30.e30.x'}`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/users/me?lang=en',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: errors.unauthorized.code, message: errors.unauthorized.en });
    }
  });

  it('refuses an unknown refresh token', async () => {
    await expectError(
      (lang) => post(`/api/auth/refresh-token?lang=${lang}`, { refreshToken: 'made-up-token' }),
      'tokenError',
    );
  });
});
