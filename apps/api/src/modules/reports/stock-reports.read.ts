import { addDays, instantOfLocal, MedicineLotExpiry, StockLevelFilter } from '@clinic/domain';
import type { ReportAnswer } from '@clinic/domain/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { medicineLots, medicines, stockMoves } from '../../db/schema/index.js';
import { offsetOf, type Paging, page } from '../../platform/paging.js';
import { expiryRangeSql, lotExpiryStateSql } from '../stock/expiry-sql.js';
import { outOfStockSql, runningOutSql } from '../stock/level-sql.js';
import type { StockCalendar } from '../stock/stock.read.js';

// 35 and 36 · Stock over a range of clinic days, from the ledger (stock_moves): each lot's units before the
// range (opening), in and out during it, and at its end (closing), valued at the lot's cost. Stock is the
// clinic's, not a location's, so the report's locations and doctors do not narrow it. A lot that had nothing
// before the range and no move in it is left out (and so is a medicine all of whose lots are). One statement
// answers the page and its totals (window sums over every row, computed before the page is cut).

export interface StockReportInput {
  from: string;
  to: string;
  medicineIds?: number[] | undefined;
  expiryStates?: MedicineLotExpiry[] | undefined;
  /** 35: the medicines at this level on the range's last day (today, for a range that ends later). */
  level?: StockLevelFilter | undefined;
}

/**
 * 35's level filter over `per_medicine` (its closing units by lot state on the range's last day), by the stock
 * lists' own rules (level-sql.ts): usable are the closing units of lots not expired on that day.
 */
function levelOnLastDay(level: StockLevelFilter | undefined): SQL {
  const usable = sql`usable`;
  const enabled = sql`enabled`;
  switch (level) {
    case StockLevelFilter.RunningOut:
      return sql`where ${runningOutSql(usable, sql`low_stock_threshold`, enabled)}`;
    case StockLevelFilter.OutOfStock:
      return sql`where ${outOfStockSql(usable, enabled)}`;
    case StockLevelFilter.Expiring:
      return sql`where has_near_expiry`;
    case StockLevelFilter.Expired:
      return sql`where has_expired`;
    default:
      return sql``;
  }
}

const UNITS = ['opening', 'imported', 'exported', 'closing', 'closingValue'] as const;
type Units = Record<(typeof UNITS)[number], number>;

/**
 * The day a lot's expiry state is judged on: the range's last day, or today for a range that ends later, whose
 * closing units are today's (no move is dated after today) and would otherwise count lots that still sell as expired.
 */
const judgedOn = (filter: StockReportInput, calendar: StockCalendar) =>
  [filter.to, calendar.today].sort()[0] as string;

/** Each lot's units over the range, with its medicine and its expiry state on the day it is judged on. */
function lotsOver(clinicId: number, calendar: StockCalendar, filter: StockReportInput): SQL {
  const day = judgedOn(filter, calendar);
  const start = instantOfLocal(filter.from, '00:00', calendar.timeZone);
  const end = instantOfLocal(addDays(filter.to, 1), '00:00', calendar.timeZone);
  const m = stockMoves;
  const medicineFilter = filter.medicineIds?.length
    ? sql`and ${m.medicineId} in (${sql.join(
        filter.medicineIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const states = filter.expiryStates?.length
    ? sql`and (${sql.join(
        filter.expiryStates.map((state) =>
          expiryRangeSql(sql`l.expiry_date`, state, day, calendar.nearExpiryDays),
        ),
        sql` or `,
      )})`
    : sql``;
  return sql`moved as (
      select ${m.lotId} as lot_id,
        coalesce(sum(${m.quantity}) filter (where ${m.createdAt} < ${start}), 0) as opening,
        coalesce(sum(${m.quantity}) filter (where ${m.createdAt} >= ${start} and ${m.quantity} > 0), 0) as imported,
        coalesce(-sum(${m.quantity}) filter (where ${m.createdAt} >= ${start} and ${m.quantity} < 0), 0) as exported,
        count(*) filter (where ${m.createdAt} >= ${start}) as moves
      from ${m}
      where ${m.clinicId} = ${clinicId} and ${m.createdAt} < ${end} ${medicineFilter}
      group by ${m.lotId}
    ), lots as (
      select l.medicine_id, med.name, med.unit, l.id as lot_id, l.lot_number, l.expiry_date::text as expiry_date,
        l.cost_per_unit,
        ${lotExpiryStateSql(sql`l.expiry_date`, day, calendar.nearExpiryDays)} as expiry_state,
        mv.opening, mv.imported, mv.exported, mv.opening + mv.imported - mv.exported as closing,
        (mv.opening + mv.imported - mv.exported)::bigint * l.cost_per_unit as closing_value
      from moved mv
      join ${medicineLots} l on l.clinic_id = ${clinicId} and l.id = mv.lot_id
      join ${medicines} med on med.clinic_id = ${clinicId} and med.id = l.medicine_id
      where (mv.opening <> 0 or mv.moves > 0) ${states}
    )`;
}

/** Window sums of the units over every row of `source`, beside the row's own. */
const withTotals = sql.raw(
  `count(*) over () as row_count, ${[
    ['opening', 'opening'],
    ['imported', 'imported'],
    ['exported', 'exported'],
    ['closing', 'closing'],
    ['closingValue', 'closing_value'],
  ]
    .map(([key, column]) => `sum(${column}) over () as "all_${key}"`)
    .join(', ')}`,
);

const unitsOf = (row: Record<string, unknown>, prefix = ''): Units =>
  Object.fromEntries(UNITS.map((key) => [key, Number(row[`${prefix}${key}`] ?? 0)])) as Units;

async function pagedWithTotals(db: Db, query: (limit: number, offset: number) => SQL, paging: Paging) {
  const read = async (limit: number, offset: number) =>
    (await db.execute<Record<string, unknown>>(query(limit, offset))).rows;
  const rows = await read(paging.pageSize, offsetOf(paging));
  // A page past the last has no row to read the totals from: the first row has them.
  const first = rows[0] ?? (offsetOf(paging) > 0 ? (await read(1, 0))[0] : undefined);
  return {
    rows,
    totalItem: Number(first?.row_count ?? 0),
    totals: first ? unitsOf(first, 'all_') : unitsOf({}),
  };
}

/** 35 · One row per medicine: its lots added up. */
export async function stockByMedicines(
  db: Db,
  clinicId: number,
  calendar: StockCalendar,
  filter: StockReportInput,
  paging: Paging,
): Promise<ReportAnswer<'stockByMedicines'>> {
  const query = (limit: number, offset: number) => sql`with ${lotsOver(clinicId, calendar, filter)},
    per_medicine as (
      select lots.medicine_id, lots.name, lots.unit, sum(opening) as opening, sum(imported) as imported,
        sum(exported) as exported, sum(closing) as closing, sum(closing_value) as closing_value,
        coalesce(sum(closing) filter (where expiry_state <> ${MedicineLotExpiry.Expired}), 0) as usable,
        coalesce(bool_or(closing > 0 and expiry_state = ${MedicineLotExpiry.NearExpiration}), false)
          as has_near_expiry,
        coalesce(bool_or(closing > 0 and expiry_state = ${MedicineLotExpiry.Expired}), false) as has_expired,
        bool_and(med.enabled) as enabled, min(med.low_stock_threshold) as low_stock_threshold
      from lots join ${medicines} med on med.clinic_id = ${clinicId} and med.id = lots.medicine_id
      group by lots.medicine_id, lots.name, lots.unit
    ), at_level as (select * from per_medicine ${levelOnLastDay(filter.level)})
    select medicine_id, name, unit, opening, imported, exported, closing, closing_value as "closingValue",
      ${withTotals}
    from at_level order by name, medicine_id limit ${limit} offset ${offset}`;
  const { rows, totalItem, totals } = await pagedWithTotals(db, query, paging);
  const pageData = rows.map((row) => ({
    medicineId: Number(row.medicine_id),
    name: String(row.name),
    unit: (row.unit as string | null) ?? null,
    ...unitsOf(row),
  }));
  return { ...page(pageData, totalItem, paging), totals };
}

/** 36 · One row per lot, with its expiry state on the range's last day. */
export async function stockByMedicineLots(
  db: Db,
  clinicId: number,
  calendar: StockCalendar,
  filter: StockReportInput,
  paging: Paging,
): Promise<ReportAnswer<'stockByMedicineLots'>> {
  const query = (limit: number, offset: number) => sql`with ${lotsOver(clinicId, calendar, filter)}
    select medicine_id, name, unit, lot_id, lot_number, expiry_date, expiry_state, cost_per_unit,
      opening, imported, exported, closing, closing_value as "closingValue", ${withTotals}
    from lots order by name, medicine_id, expiry_date, lot_id limit ${limit} offset ${offset}`;
  const { rows, totalItem, totals } = await pagedWithTotals(db, query, paging);
  const pageData = rows.map((row) => ({
    medicineId: Number(row.medicine_id),
    medicineName: String(row.name),
    unit: (row.unit as string | null) ?? null,
    lotId: Number(row.lot_id),
    lotNumber: String(row.lot_number),
    expiryDate: String(row.expiry_date),
    expiryState: Number(row.expiry_state) as MedicineLotExpiry,
    costPerUnit: Number(row.cost_per_unit),
    ...unitsOf(row),
  }));
  return { ...page(pageData, totalItem, paging), totals };
}
