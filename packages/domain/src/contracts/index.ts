import { activityLogsContract } from './activity-logs';
import { appointmentsContract } from './appointments';
import { authContract } from './auth';
import { clinicsContract } from './clinics';
import type { Endpoint } from './endpoint';
import { filesContract } from './files';
import { healthContract } from './health';
import { patientsContract } from './patients';
import { queueCallsContract } from './queue-calls';
import { usersContract } from './users';

export * from './activity-logs';
export * from './appointment-shapes';
export * from './appointments';
export * from './auth';
export * from './clinics';
export * from './endpoint';
export * from './files';
export * from './health';
export * from './paging';
export * from './patients';
export * from './queue-calls';
export * from './users';

/** Every area's contract, for the test that matches them with the server's routes and the client's calls. */
export const contracts: Record<string, Record<string, Endpoint>> = {
  activityLogs: activityLogsContract,
  appointments: appointmentsContract,
  auth: authContract,
  files: filesContract,
  clinics: clinicsContract,
  health: healthContract,
  patients: patientsContract,
  queueCalls: queueCallsContract,
  users: usersContract,
};
