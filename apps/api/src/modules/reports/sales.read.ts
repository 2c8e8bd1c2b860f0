import { PaymentMethod, SaleEntry, TOP_SELLERS_SIZE } from '@clinic/domain';
import { and, between, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { jsonRowsOf } from '../../db/reads.js';
import { saleInvoices, saleLines } from '../../db/schema/index.js';
import { offsetOf, type Paging } from '../../platform/paging.js';
import { invoiceCountOf, isCountedInvoice } from './definitions.js';
import { type ReportScope, scopeWhere } from './scope.js';

// The six sale reports read the sales ledger (`sale_lines` or, by invoice, `sale_invoices`; billing/sale-ledger.service.ts)
// the same way: the rows of
// the range and scope, grouped by what the report is about (a day, a service, a lot…), the groups' figures, the
// totals over the whole range and a small chart. Each report names only its grouping (sales.routes.ts); this
// builds the one statement that answers it (the page, the totals and the chart as JSON columns, readAsOne).

const s = saleLines;
// Inlined rather than bound: the same text then means the same thing in every aggregate.
const REFUND = sql.raw(String(SaleEntry.Refund));

/**
 * The two ledgers a report may read: by line (what was sold: services, medicine lots, packages) or by invoice
 * (the same sums, a row per invoice sold or refunded: the reports by day, patient and doctor).
 */
export type Ledger = typeof saleLines | typeof saleInvoices;

/** Σ `expr` over the rows (optionally only those matching `only`), 0 when there are none. */
const total = (expr: SQL | AnyPgColumn, only?: SQL) =>
  only ? sql`coalesce(sum(${expr}) filter (where ${only}), 0)` : sql`coalesce(sum(${expr}), 0)`;

/** The four money fields of every sale report (reports.ts contract): sales' gross and discount, refunds, net. */
export const moneyOf = (t: Ledger) => ({
  grossAmount: total(t.gross, isCountedInvoice(t)),
  discountAmount: total(t.discount, isCountedInvoice(t)),
  refundAmount: total(sql`-${t.net}`, sql`${t.entry} = ${REFUND}`),
  netAmount: total(t.net),
});
export const saleMoney = moneyOf(saleLines);

/** Net by payment method: refund rows carry their sale's method, so a refund comes off what was paid. */
const netPaidBy = (t: Ledger, method: PaymentMethod) =>
  total(t.net, sql`${t.paymentMethod} = ${sql.raw(String(method))}`);

/** What the invoice ledger counts: invoices sold and refunded (a row each), net by method, commission. */
export const invoiceFigures = {
  invoiceCount: invoiceCountOf(saleInvoices),
  refundCount: sql`count(*) filter (where ${saleInvoices.entry} = ${REFUND})`,
  cashAmount: netPaidBy(saleInvoices, PaymentMethod.Cash),
  bankTransferAmount: netPaidBy(saleInvoices, PaymentMethod.BankTransfer),
  eWalletAmount: netPaidBy(saleInvoices, PaymentMethod.EWallet),
  /** A doctor's commission: a sale with no doctor (retail) earns no one any, whatever its services. */
  commissionAmount: total(saleInvoices.commission, isNotNull(saleInvoices.doctorId)),
};

/** What the line ledger counts besides money: units, and the lots' cost and margin. */
export const saleFigures = {
  /** Units sold less units refunded. */
  quantity: total(s.quantity),
  costAmount: total(s.cost),
  marginAmount: sql`${total(s.net)} - ${total(s.cost)}`,
};

/** What a sale report is about: how its rows are grouped, named and sorted. */
export interface SaleGrouping {
  /** The ledger read: by line (the default) or by invoice. */
  ledger?: Ledger;
  /** What the rows are grouped by, `alias: expression` over the ledger (a day, a service id, a lot…). */
  groupBy: Record<string, SQL | AnyPgColumn>;
  /** The figures of a row, `alias: aggregate` (saleMoney, saleFigures); the totals are their sums over the rows. */
  figures: Record<string, SQL>;
  /**
   * The names a row shows, `alias: expression` over the joined tables, and those joins: they may use `groups`'
   * aliases (`group."serviceId"`) and are read only for the page and the chart, never for all the groups.
   */
  names?: { columns: Record<string, SQL | AnyPgColumn>; joins: SQL };
  /** The report's own narrowing (its kind, the ids its filter names). */
  where: (SQL | undefined)[];
  /** ORDER BY over the groups' aliases (keys and figures, not names: the page is cut before it is named). */
  orderBy: SQL;
  /** The chart: the ten groups with the most net (`top`, by the aliases named), or net per day (`days`). */
  chart?: { top: { id: string; name: string } } | 'days';
}

export interface SaleRange {
  from: string;
  to: string;
}

const selectList = (fields: Record<string, SQL | AnyPgColumn>) =>
  sql.join(
    Object.entries(fields).map(([alias, expr]) => sql`${expr} as ${sql.identifier(alias)}`),
    sql`, `,
  );

/** A group key's alias in the grouped rows (`group."serviceId"`), for the names' joins. */
export const groupKey = (alias: string) => sql`"group".${sql.identifier(alias)}`;

/** `ids` as a condition on `column`, none when the filter names none. */
export const onlyIds = (column: AnyPgColumn, ids: readonly number[] | undefined) =>
  ids?.length ? inArray(column, [...ids]) : undefined;

/**
 * The report's page of groups, its totals over the whole range (with the number of groups) and its chart, in
 * one statement that reads the range's ledger rows once: they are grouped first (a materialized CTE), and the
 * page, the totals (sums over the groups: every figure adds up across them, an invoice being sold once, to one
 * patient, by one doctor, on one day) and the chart are read from the groups.
 */
export async function readSaleReport<Answer>(
  db: Db,
  clinicId: number,
  range: SaleRange,
  scope: ReportScope,
  paging: Paging,
  grouping: SaleGrouping,
): Promise<Answer> {
  const t = grouping.ledger ?? saleLines;
  const where = and(
    eq(t.clinicId, clinicId),
    between(t.day, range.from, range.to),
    scopeWhere(scope, { locationId: t.locationId, doctorId: t.doctorId }),
    ...grouping.where,
  );
  const figures = Object.keys(grouping.figures);
  // The page is cut from the groups first, then named: a year by patient is 30,000 groups, and only the page's
  // twenty need a name.
  const named = (limit: number, offset: number) => sql`
    select "group".*${grouping.names ? sql`, ${selectList(grouping.names.columns)}` : sql``}
    from (select * from "groups" order by ${grouping.orderBy} limit ${limit} offset ${offset}) "group"
      ${grouping.names?.joins ?? sql``}
    order by ${grouping.orderBy}`;
  const queries: Record<string, SQL> = {
    page: named(paging.pageSize, offsetOf(paging)),
    totals: sql`
      select ${sql.join(
        figures.map((alias) => sql`coalesce(sum(${sql.identifier(alias)}), 0) as ${sql.identifier(alias)}`),
        sql`, `,
      )}, count(*) as "groupCount"
      from "groups"`,
  };
  const chart = grouping.chart;
  if (chart === 'days') {
    queries.chart = sql`select "day", "netAmount" from "groups" order by "day"`;
  } else if (chart) {
    const { id, name } = chart.top;
    queries.chart = sql`
      select ${sql.identifier(id)} as "id", ${sql.identifier(name)} as "name", "netAmount"
      from (${named(TOP_SELLERS_SIZE, 0)}) top
      order by "netAmount" desc, "name", "id"`;
  }
  const result = await db.execute(sql`
    with "groups" as materialized (
      select ${selectList(grouping.groupBy)}, ${selectList(grouping.figures)}
      from ${t}
      where ${where}
      group by ${sql.join(Object.values(grouping.groupBy), sql`, `)}
    )
    select ${sql.join(
      Object.entries(jsonRowsOf(queries)).map(([key, rows]) => sql`${rows} as ${sql.identifier(key)}`),
      sql`, `,
    )}`);
  const answer = result.rows[0] as Record<string, Record<string, unknown>[]>;
  const { groupCount, ...sums } = answer.totals![0]!;
  return {
    pageData: answer.page,
    paging: { totalItem: Number(groupCount), pageSize: paging.pageSize, pageNumber: paging.pageNumber },
    totals: sums,
    ...(chart ? { chart: answer.chart } : {}),
  } as Answer;
}
