import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, DbTx } from './client.js';

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
