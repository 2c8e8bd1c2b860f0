import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpClinic, type TestApp } from '../testing/harness.js';
import { formatCode, nextCounterValue } from './counters.js';
import { inTransaction } from './tx.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('per-clinic counters', () => {
  it('count per clinic and per name, without gaps under concurrency, and give back rolled-back numbers', async () => {
    const a = await signUpClinic(t.app, 'A');
    const b = await signUpClinic(t.app, 'B');
    const next = (clinicId: number, name: string) =>
      inTransaction(t.app.deps, { clinicId, userId: null }, (tx) => nextCounterValue(tx, name));

    const concurrent = await Promise.all(Array.from({ length: 12 }, () => next(a.user.clinicId, 'patient')));
    expect([...concurrent].sort((x, y) => x - y)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(await next(b.user.clinicId, 'patient')).toBe(1);
    expect(await next(a.user.clinicId, 'invoice')).toBe(1);

    await expect(
      inTransaction(t.app.deps, { clinicId: a.user.clinicId, userId: null }, async (tx) => {
        await nextCounterValue(tx, 'patient');
        throw new Error('patient form invalid');
      }),
    ).rejects.toThrow();
    expect(await next(a.user.clinicId, 'patient')).toBe(13);
    expect(formatCode('BN', 13)).toBe('BN000013');
  });
});
