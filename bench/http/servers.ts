// The servers under load run as child processes, each with its own event loop, so the load generator in the
// bench process takes no CPU time from them inside their loop (it still shares the machine's cores).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../../apps/api/src/testing/free-port.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const apiDir = path.join(repoRoot, 'apps/api');
const STARTUP_TIMEOUT_MS = 180_000;

export interface ChildServer {
  url: string;
  /** CPU time the process has used so far (user + system), in ms; undefined where /proc is not there. */
  cpuMs(): number | undefined;
  stop(): Promise<void>;
}

/** A process's user + system CPU time from /proc/<pid>/stat (fields 14 and 15, in clock ticks of 10 ms). */
function cpuMsOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // The command name (field 2) is in parentheses and may hold spaces: the fields are counted after it.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

async function waitUntilAnswering(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited (${child.exitCode}) while starting:\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`server not answering ${url} after ${STARTUP_TIMEOUT_MS / 1000} s:\n${output()}`);
}

/** `node <args>` from the api package, where `--import tsx` resolves and dist/ is, as pnpm runs its scripts. */
async function startChild(
  args: string[],
  env: Record<string, string>,
  readyPath: string,
): Promise<ChildServer> {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: apiDir,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // The last few KB of stderr say why a server failed to start or died under load.
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-8000);
    if (process.env.BENCH_VERBOSE) process.stderr.write(chunk);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    // SIGTERM: main.ts closes the app and exits, so a --cpu-prof profile gets written.
    child.kill('SIGTERM');
    const timedOut = await Promise.race([exited.then(() => false), sleep(30_000).then(() => true)]);
    if (timedOut) {
      child.kill('SIGKILL');
      await exited;
    }
  };
  try {
    await waitUntilAnswering(`${url}${readyPath}`, child, () => stderr);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, cpuMs: () => cpuMsOf(child.pid), stop };
}

/** The bare Fastify hello, the baseline every endpoint's rate is divided by. */
export function startHello(): Promise<ChildServer> {
  return startChild(['--import', 'tsx', 'src/testing/hello-server.ts'], {}, '/');
}

/** The floor under the database endpoints (apps/api/src/testing/floor-server.ts), on the API's database. */
export function startFloor(databaseUrl: string): Promise<ChildServer> {
  return startChild(
    ['--import', 'tsx', 'src/testing/floor-server.ts'],
    { DATABASE_URL: databaseUrl },
    '/locations',
  );
}

/** What `pnpm start` does before it starts the API: builds it (scripts/build-apps.mjs) if a source changed. */
export function buildApiIfChanged() {
  const build = spawnSync(process.execPath, ['scripts/build-apps.mjs', 'api'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`the API's build failed:\n${build.stdout}${build.stderr}`);
}

/** Node's arguments in the api package's `start` script, the production start (`node … dist/main.js`). */
export function apiStartArgs(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8'));
  const [program, ...args] = String(manifest.scripts.start).split(/\s+/);
  if (program !== 'node')
    throw new Error(`apps/api's start script does not run node: ${manifest.scripts.start}`);
  return args;
}

export interface ApiOptions {
  /** PostgreSQL URL of a fresh database; undefined runs PGlite in a temporary data dir. */
  databaseUrl: string | undefined;
  /** Writes a V8 CPU profile of the server into this folder when it stops (node --cpu-prof). */
  cpuProfileDir?: string;
}

/**
 * The real API, started as `pnpm start` starts it (from its build, built first if a source changed), on a
 * temporary DATA_DIR with the demo.
 */
export async function startApi(options: ApiOptions): Promise<ChildServer> {
  buildApiIfChanged();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'clinic-bench-'));
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: options.databaseUrl ?? '',
    SEED_DEMO: 'on',
    LOG_LEVEL: 'warn',
    // A fixed secret: nothing written into the data dir, the same token valid for the whole run.
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    // A fixed pair too: an instance on PostgreSQL refuses to start without one (nothing generated per instance).
    VAPID_PUBLIC_KEY:
      'BBY2spdXWrb8AF75-QDAIIZazmbayscdBqrCJYN4c4zsTsgwY8YQuyXsFIOGtTT4t1PnfjDpB75t97OG7EE_nEs',
    VAPID_PRIVATE_KEY: 'W7xgo1m3_RG4y2sZh6QBh_SbCcxa3sLoZSKFKz9EGvE',
    ACCESS_TOKEN_TTL_SECONDS: '3600',
    // In-memory rate limits and realtime: one instance, as an operator's first install runs.
    REDIS_URL: '',
    // No built PWAs served: the benchmark reads /api only.
    APPS_DIR: path.join(dataDir, 'no-apps'),
  };
  const flags = options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`] : [];
  try {
    const server = await startChild([...flags, ...apiStartArgs()], env, '/api/health');
    return {
      url: server.url,
      cpuMs: server.cpuMs,
      stop: async () => {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
