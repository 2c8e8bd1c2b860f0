import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { nameStatementsOnPglite } from './pglite-statements.js';
import { nameStatementsWith } from './prepared.js';
import { StatementTap, tapPglite, tapPgPool } from './statements.js';

/**
 * Both drivers expose the same drizzle PgDatabase API; we type the handle as the node-postgres one so services
 * are written once. The PGlite handle is cast to it (same runtime surface). No schema is handed to drizzle: its
 * relational queries (`db.query`) are not used, and with a schema every transaction built a query builder for
 * each of the tables again (2 % of a create's CPU time).
 */
export type Db = NodePgDatabase;
export type DbTx = PgTransaction<
  NodePgQueryResultHKT,
  Record<string, never>,
  ExtractTablesWithRelations<Record<string, never>>
>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Every statement sent, for measuring a request path (the statement-count test). */
  statements: StatementTap;
  /**
   * PostgreSQL only: a small pool of its own for statements that commit on their own while a transaction is open
   * (code numbers, platform/counters.ts). Not the main pool: transactions holding all of its connections while
   * each waits for one more would wait forever.
   */
  detached?: Db;
  /** PostgreSQL only: the main pool, for a lock held on one connection of it (underStartupLock). */
  pool?: pg.Pool;
  close(): Promise<void>;
}

export const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');
export const pgliteExtensions = { pg_trgm, unaccent };

/** Opens PGlite: on disk under `dir`, in memory when dir is undefined, or from a dumped data dir (tests). */
export async function openPglite(
  options: { dir?: string; loadDataDir?: Blob | File } = {},
): Promise<Database> {
  if (options.dir) mkdirSync(options.dir, { recursive: true });
  const client = await PGlite.create(options.dir, {
    extensions: pgliteExtensions,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const named = nameStatementsOnPglite(client);
  const statements = new StatementTap();
  tapPglite(client, statements);
  const db = drizzlePglite({ client }) as unknown as Db;
  nameStatementsWith(db, named);
  return { db, kind: 'pglite', statements, close: () => client.close() };
}

export async function openPostgres(
  url: string,
  onIdleError: (error: Error) => void = (error) =>
    console.error(`PostgreSQL idle connection error: ${error.message}`),
): Promise<Database> {
  // No parallel workers for one query: a year's report (a quarter of a million ledger rows) took 2–3 times longer
  // with them on a 2-core host (bench:reports), and they take the cores every other request is waiting for.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    options: '-c max_parallel_workers_per_gather=0',
  });
  // An idle connection dropped by the server (restart, failover) must not crash the process; the pool
  // replaces it on the next query.
  pool.on('error', onIdleError);
  // Its commits do not wait for the WAL to reach the disk: a code number is only ever used by a transaction that
  // starts after it committed, and that transaction's own (synchronous) commit flushes the WAL up to its end, the
  // number's record included. A crash before then loses the number and the record that used it, together. One
  // fsync per create instead of two.
  const detachedPool = new pg.Pool({ connectionString: url, max: 2, options: '-c synchronous_commit=off' });
  detachedPool.on('error', onIdleError);
  const statements = new StatementTap();
  tapPgPool(pool, statements);
  tapPgPool(detachedPool, statements);
  const db = drizzlePg({ client: pool });
  const detached = drizzlePg({ client: detachedPool });
  return {
    db,
    kind: 'postgres',
    statements,
    detached,
    pool,
    close: async () => {
      await Promise.all([pool.end(), detachedPool.end()]);
    },
  };
}

/** The advisory lock key of start-up work (migrating, seeding): any constant no other code locks on. */
const STARTUP_LOCK_KEY = 20_261_202_044;

/**
 * Runs `work` while holding PostgreSQL's advisory lock of start-up, so instances started together migrate and
 * seed one after another: the next one waits, then finds the work done (drizzle's migrator takes no lock of its
 * own, and two at once failed on a unique index). The lock is held on a connection of its own, released when
 * `work` ends or that connection dies with its instance. PGlite's files belong to one process: no lock needed.
 */
export async function underStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (!database.pool) return work();
  const holder = await database.pool.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    holder.release();
  }
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    // biome-ignore lint/suspicious/noExplicitAny: the PGlite migrator wants its own handle type; the object is one.
    await migratePglite(database.db as any, { migrationsFolder });
  } else {
    await underStartupLock(database, () => migratePg(database.db, { migrationsFolder }));
  }
}

/** Opens the database the configuration names and brings its schema up to date. */
export async function openDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  const database = config.databaseUrl
    ? await openPostgres(config.databaseUrl)
    : await openPglite({ dir: config.dataDir === ':memory:' ? undefined : path.join(config.dataDir, 'pg') });
  await migrateDatabase(database);
  return database;
}
