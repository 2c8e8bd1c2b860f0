import { AppError, PermissionLevel, type Plan, RoleKind } from '@clinic/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { readAll } from '../db/reads.js';
import { clinics, roleFeatures, roleScreenPermissions, roles, sessions, users } from '../db/schema/index.js';
import type { AuthContext } from './auth-context.js';
import type { AccessClaims, TokenSigner } from './tokens.js';

/**
 * What a request needs to know of its caller, read once per session rather than once per request: who, with
 * which role, until when, and the role's screen levels and features. The group scope (which doctors the caller
 * sees) is worked out on first use and kept beside it.
 */
export interface SessionAccess {
  auth: AuthContext;
  expiresAt: Date;
  /** Screen id → level; empty for Owner and Admin, who pass every screen check without it. */
  screens: ReadonlyMap<number, number>;
  features: ReadonlySet<number>;
  /**
   * The clinic's plan and when it ends (null: no end), for the plan checks of the guard. Kept with the session:
   * the provider's change of plan drops the clinic's sessions (modules/provider), and expiry is a comparison with
   * the clock, so nothing here goes stale by time alone.
   */
  plan: Plan;
  planExpiresAt: Date | null;
}

/**
 * Whose cached sessions a change makes stale: one user's (logout, password change, replay, role or groups or
 * status changed, deleted) or, without `userId`, everyone's in the clinic (a role's permissions, a group).
 */
export interface AccessChange {
  clinicId: number;
  userId?: number;
}

/** Told of every change made on this instance, to carry it to the other instances (the Redis link). */
export type ChangeCarrier = (change: AccessChange) => Promise<void>;

/** Far above the live sessions of any one instance; past it the oldest entries go (memory, not freshness). */
const MAX_ENTRIES = 20_000;

/**
 * How long an entry is trusted without reading its rows again. Changes are dropped at once by `forget` and the
 * carrier, but the carrier (Redis pub/sub) delivers at most once: a message lost to a blip would otherwise leave a
 * logged-out or disabled user valid on that instance until the session's own end. Past this bound the rows decide.
 */
export const SESSION_FRESH_MS = 30_000;

interface Entry extends SessionAccess {
  /** After this instant (by the clock) the entry is read again before it is used. */
  readUntil: number;
}

const unauthorized = () => new AppError('unauthorized');

export const isOwnerOrAdminKind = (kind: number) => kind === RoleKind.Owner || kind === RoleKind.Admin;

/**
 * The per-session cache. An entry lives until a change drops it (`forget`, here or on another instance through
 * the carrier), its session expires by `clock`, or SESSION_FRESH_MS pass: a change made here or heard from the
 * carrier is refused on the very next request, and one whose message was lost within SESSION_FRESH_MS.
 */
export function createSessionCache(deps: { db: Db; signer: TokenSigner; clock: () => Date }) {
  const entries = new Map<string, Entry>();
  const carriers = new Set<ChangeCarrier>();
  /** Told of every drop, made here or carried from another instance: the open sockets are checked again. */
  const dropListeners = new Set<(change: AccessChange) => void>();
  // Bumped by every change: a load that began before a change may have read the old rows, so it serves its
  // own request but is not kept.
  let generation = 0;

  async function load(claims: {
    userId: number;
    clinicId: number;
    sessionId: string;
  }): Promise<SessionAccess> {
    const [row] = await deps.db
      .select({
        roleId: users.roleId,
        roleKind: roles.kind,
        expiresAt: sessions.expiresAt,
        plan: clinics.plan,
        planExpiresAt: clinics.planExpiresAt,
      })
      .from(users)
      .innerJoin(roles, and(eq(roles.clinicId, users.clinicId), eq(roles.id, users.roleId)))
      .innerJoin(clinics, eq(clinics.id, users.clinicId))
      .innerJoin(sessions, and(eq(sessions.id, claims.sessionId), eq(sessions.userId, users.id)))
      .where(
        and(
          eq(users.id, claims.userId),
          eq(users.clinicId, claims.clinicId),
          eq(users.status, 1000),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, deps.clock()),
        ),
      );
    if (!row) throw unauthorized();
    const auth: AuthContext = { ...claims, roleId: row.roleId, roleKind: row.roleKind, memo: {} };
    const plan = { plan: row.plan, planExpiresAt: row.planExpiresAt };
    if (isOwnerOrAdminKind(row.roleKind))
      return { auth, expiresAt: row.expiresAt, screens: new Map(), features: new Set(), ...plan };
    const ofRole = (table: typeof roleScreenPermissions | typeof roleFeatures) =>
      and(eq(table.clinicId, claims.clinicId), eq(table.roleId, row.roleId));
    const [screenRows, featureRows] = await readAll(deps.db, [
      () =>
        deps.db
          .select({ screenId: roleScreenPermissions.screenId, level: roleScreenPermissions.level })
          .from(roleScreenPermissions)
          .where(ofRole(roleScreenPermissions)),
      () =>
        deps.db.select({ featureId: roleFeatures.featureId }).from(roleFeatures).where(ofRole(roleFeatures)),
    ] as const);
    return {
      auth,
      expiresAt: row.expiresAt,
      screens: new Map(screenRows.map((r) => [r.screenId, r.level])),
      features: new Set(featureRows.map((r) => r.featureId)),
      ...plan,
    };
  }

  /** Drops the entries a change makes stale, on this instance only. */
  function drop(change: AccessChange) {
    generation += 1;
    for (const [sessionId, entry] of entries) {
      if (entry.auth.clinicId !== change.clinicId) continue;
      if (change.userId === undefined || entry.auth.userId === change.userId) entries.delete(sessionId);
    }
    for (const listener of dropListeners) listener(change);
  }

  /** The session behind verified claims: from the cache, or read once and kept. Refused: 401 unauthorized. */
  async function byClaims(claims: AccessClaims): Promise<SessionAccess> {
    let entry = entries.get(claims.sessionId);
    if (entry && entry.readUntil <= deps.clock().getTime()) {
      entries.delete(claims.sessionId);
      entry = undefined;
    }
    if (!entry) {
      const started = generation;
      entry = { ...(await load(claims)), readUntil: deps.clock().getTime() + SESSION_FRESH_MS };
      if (started === generation) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(claims.sessionId, entry);
      }
    }
    if (entry.expiresAt <= deps.clock()) {
      entries.delete(claims.sessionId);
      throw unauthorized();
    }
    return entry;
  }

  return {
    /** The caller behind an access token: from the cache, or read once and kept. Refused: 401 unauthorized. */
    async resolve(token: string | undefined): Promise<SessionAccess> {
      const claims = token ? await deps.signer.verifyAccess(token) : null;
      if (!claims) throw unauthorized();
      return byClaims(claims);
    },

    /**
     * The session again, by the claims of a token verified earlier: an open socket is checked on every change
     * to its user, role, groups or session long after its access token (15 minutes) has expired, and stays as
     * long as its session does.
     */
    byClaims,

    /** Listens to every drop (here or from another instance); answers the function that stops listening. */
    onDrop(listener: (change: AccessChange) => void) {
      dropListeners.add(listener);
      return () => dropListeners.delete(listener);
    },

    /**
     * Call after the change has committed: drops the stale entries here at once and, with a carrier (Redis),
     * on every other instance; resolves once the change is on its way to them.
     */
    async forget(change: AccessChange): Promise<void> {
      drop(change);
      await Promise.all([...carriers].map((carry) => carry(change)));
    },

    /** A change another instance made (from the carrier): dropped here only. */
    dropRemote: drop,

    /**
     * Drops every entry, here only: the carrier's link came back after a break in which changes may have been
     * missed. Every cached clinic's open sockets are checked again, as for a change to the whole clinic.
     */
    clear() {
      const clinicIds = new Set([...entries.values()].map((entry) => entry.auth.clinicId));
      entries.clear();
      for (const clinicId of clinicIds) drop({ clinicId });
    },

    carry(carrier: ChangeCarrier) {
      carriers.add(carrier);
      return () => carriers.delete(carrier);
    },

    /** Cached sessions, for tests that check what is kept. */
    get size() {
      return entries.size;
    },
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;

/** A role's level on a screen from the cached session; Owner and Admin have every screen. */
export function screenLevel(access: SessionAccess, screen: number): number {
  if (isOwnerOrAdminKind(access.auth.roleKind)) return PermissionLevel.Write;
  return access.screens.get(screen) ?? PermissionLevel.None;
}

export function hasFeature(access: SessionAccess, feature: number): boolean {
  return isOwnerOrAdminKind(access.auth.roleKind) || access.features.has(feature);
}
