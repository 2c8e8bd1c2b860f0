// The types of /employees come from its contract (@clinic/domain/contracts) and its bodies (@clinic/domain).
export type {
  Employee,
  InviteEmployeesResult,
  MyPermissions,
} from '@clinic/domain/contracts';
