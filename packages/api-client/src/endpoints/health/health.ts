import type { CallOptions, Http } from '../http';
import type { Health } from './types';

export function healthEndpoints(http: Http) {
  return {
    /** GET /health (no-auth): liveness and database reachability. */
    check: (options?: CallOptions) => http.request<Health>('/health', { ...options, auth: false }),
  };
}
export type HealthEndpoints = ReturnType<typeof healthEndpoints>;
