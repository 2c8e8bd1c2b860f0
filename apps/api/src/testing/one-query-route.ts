// The in-process bench's baseline (bench/in-process.ts): a public route that sends one query and answers. GET
// /api/health was that baseline until its ping began to answer for a second; the ratios are judged against one query.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../deps.js';
import { definePublicRoute, type RouteDef } from '../platform/route.js';

export const ONE_QUERY_URL = '/api/bench/one-query';

export const oneQueryRoute = (deps: AppDeps): RouteDef[] => [
  definePublicRoute({
    method: 'GET',
    url: '/bench/one-query',
    summary: 'Benchmark baseline: one query',
    tags: ['Bench'],
    response: z.object({ ok: z.boolean() }),
    handler: async () => {
      await deps.db.execute(sql`select 1`);
      return { ok: true };
    },
  }),
];
