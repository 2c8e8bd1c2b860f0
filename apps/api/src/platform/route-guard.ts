import { createHash, timingSafeEqual } from 'node:crypto';
import { AppError, idParam, isPlanExpired, PermissionLevel, planHas, RoleKind } from '@clinic/domain';
import { and, eq, getTableName, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { runPrepared } from '../db/prepared.js';
import { type AuthContext, bearerToken } from './auth-context.js';
import { type DeviceContext, isDeviceToken, resolveDevice } from './device-auth.js';
import { type Access, alternativeScreens, type EntityRef } from './route.js';
import { hasFeature, type SessionAccess, type SessionCache, screenLevel } from './session-cache.js';

// The guard of every route: who is calling (authenticate, on request) and whether they may (guard, before the
// body's schema), from the route's declaration (route.ts).

/** What the route guard knows of each route; a route added later falls under the same checks automatically. */
export interface RouteConfig {
  access: Access;
  entity?: EntityRef;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    /** The caller's cached session: role screen levels and features for the guard. */
    access: SessionAccess | null;
    device: DeviceContext | null;
    /** The `:id` row the guard loaded (see Call.row). */
    entityRow: unknown;
  }
}

/**
 * Whether a route changes something, for the expired plan: a staff route with a screen by its level (a POST
 * search needs only Read), any other by its method. Routes that answer after expiry anyway say `whenExpired`.
 */
export function writes(access: Access, method: string): boolean {
  if (access.auth === 'public' || access.auth === 'provider') return false;
  if (access.whenExpired) return false;
  if (access.auth === 'user' && access.screen !== undefined)
    return (access.level ?? PermissionLevel.Read) >= PermissionLevel.Write;
  return method !== 'GET';
}

/**
 * The clinic's plan: a route of a feature the plan lacks is `planFeatureMissing`; after the plan's end a route
 * that writes is `clinicPlanExpired` (docs/product.md#plans).
 */
function planCheck(
  access: Access,
  method: string,
  clinic: { plan: number; planExpiresAt: Date | null },
  now: Date,
) {
  if (access.auth === 'user' && access.plan !== undefined && !planHas(clinic.plan, access.plan))
    throw new AppError('planFeatureMissing');
  if (writes(access, method) && isPlanExpired(clinic.planExpiresAt, now))
    throw new AppError('clinicPlanExpired');
}

/** Whether the caller's screen levels and features pass a staff route's screen, `orScreen`, level and feature. */
export function screensAllow(
  session: SessionAccess,
  access: Omit<Extract<Access, { auth: 'user' }>, 'auth'>,
) {
  const level = access.level ?? PermissionLevel.Read;
  if (
    access.screen !== undefined &&
    screenLevel(session, access.screen) < level &&
    !alternativeScreens(access.orScreen).some((screen) => screenLevel(session, screen) >= level)
  )
    return false;
  return access.feature === undefined || hasFeature(session, access.feature);
}

/**
 * Whether a signed-in staff member could call a staff route right now, as the guard judges it before tenancy:
 * what a socket is told is held to the same rule (platform/realtime-audience.ts).
 */
export function userMayCall(session: SessionAccess, access: Access): boolean {
  if (access.auth !== 'user') return false;
  if (access.plan !== undefined && !planHas(session.plan, access.plan)) return false;
  if (access.ownerOnly && session.auth.roleKind !== RoleKind.Owner) return false;
  return screensAllow(session, access);
}

/** Plan, permission, then tenancy: runs before body validation, so a foreign id is 404 whatever the body says. */
export async function guard(db: Db, req: FastifyRequest, config: RouteConfig, now: Date): Promise<void> {
  const { access, entity } = config;
  // A device is held to its clinic's plan too (a kiosk of an expired clinic checks no one in).
  if (req.device) planCheck(access, req.method, req.device, now);
  // A device let onto a staff route (deviceKinds) was checked by kind in authenticate; screens are for staff.
  if (access.auth !== 'user' || req.device) return;
  const auth = req.auth!;
  // Screen levels, features and the clinic's plan come with the cached session: no query per request.
  const session = req.access!;
  planCheck(access, req.method, session, now);
  if (access.ownerOnly && auth.roleKind !== RoleKind.Owner) throw new AppError('onlyOwnerCanAct');
  if (!screensAllow(session, access)) throw new AppError('noPermission');
  if (entity) {
    // Read as the params schema reads it (idParam): what it would refuse, schema validation answers with 400.
    const parsed = idParam.safeParse((req.params as Record<string, unknown>).id);
    if (!parsed.success) return;
    const id = parsed.data;
    // The whole row: the handler gets it as `row` instead of reading it a second time.
    const { table } = entity;
    if (entity.read) {
      const record = await entity.read(db, auth.clinicId, id, req.params as Record<string, string>);
      if (!record) throw new AppError(entity.notFound);
      req.entityRow = record;
      return;
    }
    const [row] = await runPrepared(
      db,
      `guard_row_${getTableName(table)}`,
      (d) =>
        d
          .select()
          .from(table)
          .where(and(eq(table.id, sql.placeholder('id')), eq(table.clinicId, sql.placeholder('clinicId')))),
      { id, clinicId: auth.clinicId },
    );
    if (!row) throw new AppError(entity.notFound);
    req.entityRow = row;
  }
}

/** What resolving the caller needs of the app. */
export interface CallerDeps {
  db: Db;
  clock: () => Date;
  sessions: SessionCache;
  /** PROVIDER_TOKEN: the bearer token of the provider's routes; undefined hides them (404). */
  providerToken?: string | undefined;
}

/**
 * Who is calling, by the route's kind. A device token never reaches the staff session lookup: it is refused on
 * every staff route with 403 (the device is known to be a device, and devices may do only their own routes).
 */
export async function authenticate(deps: CallerDeps, req: FastifyRequest, access: Access) {
  const token = bearerToken(req);
  if (access.auth === 'user') {
    if (isDeviceToken(token)) {
      if (!access.deviceKinds?.length) throw new AppError('noPermission');
      const device = await resolveDevice(deps.db, token, deps.clock());
      if (!access.deviceKinds.includes(device.kind)) throw new AppError('noPermission');
      req.device = device;
      return;
    }
    const session = await deps.sessions.resolve(token);
    req.access = session;
    req.auth = session.auth;
  } else if (access.auth === 'device') {
    const device = await resolveDevice(deps.db, token, deps.clock());
    if (!access.kinds.includes(device.kind)) throw new AppError('noPermission');
    req.device = device;
  } else if (access.auth === 'provider') {
    // No token configured: the provider's routes do not exist on this server.
    if (!deps.providerToken) throw new AppError('routeNotFound');
    if (!sameSecret(token, deps.providerToken)) throw new AppError('unauthorized');
  }
}

/** Compares a presented secret with the configured one in constant time (by their sha-256, so lengths may differ). */
function sameSecret(presented: string | undefined, expected: string): boolean {
  if (!presented) return false;
  return timingSafeEqual(sha256Bytes(presented), sha256Bytes(expected));
}
const sha256Bytes = (text: string) => createHash('sha256').update(text).digest();
