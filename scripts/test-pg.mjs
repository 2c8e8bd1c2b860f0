// Runs the API suite again on a real PostgreSQL (and the realtime suite across two instances on Redis).
// Defaults match the development machines: PostgreSQL 15 on 127.0.0.1:5432 (trust) and Redis 7 on 6379.
import { spawnSync } from 'node:child_process';

const env = {
  ...process.env,
  TEST_PG_URL:
    process.env.TEST_PG_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  TEST_REDIS_URL: process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
};
// Tests that open no database and no Redis gain nothing from a second run here; `pnpm test` runs them once. The
// LibreOffice worker's own test alone is a minute (it waits out a hung conversion), and CI has a time limit. The
// .docx → PDF route test is LibreOffice-bound too (90 s, ten queued conversions); its database part (a cached PDF
// row, a template row) is plain reads and writes that the other print tests run here, as are the template rows of
// the test that printing never reaches out (LibreOffice-bound too); the .docx sanitiser's test opens no database.
const runOnce = [
  'src/modules/print/print-pdf.test.ts',
  'src/modules/print/print-outbound.test.ts',
  'src/platform/pdf/libreoffice.test.ts',
  'src/platform/pdf/docx-sanitise.test.ts',
  'src/modules/print/docx.test.ts',
  'src/platform/files/magic.test.ts',
  'src/platform/tokens.test.ts',
  'src/platform/activity-log.test.ts',
  'src/platform/clock.test.ts',
  'src/fuzz/arbitraries.test.ts',
  'src/db/pglite-statements.test.ts',
  // The converter's supervision, its clinics' turns and the worker threads open no database either.
  'src/platform/pdf/soffice-supervisor.test.ts',
  'src/platform/pdf/libreoffice-queue.test.ts',
  'src/platform/pdf/fair-queue.test.ts',
  'src/platform/pdf/sanitise-thread.test.ts',
  'src/platform/worker/thread-jobs.test.ts',
  'src/modules/print/docx-thread.test.ts',
  // The production build is started on its own PGlite, whatever database the suite is given.
  'src/production-build.test.ts',
].flatMap((file) => ['--exclude', `**/${file}`]);
console.log(`test:pg against ${env.TEST_PG_URL} and ${env.TEST_REDIS_URL}`);
// One file at a time: the files share one Redis, where two apps' rooms of the same clinic id (each file has its own
// database, so ids repeat) would hear each other's events.
const args = [
  'exec',
  'vitest',
  'run',
  '--project',
  'api',
  '--maxWorkers=1',
  ...runOnce,
  ...process.argv.slice(2),
];
const result = spawnSync('pnpm', args, {
  stdio: 'inherit',
  env,
});
process.exit(result.status ?? 1);
