// The HTTP benchmark: the real API as a child process on PostgreSQL (50 connections) and on PGlite
// (10 connections), each endpoint's req/s against a bare Fastify hello measured in the same interleaved rounds.
// Ratios, not rates, are judged: the machine is shared with whatever else runs on it.
import os from 'node:os';
import { createScratchDatabase } from '../../apps/api/src/testing/scratch-database.js';
import { type Endpoint, endpoints, signIn } from './endpoints.js';
import { measureRounds, type Summary } from './rounds.js';
import { type ChildServer, startApi, startFloor, startHello } from './servers.js';
import { printTable, type Row } from './table.js';

export type DatabaseKind = 'postgres' | 'pglite';

export interface HttpSuiteOptions {
  seconds: number;
  /** Endpoint keys to measure (all when empty). */
  only: string[];
  databases: DatabaseKind[];
  /** Where the API child writes its CPU profile (node --cpu-prof); none when undefined. */
  cpuProfileDir: string | undefined;
  pgAdminUrl: string;
}

const ROUNDS = 3;
const WARM_UP_SECONDS = 1;
const CONNECTIONS: Record<DatabaseKind, number> = { postgres: 50, pglite: 10 };
/** PGlite answers on one connection in-process: it must keep this share of PostgreSQL's rate. */
const PGLITE_SHARE_OF_POSTGRES = 0.45;

const HELLO = 'hello';
const floorKey = (e: Endpoint) => `floor_${e.key}`;

interface RunResult {
  hello: Summary;
  byKey: Map<string, Summary>;
  endpoints: Endpoint[];
}

async function measureApi(
  kind: DatabaseKind,
  hello: ChildServer,
  options: HttpSuiteOptions,
): Promise<RunResult> {
  const database =
    kind === 'postgres'
      ? await createScratchDatabase(options.pgAdminUrl, `clinic_bench_${process.pid}_${Date.now()}`)
      : undefined;
  try {
    const started = performance.now();
    const api = await startApi({ databaseUrl: database?.url, cpuProfileDir: options.cpuProfileDir });
    const startUpSeconds = (performance.now() - started) / 1000;
    console.log(`  API on ${kind} up and seeded in ${startUpSeconds.toFixed(1)} s`);
    try {
      const session = await signIn(api.url);
      const all = endpoints(session);
      const unknown = options.only.filter((key) => !all.some((e) => e.key === key));
      if (unknown.length)
        throw new Error(`--only=${unknown.join(',')}? The endpoints: ${all.map((e) => e.key).join(', ')}`);
      const list = all.filter((e) => options.only.length === 0 || options.only.includes(e.key));
      // Started once the API has created and seeded the database; measured in the same rounds.
      const floor = database && list.some((e) => e.floor) ? await startFloor(database.url) : undefined;
      const summaries = await measureRounds(
        [
          { key: HELLO, url: `${hello.url}/`, cpuMs: hello.cpuMs },
          ...list.flatMap((e) => [
            {
              key: e.key,
              url: `${api.url}${e.path}`,
              method: e.method,
              body: e.body,
              headers: e.signedIn ? session.headers : {},
              cpuMs: api.cpuMs,
            },
            ...(floor && e.floor
              ? [
                  {
                    key: floorKey(e),
                    url: `${floor.url}${e.floor.path}`,
                    method: e.floor.method,
                    cpuMs: floor.cpuMs,
                  },
                ]
              : []),
          ]),
        ],
        {
          connections: CONNECTIONS[kind],
          seconds: options.seconds,
          rounds: ROUNDS,
          warmUpSeconds: WARM_UP_SECONDS,
        },
        (text) => console.log(text),
      );
      await floor?.stop();
      const byKey = new Map(summaries.map((s) => [s.key, s]));
      return { hello: byKey.get(HELLO)!, byKey, endpoints: list };
    } finally {
      await api.stop();
      if (options.cpuProfileDir)
        // The profile covers the whole process: --from leaves its start-up out.
        console.log(
          `  CPU profile in ${options.cpuProfileDir}; summary: cd apps/api && node --import tsx ../../bench/http/cpu-profile-summary.ts ${options.cpuProfileDir} --from=${Math.ceil(startUpSeconds + 1)}`,
        );
    }
  } finally {
    await database?.drop();
  }
}

const failuresOf = (s: Summary) => s.errors + s.non2xx;

/**
 * The verdict on one endpoint on PostgreSQL: its rate against hello's or its floor's, its p99 against the floor's
 * where it has such a target, and no failed request.
 */
function judged(e: Endpoint, s: Summary, hello: Summary, floor: Summary | undefined) {
  const of = e.target.of === 'floor' ? floor : hello;
  if (!of) return { ratio: undefined, target: `≥ ${e.target.ratio}× floor (not run)`, ok: false };
  const ratio = s.requestsPerSecond / of.requestsPerSecond;
  const p99Limit = e.p99OfFloor && floor ? e.p99OfFloor * floor.p99 : undefined;
  const idle = e.idleP99Ms ? `; p99 ≤ ${e.idleP99Ms} ms idle` : '';
  const p99 = p99Limit === undefined ? '' : `, p99 ≤ ${e.p99OfFloor}× its`;
  return {
    ratio,
    target: `≥ ${e.target.ratio.toFixed(2)}× ${e.target.of}${p99}${e.target.of === 'hello' ? idle : ''}`,
    ok: ratio >= e.target.ratio && failuresOf(s) === 0 && (p99Limit === undefined || s.p99 <= p99Limit),
  };
}

function postgresRows(run: RunResult): Row[] {
  const hello = run.hello.requestsPerSecond;
  return [
    { endpoint: 'hello (bare Fastify, baseline)', ...pick(run.hello), ratio: 1, target: '', ok: undefined },
    ...run.endpoints.flatMap((e) => {
      const s = run.byKey.get(e.key)!;
      const floor = run.byKey.get(floorKey(e));
      return [
        { endpoint: e.label, ...pick(s), ...judged(e, s, run.hello, floor) },
        // What the fewest statements reach here (against hello), and the API's share of it.
        ...(floor && e.floor
          ? [
              {
                endpoint: `  floor: ${e.floor.what}`,
                ...pick(floor),
                ratio: floor.requestsPerSecond / hello,
                target: `API = ${(s.requestsPerSecond / floor.requestsPerSecond).toFixed(2)}× this`,
                ok: undefined,
              },
            ]
          : []),
      ];
    }),
  ];
}

function pgliteRows(run: RunResult, postgres: RunResult | undefined): Row[] {
  return [
    {
      endpoint: 'hello (bare Fastify, baseline)',
      ...pick(run.hello),
      ratio: undefined,
      target: '',
      ok: undefined,
    },
    ...run.endpoints.map((e) => {
      const s = run.byKey.get(e.key)!;
      const onPostgres = postgres?.byKey.get(e.key);
      const ratio = onPostgres ? s.requestsPerSecond / onPostgres.requestsPerSecond : undefined;
      return {
        endpoint: e.label,
        ...pick(s),
        ratio,
        target: `≥ ${PGLITE_SHARE_OF_POSTGRES}× PostgreSQL, 0 failed`,
        ok: ratio === undefined ? undefined : ratio >= PGLITE_SHARE_OF_POSTGRES && failuresOf(s) === 0,
      };
    }),
  ];
}

const pick = (s: Summary) => ({
  requestsPerSecond: s.requestsPerSecond,
  p99: s.p99,
  cpuUsPerRequest: s.cpuUsPerRequest,
  failures: failuresOf(s),
});

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Runs the suite, prints its tables and answers how many rows missed their target (or could not run). */
export async function runHttpSuite(options: HttpSuiteOptions): Promise<number> {
  console.log(
    `\nHTTP suite: ${ROUNDS} interleaved rounds of ${options.seconds} s per measure; ${os.cpus().length} cores, load average ${load()} at start`,
  );
  let misses = 0;
  const hello = await startHello();
  try {
    let postgres: RunResult | undefined;
    if (options.databases.includes('postgres')) {
      console.log(`\nPostgreSQL, ${CONNECTIONS.postgres} connections`);
      try {
        postgres = await measureApi('postgres', hello, options);
      } catch (error) {
        // No PostgreSQL here: say so and count it, so --check cannot pass without the figures.
        console.log(`  MISS: the PostgreSQL run failed: ${(error as Error).message}`);
        misses += 1;
      }
    }
    let pglite: RunResult | undefined;
    if (options.databases.includes('pglite')) {
      console.log(`\nPGlite, ${CONNECTIONS.pglite} connections`);
      pglite = await measureApi('pglite', hello, options);
    }
    const tables: [string, Row[]][] = [];
    if (postgres)
      tables.push([
        `PostgreSQL, ${CONNECTIONS.postgres} connections: ratio = req/s ÷ hello req/s`,
        postgresRows(postgres),
      ]);
    if (pglite)
      tables.push([
        `PGlite, ${CONNECTIONS.pglite} connections: ratio = req/s ÷ the same endpoint's req/s on PostgreSQL`,
        pgliteRows(pglite, postgres),
      ]);
    for (const [title, rows] of tables) {
      printTable(title, rows);
      misses += rows.filter((r) => r.ok === false).length;
    }
    console.log(`\nLoad average ${load()} at the end: on a shared machine, read the ratios, not the rates.`);
  } finally {
    await hello.stop();
  }
  return misses;
}
