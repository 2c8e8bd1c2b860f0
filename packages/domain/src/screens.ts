import type { ValueOf } from './util';

// Screen registry data (docs/product.md#staff-screens-by-id). The staff app adds paths and lazy imports; the sidebar,
// the router, the permission guard (x-screen-id) and the permission-key map all derive from this one list.

export const ScreenId = {
  GeneralSettings: 1,
  Locations: 2,
  Specialties: 3,
  Doctors: 4,
  SymptomSuggestions: 5,
  Users: 6,
  UserRoles: 7,
  UserGroups: 8,
  DoctorSchedules: 9,
  Appointments: 10,
  TodayExaminations: 11,
  PatientRecords: 12,
  Properties: 13,
  Forms: 14,
  MedicineLibrary: 15,
  Services: 18,
  Packages: 19,
  Billing: 21,
  PurchasedPackages: 22,
  Invoices: 23,
  ServiceTemplates: 24,
  PrescriptionTemplates: 25,
  StockOnHand: 26,
  StockSheets: 27,
  Suppliers: 28,
  Dashboard: 29,
  AppointmentReport: 30,
  SaleSummary: 31,
  SaleByService: 32,
  SaleByMedicineLots: 33,
  SaleByClinicPatient: 34,
  StockByMedicine: 35,
  StockByMedicineLots: 36,
  SaleByDoctor: 37,
  ActivityLogs: 38,
  SaleByServicePackage: 39,
  Laboratories: 40,
  LabResults: 41,
  ReExaminationAppointments: 42,
  /** Ours, after the original list: kiosks and queue displays of the clinic, and their pairing. */
  Devices: 43,
} as const;
export type ScreenId = ValueOf<typeof ScreenId>;

/** Sidebar tabs, in display order. */
export const tabs = ['settings', 'operations', 'stock', 'lists', 'reports'] as const;
export type ScreenTab = (typeof tabs)[number];

export const tabTitleKey = {
  settings: 'tab.settings',
  operations: 'tab.operations',
  stock: 'tab.stock',
  lists: 'tab.lists',
  reports: 'tab.reports',
} as const satisfies Record<ScreenTab, string>;

/** The permission key of a screen: its ScreenId name in camelCase (`GeneralSettings` → `generalSettings`). */
export type PermissionKey = Uncapitalize<keyof typeof ScreenId>;

export interface ScreenDef {
  readonly id: ScreenId;
  /** Permission key, also the screen's name in code. */
  readonly key: PermissionKey;
  /** Sidebar tab, or null for a screen outside the sidebar. */
  readonly tab: ScreenTab | null;
  /** i18n key of the title: `screen.<key>`. */
  readonly titleKey: `screen.${PermissionKey}`;
  /** 1-based position within its tab; null outside the sidebar. */
  readonly order: number | null;
}

// Each tab lists its screens in sidebar order (docs/product.md#staff-screens-by-id), which is not numeric: 25
// before 24, 31 before 30.
const sidebar: Readonly<Record<ScreenTab, readonly (keyof typeof ScreenId)[]>> = {
  settings: [
    'GeneralSettings',
    'Locations',
    'Specialties',
    'Doctors',
    'SymptomSuggestions',
    'Users',
    'UserRoles',
    'UserGroups',
    'Properties',
    'Forms',
    'MedicineLibrary',
    'Services',
    'Packages',
    'PrescriptionTemplates',
    'ServiceTemplates',
    'Suppliers',
    'Laboratories',
    'Devices',
  ],
  operations: ['DoctorSchedules', 'Appointments', 'TodayExaminations', 'Billing', 'ActivityLogs'],
  stock: ['StockOnHand', 'StockSheets'],
  lists: ['PatientRecords', 'Invoices', 'ReExaminationAppointments', 'LabResults'],
  reports: [
    'Dashboard',
    'SaleSummary',
    'AppointmentReport',
    'StockByMedicineLots',
    'SaleByService',
    'SaleByMedicineLots',
    'SaleByDoctor',
    'SaleByClinicPatient',
    'StockByMedicine',
    'SaleByServicePackage',
  ],
};

/** Screens with an id but no sidebar entry. */
const hidden: readonly (keyof typeof ScreenId)[] = ['PurchasedPackages'];

const toKey = (name: keyof typeof ScreenId): PermissionKey =>
  (name.charAt(0).toLowerCase() + name.slice(1)) as PermissionKey;

const define = (name: keyof typeof ScreenId, tab: ScreenTab | null, order: number | null): ScreenDef => {
  const key = toKey(name);
  return { id: ScreenId[name], key, tab, titleKey: `screen.${key}`, order };
};

/** Every screen: sidebar screens tab by tab in sidebar order, then the hidden ones. */
export const screens: readonly ScreenDef[] = [
  ...tabs.flatMap((tab) => sidebar[tab].map((name, index) => define(name, tab, index + 1))),
  ...hidden.map((name) => define(name, null, null)),
];

export const screenById = Object.fromEntries(screens.map((s) => [s.id, s])) as Readonly<
  Record<ScreenId, ScreenDef>
>;

export const allScreenIds: readonly ScreenId[] = screens.map((s) => s.id);

/** The permission-key map: screen id → permission key. */
export const permissionKeyByScreenId = Object.fromEntries(screens.map((s) => [s.id, s.key])) as Readonly<
  Record<ScreenId, PermissionKey>
>;

export const screenIdByPermissionKey = Object.fromEntries(screens.map((s) => [s.key, s.id])) as Readonly<
  Record<PermissionKey, ScreenId>
>;

export function isScreenId(value: unknown): value is ScreenId {
  return typeof value === 'number' && Object.hasOwn(screenById, value);
}

/** The sidebar entries of one tab, in order. */
export function screensOfTab(tab: ScreenTab): readonly ScreenDef[] {
  return screens.filter((s) => s.tab === tab);
}
