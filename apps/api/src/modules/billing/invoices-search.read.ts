import { addDays, instantOfLocal } from '@clinic/domain';
import type { BankTransferFilter, InvoiceSummary, invoiceSearchFilter } from '@clinic/domain/contracts';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { bankTransfers, clinicPatients, invoices } from '../../db/schema/index.js';
import { offsetOf, type Paging, page, totalOf } from '../../platform/paging.js';
import { likeEscape } from '../../resources/define-resource.js';
import { patientKeywordFilter } from '../patients/patient-search.read.js';
import { clinicTimeZone } from '../schedules/occurrences.js';
import {
  selectBankTransfers,
  selectInvoiceSummaries,
  toBankTransferItem,
  toInvoiceSummary,
} from './invoices.read.js';

// The lists of invoices (screen 23, a visit's invoices) and of reported bank transfers (screen 21), newest first.
// A page is read off an index in its order and stops there: invoices_newest (clinic, created_at, id), also for the
// day bounds, cashier and method; invoices_by_status for a rare status. A rare patient comes from invoices_patient
// and only its invoices are sorted. Part of a code has no index: a scan of the clinic's invoices, sorting only
// the matches (PostgreSQL 15, 20,000 invoices a clinic: every page under 25 ms).

type SearchFilter = z.output<typeof invoiceSearchFilter>;

/**
 * The patients a keyword finds, by the patients list's own rule (patientKeywordFilter: the name without case or
 * accents on search_name's trigram index, else digits in the phone or code, else a code's start), as a subquery
 * so the count needs no join.
 */
const patientsMatching = (db: Db, clinicId: number, keyword: string) =>
  db
    .select({ id: clinicPatients.id })
    .from(clinicPatients)
    .where(and(eq(clinicPatients.clinicId, clinicId), patientKeywordFilter(keyword)));

/** The search's conditions besides the clinic; `from`/`to` are the clinic's days (its zone) of creation, inclusive. */
export async function invoiceSearchWhere(db: Db, clinicId: number, filter: SearchFilter) {
  // The clinic's zone is read only when a day bound needs it.
  const timeZone = filter.from || filter.to ? await clinicTimeZone(db, clinicId) : undefined;
  const keyword = filter.keyword?.trim();
  const code = filter.code?.trim();
  return and(
    code ? ilike(invoices.code, `%${likeEscape(code)}%`) : undefined,
    keyword ? inArray(invoices.clinicPatientId, patientsMatching(db, clinicId, keyword)) : undefined,
    filter.cashierId ? eq(invoices.paidBy, filter.cashierId) : undefined,
    filter.paymentMethod ? eq(invoices.paymentMethod, filter.paymentMethod) : undefined,
    filter.status ? eq(invoices.status, filter.status) : undefined,
    filter.clinicPatientId ? eq(invoices.clinicPatientId, filter.clinicPatientId) : undefined,
    filter.from && timeZone
      ? gte(invoices.createdAt, instantOfLocal(filter.from, '00:00', timeZone))
      : undefined,
    filter.to && timeZone
      ? lt(invoices.createdAt, instantOfLocal(addDays(filter.to, 1), '00:00', timeZone))
      : undefined,
  );
}

/** A page of invoices, newest first (the order of the index invoices_newest). */
export const invoicesPageQuery = (db: Db, clinicId: number, where: SQL | undefined, paging: Paging) =>
  selectInvoiceSummaries(db, clinicId, where)
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(paging.pageSize)
    .offset(offsetOf(paging));

/** POST /invoices/search: newest first, with the total of every match. */
export async function searchInvoices(db: Db, clinicId: number, paging: Paging, filter: SearchFilter) {
  const where = await invoiceSearchWhere(db, clinicId, filter);
  const rows = await invoicesPageQuery(db, clinicId, where, paging);
  const total = await totalOf(rows, paging, async () => {
    const [n] = await db
      .select({ n: count() })
      .from(invoices)
      .where(and(eq(invoices.clinicId, clinicId), where));
    return n?.n ?? 0;
  });
  return page(rows.map(toInvoiceSummary), total, paging);
}

/** GET /clinic-appointments/{id}/invoices: every invoice of the visit (paid, unpaid, cancelled), oldest first. */
export async function invoicesOfAppointment(
  db: Db,
  clinicId: number,
  appointmentId: number,
): Promise<InvoiceSummary[]> {
  const rows = await selectInvoiceSummaries(db, clinicId, eq(invoices.appointmentId, appointmentId)).orderBy(
    asc(invoices.createdAt),
    asc(invoices.id),
  );
  return rows.map(toInvoiceSummary);
}

/** GET /payments/bank-transfers: the transfers the bank service reported, newest first, of one status or all. */
export async function bankTransfersPage(
  db: Db,
  clinicId: number,
  query: Paging & Pick<BankTransferFilter, 'status'>,
) {
  const where: SQL | undefined = query.status ? eq(bankTransfers.status, query.status) : undefined;
  const rows = await selectBankTransfers(db, clinicId, where)
    .orderBy(desc(bankTransfers.createdAt), desc(bankTransfers.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const total = await totalOf(rows, query, async () => {
    const [n] = await db
      .select({ n: count() })
      .from(bankTransfers)
      .where(and(eq(bankTransfers.clinicId, clinicId), where));
    return n?.n ?? 0;
  });
  return page(rows.map(toBankTransferItem), total, query);
}
