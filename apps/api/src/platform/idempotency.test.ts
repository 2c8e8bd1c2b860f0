import { errors } from '@clinic/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../db/schema/index.js';
import { createTestApp, signUpClinic, type TestApp } from '../testing/harness.js';
import { idempotent } from './idempotency.js';
import { inTransaction } from './tx.js';

// The Idempotency-Key rule (docs/conventions.md#money) on its own, with a stand-in for the work a stock or money
// call does: it must run once per key, however the same key arrives (again, or twice at the same moment).

let t: TestApp;
let clinicId: number;
beforeAll(async () => {
  t = await createTestApp();
  clinicId = (await signUpClinic(t.app, 'Idem')).user.clinicId;
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
