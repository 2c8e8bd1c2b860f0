import { type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, DbTx } from './client.js';
import { runPrepared } from './prepared.js';

/**
 * Independent reads, together on the pool, one after another inside a transaction: a transaction is one
 * connection, and pg refuses (deprecated today, an error in pg 9) a query sent while another is running on it.
 */
export async function readAll<T extends readonly unknown[]>(
  db: Db | DbTx,
  reads: { readonly [K in keyof T]: () => PromiseLike<T[K]> },
): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const out: unknown[] = [];
  for (const read of reads) out.push(await read());
  return out as unknown as T;
}

/**
 * Several reads sent as one statement (one round trip, one turn of PGlite's single connection): each query's
 * rows come back as JSON objects keyed by column name, in the query's own order (PostgreSQL aggregates a sorted
 * subquery's rows in that order). Values are JSON's: timestamps arrive as ISO text, jsonb as parsed values.
 */
export async function readAsOne<K extends string>(
  db: Db | DbTx,
  queries: Record<K, SQLWrapper>,
): Promise<Record<K, Record<string, unknown>[]>> {
  const columns = Object.entries<SQLWrapper>(queries).map(
    ([key, query]) => sql`${asJsonRows(query)} as ${sql.identifier(key)}`,
  );
  const result = await db.execute(sql`select ${sql.join(columns, sql`, `)}`);
  return result.rows[0] as Record<K, Record<string, unknown>[]>;
}

const asJsonRows = (query: SQLWrapper) =>
  sql<Record<string, unknown>[]>`(select coalesce(json_agg(t), '[]'::json) from (${query}) t)`;

/** Subqueries as columns of a select, each answering its rows as `readAsOne` does (JSON keyed by column name). */
export const jsonRowsOf = <K extends string>(queries: Record<K, SQLWrapper>) =>
  Object.fromEntries(
    Object.entries<SQLWrapper>(queries).map(([key, query]) => [key, asJsonRows(query)]),
  ) as Record<K, SQL<Record<string, unknown>[]>>;

/**
 * `readAsOne` as a named statement built once (`runPrepared`): the queries are written with the placeholders
 * this hands them, one per key of `values`, and read by key (a record's details by its id).
 */
export async function readAsOneByKey<K extends string, V extends Record<string, unknown>>(
  db: Db | DbTx,
  name: string,
  values: V,
  queries: (db: Db | DbTx, keys: { [N in keyof V]: Placeholder }) => Record<K, SQLWrapper>,
): Promise<Record<K, Record<string, unknown>[]>> {
  const keys = Object.fromEntries(Object.keys(values).map((k) => [k, sql.placeholder(k)])) as {
    [N in keyof V]: Placeholder;
  };
  const [row] = await runPrepared(
    db,
    name,
    (d) => {
      const columns = jsonRowsOf(queries(d, keys));
      // PostgreSQL selects from no table at all; drizzle wants a FROM, so it gets one row of nothing.
      return d.select(columns).from(sql`(select) as one`);
    },
    values,
  );
  return row as unknown as Record<K, Record<string, unknown>[]>;
}
