import { sql } from 'drizzle-orm';
import { counters } from '../db/schema/index.js';
import type { Tx } from './tx.js';

/**
 * The next value of a per-clinic counter (patient, appointment, invoice, stock-sheet codes). The upsert takes
 * the counter's row lock, so concurrent transactions get distinct, gap-free values in commit order; a rolled-back
 * transaction gives its number back.
 */
export async function nextCounterValue(tx: Tx, name: string): Promise<number> {
  const [row] = await tx.db
    .insert(counters)
    .values({ clinicId: tx.actor.clinicId, name, value: 1 })
    .onConflictDoUpdate({
      target: [counters.clinicId, counters.name],
      set: { value: sql`${counters.value} + 1` },
    })
    .returning({ value: counters.value });
  return row!.value;
}

/** A human code from a counter: ('BN', 42) → 'BN000042'. */
export const formatCode = (prefix: string, value: number, digits = 6) =>
  `${prefix}${String(value).padStart(digits, '0')}`;
