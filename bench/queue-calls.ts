// Benchmark of `queue.call` delivery: how long from the nurse pressing 'Call' (the POST) until each
// waiting-room display's socket hears the event, with 300 displays of one clinic connected and authenticated,
// beside the same measure with one display (the baseline). The devices are written straight into the table (the
// pairing code's per-address rate limit is the API's business, not the benchmark's); everything after that —
// socket authentication by device token, the call route, commit, publish, socket.io fan-out — is the real path.
import { performance } from 'node:perf_hooks';
import type { App } from '../apps/api/src/app.js';
import {
  appointments,
  clinicPatients,
  devices,
  doctors,
  locations,
} from '../apps/api/src/db/schema/index.js';
import { newOpaqueToken, sha256 } from '../apps/api/src/platform/tokens.js';
import { io, type Socket } from '../apps/api/src/testing/socket-client.js';
import { AppointmentStatus, DEVICE_TOKEN_PREFIX, DeviceKind } from '../packages/domain/src/index.js';

export const QUEUE_BENCH_DISPLAYS = 300;
/** Calls per measure: 300 displays × 40 calls is 12,000 deliveries behind the percentiles. */
export const QUEUE_BENCH_CALLS = 40;

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

async function connectDisplay(url: string, token: string): Promise<Socket> {
  const socket = io(url, { transports: ['websocket'], reconnection: false, forceNew: true });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => socket.emit('authenticate', token));
    socket.once('authorized', () => resolve());
    socket.once('unauthorized', () => reject(new Error('display refused')));
    socket.once('connect_error', reject);
  });
  return socket;
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
 * Connects the displays (in batches, as a building's TVs come up), then makes `calls` calls one after another,
 * each once every display has heard the previous one, and answers the delivery-time percentiles in ms.
 */
export async function measureQueueCalls(
  app: App,
  url: string,
  headers: Record<string, string>,
  seeded: { appointmentId: number; tokens: string[] },
  calls: number,
): Promise<Latency> {
  const sockets: Socket[] = [];
  for (let i = 0; i < seeded.tokens.length; i += 50)
    sockets.push(...(await Promise.all(seeded.tokens.slice(i, i + 50).map((t) => connectDisplay(url, t)))));
  const samples: number[] = [];
  try {
    for (let n = 0; n < calls + 2; n += 1) {
      const heard = sockets.map(
        (socket) =>
          new Promise<number>((resolve) => socket.once('queue.call', () => resolve(performance.now()))),
      );
      const start = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: `/api/clinic-appointments/${seeded.appointmentId}/call`,
        headers,
      });
      if (res.statusCode !== 200) throw new Error(res.body);
      const times = await Promise.all(heard);
      // The first two calls warm the route and the sockets up.
      if (n >= 2) samples.push(...times.map((t) => t - start));
    }
  } finally {
    for (const socket of sockets) socket.close();
  }
  samples.sort((a, b) => a - b);
  return {
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    max: samples.at(-1)!,
    deliveries: samples.length,
  };
}
