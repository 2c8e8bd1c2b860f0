import { activityLogsContract } from './activity-logs';
import { appointmentsContract } from './appointments';
import { authContract } from './auth';
import { invoicesContract, paymentsContract } from './billing';
import { medicinesContract, servicesContract, serviceTemplatesContract } from './catalog';
import { clinicsContract } from './clinics';
import { dashboardContract } from './dashboard';
import { deviceContract } from './device';
import { devicesContract } from './devices';
import { eInvoicesContract } from './e-invoices';
import { employeesContract } from './employees';
import type { Endpoint } from './endpoint';
import { filesContract } from './files';
import { userGroupsContract } from './groups';
import { healthContract } from './health';
import { icd10Contract } from './icd10';
import { labResultsContract, reExaminationsContract } from './lab-results';
import { medicalRecordsContract } from './medical-records';
import { notificationsContract } from './notifications';
import { packagesContract, packpagesContract, purchasedPackagesContract } from './packages';
import { patientsContract } from './patients';
import { prescriptionsContract, prescriptionTemplatesContract } from './prescriptions';
import { printContract } from './print';
import { providerContract } from './provider';
import { publicBookingContract } from './public-booking';
import { queueCallsContract } from './queue-calls';
import { formsContract, propertiesContract } from './records';
import { reportsContract } from './reports';
import { rolesContract } from './roles';
import { schedulesContract } from './schedules';
import { serviceOrdersContract, serviceSheetsContract } from './service-orders';
import {
  doctorsContract,
  laboratoriesContract,
  locationsContract,
  specialtiesContract,
  suppliersContract,
  symptomsContract,
} from './setup';
import { stockContract } from './stock';
import { ttsContract } from './tts';
import { usersContract } from './users';

export * from './activity-logs';
export * from './appointment-shapes';
export * from './appointments';
export * from './auth';
export * from './billing';
export * from './catalog';
export * from './clinics';
export * from './dashboard';
export * from './device';
export * from './devices';
export * from './e-invoices';
export * from './employees';
export * from './endpoint';
export * from './files';
export * from './groups';
export * from './health';
export * from './icd10';
export * from './lab-results';
export * from './medical-records';
export * from './notifications';
export * from './packages';
export * from './paging';
export * from './patients';
export * from './prescriptions';
export * from './print';
export * from './provider';
export * from './public-booking';
export * from './queue-calls';
export * from './records';
export * from './reports';
export * from './resources';
export * from './roles';
export * from './schedules';
export * from './service-orders';
export * from './setup';
export * from './slots';
export * from './stock';
export * from './tts';
export * from './users';

/** Every area's contract, for the test that matches them with the server's routes and the client's calls. */
export const contracts: Record<string, Record<string, Endpoint>> = {
  activityLogs: activityLogsContract,
  appointments: appointmentsContract,
  auth: authContract,
  clinics: clinicsContract,
  dashboard: dashboardContract,
  device: deviceContract,
  devices: devicesContract,
  doctors: doctorsContract,
  eInvoices: eInvoicesContract,
  employees: employeesContract,
  files: filesContract,
  forms: formsContract,
  health: healthContract,
  icd10: icd10Contract,
  invoices: invoicesContract,
  laboratories: laboratoriesContract,
  labResults: labResultsContract,
  locations: locationsContract,
  medicalRecords: medicalRecordsContract,
  medicines: medicinesContract,
  notifications: notificationsContract,
  packages: packagesContract,
  packpages: packpagesContract,
  patients: patientsContract,
  payments: paymentsContract,
  prescriptions: prescriptionsContract,
  prescriptionTemplates: prescriptionTemplatesContract,
  print: printContract,
  provider: providerContract,
  properties: propertiesContract,
  publicBooking: publicBookingContract,
  purchasedPackages: purchasedPackagesContract,
  queueCalls: queueCallsContract,
  reExaminations: reExaminationsContract,
  reports: reportsContract,
  roles: rolesContract,
  schedules: schedulesContract,
  serviceOrders: serviceOrdersContract,
  serviceSheets: serviceSheetsContract,
  services: servicesContract,
  serviceTemplates: serviceTemplatesContract,
  specialties: specialtiesContract,
  stock: stockContract,
  suppliers: suppliersContract,
  symptoms: symptomsContract,
  tts: ttsContract,
  userGroups: userGroupsContract,
  users: usersContract,
};
