import { healthContract as contract } from '@clinic/domain/contracts';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { definePublicRoute, type RouteDef } from '../../platform/route.js';

export function healthRoutes(deps: AppDeps): RouteDef[] {
  // Checks arriving together share one `select 1` in flight: a load balancer or a bench polling with many
  // connections learns the same thing from one round trip, and the pool stays free for real work. A check that
  // joins a ping learns of a database reached at most one round trip before it arrived.
  let inFlight: Promise<unknown> | undefined;
  const ping = () =>
    (inFlight ??= deps.db.execute(sql`select 1`).finally(() => {
      inFlight = undefined;
    }));
  return [
    definePublicRoute({
      ...contract.check,
      summary: 'Liveness and database reachability',
      tags: ['Platform'],
      handler: async () => {
        await ping();
        return { status: 'ok' as const, database: deps.database.kind, time: deps.clock().toISOString() };
      },
    }),
  ];
}
