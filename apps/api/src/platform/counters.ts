import { sql } from 'drizzle-orm';
import type { Db, DbTx } from '../db/client.js';
import { runPrepared } from '../db/prepared.js';
import { counters } from '../db/schema/index.js';
import type { Tx } from './tx.js';

async function incremented(db: Db | DbTx, clinicId: number, name: string): Promise<number> {
  const [row] = await runPrepared(
    db,
    'counter_next',
    (d) =>
      d
        .insert(counters)
        .values({ clinicId: sql.placeholder('clinicId'), name: sql.placeholder('name'), value: 1 })
        .onConflictDoUpdate({
          target: [counters.clinicId, counters.name],
          set: { value: sql`${counters.value} + 1` },
        })
        .returning({ value: counters.value }),
    { clinicId, name },
  );
  return row!.value;
}

/**
 * The next value of a per-clinic counter, gap-free: the upsert takes the counter's row lock until the transaction
 * ends, so concurrent transactions get distinct values in commit order and a rolled-back transaction gives its
 * number back. The price is that the clinic's transactions taking it run one after another, commit included: for
 * numbers that must have no gaps (invoices, stock sheets).
 */
export function nextCounterValue(tx: Tx, name: string): Promise<number> {
  return incremented(tx.db, tx.actor.clinicId, name);
}

/**
 * The next number of a per-clinic code (patients, appointments), taken on PostgreSQL in a statement of its own that
 * commits at once: the counter's row is locked for that statement only, so the clinic's creates no longer queue
 * behind one another's commit (PostgreSQL's patient creates ran no faster than PGlite's single connection). Values
 * stay distinct and increasing; a transaction that then fails leaves its number unused, a gap a code may have. On
 * PGlite, one connection, it is the transaction's own (gap-free).
 */
export function nextCodeValue(tx: Tx, name: string): Promise<number> {
  return incremented(tx.detached ?? tx.db, tx.actor.clinicId, name);
}

/**
 * Takes `n` consecutive values of a counter at once and answers the first (the demo seed numbers two months of
 * visits, invoices and sheets in one statement each); like nextCounterValue, in the caller's transaction.
 */
export async function reserveCounterValues(tx: Tx, name: string, n: number): Promise<number> {
  const [row] = await tx.db
    .insert(counters)
    .values({ clinicId: tx.actor.clinicId, name, value: n })
    .onConflictDoUpdate({
      target: [counters.clinicId, counters.name],
      set: { value: sql`${counters.value} + ${n}` },
    })
    .returning({ value: counters.value });
  return row!.value - n + 1;
}

/** A human code from a counter: ('BN', 42) → 'BN000042'. */
export const formatCode = (prefix: string, value: number, digits = 6) =>
  `${prefix}${String(value).padStart(digits, '0')}`;
