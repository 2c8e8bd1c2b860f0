import { createSecretKey } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenSigner } from './tokens.js';

const claims = { userId: 7, clinicId: 3, sessionId: 'session-1' };

describe('access tokens', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('verify to their claims, again and again while they live', async () => {
    const signer = createTokenSigner('a secret long enough for HS256 tests', 60);
    const token = await signer.signAccess(claims);
    expect(await signer.verifyAccess(token)).toEqual(claims);
    expect(await signer.verifyAccess(token)).toEqual(claims);
  });

  it('are refused once expired, even after they were verified and remembered', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T08:00:00Z'));
    const signer = createTokenSigner('a secret long enough for HS256 tests', 60);
    const token = await signer.signAccess(claims);
    expect(await signer.verifyAccess(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-26T08:01:01Z'));
    expect(await signer.verifyAccess(token)).toBeNull();
  });

  it('are refused when signed with another secret or altered, whatever was verified before', async () => {
    const signer = createTokenSigner('a secret long enough for HS256 tests', 60);
    const other = createTokenSigner('another secret, just as long as that', 60);
    const token = await signer.signAccess(claims);
    expect(await signer.verifyAccess(token)).toEqual(claims);
    expect(await other.verifyAccess(token)).toBeNull();
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), cid: 4 }),
    ).toString('base64url');
    expect(await signer.verifyAccess(`${header}.${forged}.${signature}`)).toBeNull();
  });

  it('are refused without an expiry, even signed with the secret and carrying every other claim', async () => {
    const secret = 'a secret long enough for HS256 tests';
    const signer = createTokenSigner(secret, 60);
    const forever = await new SignJWT({ cid: claims.clinicId, sid: claims.sessionId, typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuedAt()
      .sign(createSecretKey(Buffer.from(secret, 'utf8')));
    expect(await signer.verifyAccess(forever)).toBeNull();
    expect(await signer.verifyAccess(forever)).toBeNull();
  });
});
