import { createHash } from 'node:crypto';
import type { Clock } from './clock.js';

/** A token an outside service gave at login, kept until shortly before it expires. */
export interface OutsideToken {
  value: string;
  expiresAt: number;
}

/**
 * The tokens of an outside service's accounts (national-prescription/, e-invoice/): one login per account while its
 * token lives, shared by the calls made at once. Keyed by username and a hash of the password, so a changed password
 * logs in afresh and no account shares another's token. Only a token is kept: a refusal or an outage is asked again
 * at the next call. `fresh` logs in again (the service refused the cached token early).
 */
export function createTokenCache<Refused extends object>(
  clock: Clock,
  login: (account: { username: string; password: string }) => Promise<OutsideToken | Refused>,
) {
  const tokens = new Map<string, Promise<OutsideToken | Refused>>();
  const isToken = (value: OutsideToken | Refused | undefined): value is OutsideToken =>
    value !== undefined && 'value' in value;
  return async function tokenFor(
    account: { username: string; password: string },
    fresh: boolean,
  ): Promise<OutsideToken | Refused> {
    const key = `${account.username}\u0000${createHash('sha256').update(account.password).digest('base64url')}`;
    const cached = fresh ? undefined : tokens.get(key);
    if (cached) {
      const token = await cached.catch(() => undefined);
      if (isToken(token) && token.expiresAt > clock().getTime()) return token;
    }
    const pending = login(account);
    tokens.set(key, pending);
    const outcome = await pending.catch((error: unknown) => {
      if (tokens.get(key) === pending) tokens.delete(key);
      throw error;
    });
    if (!isToken(outcome) && tokens.get(key) === pending) tokens.delete(key);
    return outcome;
  };
}
