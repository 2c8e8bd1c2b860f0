import type { AppointmentFeature, PermissionLevel, RoleKind, ScreenId } from '@clinic/domain';
import type { ResourceRow } from './types';

// Types of roles and user groups (employees: ../employees/types.ts), written by hand to match the
// server's zod schemas.

/** One screen of a role: its level on that screen (None, Read, Write; docs/product.md#permissions). */
export interface RoleScreenPermission {
  screenId: ScreenId;
  level: PermissionLevel;
}

/** POST /roles, PUT /roles/:id. */
export interface RoleInput {
  name: string;
  description: string | null;
  /** Screens above None; a screen left out is None. */
  screenPermissions: RoleScreenPermission[];
  /** Appointment features 101..106. */
  featureIds: AppointmentFeature[];
}

/** A role (screen 7). Owner and Admin roles have every screen at Write and every feature, and are read-only. */
export interface Role extends RoleInput, ResourceRow {
  kind: RoleKind;
  userCount: number;
}

/** POST /user-groups, PUT /user-groups/:id: a group needs some location or some doctor. */
export interface UserGroupInput {
  name: string;
  allLocations: boolean;
  allDoctors: boolean;
  locationIds: number[];
  doctorIds: number[];
}

/** A user group (screen 8). */
export interface UserGroup extends UserGroupInput, ResourceRow {
  memberCount: number;
}
