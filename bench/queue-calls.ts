// Benchmark of `queue.call` delivery: how long from the nurse pressing 'Call' (the POST) until each
// waiting-room display's socket hears the event, with 300 displays of one clinic connected and authenticated,
// beside the same measure with one display (the baseline). The devices are written straight into the table (the
// pairing code's per-address rate limit is the API's business, not the benchmark's); everything after that —
// socket authentication by device token, the call route, commit, publish, socket.io fan-out — is the real path.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { App } from '../apps/api/src/app.js';
import {
  appointments,
  clinicPatients,
  devices,
  doctors,
  locations,
} from '../apps/api/src/db/schema/index.js';
import { newOpaqueToken, sha256 } from '../apps/api/src/platform/tokens.js';
import { AppointmentStatus, DEVICE_TOKEN_PREFIX, DeviceKind } from '../packages/domain/src/index.js';

export const QUEUE_BENCH_DISPLAYS = 300;
/** Calls per measure: 300 displays × 40 calls is 12,000 deliveries behind the percentiles. */
export const QUEUE_BENCH_CALLS = 40;
/**
 * Calls of the one-display baseline: one delivery a call, so 40 calls would put its p95 on the second-slowest
 * call of a busy machine; 200 give it a percentile of its own.
 */
export const QUEUE_BASELINE_CALLS = 200;
/** Rounds of both measures, interleaved. */
export const QUEUE_BENCH_ROUNDS = 3;

/** A checked-in patient to call, and device tokens of `displays` paired displays at its location. */
export async function seedQueueCallBench(app: App, clinicId: number, displays: number) {
  const db = app.deps.db;
  // The bench database holds the demo clinic alone; its first location, doctor and patient will do.
  const [location] = await db.select({ id: locations.id }).from(locations).limit(1);
  const [doctor] = await db.select({ id: doctors.id }).from(doctors).limit(1);
  const [patient] = await db.select({ id: clinicPatients.id }).from(clinicPatients).limit(1);
  const now = new Date();
  const [appointment] = await db
    .insert(appointments)
    .values({
      clinicId,
      code: 'BENCHCALL',
      clinicPatientId: patient!.id,
      doctorId: doctor!.id,
      locationId: location!.id,
      startAt: now,
      endAt: new Date(now.getTime() + 15 * 60_000),
      status: AppointmentStatus.CheckedIn,
      orderNumber: 1,
      notReserved: true,
    })
    .returning({ id: appointments.id });
  const tokens = Array.from({ length: displays }, () => `${DEVICE_TOKEN_PREFIX}${newOpaqueToken()}`);
  await db.insert(devices).values(
    tokens.map((token, i) => ({
      clinicId,
      locationId: location!.id,
      kind: DeviceKind.Display,
      name: `TV benchmark ${i + 1}`,
      tokenHash: sha256(token),
      pairedAt: now,
    })),
  );
  return { appointmentId: appointment!.id, tokens };
}

/** The monotonic clock the display thread stamps arrivals with (process.hrtime), in ms. */
const nowMs = () => Number(process.hrtime.bigint()) / 1e6;

/** One displays' thread: connects its displays, then answers each 'arm' with one call's arrival times. */
async function startDisplayThread(url: string, tokens: string[]) {
  // Node 20 does not carry `--import tsx` into a worker: the thread registers tsx (found from the working
  // directory, apps/api, as the bench's own run) before loading the TypeScript display module.
  const entry = JSON.stringify(new URL('./display-worker.ts', import.meta.url).href);
  const worker = new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${entry}); });`,
    { eval: true, workerData: { url, tokens } },
  );
  const next = (kind: string) =>
    new Promise<{ kind: string; times?: number[] }>((resolve, reject) => {
      const onMessage = (m: { kind: string; times?: number[] }) => {
        if (m.kind !== kind) return;
        worker.off('message', onMessage);
        worker.off('error', reject);
        resolve(m);
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
  await next('connected');
  return {
    /** Arms every display for one call; answers their arrival times once all have heard it. */
    async arm() {
      const heard = next('heard');
      const armed = next('armed');
      worker.postMessage({ kind: 'arm' });
      await armed;
      return async () => (await heard).times!;
    },
    async close() {
      worker.postMessage({ kind: 'close' });
      await new Promise((resolve) => worker.once('exit', resolve));
    },
  };
}

/**
 * The displays, spread over as many threads as the machine has cores: real TVs are machines of their own, so one
 * thread parsing 300 sockets' messages one after another (about 20 µs each) measured the bench, not the fan-out.
 */
async function startDisplays(url: string, tokens: string[]) {
  const threads = Math.max(1, Math.min(availableParallelism(), tokens.length));
  const shares = Array.from({ length: threads }, (_, i) => tokens.filter((_, j) => j % threads === i));
  const all = await Promise.all(shares.map((share) => startDisplayThread(url, share)));
  return {
    async arm() {
      const heard = await Promise.all(all.map((thread) => thread.arm()));
      return async () => (await Promise.all(heard.map((times) => times()))).flat();
    },
    async close() {
      await Promise.all(all.map((thread) => thread.close()));
    },
  };
}

export interface Latency {
  p50: number;
  p95: number;
  max: number;
  deliveries: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * Connects the displays on their own thread, then makes `calls` calls one after another, each once every display
 * has heard the previous one, and answers the delivery-time percentiles in ms: from the POST until each display's
 * socket hears the event.
 */
export async function measureQueueCalls(
  app: App,
  url: string,
  headers: Record<string, string>,
  seeded: { appointmentId: number; tokens: string[] },
  calls: number,
): Promise<Latency> {
  const displays = await startDisplays(url, seeded.tokens);
  const samples: number[] = [];
  try {
    for (let n = 0; n < calls + 2; n += 1) {
      const heard = await displays.arm();
      const start = nowMs();
      const res = await app.inject({
        method: 'POST',
        url: `/api/clinic-appointments/${seeded.appointmentId}/call`,
        headers,
      });
      if (res.statusCode !== 200) throw new Error(res.body);
      const times = await heard();
      // The first two calls warm the route and the sockets up.
      if (n >= 2) samples.push(...times.map((t) => t - start));
    }
  } finally {
    await displays.close();
  }
  samples.sort((a, b) => a - b);
  return {
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    max: samples.at(-1)!,
    deliveries: samples.length,
  };
}
