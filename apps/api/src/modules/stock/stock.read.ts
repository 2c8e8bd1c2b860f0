import {
  addDays,
  DEFAULT_TIME_ZONE,
  instantOfLocal,
  isLotUsable,
  localDate,
  lotExpiryState,
  NEAR_EXPIRY_DAYS_DEFAULT,
  type StockLevelFilter,
  type StockOnHandSort,
  StockSheetType,
  stockLevel,
} from '@clinic/domain';
import type {
  MedicineLotItem,
  MedicineStockInfo,
  StockMoveItem,
  StockOnHandItem,
  StockSheetHistory,
  StockSheetSummary,
  StockSheetView,
  stockSheetSearchFilter,
} from '@clinic/domain/contracts';
import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db, DbTx } from '../../db/client.js';
import {
  clinics,
  medicineLots,
  medicines,
  stockMoves,
  stockSheetItems,
  stockSheets,
  suppliers,
  users,
} from '../../db/schema/index.js';
import { offsetOf, type Paging, page, totalOf } from '../../platform/paging.js';
import { likeEscape } from '../../resources/define-resource.js';
import { medicineLevelSql, stockOnHandOrder } from './level-sql.js';

// Reads of stock (screens 26 and 27), plain functions of (db, clinicId, …) so the dashboard reuses
// them. Expiry states and "usable" use the clinic's own day and its near-expiry setting.

type AnyDb = Db | DbTx;
type SearchFilter = z.output<typeof stockSheetSearchFilter>;

/** The clinic's today (its time zone) at `now`, its time zone and how many days ahead a lot is near expiry. */
export async function stockCalendar(db: AnyDb, clinicId: number, now: Date) {
  const [row] = await db
    .select({ timeZone: clinics.timeZone, nearExpiryDays: clinics.nearExpiryDays })
    .from(clinics)
    .where(eq(clinics.id, clinicId));
  const timeZone = row?.timeZone ?? DEFAULT_TIME_ZONE;
  return {
    timeZone,
    today: localDate(now, timeZone),
    nearExpiryDays: row?.nearExpiryDays ?? NEAR_EXPIRY_DAYS_DEFAULT,
  };
}
export type StockCalendar = Awaited<ReturnType<typeof stockCalendar>>;

const refSheet = alias(stockSheets, 'ref_sheet');
const itemCount = sql<number>`(select count(*)::int from ${stockSheetItems} where ${stockSheetItems.sheetId} = ${stockSheets.id})`;

/** Sheets as listed, newest first, with their supplier, the sheet they refer to and who saved them. */
function selectSheets(db: AnyDb, clinicId: number, where: SQL | undefined) {
  return db
    .select({
      sheet: stockSheets,
      supplierName: suppliers.name,
      refSheetCode: refSheet.code,
      itemCount,
      createdByName: users.fullName,
    })
    .from(stockSheets)
    .leftJoin(
      suppliers,
      and(eq(suppliers.clinicId, stockSheets.clinicId), eq(suppliers.id, stockSheets.supplierId)),
    )
    .leftJoin(
      refSheet,
      and(eq(refSheet.clinicId, stockSheets.clinicId), eq(refSheet.id, stockSheets.refSheetId)),
    )
    .leftJoin(users, eq(users.id, stockSheets.createdBy))
    .where(and(eq(stockSheets.clinicId, clinicId), where))
    .orderBy(desc(stockSheets.createdAt), desc(stockSheets.id))
    .$dynamic();
}

type SheetRow = Awaited<ReturnType<typeof selectSheets>>[number];
const toSummary = ({ sheet, ...row }: SheetRow): StockSheetSummary => ({
  id: sheet.id,
  code: sheet.code,
  type: sheet.type,
  reason: sheet.reason,
  supplierId: sheet.supplierId,
  supplierName: row.supplierName,
  note: sheet.note,
  refSheetId: sheet.refSheetId,
  refSheetCode: row.refSheetCode,
  prescriptionId: sheet.prescriptionId,
  invoiceId: sheet.invoiceId,
  total: sheet.total,
  totalCost: sheet.totalCost,
  itemCount: row.itemCount,
  createdBy: sheet.createdBy,
  createdByName: row.createdByName,
  createdAt: sheet.createdAt.toISOString(),
});

/** GET /stock-sheets/:id and the answer of create: the sheet and its lines, each with its lot and medicine. */
export async function readSheet(db: AnyDb, clinicId: number, id: number): Promise<StockSheetView | null> {
  const [row] = await selectSheets(db, clinicId, eq(stockSheets.id, id));
  if (!row) return null;
  const lines = await db
    .select({
      item: stockSheetItems,
      medicineName: medicines.name,
      unit: medicines.unit,
      lotNumber: medicineLots.lotNumber,
      expiryDate: medicineLots.expiryDate,
    })
    .from(stockSheetItems)
    .innerJoin(
      medicines,
      and(eq(medicines.clinicId, stockSheetItems.clinicId), eq(medicines.id, stockSheetItems.medicineId)),
    )
    .innerJoin(
      medicineLots,
      and(eq(medicineLots.clinicId, stockSheetItems.clinicId), eq(medicineLots.id, stockSheetItems.lotId)),
    )
    .where(and(eq(stockSheetItems.clinicId, clinicId), eq(stockSheetItems.sheetId, id)))
    .orderBy(asc(stockSheetItems.position));
  const items = lines.map(({ item, ...line }) => ({
    id: item.id,
    medicineId: item.medicineId,
    medicineName: line.medicineName,
    unit: line.unit,
    lotId: item.lotId,
    lotNumber: line.lotNumber,
    expiryDate: line.expiryDate,
    quantity: item.quantity,
    importPrice: item.importPrice,
    exportPrice: item.exportPrice,
    discountPercent: item.discountPercent,
    costPerUnit: item.costPerUnit,
    total:
      item.quantity * ((row.sheet.type === StockSheetType.Import ? item.importPrice : item.exportPrice) ?? 0),
  }));
  return { ...toSummary(row), items };
}

/** POST /stock-sheets/search: newest first; dates are the clinic's days, the code matched in part. */
export async function searchSheets(
  db: Db,
  clinicId: number,
  now: Date,
  paging: Paging,
  filter: SearchFilter,
) {
  // The clinic's zone is read only when a day bound needs it: a plain listing stays its page and its count.
  const timeZone =
    filter.from || filter.to ? (await stockCalendar(db, clinicId, now)).timeZone : DEFAULT_TIME_ZONE;
  const code = filter.code?.trim();
  const where = and(
    filter.type ? eq(stockSheets.type, filter.type) : undefined,
    filter.reason ? eq(stockSheets.reason, filter.reason) : undefined,
    filter.supplierId ? eq(stockSheets.supplierId, filter.supplierId) : undefined,
    filter.from ? gte(stockSheets.createdAt, instantOfLocal(filter.from, '00:00', timeZone)) : undefined,
    filter.to
      ? lt(stockSheets.createdAt, instantOfLocal(addDays(filter.to, 1), '00:00', timeZone))
      : undefined,
    code ? ilike(stockSheets.code, `%${likeEscape(code)}%`) : undefined,
  );
  const rows = await selectSheets(db, clinicId, where).limit(paging.pageSize).offset(offsetOf(paging));
  const total = await totalOf(rows, paging, async () => {
    const [n] = await db
      .select({ n: count() })
      .from(stockSheets)
      .where(and(eq(stockSheets.clinicId, clinicId), where));
    return n?.n ?? 0;
  });
  return page(rows.map(toSummary), total, paging);
}

/** Moves with their lot, medicine and sheet, newest first. */
async function selectMoves(
  db: AnyDb,
  clinicId: number,
  where: SQL,
  limit?: number,
): Promise<StockMoveItem[]> {
  const query = db
    .select({
      move: stockMoves,
      lotNumber: medicineLots.lotNumber,
      medicineName: medicines.name,
      sheetCode: stockSheets.code,
      sheetType: stockSheets.type,
      reason: stockSheets.reason,
    })
    .from(stockMoves)
    .innerJoin(
      medicineLots,
      and(eq(medicineLots.clinicId, stockMoves.clinicId), eq(medicineLots.id, stockMoves.lotId)),
    )
    .innerJoin(
      medicines,
      and(eq(medicines.clinicId, stockMoves.clinicId), eq(medicines.id, stockMoves.medicineId)),
    )
    .innerJoin(
      stockSheets,
      and(eq(stockSheets.clinicId, stockMoves.clinicId), eq(stockSheets.id, stockMoves.sheetId)),
    )
    .where(and(eq(stockMoves.clinicId, clinicId), where))
    .orderBy(desc(stockMoves.createdAt), desc(stockMoves.id))
    .$dynamic();
  const rows = await (limit ? query.limit(limit) : query);
  return rows.map(({ move, ...row }) => ({
    id: move.id,
    lotId: move.lotId,
    medicineId: move.medicineId,
    quantity: move.quantity,
    sheetId: move.sheetId,
    createdAt: move.createdAt.toISOString(),
    ...row,
  }));
}

/** GET /stock-sheets/:id/history: the moves the sheet wrote and the later sheets that refer to it. */
export async function sheetHistory(db: AnyDb, clinicId: number, id: number): Promise<StockSheetHistory> {
  const moves = await selectMoves(db, clinicId, eq(stockMoves.sheetId, id));
  const referring = await selectSheets(db, clinicId, eq(stockSheets.refSheetId, id));
  return { moves, referringSheets: referring.map(toSummary) };
}

/** Each medicine's units over its lots with units left: all, usable on `today`, expired, value, nearest expiry. */
export async function lotTotals(db: AnyDb, clinicId: number, medicineIds: readonly number[], today: string) {
  if (!medicineIds.length) return new Map<number, LotTotals>();
  const rows = await db
    .select({
      medicineId: medicineLots.medicineId,
      onHand: sql<number>`sum(${medicineLots.quantity})::int`,
      usable: sql<number>`coalesce(sum(${medicineLots.quantity}) filter (where ${medicineLots.expiryDate} >= ${today}), 0)::int`,
      valueAtCost: sql<number>`sum(${medicineLots.quantity}::bigint * ${medicineLots.costPerUnit})::float8`,
      nearestExpiry: sql<string>`min(${medicineLots.expiryDate})::text`,
    })
    .from(medicineLots)
    .where(
      and(
        eq(medicineLots.clinicId, clinicId),
        inArray(medicineLots.medicineId, [...medicineIds]),
        gt(medicineLots.quantity, 0),
      ),
    )
    .groupBy(medicineLots.medicineId);
  return new Map(rows.map((row) => [row.medicineId, row]));
}
interface LotTotals {
  onHand: number;
  usable: number;
  valueAtCost: number;
  nearestExpiry: string;
}
const noLots: LotTotals = { onHand: 0, usable: 0, valueAtCost: 0, nearestExpiry: '' };

/** GET /stock-sheets/stock-on-hand: every medicine of the library by name, with one aggregate over the page. */
export async function stockOnHandPage(
  db: AnyDb,
  clinicId: number,
  now: Date,
  query: Paging & {
    keyword?: string | undefined;
    level?: StockLevelFilter | undefined;
    sort?: StockOnHandSort | undefined;
  },
) {
  const calendar = await stockCalendar(db, clinicId, now);
  const keyword = query.keyword?.trim();
  const where = and(
    eq(medicines.clinicId, clinicId),
    keyword ? sql`${medicines.searchName} like f_unaccent(lower(${`%${likeEscape(keyword)}%`}))` : undefined,
    medicineLevelSql(query.level, calendar),
  );
  const rows = await db
    .select()
    .from(medicines)
    .where(where)
    .orderBy(...stockOnHandOrder(query.sort, calendar))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const totals = await lotTotals(
    db,
    clinicId,
    rows.map((row) => row.id),
    calendar.today,
  );
  const total = await totalOf(rows, query, async () => {
    const [n] = await db.select({ n: count() }).from(medicines).where(where);
    return n?.n ?? 0;
  });
  const items: StockOnHandItem[] = rows.map((medicine) => {
    const lots = totals.get(medicine.id) ?? noLots;
    const nearestExpiry = lots.nearestExpiry || null;
    return {
      medicineId: medicine.id,
      medicineName: medicine.name,
      unit: medicine.unit,
      price: medicine.price,
      enabled: medicine.enabled,
      onHand: lots.onHand,
      usable: lots.usable,
      expiredQuantity: lots.onHand - lots.usable,
      valueAtCost: lots.valueAtCost,
      nearestExpiry,
      expiryState: nearestExpiry
        ? lotExpiryState(nearestExpiry, calendar.today, calendar.nearExpiryDays)
        : null,
      lowStockThreshold: medicine.lowStockThreshold,
      stockLevel: stockLevel(lots.usable, medicine.lowStockThreshold),
    };
  });
  return page(items, total, query);
}

/** GET /medicines/:id/medicine-lots: the medicine's lots with units left, earliest expiry first. */
export async function medicineLotsOf(
  db: AnyDb,
  clinicId: number,
  medicineId: number,
  calendar: StockCalendar,
): Promise<MedicineLotItem[]> {
  const rows = await db
    .select()
    .from(medicineLots)
    .where(
      and(
        eq(medicineLots.clinicId, clinicId),
        eq(medicineLots.medicineId, medicineId),
        gt(medicineLots.quantity, 0),
      ),
    )
    .orderBy(asc(medicineLots.expiryDate), asc(medicineLots.id));
  return rows.map((lot) => ({
    id: lot.id,
    medicineId: lot.medicineId,
    lotNumber: lot.lotNumber,
    expiryDate: lot.expiryDate,
    quantity: lot.quantity,
    costPerUnit: lot.costPerUnit,
    expiryState: lotExpiryState(lot.expiryDate, calendar.today, calendar.nearExpiryDays),
    createdAt: lot.createdAt.toISOString(),
  }));
}

/** GET /medicines/:id/stock-info: the lots, what is on hand and usable, the level and the last 20 moves. */
export async function medicineStockInfo(
  db: AnyDb,
  clinicId: number,
  now: Date,
  medicine: typeof medicines.$inferSelect,
): Promise<MedicineStockInfo> {
  const calendar = await stockCalendar(db, clinicId, now);
  const lots = await medicineLotsOf(db, clinicId, medicine.id, calendar);
  const usable = lots.filter((lot) => isLotUsable(lot.expiryDate, calendar.today));
  const units = (list: readonly MedicineLotItem[]) => list.reduce((sum, lot) => sum + lot.quantity, 0);
  return {
    medicineId: medicine.id,
    medicineName: medicine.name,
    unit: medicine.unit,
    onHand: units(lots),
    usable: units(usable),
    valueAtCost: lots.reduce((sum, lot) => sum + lot.quantity * lot.costPerUnit, 0),
    lowStockThreshold: medicine.lowStockThreshold,
    stockLevel: stockLevel(units(usable), medicine.lowStockThreshold),
    nearExpiryDays: calendar.nearExpiryDays,
    lots,
    moves: await selectMoves(db, clinicId, eq(stockMoves.medicineId, medicine.id), 20),
  };
}

/** The lots a medicine has: a medicine with lots keeps its ledger, so it is disabled rather than deleted. */
export async function lotsOfMedicine(db: AnyDb, clinicId: number, medicineId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(medicineLots)
    .where(and(eq(medicineLots.clinicId, clinicId), eq(medicineLots.medicineId, medicineId)));
  return row?.n ?? 0;
}

/** The stock sheets naming a supplier: they are final, so the supplier stays. */
export async function sheetsOfSupplier(db: AnyDb, clinicId: number, supplierId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(stockSheets)
    .where(and(eq(stockSheets.clinicId, clinicId), eq(stockSheets.supplierId, supplierId)));
  return row?.n ?? 0;
}
