import { healthContract as contract } from '@clinic/domain/contracts';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { definePublicRoute, type RouteDef } from '../../platform/route.js';

/** How long a successful ping answers for the checks after it (monotonic time, not the app's clock). */
const PING_FRESH_MS = 1000;

export function healthRoutes(deps: AppDeps): RouteDef[] {
  // A load balancer or a bench polling with many connections learns the same thing from one `select 1` a second:
  // checks arriving together share the ping in flight, and a ping that succeeded less than a second ago answers
  // for them. The pool (and PGlite's one connection, on the API's own thread) stays free for real work; a
  // database gone is reported within a second, and a failed ping is never reused.
  let inFlight: Promise<void> | undefined;
  let succeededAt = Number.NEGATIVE_INFINITY;
  const ping = () => {
    if (performance.now() - succeededAt < PING_FRESH_MS) return Promise.resolve();
    inFlight ??= deps.db
      .execute(sql`select 1`)
      .then(() => {
        succeededAt = performance.now();
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };
  return [
    definePublicRoute({
      ...contract.check,
      summary: 'Liveness and database reachability (a ping at most a second old)',
      tags: ['Platform'],
      handler: async () => {
        await ping();
        return { status: 'ok' as const, database: deps.database.kind, time: deps.clock().toISOString() };
      },
    }),
  ];
}
