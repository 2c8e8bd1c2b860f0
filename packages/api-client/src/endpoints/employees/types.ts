import type { MyPermissions } from '@clinic/domain/contracts';

// The types of /employees come from its contract (@clinic/domain/contracts) and its bodies (@clinic/domain).
export type { EmployeeInput, InviteEmployeesInput as InviteEmployeesRequest } from '@clinic/domain';
export type {
  Employee,
  EmployeeListQuery,
  InviteEmployeesResult,
  MyPermissions,
} from '@clinic/domain/contracts';

/** One screen of GET /employees/my-permissions. */
export type ScreenPermission = MyPermissions['screenPermissions'][number];
