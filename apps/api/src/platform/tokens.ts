import { createHash, createSecretKey, randomBytes, randomInt } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { systemClock } from './clock.js';

export interface AccessClaims {
  userId: number;
  clinicId: number;
  sessionId: string;
}

/** Far above the access tokens alive on one instance at once; past it the oldest go (memory, not trust). */
const MAX_REMEMBERED_TOKENS = 20_000;

/** Short-lived access JWTs (HS256) carrying the user, the clinic and the session they belong to. */
export function createTokenSigner(secret: string, ttlSeconds: number) {
  // A KeyObject made once: given raw bytes, jose imports the HMAC key again on every sign and verify (12–14 % of a
  // read by id's CPU in the HTTP bench's profile).
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  // Tokens already verified, with their expiry (ms): a staff app sends the same token with every request until it
  // refreshes, and jose verifies through webcrypto's async job each time (the largest share of /users/me's CPU
  // after the framework). Only a token whose signature checked out is kept, and only until it expires.
  const verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();
  return {
    async signAccess(claims: AccessClaims): Promise<string> {
      return new SignJWT({ cid: claims.clinicId, sid: claims.sessionId, typ: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },
    /**
     * The claims of a valid access token, or null for anything else (expired, forged, wrong kind, or without an
     * expiry: such a token, however it came to be signed, would never die).
     */
    async verifyAccess(token: string): Promise<AccessClaims | null> {
      const known = verified.get(token);
      // jose judges `exp` by the system clock, not the app's (tests fix that one); so does this.
      if (known && known.expiresAtMs > systemClock().getTime()) return known.claims;
      if (known) verified.delete(token);
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'sub'],
        });
        if (
          payload.typ !== 'access' ||
          typeof payload.cid !== 'number' ||
          typeof payload.sid !== 'string' ||
          typeof payload.exp !== 'number'
        )
          return null;
        const claims = { userId: Number(payload.sub), clinicId: payload.cid, sessionId: payload.sid };
        if (verified.size >= MAX_REMEMBERED_TOKENS) verified.delete(verified.keys().next().value!);
        verified.set(token, { claims, expiresAtMs: payload.exp * 1000 });
        return claims;
      } catch {
        return null;
      }
    },
  };
}
export type TokenSigner = ReturnType<typeof createTokenSigner>;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const newOpaqueToken = () => randomBytes(32).toString('base64url');
export const newNumericCode = (digits = 6) => String(randomInt(0, 10 ** digits)).padStart(digits, '0');
