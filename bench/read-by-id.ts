// Benchmark of the lean request path: a patient read by id over real HTTP on 127.0.0.1, 50 connections
// kept busy, beside one query with no session (bench/one-query.ts) measured the same way in the same run. The load
// generator shares the machine (and the event loop) with the server, so only the ratio is judged.
import type { App } from '../apps/api/src/app.js';
import { clinicPatients } from '../apps/api/src/db/schema/index.js';
import { ONE_QUERY_URL } from '../apps/api/src/testing/one-query-route.js';
import { measureThroughput, type Throughput } from '../apps/api/src/testing/throughput.js';

export const READ_BENCH_CONNECTIONS = 50;
export const READ_BENCH_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

export async function measureReadById(
  app: App,
  url: string,
  headers: Record<string, string>,
): Promise<{ health: Throughput; read: Throughput }> {
  // The bench database holds the demo clinic and the slots benchmark's patients; any one record will do.
  const [patient] = await app.deps.db.select({ id: clinicPatients.id }).from(clinicPatients).limit(1);
  const load = { connections: READ_BENCH_CONNECTIONS, seconds: READ_BENCH_SECONDS };
  const health = await measureThroughput({ ...load, url: `${url}${ONE_QUERY_URL}` });
  const read = await measureThroughput({
    ...load,
    url: `${url}/api/clinic-patients/${patient!.id}`,
    headers,
  });
  return { health, read };
}
