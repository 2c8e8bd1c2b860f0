import { createHash } from 'node:crypto';
import { Column, is, SQL, type SQLWrapper, Subquery } from 'drizzle-orm';
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

/** PostgreSQL keeps the first 63 bytes of a name (NAMEDATALEN - 1). */
const NAME_BYTES = 63;
const serverNames = new Map<string, string>();

/**
 * The name a statement is prepared under on the server: a name past 63 bytes is cut there by PostgreSQL, so two
 * (the list's statements per set of filters and order: `…_provinceId_fullName_asc`, `…_fullName_desc`) would be
 * one, and the second PREPARE failed with 42P05. Such a name becomes its start and a hash of the whole.
 */
export function serverName(name: string): string {
  if (Buffer.byteLength(name) <= NAME_BYTES) return name;
  let short = serverNames.get(name);
  if (!short) {
    short = `${name.slice(0, 46)}_${createHash('sha256').update(name).digest('hex').slice(0, 16)}`;
    serverNames.set(name, short);
  }
  return short;
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
    built = build().prepare(serverName(name)) as Prepared<T> & { client: unknown };
    mapRowsOnce(built);
    statements.set(name, built);
  }
  // Each database once (the namer remembers what it prepared); not awaited, as outside a transaction.
  const namer = (session.client as { [statementNamer]?: StatementNamer })[statementNamer];
  void namer?.(serverName(name), textOf(built));
  return Object.assign(Object.create(Object.getPrototypeOf(built)) as Prepared<T>, built, {
    client: session.client,
  });
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** What a built statement of drizzle's holds to read its rows (arrays, in the select's order). */
interface RowShape {
  fields?: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

/** The decoder of a selected field, as drizzle's own row mapping picks it. */
function decoderOf(field: unknown): Decoder {
  type Decoded = { decoder: Decoder };
  if (is(field, Column)) return field;
  if (is(field, SQL)) return (field as unknown as Decoded).decoder;
  if (is(field, Subquery)) return (field as unknown as { _: { sql: Decoded } })._.sql.decoder;
  return (field as { sql: Decoded }).sql.decoder;
}

/**
 * Reads the statement's rows with the decoders and paths drizzle would choose, chosen once: drizzle's mapping asks
 * each cell's field what it is on every row (`is`, 4 % of a 50-row list's CPU in the HTTP bench). Left to drizzle
 * when a left join may null a table's columns, where it decides per row.
 */
function mapRowsOnce(statement: unknown) {
  const shape = statement as RowShape;
  if (!shape.fields || shape.customResultMapper) return;
  if (Object.values(shape.joinsNotNullableMap ?? {}).some((notNull) => !notNull)) return;
  const decoders = shape.fields.map(({ field }) => decoderOf(field));
  const paths = shape.fields.map(({ path }) => path);
  const count = paths.length;
  shape.customResultMapper = (rows) =>
    rows.map((row) => {
      const result: Record<string, unknown> = {};
      for (let i = 0; i < count; i += 1) {
        const path = paths[i]!;
        let node = result;
        for (let depth = 0; depth < path.length - 1; depth += 1) {
          const key = path[depth]!;
          node[key] ??= {};
          node = node[key] as Record<string, unknown>;
        }
        const raw = row[i];
        node[path[path.length - 1]!] = raw === null ? null : decoders[i]!.mapFromDriverValue(raw);
      }
      return result;
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
    statement = build(db).prepare(serverName(name));
    mapRowsOnce(statement);
    statements.set(name, statement);
    // Not awaited: the first calls run as they come while PGlite prepares it.
    void namers.get(db)?.(serverName(name), textOf(statement));
  }
  return statement.execute(values);
}
