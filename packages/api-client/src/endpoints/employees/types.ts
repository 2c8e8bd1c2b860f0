import type { AppointmentFeature, PermissionLevel, ScreenId } from '@clinic/domain';

// Types of /employees/* (apps/api/src/modules/employees/employees.routes.ts), written by hand to match the
// server's zod schemas.

export interface ScreenPermission {
  permissionTypeId: PermissionLevel;
  frontendScreenId: ScreenId;
}

/**
 * GET /employees/my-permissions: Owner and Admin get Write on every screen and
 * every feature; others get their role's screens above None and its features. @clinic/permissions builds
 * the ability from it.
 */
export interface MyPermissions {
  frontendFeatureIds: AppointmentFeature[];
  screenPermissions: ScreenPermission[];
  roleId: number;
  groupIds: number[];
}
