// Interleaved rounds: round 1 measures hello, A, B, …, round 2 the same again, and so on, so a burst of load
// from elsewhere on the machine touches every endpoint alike instead of one of them. Medians over the rounds.
import { measureThroughput, type Throughput } from '../../apps/api/src/testing/throughput.js';

export interface Measure {
  key: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: unknown;
  /** The answering process's CPU time so far in ms (ChildServer.cpuMs), to tell what one request costs it. */
  cpuMs?: () => number | undefined;
}

export interface Summary {
  key: string;
  requestsPerSecond: number;
  p99: number;
  /** Summed over the rounds. */
  errors: number;
  non2xx: number;
  requests: number;
  /** The answering process's CPU time per request in µs (median over the rounds), when it could be read. */
  cpuUsPerRequest: number | undefined;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export async function measureRounds(
  measures: Measure[],
  load: { connections: number; seconds: number; rounds: number; warmUpSeconds: number },
  progress: (text: string) => void,
): Promise<Summary[]> {
  const run = (m: Measure, seconds: number) =>
    measureThroughput({ ...m, connections: load.connections, seconds, failOnNon2xx: false });
  // A short untimed pass first: the server's JIT, pools and caches warm up before round 1 counts.
  if (load.warmUpSeconds > 0) for (const m of measures) await run(m, load.warmUpSeconds);
  const samples = new Map<string, (Throughput & { cpuUs: number | undefined })[]>(
    measures.map((m) => [m.key, []]),
  );
  for (let round = 1; round <= load.rounds; round += 1) {
    for (const m of measures) {
      const cpuBefore = m.cpuMs?.();
      const t = await run(m, load.seconds);
      const cpuAfter = m.cpuMs?.();
      const cpuUs =
        cpuBefore === undefined || cpuAfter === undefined || t.requests === 0
          ? undefined
          : ((cpuAfter - cpuBefore) * 1000) / t.requests;
      samples.get(m.key)!.push({ ...t, cpuUs });
      progress(
        `  round ${round}/${load.rounds} ${m.key.padEnd(10)} ${t.requestsPerSecond.toFixed(0).padStart(6)} req/s`,
      );
    }
  }
  return measures.map((m) => {
    const runs = samples.get(m.key)!;
    return {
      key: m.key,
      requestsPerSecond: median(runs.map((t) => t.requestsPerSecond)),
      p99: median(runs.map((t) => t.p99)),
      errors: runs.reduce((sum, t) => sum + t.errors, 0),
      non2xx: runs.reduce((sum, t) => sum + t.non2xx, 0),
      requests: runs.reduce((sum, t) => sum + t.requests, 0),
      cpuUsPerRequest: runs.every((t) => t.cpuUs !== undefined)
        ? median(runs.map((t) => t.cpuUs!))
        : undefined,
    };
  });
}
