import {
  type AppointmentStatusCount,
  addDays,
  appointmentStatusCounts,
  COUNTED_INVOICE_ENTRY,
  instantOfLocal,
  NO_OWNER_ID,
} from '@clinic/domain';
import { and, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { appointments, type saleInvoices, type saleLines } from '../../db/schema/index.js';

// The domain's counting rules (packages/domain/src/reports.ts) as SQL, for every report, the dashboard and the
// queue's counts alike: which ledger rows are counted invoices, which row a sale with no doctor or patient falls
// in, which appointments a range holds and what each status count counts. A figure written elsewhere by hand is
// how two screens come to disagree.

type Ledger = typeof saleLines | typeof saleInvoices;

/** Inlined rather than bound: the same text then means the same thing in every aggregate. */
const COUNTED = sql.raw(String(COUNTED_INVOICE_ENTRY));

/** Whether a ledger row counts as an invoice (its sale, not its refund). */
export const isCountedInvoice = (t: Ledger) => sql`${t.entry} = ${COUNTED}`;

/** The number of invoices among a ledger's rows. */
export const invoiceCountOf = (t: Ledger) => sql`count(*) filter (where ${isCountedInvoice(t)})`;

/**
 * The group key of a split by an owner (a doctor, a patient): the sales with none fall in the row NO_OWNER_ID. The
 * column itself stays in the WHERE clause and the indexes (coalesce is only the grouping).
 */
export const ownerKey = (column: AnyPgColumn) => sql`coalesce(${column}, ${sql.raw(String(NO_OWNER_ID))})`;

/** The appointments whose slot starts on the clinic days `from`..`to` (both included) of `timeZone`. */
export function appointmentsStartingIn(range: { from: string; to: string }, timeZone: string): SQL {
  return and(
    gte(appointments.startAt, instantOfLocal(range.from, '00:00', timeZone)),
    lt(appointments.startAt, instantOfLocal(addDays(range.to, 1), '00:00', timeZone)),
  ) as SQL;
}

/** An appointment's clinic day, 'YYYY-MM-DD'. */
export const appointmentDay = (timeZone: string) =>
  sql<string>`((${appointments.startAt} at time zone ${timeZone})::date)::text`;

/** What one status count counts (appointmentStatusCounts). */
export const isAppointmentCounted = (key: AppointmentStatusCount) =>
  inArray(appointments.status, [...appointmentStatusCounts[key]]);

/** Every status count of the appointments read, `count(*) filter (…)::int as "<key>"`, beside `"total"`. */
export const appointmentStatusTallies = () =>
  sql.join(
    [
      sql`count(*)::int as "total"`,
      ...(Object.keys(appointmentStatusCounts) as AppointmentStatusCount[]).map(
        (key) => sql`count(*) filter (where ${isAppointmentCounted(key)})::int as ${sql.identifier(key)}`,
      ),
    ],
    sql`, `,
  );
