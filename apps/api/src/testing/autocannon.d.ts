// autocannon ships no types: the little the read-by-id benchmark uses of it.
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
  }
  interface Stats {
    average: number;
    total: number;
  }
  export interface Result {
    requests: Stats;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
