import { randomUUID } from 'node:crypto';
import { addDays, localDate } from '@clinic/domain';
import { expect } from 'vitest';
import type { TestApp } from './harness.js';

/**
 * Imports `quantity` units of each medicine in a lot good for a year, so a prescription of it can be saved and
 * dispensed (a dispensed line must fit the usable stock). The tests of something else than stock call it.
 */
export async function stockUp(
  app: TestApp['app'],
  headers: Record<string, string>,
  medicineIds: readonly number[],
  quantity = 1000,
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/stock-sheets/create',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    payload: {
      type: 1,
      reason: 'importNewGoods',
      items: medicineIds.map((medicineId) => ({
        medicineId,
        lotNumber: `LOT-${medicineId}`,
        expiryDate: addDays(localDate(app.deps.clock(), 'Asia/Ho_Chi_Minh'), 365),
        quantity,
        importPrice: 100,
        costPerUnit: 100,
      })),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}
