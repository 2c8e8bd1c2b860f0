import { activityLogsContract } from './activity-logs';
import { authContract } from './auth';
import { clinicsContract } from './clinics';
import type { Endpoint } from './endpoint';
import { filesContract } from './files';
import { userGroupsContract } from './groups';
import { healthContract } from './health';
import { patientsContract } from './patients';
import { formsContract, propertiesContract } from './records';
import { rolesContract } from './roles';
import {
  doctorsContract,
  laboratoriesContract,
  locationsContract,
  specialtiesContract,
  suppliersContract,
  symptomsContract,
} from './setup';
import { usersContract } from './users';

export * from './activity-logs';
export * from './auth';
export * from './clinics';
export * from './endpoint';
export * from './files';
export * from './groups';
export * from './health';
export * from './paging';
export * from './patients';
export * from './records';
export * from './resources';
export * from './roles';
export * from './setup';
export * from './users';

/** Every area's contract, for the test that matches them with the server's routes and the client's calls. */
export const contracts: Record<string, Record<string, Endpoint>> = {
  activityLogs: activityLogsContract,
  auth: authContract,
  files: filesContract,
  clinics: clinicsContract,
  doctors: doctorsContract,
  forms: formsContract,
  health: healthContract,
  laboratories: laboratoriesContract,
  locations: locationsContract,
  patients: patientsContract,
  properties: propertiesContract,
  roles: rolesContract,
  specialties: specialtiesContract,
  suppliers: suppliersContract,
  symptoms: symptomsContract,
  userGroups: userGroupsContract,
  users: usersContract,
};
