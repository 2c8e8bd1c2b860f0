import { z } from 'zod';
import { formErrorIds } from '../form-errors';
import { filterId } from '../refs';
import { REPORT_MAX_DAYS, reportDays } from '../reports';
import { MedicineLotExpiry, StockLevelFilter } from '../stock';
import { clinicDay } from './appointments';
import { endpoint } from './endpoint';
import { pageOf, pagingShape } from './paging';

// /reports/…: the reports of the reports tab (screens 30–37 and 39, docs/product.md#reports). Each is
// `POST ?pageSize&pageNumber` with a filter body, and answers `{ pageData, paging, totals }`: totals over the
// whole range, never the page, and for some a small `chart` of the whole range. Days are clinic days
// ('YYYY-MM-DD' in the clinic's time zone), both ends included, at most REPORT_MAX_DAYS.
//
// Money is whole VND. A sale report's money: `grossAmount` (Σ unit price × quantity of what was sold in the
// range), `discountAmount` (the lines' own discounts and their share of the invoices' discounts), `refundAmount`
// (what was given back in the range for paid invoices cancelled in it, as a positive number) and `netAmount` =
// gross − discount − refund. A refund is counted on the day it was made, never by rewriting the sale.

const ids = (kind: 'location' | 'doctor' | 'service' | 'medicine' | 'package' | 'patient') =>
  z.array(filterId(kind)).max(500, formErrorIds.maxItems).optional();

/** What every report filters by: the days, and the locations and doctors (each narrowed further by the groups). */
const rangeShape = {
  from: clinicDay,
  to: clinicDay,
  locationIds: ids('location'),
  doctorIds: ids('doctor'),
};

type Range = { from: string; to: string };

/** `to` on or after `from`, at most REPORT_MAX_DAYS days: both reported on `to`. */
const checkRange = (range: Range, ctx: z.RefinementCtx) => {
  if (range.to < range.from) {
    ctx.addIssue({ code: 'custom', message: formErrorIds.reportDates, path: ['to'], input: range.to });
  } else if (reportDays(range.from, range.to) > REPORT_MAX_DAYS) {
    ctx.addIssue({
      code: 'custom',
      message: formErrorIds.reportRange,
      path: ['to'],
      params: { max: REPORT_MAX_DAYS },
      input: range.to,
    });
  }
};

const filterOf = <S extends z.ZodRawShape>(shape: S) =>
  z.object({ ...rangeShape, ...shape }).superRefine((range, ctx) => checkRange(range as Range, ctx));

const money = z.number().int();
const count = z.number().int();

/** The four money fields of a sale report, in VND. */
const saleMoney = {
  grossAmount: money,
  discountAmount: money,
  refundAmount: money,
  netAmount: money,
};

/** Net by payment method (refunds taken off the method that was paid). */
const byMethod = { cashAmount: money, bankTransferAmount: money, eWalletAmount: money };

const reportOf = <R extends z.ZodType, T extends z.ZodType, C extends z.ZodType | undefined = undefined>(
  row: R,
  totals: T,
  chart?: C,
) => {
  const page = pageOf(row);
  return chart
    ? page.extend({ totals, chart: chart as Exclude<C, undefined> })
    : page.extend({ totals, chart: z.undefined().optional() });
};

const report = <const U extends string, F extends z.ZodType, A extends z.ZodType>(
  url: U,
  body: F,
  response: A,
) => endpoint({ method: 'POST', url, query: z.object(pagingShape), body, response });

// 30 · Appointments: one row per doctor, counted by status, by how they came and the no-shows.
const appointmentCounts = {
  total: count,
  notApproved: count,
  approved: count,
  checkedIn: count,
  inProgress: count,
  finished: count,
  canceled: count,
  invalid: count,
  /** Booked on the booking site, by staff, or walked in to the queue (AppointmentSource). */
  online: count,
  staff: count,
  walkIn: count,
  /** Never checked in, and their day has passed (still Not approved or Approved). */
  noShow: count,
};
export const appointmentReportFilter = filterOf({
  sources: z.array(z.number().int().min(1).max(3)).max(3).optional(),
});
export const appointmentReportRow = z.object({
  doctorId: z.number().int(),
  doctorName: z.string(),
  ...appointmentCounts,
});
export const appointmentReportTotals = z.object(appointmentCounts);
/** Per day of the range: booked, finished, no-shows (the chart). */
export const appointmentReportDay = z.object({
  day: z.string(),
  total: count,
  finished: count,
  noShow: count,
});

// 31 · Sale summary: one row per day that had a sale or a refund.
export const saleSummaryFilter = filterOf({});
const saleSummaryFields = {
  invoiceCount: count,
  refundCount: count,
  ...saleMoney,
  ...byMethod,
};
export const saleSummaryRow = z.object({ day: z.string(), ...saleSummaryFields });
export const saleSummaryTotals = z.object(saleSummaryFields);

// 32 · Sale by service.
export const saleByServiceFilter = filterOf({ serviceIds: ids('service') });
export const saleByServiceRow = z.object({
  serviceId: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** Sold less refunded. */
  quantity: count,
  ...saleMoney,
});
const saleTotals = z.object({ quantity: count, ...saleMoney });

// 33 · Sale by medicine lots: what each lot sold, its cost and the margin.
export const saleByMedicineLotsFilter = filterOf({ medicineIds: ids('medicine') });
export const saleByMedicineLotRow = z.object({
  medicineId: z.number().int(),
  medicineName: z.string(),
  unit: z.string().nullable(),
  lotId: z.number().int(),
  lotNumber: z.string(),
  expiryDate: z.string(),
  quantity: count,
  ...saleMoney,
  /** Σ units × the lot's cost per unit (refunded units taken off). */
  costAmount: money,
  /** netAmount − costAmount. */
  marginAmount: money,
});
export const saleByMedicineLotTotals = z.object({
  quantity: count,
  ...saleMoney,
  costAmount: money,
  marginAmount: money,
});

// 34 · Sale by clinic patient.
export const saleByPatientFilter = filterOf({ clinicPatientIds: ids('patient') });
export const saleByPatientRow = z.object({
  clinicPatientId: z.number().int(),
  patientCode: z.string(),
  fullName: z.string(),
  phoneNumber: z.string().nullable(),
  invoiceCount: count,
  ...saleMoney,
});
export const saleByPatientTotals = z.object({ invoiceCount: count, ...saleMoney });

// 35 · Stock by medicine: opening, in, out and closing units over the range (stock is the clinic's, not a
// location's: locationIds and doctorIds do not narrow it). `level` keeps the medicines at that stock level on the
// range's last day (its closing units and lots, by the dashboard's rules).
export const stockByMedicineFilter = filterOf({
  medicineIds: ids('medicine'),
  level: z.enum(StockLevelFilter, formErrorIds.invalidValue).optional(),
});
const stockUnits = {
  opening: count,
  imported: count,
  exported: count,
  closing: count,
  /** Closing units at their lots' cost, VND. */
  closingValue: money,
};
export const stockByMedicineRow = z.object({
  medicineId: z.number().int(),
  name: z.string(),
  unit: z.string().nullable(),
  ...stockUnits,
});
export const stockTotals = z.object(stockUnits);

// 36 · Stock by medicine lot, with each lot's expiry state on the range's last day.
export const stockByMedicineLotFilter = filterOf({
  medicineIds: ids('medicine'),
  expiryStates: z.array(z.enum(MedicineLotExpiry, formErrorIds.invalidValue)).max(3).optional(),
});
export const stockByMedicineLotRow = z.object({
  medicineId: z.number().int(),
  medicineName: z.string(),
  unit: z.string().nullable(),
  lotId: z.number().int(),
  lotNumber: z.string(),
  expiryDate: z.string(),
  expiryState: z.enum(MedicineLotExpiry),
  costPerUnit: money,
  ...stockUnits,
});

// 37 · Sale by doctor: the visits' sales and the doctor's commission on the services (their commission percent at
// the time of the sale).
export const saleByDoctorFilter = filterOf({});
export const saleByDoctorRow = z.object({
  doctorId: z.number().int(),
  doctorName: z.string(),
  invoiceCount: count,
  ...saleMoney,
  commissionAmount: money,
});
export const saleByDoctorTotals = z.object({ invoiceCount: count, ...saleMoney, commissionAmount: money });

// 39 · Sale by service package.
export const saleByPackageFilter = filterOf({ packageIds: ids('package') });
export const saleByPackageRow = z.object({
  packageId: z.number().int(),
  code: z.string(),
  name: z.string(),
  quantity: count,
  ...saleMoney,
});

/** The ten with the most net revenue over the whole range: the bar chart of the per-item reports. */
const topTen = z.array(z.object({ id: z.number().int(), name: z.string(), netAmount: money }));

export const reportsContract = {
  appointments: report(
    '/reports/appointments',
    appointmentReportFilter,
    reportOf(appointmentReportRow, appointmentReportTotals, z.array(appointmentReportDay)),
  ),
  saleSummary: report(
    '/reports/sale-report',
    saleSummaryFilter,
    reportOf(saleSummaryRow, saleSummaryTotals, z.array(z.object({ day: z.string(), netAmount: money }))),
  ),
  saleByService: report(
    '/reports/sale-by-service',
    saleByServiceFilter,
    reportOf(saleByServiceRow, saleTotals, topTen),
  ),
  saleByMedicineLots: report(
    '/reports/sale-by-medicine-lots',
    saleByMedicineLotsFilter,
    reportOf(saleByMedicineLotRow, saleByMedicineLotTotals),
  ),
  saleByPatients: report(
    '/reports/sale-by-patients',
    saleByPatientFilter,
    reportOf(saleByPatientRow, saleByPatientTotals),
  ),
  stockByMedicines: report(
    '/reports/stock-by-medicines',
    stockByMedicineFilter,
    reportOf(stockByMedicineRow, stockTotals),
  ),
  stockByMedicineLots: report(
    '/reports/stock-by-medicine-lot-report',
    stockByMedicineLotFilter,
    reportOf(stockByMedicineLotRow, stockTotals),
  ),
  saleByDoctor: report(
    '/reports/sale-by-doctor',
    saleByDoctorFilter,
    reportOf(saleByDoctorRow, saleByDoctorTotals, topTen),
  ),
  saleByServicePackages: report(
    '/reports/sale-by-service-packages',
    saleByPackageFilter,
    reportOf(saleByPackageRow, saleTotals, topTen),
  ),
};

export type AppointmentReportFilter = z.input<typeof appointmentReportFilter>;
export type AppointmentReportRow = z.output<typeof appointmentReportRow>;
/** The filter body every report takes (each adds its own narrowing lists). */
export type ReportRange = z.input<typeof saleSummaryFilter>;
export type SaleByServiceFilter = z.input<typeof saleByServiceFilter>;
export type SaleByMedicineLotsFilter = z.input<typeof saleByMedicineLotsFilter>;
export type SaleByPatientFilter = z.input<typeof saleByPatientFilter>;
export type StockByMedicineFilter = z.input<typeof stockByMedicineFilter>;
export type StockByMedicineLotFilter = z.input<typeof stockByMedicineLotFilter>;
export type SaleByPackageFilter = z.input<typeof saleByPackageFilter>;
/** A report's whole answer: `{ pageData, paging, totals, chart? }`. */
export type ReportAnswer<K extends keyof typeof reportsContract> = z.output<
  (typeof reportsContract)[K]['response']
>;
