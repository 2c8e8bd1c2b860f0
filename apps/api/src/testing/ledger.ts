import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../db/client.js';

/**
 * The stock ledger's invariant (docs/conventions.md#money): every lot's quantity equals the sum of its moves.
 * Stock tests call it after every scenario; it names the lots that drifted, with both numbers.
 */
export async function expectLedgerBalanced(db: Db) {
  const result = await db.execute(sql`
    select l.id, l.quantity, coalesce(sum(m.quantity), 0)::int as moved
    from medicine_lots l left join stock_moves m on m.lot_id = l.id and m.clinic_id = l.clinic_id
    group by l.id, l.quantity
    having l.quantity <> coalesce(sum(m.quantity), 0)`);
  expect(result.rows, 'lots whose quantity is not the sum of their moves').toEqual([]);
}
