import type { Db, DbTx } from '../../db/client.js';

/**
 * The units of each medicine on hand in lots that have not expired by `today` (the clinic's day, YYYY-MM-DD),
 * for the stock hint while prescribing. Every medicine asked for has an entry.
 *
 * There are no lot tables yet: until issue O adds medicine lots and the stock ledger this answers 0 for every
 * medicine, and issue O replaces this body with the sum of the non-expired lots' quantities (one query, scoped
 * by clinic). Callers treat it as a hint only: an empty stock never stops a prescription from being saved.
 */
export async function stockOnHand(
  _db: Db | DbTx,
  _clinicId: number,
  medicineIds: readonly number[],
  _today: string,
): Promise<Map<number, number>> {
  return new Map(medicineIds.map((id) => [id, 0]));
}
