import {
  AppointmentFeature,
  allScreenIds,
  blankToNull,
  MAX_INVITE_EMAILS,
  PermissionLevel,
  password,
  phone,
  ref,
  requiredString,
  ScreenId,
  UserSkill,
} from '@clinic/domain';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { roleFeatures, roleScreenPermissions, userGroupMembers, users } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { isOwnerOrAdmin } from '../../platform/auth-context.js';
import { pageOf, pagingShape } from '../../platform/paging.js';
import { defineRoute, type RouteDef } from '../../platform/route.js';
import { createEmployeesService, employeeDetails, employeeView } from './employees.service.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const entity = { table: users, notFound: 'employeeNotFound' as const };
const read = { screen: ScreenId.Users, level: PermissionLevel.Read };
const write = { screen: ScreenId.Users, level: PermissionLevel.Write };
const tags = ['Employees'];
const skills = z.array(z.enum(UserSkill, 'formError.invalidValue')).max(4, 'formError.maxItems').default([]);
const groupIds = z.array(ref('group')).max(100, 'formError.maxItems').default([]);

export function employeesRoutes(deps: AppDeps): RouteDef[] {
  const employees = createEmployeesService(deps);
  return [
    defineRoute({
      method: 'GET',
      url: '/employees',
      summary: 'Staff of the clinic (screen 6)',
      tags,
      access: read,
      query: z.object({
        ...pagingShape,
        keyword: z.string().trim().max(200, 'formError.maxLength').optional(),
        enabled: z.enum(['true', 'false']).optional(),
        sortBy: z.enum(['fullName', 'createdAt']).default('fullName'),
        sortDirection: z.enum(['asc', 'desc']).default('asc'),
      }),
      response: pageOf(employeeView),
      handler: ({ auth, query }) => employees.list(auth, query),
    }),
    defineRoute({
      method: 'POST',
      url: '/employees/invite',
      summary:
        'Invite up to 20 comma-separated e-mails; bad or used addresses are reported, the rest invited',
      tags,
      access: write,
      body: z.object({
        emails: z
          .string({ error: 'formError.required' })
          .transform((text) =>
            text
              .split(',')
              .map((e) => e.trim())
              .filter(Boolean),
          )
          .pipe(
            z.array(z.string()).min(1, 'formError.required').max(MAX_INVITE_EMAILS, 'formError.maxItems'),
          ),
        roleId: ref('role'),
        groupIds,
        skills,
      }),
      response: z.object({
        invited: z.array(z.object({ email: z.string(), id: z.number() })),
        failed: z.array(
          z.object({ email: z.string(), code: z.union([z.number(), z.string()]), message: z.string() }),
        ),
      }),
      handler: ({ auth, body, lang }) => employees.invite(auth, body, lang),
    }),
    defineRoute({
      method: 'GET',
      url: '/employees/:id',
      summary: 'One employee',
      tags,
      access: read,
      entity,
      params: idParams,
      response: employeeView,
      handler: ({ row }) => employeeDetails(deps.db, row),
    }),
    defineRoute({
      method: 'PUT',
      url: '/employees/:id',
      summary: 'Edit name, phone, role, groups and skills; a new role ends their sessions',
      tags,
      access: write,
      entity,
      params: idParams,
      body: z.object({
        fullName: requiredString.max(120, 'formError.maxLength'),
        phone: z.preprocess(blankToNull, phone.nullable()).default(null),
        roleId: ref('role'),
        groupIds,
        skills,
      }),
      response: employeeView,
      handler: ({ auth, params, body }) => employees.update(auth, params.id, body),
    }),
    defineRoute({
      method: 'DELETE',
      url: '/employees/:id',
      summary: 'Remove an employee (never the owner, never yourself)',
      tags,
      access: write,
      entity,
      params: idParams,
      response: z.object({ deleted: z.boolean() }),
      handler: ({ auth, params }) => employees.remove(auth, params.id),
    }),
    defineRoute({
      method: 'PUT',
      url: '/employees/:id/set-enabled',
      summary: 'Enable or disable an employee; disabling ends their sessions at once',
      tags,
      access: write,
      entity,
      params: idParams,
      body: z.object({ enabled: z.boolean({ error: 'formError.required' }) }),
      response: employeeView,
      handler: ({ auth, params, body }) => employees.setEnabled(auth, params.id, body.enabled),
    }),
    defineRoute({
      method: 'PUT',
      url: '/employees/:id/re-invite',
      summary: 'Send the invitation again to an employee who has not accepted it',
      tags,
      access: write,
      entity,
      params: idParams,
      response: z.object({ sent: z.boolean() }),
      handler: ({ auth, params, lang }) => employees.reInvite(auth, params.id, lang),
    }),
    defineRoute({
      method: 'POST',
      url: '/employees/:id/change-password',
      summary: "Set an employee's password (never the owner's); ends their sessions",
      tags,
      access: write,
      entity,
      params: idParams,
      body: z.object({ password }),
      response: z.object({ changed: z.boolean() }),
      handler: ({ auth, params, body }) => employees.changePassword(auth, params.id, body.password),
    }),
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
