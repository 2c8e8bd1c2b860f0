import { errors, PermissionLevel } from '@clinic/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '../app.js';
import { users } from '../db/schema/index.js';
import { createTestApp, fillClinic, signUpClinic, type TestApp } from '../testing/harness.js';
import { defineRoute } from './route.js';

/**
 * Probes registered through the same guard as every real route. They deliberately forget to scope their
 * queries by clinic: the guard alone must keep clinic A out of clinic B's rows.
 */
const carelessProbes = (deps: App['deps']) => [
  defineRoute({
    method: 'GET',
    url: '/probe/users/:id',
    summary: 'test probe',
    tags: ['Test'],
    access: {},
    entity: { table: users, notFound: 'userNotFound' },
    params: z.object({ id: z.coerce.number().int().positive() }),
    response: z.object({ fullName: z.string() }),
    handler: async ({ params }) => (await deps.db.select().from(users).where(eq(users.id, params.id)))[0]!,
  }),
  defineRoute({
    method: 'PUT',
    url: '/probe/users/:id',
    summary: 'test probe',
    tags: ['Test'],
    access: { screen: 6, level: PermissionLevel.Write },
    entity: { table: users, notFound: 'userNotFound' },
    params: z.object({ id: z.coerce.number().int().positive() }),
    body: z.object({ fullName: z.string().min(1) }),
    response: z.object({ ok: z.boolean() }),
    handler: async ({ params, body }) => {
      await deps.db.update(users).set({ fullName: body.fullName }).where(eq(users.id, params.id));
      return { ok: true };
    },
  }),
];

/** Every row of every tenant table (a table with clinic_id) that belongs to one clinic. */
async function snapshotClinic(app: App, clinicId: number) {
  const tables = await app.deps.db.execute<{ table_name: string }>(sql`
    select table_name from information_schema.columns
    where table_schema = 'public' and column_name = 'clinic_id' order by table_name`);
  const snapshot: Record<string, unknown[]> = {};
  for (const { table_name } of tables.rows) {
    const rows = await app.deps.db.execute(
      sql`select * from ${sql.identifier(table_name)} where clinic_id = ${clinicId} order by 1, 2`,
    );
    snapshot[table_name] = rows.rows;
  }
  return snapshot;
}

/** One id of clinic B in the table a route's :id points into. */
async function foreignIdFor(
  app: App,
  table: NonNullable<App['routeTable'][number]['clinic']>['entity'],
  clinicId: number,
) {
  const [row] = await app.deps.db
    .select({ id: table!.table.id })
    .from(table!.table)
    .where(and(eq(table!.table.clinicId, clinicId)));
  return row?.id as number | undefined;
}

describe('cross-clinic route matrix', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof signUpClinic>>;
  let b: Awaited<ReturnType<typeof signUpClinic>>;
  beforeAll(async () => {
    t = await createTestApp({}, { extraRoutes: carelessProbes });
    a = await signUpClinic(t.app, 'A');
    b = await signUpClinic(t.app, 'B');
    await fillClinic(t.app, b.headers);
  });
  afterAll(async () => t.close());

  it('answers 404 to clinic A for every id-taking route called with clinic B’s ids, and B is unchanged', async () => {
    const idRoutes = t.app.routeTable.filter(
      (r) => r.url.includes(':id') && r.clinic?.access.auth === 'user',
    );
    expect(idRoutes.length).toBeGreaterThanOrEqual(2); // at least the probes: the matrix is never vacuous
    const before = await snapshotClinic(t.app, b.user.clinicId);
    expect(before.users?.length).toBeGreaterThan(0);

    for (const route of idRoutes) {
      const entity = route.clinic!.entity!;
      const foreignId = await foreignIdFor(t.app, entity, b.user.clinicId);
      expect(
        foreignId,
        `clinic B has no row for ${route.method} ${route.url}: extend the matrix fixture`,
      ).toBeDefined();
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: route.url.replace(':id', String(foreignId)),
        headers: a.headers,
        ...(['GET', 'HEAD', 'DELETE'].includes(route.method) ? {} : { payload: {} }),
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(404);
      // HEAD (Fastify adds one per GET) answers the same status with no body.
      if (route.method !== 'HEAD') expect(res.json().code).toBe(errors[entity.notFound].code);
    }
    expect(await snapshotClinic(t.app, b.user.clinicId)).toEqual(before);
  });

  it('gives device routes no :id: a device reaches only its own clinic, through its token', () => {
    const deviceRoutes = t.app.routeTable.filter((r) => r.clinic?.access.auth === 'device');
    expect(deviceRoutes.length).toBeGreaterThan(0);
    for (const route of deviceRoutes) expect(route.url, route.url).not.toMatch(/:/);
  });

  it('lets a clinic reach its own rows through the same routes, so the 404 above is the guard’s doing', async () => {
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/probe/users/${a.user.id}`,
      headers: a.headers,
    });
    expect(own.statusCode).toBe(200);
    const missing = await t.app.inject({ method: 'GET', url: '/api/probe/users/999999', headers: a.headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(
      (
        await t.app.inject({ method: 'GET', url: `/api/probe/users/${b.user.id}`, headers: a.headers })
      ).json(),
    );
  });

  it('refuses to register a staff route that takes :id without naming its table', async () => {
    await expect(
      createTestApp(
        {},
        {
          extraRoutes: () => [
            defineRoute({
              method: 'GET',
              url: '/probe/things/:id',
              summary: 'x',
              tags: [],
              access: {},
              response: z.object({}),
              handler: async () => ({}),
            }),
          ],
        },
      ),
    ).rejects.toThrow(/must declare the entity/);
  });
});
