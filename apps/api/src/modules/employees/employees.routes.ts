import { AppointmentFeature, allScreenIds, PermissionLevel, ScreenId } from '@clinic/domain';
import { employeesContract as contract } from '@clinic/domain/contracts';
import { and, eq } from 'drizzle-orm';
import { roleFeatures, roleScreenPermissions, userGroupMembers, users } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { isOwnerOrAdmin } from '../../platform/auth-context.js';
import { defineRoute, type RouteDef } from '../../platform/route.js';
import { createEmployeesService, employeeDetails } from './employees.service.js';

const entity = { table: users, notFound: 'employeeNotFound' as const };
const read = { screen: ScreenId.Users, level: PermissionLevel.Read };
const write = { screen: ScreenId.Users, level: PermissionLevel.Write };
const tags = ['Employees'];

export function employeesRoutes(deps: AppDeps): RouteDef[] {
  const employees = createEmployeesService(deps);
  return [
    defineRoute({
      ...contract.list,
      summary: 'Staff of the clinic (screen 6)',
      tags,
      access: read,
      handler: ({ auth, query }) => employees.list(auth, query),
    }),
    defineRoute({
      ...contract.invite,
      summary:
        'Invite up to 20 comma-separated e-mails; bad or used addresses are reported, the rest invited',
      tags,
      access: write,
      handler: ({ auth, body, lang }) => employees.invite(auth, body, lang),
    }),
    defineRoute({
      ...contract.get,
      summary: 'One employee',
      tags,
      access: read,
      entity,
      handler: ({ row }) => employeeDetails(deps.db, row),
    }),
    defineRoute({
      ...contract.update,
      summary: 'Edit name, phone, role, groups and skills; a new role ends their sessions',
      tags,
      access: write,
      entity,
      handler: ({ auth, params, body }) => employees.update(auth, params.id, body),
    }),
    defineRoute({
      ...contract.remove,
      summary: 'Remove an employee (never the owner, never yourself)',
      tags,
      access: write,
      entity,
      handler: ({ auth, params }) => employees.remove(auth, params.id),
    }),
    defineRoute({
      ...contract.setEnabled,
      summary: 'Enable or disable an employee; disabling ends their sessions at once',
      tags,
      access: write,
      entity,
      handler: ({ auth, params, body }) => employees.setEnabled(auth, params.id, body.enabled),
    }),
    defineRoute({
      ...contract.reInvite,
      summary: 'Send the invitation again to an employee who has not accepted it',
      tags,
      access: write,
      entity,
      handler: ({ auth, params, lang }) => employees.reInvite(auth, params.id, lang),
    }),
    defineRoute({
      ...contract.changePassword,
      summary: "Set an employee's password (never the owner's); ends their sessions",
      tags,
      access: write,
      entity,
      handler: ({ auth, params, body }) => employees.changePassword(auth, params.id, body.password),
    }),
    defineRoute({
      ...contract.myPermissions,
      summary: "The caller's screen permissions, appointment features, role and groups",
      tags,
      access: {},
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
