import { errors } from '@clinic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpClinic, type TestApp } from '../../testing/harness.js';

// Failed sign-ins behind a clinic's one NAT address: a receptionist's typos lock out her own account from there,
// not her colleagues; one account is not guessed at from many addresses; one address is not a free pass to try
// account after account.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => t.close());

const signIn = (username: string, password: string, remoteAddress: string, lang = 'vi') =>
  t.app.inject({
    method: 'POST',
    url: `/api/auth/login?lang=${lang}`,
    payload: { username, password },
    remoteAddress,
  });

describe('failed sign-ins', () => {
  it('lock one account out of one address after 5 failures, while a colleague behind that address signs in', async () => {
    const nat = '198.51.100.7';
    const a = (await signUpClinic(t.app, 'Natmot')).input;
    const b = (await signUpClinic(t.app, 'Nathai')).input;
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push((await signIn(a.email, `Wrong${i}abc`, nat)).statusCode);
    expect(answers).toEqual([400, 400, 400, 400, 400, 429]);
    const refused = await signIn(a.email, a.password, nat, 'en');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe(errors.tooManyAttempts.code);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json().message).toContain(String(retryAfter));
    expect((await signIn(b.email, b.password, nat)).statusCode).toBe(200);
  });

  it('stop one account tried from 30 addresses at 20 failures, even with its right password', async () => {
    const a = (await signUpClinic(t.app, 'Nhieudc')).input;
    const answers = [];
    for (let i = 0; i < 30; i += 1)
      answers.push((await signIn(a.email, 'Wrong123', `203.0.113.${i + 1}`)).statusCode);
    expect(answers.slice(0, 20)).toEqual(Array(20).fill(400));
    expect(answers.slice(20)).toEqual(Array(10).fill(429));
    const late = await signIn(a.email, a.password, '203.0.113.200');
    expect(late.statusCode).toBe(429);
    // The wait is the account's window, up to 15 minutes.
    expect(Number(late.headers['retry-after'])).toBeGreaterThan(60);
    expect(Number(late.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
  });

  it('forget a user’s typos at one address once she signs in there', async () => {
    const desk = '198.51.100.20';
    const a = (await signUpClinic(t.app, 'Goinham')).input;
    for (let i = 0; i < 4; i += 1) expect((await signIn(a.email, 'Wrong123', desk)).statusCode).toBe(400);
    expect((await signIn(a.email, a.password, desk)).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await signIn(a.email, 'Wrong123', desk)).statusCode).toBe(400);
    expect((await signIn(a.email, a.password, desk)).statusCode).toBe(200);
  });

  it('stop one address trying many accounts at 50 failures a minute', async () => {
    const scanner = '198.51.100.99';
    const a = (await signUpClinic(t.app, 'Quetip')).input;
    for (let i = 0; i < 50; i += 1)
      expect((await signIn(`nobody${i}@example.vn`, 'Wrong123', scanner)).statusCode).toBe(400);
    expect((await signIn(a.email, a.password, scanner)).statusCode).toBe(429);
    expect((await signIn(a.email, a.password, '198.51.100.100')).statusCode).toBe(200);
  });
});
