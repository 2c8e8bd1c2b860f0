// What the PostgreSQL benches over HTTP share (bench/search.ts, bench/lists.ts): their database, created on first
// use, the real app on it, and sequential timing of one call.
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { migrateDatabase, openPostgres } from '../apps/api/src/db/client.js';
import { sql } from '../apps/api/src/testing/bench-sql.js';
import { withDatabase } from '../apps/api/src/testing/pg-admin.js';

/** Creates the bench database on first use (its name is the URL's path). */
async function ensureDatabase(target: string) {
  const name = new URL(target).pathname.slice(1);
  const admin = await openPostgres(withDatabase(target, 'postgres'));
  const found = await admin.db.execute(sql`select 1 from pg_database where datname = ${name}`);
  if (found.rows.length === 0) await admin.db.execute(sql.raw(`create database "${name}"`));
  await admin.close();
}

/** The app on the bench database (BENCH_PG_URL or DATABASE_URL, else postgres://…/`fallbackName`), migrated. */
export async function openBenchApp(fallbackName: string) {
  const url =
    process.env.BENCH_PG_URL ??
    process.env.DATABASE_URL ??
    `postgres://postgres@127.0.0.1:5432/${fallbackName}`;
  await ensureDatabase(url);
  const database = await openPostgres(url);
  await migrateDatabase(database);
  const app = await buildApp(
    loadConfig(
      {},
      { appsDir: undefined, seedDemo: false, jwtSecret: 'bench-secret-bench-secret-bench-secret' },
    ),
    { database, logger: false, print: () => {} },
  );
  return { app, database };
}

export const REQUESTS = 30;

/** p50 and p95 of REQUESTS sequential calls of `ask` (after 3 unmeasured), and what the last one answered. */
export async function timed<T>(ask: () => Promise<T>) {
  for (let i = 0; i < 3; i += 1) await ask();
  const times: number[] = [];
  let answer = await ask();
  for (let i = 0; i < REQUESTS; i += 1) {
    const start = performance.now();
    answer = await ask();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
  return { p50: at(0.5), p95: at(0.95), answer };
}
