import { count, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';

/**
 * The rows of `table` matching `where`, counted no further than `limit`, as a query: a subquery that stops there
 * instead of counting them all (the count behind `cappedPage`). It walks them in the list's `order`, so the planner
 * counts along the index the page is read from. `limit` may be a placeholder, for a statement run by name. Matches
 * that are rare along every order (a patient name phrase of several words) walk far that way: the patient search
 * counts those among its candidates from an index of their own instead (patient-search.ts).
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
