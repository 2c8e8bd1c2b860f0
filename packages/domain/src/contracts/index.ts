import { activityLogsContract } from './activity-logs';
import { authContract } from './auth';
import { clinicsContract } from './clinics';
import { employeesContract } from './employees';
import type { Endpoint } from './endpoint';
import { filesContract } from './files';
import { healthContract } from './health';
import { patientsContract } from './patients';
import { usersContract } from './users';

export * from './activity-logs';
export * from './auth';
export * from './clinics';
export * from './employees';
export * from './endpoint';
export * from './files';
export * from './health';
export * from './paging';
export * from './patients';
export * from './users';

/** Every area's contract, for the test that matches them with the server's routes and the client's calls. */
export const contracts: Record<string, Record<string, Endpoint>> = {
  activityLogs: activityLogsContract,
  auth: authContract,
  files: filesContract,
  clinics: clinicsContract,
  employees: employeesContract,
  health: healthContract,
  patients: patientsContract,
  users: usersContract,
};
