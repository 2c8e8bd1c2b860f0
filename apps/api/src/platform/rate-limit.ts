import type { Redis } from 'ioredis';
import type { Clock } from './clock.js';

export interface Hits {
  count: number;
  /** Milliseconds until the window for this key resets. */
  retryAfterMs: number;
}

/** Fixed-window counters: in memory for one instance, in Redis when several instances share the limits. */
export interface RateLimiter {
  hit(key: string, windowMs: number): Promise<Hits>;
  peek(key: string): Promise<Hits>;
  reset(key: string): Promise<void>;
}

/** Above this many live keys, expired ones are swept on the next hit, so a flood of addresses cannot grow memory. */
const SWEEP_ABOVE = 10_000;

/** Windows run on the app's clock, so a test that moves the clock also lets a window pass. */
export function memoryRateLimiter(clock: Clock): RateLimiter {
  const now = () => clock().getTime();
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = () => {
    const t = now();
    for (const [key, entry] of windows) if (entry.resetAt <= t) windows.delete(key);
  };
  const current = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async hit(key, windowMs) {
      if (windows.size > SWEEP_ABOVE) sweep();
      const entry = current(key) ?? { count: 0, resetAt: now() + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return { count: entry.count, retryAfterMs: entry.resetAt - now() };
    },
    async peek(key) {
      const entry = current(key);
      return entry
        ? { count: entry.count, retryAfterMs: entry.resetAt - now() }
        : { count: 0, retryAfterMs: 0 };
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

export function redisRateLimiter(redis: Redis, prefix = 'rl:'): RateLimiter {
  return {
    async hit(key, windowMs) {
      const k = prefix + key;
      const result = await redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec();
      const count = Number(result?.[0]?.[1] ?? 1);
      const ttl = Number(result?.[2]?.[1] ?? windowMs);
      return { count, retryAfterMs: ttl > 0 ? ttl : windowMs };
    },
    async peek(key) {
      const k = prefix + key;
      const [count, ttl] = await Promise.all([redis.get(k), redis.pttl(k)]);
      return { count: Number(count ?? 0), retryAfterMs: Math.max(ttl, 0) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
