import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';

/** Hears the text of every SQL statement sent to the database, transaction control included. */
export type StatementListener = (sql: string) => void;

/**
 * The database's statement tap: the statement-count test (and anyone measuring a request path) listens here.
 * With no listener it costs one empty loop per statement, so it stays on in production too: the counts a test
 * reads are those of the exact client the app runs.
 */
export class StatementTap {
  readonly #listeners = new Set<StatementListener>();

  listen(listener: StatementListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  emit(sql: string) {
    for (const listener of this.#listeners) listener(sql);
  }
}

const textOf = (query: unknown) =>
  typeof query === 'string' ? query : String((query as { text?: unknown } | null)?.text ?? '');

/**
 * Taps a PGlite client: its own query/exec, and those of each transaction it opens. PGlite sends BEGIN and
 * COMMIT (or ROLLBACK) itself, out of drizzle's sight, so they are reported here around the transaction.
 */
export function tapPglite(client: PGlite, tap: StatementTap) {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((sql: string, ...rest: never[]) => {
    tap.emit(sql);
    return query(sql, ...rest);
  }) as typeof client.query;
  client.exec = ((sql: string, ...rest: never[]) => {
    tap.emit(sql);
    return exec(sql, ...rest);
  }) as typeof client.exec;
  client.transaction = (async <T>(work: (tx: Transaction) => Promise<T>) => {
    let began = false;
    try {
      const result = await transaction((tx) => {
        began = true;
        tap.emit('BEGIN');
        return work(tapTransaction(tx, tap));
      });
      tap.emit('COMMIT');
      return result;
    } catch (error) {
      if (began) tap.emit('ROLLBACK');
      throw error;
    }
  }) as typeof client.transaction;
}

function tapTransaction(tx: Transaction, tap: StatementTap): Transaction {
  // A view of the transaction with tapped query/exec; everything else (closed, rollback) is the original's.
  const tapped = Object.create(tx) as Transaction;
  tapped.query = ((sql: string, ...rest: never[]) => {
    tap.emit(sql);
    return tx.query(sql, ...rest);
  }) as Transaction['query'];
  tapped.exec = ((sql: string, ...rest: never[]) => {
    tap.emit(sql);
    return tx.exec(sql, ...rest);
  }) as Transaction['exec'];
  return tapped;
}

/**
 * Taps a node-postgres pool at its connections: `pool.query` and drizzle's transactions both end in a pooled
 * client's `query`, so each statement (BEGIN and COMMIT included, drizzle sends them) is heard exactly once.
 */
export function tapPgPool(pool: pg.Pool, tap: StatementTap) {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      tap.emit(textOf(args[0]));
      return query(...args);
    }) as typeof client.query;
  });
}

/** Transaction control, counted apart from the work: BEGIN, COMMIT, ROLLBACK and savepoints. */
export const isTransactionControl = (sql: string) =>
  /^\s*(begin|commit|rollback|savepoint|release)\b/i.test(sql);
