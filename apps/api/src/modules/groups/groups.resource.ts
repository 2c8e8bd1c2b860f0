import { ActivityEntityType, AppError, ScreenId } from '@clinic/domain';
import { userGroupsContract } from '@clinic/domain/contracts';
import { and, count, eq, inArray } from 'drizzle-orm';
import { readAll } from '../../db/reads.js';
import { groupDoctors, groupLocations, userGroupMembers, userGroups } from '../../db/schema/index.js';
import { defineResource, isoTimes } from '../../resources/define-resource.js';
import { assertMayChangeOwnAccess, userHoldings } from '../roles/holdings.js';

/**
 * Screen 8. A group gives its members all or some locations and all or some doctors (docs/product.md#accounts); it must
 * name at least one of either. Nobody deletes or disables a group they belong to, and only the owner edits one.
 */
export const groupsResource = defineResource({
  name: 'user-groups',
  table: userGroups,
  screen: ScreenId.UserGroups,
  entityType: ActivityEntityType.UserGroup,
  notFound: 'groupNotFound',
  contract: userGroupsContract,
  values: ({ name: groupName, allLocations, allDoctors }) => ({ name: groupName, allLocations, allDoctors }),
  toItems: async (db, clinicId, rows) => {
    const groupIds = rows.map((r) => r.id);
    const [locs, docs, members] = groupIds.length
      ? await readAll(db, [
          () =>
            db
              .select()
              .from(groupLocations)
              .where(and(eq(groupLocations.clinicId, clinicId), inArray(groupLocations.groupId, groupIds))),
          () =>
            db
              .select()
              .from(groupDoctors)
              .where(and(eq(groupDoctors.clinicId, clinicId), inArray(groupDoctors.groupId, groupIds))),
          () =>
            db
              .select({ groupId: userGroupMembers.groupId, n: count() })
              .from(userGroupMembers)
              .where(
                and(eq(userGroupMembers.clinicId, clinicId), inArray(userGroupMembers.groupId, groupIds)),
              )
              .groupBy(userGroupMembers.groupId),
        ] as const)
      : [[], [], []];
    return rows.map((row) => ({
      ...row,
      ...isoTimes(row),
      // 'All' makes the lists irrelevant: they are returned empty so the form shows the switch alone.
      locationIds: row.allLocations
        ? []
        : locs
            .filter((l) => l.groupId === row.id)
            .map((l) => l.locationId)
            .sort((a, b) => a - b),
      doctorIds: row.allDoctors
        ? []
        : docs
            .filter((d) => d.groupId === row.id)
            .map((d) => d.doctorId)
            .sort((a, b) => a - b),
      memberCount: members.find((m) => m.groupId === row.id)?.n ?? 0,
    }));
  },
  search: [userGroups.name],
  sortable: { name: userGroups.name, createdAt: userGroups.createdAt },
  unique: [{ field: 'name', column: userGroups.name, error: 'duplicateName' }],
  protect: async (tx, row, change) => {
    const [mine] = await tx.db
      .select({ groupId: userGroupMembers.groupId })
      .from(userGroupMembers)
      .where(and(eq(userGroupMembers.groupId, row.id), eq(userGroupMembers.userId, tx.actor.userId ?? 0)));
    if (!mine) return;
    if (change !== 'update') throw new AppError('cannotRemoveOwnRoleOrGroup');
    // Widening your own group (every location, more doctors) would widen what you see: the owner's to do.
    assertMayChangeOwnAccess(await userHoldings(tx.db, tx.actor.clinicId, tx.actor.userId ?? 0));
  },
  afterWrite: async (tx, id, input) => {
    const clinicId = tx.actor.clinicId;
    await tx.db
      .delete(groupLocations)
      .where(and(eq(groupLocations.clinicId, clinicId), eq(groupLocations.groupId, id)));
    await tx.db
      .delete(groupDoctors)
      .where(and(eq(groupDoctors.clinicId, clinicId), eq(groupDoctors.groupId, id)));
    const { locationIds, doctorIds } = input;
    if (locationIds.length)
      await tx.db
        .insert(groupLocations)
        .values(locationIds.map((locationId) => ({ clinicId, groupId: id, locationId })));
    if (doctorIds.length)
      await tx.db
        .insert(groupDoctors)
        .values(doctorIds.map((doctorId) => ({ clinicId, groupId: id, doctorId })));
  },
});
