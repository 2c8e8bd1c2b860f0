import {
  ActivityEntityType,
  AppError,
  AppointmentFeature,
  allScreenIds,
  PermissionLevel,
  RoleKind,
  ScreenId,
  screenLevels,
} from '@clinic/domain';
import { rolesContract } from '@clinic/domain/contracts';
import { and, count, eq, inArray } from 'drizzle-orm';
import { readAll } from '../../db/reads.js';
import { roleFeatures, roleScreenPermissions, roles, users } from '../../db/schema/index.js';
import { defineResource, isoTimes } from '../../resources/define-resource.js';
import { assertMayChangeOwnAccess, assertMayGrant, roleHoldings, userHoldings } from './holdings.js';

const featureIds = Object.values(AppointmentFeature);

const isBuiltIn = (kind: number) => kind === RoleKind.Owner || kind === RoleKind.Admin;

/**
 * Screen 7. Owner and Admin are built in: they hold every screen at Write and every feature, and can be neither
 * edited, disabled nor deleted. A user-defined role holds a level (None / Read / Write) per screen
 * (docs/product.md#staff-screens-by-id) and the appointment features 101–106. Nobody can delete or disable the role
 * they hold themselves, nor edit it; and a role is created, edited, disabled or deleted only by someone who holds
 * everything it holds, before and after (docs/product.md#permissions).
 */
export const rolesResource = defineResource({
  name: 'roles',
  table: roles,
  screen: ScreenId.UserRoles,
  entityType: ActivityEntityType.UserRole,
  notFound: 'roleNotFound',
  contract: rolesContract,
  values: ({ name: roleName, description }) => ({ name: roleName, description, kind: RoleKind.UserDefined }),
  toItems: async (db, clinicId, rows) => {
    const ids = rows.map((r) => r.id);
    const [screens, features, members] = ids.length
      ? await readAll(db, [
          () =>
            db
              .select()
              .from(roleScreenPermissions)
              .where(
                and(eq(roleScreenPermissions.clinicId, clinicId), inArray(roleScreenPermissions.roleId, ids)),
              ),
          () =>
            db
              .select()
              .from(roleFeatures)
              .where(and(eq(roleFeatures.clinicId, clinicId), inArray(roleFeatures.roleId, ids))),
          () =>
            db
              .select({ roleId: users.roleId, n: count() })
              .from(users)
              .where(and(eq(users.clinicId, clinicId), inArray(users.roleId, ids)))
              .groupBy(users.roleId),
        ] as const)
      : [[], [], []];
    return rows.map((row) => {
      const builtIn = isBuiltIn(row.kind);
      return {
        ...row,
        ...isoTimes(row),
        screenPermissions: builtIn
          ? allScreenIds.map((screenId) => ({ screenId, level: PermissionLevel.Write }))
          : screens
              .filter((s) => s.roleId === row.id && s.level > PermissionLevel.None)
              .map((s) => ({ screenId: s.screenId, level: s.level }))
              .sort((a, b) => a.screenId - b.screenId),
        featureIds: builtIn
          ? [...featureIds]
          : features
              .filter((f) => f.roleId === row.id)
              .map((f) => f.featureId)
              .sort((a, b) => a - b),
        userCount: members.find((m) => m.roleId === row.id)?.n ?? 0,
      };
    });
  },
  search: [roles.name],
  sortable: { name: roles.name, createdAt: roles.createdAt },
  unique: [{ field: 'name', column: roles.name, error: 'duplicateName' }],
  inUse: {
    entity: 'role',
    count: async (tx, clinicId, id) =>
      (
        await tx
          .select({ n: count() })
          .from(users)
          .where(and(eq(users.clinicId, clinicId), eq(users.roleId, id)))
      )[0]?.n ?? 0,
  },
  // Nobody grants what they do not hold (holdings.ts): a role is written only with levels and features the
  // caller holds…
  check: async (tx, input) => {
    const me = await userHoldings(tx.db, tx.actor.clinicId, tx.actor.userId ?? 0);
    assertMayGrant(me, {
      kind: RoleKind.UserDefined,
      screens: screenLevels(input.screenPermissions),
      features: input.featureIds,
    });
  },
  // …and only a role the caller holds all of, never their own (so the Owner and Admin, whose built-in roles
  // nobody edits, are not concerned).
  protect: async (tx, row, change) => {
    if (isBuiltIn(row.kind)) throw new AppError('cannotEditOwner');
    const me = await userHoldings(tx.db, tx.actor.clinicId, tx.actor.userId ?? 0);
    if (me.roleId === row.id) {
      if (change === 'update') assertMayChangeOwnAccess(me);
      else throw new AppError('cannotRemoveOwnRoleOrGroup');
    }
    const role = await roleHoldings(tx.db, tx.actor.clinicId, row.id);
    if (role) assertMayGrant(me, role);
  },
  afterWrite: async (tx, id, input) => {
    const clinicId = tx.actor.clinicId;
    await tx.db
      .delete(roleScreenPermissions)
      .where(and(eq(roleScreenPermissions.clinicId, clinicId), eq(roleScreenPermissions.roleId, id)));
    await tx.db
      .delete(roleFeatures)
      .where(and(eq(roleFeatures.clinicId, clinicId), eq(roleFeatures.roleId, id)));
    // One level per screen (the last one given wins); None is stored as no row.
    const byScreen = new Map(input.screenPermissions.map((p) => [p.screenId, p.level]));
    const granted = [...byScreen].filter(([, level]) => level > PermissionLevel.None);
    if (granted.length) {
      await tx.db
        .insert(roleScreenPermissions)
        .values(granted.map(([screenId, level]) => ({ clinicId, roleId: id, screenId, level })));
    }
    const features = [...new Set(input.featureIds)];
    if (features.length)
      await tx.db
        .insert(roleFeatures)
        .values(features.map((featureId) => ({ clinicId, roleId: id, featureId })));
    // Everyone holding the role sees the new permissions at once (their open pages reload them).
    const holders = await tx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.clinicId, clinicId), eq(users.roleId, id)));
    for (const holder of holders) tx.publish('permissions.change', { userId: holder.id });
  },
});
