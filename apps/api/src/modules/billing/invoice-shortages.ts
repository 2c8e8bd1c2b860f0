import { InvoiceStatus, type StockShortage, shortagesOf } from '@clinic/domain';
import type { Db, DbTx } from '../../db/client.js';
import type { invoiceItems } from '../../db/schema/index.js';
import { clinicToday } from '../prescriptions/prescriptions.service.js';
import { stockOnHand } from '../prescriptions/stock-on-hand.js';
import { lineSource } from './invoices.read.js';

type ItemRow = typeof invoiceItems.$inferSelect;

/**
 * The medicine lines of an unpaid invoice the usable stock (unexpired lots, today in the clinic) cannot cover now,
 * by their source: stock moves between the exam and the till, so the cashier sees it before taking the money. A
 * paid or cancelled invoice has none (its medicines left the stock, or never will).
 */
export async function invoiceShortages(
  db: Db | DbTx,
  clinicId: number,
  now: Date,
  status: number,
  items: readonly ItemRow[],
): Promise<StockShortage[]> {
  if (status !== InvoiceStatus.WaitForPayment) return [];
  const medicineLines = items.flatMap((item) =>
    item.kind === 'medicine' && item.medicineId !== null
      ? [{ medicineId: item.medicineId, quantity: item.quantity, name: item.name, source: lineSource(item) }]
      : [],
  );
  if (!medicineLines.length) return [];
  const usable = await stockOnHand(
    db,
    clinicId,
    medicineLines.map((line) => line.medicineId),
    await clinicToday(db, clinicId, now),
  );
  return shortagesOf(medicineLines, usable, (line) => ({ source: line.source }));
}
