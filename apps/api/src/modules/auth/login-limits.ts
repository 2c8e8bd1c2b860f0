import { AppError } from '@clinic/domain';
import type { RateLimiter } from '../../platform/rate-limit.js';
import { sha256 } from '../../platform/tokens.js';

/**
 * Failed sign-ins, counted three ways so that one user's typos behind a clinic's single NAT address do not lock out
 * the clinic, while no account can be guessed at from many addresses without limit:
 * - `pair`: one account from one address (a user's own typos; a success clears it);
 * - `account`: one account from any addresses (guessing one password from a pool of addresses);
 * - `address`: one address over any accounts, a looser ceiling (one address trying many accounts).
 * A sign-in is refused while any of the three is at its limit, with Retry-After of the longest wait.
 */
export const LOGIN_LIMITS = {
  pair: { failures: 5, windowMs: 60_000 },
  account: { failures: 20, windowMs: 15 * 60_000 },
  address: { failures: 50, windowMs: 60_000 },
} as const;

type Counter = keyof typeof LOGIN_LIMITS;

/**
 * The limiter's keys of one attempt. The account is the username as looked up (an e-mail lowercased, a phone as
 * typed), hashed: the limiter (Redis) holds no e-mail or phone, and an unknown username counts like a known one.
 */
function keysOf(username: string, ip: string): Record<Counter, string> {
  const account = sha256(username).slice(0, 32);
  return {
    pair: `login-fail:${account}:${ip}`,
    account: `login-fail-account:${account}`,
    address: `login-fail-ip:${ip}`,
  };
}

const counters = Object.keys(LOGIN_LIMITS) as Counter[];

/** The failed sign-ins of one username from one address, against LOGIN_LIMITS. */
export function loginFailures(limiter: RateLimiter, username: string, ip: string) {
  const keys = keysOf(username, ip);
  return {
    /** tooManyAttempts (429, Retry-After) while any counter is at its limit. */
    async check(): Promise<void> {
      const counts = await Promise.all(counters.map((counter) => limiter.peek(keys[counter])));
      const waits = counters.flatMap((counter, i) =>
        counts[i]!.count >= LOGIN_LIMITS[counter].failures ? [counts[i]!.retryAfterMs] : [],
      );
      if (waits.length)
        throw new AppError('tooManyAttempts', {
          params: { seconds: Math.max(1, Math.ceil(Math.max(...waits) / 1000)) },
        });
    },
    async failed(): Promise<void> {
      await Promise.all(
        counters.map((counter) => limiter.hit(keys[counter], LOGIN_LIMITS[counter].windowMs)),
      );
    },
    /** A success clears the pair's typos only: the account's and the address's counts stand. */
    async succeeded(): Promise<void> {
      await limiter.reset(keys.pair);
    },
  };
}
