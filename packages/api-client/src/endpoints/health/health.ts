import type { healthContract as contract } from '@clinic/domain/contracts';
import { type CallOptions, callEndpoint, clientEndpoint, type Http } from '../http';

/** The calls of /health, checked against their contract. */
export const healthCalls = {
  check: clientEndpoint<typeof contract.check>('GET', '/health'),
};

export function healthEndpoints(http: Http) {
  return {
    /** GET /health (no-auth): liveness and database reachability. */
    check: (options?: CallOptions) => callEndpoint(http, healthCalls.check, {}, { ...options, auth: false }),
  };
}
