import { z } from 'zod';
import { filterId } from '../refs';
import { MedicineLotExpiry } from '../stock';
import { idParam } from '../validation';
import { endpoint } from './endpoint';

// /dashboard/…: the dashboard's blocks (screen 29, docs/product.md#reports). Every call is a GET of the
// clinic's today or this month (clinic time zone), for one location or, without `locationId`, every location the
// caller's groups let them see. Money is whole VND, net of discounts and refunds (reports' `netAmount`).

export const dashboardQuery = z.object({
  locationId: filterId('location', idParam).optional(),
});

const money = z.number().int();
const count = z.number().int();

/** Today: appointments by status, new patients, revenue by payment method, who is waiting now. */
export const todayStats = z.object({
  /** The clinic's today, 'YYYY-MM-DD'. */
  day: z.string(),
  appointments: z.object({
    total: count,
    notApproved: count,
    approved: count,
    checkedIn: count,
    inProgress: count,
    finished: count,
    canceled: count,
    invalid: count,
  }),
  /** Clinic patient records created today. */
  newPatients: count,
  revenue: z.object({
    invoiceCount: count,
    netAmount: money,
    cashAmount: money,
    bankTransferAmount: money,
    eWalletAmount: money,
  }),
  /** Checked in and not yet called into an exam, now. */
  waitingNow: count,
});

/**
 * One value per day of this month and of the previous month (all their days, monthOf: the reports' "this month"
 * and "last month"), by day of the month.
 */
const monthSeries = z.object({
  /** 'YYYY-MM'. */
  month: z.string(),
  previousMonth: z.string(),
  days: z.array(z.object({ dayOfMonth: z.number().int(), value: z.number(), previousValue: z.number() })),
  /** The whole month: the report of "this month" gives the same figure. */
  total: z.number(),
  /** This month up to today (what is compared with the previous month to date). */
  totalToDate: z.number(),
  /** The previous month up to the same day of the month, to compare like with like. */
  previousTotalToDate: z.number(),
  previousTotal: z.number(),
});
/** Net sales per day; and this month's invoices (COUNTED_INVOICE_ENTRY), as the sale summary counts them. */
const monthSales = monthSeries.extend({ invoiceCount: count });
/** Appointments per day, every status (the report's total); and this month's cancelled and invalid ones apart. */
const monthAppointments = monthSeries.extend({ canceled: count, invalid: count });

const topSeller = z.object({
  id: z.number().int(),
  name: z.string(),
  unit: z.string().nullable(),
  quantity: count,
  netAmount: money,
});
/** This month's top TOP_SELLERS_SIZE by net revenue and by quantity sold. */
export const topSellers = z.object({ byRevenue: z.array(topSeller), byQuantity: z.array(topSeller) });

export const dashboardLot = z.object({
  lotId: z.number().int(),
  medicineId: z.number().int(),
  medicineName: z.string(),
  unit: z.string().nullable(),
  lotNumber: z.string(),
  expiryDate: z.string(),
  expiryState: z.enum(MedicineLotExpiry),
  quantity: count,
});
/** The first DASHBOARD_STOCK_ROWS, most urgent first, and how many there are in all. */
export const dashboardLots = z.object({ items: z.array(dashboardLot), total: count });

export const lowStockMedicine = z.object({
  medicineId: z.number().int(),
  name: z.string(),
  unit: z.string().nullable(),
  /** Units in usable lots. */
  usable: count,
  lowStockThreshold: z.number().int().nullable(),
});
export const lowStockMedicines = z.object({ items: z.array(lowStockMedicine), total: count });

const get = <const U extends string, R extends z.ZodType>(url: U, response: R) =>
  endpoint({ method: 'GET', url, query: dashboardQuery, response });

export const dashboardContract = {
  todayStats: get('/dashboard/today-statics', todayStats),
  monthlySales: get('/dashboard/monthly-sales-stats', monthSales),
  monthlyAppointments: get('/dashboard/monthly-appointment-stats', monthAppointments),
  topServices: get('/dashboard/top-sale-services', topSellers),
  topMedicines: get('/dashboard/top-sale-medicines', topSellers),
  nearExpiry: get('/dashboard/near-expiration-medicines', dashboardLots),
  expired: get('/dashboard/expired-medicines', dashboardLots),
  lowInStock: get('/dashboard/low-in-stock-medicines', lowStockMedicines),
};

export type DashboardQuery = z.input<typeof dashboardQuery>;
export type TodayStats = z.output<typeof todayStats>;
export type MonthSeries = z.output<typeof monthSeries>;
export type MonthSales = z.output<typeof monthSales>;
export type MonthAppointments = z.output<typeof monthAppointments>;
export type TopSellers = z.output<typeof topSellers>;
export type DashboardLots = z.output<typeof dashboardLots>;
export type LowStockMedicines = z.output<typeof lowStockMedicines>;
