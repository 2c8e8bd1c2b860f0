import type { PermissionLevel, ScreenId } from '@clinic/domain';
import type { rolesContract, userGroupsContract } from '@clinic/domain/contracts';
import type { ResourceInputOf, ResourceItemOf } from './types';

// Types of roles and user groups: their contracts' z.input/z.output (employees: ../employees/types.ts).

/** One screen of a role: its level on that screen (None, Read, Write; docs/product.md#permissions). */
export interface RoleScreenPermission {
  screenId: ScreenId;
  level: PermissionLevel;
}

/** POST /roles, PUT /roles/:id: screens above None (a screen left out is None) and features 101..106. */
export type RoleInput = ResourceInputOf<typeof rolesContract>;

/** A role (screen 7). Owner and Admin roles have every screen at Write and every feature, and are read-only. */
export type Role = ResourceItemOf<typeof rolesContract>;

/** POST /user-groups, PUT /user-groups/:id: a group needs some location or some doctor. */
export type UserGroupInput = ResourceInputOf<typeof userGroupsContract>;

/** A user group (screen 8). */
export type UserGroup = ResourceItemOf<typeof userGroupsContract>;
