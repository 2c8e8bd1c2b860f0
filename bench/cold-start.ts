// The API's cold start from its TypeScript sources under tsx (`node --import tsx src/main.ts`, as the dev script
// runs it) against its build (as `pnpm start` runs it: `node --enable-source-maps dist/main.js`, built first if a
// source changed): the time from spawn to the first 200 of /api/health, and the process's resident memory
// (VmRSS) a while after. On PGlite, on an empty DATA_DIR (migrations and the demo seed included) and again on
// that DATA_DIR once seeded (the start of every later day). Prints the median of --runs starts of each (3).
//
//   pnpm bench:cold-start [--runs=3] [--settle-ms=2000]
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { freePort } from '../apps/api/src/testing/free-port.js';
import { apiStartArgs, buildApiIfChanged } from './http/servers.js';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, 'settle-ms': { type: 'string', default: '2000' } },
});
const runs = Number(values.runs);
const settleMs = Number(values['settle-ms']);
const apiDir = path.resolve(import.meta.dirname, '../apps/api');

const ways = { tsx: ['--import', 'tsx', 'src/main.ts'], build: apiStartArgs() } as const;
type Way = keyof typeof ways;

interface Start {
  readyMs: number;
  /** CPU time (user + system, every thread) the process took until then: less bent by a busy machine. */
  cpuMs: number;
  rssMb: number;
}

/** utime + stime of /proc/<pid>/stat, in clock ticks of 10 ms (the fields after the command's closing paren). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  if (await Promise.race([exited.then(() => false), sleep(30_000).then(() => true)])) {
    child.kill('SIGKILL');
    await exited;
  }
}

/** One start of the API on dataDir: spawn → first 200 of /api/health, then its RSS settleMs later. */
async function startOnce(way: Way, dataDir: string): Promise<Start> {
  const port = await freePort();
  const health = `http://127.0.0.1:${port}/api/health`;
  const began = performance.now();
  const child = spawn(process.execPath, [...ways[way]], {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SEED_DEMO: 'on',
      LOG_LEVEL: 'warn',
      APPS_DIR: path.join(dataDir, 'no-apps'),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the API (${way}) exited while starting:\n${stderr}`);
      if (performance.now() - began > 180_000) throw new Error(`the API (${way}) did not answer in 180 s`);
      const status = await fetch(health).then(
        (response) => response.status,
        () => 0,
      );
      if (status === 200) break;
      await sleep(10);
    }
    const readyMs = performance.now() - began;
    const cpu = cpuMs(child.pid!);
    await sleep(settleMs);
    return { readyMs, cpuMs: cpu, rssMb: rssMb(child.pid!) };
  } finally {
    await stop(child);
  }
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

buildApiIfChanged();
const results: Record<string, Start[]> = {};
const record = (key: string, start: Start) => {
  results[key] = [...(results[key] ?? []), start];
  console.log(
    `  ${key.padEnd(16)} ready ${start.readyMs.toFixed(0).padStart(6)} ms   CPU ${start.cpuMs.toFixed(0).padStart(6)} ms` +
      `   RSS ${start.rssMb.toFixed(0)} MB`,
  );
};
// The two ways take turns, so a slower minute of the machine weighs on both alike.
for (let run = 1; run <= runs; run++) {
  console.log(`run ${run} of ${runs}`);
  for (const way of Object.keys(ways) as Way[]) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'clinic-cold-start-'));
    try {
      record(`${way}, empty`, await startOnce(way, dataDir));
      record(`${way}, seeded`, await startOnce(way, dataDir));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

const load = os
  .loadavg()
  .map((n) => n.toFixed(1))
  .join(' ');
console.log(
  `\nmedian of ${runs} (RSS ${settleMs} ms after the first 200 of /api/health); load average ${load}`,
);
const column = (text: string, width: number) => text.padStart(width);
console.log(`${'start'.padEnd(16)} ${column('ready ms', 9)} ${column('CPU ms', 8)} ${column('RSS MB', 7)}`);
for (const [key, starts] of Object.entries(results).sort(([a], [b]) => a.localeCompare(b))) {
  const of = (pick: (start: Start) => number) => median(starts.map(pick)).toFixed(0);
  const [ready, cpu, rss] = [of((s) => s.readyMs), of((s) => s.cpuMs), of((s) => s.rssMb)];
  console.log(`${key.padEnd(16)} ${column(ready, 9)} ${column(cpu, 8)} ${column(rss, 7)}`);
}
