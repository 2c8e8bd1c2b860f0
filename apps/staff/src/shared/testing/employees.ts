import type { Employee } from '@clinic/api-client';
import { RoleKind } from '@clinic/domain';

// A clinic's staff member as GET /employees lists them, written once for every screen that names or picks one.

/** An enabled, verified receptionist of a user-defined role, in no group and with no skill unless told. */
export const employee = (id: number, fullName: string, extra: Partial<Employee> = {}): Employee => ({
  id,
  fullName,
  email: `nv${id}@example.vn`,
  phone: null,
  roleId: 3,
  roleName: 'Lễ tân',
  roleKind: RoleKind.UserDefined,
  groupIds: [],
  skills: [],
  enabled: true,
  verified: true,
  isOwner: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});
