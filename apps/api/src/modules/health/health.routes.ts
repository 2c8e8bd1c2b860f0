import { healthContract as contract } from '@clinic/domain/contracts';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { definePublicRoute, type RouteDef } from '../../platform/route.js';

export function healthRoutes(deps: AppDeps): RouteDef[] {
  return [
    definePublicRoute({
      ...contract.check,
      summary: 'Liveness and database reachability',
      tags: ['Platform'],
      handler: async () => {
        await deps.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: deps.database.kind, time: deps.clock().toISOString() };
      },
    }),
  ];
}
