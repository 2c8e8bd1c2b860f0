import { count, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';

/**
 * The rows of `table` matching `where`, counted no further than `limit`, as a query: a subquery that stops there
 * instead of counting them all (the count behind `cappedPage`). It walks them in the list's `order`, so the planner
 * counts along the index the page is read from. `limit` may be a placeholder, for a statement run by name. Matches
 * that are rare along every order (a patient name phrase of several words) walk far that way: the patient search
 * counts those among its candidates from an index of their own instead (patient-search.read.ts).
 */
export function countUpToQuery(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  order: SQL[],
  limit: number | Placeholder,
) {
  const matches = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .as('matches');
  return db.select({ n: count() }).from(matches);
}

/** `countUpToQuery`, run. */
export async function countUpTo(db: Db, table: PgTable, where: SQL | undefined, order: SQL[], limit: number) {
  const [row] = await countUpToQuery(db, table, where, order, limit);
  return row?.n ?? 0;
}

/** How long a list seen past its cap is taken to stay past it, its count not run again meanwhile. */
export const PAST_CAP_KEPT_MS = 60_000;
/** Lists remembered at once; the oldest go first. */
const PAST_CAP_KEYS = 10_000;

/**
 * The lists (a clinic's patients with a set of filters, …) last seen holding more matches than their capped count
 * reaches. Such a list answers "1,000+" for every page; counting again walks the cap's worth of index entries (and,
 * for rows written since the last vacuum, as many heap pages) to reach the same answer, on every page a clinic of
 * thousands of patients opens. A list only falls back under its cap by losing rows, so for `keptMs` after a count
 * passed the cap the count is skipped: a clinic that deleted its way below the cap sees "1,000+" for up to a
 * minute more, never a wrong count under it (those are always counted). Per instance, in memory.
 */
export function createPastCap(now: () => number, keptMs = PAST_CAP_KEPT_MS, maxKeys = PAST_CAP_KEYS) {
  const seen = new Map<string, { limit: number; until: number }>();
  return {
    /** Whether `key` was seen with more than `limit` matches within the last `keptMs`. */
    has(key: string, limit: number): boolean {
      const entry = seen.get(key);
      if (!entry) return false;
      if (entry.until <= now()) {
        seen.delete(key);
        return false;
      }
      return entry.limit >= limit;
    },
    /** Notes a count of `key` up to `limit` that found more. */
    remember(key: string, limit: number) {
      seen.delete(key);
      if (seen.size >= maxKeys) seen.delete(seen.keys().next().value as string);
      seen.set(key, { limit, until: now() + keptMs });
    },
    /** Forgets every list whose key starts with `prefix` (a clinic's patient lists, after a patient was deleted). */
    forget(prefix: string) {
      for (const key of seen.keys()) if (key.startsWith(prefix)) seen.delete(key);
    },
  };
}

export type PastCap = ReturnType<typeof createPastCap>;
