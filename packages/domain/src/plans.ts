import { ScreenId } from './screens';
import type { ValueOf } from './util';

// Subscription plans (docs/product.md#plans): which features each plan has, its doctor limit, the trial, expiry.
// The API's route guard refuses a route of a feature the clinic's plan lacks (`planFeatureMissing`, HTTP 402);
// the staff app locks the screens of those features. This file is the one place the matrix is written.

export const Plan = { Trial: 1, Basic: 2, Full: 3, Advanced: 4, Vip: 5 } as const;
export type Plan = ValueOf<typeof Plan>;

/** Maximum doctors per clinic; null means unlimited. */
export const planDoctorLimit = {
  [Plan.Trial]: 3,
  [Plan.Basic]: 5,
  [Plan.Full]: 20,
  [Plan.Advanced]: 50,
  [Plan.Vip]: null,
} as const satisfies Record<Plan, number | null>;

/** True when a clinic on `plan` with `doctorCount` doctors may not add another (error `doctorLimitReached`). */
export function isDoctorLimitReached(plan: Plan, doctorCount: number): boolean {
  const limit = planDoctorLimit[plan];
  return limit !== null && doctorCount >= limit;
}

/**
 * The features a plan may lack. Each is a set of screens and routes that stand apart from the daily work of
 * booking, examining and billing, so a clinic without one loses nothing else: the exam screen still reads a
 * medicine's lots and sells packages, the dashboard stays, the built-in print templates still print.
 * - stock: stock on hand (26) and stock sheets (27);
 * - reports: the reports 30–37 and 39 (the dashboard 29 and the activity log 38 stay);
 * - customPrintTemplates: the clinic's own .docx print templates (setting, previewing, converting them);
 * - devices: kiosks and waiting-room displays (screen 43, their pairing).
 * Service packages and push notifications are in every plan: packages are sold from the exam and billing screens,
 * and push is how staff hear of new bookings.
 */
export const PlanFeature = {
  Stock: 'stock',
  Reports: 'reports',
  CustomPrintTemplates: 'customPrintTemplates',
  Devices: 'devices',
} as const;
export type PlanFeature = ValueOf<typeof PlanFeature>;

const everyFeature: readonly PlanFeature[] = Object.values(PlanFeature);

/** THE plan matrix. Trial has everything, so a clinic on trial sees the whole product; Basic is the small clinic's. */
export const planFeatures: Readonly<Record<Plan, readonly PlanFeature[]>> = {
  [Plan.Trial]: everyFeature,
  [Plan.Basic]: [],
  [Plan.Full]: everyFeature,
  [Plan.Advanced]: everyFeature,
  [Plan.Vip]: everyFeature,
};

/** The staff screens that belong to a plan feature; every other screen is in every plan. */
export const screenPlanFeature: Readonly<Partial<Record<ScreenId, PlanFeature>>> = {
  [ScreenId.StockOnHand]: PlanFeature.Stock,
  [ScreenId.StockSheets]: PlanFeature.Stock,
  [ScreenId.AppointmentReport]: PlanFeature.Reports,
  [ScreenId.SaleSummary]: PlanFeature.Reports,
  [ScreenId.SaleByService]: PlanFeature.Reports,
  [ScreenId.SaleByMedicineLots]: PlanFeature.Reports,
  [ScreenId.SaleByClinicPatient]: PlanFeature.Reports,
  [ScreenId.StockByMedicine]: PlanFeature.Reports,
  [ScreenId.StockByMedicineLots]: PlanFeature.Reports,
  [ScreenId.SaleByDoctor]: PlanFeature.Reports,
  [ScreenId.SaleByServicePackage]: PlanFeature.Reports,
  [ScreenId.Devices]: PlanFeature.Devices,
};

/** Whether `plan` has `feature`. An unknown plan number (a newer server) has nothing beyond the base product. */
export function planHas(plan: Plan | number, feature: PlanFeature): boolean {
  return planFeatures[plan as Plan]?.includes(feature) ?? false;
}

/** The plan feature a screen needs, or undefined when every plan has it. */
export const screenFeature = (screen: ScreenId | number): PlanFeature | undefined =>
  screenPlanFeature[screen as ScreenId];

/** Whether `plan` opens `screen` (its feature, if any, is in the plan). */
export function planHasScreen(plan: Plan | number, screen: ScreenId | number): boolean {
  const feature = screenFeature(screen);
  return feature === undefined || planHas(plan, feature);
}

/** A new clinic's trial: every feature, this many days from sign-up. */
export const TRIAL_DAYS = 14;

/** When a trial that starts at `signedUpAt` ends. */
export const trialEndsAt = (signedUpAt: Date): Date =>
  new Date(signedUpAt.getTime() + TRIAL_DAYS * 24 * 60 * 60 * 1000);

/**
 * Whether a plan that runs until `expiresAt` has expired at `now`. Null means no end (a paid plan the provider
 * set without a date, the demo clinic). After expiry the clinic reads everything and writes nothing but signing in
 * and out and paying open invoices (error `clinicPlanExpired`).
 */
export function isPlanExpired(expiresAt: Date | string | null | undefined, now: Date): boolean {
  if (expiresAt === null || expiresAt === undefined) return false;
  return new Date(expiresAt).getTime() <= now.getTime();
}

/** Who a clinic contacts to upgrade or renew its plan (shown on the locked screens and the expiry banner). */
export const providerContact = {
  email: 'hotro@phongkham.vn',
  phone: '1900 6868',
} as const;
