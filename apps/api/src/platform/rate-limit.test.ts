import { describe, expect, it } from 'vitest';
import { memoryRateLimiter } from './rate-limit.js';

// The in-memory limiter (one instance, no Redis) keeps its windows on the app's clock, so a test that moves the
// clock sees a window close without waiting for it.

describe('the in-memory rate limiter', () => {
  it('counts hits within a window of the app clock, and starts afresh once the clock has passed it', async () => {
    let now = new Date('2026-03-02T02:00:00.000Z');
    const limiter = memoryRateLimiter(() => now);
    const minute = 60_000;

    expect(await limiter.hit('login-fail:10.0.0.1', minute)).toEqual({ count: 1, retryAfterMs: minute });
    now = new Date(now.getTime() + 59_000);
    expect(await limiter.hit('login-fail:10.0.0.1', minute)).toEqual({ count: 2, retryAfterMs: 1_000 });
    expect(await limiter.peek('login-fail:10.0.0.1')).toEqual({ count: 2, retryAfterMs: 1_000 });

    now = new Date(now.getTime() + 1_000);
    expect(await limiter.peek('login-fail:10.0.0.1')).toEqual({ count: 0, retryAfterMs: 0 });
    expect(await limiter.hit('login-fail:10.0.0.1', minute)).toEqual({ count: 1, retryAfterMs: minute });
  });
});
