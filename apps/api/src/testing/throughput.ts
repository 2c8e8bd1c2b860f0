// bench/ is no workspace package, so autocannon (an api dev dependency) does not resolve from there: the
// benchmark's HTTP load comes through here, as its display sockets come through socket-client.ts.
import autocannon from 'autocannon';

export interface Throughput {
  requestsPerSecond: number;
  requests: number;
  /** Connection errors and timeouts, reported beside the rate. */
  errors: number;
  /** Answers outside 2xx; only ever non-zero when the caller asked not to fail on them. */
  non2xx: number;
  /** Latency percentiles in ms, as autocannon's histogram records them (whole milliseconds). */
  p50: number;
  p99: number;
}

/**
 * Requests per second `url` answers over real HTTP with `connections` kept busy for `seconds`. A non-2xx answer
 * fails the measure (a fast 401 must not pass for a fast read), unless `failOnNon2xx` is false: then it is
 * counted, for a suite that reports every endpoint rather than stopping at the first broken one.
 */
export async function measureThroughput(options: {
  url: string;
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Sent as JSON with every request (a create accepts the same body each time). */
  body?: unknown;
  failOnNon2xx?: boolean;
}): Promise<Throughput> {
  const hasBody = options.body !== undefined;
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    method: options.method ?? 'GET',
    headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...options.headers },
    ...(hasBody ? { body: JSON.stringify(options.body) } : {}),
    // Generous: on a busy 2-core machine a queued request may wait seconds, and that is slowness, not failure.
    timeout: 60,
  });
  if (result.non2xx && options.failOnNon2xx !== false)
    throw new Error(`${options.url}: ${result.non2xx} non-2xx answers`);
  return {
    requestsPerSecond: result.requests.total / result.duration,
    requests: result.requests.total,
    errors: result.errors,
    non2xx: result.non2xx,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}
