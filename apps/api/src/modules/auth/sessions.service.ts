import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db, DbTx } from '../../db/client.js';
import { refreshTokens, sessions } from '../../db/schema/index.js';
import { newOpaqueToken, sha256, type TokenSigner } from '../../platform/tokens.js';

type Handle = Db | DbTx;

export async function startSession(
  db: Handle,
  signer: TokenSigner,
  input: { clinicId: number; userId: number; ttlDays: number; ip?: string; userAgent?: string | undefined },
  now: Date,
) {
  const [session] = await db
    .insert(sessions)
    .values({
      clinicId: input.clinicId,
      userId: input.userId,
      ip: input.ip,
      userAgent: input.userAgent?.slice(0, 300),
      expiresAt: new Date(now.getTime() + input.ttlDays * 24 * 3600 * 1000),
    })
    .returning();
  return issueTokens(db, signer, session!);
}

/** A fresh access token and a fresh refresh token of the same family (session). */
export async function issueTokens(
  db: Handle,
  signer: TokenSigner,
  session: { id: string; clinicId: number; userId: number },
) {
  const refreshToken = newOpaqueToken();
  await db
    .insert(refreshTokens)
    .values({ clinicId: session.clinicId, sessionId: session.id, tokenHash: sha256(refreshToken) });
  const accessToken = await signer.signAccess({
    userId: session.userId,
    clinicId: session.clinicId,
    sessionId: session.id,
  });
  return { accessToken, refreshToken };
}

export async function revokeSession(db: Handle, sessionId: string, reason: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user, or every one but `keep` (the caller's own, after a password change). */
export async function revokeUserSessions(
  db: Handle,
  userId: number,
  reason: string,
  now: Date,
  keep?: string,
) {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep ? ne(sessions.id, keep) : undefined),
    );
}
