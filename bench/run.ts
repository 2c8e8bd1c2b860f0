// `pnpm bench`: the in-process cases (bench/in-process.ts), then the HTTP suite (bench/http/). Every case prints
// its verdict (ok/SLOW in-process, ok/MISS over HTTP); plain `pnpm bench` only reports, `pnpm bench --check`
// exits 1 when any case of either suite misses its target.
//
// Options: --check; --http or --in-process to run one suite; --only=read,search (HTTP endpoints by key);
// --db=postgres or --db=pglite (HTTP: one database); --cpu-prof=<dir> (the API child writes a V8 CPU profile
// there when it stops). Environment: BENCH_SECONDS (seconds per HTTP measure, default 3, so the HTTP suite takes
// about 3 minutes; also the in-process read by id's, default 10), BENCH_PG_URL (an admin URL of PostgreSQL where
// the suite creates and drops its database), BENCH_ITERATIONS (in-process calls per case), BENCH_VERBOSE (echo
// the server children's stderr).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type DatabaseKind, runHttpSuite } from './http/suite.js';
import { runInProcessSuite } from './in-process.js';

const { values } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    http: { type: 'boolean', default: false },
    'in-process': { type: 'boolean', default: false },
    only: { type: 'string', default: '' },
    db: { type: 'string' },
    'cpu-prof': { type: 'string' },
  },
});
const databases: DatabaseKind[] = values.db ? [values.db as DatabaseKind] : ['postgres', 'pglite'];
if (!databases.every((d) => d === 'postgres' || d === 'pglite')) throw new Error(`--db=${values.db}?`);
const both = !values.http && !values['in-process'];

let misses = 0;
if (both || values['in-process']) misses += await runInProcessSuite();
if (both || values.http) {
  misses += await runHttpSuite({
    seconds: Number(process.env.BENCH_SECONDS ?? 3),
    only: values.only ? values.only.split(',') : [],
    databases,
    // pnpm runs the script in apps/api: a relative folder is read from where `pnpm bench` was typed.
    cpuProfileDir: values['cpu-prof']
      ? path.resolve(process.env.INIT_CWD ?? process.cwd(), values['cpu-prof'])
      : undefined,
    pgAdminUrl: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  });
}
console.log(
  misses === 0
    ? '\nEvery case met its target.'
    : `\n${misses} case(s) missed their target${values.check ? '' : ' (reported only; --check fails on them)'}.`,
);
process.exit(values.check && misses > 0 ? 1 : 0);
