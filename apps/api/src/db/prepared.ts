import type { SQLWrapper } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, DbTx } from './client.js';

/** What drizzle's `.prepare(name)` gives: a statement run with the values of its `sql.placeholder`s. */
interface Prepared<T> {
  execute(values: Record<string, unknown>): Promise<T>;
}

/**
 * A key a query is written with: a value, the placeholder that stands for it in a statement run by name, or the
 * outer query's column when the query is its correlated subquery.
 */
export type Key = number | SQLWrapper;

const byDatabase = new WeakMap<Db, Map<string, Prepared<unknown>>>();

/** How a driver that does not name statements itself (PGlite) is told of one: see pglite-statements.ts. */
type StatementNamer = (name: string, text: string) => Promise<void>;

/** Where a transaction's client that needs its statements named carries its namer (PGlite's). */
export const statementNamer = Symbol('statement namer');
const namers = new WeakMap<Db, StatementNamer>();

/** Called once by the database opener for a driver that needs it. */
export function nameStatementsWith(db: Db, namer: StatementNamer) {
  namers.set(db, namer);
}

/** The statements built inside transactions, by driver (each driver's prepared query reads its answer its way). */
const inTransactions = new WeakMap<object, Map<string, Prepared<unknown>>>();

/** A transaction's session: the connection its statements go to. */
interface TransactionSession {
  constructor: object;
  client: unknown;
}

/**
 * The statement `name` as built once for a transaction of this driver, bound to this transaction's connection:
 * a copy of the built statement (its text, parameters and the way it maps rows) with the client swapped.
 */
function forTransaction<T>(tx: DbTx, name: string, build: () => { prepare(name: string): Prepared<T> }) {
  const session = (tx as unknown as { session: TransactionSession }).session;
  let statements = inTransactions.get(session.constructor);
  if (!statements) {
    statements = new Map();
    inTransactions.set(session.constructor, statements);
  }
  let built = statements.get(name) as (Prepared<T> & { client: unknown }) | undefined;
  if (!built) {
    built = build().prepare(name) as Prepared<T> & { client: unknown };
    statements.set(name, built);
  }
  // Each database once (the namer remembers what it prepared); not awaited, as outside a transaction.
  const namer = (session.client as { [statementNamer]?: StatementNamer })[statementNamer];
  void namer?.(name, textOf(built));
  return Object.assign(Object.create(Object.getPrototypeOf(built)) as Prepared<T>, built, {
    client: session.client,
  });
}

const textOf = (statement: Prepared<unknown>) =>
  (statement as unknown as { getQuery(): { sql: string } }).getQuery().sql;

/**
 * A statement of a hot path, built once with `sql.placeholder`s for its values and run by name. Building a query
 * costs more than running it (drizzle's SQL building was 29–35 % of a read's CPU in the HTTP bench's profile, a
 * third of a create's inside its transaction), and PostgreSQL parses a named statement once per connection.
 * Outside a transaction it is built once per database handle; inside one, once per driver, and each transaction
 * runs a copy bound to its own connection, under the same name and text.
 *
 * Only for statements whose plan does not depend on the values (lookups by key, inserts): PostgreSQL may keep a
 * generic plan for a named statement, which a search over skewed data would not want.
 */
export function runPrepared<T>(
  db: Db | DbTx,
  name: string,
  build: (db: Db | DbTx) => { prepare(name: string): Prepared<T> },
  values: Record<string, unknown>,
): Promise<T> {
  if (db instanceof PgTransaction) return forTransaction(db, name, () => build(db)).execute(values);
  let statements = byDatabase.get(db);
  if (!statements) {
    statements = new Map();
    byDatabase.set(db, statements);
  }
  let statement = statements.get(name) as Prepared<T> | undefined;
  if (!statement) {
    statement = build(db).prepare(name);
    statements.set(name, statement);
    // Not awaited: the first calls run as they come while PGlite prepares it.
    void namers.get(db)?.(name, textOf(statement));
  }
  return statement.execute(values);
}
