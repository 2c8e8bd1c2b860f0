import { AppointmentStatus, addDays, instantOfLocal } from '@clinic/domain';
import type { MonthSeries } from '@clinic/domain/contracts';
import { and, eq, gte, lt, lte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appointments, saleInvoices } from '../../db/schema/index.js';
import type { ReportScope } from '../reports/scope.js';
import { scopeWhere } from '../reports/scope.js';
import type { StockCalendar } from '../stock/stock.read.js';
import { monthsOf } from './dashboard-scope.js';

// GET /dashboard/monthly-sales-stats and /monthly-appointment-stats: a value per clinic day from the first day of
// the previous month to today, in one statement over those days' rows alone (sale_lines_by_day,
// appointments_by_start), laid out by day of the month beside the previous month's.

/** Lays per-day values out by day of the month: this month to today, the previous month all its days. */
export function monthSeries(today: string, perDay: ReadonlyMap<string, number>): MonthSeries {
  const m = monthsOf(today);
  const days = Array.from({ length: Math.max(m.dayOfMonth, m.previousDays) }, (_, i) => {
    const dayOfMonth = i + 1;
    const value = dayOfMonth <= m.dayOfMonth ? (perDay.get(addDays(m.monthStart, i)) ?? 0) : 0;
    const previousValue = dayOfMonth <= m.previousDays ? (perDay.get(addDays(m.previousStart, i)) ?? 0) : 0;
    return { dayOfMonth, value, previousValue };
  });
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  return {
    month: m.month,
    previousMonth: m.previousMonth,
    days,
    total: sum(days.map((d) => d.value)),
    previousTotalToDate: sum(days.filter((d) => d.dayOfMonth <= m.dayOfMonth).map((d) => d.previousValue)),
    previousTotal: sum(days.map((d) => d.previousValue)),
  };
}

/** Σ net of the sales ledger by invoice per day (refunds on their own day). */
export async function monthlySales(db: Db, clinicId: number, calendar: StockCalendar, scope: ReportScope) {
  const { previousStart } = monthsOf(calendar.today);
  const day = sql<string>`${saleInvoices.day}::text`;
  const rows = await db
    .select({ day, value: sql<number>`sum(${saleInvoices.net})::float8` })
    .from(saleInvoices)
    .where(
      and(
        eq(saleInvoices.clinicId, clinicId),
        gte(saleInvoices.day, previousStart),
        lte(saleInvoices.day, calendar.today),
        scopeWhere(scope, { locationId: saleInvoices.locationId, doctorId: saleInvoices.doctorId }),
      ),
    )
    .groupBy(saleInvoices.day);
  return monthSeries(calendar.today, new Map(rows.map((r) => [r.day, Number(r.value)])));
}

/** Appointments per clinic day of their slot, cancelled and invalid ones left out. */
export async function monthlyAppointments(
  db: Db,
  clinicId: number,
  calendar: StockCalendar,
  scope: ReportScope,
) {
  const { timeZone, today } = calendar;
  const { previousStart } = monthsOf(today);
  const day = sql<string>`((${appointments.startAt} at time zone ${timeZone})::date)::text`;
  const rows = await db
    .select({ day, value: sql<number>`count(*)::int` })
    .from(appointments)
    .where(
      and(
        eq(appointments.clinicId, clinicId),
        gte(appointments.startAt, instantOfLocal(previousStart, '00:00', timeZone)),
        lt(appointments.startAt, instantOfLocal(addDays(today, 1), '00:00', timeZone)),
        notInArray(appointments.status, [AppointmentStatus.Canceled, AppointmentStatus.Invalid]),
        scopeWhere(scope, { locationId: appointments.locationId, doctorId: appointments.doctorId }),
      ),
    )
    .groupBy(sql`1`);
  return monthSeries(today, new Map(rows.map((r) => [r.day, r.value])));
}
