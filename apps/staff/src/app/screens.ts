import { type ScreenDef, ScreenId, screenById } from '@clinic/domain';
import type { IconName } from '@clinic/ui';
import type { ComponentType } from 'react';

/**
 * The staff app's screens: id, path and the lazily loaded component. Tab, title key and permission key come from the
 * domain registry by id. The router, the sidebar, permission gating and the not-permitted page are all derived from
 * this list, so a new screen is one line here.
 */
export interface StaffScreen {
  def: ScreenDef;
  path: string;
  /** The screen's own sidebar picture: the collapsed sidebar shows only these, so no two screens share one. */
  icon: IconName;
  load: () => Promise<{ default: ComponentType }>;
  /** The screen owns the paths below its own (`/patients/12/edit`): its routes are relative to `path`. */
  nest?: boolean;
  /**
   * A screen without a permission of its own opens for whoever may read one of these screens (its `def` is then
   * the first one's, with its own title and place in the tab).
   */
  readableWith?: readonly ScreenId[];
}

/** May the user open the screen: its own read permission, or that of one of the screens it borrows. */
export const mayOpen = (ability: { canScreen: (id: ScreenId) => boolean }, s: StaffScreen) =>
  (s.readableWith ?? [s.def.id]).some((id) => ability.canScreen(id));

/**
 * The national prescription list has no permission of its own: it follows the exam screen (tab, plan),
 * right after it, and opens with the exam screen's or the patient records' read.
 */
const exams = screenById[ScreenId.TodayExaminations];
const nationalPrescriptions: StaffScreen = {
  def: {
    ...exams,
    titleKey: 'screen.nationalPrescriptions' as ScreenDef['titleKey'],
    order: (exams.order ?? 0) + 0.5,
  },
  path: '/national-prescriptions',
  icon: 'globe',
  load: () => import('../features/national-prescriptions/NationalPrescriptionsScreen'),
  readableWith: [ScreenId.TodayExaminations, ScreenId.PatientRecords],
};

/**
 * The e-invoice list has no permission of its own: it follows the invoice list (tab, plan), right after it, and opens
 * with the invoice list's or the cashier's read.
 */
const invoiceList = screenById[ScreenId.Invoices];
const eInvoices: StaffScreen = {
  def: {
    ...invoiceList,
    titleKey: 'screen.eInvoices' as ScreenDef['titleKey'],
    order: (invoiceList.order ?? 0) + 0.5,
  },
  path: '/e-invoices',
  icon: 'upload',
  load: () => import('../features/e-invoices/EInvoicesScreen'),
  readableWith: [ScreenId.Invoices, ScreenId.Billing],
};

const screen = (
  id: ScreenId,
  path: string,
  icon: IconName,
  load: StaffScreen['load'],
  nest = false,
): StaffScreen => ({ def: screenById[id], path, icon, load, nest });

export const staffScreens: readonly StaffScreen[] = [
  screen(
    ScreenId.GeneralSettings,
    '/settings/general',
    'settings',
    () => import('../features/settings/GeneralSettings'),
  ),
  screen(
    ScreenId.Locations,
    '/settings/locations',
    'map-pin',
    () => import('../features/clinic-resources/Locations'),
  ),
  screen(
    ScreenId.Specialties,
    '/settings/specialties',
    'stethoscope',
    () => import('../features/clinic-resources/Specialties'),
  ),
  screen(
    ScreenId.Doctors,
    '/settings/doctors',
    'doctor',
    () => import('../features/clinic-resources/Doctors'),
  ),
  screen(
    ScreenId.SymptomSuggestions,
    '/settings/symptoms',
    'thermometer',
    () => import('../features/clinic-resources/Symptoms'),
  ),
  screen(ScreenId.Users, '/settings/users', 'id-card', () => import('../features/clinic-resources/Users')),
  screen(ScreenId.UserRoles, '/settings/roles', 'shield', () => import('../features/clinic-resources/Roles')),
  screen(
    ScreenId.UserGroups,
    '/settings/user-groups',
    'users',
    () => import('../features/clinic-resources/UserGroups'),
  ),
  screen(
    ScreenId.Suppliers,
    '/settings/suppliers',
    'truck',
    () => import('../features/clinic-resources/Suppliers'),
  ),
  screen(
    ScreenId.MedicineLibrary,
    '/settings/medicines',
    'box',
    () => import('../features/catalog/MedicinesScreen'),
  ),
  screen(ScreenId.Services, '/settings/services', 'list', () => import('../features/catalog/ServicesScreen')),
  screen(
    ScreenId.ServiceTemplates,
    '/settings/service-templates',
    'inbox',
    () => import('../features/catalog/ServiceTemplatesScreen'),
  ),
  screen(ScreenId.Packages, '/settings/packages', 'gift', () => import('../features/catalog/PackagesScreen')),
  screen(
    ScreenId.PrescriptionTemplates,
    '/settings/prescription-templates',
    'pill',
    () => import('../features/prescriptions/PrescriptionTemplatesScreen'),
  ),
  screen(
    ScreenId.Laboratories,
    '/settings/laboratories',
    'flask',
    () => import('../features/clinic-resources/Laboratories'),
  ),
  screen(
    ScreenId.Properties,
    '/settings/properties',
    'tag',
    () => import('../features/records/PropertiesScreen'),
  ),
  screen(
    ScreenId.Forms,
    '/settings/forms',
    'clipboard',
    () => import('../features/records/FormsScreen'),
    true,
  ),
  screen(ScreenId.Devices, '/settings/devices', 'monitor', () => import('../features/devices/DevicesScreen')),
  screen(
    ScreenId.Appointments,
    '/appointments',
    'calendar',
    () => import('../features/appointments/AppointmentsScreen'),
    true,
  ),
  screen(
    ScreenId.TodayExaminations,
    '/queue',
    'activity',
    () => import('../features/queue/QueueScreen'),
    true,
  ),
  nationalPrescriptions,
  screen(
    ScreenId.DoctorSchedules,
    '/schedules',
    'calendar-clock',
    () => import('../features/schedules/SchedulesScreen'),
    true,
  ),
  screen(
    ScreenId.PatientRecords,
    '/patients',
    'folder',
    () => import('../features/patients/PatientRecordsScreen'),
    true,
  ),
  screen(
    ScreenId.ReExaminationAppointments,
    '/re-examinations',
    'calendar-check',
    () => import('../features/re-examinations/ReExaminationsScreen'),
  ),
  screen(
    ScreenId.LabResults,
    '/lab-results',
    'file-text',
    () => import('../features/lab-results/LabResultsScreen'),
  ),
  screen(ScreenId.StockOnHand, '/stock', 'layers', () => import('../features/stock/StockOnHandScreen')),
  screen(
    ScreenId.StockSheets,
    '/stock/sheets',
    'file-swap',
    () => import('../features/stock/StockSheetsScreen'),
    true,
  ),
  screen(ScreenId.Billing, '/billing', 'check-circle', () => import('../features/billing/BillingScreen')),
  screen(ScreenId.Invoices, '/invoices', 'chart', () => import('../features/invoices/InvoicesScreen'), true),
  eInvoices,
  screen(
    ScreenId.ActivityLogs,
    '/activity-logs',
    'clock',
    () => import('../features/activity-log/ActivityLogScreen'),
  ),
  screen(ScreenId.Dashboard, '/dashboard', 'gauge', () => import('../features/dashboard/DashboardScreen')),
  screen(
    ScreenId.SaleSummary,
    '/reports/sale-summary',
    'trending-up',
    () => import('../features/reports/SaleSummaryScreen'),
  ),
  screen(
    ScreenId.AppointmentReport,
    '/reports/appointments',
    'calendar-stats',
    () => import('../features/reports/AppointmentReportScreen'),
  ),
  screen(
    ScreenId.StockByMedicineLots,
    '/reports/stock-by-medicine-lots',
    'hourglass',
    () => import('../features/reports/StockByMedicineLotsScreen'),
  ),
  screen(
    ScreenId.SaleByService,
    '/reports/sale-by-service',
    'bar-chart',
    () => import('../features/reports/SaleByServiceScreen'),
  ),
  screen(
    ScreenId.SaleByMedicineLots,
    '/reports/sale-by-medicine-lots',
    'capsule',
    () => import('../features/reports/SaleByMedicineLotsScreen'),
  ),
  screen(
    ScreenId.SaleByDoctor,
    '/reports/sale-by-doctor',
    'award',
    () => import('../features/reports/SaleByDoctorScreen'),
  ),
  screen(
    ScreenId.SaleByClinicPatient,
    '/reports/sale-by-patients',
    'user-check',
    () => import('../features/reports/SaleByPatientsScreen'),
  ),
  screen(
    ScreenId.StockByMedicine,
    '/reports/stock-by-medicines',
    'package',
    () => import('../features/reports/StockByMedicineScreen'),
  ),
  screen(
    ScreenId.SaleByServicePackage,
    '/reports/sale-by-service-packages',
    'pie-chart',
    () => import('../features/reports/SaleByServicePackagesScreen'),
  ),
];
