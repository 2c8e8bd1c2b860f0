import { randomUUID } from 'node:crypto';
import { addDays, localDate, StockLevelFilter } from '@clinic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../platform/clock.js';
import { createTestApp, signUpClinic, type TestApp } from '../../testing/harness.js';

// The dashboard names the medicines running out and the lots expiring or expired, ten at most. "See all" opens the
// stock on hand filtered to the same level, and report 35 filters by it too: each list holds exactly the medicines
// the dashboard's rules put at that level, in every page, and another clinic's stock never shows.

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpClinic>>;
let other: Awaited<ReturnType<typeof signUpClinic>>;
const today = localDate(systemClock(), 'Asia/Ho_Chi_Minh');
const day = (n: number) => addDays(today, n);

async function medicine(name: string, extra: object = {}, headers = owner.headers) {
  const res = await t.call(headers, 'POST', '/medicines', { name, unit: 'tablet', price: 5000, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number };
}
async function importLot(medicineId: number, expiryDate: string, quantity: number, headers = owner.headers) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/stock-sheets/create',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    payload: {
      type: 1,
      reason: 'importNewGoods',
      items: [
        { medicineId, lotNumber: `L${quantity}`, expiryDate, quantity, importPrice: 1000, costPerUnit: 1000 },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

interface OnHandPage {
  pageData: { medicineName: string }[];
  paging: { totalItem: number };
}
async function onHand(query: string): Promise<OnHandPage> {
  const res = await t.call(
    owner.headers,
    'GET',
    `/stock-sheets/stock-on-hand?pageSize=100&pageNumber=1&${query}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const names = async (query: string) => (await onHand(query)).pageData.map((row) => row.medicineName);

async function report35(level?: StockLevelFilter) {
  const res = await t.call(owner.headers, 'POST', '/reports/stock-by-medicines?pageSize=50&pageNumber=1', {
    from: day(-1),
    to: today,
    ...(level ? { level } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.pageData as { name: string }[]).map((row) => row.name);
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpClinic(t.app, 'Muc');
  other = await signUpClinic(t.app, 'Khac');
  // Alpha: 5 usable, threshold 10 — running out. Beta: only an expired lot — out of stock, and expired.
  // Gamma: 20 units expiring in 30 days (the clinic warns 90 days ahead). Delta: plenty. Epsilon: disabled, empty.
  // Zeta: never stocked — out of stock.
  await importLot((await medicine('Alpha', { lowStockThreshold: 10 })).id, day(200), 5);
  await importLot((await medicine('Beta')).id, day(-2), 3);
  await importLot((await medicine('Gamma')).id, day(30), 20);
  await importLot((await medicine('Delta', { lowStockThreshold: 5 })).id, day(300), 50);
  const epsilon = await medicine('Epsilon');
  expect(
    (await t.call(owner.headers, 'PUT', `/medicines/${epsilon.id}/set-enabled`, { enabled: false }))
      .statusCode,
  ).toBe(200);
  await medicine('Zeta');
  // Another clinic's medicine running out: never in this clinic's lists.
  await importLot(
    (await medicine('Alpha khác', { lowStockThreshold: 10 }, other.headers)).id,
    day(200),
    1,
    other.headers,
  );
}, 60_000);
afterAll(async () => t.close());

describe('stock on hand by level', () => {
  it('lists each level by the dashboard rules, and every medicine without a level', async () => {
    expect(await names('')).toEqual(['Alpha', 'Beta', 'Delta', 'Epsilon', 'Gamma', 'Zeta']);
    expect(await names(`level=${StockLevelFilter.All}`)).toEqual(await names(''));
    expect(await names(`level=${StockLevelFilter.RunningOut}`)).toEqual(['Alpha', 'Beta', 'Zeta']);
    expect(await names(`level=${StockLevelFilter.OutOfStock}`)).toEqual(['Beta', 'Zeta']);
    expect(await names(`level=${StockLevelFilter.Expiring}`)).toEqual(['Gamma']);
    expect(await names(`level=${StockLevelFilter.Expired}`)).toEqual(['Beta']);
  });

  it('holds exactly what the dashboard counts, so "see all" shows every row the block announced', async () => {
    const block = async (path: string) => {
      const res = await t.call(owner.headers, 'GET', `/dashboard/${path}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { total: number; items: { name?: string; medicineName?: string }[] };
    };
    const low = await block('low-in-stock-medicines');
    const running = await onHand(`level=${StockLevelFilter.RunningOut}`);
    expect(running.paging.totalItem).toBe(low.total);
    expect(running.pageData.map((r) => r.medicineName).sort()).toEqual(low.items.map((m) => m.name).sort());
    const near = await block('near-expiration-medicines');
    expect(await names(`level=${StockLevelFilter.Expiring}`)).toEqual([
      ...new Set(near.items.map((lot) => lot.medicineName)),
    ]);
    const expired = await block('expired-medicines');
    expect(await names(`level=${StockLevelFilter.Expired}`)).toEqual([
      ...new Set(expired.items.map((lot) => lot.medicineName)),
    ]);
  });

  it('sorts by nearest expiry (none last) or by fewest usable units, and pages the filtered list', async () => {
    expect(await names('sort=expiry')).toEqual(['Beta', 'Gamma', 'Alpha', 'Delta', 'Epsilon', 'Zeta']);
    expect(await names(`sort=level&level=${StockLevelFilter.RunningOut}`)).toEqual(['Beta', 'Zeta', 'Alpha']);
    const second = await t.call(
      owner.headers,
      'GET',
      `/stock-sheets/stock-on-hand?pageSize=1&pageNumber=2&level=${StockLevelFilter.RunningOut}`,
    );
    expect(second.json().data.paging.totalItem).toBe(3);
    expect(second.json().data.pageData.map((r: { medicineName: string }) => r.medicineName)).toEqual([
      'Beta',
    ]);
  });

  it('refuses an unknown level or order with the fields named', async () => {
    const res = await t.call(owner.headers, 'GET', '/stock-sheets/stock-on-hand?level=almost');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.map((f: { path: string }) => f.path)).toEqual(['query.level']);
    expect((await t.call(owner.headers, 'GET', '/stock-sheets/stock-on-hand?sort=price')).statusCode).toBe(
      400,
    );
  });
});

describe('report 35 by level', () => {
  it('keeps the medicines at each level on the range’s last day', async () => {
    expect(await report35()).toEqual(['Alpha', 'Beta', 'Delta', 'Gamma']);
    expect(await report35(StockLevelFilter.RunningOut)).toEqual(['Alpha', 'Beta']);
    expect(await report35(StockLevelFilter.OutOfStock)).toEqual(['Beta']);
    expect(await report35(StockLevelFilter.Expiring)).toEqual(['Gamma']);
    expect(await report35(StockLevelFilter.Expired)).toEqual(['Beta']);
  });
});
