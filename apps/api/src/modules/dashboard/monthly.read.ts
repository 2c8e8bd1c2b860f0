import { addDays } from '@clinic/domain';
import type { MonthAppointments, MonthSales, MonthSeries } from '@clinic/domain/contracts';
import { and, between, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appointments, saleInvoices } from '../../db/schema/index.js';
import {
  appointmentDay,
  appointmentsStartingIn,
  invoiceCountOf,
  isAppointmentCounted,
} from '../reports/definitions.js';
import type { ReportScope } from '../reports/scope.js';
import { scopeWhere } from '../reports/scope.js';
import type { StockCalendar } from '../stock/stock.read.js';
import { monthsOf } from './dashboard-scope.js';

// GET /dashboard/monthly-sales-stats and /monthly-appointment-stats: a value per clinic day from the first day of
// the previous month to the last of this one, counted by the reports' own rules (reports/definitions.ts), in one
// statement over those days' rows alone (sale_lines_by_day,
// appointments_by_start), laid out by day of the month beside the previous month's.

/**
 * Lays per-day values out by day of the month: this month and the previous one, all their days (the reports'
 * "this month" and "last month": the same days, so the same totals).
 */
export function monthSeries(today: string, perDay: ReadonlyMap<string, number>): MonthSeries {
  const m = monthsOf(today);
  const days = Array.from({ length: Math.max(m.monthDays, m.previousDays) }, (_, i) => {
    const dayOfMonth = i + 1;
    const value = dayOfMonth <= m.monthDays ? (perDay.get(addDays(m.monthStart, i)) ?? 0) : 0;
    const previousValue = dayOfMonth <= m.previousDays ? (perDay.get(addDays(m.previousStart, i)) ?? 0) : 0;
    return { dayOfMonth, value, previousValue };
  });
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const toDate = days.filter((d) => d.dayOfMonth <= m.dayOfMonth);
  return {
    month: m.month,
    previousMonth: m.previousMonth,
    days,
    total: sum(days.map((d) => d.value)),
    totalToDate: sum(toDate.map((d) => d.value)),
    previousTotalToDate: sum(toDate.map((d) => d.previousValue)),
    previousTotal: sum(days.map((d) => d.previousValue)),
  };
}

/** Σ net of the sales ledger by invoice per day (refunds on their own day), and this month's invoice count. */
export async function monthlySales(
  db: Db,
  clinicId: number,
  calendar: StockCalendar,
  scope: ReportScope,
): Promise<MonthSales> {
  const { previousStart, monthStart, monthEnd } = monthsOf(calendar.today);
  const day = sql<string>`${saleInvoices.day}::text`;
  const rows = await db
    .select({
      day,
      value: sql<number>`sum(${saleInvoices.net})::float8`,
      invoiceCount: sql<number>`${invoiceCountOf(saleInvoices)}::int`,
    })
    .from(saleInvoices)
    .where(
      and(
        eq(saleInvoices.clinicId, clinicId),
        between(saleInvoices.day, previousStart, monthEnd),
        scopeWhere(scope, { locationId: saleInvoices.locationId, doctorId: saleInvoices.doctorId }),
      ),
    )
    .groupBy(saleInvoices.day);
  const thisMonth = rows.filter((r) => r.day >= monthStart);
  return {
    ...monthSeries(calendar.today, new Map(rows.map((r) => [r.day, Number(r.value)]))),
    invoiceCount: thisMonth.reduce((sum, r) => sum + Number(r.invoiceCount), 0),
  };
}

/**
 * Appointments per clinic day of their slot, every status (the appointment report's total), and this month's
 * cancelled and invalid ones, counted apart as everywhere.
 */
export async function monthlyAppointments(
  db: Db,
  clinicId: number,
  calendar: StockCalendar,
  scope: ReportScope,
): Promise<MonthAppointments> {
  const { timeZone, today } = calendar;
  const { previousStart, monthStart, monthEnd } = monthsOf(today);
  const day = appointmentDay(timeZone);
  const rows = await db
    .select({
      day,
      value: sql<number>`count(*)::int`,
      canceled: sql<number>`count(*) filter (where ${isAppointmentCounted('canceled')})::int`,
      invalid: sql<number>`count(*) filter (where ${isAppointmentCounted('invalid')})::int`,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.clinicId, clinicId),
        appointmentsStartingIn({ from: previousStart, to: monthEnd }, timeZone),
        scopeWhere(scope, { locationId: appointments.locationId, doctorId: appointments.doctorId }),
      ),
    )
    .groupBy(sql`1`);
  const thisMonth = rows.filter((r) => r.day >= monthStart);
  const sum = (key: 'canceled' | 'invalid') => thisMonth.reduce((total, r) => total + Number(r[key]), 0);
  return {
    ...monthSeries(today, new Map(rows.map((r) => [r.day, r.value]))),
    canceled: sum('canceled'),
    invalid: sum('invalid'),
  };
}
