import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { definePublicRoute, type RouteDef } from '../../platform/route.js';

export function healthRoutes(deps: AppDeps): RouteDef[] {
  return [
    definePublicRoute({
      method: 'GET',
      url: '/health',
      summary: 'Liveness and database reachability',
      tags: ['Platform'],
      response: z.object({
        status: z.literal('ok'),
        database: z.enum(['pglite', 'postgres']),
        time: z.string(),
      }),
      handler: async () => {
        await deps.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: deps.database.kind, time: deps.clock().toISOString() };
      },
    }),
  ];
}
