import { RoleKind } from '@clinic/domain';
import type { UserView } from '@clinic/domain/contracts';
import type { SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

/**
 * Who is calling: resolved from the access token through the per-session cache (session-cache.ts), which a
 * logout, password change or refresh-token replay empties at once on every instance.
 */
export interface AuthContext {
  userId: number;
  clinicId: number;
  sessionId: string;
  roleId: number;
  roleKind: number;
  /**
   * Kept with the cached session (platform/session-cache.ts) and dropped with it: the group scope and the
   * caller's own profile, worked out on first use. Absent where no session cache stands behind the context
   * (hand-built contexts in tests).
   */
  memo?: SessionMemo;
}

export interface SessionMemo {
  doctorScope?: { filter: SQL | undefined };
  /** GET /users/me: any change to the user (profile, role, groups, status, verification) drops the session. */
  userView?: UserView;
}

export const isOwnerOrAdmin = (auth: AuthContext) =>
  auth.roleKind === RoleKind.Owner || auth.roleKind === RoleKind.Admin;

export function bearerToken(req: Pick<FastifyRequest, 'headers'>): string | undefined {
  const header = req.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
}
