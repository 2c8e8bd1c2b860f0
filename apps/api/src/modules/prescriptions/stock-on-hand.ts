import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db, DbTx } from '../../db/client.js';
import { medicineLots } from '../../db/schema/index.js';

/**
 * The units of each medicine on hand in lots that have not expired by `today` (the clinic's day, YYYY-MM-DD),
 * for the stock hint while prescribing: one query summing the clinic's usable lots. Every medicine asked for has
 * an entry (0 when it has none). Callers treat it as a hint only: an empty stock never stops a prescription from
 * being saved; dispensing (billing) is where stock is taken, and refused when short.
 */
export async function stockOnHand(
  db: Db | DbTx,
  clinicId: number,
  medicineIds: readonly number[],
  today: string,
): Promise<Map<number, number>> {
  const onHand = new Map(medicineIds.map((id) => [id, 0]));
  if (!medicineIds.length) return onHand;
  const rows = await db
    .select({ medicineId: medicineLots.medicineId, units: sql<number>`sum(${medicineLots.quantity})::int` })
    .from(medicineLots)
    .where(
      and(
        eq(medicineLots.clinicId, clinicId),
        inArray(medicineLots.medicineId, [...medicineIds]),
        gte(medicineLots.expiryDate, today),
      ),
    )
    .groupBy(medicineLots.medicineId);
  for (const row of rows) onHand.set(row.medicineId, row.units);
  return onHand;
}
