// bench/ is no workspace package, so autocannon (an api dev dependency) does not resolve from there: the
// benchmark's HTTP load comes through here, as its display sockets come through socket-client.ts.
import autocannon from 'autocannon';

export interface Throughput {
  requestsPerSecond: number;
  requests: number;
  /** Connection errors and timeouts, reported beside the rate. */
  errors: number;
}

/**
 * Requests per second `url` answers over real HTTP with `connections` kept busy for `seconds`. A non-2xx answer
 * fails the measure: a fast 401 must not pass for a fast read.
 */
export async function measureThroughput(options: {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
}): Promise<Throughput> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers ?? {},
    // Generous: on a busy 2-core machine a queued request may wait seconds, and that is slowness, not failure.
    timeout: 60,
  });
  if (result.non2xx) throw new Error(`${options.url}: ${result.non2xx} non-2xx answers`);
  return {
    requestsPerSecond: result.requests.total / result.duration,
    requests: result.requests.total,
    errors: result.errors,
  };
}
