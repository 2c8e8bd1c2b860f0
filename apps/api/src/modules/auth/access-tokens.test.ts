import { createSecretKey } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpClinic, type TestApp } from '../../testing/harness.js';

// An access token is short-lived by its `exp`: one signed with the server's own secret and the claims of a live
// session, but without an expiry, would never die, so it is refused like a forged one.

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpClinic>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpClinic(t.app, 'Hanhan');
}, 60_000);
afterAll(async () => t.close());

/** The owner's own access token as the server signs it, with `exp` only when `ttl` is given. */
async function ownToken(ttl?: string) {
  const { payload } = decode(owner.accessToken);
  const jwt = new SignJWT({ cid: payload.cid, sid: payload.sid, typ: 'access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(payload.sub))
    .setIssuedAt();
  if (ttl) jwt.setExpirationTime(ttl);
  return jwt.sign(createSecretKey(Buffer.from(t.app.deps.config.jwtSecret, 'utf8')));
}
const decode = (token: string) => ({
  payload: JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>,
});
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });

describe('an access token', () => {
  it('signed with the server’s secret for a live session works with an expiry, and is 401 without one', async () => {
    expect((await me(await ownToken('5m'))).statusCode).toBe(200);
    const forever = await ownToken();
    expect(decode(forever).payload.exp).toBeUndefined();
    const res = await me(forever);
    expect(res.statusCode).toBe(401);
    // Asked again (a remembered token is not re-verified), still refused.
    expect((await me(forever)).statusCode).toBe(401);
  });
});
