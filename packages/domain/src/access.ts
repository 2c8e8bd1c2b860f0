import type { ValueOf } from './util';

// Roles, skills and permission levels (docs/product.md#permissions).

export const RoleKind = { Owner: 10, Admin: 20, UserDefined: 30 } as const;
export type RoleKind = ValueOf<typeof RoleKind>;

/** Built-in roles cannot be edited or deleted. */
export const builtInRoleKinds: readonly RoleKind[] = [RoleKind.Owner, RoleKind.Admin];

export const UserSkill = { Receptionist: 1, Assistant: 2, Doctor: 3, Cashier: 4 } as const;
export type UserSkill = ValueOf<typeof UserSkill>;

/** Per-screen permission type; None is shown as "Denied". */
export const PermissionLevel = { None: 0, Read: 10, Write: 20 } as const;
export type PermissionLevel = ValueOf<typeof PermissionLevel>;

/** Actions a permission level can allow on a screen's subject. */
export const PermissionAction = {
  Read: 'read',
  Create: 'create',
  Update: 'update',
  Delete: 'delete',
  Enable: 'enable',
  Disable: 'disable',
  Pay: 'pay',
} as const;
export type PermissionAction = ValueOf<typeof PermissionAction>;
