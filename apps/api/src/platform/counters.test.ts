import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpClinic, type TestApp, testPgUrl } from '../testing/harness.js';
import { formatCode, nextCodeValue, nextCounterValue } from './counters.js';
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

  it('number codes distinctly and in order, many creates at once', async () => {
    const clinic = await signUpClinic(t.app, 'Codes');
    const actor = { clinicId: clinic.user.clinicId, userId: null };
    const taken = await Promise.all(
      Array.from({ length: 12 }, () =>
        inTransaction(t.app.deps, actor, (tx) => nextCodeValue(tx, 'patient')),
      ),
    );
    expect([...taken].sort((x, y) => x - y)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });

  it.runIf(testPgUrl)(
    "number codes on PostgreSQL without one create waiting for another's commit; a failed one leaves a gap",
    async () => {
      const clinic = await signUpClinic(t.app, 'Detached');
      const actor = { clinicId: clinic.user.clinicId, userId: null };
      const take = () => inTransaction(t.app.deps, actor, (tx) => nextCodeValue(tx, 'patient'));
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let tookFirst!: (value: number) => void;
      const first = new Promise<number>((resolve) => {
        tookFirst = resolve;
      });
      // A create that took its number and has not committed yet…
      const open = inTransaction(t.app.deps, actor, async (tx) => {
        tookFirst(await nextCodeValue(tx, 'patient'));
        await held;
      });
      const a = await first;
      // …does not hold up the next one (with the gap-free counter this would wait for the first's commit).
      expect(await take()).toBe(a + 1);
      release();
      await open;
      await expect(
        inTransaction(t.app.deps, actor, async (tx) => {
          await nextCodeValue(tx, 'patient');
          throw new Error('patient form invalid');
        }),
      ).rejects.toThrow();
      expect(await take()).toBe(a + 3);
    },
  );
});

describe('the detached pool of code numbers', () => {
  it.runIf(testPgUrl)(
    'commits without waiting for the disk, while every other commit waits (one fsync per create)',
    async () => {
      const setting = async (db: NonNullable<typeof t.database.detached>) =>
        (await db.execute<{ synchronous_commit: string }>(sql`show synchronous_commit`)).rows[0]!
          .synchronous_commit;
      expect(await setting(t.database.detached!)).toBe('off');
      expect(await setting(t.database.db)).toBe('on');
    },
  );
});
