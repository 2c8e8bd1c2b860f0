import { deviceCalls, publicBookingCalls, staffLoginCalls } from '../public/calls';
import { appointmentsCalls } from './appointments/calls';
import { authCalls } from './auth/auth';
import { invoicesCalls, paymentsCalls } from './billing/calls';
import { medicinesCalls, servicesCalls, serviceTemplatesCalls } from './catalog/calls';
import { clinicsCalls } from './clinics/clinics';
import { dashboardCalls } from './dashboard/dashboard';
import { devicesCalls } from './devices/devices';
import { eInvoicesCalls } from './e-invoices/calls';
import { employeesCalls } from './employees/employees';
import {
  labResultsCalls,
  prescriptionsCalls,
  prescriptionTemplatesCalls,
  reExaminationsCalls,
  serviceOrdersCalls,
  serviceSheetsCalls,
} from './examination/calls';
import { filesCalls } from './files/calls';
import { healthCalls } from './health/health';
import { icd10Calls } from './icd10/calls';
import { medicalRecordsCalls } from './medical-records/calls';
import { notificationsCalls } from './notifications/notifications';
import { packagesCalls, purchasedPackagesCalls } from './packages/calls';
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
import { schedulesCalls } from './schedules/schedules';
import { stockCalls } from './stock/calls';
import { usersCalls } from './users/users';

/**
 * Every call the client makes, by area: what apps/api's contract test matches with the server's routes. A new
 * endpoint group adds its line here.
 */
export const clientCalls: Record<string, Record<string, { method: string; url: string }>> = {
  appointments: appointmentsCalls,
  auth: authCalls,
  clinics: clinicsCalls,
  dashboard: dashboardCalls,
  device: deviceCalls,
  devices: devicesCalls,
  doctors: doctorsCalls,
  eInvoices: eInvoicesCalls,
  employees: employeesCalls,
  files: filesCalls,
  forms: formsCalls,
  health: healthCalls,
  icd10: icd10Calls,
  invoices: invoicesCalls,
  laboratories: laboratoriesCalls,
  labResults: labResultsCalls,
  locations: locationsCalls,
  medicalRecords: medicalRecordsCalls,
  medicines: medicinesCalls,
  packages: packagesCalls,
  patients: patientsCalls,
  payments: paymentsCalls,
  prescriptions: prescriptionsCalls,
  prescriptionTemplates: prescriptionTemplatesCalls,
  properties: propertiesCalls,
  publicBooking: publicBookingCalls,
  reExaminations: reExaminationsCalls,
  purchasedPackages: purchasedPackagesCalls,
  notifications: notificationsCalls,
  reports: reportsCalls,
  roles: rolesCalls,
  schedules: schedulesCalls,
  services: servicesCalls,
  serviceSheets: serviceSheetsCalls,
  serviceOrders: serviceOrdersCalls,
  serviceTemplates: serviceTemplatesCalls,
  specialties: specialtiesCalls,
  staffLogin: staffLoginCalls,
  stock: stockCalls,
  suppliers: suppliersCalls,
  symptoms: symptomsCalls,
  userGroups: userGroupsCalls,
  users: usersCalls,
};
