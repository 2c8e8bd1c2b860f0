import { AppError, isDispensed, type StockShortage, shortageLines, shortagesOf } from '@clinic/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db, DbTx } from '../../db/client.js';
import { medicines, prescriptionItems, prescriptions } from '../../db/schema/index.js';
import type { Tx } from '../../platform/tx.js';
import { clinicToday } from './prescriptions.service.js';
import { stockOnHand } from './stock-on-hand.js';

// The stock is settled before the till: a line the clinic hands over must fit the usable stock (unexpired lots)
// when the doctor saves and when the exam finishes, or the doctor chooses what happens to it (reduce, replace,
// the patient buys outside, written only). The refusal names each medicine with the units asked and usable.

/** The units the till hands over for a stored line: none unless dispensed, else what the cashier left of it. */
export const unitsToDispense = (line: {
  supply: string;
  quantity: number;
  dispensedQuantity: number | null;
}) => (isDispensed(line.supply) ? (line.dispensedQuantity ?? line.quantity) : 0);

/** The lines short of usable stock today, by their index; the medicines' names as the library has them. */
export async function shortLines(
  db: Db | DbTx,
  clinicId: number,
  today: string,
  lines: readonly { medicineId: number; quantity: number; name: string }[],
): Promise<StockShortage[]> {
  if (!lines.length) return [];
  const usable = await stockOnHand(
    db,
    clinicId,
    lines.map((line) => line.medicineId),
    today,
  );
  return shortagesOf(lines, usable, (_line, index) => ({ index }));
}

/** prescriptionStockShort naming each short line ('Paracetamol 500mg 40 / 30'), with the list for the screen. */
export const prescriptionStockShort = (shortages: readonly StockShortage[]) =>
  new AppError('prescriptionStockShort', {
    params: { lines: shortageLines(shortages) },
    details: { shortages },
  });

/**
 * Saving: the dispensed lines (index as sent) must fit the usable stock; lines outside or written only need none.
 */
export async function assertLinesInStock(
  tx: Tx,
  lines: readonly { medicineId: number; quantity: number; supply: string }[],
  names: ReadonlyMap<number, string>,
) {
  const dispensed = lines.flatMap((line, index) =>
    isDispensed(line.supply)
      ? [
          {
            index,
            medicineId: line.medicineId,
            quantity: line.quantity,
            name: names.get(line.medicineId) ?? '',
          },
        ]
      : [],
  );
  const today = await clinicToday(tx.db, tx.actor.clinicId, tx.now);
  const short = await shortLines(tx.db, tx.actor.clinicId, today, dispensed);
  // Index of the line as sent, not within the dispensed ones.
  const shortages = short.map((s) => ({ ...s, index: dispensed[s.index!]!.index }));
  if (shortages.length) throw prescriptionStockShort(shortages);
}

/**
 * Finishing the exam: the visit's unpaid prescription, as saved, must still fit the usable stock (it may have
 * moved since the save); the doctor then chooses again and saves.
 */
export async function assertVisitPrescriptionInStock(tx: Tx, appointmentId: number) {
  const clinicId = tx.actor.clinicId;
  const rows = await tx.db
    .select({
      medicineId: prescriptionItems.medicineId,
      name: medicines.name,
      quantity: prescriptionItems.quantity,
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
    .innerJoin(
      medicines,
      and(eq(medicines.clinicId, prescriptionItems.clinicId), eq(medicines.id, prescriptionItems.medicineId)),
    )
    .where(
      and(
        eq(prescriptions.clinicId, clinicId),
        eq(prescriptions.appointmentId, appointmentId),
        isNull(prescriptions.paidAt),
      ),
    )
    .orderBy(asc(prescriptionItems.position));
  const lines = rows.map((row, index) => ({ ...row, index, quantity: unitsToDispense(row) }));
  const today = await clinicToday(tx.db, clinicId, tx.now);
  const dispensed = lines.filter((line) => line.quantity > 0);
  const short = await shortLines(tx.db, clinicId, today, dispensed);
  const shortages = short.map((s) => ({ ...s, index: dispensed[s.index!]!.index }));
  if (shortages.length) throw prescriptionStockShort(shortages);
}
