import { MedicineLotExpiry, StockLevelFilter, StockOnHandSort } from '@clinic/domain';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { medicineLots, medicines } from '../../db/schema/index.js';
import { expiryRangeSql } from './expiry-sql.js';
import type { StockCalendar } from './stock.read.js';

// The stock level filter (StockLevelFilter in packages/domain) as SQL, by the dashboard's rules: running out is
// `stockLevel` LowInStock (usable units at or below the threshold, none set: at 0) on an enabled medicine, out of
// stock is no usable unit at all, expiring and expired are units left in a lot of that `lotExpiryState`. The
// dashboard's blocks, the stock on hand and report 35 all read these, so a medicine is running out in all three
// or in none.

/** stockLevel LowInStock on an enabled medicine, over its usable units. */
export function runningOutSql(usable: SQLWrapper, threshold: SQLWrapper, enabled: SQLWrapper): SQL {
  return sql`(${enabled} and ${usable} <= coalesce(${threshold}, 0))`;
}

/** An enabled medicine with no usable unit left (a part of running out). */
export function outOfStockSql(usable: SQLWrapper, enabled: SQLWrapper): SQL {
  return sql`(${enabled} and ${usable} = 0)`;
}

/** A medicine's usable units on the clinic's today: its lots not yet expired. */
export function usableTodaySql(calendar: StockCalendar): SQL<number> {
  return sql<number>`(select coalesce(sum(l.quantity), 0)::int from ${medicineLots} l
    where l.clinic_id = ${medicines.clinicId} and l.medicine_id = ${medicines.id} and l.quantity > 0
      and l.expiry_date >= ${calendar.today}::date)`;
}

/** The earliest expiry of a medicine's lots with units left (null: none), as the stock on hand shows it. */
const nearestExpirySql = sql`(select min(l.expiry_date) from ${medicineLots} l
  where l.clinic_id = ${medicines.clinicId} and l.medicine_id = ${medicines.id} and l.quantity > 0)`;

/** A lot of the medicine with units left in `state` today. */
function hasLotInSql(state: MedicineLotExpiry, calendar: StockCalendar): SQL {
  return sql`exists (select 1 from ${medicineLots} l
    where l.clinic_id = ${medicines.clinicId} and l.medicine_id = ${medicines.id} and l.quantity > 0
      and ${expiryRangeSql(sql`l.expiry_date`, state, calendar.today, calendar.nearExpiryDays)})`;
}

/** The medicines (rows of `medicines`) at `level` today; undefined for every medicine. */
export function medicineLevelSql(
  level: StockLevelFilter | undefined,
  calendar: StockCalendar,
): SQL | undefined {
  const usable = usableTodaySql(calendar);
  switch (level) {
    case StockLevelFilter.RunningOut:
      return runningOutSql(usable, medicines.lowStockThreshold, medicines.enabled);
    case StockLevelFilter.OutOfStock:
      return outOfStockSql(usable, medicines.enabled);
    case StockLevelFilter.Expiring:
      return hasLotInSql(MedicineLotExpiry.NearExpiration, calendar);
    case StockLevelFilter.Expired:
      return hasLotInSql(MedicineLotExpiry.Expired, calendar);
    default:
      return undefined;
  }
}

/** The stock on hand's order: the name breaks ties, so paging is stable. */
export function stockOnHandOrder(sort: StockOnHandSort | undefined, calendar: StockCalendar): SQL[] {
  const byName = [sql`${medicines.name} asc`, sql`${medicines.id} asc`];
  if (sort === StockOnHandSort.Expiry) return [sql`${nearestExpirySql} asc nulls last`, ...byName];
  if (sort === StockOnHandSort.Level) return [sql`${usableTodaySql(calendar)} asc`, ...byName];
  return byName;
}
