import { AppointmentFeature, allScreenIds, PermissionLevel } from '@clinic/domain';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { roleFeatures, roleScreenPermissions, userGroupMembers } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { isOwnerOrAdmin } from '../../platform/auth-context.js';
import { defineRoute, type RouteDef } from '../../platform/route.js';

export function employeesRoutes(deps: AppDeps): RouteDef[] {
  return [
    defineRoute({
      method: 'GET',
      url: '/employees/my-permissions',
      summary: "The caller's screen permissions, appointment features, role and groups",
      tags: ['Employees'],
      access: {},
      response: z.object({
        frontendFeatureIds: z.array(z.number()),
        screenPermissions: z.array(z.object({ permissionTypeId: z.number(), frontendScreenId: z.number() })),
        roleId: z.number(),
        groupIds: z.array(z.number()),
      }),
      handler: async ({ auth }) => {
        const groups = await deps.db
          .select({ groupId: userGroupMembers.groupId })
          .from(userGroupMembers)
          .where(and(eq(userGroupMembers.clinicId, auth.clinicId), eq(userGroupMembers.userId, auth.userId)));
        const groupIds = groups.map((g) => g.groupId);
        if (isOwnerOrAdmin(auth)) {
          return {
            frontendFeatureIds: Object.values(AppointmentFeature),
            screenPermissions: allScreenIds.map((id) => ({
              permissionTypeId: PermissionLevel.Write,
              frontendScreenId: id,
            })),
            roleId: auth.roleId,
            groupIds,
          };
        }
        const [screens, features] = await Promise.all([
          deps.db
            .select({
              permissionTypeId: roleScreenPermissions.level,
              frontendScreenId: roleScreenPermissions.screenId,
            })
            .from(roleScreenPermissions)
            .where(
              and(
                eq(roleScreenPermissions.clinicId, auth.clinicId),
                eq(roleScreenPermissions.roleId, auth.roleId),
              ),
            ),
          deps.db
            .select({ featureId: roleFeatures.featureId })
            .from(roleFeatures)
            .where(and(eq(roleFeatures.clinicId, auth.clinicId), eq(roleFeatures.roleId, auth.roleId))),
        ]);
        return {
          frontendFeatureIds: features.map((f) => f.featureId),
          screenPermissions: screens.filter((s) => s.permissionTypeId > PermissionLevel.None),
          roleId: auth.roleId,
          groupIds,
        };
      },
    }),
  ];
}
