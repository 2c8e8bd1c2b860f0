import { authCalls } from './auth/auth';
import { clinicsCalls } from './clinics/clinics';
import { filesCalls } from './files/calls';
import { healthCalls } from './health/health';
import { patientsCalls } from './patients/patients';
import { formsCalls, propertiesCalls } from './records/records';
import { reportsCalls } from './reports/reports';
import {
  doctorsCalls,
  laboratoriesCalls,
  locationsCalls,
  rolesCalls,
  specialtiesCalls,
  suppliersCalls,
  symptomsCalls,
  userGroupsCalls,
} from './resources/calls';
import { usersCalls } from './users/users';

/**
 * Every call the client makes, by area: what apps/api's contract test matches with the server's routes. A new
 * endpoint group adds its line here.
 */
export const clientCalls: Record<string, Record<string, { method: string; url: string }>> = {
  auth: authCalls,
  clinics: clinicsCalls,
  doctors: doctorsCalls,
  files: filesCalls,
  forms: formsCalls,
  health: healthCalls,
  laboratories: laboratoriesCalls,
  locations: locationsCalls,
  patients: patientsCalls,
  properties: propertiesCalls,
  reports: reportsCalls,
  roles: rolesCalls,
  specialties: specialtiesCalls,
  suppliers: suppliersCalls,
  symptoms: symptomsCalls,
  userGroups: userGroupsCalls,
  users: usersCalls,
};
