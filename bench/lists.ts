// Every list at 100× the demo data (bench/lists-seed.ts) in one clinic and 10× in another, on PostgreSQL, asked
// through HTTP what the screens ask: each list's default first page, a later page and a typical filter. The
// patient search's targets (bench/search.ts): p95 ≤ 50 ms at 100× for every case, and p95(100×) ÷ p95(10×) ≤ 5.
// Run with `pnpm bench:lists` (BENCH_PG_URL or DATABASE_URL, else the local clinic_bench_lists database, created
// on first use and seeded once; BENCH_LISTS_SCALE=1000 times a bigger pair, 1000× against 100×). `--check` exits
// non-zero on a miss; `--only <text>` runs the cases whose name holds it. Latencies, not rates: each request waits for the one before.
import { loadavg } from 'node:os';
import { sql } from '../apps/api/src/testing/bench-sql.js';
import { DEMO_ROWS, doctorsOf, seedLists } from './lists-seed.js';
import { openBenchApp, timed } from './pg-bench.js';
import { benchClinic } from './search-seed.js';

const BIG = Number(process.env.BENCH_LISTS_SCALE ?? 100);
const SMALL = BIG / 10;
const P95_TARGET_MS = 50;
const GROWTH_TARGET = 5;
const check = process.argv.includes('--check');
/** `--only schedules`: the cases whose name holds that text. */
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;

const { app, database } = await openBenchApp('clinic_bench_lists');
const big = await benchClinic(app, `Lists ${BIG}x`, `09${String(BIG).padStart(8, '0')}`);
const small = await benchClinic(app, `Lists ${SMALL}x`, `09${String(SMALL).padStart(8, '0')}`);
for (const [clinic, factor] of [
  [big, BIG],
  [small, SMALL],
] as const) {
  if ((await doctorsOf(app, clinic.clinicId)) >= DEMO_ROWS.doctors * factor) continue;
  const ms = await seedLists(app, clinic.clinicId, factor);
  console.log(`seeded ${factor}× the demo data in ${(ms / 1000).toFixed(1)} s`);
}
// Analysed (and vacuumed) as autovacuum leaves the tables after a bulk load.
await app.deps.db.execute(sql`vacuum analyze`);

/** A clinic day 'YYYY-MM-DD' in the clinics' zone, `days` from today. */
const dayFrom = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(Date.now() + days * 86_400_000);
const today = dayFrom(0);
const week = { from: today, to: dayFrom(7) };
/** The calendar's week: Monday to Monday of the clinic zone (UTC+7), as instants. */
const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
const mondayAt = Date.parse(`${dayFrom(-weekday)}T00:00:00+07:00`);
const calendarWeek = {
  from: new Date(mondayAt).toISOString(),
  to: new Date(mondayAt + 7 * 86_400_000).toISOString(),
};

/** Ids each clinic's cases ask for: its first doctor and location, a patient with appointments, a keyword. */
async function idsOf(clinicId: number) {
  const one = async (query: ReturnType<typeof sql>) =>
    Number(((await app.deps.db.execute(query)).rows[0] as { id: number }).id);
  return {
    doctorId: await one(sql`select min(id) id from doctors where clinic_id = ${clinicId}`),
    locationId: await one(sql`select min(id) id from locations where clinic_id = ${clinicId}`),
    patientId: await one(
      sql`select min(clinic_patient_id) id from appointments where clinic_id = ${clinicId}`,
    ),
  };
}
type Ids = Awaited<ReturnType<typeof idsOf>>;

interface Case {
  name: string;
  method: 'GET' | 'POST';
  path: (ids: Ids) => string;
  body?: (ids: Ids) => unknown;
}
const get = (name: string, path: string | ((ids: Ids) => string)): Case => ({
  name,
  method: 'GET',
  path: typeof path === 'string' ? () => path : path,
});
const post = (name: string, path: string, body: (ids: Ids) => unknown): Case => ({
  name,
  method: 'POST',
  path: () => path,
  body,
});
/** A set-up list's default page (sorted by name), its 5th page and a keyword. */
const setupCases = (path: string, keyword: string) => [
  get(`${path} page 1`, `/api/${path}?pageSize=20&pageNumber=1`),
  get(`${path} page 5`, `/api/${path}?pageSize=20&pageNumber=5`),
  get(`${path} "${keyword}"`, `/api/${path}?pageSize=20&pageNumber=1&keyword=${encodeURIComponent(keyword)}`),
];

const search = '/api/clinic-appointments/search';
const cases: Case[] = [
  post('appointments week p1', `${search}?pageSize=20&pageNumber=1`, () => week),
  post('appointments week p5', `${search}?pageSize=20&pageNumber=5`, () => week),
  post('appointments of today', `${search}?pageSize=20&pageNumber=1`, () => ({ from: today, to: today })),
  post('appointments of a doctor', `${search}?pageSize=20&pageNumber=1`, (ids) => ({
    ...week,
    doctorIds: [ids.doctorId],
  })),
  post('appointments "nguyen" week', `${search}?pageSize=20&pageNumber=1`, () => ({
    ...week,
    keyword: 'nguyen',
  })),
  post('appointments all, p1', `${search}?pageSize=20&pageNumber=1`, () => ({})),
  post('appointments Invalid', `${search}?pageSize=20&pageNumber=1`, () => ({ statuses: [10000] })),
  post('appointments tab counts', '/api/clinic-appointments/search-count', () => week),
  post('appointments tabs, no dates', '/api/clinic-appointments/search-count', () => ({})),
  post('appointments all-today', '/api/clinic-appointments/all-today', () => ({})),
  get(
    'appointments of a patient',
    (ids) =>
      `/api/clinic-appointments/by-patient-v2?clinicPatientId=${ids.patientId}&pageSize=20&pageNumber=1`,
  ),
  get('appointments has-invalid', '/api/clinic-appointments/has-invalid'),
  post('schedules week', '/api/schedules/search', () => calendarWeek),
  post('schedules week, a doctor', '/api/schedules/search', (ids) => ({
    ...calendarWeek,
    doctorIds: [ids.doctorId],
  })),
  post('schedules week, a location', '/api/schedules/search', (ids) => ({
    ...calendarWeek,
    locationIds: [ids.locationId],
  })),
  get('employees page 1', '/api/employees?pageSize=20&pageNumber=1'),
  get('employees page 5', '/api/employees?pageSize=20&pageNumber=5'),
  get('employees newest', '/api/employees?pageSize=20&pageNumber=1&sortBy=createdAt&sortDirection=desc'),
  get('employees "nguyen"', '/api/employees?pageSize=20&pageNumber=1&keyword=nguyen'),
  ...setupCases('locations', 'quan 1'),
  ...setupCases('specialties', 'khoa 1'),
  ...setupCases('symptoms', 'trieu chung 1'),
  ...setupCases('suppliers', 'duoc 1'),
  ...setupCases('doctors', 'nguyen'),
  ...setupCases('roles', 'vai tro 1'),
  ...setupCases('user-groups', 'nhom 1'),
  post('activity logs p1', '/api/reports/activity-logs?pageSize=20&pageNumber=1', () => ({})),
  post('activity logs p50', '/api/reports/activity-logs?pageSize=20&pageNumber=50', () => ({})),
  post('activity logs of doctors', '/api/reports/activity-logs?pageSize=20&pageNumber=1', () => ({
    entityTypes: [1],
  })),
];

await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };
const base = `http://127.0.0.1:${port}`;

/** What an answer says of its size: a page's total, an array's length, or the counts' total. */
function sizeOf(body: { data: unknown }) {
  const data = body.data as {
    paging?: { totalItem: number; totalIsCapped?: boolean };
    total?: number;
    totalIsCapped?: boolean;
  };
  if (Array.isArray(data)) return `${data.length} rows`;
  if (data.paging) return `${data.paging.totalItem}${data.paging.totalIsCapped ? '+' : ''}`;
  if (typeof data.total === 'number') return `${data.total}${data.totalIsCapped ? '+' : ''}`;
  return '';
}

async function latency(clinic: { headers: Record<string, string> }, ids: Ids, c: Case) {
  const ask = async () => {
    const res = await fetch(`${base}${c.path(ids)}`, {
      method: c.method,
      headers: c.body ? { ...clinic.headers, 'content-type': 'application/json' } : clinic.headers,
      ...(c.body ? { body: JSON.stringify(c.body(ids)) } : {}),
    });
    if (!res.ok) throw new Error(`${c.name}: ${res.status} ${await res.text()}`);
    return sizeOf((await res.json()) as { data: unknown });
  };
  return timed(ask);
}

const bigIds = await idsOf(big.clinicId);
const smallIds = await idsOf(small.clinicId);
const health = await timed(() => fetch(`${base}/api/health`).then((r) => r.text()));
console.log(
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}; baseline GET /api/health: p50 ${health.p50.toFixed(1)} ms, p95 ${health.p95.toFixed(1)} ms`,
);
const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(9);
const bigLabel = `${BIG}×`;
const smallLabel = `${SMALL}×`;
console.log(
  `     ${'case'.padEnd(30)} ${`${bigLabel} p50`.padStart(9)} ${`${bigLabel} p95`.padStart(9)} ${`${smallLabel} p95`.padStart(9)}  growth  answer`,
);
let missed = 0;
for (const c of cases.filter((k) => !only || k.name.includes(only))) {
  const atBig = await latency(big, bigIds, c);
  const atSmall = await latency(small, smallIds, c);
  const growth = atBig.p95 / atSmall.p95;
  const ok = atBig.p95 <= P95_TARGET_MS && growth <= GROWTH_TARGET;
  if (!ok) missed += 1;
  console.log(
    `${ok ? 'PASS' : 'MISS'} ${c.name.padEnd(30)} ${ms(atBig.p50)} ${ms(atBig.p95)} ${ms(atSmall.p95)}  ${growth.toFixed(2).padStart(5)}×  ${atBig.answer}`,
  );
}
console.log(
  `targets: p95 ≤ ${P95_TARGET_MS} ms at ${bigLabel}, p95(${bigLabel}) ÷ p95(${smallLabel}) ≤ ${GROWTH_TARGET}×; ${missed} missed; load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
await app.close();
await database.close();
process.exit(check && missed ? 1 : 0);
