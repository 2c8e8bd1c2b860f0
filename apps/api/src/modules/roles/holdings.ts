import {
  AppError,
  grantRefusal,
  holdsAll,
  mayAssignGroups,
  mayChangeOwnAccess,
  type RoleHoldings,
  screenLevels,
} from '@clinic/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, DbTx } from '../../db/client.js';
import { readAll } from '../../db/reads.js';
import { roleFeatures, roleScreenPermissions, roles, users } from '../../db/schema/index.js';
import type { AuthContext } from '../../platform/auth-context.js';
import { enabledGroupsOf } from '../groups/scope.js';

// The database side of packages/domain grants.ts: what a role or a user holds, read from its rows, and the
// refusals every path that hands out or takes away access throws (employees, invitations, roles, groups).

export type StoredHoldings = RoleHoldings & { roleId: number; enabled: boolean };

/** What the role holds, or null when the clinic has no such role. */
export async function roleHoldings(
  db: Db | DbTx,
  clinicId: number,
  roleId: number,
): Promise<StoredHoldings | null> {
  const ofRole = (table: typeof roleScreenPermissions | typeof roleFeatures) =>
    and(eq(table.clinicId, clinicId), eq(table.roleId, roleId));
  const [[role], screens, features] = await readAll(db, [
    () =>
      db
        .select({ kind: roles.kind, enabled: roles.enabled })
        .from(roles)
        .where(and(eq(roles.clinicId, clinicId), eq(roles.id, roleId))),
    () =>
      db
        .select({ screenId: roleScreenPermissions.screenId, level: roleScreenPermissions.level })
        .from(roleScreenPermissions)
        .where(ofRole(roleScreenPermissions)),
    () => db.select({ featureId: roleFeatures.featureId }).from(roleFeatures).where(ofRole(roleFeatures)),
  ] as const);
  if (!role) return null;
  return {
    roleId,
    kind: role.kind,
    enabled: role.enabled,
    screens: screenLevels(screens),
    features: features.map((f) => f.featureId),
  };
}

/** What the user's role holds (a resource hook knows only the acting user's id). */
export async function userHoldings(db: Db | DbTx, clinicId: number, userId: number): Promise<StoredHoldings> {
  const [user] = await db
    .select({ roleId: users.roleId })
    .from(users)
    .where(and(eq(users.clinicId, clinicId), eq(users.id, userId)));
  const holdings = user && (await roleHoldings(db, clinicId, user.roleId));
  // The guard let this user in a moment ago: a missing row is the caller's own access gone.
  if (!holdings) throw new AppError('noPermission');
  return holdings;
}

/** Refuses handing `target` out: the Owner role never (invalidRole, as before), a role above the caller's. */
export function assertMayGrant(caller: RoleHoldings, target: RoleHoldings) {
  const refusal = grantRefusal(caller, target);
  if (refusal === 'ownerRole') throw new AppError('invalidRole');
  if (refusal === 'aboveCaller') throw new AppError('cannotGrantAbove');
}

/** Refuses acting on (editing, disabling, deleting) a user whose role holds more than the caller's. */
export function assertHoldsUser(caller: RoleHoldings, target: RoleHoldings) {
  if (!holdsAll(caller, target)) throw new AppError('userAboveCaller');
}

/** Refuses a change to the caller's own role or groups, or to a role or group the caller belongs to. */
export function assertMayChangeOwnAccess(caller: RoleHoldings) {
  if (!mayChangeOwnAccess(caller.kind)) throw new AppError('cannotChangeOwnAccess');
}

/** Refuses putting someone in groups that would let them see more than the caller's own groups do. */
export async function assertMayAssignGroups(db: Db | DbTx, auth: AuthContext, wanted: readonly number[]) {
  const mine = await enabledGroupsOf(db, auth);
  if (
    !mayAssignGroups(
      auth.roleKind,
      mine.map((g) => g.id),
      wanted,
    )
  )
    throw new AppError('cannotGrantAbove');
}
