import { DASHBOARD_STOCK_ROWS, type MedicineLotExpiry } from '@clinic/domain';
import type { DashboardLots, LowStockMedicines } from '@clinic/domain/contracts';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { medicineLots, medicines } from '../../db/schema/index.js';
import { expiryRangeSql } from '../stock/expiry-sql.js';
import { runningOutSql } from '../stock/level-sql.js';
import type { StockCalendar } from '../stock/stock.read.js';

// The dashboard's stock blocks, by the stock module's rules on the clinic's today (lotExpiryState with the
// clinic's near-expiry days, stockLevel over the usable lots): the first DASHBOARD_STOCK_ROWS, most urgent first,
// and how many there are, in one statement each. Stock is the clinic's: no location narrows it.

/** Lots with units left that are near expiry (or expired) today: earliest expiry first. */
export async function lotsInState(
  db: Db,
  clinicId: number,
  calendar: StockCalendar,
  state: typeof MedicineLotExpiry.NearExpiration | typeof MedicineLotExpiry.Expired,
): Promise<DashboardLots> {
  const rows = await db
    .select({
      lotId: medicineLots.id,
      medicineId: medicineLots.medicineId,
      medicineName: medicines.name,
      unit: medicines.unit,
      lotNumber: medicineLots.lotNumber,
      expiryDate: medicineLots.expiryDate,
      quantity: medicineLots.quantity,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(medicineLots)
    .innerJoin(
      medicines,
      and(eq(medicines.clinicId, medicineLots.clinicId), eq(medicines.id, medicineLots.medicineId)),
    )
    .where(
      and(
        eq(medicineLots.clinicId, clinicId),
        gt(medicineLots.quantity, 0),
        expiryRangeSql(medicineLots.expiryDate, state, calendar.today, calendar.nearExpiryDays),
      ),
    )
    .orderBy(asc(medicineLots.expiryDate), asc(medicines.name), asc(medicineLots.id))
    .limit(DASHBOARD_STOCK_ROWS);
  return {
    items: rows.map(({ total: _total, ...lot }) => ({ ...lot, expiryState: state })),
    total: rows[0]?.total ?? 0,
  };
}

/** Enabled medicines whose usable units (lots not expired today) are at or below their threshold: fewest first. */
export async function lowInStock(
  db: Db,
  clinicId: number,
  calendar: StockCalendar,
): Promise<LowStockMedicines> {
  const usable = sql<number>`coalesce(sum(${medicineLots.quantity}) filter (where ${medicineLots.expiryDate} >= ${calendar.today}::date), 0)::int`;
  const rows = await db
    .select({
      medicineId: medicines.id,
      name: medicines.name,
      unit: medicines.unit,
      usable,
      lowStockThreshold: medicines.lowStockThreshold,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(medicines)
    .leftJoin(
      medicineLots,
      and(
        eq(medicineLots.clinicId, medicines.clinicId),
        eq(medicineLots.medicineId, medicines.id),
        gt(medicineLots.quantity, 0),
      ),
    )
    .where(eq(medicines.clinicId, clinicId))
    .groupBy(medicines.id)
    // The stock lists' running-out rule (level-sql.ts): the stock on hand's filter lists the same medicines.
    .having(runningOutSql(usable, medicines.lowStockThreshold, medicines.enabled))
    .orderBy(sql`4`, asc(medicines.name), asc(medicines.id))
    .limit(DASHBOARD_STOCK_ROWS);
  return { items: rows.map(({ total: _total, ...medicine }) => medicine), total: rows[0]?.total ?? 0 };
}
