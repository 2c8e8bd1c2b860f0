import { AppError, RoleKind } from '@clinic/domain';
import { and, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { roles, sessions, users } from '../db/schema/index.js';
import type { TokenSigner } from './tokens.js';

/** Who is calling: resolved from the access token and checked against the live session on every request. */
export interface AuthContext {
  userId: number;
  clinicId: number;
  sessionId: string;
  roleId: number;
  roleKind: number;
  /**
   * Kept with the cached session (platform/session-cache.ts) and dropped with it: the group scope worked out
   * on first use. Absent where no session cache stands behind the context (sockets, hand-built contexts).
   */
  memo?: SessionMemo;
}

export interface SessionMemo {
  doctorScope?: { filter: SQL | undefined };
}

export const isOwnerOrAdmin = (auth: AuthContext) =>
  auth.roleKind === RoleKind.Owner || auth.roleKind === RoleKind.Admin;

export function bearerToken(req: Pick<FastifyRequest, 'headers'>): string | undefined {
  const header = req.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
}

/**
 * A token is only as good as its session: logout, password change and refresh-token replay revoke the session,
 * and its access tokens stop working at once rather than when they expire.
 */
export async function resolveAuth(
  db: Db,
  signer: TokenSigner,
  token: string | undefined,
  now: Date,
): Promise<AuthContext> {
  const claims = token ? await signer.verifyAccess(token) : null;
  if (!claims) throw new AppError('unauthorized');
  const [row] = await db
    .select({ roleId: users.roleId, roleKind: roles.kind })
    .from(users)
    .innerJoin(roles, and(eq(roles.clinicId, users.clinicId), eq(roles.id, users.roleId)))
    .innerJoin(sessions, and(eq(sessions.id, claims.sessionId), eq(sessions.userId, users.id)))
    .where(
      and(
        eq(users.id, claims.userId),
        eq(users.clinicId, claims.clinicId),
        eq(users.status, 1000),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    );
  if (!row) throw new AppError('unauthorized');
  return { ...claims, roleId: row.roleId, roleKind: row.roleKind };
}
