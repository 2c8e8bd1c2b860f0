import { PaymentMethod, SaleEntry, TOP_SELLERS_SIZE } from '@clinic/domain';
import { and, between, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { readAsOne } from '../../db/reads.js';
import { saleLines } from '../../db/schema/index.js';
import { offsetOf, type Paging } from '../../platform/paging.js';
import { type ReportScope, scopeWhere } from './scope.js';

// The six sale reports read the sales ledger (`sale_lines`, billing/sale-ledger.ts) the same way: the rows of
// the range and scope, grouped by what the report is about (a day, a service, a lot…), the groups' figures, the
// totals over the whole range and a small chart. Each report names only its grouping (sales.routes.ts); this
// builds the one statement that answers it (the page, the totals and the chart as JSON columns, readAsOne).

const s = saleLines;
// Inlined rather than bound: the same text then means the same thing in every aggregate.
const SALE = sql.raw(String(SaleEntry.Sale));
const REFUND = sql.raw(String(SaleEntry.Refund));
const onSale = sql`${s.entry} = ${SALE}`;

/** Σ `expr` over the rows (optionally only those matching `only`), 0 when there are none. */
const total = (expr: SQL | AnyPgColumn, only?: SQL) =>
  only ? sql`coalesce(sum(${expr}) filter (where ${only}), 0)` : sql`coalesce(sum(${expr}), 0)`;

/** Net by payment method: refund rows carry their sale's method, so a refund comes off what was paid. */
const netPaidBy = (method: PaymentMethod) =>
  total(s.net, sql`${s.paymentMethod} = ${sql.raw(String(method))}`);

/** The four money fields of every sale report (reports.ts contract): sales' gross and discount, refunds, net. */
export const saleMoney = {
  grossAmount: total(s.gross, onSale),
  discountAmount: total(s.discount, onSale),
  refundAmount: total(sql`-${s.net}`, sql`${s.entry} = ${REFUND}`),
  netAmount: total(s.net),
};

export const saleFigures = {
  /** Units sold less units refunded. */
  quantity: total(s.quantity),
  /** Distinct invoices sold (an invoice is sold once, so this adds up across days, patients and doctors). */
  invoiceCount: sql`count(distinct ${s.invoiceId}) filter (where ${onSale})`,
  refundCount: sql`count(distinct ${s.invoiceId}) filter (where ${s.entry} = ${REFUND})`,
  cashAmount: netPaidBy(PaymentMethod.Cash),
  bankTransferAmount: netPaidBy(PaymentMethod.BankTransfer),
  eWalletAmount: netPaidBy(PaymentMethod.EWallet),
  costAmount: total(s.cost),
  marginAmount: sql`${total(s.net)} - ${total(s.cost)}`,
  commissionAmount: total(s.commission),
};

/** What a sale report is about: how its rows are grouped, named and sorted. */
export interface SaleGrouping {
  /** The row's id and names, `alias: expression`: selected and grouped by (names come from `joins`). */
  columns: Record<string, SQL | AnyPgColumn>;
  /** What tells two groups apart: counted for `paging.totalItem`. */
  key: SQL | AnyPgColumn;
  /** The figures of a row and of the totals, `alias: aggregate` (saleMoney, saleFigures). */
  figures: Record<string, SQL>;
  /** Joins that read the names, each on the ledger row's clinic. */
  joins?: SQL;
  /** The report's own narrowing (its kind, the ids its filter names). */
  where: (SQL | undefined)[];
  /** ORDER BY over the row's aliases. */
  orderBy: SQL;
  /** The chart: the ten groups with the most net (`top`, by the columns named), or net per day (`days`). */
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

/** `ids` as a condition on `column`, none when the filter names none. */
export const onlyIds = (column: AnyPgColumn, ids: readonly number[] | undefined) =>
  ids?.length ? inArray(column, [...ids]) : undefined;

/**
 * The report's page of groups, its totals over the whole range (with the number of groups) and its chart, in
 * one statement.
 */
export async function readSaleReport<Answer>(
  db: Db,
  clinicId: number,
  range: SaleRange,
  scope: ReportScope,
  paging: Paging,
  grouping: SaleGrouping,
): Promise<Answer> {
  const where = and(
    eq(s.clinicId, clinicId),
    between(s.day, range.from, range.to),
    scopeWhere(scope, { locationId: s.locationId, doctorId: s.doctorId }),
    ...grouping.where,
  );
  const groupBy = sql.join(Object.values(grouping.columns), sql`, `);
  const groups = (limit: number, offset: number) => sql`
    select ${selectList(grouping.columns)}, ${selectList(grouping.figures)}
    from ${s} ${grouping.joins ?? sql``}
    where ${where}
    group by ${groupBy}
    order by ${grouping.orderBy}
    limit ${limit} offset ${offset}`;
  const totals = sql`
    select ${selectList(grouping.figures)}, count(distinct ${grouping.key}) as "groupCount"
    from ${s} where ${where}`;
  const queries: Record<string, SQL> = {
    page: groups(paging.pageSize, offsetOf(paging)),
    totals,
  };
  const chart = grouping.chart;
  if (chart === 'days') {
    queries.chart = sql`
      select ${s.day}::text as "day", ${saleMoney.netAmount} as "netAmount"
      from ${s} where ${where} group by ${s.day} order by ${s.day}`;
  } else if (chart) {
    const { id, name } = chart.top;
    queries.chart = sql`
      select ${sql.identifier(id)} as "id", ${sql.identifier(name)} as "name", "netAmount"
      from (${groups(TOP_SELLERS_SIZE, 0)}) top
      order by "netAmount" desc, "name", "id"`;
  }
  const answer = await readAsOne(db, queries);
  const { groupCount, ...sums } = answer.totals![0]!;
  return {
    pageData: answer.page,
    paging: { totalItem: Number(groupCount), pageSize: paging.pageSize, pageNumber: paging.pageNumber },
    totals: sums,
    ...(chart ? { chart: answer.chart } : {}),
  } as Answer;
}
