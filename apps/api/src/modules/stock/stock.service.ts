import {
  ActivityAction,
  ActivityEntityType,
  AppError,
  discounted,
  type ErrorKey,
  ExportReason,
  formErrorIds,
  ImportReason,
  isLotUsable,
  pickLotsFefo,
  RealtimeEvent,
  roundVnd,
  StockSheetType,
  stockSheetCode,
} from '@clinic/domain';
import type { StockSheetView, stockSheetInput } from '@clinic/domain/contracts';
import { and, asc, eq, gt, gte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  medicineLots,
  prescriptionItems,
  prescriptions,
  stockMoves,
  stockSheetItems,
  stockSheets,
} from '../../db/schema/index.js';
import { record } from '../../platform/activity-log.js';
import { nextCounterValue } from '../../platform/counters.js';
import { assertOnce } from '../../platform/idempotency.js';
import type { Tx } from '../../platform/tx.js';
import { databaseError } from '../../platform/unique-violation.js';
import { enabledMedicines, medicinesOf } from '../prescriptions/prescriptions.service.js';
import { unitsToDispense } from '../prescriptions/stock-settle.js';
import { readSheet, stockCalendar } from './stock.read.js';

// The one way stock moves (docs/conventions.md#money): a sheet, its lines, one ledger move per line and the
// lot's quantity changed by the same amount, all in the caller's transaction. The create route, the dispensing
// of a paid prescription and its return all write through `writeStockSheet`.

type SheetInput = z.output<typeof stockSheetInput>;
type ImportLine = Extract<SheetInput, { type: 1 }>['items'][number];
type ExportLine = Extract<SheetInput, { type: 2 }>['items'][number];

/** A sheet as the writer takes it: the contract's body, and what only the server sets (billing's links). */
export type SheetToWrite = SheetInput & {
  prescriptionId?: number | null;
  invoiceId?: number | null;
  /** A sale's price per medicine when it is not the library's today (a prescription keeps its own). */
  salePrices?: ReadonlyMap<number, number>;
};

/** One line as it is written: so many units of one lot at these prices (an export split has one per lot). */
interface Line {
  medicineId: number;
  lotId: number;
  quantity: number;
  importPrice: number | null;
  exportPrice: number | null;
  discountPercent: number | null;
  costPerUnit: number;
}

/** A refusal naming the body fields at fault (`body.items.2.lotNumber`), as the forms show them. */
const refusal = (
  key: ErrorKey,
  paths: string[],
  options: { params?: Record<string, string>; messageId?: string } = {},
) =>
  new AppError(key, {
    params: options.params,
    details: {
      fields: paths.map((path) => ({
        path: `body.${path}`,
        messageId: options.messageId ?? formErrorIds.invalidValue,
      })),
    },
  });

/** Takes `quantity` units out of a lot, only if it has them: the row answers its cost per unit, or null. */
async function takeFromLot(tx: Tx, lotId: number, quantity: number): Promise<number | null> {
  const rows = await tx.db
    .update(medicineLots)
    .set({ quantity: sql`${medicineLots.quantity} - ${quantity}`, updatedAt: tx.now })
    .where(
      and(
        eq(medicineLots.clinicId, tx.actor.clinicId),
        eq(medicineLots.id, lotId),
        gte(medicineLots.quantity, quantity),
      ),
    )
    .returning({ costPerUnit: medicineLots.costPerUnit })
    .catch((error: unknown) => {
      // The CHECK (quantity >= 0) of medicine_lots: the last guard behind the conditional update.
      if (databaseError(error)?.code === '23514') return [];
      throw error;
    });
  return rows[0]?.costPerUnit ?? null;
}

/**
 * Import lines: a lot number new for the medicine creates the lot (0 units; the move adds them), an existing one
 * (case aside, as the unique index compares) adds to it when the expiry date matches. The lot's cost per unit
 * becomes the average over what it had and what comes in.
 */
async function importLines(tx: Tx, items: readonly ImportLine[]): Promise<Line[]> {
  const clinicId = tx.actor.clinicId;
  const keyOf = (item: ImportLine) => `${item.medicineId}:${item.lotNumber.toLowerCase()}`;
  const seen = new Map<string, number>();
  for (const item of items) seen.set(keyOf(item), (seen.get(keyOf(item)) ?? 0) + 1);
  const repeated = items.flatMap((item, i) =>
    (seen.get(keyOf(item)) ?? 0) > 1 ? [`items.${i}.lotNumber`] : [],
  );
  if (repeated.length) throw refusal('lotExists', repeated, { messageId: formErrorIds.duplicate });

  const lines: Line[] = [];
  for (const [i, item] of items.entries()) {
    await tx.db
      .insert(medicineLots)
      .values({
        clinicId,
        medicineId: item.medicineId,
        lotNumber: item.lotNumber,
        expiryDate: item.expiryDate,
        quantity: 0,
        costPerUnit: item.costPerUnit,
        createdAt: tx.now,
        updatedAt: tx.now,
      })
      .onConflictDoNothing();
    const [lot] = await tx.db
      .select()
      .from(medicineLots)
      .where(
        and(
          eq(medicineLots.clinicId, clinicId),
          eq(medicineLots.medicineId, item.medicineId),
          sql`lower(${medicineLots.lotNumber}) = lower(${item.lotNumber})`,
        ),
      )
      .for('update');
    if (!lot) throw new AppError('lotNotFound');
    if (lot.expiryDate !== item.expiryDate)
      throw refusal('lotExpiryMismatch', [`items.${i}.expiryDate`], {
        params: { expiryDate: lot.expiryDate },
      });
    const costPerUnit = roundVnd(
      (lot.quantity * lot.costPerUnit + item.quantity * item.costPerUnit) / (lot.quantity + item.quantity),
    );
    await tx.db
      .update(medicineLots)
      .set({ quantity: sql`${medicineLots.quantity} + ${item.quantity}`, costPerUnit, updatedAt: tx.now })
      .where(and(eq(medicineLots.clinicId, clinicId), eq(medicineLots.id, lot.id)));
    lines.push({
      medicineId: item.medicineId,
      lotId: lot.id,
      quantity: item.quantity,
      importPrice: item.importPrice ?? discounted(item.exportPrice ?? 0, item.discountPercent ?? 0),
      exportPrice: item.exportPrice ?? null,
      discountPercent: item.discountPercent ?? null,
      costPerUnit: item.costPerUnit,
    });
  }
  return lines;
}

/**
 * Export lines at the library's price: the named lot, or first expiry first out over the medicine's lots (locked
 * in expiry order), a line per lot taken. Expired lots leave only by an outOfDate export.
 */
async function exportLines(
  tx: Tx,
  reason: string,
  items: readonly ExportLine[],
  prices: ReadonlyMap<number, number>,
  names: ReadonlyMap<number, string>,
): Promise<Line[]> {
  const clinicId = tx.actor.clinicId;
  const { today } = await stockCalendar(tx.db, clinicId, tx.now);
  const outOfDate = reason === ExportReason.OutOfDate;
  // Names the medicine and the numbers, so the cashier or the storekeeper knows which line to change.
  const short = (i: number, usable: number) =>
    refusal('outOfStock', [`items.${i}.quantity`], {
      params: {
        name: names.get(items[i]!.medicineId) ?? '',
        quantity: String(items[i]!.quantity),
        usable: String(usable),
      },
    });
  const lines: Line[] = [];
  for (const [i, item] of items.entries()) {
    const lots = await tx.db
      .select()
      .from(medicineLots)
      .where(
        and(
          eq(medicineLots.clinicId, clinicId),
          eq(medicineLots.medicineId, item.medicineId),
          // The named lot, or every lot with units left (only those are locked).
          item.medicineLotId ? eq(medicineLots.id, item.medicineLotId) : gt(medicineLots.quantity, 0),
        ),
      )
      .orderBy(asc(medicineLots.expiryDate), asc(medicineLots.id))
      .for('update');
    let picks: { lotId: number; quantity: number }[];
    if (item.medicineLotId) {
      const lot = lots[0];
      if (!lot) throw refusal('lotNotFound', [`items.${i}.medicineLotId`]);
      if (!outOfDate && !isLotUsable(lot.expiryDate, today))
        throw refusal('lotExpired', [`items.${i}.medicineLotId`]);
      picks = [{ lotId: lot.id, quantity: item.quantity }];
    } else {
      const fefo = pickLotsFefo(lots, item.quantity, { today, includeExpired: outOfDate });
      if (fefo.short > 0) throw short(i, item.quantity - fefo.short);
      picks = fefo.picks;
    }
    for (const pick of picks) {
      const costPerUnit = await takeFromLot(tx, pick.lotId, pick.quantity);
      if (costPerUnit === null) throw short(i, lots.find((lot) => lot.id === pick.lotId)?.quantity ?? 0);
      lines.push({
        medicineId: item.medicineId,
        lotId: pick.lotId,
        quantity: pick.quantity,
        importPrice: null,
        exportPrice: prices.get(item.medicineId)!,
        discountPercent: null,
        costPerUnit,
      });
    }
  }
  return lines;
}

/**
 * The sheet's medicines with their library prices. Only buying new goods needs them enabled: a medicine the clinic
 * stopped using still has units to sell off, throw away or take back, so every other sheet moves it.
 */
async function libraryOf(tx: Tx, input: SheetToWrite) {
  return input.type === StockSheetType.Import && input.reason === ImportReason.ImportNewGoods
    ? enabledMedicines(tx, input.items)
    : medicinesOf(tx, input.items);
}

/**
 * Writes a stock sheet in the caller's transaction: its code (gap-free per type), the lines, a ledger move per
 * line and the lots' quantities; totals are the server's. Records the activity row and publishes stock.change
 * after commit. Answers the whole sheet.
 */
export async function writeStockSheet(tx: Tx, input: SheetToWrite): Promise<StockSheetView> {
  assertOnce('stock moves');
  const clinicId = tx.actor.clinicId;
  // The counter first: its row lock orders the clinic's sheets before any lot is locked, so two sheets never
  // wait on each other's lots in opposite orders.
  const number = await nextCounterValue(
    tx,
    input.type === StockSheetType.Import ? 'stock-sheet-import' : 'stock-sheet-export',
  );
  const library = await libraryOf(tx, input);
  const lines =
    input.type === StockSheetType.Import
      ? await importLines(tx, input.items)
      : await exportLines(
          tx,
          input.reason,
          input.items,
          new Map([...library].map(([id, medicine]) => [id, input.salePrices?.get(id) ?? medicine.price])),
          new Map([...library].map(([id, medicine]) => [id, medicine.name])),
        );
  const price = (line: Line) =>
    (input.type === StockSheetType.Import ? line.importPrice : line.exportPrice) ?? 0;
  const code = stockSheetCode(input.type, number);
  const [sheet] = await tx.db
    .insert(stockSheets)
    .values({
      clinicId,
      code,
      type: input.type,
      reason: input.reason,
      supplierId: input.supplierId ?? null,
      note: input.note ?? null,
      refSheetId: input.refSheetId ?? null,
      prescriptionId: input.prescriptionId ?? null,
      invoiceId: input.invoiceId ?? null,
      total: lines.reduce((sum, line) => sum + line.quantity * price(line), 0),
      totalCost: lines.reduce((sum, line) => sum + line.quantity * line.costPerUnit, 0),
      createdBy: tx.actor.userId,
      createdAt: tx.now,
    })
    .returning({ id: stockSheets.id });
  const sheetId = sheet!.id;
  const items = await tx.db
    .insert(stockSheetItems)
    .values(lines.map((line, position) => ({ clinicId, sheetId, position, ...line })))
    .returning({ id: stockSheetItems.id, position: stockSheetItems.position });
  const sign = input.type === StockSheetType.Import ? 1 : -1;
  await tx.db.insert(stockMoves).values(
    items.map((item) => {
      const line = lines[item.position]!;
      return {
        clinicId,
        lotId: line.lotId,
        medicineId: line.medicineId,
        sheetId,
        sheetItemId: item.id,
        quantity: sign * line.quantity,
        createdAt: tx.now,
      };
    }),
  );
  await record(tx, ActivityEntityType.StockSheet, sheetId, ActivityAction.Create, {
    code,
    type: input.type,
    reason: input.reason,
  });
  tx.publish(RealtimeEvent.StockChange, {
    sheetId,
    type: input.type,
    medicineIds: [...new Set(lines.map((line) => line.medicineId))],
  });
  return (await readSheet(tx.db, clinicId, sheetId))!;
}

/**
 * Billing: a paid prescription leaves the stock, one export sheet (reason sale, first expiry first out)
 * linked to the prescription and its invoice, in the caller's transaction; outOfStock when a medicine lacks units,
 * which rolls the payment back with it.
 */
export async function dispensePrescription(
  tx: Tx,
  input: { prescriptionId: number; invoiceId?: number | null },
): Promise<StockSheetView> {
  const clinicId = tx.actor.clinicId;
  const prescribed = await tx.db
    .select({
      medicineId: prescriptionItems.medicineId,
      quantity: prescriptionItems.quantity,
      price: prescriptionItems.price,
      supply: prescriptionItems.supply,
      dispensedQuantity: prescriptionItems.dispensedQuantity,
    })
    .from(prescriptionItems)
    .innerJoin(
      prescriptions,
      and(
        eq(prescriptions.clinicId, prescriptionItems.clinicId),
        eq(prescriptions.id, prescriptionItems.prescriptionId),
      ),
    )
    .where(
      and(
        eq(prescriptionItems.clinicId, clinicId),
        eq(prescriptionItems.prescriptionId, input.prescriptionId),
      ),
    )
    .orderBy(asc(prescriptionItems.position));
  // What the invoice billed: a line bought outside or written only leaves no stock, a reduced one its units.
  const lines = prescribed.flatMap((line) => {
    const quantity = unitsToDispense(line);
    return quantity > 0 ? [{ ...line, quantity }] : [];
  });
  if (!lines.length) throw new AppError('prescriptionNotFound');
  return writeStockSheet(tx, {
    type: StockSheetType.Export,
    reason: ExportReason.Sale,
    note: null,
    items: lines.map(({ medicineId, quantity }) => ({ medicineId, quantity })),
    // At the prices it was prescribed (and billed) at, not today's library prices.
    salePrices: new Map(lines.map((line) => [line.medicineId, line.price])),
    prescriptionId: input.prescriptionId,
    invoiceId: input.invoiceId ?? null,
  });
}

/**
 * Billing: a walk-in sale's medicines leave the stock, one export sheet (reason sale, first expiry first
 * out) linked to the invoice, at the prices billed, in the caller's transaction; outOfStock rolls the payment back.
 * Lines of the same medicine are taken together, so the sale names each lot once (as returnDispensed needs).
 */
export async function dispenseMedicines(
  tx: Tx,
  input: { invoiceId: number; lines: readonly { medicineId: number; quantity: number; price: number }[] },
): Promise<StockSheetView> {
  const quantities = new Map<number, number>();
  for (const line of input.lines)
    quantities.set(line.medicineId, (quantities.get(line.medicineId) ?? 0) + line.quantity);
  return writeStockSheet(tx, {
    type: StockSheetType.Export,
    reason: ExportReason.Sale,
    note: null,
    items: [...quantities].map(([medicineId, quantity]) => ({ medicineId, quantity })),
    salePrices: new Map(input.lines.map((line) => [line.medicineId, line.price])),
    invoiceId: input.invoiceId,
  });
}

/**
 * Billing: a cancelled sale comes back into the very lots it left, unit for unit (reason refund,
 * referring to the sale), at the cost it left at. A sale is given back once: the sale's row lock makes a second
 * return wait for the first and then see it.
 */
export async function returnDispensed(
  tx: Tx,
  input: { saleSheetId: number; invoiceId?: number | null },
): Promise<StockSheetView> {
  const clinicId = tx.actor.clinicId;
  const [sale] = await tx.db
    .select()
    .from(stockSheets)
    .where(and(eq(stockSheets.clinicId, clinicId), eq(stockSheets.id, input.saleSheetId)))
    .for('update');
  if (!sale || sale.type !== StockSheetType.Export || sale.reason !== ExportReason.Sale)
    throw new AppError('stockSheetNotFound');
  const [returned] = await tx.db
    .select({ id: stockSheets.id })
    .from(stockSheets)
    .where(
      and(
        eq(stockSheets.clinicId, clinicId),
        eq(stockSheets.refSheetId, sale.id),
        eq(stockSheets.reason, ImportReason.Refund),
      ),
    );
  if (returned) throw new AppError('workflowNotAllowed');
  const taken = await tx.db
    .select({ item: stockSheetItems, lotNumber: medicineLots.lotNumber, expiryDate: medicineLots.expiryDate })
    .from(stockSheetItems)
    .innerJoin(
      medicineLots,
      and(eq(medicineLots.clinicId, stockSheetItems.clinicId), eq(medicineLots.id, stockSheetItems.lotId)),
    )
    .where(and(eq(stockSheetItems.clinicId, clinicId), eq(stockSheetItems.sheetId, sale.id)))
    .orderBy(asc(stockSheetItems.position));
  // A sale names each lot once (a prescription names each medicine once, FEFO each lot once per medicine).
  const items: ImportLine[] = taken.map(({ item, lotNumber, expiryDate }) => ({
    medicineId: item.medicineId,
    lotNumber,
    expiryDate,
    quantity: item.quantity,
    importPrice: item.exportPrice,
    costPerUnit: item.costPerUnit,
  }));
  return writeStockSheet(tx, {
    type: StockSheetType.Import,
    reason: ImportReason.Refund,
    note: null,
    refSheetId: sale.id,
    items,
    prescriptionId: sale.prescriptionId,
    invoiceId: input.invoiceId ?? sale.invoiceId,
  });
}
