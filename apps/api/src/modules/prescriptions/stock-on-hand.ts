import type { Db, DbTx } from '../../db/client.js';
import { lotTotals } from '../stock/stock.read.js';

/**
 * The units of each medicine on hand in lots that have not expired by `today` (the clinic's day, YYYY-MM-DD),
 * for the stock hint while prescribing: the usable units stock on hand counts. Every medicine asked for has an
 * entry (0 when it has none). Callers treat it as a hint only: an empty stock never stops a prescription from
 * being saved; dispensing (billing) is where stock is taken, and refused when short.
 */
export async function stockOnHand(
  db: Db | DbTx,
  clinicId: number,
  medicineIds: readonly number[],
  today: string,
): Promise<Map<number, number>> {
  const totals = await lotTotals(db, clinicId, medicineIds, today);
  return new Map(medicineIds.map((id) => [id, totals.get(id)?.usable ?? 0]));
}
