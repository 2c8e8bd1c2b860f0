import type { Language } from '@clinic/domain';
import enActivityLog from './locales/en/activityLog';
import enAppointments from './locales/en/appointments';
import enBilling from './locales/en/billing';
import enCatalog from './locales/en/catalog';
import enDashboard from './locales/en/dashboard';
import enDevices from './locales/en/devices';
import enEInvoices from './locales/en/eInvoices';
import enExam from './locales/en/exam';
import enIcd10 from './locales/en/icd10';
import enLabResults from './locales/en/labResults';
import enNotifications from './locales/en/notifications';
import enOffline from './locales/en/offline';
import enPatients from './locales/en/patients';
import enPeople from './locales/en/people';
import enPlans from './locales/en/plans';
import enPrescriptions from './locales/en/prescriptions';
import enPrinting from './locales/en/printing';
import enPrintTemplates from './locales/en/printTemplates';
import enQueue from './locales/en/queue';
import enRecords from './locales/en/records';
import enReports from './locales/en/reports';
import enResources from './locales/en/resources';
import enResultSheets from './locales/en/resultSheets';
import enSchedules from './locales/en/schedules';
import enScreen from './locales/en/screen';
import enServiceOrders from './locales/en/serviceOrders';
import enStaff from './locales/en/staff';
import enStock from './locales/en/stock';
import enStockFiles from './locales/en/stockFiles';
import enTab from './locales/en/tab';
import viActivityLog from './locales/vi/activityLog';
import viAppointments from './locales/vi/appointments';
import viBilling from './locales/vi/billing';
import viCatalog from './locales/vi/catalog';
import viDashboard from './locales/vi/dashboard';
import viDevices from './locales/vi/devices';
import viEInvoices from './locales/vi/eInvoices';
import viExam from './locales/vi/exam';
import viIcd10 from './locales/vi/icd10';
import viLabResults from './locales/vi/labResults';
import viNotifications from './locales/vi/notifications';
import viOffline from './locales/vi/offline';
import viPatients from './locales/vi/patients';
import viPeople from './locales/vi/people';
import viPlans from './locales/vi/plans';
import viPrescriptions from './locales/vi/prescriptions';
import viPrinting from './locales/vi/printing';
import viPrintTemplates from './locales/vi/printTemplates';
import viQueue from './locales/vi/queue';
import viRecords from './locales/vi/records';
import viReports from './locales/vi/reports';
import viResources from './locales/vi/resources';
import viResultSheets from './locales/vi/resultSheets';
import viSchedules from './locales/vi/schedules';
import viScreen from './locales/vi/screen';
import viServiceOrders from './locales/vi/serviceOrders';
import viStaff from './locales/vi/staff';
import viStock from './locales/vi/stock';
import viStockFiles from './locales/vi/stockFiles';
import viTab from './locales/vi/tab';
import type { Messages } from './types';

/** The staff app's own areas; it adds them with `i18n.addDictionaries(staffDictionaries)` before rendering. */
export const staffDictionaries: Record<Language, Messages> = {
  vi: {
    screen: viScreen,
    tab: viTab,
    staff: viStaff,
    resources: viResources,
    catalog: viCatalog,
    people: viPeople,
    records: viRecords,
    patients: viPatients,
    schedules: viSchedules,
    queue: viQueue,
    serviceOrders: viServiceOrders,
    resultSheets: viResultSheets,
    prescriptions: viPrescriptions,
    printTemplates: viPrintTemplates,
    printing: viPrinting,
    labResults: viLabResults,
    notifications: viNotifications,
    offline: viOffline,
    activityLog: viActivityLog,
    reports: viReports,
    dashboard: viDashboard,
    exam: viExam,
    icd10: viIcd10,
    stock: viStock,
    stockFiles: viStockFiles,
    billing: viBilling,
    eInvoices: viEInvoices,
    appointments: viAppointments,
    devices: viDevices,
    plans: viPlans,
  },
  en: {
    screen: enScreen,
    tab: enTab,
    staff: enStaff,
    resources: enResources,
    catalog: enCatalog,
    people: enPeople,
    records: enRecords,
    patients: enPatients,
    schedules: enSchedules,
    queue: enQueue,
    serviceOrders: enServiceOrders,
    resultSheets: enResultSheets,
    prescriptions: enPrescriptions,
    printTemplates: enPrintTemplates,
    printing: enPrinting,
    labResults: enLabResults,
    notifications: enNotifications,
    offline: enOffline,
    activityLog: enActivityLog,
    reports: enReports,
    dashboard: enDashboard,
    exam: enExam,
    icd10: enIcd10,
    stock: enStock,
    stockFiles: enStockFiles,
    billing: enBilling,
    eInvoices: enEInvoices,
    appointments: enAppointments,
    devices: enDevices,
    plans: enPlans,
  },
};
