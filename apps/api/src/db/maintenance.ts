import { sql } from 'drizzle-orm';
import type { Database } from './client.js';

/**
 * Autovacuum's job, done by the API on PGlite. PGlite runs PostgreSQL in single-user mode, where no autovacuum
 * worker ever starts: tables were never analysed (every `reltuples` stayed -1, so every plan was made as if the
 * table were empty) and rows left dead by updates and deletes were never reclaimed. PostgreSQL runs its own.
 * Run hourly by the job `db.maintain`, which the tick offers only on PGlite.
 */
export async function maintainEmbedded(database: Pick<Database, 'db' | 'kind'>): Promise<boolean> {
  if (database.kind !== 'pglite') return false;
  // Pages unchanged since the last run are skipped (the visibility map), so a quiet clinic's run is short.
  await database.db.execute(sql`vacuum (analyze)`);
  return true;
}
