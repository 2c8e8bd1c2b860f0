import { randomUUID } from 'node:crypto';
import { errors } from '@clinic/domain';
import { invoiceCreateInput } from '@clinic/domain/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idempotencyKeys, invoices } from '../db/schema/index.js';
import type { AppDeps } from '../deps.js';
import { createWalkIn } from '../modules/billing/invoices.service.js';
import { createTestApp, fillClinic, signUpClinic, type TestApp } from '../testing/harness.js';
import { handleRoute, idempotent } from './idempotency.js';
import { defineRoute } from './route.js';
import { inTransaction } from './tx.js';

// The Idempotency-Key rule (docs/conventions.md#money) on its own, with a stand-in for the work a stock or money
// call does: it must run once per key, however the same key arrives (again, or twice at the same moment).

/** Two careless routes of a walk-in sale: one not declared idempotent, one declared but writing around its key. */
const carelessSales = (deps: AppDeps) => [
  defineRoute({
    method: 'POST',
    url: '/probe/undeclared-sale',
    summary: 'A sale whose route forgot `idempotent`',
    tags: [],
    access: {},
    body: invoiceCreateInput,
    response: z.object({ id: z.number() }),
    handler: ({ body, transaction }) => transaction((tx) => createWalkIn(tx, body)),
  }),
  defineRoute({
    method: 'POST',
    url: '/probe/sale-around-its-key',
    summary: 'A sale declared idempotent whose handler opens its own transaction',
    tags: [],
    access: {},
    idempotent: true,
    body: invoiceCreateInput,
    response: z.object({ id: z.number() }),
    handler: ({ auth, body }) => inTransaction(deps, auth, (tx) => createWalkIn(tx, body)),
  }),
];

let t: TestApp;
let clinicId: number;
let owner: Awaited<ReturnType<typeof signUpClinic>>;
beforeAll(async () => {
  t = await createTestApp({}, { extraRoutes: carelessSales });
  owner = await signUpClinic(t.app, 'Idem');
  clinicId = owner.user.clinicId;
}, 60_000);
afterAll(async () => t.close());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function runner() {
  let runs = 0;
  const send = (key: string, request: unknown, fail = false) =>
    inTransaction(t.app.deps, { clinicId, userId: null }, (tx) =>
      idempotent(tx, { key, scope: 'test.save', request }, async () => {
        runs += 1;
        // Long enough for a second call with the same key to arrive while this one is open.
        await pause(30);
        if (fail) throw new Error('the work failed');
        return { saved: runs, request };
      }),
    );
  return { send, runs: () => runs };
}

describe('idempotent()', () => {
  it('runs the work once for a key and answers the stored result to the same key again', async () => {
    const r = runner();
    const first = await r.send('k-again', { amount: 3 });
    const second = await r.send('k-again', { amount: 3 });
    expect(second).toEqual(first);
    expect(r.runs()).toBe(1);
  });

  it('runs once when the same key arrives several times at the same moment', async () => {
    const r = runner();
    const answers = await Promise.all(Array.from({ length: 5 }, () => r.send('k-together', { amount: 1 })));
    expect(r.runs()).toBe(1);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });

  it('refuses the same key with another request, and keeps no key when the work fails', async () => {
    const r = runner();
    await r.send('k-other', { amount: 1 });
    await expect(r.send('k-other', { amount: 2 })).rejects.toMatchObject({
      key: 'idempotencyKeyReused',
    });
    expect(errors.idempotencyKeyReused.status).toBe(422);

    await expect(r.send('k-fails', { amount: 1 }, true)).rejects.toThrow('the work failed');
    const left = await t.app.deps.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.clinicId, clinicId), eq(idempotencyKeys.key, 'k-fails')));
    expect(left).toEqual([]);
    // Sent again, the failed call runs (and now succeeds).
    expect(await r.send('k-fails', { amount: 1 })).toMatchObject({ request: { amount: 1 } });
  });
});

describe('a route that writes money or stock rows', () => {
  it('fails, writing nothing, when it is not declared idempotent or writes around its key', async () => {
    const filled = await fillClinic(t.app, owner.headers, 'Idem');
    const sale = { clinicPatientId: filled.patient.id, items: [{ serviceId: filled.service.id }] };
    const headers = { ...owner.headers, 'idempotency-key': randomUUID() };
    for (const url of ['/api/probe/undeclared-sale', '/api/probe/sale-around-its-key']) {
      const res = await t.app.inject({ method: 'POST', url, headers, payload: sale });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(500);
    }
    const made = await t.app.deps.db
      .select()
      .from(invoices)
      .where(eq(invoices.clinicPatientId, filled.patient.id));
    expect(made).toEqual([]);
    // The real route, declared, makes it.
    const res = await t.app.inject({ method: 'POST', url: '/api/invoices/create', headers, payload: sale });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('says why: the route that forgot, what it wrote', async () => {
    const filled = await fillClinic(t.app, owner.headers, 'Why');
    const sale = invoiceCreateInput.parse({
      clinicPatientId: filled.patient.id,
      items: [{ serviceId: filled.service.id }],
    });
    const actor = { clinicId, userId: owner.user.id };
    const open = <R>(work: Parameters<typeof inTransaction<R>>[2]) => inTransaction(t.app.deps, actor, work);
    const undeclared = {
      route: 'POST /probe',
      idempotent: undefined,
      key: undefined,
      request: sale,
      watched: true,
    };
    await expect(
      handleRoute(undeclared, open, (transaction) => transaction((tx) => createWalkIn(tx, sale))),
    ).rejects.toThrow('POST /probe writes an invoice but is not declared idempotent');
    const declared = {
      route: 'POST /probe',
      idempotent: true as const,
      key: randomUUID(),
      request: sale,
      watched: true,
    };
    await expect(handleRoute(declared, open, async () => ({}))).rejects.toThrow(
      'POST /probe is declared idempotent but its handler did not use its transaction',
    );
    // Outside a route call (the demo seed, a job) no client retries: nothing to check.
    expect(await open((tx) => createWalkIn(tx, sale))).toMatchObject({ total: 150_000 });
  });
});
