import { randomUUID } from 'node:crypto';
import { addDays, errors, localDate } from '@clinic/domain';
import type { MedicineLotItem } from '@clinic/domain/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../platform/clock.js';
import { createTestApp, signUpClinic, type TestApp } from '../../testing/harness.js';
import { expectLedgerBalanced } from '../../testing/ledger.js';

// Never negative, whatever runs at once: 50 counters sell the last 10 units of a lot in the same instant (on
// PGlite and again on PostgreSQL under test:pg, where the 50 transactions really run side by side).

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpClinic>>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpClinic(t.app, 'Dongthoi');
}, 60_000);
afterEach(async () => expectLedgerBalanced(t.app.deps.db));
afterAll(async () => t.close());

const create = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/stock-sheets/create',
    headers: { ...owner.headers, 'idempotency-key': randomUUID() },
    payload,
  });

describe('50 exports of 1 unit at once from a lot of 10', () => {
  it('lets exactly 10 through and answers out of stock to the other 40; the lot ends at 0', async () => {
    const medicine = await t.app.inject({
      method: 'POST',
      url: '/api/medicines',
      headers: owner.headers,
      payload: { name: 'Cefuroxim 500mg', unit: 'tablet', price: 8000 },
    });
    const medicineId = medicine.json().data.id as number;
    const expiryDate = addDays(localDate(systemClock(), 'Asia/Ho_Chi_Minh'), 180);
    const imported = await create({
      type: 1,
      reason: 'importNewGoods',
      items: [
        { medicineId, lotNumber: 'CC-10', expiryDate, quantity: 10, importPrice: 5000, costPerUnit: 5000 },
      ],
    });
    expect(imported.statusCode, imported.body).toBe(200);

    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        create({ type: 2, reason: 'sale', items: [{ medicineId, quantity: 1 }] }),
      ),
    );
    const codes = answers.map((res) => (res.statusCode === 200 ? 200 : res.json().code));
    expect(codes.filter((code) => code === 200)).toHaveLength(10);
    expect(codes.filter((code) => code === errors.outOfStock.code)).toHaveLength(40);
    // Ten sheets, numbered without gaps.
    const numbers = answers
      .filter((res) => res.statusCode === 200)
      .map((res) => Number((res.json().data.code as string).slice(2)))
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 10 }, (_, i) => numbers[0]! + i));

    const lots = await t.app.inject({
      method: 'GET',
      url: `/api/medicines/${medicineId}/stock-info`,
      headers: owner.headers,
    });
    expect(lots.json().data).toMatchObject({ onHand: 0, lots: [] as MedicineLotItem[] });
  });
});
