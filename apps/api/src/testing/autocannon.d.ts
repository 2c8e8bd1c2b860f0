// autocannon ships no types: the little the benchmarks use of it.
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    headers?: Record<string, string>;
    body?: string;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
  }
  interface Stats {
    average: number;
    total: number;
  }
  /** Milliseconds; hdr-histogram percentiles, named p50, p99, p99_9… */
  interface Latency {
    average: number;
    max: number;
    p50: number;
    p99: number;
  }
  export interface Result {
    requests: Stats;
    latency: Latency;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
