import { addDays, EInvoiceStatus, instantOfLocal } from '@clinic/domain';
import type { EInvoiceRow, eInvoiceListQuery } from '@clinic/domain/contracts';
import { and, count, desc, eq, gte, ilike, inArray, like, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db, DbTx } from '../../db/client.js';
import { eInvoices, invoices } from '../../db/schema/index.js';
import { offsetOf, page, totalOf } from '../../platform/paging.js';
import { likeEscape } from '../../resources/define-resource.js';
import { clinicTimeZone } from '../schedules/occurrences.js';
import { eInvoiceSettingsOf } from './e-invoice-settings.service.js';
import { toEInvoiceState } from './e-invoice-state.read.js';

type Query = z.output<typeof eInvoiceListQuery>;

const adjusted = alias(eInvoices, 'adjusted');

/** Every e-invoice of the clinic with its invoice's code and, for an adjustment, its original's number. */
const selectRows = (db: Db | DbTx, clinicId: number, where: SQL | undefined) =>
  db
    .select({ e: eInvoices, invoiceCode: invoices.code, adjustsNumber: adjusted.number })
    .from(eInvoices)
    .innerJoin(invoices, and(eq(invoices.clinicId, eInvoices.clinicId), eq(invoices.id, eInvoices.invoiceId)))
    .leftJoin(adjusted, and(eq(adjusted.clinicId, eInvoices.clinicId), eq(adjusted.id, eInvoices.adjustsId)))
    .where(and(eq(eInvoices.clinicId, clinicId), where))
    .$dynamic();

const toRow = (r: Awaited<ReturnType<typeof selectRows>>[number]): EInvoiceRow => ({
  ...toEInvoiceState(r.e),
  invoiceId: r.e.invoiceId,
  invoiceCode: r.invoiceCode,
  adjusts: r.e.adjustsId === null ? null : { id: r.e.adjustsId, number: r.adjustsNumber },
  reason: r.e.reason,
  createdAt: r.e.createdAt.toISOString(),
});

/**
 * GET /e-invoices: originals and adjustments, newest queued first, narrowed by state, the clinic days they were
 * queued and a keyword (the buyer, a tax code, the provider's number or the invoice's code).
 */
export async function listEInvoices(db: Db, clinicId: number, query: Query) {
  const timeZone = query.from || query.to ? await clinicTimeZone(db, clinicId) : undefined;
  const keyword = query.keyword?.trim();
  const where = and(
    query.status ? eq(eInvoices.status, query.status) : undefined,
    query.from && timeZone
      ? gte(eInvoices.createdAt, instantOfLocal(query.from, '00:00', timeZone))
      : undefined,
    query.to && timeZone
      ? lt(eInvoices.createdAt, instantOfLocal(addDays(query.to, 1), '00:00', timeZone))
      : undefined,
    keyword ? keywordFilter(keyword) : undefined,
  );
  const rows = await selectRows(db, clinicId, where)
    .orderBy(desc(eInvoices.createdAt), desc(eInvoices.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const total = await totalOf(rows, query, async () => {
    const [counted] = await db
      .select({ n: count() })
      .from(eInvoices)
      .innerJoin(
        invoices,
        and(eq(invoices.clinicId, eInvoices.clinicId), eq(invoices.id, eInvoices.invoiceId)),
      )
      .where(and(eq(eInvoices.clinicId, clinicId), where));
    return counted?.n ?? 0;
  });
  return page(rows.map(toRow), total, query);
}

/** One e-invoice as the list shows it (the answer of its "send again"). */
export async function eInvoiceRowOf(db: Db | DbTx, clinicId: number, id: number): Promise<EInvoiceRow> {
  const [row] = await selectRows(db, clinicId, eq(eInvoices.id, id));
  return toRow(row!);
}

/** The buyer's name or legal name without case or accents, a tax code's start, a number or an invoice code. */
function keywordFilter(keyword: string): SQL | undefined {
  const anywhere = `%${likeEscape(keyword)}%`;
  const folded = (field: string) =>
    sql`f_unaccent(lower(coalesce(${eInvoices.buyer} ->> ${field}, ''))) like f_unaccent(lower(${anywhere}))`;
  return or(
    folded('name'),
    folded('legalName'),
    like(sql`${eInvoices.buyer} ->> 'taxCode'`, `${likeEscape(keyword.replace(/\s/g, ''))}%`),
    ilike(eInvoices.number, anywhere),
    ilike(invoices.code, anywhere),
  );
}

/** GET /e-invoices/counts: whether e-invoices are on, and how many wait (refused, to fix; queued, on their way). */
export async function eInvoiceCounts(db: Db, clinicId: number) {
  const settings = await eInvoiceSettingsOf(db, clinicId);
  const [row] = await db
    .select({
      queued: sql<number>`count(*) filter (where ${eInvoices.status} = ${EInvoiceStatus.Queued})`.mapWith(
        Number,
      ),
      refused: sql<number>`count(*) filter (where ${eInvoices.status} = ${EInvoiceStatus.Refused})`.mapWith(
        Number,
      ),
    })
    .from(eInvoices)
    .where(
      and(
        eq(eInvoices.clinicId, clinicId),
        inArray(eInvoices.status, [EInvoiceStatus.Queued, EInvoiceStatus.Refused]),
      ),
    );
  return { configured: settings !== undefined, queued: row?.queued ?? 0, refused: row?.refused ?? 0 };
}
