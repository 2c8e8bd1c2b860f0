import {
  type AppointmentStatusCount,
  addDays,
  appointmentStatusCounts,
  instantOfLocal,
  PaymentMethod,
} from '@clinic/domain';
import type { TodayStats } from '@clinic/domain/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appointments, clinicPatients, saleInvoices } from '../../db/schema/index.js';
import { appointmentStatusTallies, appointmentsStartingIn, invoiceCountOf } from '../reports/definitions.js';
import type { ReportScope } from '../reports/scope.js';
import { scopeWhere } from '../reports/scope.js';
import type { StockCalendar } from '../stock/stock.read.js';

// GET /dashboard/today-statics: today's appointments (by their slot's start), the patient records created today
// (clinic-wide: a record belongs to no location), today's sales ledger and who waits now, in one statement that
// reads only today's rows (appointments_by_start, clinic_patients_newest, sale_lines_by_day).

export async function todayStats(
  db: Db,
  clinicId: number,
  calendar: StockCalendar,
  scope: ReportScope,
): Promise<TodayStats> {
  const { today, timeZone } = calendar;
  const dayStart = instantOfLocal(today, '00:00', timeZone);
  const dayEnd = instantOfLocal(addDays(today, 1), '00:00', timeZone);
  const todays = and(
    eq(appointments.clinicId, clinicId),
    appointmentsStartingIn({ from: today, to: today }, timeZone),
    scopeWhere(scope, { locationId: appointments.locationId, doctorId: appointments.doctorId }),
  );
  const sales = and(
    eq(saleInvoices.clinicId, clinicId),
    eq(saleInvoices.day, today),
    scopeWhere(scope, { locationId: saleInvoices.locationId, doctorId: saleInvoices.doctorId }),
  );
  const byMethod = (method: number) =>
    sql`coalesce(sum(${saleInvoices.net}) filter (where ${saleInvoices.paymentMethod} = ${method}), 0)`;
  const result = await db.execute<Record<string, string | number>>(sql`
    select a.*, s.*,
      (select count(*) from ${clinicPatients}
        where ${clinicPatients.clinicId} = ${clinicId} and ${clinicPatients.createdAt} >= ${dayStart}
          and ${clinicPatients.createdAt} < ${dayEnd}) as new_patients
    from (
      select ${appointmentStatusTallies()}
      from ${appointments} where ${todays}
    ) a, (
      select ${invoiceCountOf(saleInvoices)} as invoice_count,
        coalesce(sum(${saleInvoices.net}), 0) as net_amount, ${byMethod(PaymentMethod.Cash)} as cash,
        ${byMethod(PaymentMethod.BankTransfer)} as bank_transfer, ${byMethod(PaymentMethod.EWallet)} as e_wallet
      from ${saleInvoices} where ${sales}
    ) s`);
  const row = result.rows[0] ?? {};
  const n = (key: string) => Number(row[key] ?? 0);
  return {
    day: today,
    appointments: {
      total: n('total'),
      ...(Object.fromEntries(Object.keys(appointmentStatusCounts).map((key) => [key, n(key)])) as Record<
        AppointmentStatusCount,
        number
      >),
    },
    newPatients: n('new_patients'),
    revenue: {
      invoiceCount: n('invoice_count'),
      netAmount: n('net_amount'),
      cashAmount: n('cash'),
      bankTransferAmount: n('bank_transfer'),
      eWalletAmount: n('e_wallet'),
    },
    // Checked in and not yet called into an exam: today's CheckedIn appointments.
    waitingNow: n('checkedIn'),
  };
}
