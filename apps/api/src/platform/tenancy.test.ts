import { errors, FileKind, filterIdRegistry, PermissionLevel, refRegistry } from '@clinic/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '../app.js';
import {
  bankTransfers,
  eInvoices,
  invoices,
  notifications,
  physicalFiles,
  prescriptions,
  printPdfs,
  printTemplates,
  purchasedPackageItems,
  queueCalls,
  serviceOrders,
  users,
} from '../db/schema/index.js';
import { filesClinic } from '../modules/files/files.fixture.js';
import { createTestApp, fillClinic, signUpClinic, type TestApp } from '../testing/harness.js';
import { refSamples } from '../testing/ref-samples.js';
import { refFields, refTargets, schemaFields } from './refs.js';
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

/** One id of a clinic in the table a route's :id (or a ref field) points into. */
async function foreignIdFor(
  app: App,
  table: { table: (typeof refTargets)['doctor']['table'] } | undefined,
  clinicId: number,
) {
  const [row] = await app.deps.db
    .select({ id: table!.table.id })
    .from(table!.table)
    .where(and(eq(table!.table.clinicId, clinicId)));
  return row?.id as number | undefined;
}

/** A queue call of the clinic's appointment, straight in the table: the calling rules are the calls tests'. */
async function callOf(app: App, filled: Awaited<ReturnType<typeof fillClinic>>, clinicId: number) {
  const [row] = await app.deps.db
    .insert(queueCalls)
    .values({
      clinicId,
      locationId: filled.location.id,
      appointmentId: filled.appointment.id,
      doctorId: filled.doctor.id,
      orderNumber: 1,
      room: 'Phòng 1',
      kind: 2,
    })
    .returning({ id: queueCalls.id });
  return row!.id;
}

/**
 * A service ordered for the clinic's walk-in, straight in the table (ordering needs a checked-in visit: the
 * service-orders tests'), and the first line of its purchased package: the service-order routes' rows.
 */
async function orderOf(app: App, filled: Awaited<ReturnType<typeof fillClinic>>, clinicId: number) {
  const [order] = await app.deps.db
    .insert(serviceOrders)
    .values({ clinicId, appointmentId: filled.appointment.id, serviceId: filled.service.id, price: 150000 })
    .returning({ id: serviceOrders.id });
  const [line] = await app.deps.db
    .select({ id: purchasedPackageItems.id })
    .from(purchasedPackageItems)
    .where(eq(purchasedPackageItems.purchasedPackageId, filled.purchasedPackage.id));
  return { lineId: line!.id, orderId: order!.id };
}

/** A ready uploaded file of the clinic, straight in the table (uploading is the files tests'): a lab result's. */
async function fileOf(app: App, clinicId: number) {
  const [file] = await app.deps.db
    .insert(physicalFiles)
    .values({
      clinicId,
      kind: FileKind.LabResult,
      name: 'ket-qua.pdf',
      contentType: 'application/pdf',
      size: 1024,
      storageKey: `matrix/${clinicId}/ket-qua.pdf`,
      uploadedAt: new Date(),
      readyAt: new Date(),
    })
    .returning({ id: physicalFiles.id });
  return file!.id;
}

/**
 * An unpaid invoice, a parked bank transfer and a refused e-invoice of the clinic, straight in the tables: the
 * billing and e-invoice routes' rows.
 */
async function billingOf(app: App, filled: Awaited<ReturnType<typeof fillClinic>>, clinicId: number) {
  const [invoice] = await app.deps.db
    .insert(invoices)
    .values({
      clinicId,
      code: 'HD000001',
      appointmentId: filled.appointment.id,
      clinicPatientId: filled.patient.id,
      subtotal: 0,
      total: 0,
    })
    .returning({ id: invoices.id });
  await app.deps.db.insert(eInvoices).values({
    clinicId,
    invoiceId: invoice!.id,
    transactionId: `matrix-${clinicId}`,
    status: 'refused',
    buyer: { name: 'Khách lẻ' },
    lines: [],
    amount: 0,
  });
  await app.deps.db.insert(bankTransfers).values({
    clinicId,
    provider: 'sepay',
    externalId: `matrix-${clinicId}`,
    amount: 1000,
    status: 'unmatched',
  });
  return invoice!.id;
}

/**
 * A route's URL with `:id`, and the one other parameter a route takes besides it: /print/:kind/:id finds `:id`
 * in the table of a document kind, the prescription's (the visit) here.
 */
const withParams = (url: string, id: number) =>
  url.replace(':id', String(id)).replace(':kind', 'prescription');

/** The clinic's print template and a cached PDF, straight in the tables: the print tables' rows. */
async function printOf(app: App, filled: Awaited<ReturnType<typeof fillClinic>>, clinicId: number) {
  const file = (kind: number, name: string) =>
    app.deps.db
      .insert(physicalFiles)
      .values({
        clinicId,
        kind,
        name,
        contentType: 'application/octet-stream',
        size: 1024,
        storageKey: `matrix/${clinicId}/${name}`,
        uploadedAt: new Date(),
        readyAt: new Date(),
      })
      .returning({ id: physicalFiles.id });
  const [template] = await file(FileKind.PrintTemplate, 'mau-don-thuoc.docx');
  const [pdf] = await file(FileKind.PrintTemplatePdf, 'don-thuoc.pdf');
  await app.deps.db.insert(printTemplates).values({ clinicId, kind: 'prescription', fileId: template!.id });
  await app.deps.db.insert(printPdfs).values({
    clinicId,
    kind: 'prescription',
    documentId: filled.appointment.id,
    key: 'matrix',
    fileId: pdf!.id,
  });
}

type Json = Record<string, unknown>;

/** Whether `path` (`properties.*.propertyId`; `*` = the first item) is present in a sample. */
function holds(value: unknown, path: string[]): boolean {
  if (path.length === 0) return true;
  const [head, ...rest] = path;
  if (head === '*') return Array.isArray(value) && value.length > 0 && holds(value[0], rest);
  return typeof value === 'object' && value !== null && head! in value && holds((value as Json)[head!], rest);
}

/** A copy of `value` with `id` at `path`: a list of ids becomes `[id]`, a list of objects gets it in each. */
function withIdAt(value: unknown, path: string[], id: number): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return id;
  if (head === '*')
    return rest.length === 0 ? [id] : (value as unknown[]).map((item) => withIdAt(item, rest, id));
  return { ...(value as Json), [head]: withIdAt((value as Json)[head], rest, id) };
}

/**
 * The number fields named like ids (`doctorId`, `locationIds.*`) that a schema declares neither as a `ref()`
 * nor as a search filter (`filterId()`). Fixed code lists of the domain are not rows of a clinic: not refs.
 */
const CODE_LIST_IDS = new Set(['provinceId', 'screenId', 'featureIds', 'entityTypeId', 'permissionTypeId']);
function undeclaredIds(schema: unknown): string[] {
  if (!schema) return [];
  const fields = new Map<string, { number: boolean; declared: boolean }>();
  schemaFields(schema as Parameters<typeof schemaFields>[0], (node, path) => {
    const key = path.join('.');
    const field = fields.get(key) ?? { number: false, declared: false };
    if (node._zod.def.type === 'number') field.number = true;
    if (refRegistry.has(node) || filterIdRegistry.has(node)) field.declared = true;
    fields.set(key, field);
  });
  return [...fields]
    .filter(([key, field]) => {
      const name =
        key
          .split('.')
          .filter((part) => part !== '*')
          .at(-1) ?? '';
      return field.number && !field.declared && /Ids?$/.test(name) && !CODE_LIST_IDS.has(name);
    })
    .map(([key]) => key);
}

describe('cross-clinic route matrix', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof signUpClinic>>;
  let b: Awaited<ReturnType<typeof signUpClinic>>;
  let filledA: Awaited<ReturnType<typeof fillClinic>>;
  let callA: number;
  let lineA: number;
  let orderA: number;
  let fileA: number;
  let invoiceA: number;
  beforeAll(async () => {
    t = await createTestApp({}, { extraRoutes: carelessProbes });
    a = await signUpClinic(t.app, 'A');
    b = await signUpClinic(t.app, 'B');
    const filledB = await fillClinic(t.app, b.headers);
    await callOf(t.app, filledB, b.user.clinicId);
    await orderOf(t.app, filledB, b.user.clinicId);
    await fileOf(t.app, b.user.clinicId);
    await billingOf(t.app, filledB, b.user.clinicId);
    await printOf(t.app, filledB, b.user.clinicId);
    // The walk-in's prescription, straight in the table: the national send route's row.
    await t.app.deps.db.insert(prescriptions).values({
      clinicId: b.user.clinicId,
      appointmentId: filledB.appointment.id,
      clinicPatientId: filledB.patient.id,
    });
    // A notification of B's owner: the /notifications/:id routes' row.
    await t.app.deps.db
      .insert(notifications)
      .values({ clinicId: b.user.clinicId, userId: b.user.id, kind: 1 });
    filledA = await fillClinic(t.app, a.headers, 'A');
    callA = await callOf(t.app, filledA, a.user.clinicId);
    ({ lineId: lineA, orderId: orderA } = await orderOf(t.app, filledA, a.user.clinicId));
    fileA = await fileOf(t.app, a.user.clinicId);
    invoiceA = await billingOf(t.app, filledA, a.user.clinicId);
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
        url: withParams(route.url, foreignId!),
        headers: a.headers,
        ...(['GET', 'HEAD', 'DELETE'].includes(route.method) ? {} : { payload: {} }),
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(404);
      // HEAD (Fastify adds one per GET) answers the same status with no body.
      if (route.method !== 'HEAD') expect(res.json().code).toBe(errors[entity.notFound].code);
    }
    expect(await snapshotClinic(t.app, b.user.clinicId)).toEqual(before);
  });

  it('answers not-found to every ref() id of a body or query that names clinic B’s row, and writes nothing', async () => {
    const samples = refSamples({
      ...filledA,
      userId: a.user.id,
      roleId: a.user.userRoleId,
      callId: callA,
      purchasedItemId: lineA,
      serviceOrderId: orderA,
      fileId: fileA,
      invoiceId: invoiceA,
    });
    const cases = t.app.routeTable
      .filter((r) => r.method !== 'HEAD' && r.clinic && r.clinic.access.auth !== 'public')
      .flatMap((route) =>
        (['body', 'querystring'] as const).flatMap((part) =>
          refFields(route.schema?.[part] as Parameters<typeof refFields>[0]).map((field) => ({
            route,
            part,
            ...field,
          })),
        ),
      );
    expect(cases.length).toBeGreaterThanOrEqual(30); // every converted field: the matrix is never vacuous
    const before = [
      await snapshotClinic(t.app, a.user.clinicId),
      await snapshotClinic(t.app, b.user.clinicId),
    ];

    for (const { route, part, path, meta } of cases) {
      const key = `${route.method} ${route.url}`;
      const side = part === 'body' ? 'body' : 'query';
      const sample = samples[key]?.find((s) => holds(s[side], path));
      expect(sample, `${key}: add a sample naming ${path.join('.')} to testing/ref-samples.ts`).toBeDefined();
      const target = refTargets[meta.kind];
      const foreignId = await foreignIdFor(t.app, target, b.user.clinicId);
      expect(foreignId, `clinic B has no ${meta.kind}: extend the matrix fixture`).toBeDefined();
      const ownId = route.clinic!.entity
        ? await foreignIdFor(t.app, route.clinic!.entity, a.user.clinicId)
        : 0;
      const swapped = withIdAt(sample![side], path, foreignId!) as Json;
      const res = await t.app.inject({
        method: route.method as 'POST',
        url: withParams(route.url, ownId!),
        headers: a.headers,
        ...(side === 'body' ? { payload: swapped } : { query: swapped as Record<string, string> }),
      });
      const label = `${key} ${part} ${path.join('.')}`;
      expect(res.statusCode, `${label}: ${res.body}`).toBe(404);
      expect(res.json().code, label).toBe(errors[target.notFound].code);
    }
    expect([
      await snapshotClinic(t.app, a.user.clinicId),
      await snapshotClinic(t.app, b.user.clinicId),
    ]).toEqual(before);
  });

  it('answers clinic A on the file routes about clinic B’s files of every owner as about missing ones', async () => {
    // Files hung off every kind of record of a third clinic, attached through the screens' own routes.
    const c = await filesClinic(t, 'FC');
    const ids = Object.values(c.files);
    const getUrls = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/files/get-urls',
        headers,
        payload: { physicalFileIds: ids },
      });
    // Their own clinic's owner gets every link: what A is refused below is refused by clinic alone.
    expect((await getUrls(c.owner.headers)).json().data).toHaveLength(ids.length);
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/files/999999/upload-done',
      headers: a.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe(errors.fileNotFound.code);

    const urls = await getUrls(a.headers);
    expect(urls.statusCode).toBe(200);
    expect(urls.json().data).toEqual([]);
    for (const id of ids) {
      const done = await t.app.inject({
        method: 'PUT',
        url: `/api/files/${id}/upload-done`,
        headers: a.headers,
      });
      expect(done.statusCode, `upload-done ${id}`).toBe(404);
      expect(done.json(), `upload-done ${id}`).toEqual(missing.json());
    }
  });

  it('declares every id a staff or device route takes in its body or query as a ref() or a filterId()', () => {
    const undeclared = t.app.routeTable
      .filter((r) => r.method !== 'HEAD' && r.clinic && r.clinic.access.auth !== 'public')
      .flatMap((route) =>
        (['body', 'querystring'] as const).flatMap((part) =>
          undeclaredIds(route.schema?.[part]).map((path) => `${route.method} ${route.url} ${part} ${path}`),
        ),
      );
    // Public routes name their clinic in the path (a slug) and check ids against it themselves.
    expect(undeclared).toEqual([]);
    // The check itself finds plain numbers named like ids, at any depth.
    const careless = z.object({
      doctorId: z.number().int().positive(),
      visits: z.array(z.object({ locationIds: z.array(z.number()).optional() })),
      provinceId: z.number(),
    });
    expect(undeclaredIds(careless)).toEqual(['doctorId', 'visits.*.locationIds.*']);
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
