import { sql } from 'drizzle-orm';
import type { Database } from './client.js';

const HOUR_MS = 60 * 60 * 1000;
/** The first run waits this long, so start-up (and a benchmark or test right after it) is not held up. */
const FIRST_RUN_DELAY_MS = 60 * 1000;

/**
 * Autovacuum's job, done by the API on PGlite. PGlite runs PostgreSQL in single-user mode, where no autovacuum
 * worker ever starts: tables were never analysed (every `reltuples` stayed -1, so every plan was made as if the
 * table were empty) and rows left dead by updates and deletes were never reclaimed. PostgreSQL runs its own.
 */
export async function maintainEmbedded(database: Pick<Database, 'db' | 'kind'>): Promise<boolean> {
  if (database.kind !== 'pglite') return false;
  // Pages unchanged since the last run are skipped (the visibility map), so a quiet clinic's run is short.
  await database.db.execute(sql`vacuum (analyze)`);
  return true;
}

/** Runs `maintainEmbedded` a minute after start-up, then hourly; answers the function that stops it. */
export function scheduleEmbeddedMaintenance(
  database: Pick<Database, 'db' | 'kind'>,
  log: (error: unknown) => void,
): () => void {
  if (database.kind !== 'pglite') return () => {};
  const run = () => void maintainEmbedded(database).catch(log);
  const first = setTimeout(run, FIRST_RUN_DELAY_MS);
  const every = setInterval(run, HOUR_MS);
  // Never keeps the process (or a test run) alive on its own.
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
