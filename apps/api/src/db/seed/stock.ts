import { addDays, instantOfLocal, localDate, roundVnd, StockSheetType } from '@clinic/domain';
import { asc, eq } from 'drizzle-orm';
import { writeStockSheet } from '../../modules/stock/stock.service.js';
import type { Tx } from '../../platform/tx.js';
import { clinics, medicines, suppliers } from '../schema/index.js';
import { seededRandom } from './patients.js';

// The demo clinic's last three months of stock, written through the one sheet writer so the ledger
// holds: every medicine of the library imported from the seeded suppliers in six deliveries, a restock of a few
// lots, weekly sales and a damaged and a lost export, each sheet at its own past moment. On today's screen a few
// lots are near expiry, exactly one has expired with units left (never sold: FEFO would have taken it first),
// and exactly two medicines are low in stock; every other medicine has more usable units than its threshold.

/** Days before today of the six deliveries; medicine i comes in delivery floor(i / 10). */
const DELIVERY_DAYS = [-88, -74, -60, -46, -32, -18] as const;
const SALE_DAYS = [-80, -73, -66, -59, -52, -45, -38, -31, -24, -17, -10, -3] as const;
/** Two medicines with a low-stock threshold (50 in the catalog) that come in short. */
const LOW = new Set([0, 3]);
/** Its first lot expired ten days ago with 40 units left. */
const EXPIRED = 1;
/** One lot each expiring within the clinic's 90 near-expiry days. */
const NEAR: ReadonlyMap<number, number> = new Map([
  [2, 25],
  [4, 45],
  [5, 60],
  [7, 80],
]);

export async function seedStock(tx: Tx): Promise<void> {
  const clinicId = tx.actor.clinicId;
  const [clinic] = await tx.db.select().from(clinics).where(eq(clinics.id, clinicId));
  const timeZone = clinic!.timeZone;
  const today = localDate(tx.now, timeZone);
  const library = await tx.db
    .select()
    .from(medicines)
    .where(eq(medicines.clinicId, clinicId))
    .orderBy(asc(medicines.id));
  const sources = await tx.db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(eq(suppliers.clinicId, clinicId))
    .orderBy(asc(suppliers.id));
  const rnd = seededRandom(20260826);
  /** The writer at a past moment of the clinic's day `offset` (the sheet's createdAt, its "today"). */
  const at = (offset: number, time: string) => ({
    ...tx,
    now: instantOfLocal(addDays(today, offset), time, timeZone),
  });

  const lot = (i: number, n: number) => `L${String(i + 1).padStart(2, '0')}${n}-${2026 + n}`;
  const cost = (price: number) => Math.max(1, roundVnd(price * 0.7));
  const expiries = new Map<number, string>();
  for (const [k, offset] of DELIVERY_DAYS.entries()) {
    const chunk = library.slice(k * 10, k * 10 + 10);
    const items = chunk.flatMap((medicine, j) => {
      const i = k * 10 + j;
      const units = LOW.has(i) ? 30 + 15 * [...LOW].indexOf(i) : rnd.int(150, 400);
      const expiry = NEAR.has(i) ? addDays(today, NEAR.get(i)!) : addDays(today, rnd.int(180, 720));
      expiries.set(i, expiry);
      // Every fourth line is priced as the supplier's invoice shows it: the sale price less a discount.
      const price =
        j % 4 === 0
          ? { exportPrice: medicine.price, discountPercent: 30 }
          : { importPrice: cost(medicine.price) };
      const line = { medicineId: medicine.id, quantity: units, costPerUnit: cost(medicine.price), ...price };
      const lines = [{ ...line, lotNumber: lot(i, 1), expiryDate: expiry }];
      if (i === EXPIRED)
        lines.push({ ...line, quantity: 40, lotNumber: lot(i, 0), expiryDate: addDays(today, -10) });
      return lines;
    });
    await writeStockSheet(at(offset, '08:30'), {
      type: StockSheetType.Import,
      reason: 'importNewGoods',
      supplierId: sources[k % sources.length]?.id ?? null,
      note: `Nhập hàng đợt ${k + 1}`,
      items,
    });
  }

  // A restock of lots already on the shelf: the same lot numbers add to them.
  const restocked = [10, 11, 20];
  await writeStockSheet(at(-9, '14:00'), {
    type: StockSheetType.Import,
    reason: 'importNewGoods',
    supplierId: sources[0]?.id ?? null,
    note: 'Bổ sung hàng bán chạy',
    items: restocked.map((i) => {
      const medicine = library[i]!;
      return {
        medicineId: medicine.id,
        lotNumber: lot(i, 1).toLowerCase(),
        expiryDate: expiries.get(i)!,
        quantity: 60,
        importPrice: cost(medicine.price),
        costPerUnit: cost(medicine.price),
      };
    }),
  });

  // Sales of medicines already delivered (never the short ones, nor the one with the expired lot).
  const sellable = (offset: number) =>
    library.filter((_, i) => !LOW.has(i) && i !== EXPIRED && DELIVERY_DAYS[Math.floor(i / 10)]! < offset);
  for (const offset of SALE_DAYS) {
    const choice = [...new Set(Array.from({ length: 5 }, () => rnd.int(0, sellable(offset).length - 1)))];
    await writeStockSheet(at(offset, '17:30'), {
      type: StockSheetType.Export,
      reason: 'sale',
      note: 'Bán lẻ tại quầy trong tuần',
      items: choice.map((n) => ({ medicineId: sellable(offset)[n]!.id, quantity: rnd.int(5, 20) })),
    });
  }
  await writeStockSheet(at(-40, '10:15'), {
    type: StockSheetType.Export,
    reason: 'damaged',
    note: 'Vỡ chai khi sắp xếp kệ',
    items: [{ medicineId: library[12]!.id, quantity: 2 }],
  });
  await writeStockSheet(at(-15, '16:45'), {
    type: StockSheetType.Export,
    reason: 'lost',
    note: 'Kiểm kê cuối tháng thiếu',
    items: [{ medicineId: library[15]!.id, quantity: 1 }],
  });
}
