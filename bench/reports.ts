// The dashboard and the reports on a busy clinic-year (bench/reports-seed.ts) in PostgreSQL, asked over real HTTP
// with the Owner's session: each of the 8 dashboard GETs, and each of the 9 reports over the full year (first page
// of 20), against a patient read by id in the same run. Targets: p95 ≤ 3× the read-by-id p95 for a dashboard call,
// ≤ 15× for a report, and no report issuing more than 3 SQL statements (transaction control not counted).
// Run with `pnpm bench:reports` (BENCH_PG_URL or DATABASE_URL, else the local clinic_bench_reports database,
// created on first use and seeded once). `--check` exits non-zero on a miss; `--only <text>` runs the calls whose
// name holds it. A call that answers 404 (its route not there yet) is printed as missing (a failure under --check).
import { loadavg } from 'node:os';
import { isTransactionControl } from '../apps/api/src/db/statements.js';
import { sql } from '../apps/api/src/testing/bench-sql.js';
import { dashboardContract } from '../packages/domain/src/contracts/dashboard.js';
import { reportsContract } from '../packages/domain/src/contracts/reports.js';
import { openBenchApp, timed } from './pg-bench.js';
import { checkSeed } from './reports-checks.js';
import { appointmentsOf, clinicDay, seedReports, TARGETS } from './reports-seed.js';
import { benchClinic } from './search-seed.js';

const DASHBOARD_TARGET = 3;
const REPORT_TARGET = 15;
const REPORT_MAX_STATEMENTS = 3;
const check = process.argv.includes('--check');
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;

const { app, database } = await openBenchApp('clinic_bench_reports');
const clinic = await benchClinic(app, 'Reports year', '0900000365');
if ((await appointmentsOf(app, clinic.clinicId)) < TARGETS.appointments) {
  const ms = await seedReports(app, clinic.clinicId);
  console.log(`seeded the clinic-year in ${(ms / 1000).toFixed(1)} s`);
  // Analysed (and vacuumed) as autovacuum leaves the tables after a bulk load.
  await app.deps.db.execute(sql`vacuum analyze`);
}
if (!(await checkSeed(app, clinic.clinicId))) process.exitCode = 1;

await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };
const base = `http://127.0.0.1:${port}`;

interface Call {
  name: string;
  kind: 'baseline' | 'dashboard' | 'report';
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}
const year = { from: clinicDay(-364), to: clinicDay() };
const patient = (
  await app.deps.db.execute(sql`select min(id) id from clinic_patients where clinic_id = ${clinic.clinicId}`)
).rows[0] as { id: number };
const calls: Call[] = [
  { name: 'read by id', kind: 'baseline', method: 'GET', path: `/api/clinic-patients/${patient.id}` },
  ...Object.entries(dashboardContract).map(
    ([name, e]): Call => ({
      name: `dashboard ${name}`,
      kind: 'dashboard',
      method: 'GET',
      path: `/api${e.url}`,
    }),
  ),
  ...Object.entries(reportsContract).map(
    ([name, e]): Call => ({
      name: `report ${name}`,
      kind: 'report',
      method: 'POST',
      path: `/api${e.url}?pageSize=20&pageNumber=1`,
      body: year,
    }),
  ),
];

/** Thrown by a call whose route is not there (404): printed as missing. */
class Missing extends Error {}

const send = async (call: Call) => {
  const res = await fetch(`${base}${call.path}`, {
    method: call.method,
    headers: call.body ? { ...clinic.headers, 'content-type': 'application/json' } : clinic.headers,
    ...(call.body ? { body: JSON.stringify(call.body) } : {}),
  });
  const text = await res.text();
  if (res.status === 404) throw new Missing();
  if (!res.ok) throw new Error(`${call.name}: ${res.status} ${text.slice(0, 300)}`);
  return text.length;
};

/** The SQL statements one call sends (the session is cached by then), transaction control left out. */
async function statementsOf(call: Call) {
  const sent: string[] = [];
  const stop = database.statements.listen((text) => sent.push(text));
  try {
    await send(call);
  } finally {
    stop();
  }
  return sent.filter((text) => !isTransactionControl(text)).length;
}

const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(10);
console.log(
  `year ${year.from} … ${year.to}; load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
console.log(
  `     ${'call'.padEnd(34)} ${'p50'.padStart(10)} ${'p95'.padStart(10)} ${'÷ read'.padStart(8)} ${'target'.padStart(7)}  stmts`,
);
let baseline = Number.NaN;
let missed = 0;
let missing = 0;
for (const call of calls.filter((c) => c.kind === 'baseline' || !only || c.name.includes(only))) {
  let result: Awaited<ReturnType<typeof timed>>;
  try {
    result = await timed(() => send(call));
  } catch (error) {
    if (error instanceof Missing) missing += 1;
    else missed += 1;
    const why = error instanceof Missing ? 'missing (404)' : (error as Error).message;
    console.log(`${error instanceof Missing ? '----' : 'ERR '} ${call.name.padEnd(34)} ${why}`);
    continue;
  }
  const statements = await statementsOf(call);
  if (call.kind === 'baseline') baseline = result.p95;
  const ratio = result.p95 / baseline;
  const target = call.kind === 'dashboard' ? DASHBOARD_TARGET : call.kind === 'report' ? REPORT_TARGET : 1;
  const ok = ratio <= target && (call.kind !== 'report' || statements <= REPORT_MAX_STATEMENTS);
  if (!ok) missed += 1;
  console.log(
    `${ok ? 'PASS' : 'MISS'} ${call.name.padEnd(34)} ${ms(result.p50)} ${ms(result.p95)} ${`${ratio.toFixed(2)}×`.padStart(8)} ${`${target}×`.padStart(7)}  ${String(statements).padStart(5)}`,
  );
}
console.log(
  `targets: p95 ≤ ${DASHBOARD_TARGET}× read-by-id (dashboard), ≤ ${REPORT_TARGET}× (full-year report), ≤ ${REPORT_MAX_STATEMENTS} statements a report; ${missed} missed, ${missing} missing; load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
await app.close();
await database.close();
// Under --check a missing route fails too: its targets are not shown to be met.
process.exit(check && (missed || missing || process.exitCode) ? 1 : 0);
