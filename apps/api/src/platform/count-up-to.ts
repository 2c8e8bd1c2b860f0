import { count, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';

/**
 * The rows of `table` matching `where`, counted no further than `limit`: a subquery that stops there instead of
 * counting them all (the count behind `cappedPage`). It walks them in the list's `order`, so the planner counts
 * along the index the page is read from.
 */
export async function countUpTo(db: Db, table: PgTable, where: SQL | undefined, order: SQL[], limit: number) {
  const matches = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .as('matches');
  const [row] = await db.select({ n: count() }).from(matches);
  return row?.n ?? 0;
}
