import { randomUUID } from 'node:crypto';
import { addDays, instantOfLocal, MedicineLotExpiry, PermissionLevel, ScreenId } from '@clinic/domain';
import type { ReportAnswer } from '@clinic/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isTransactionControl } from '../../db/statements.js';
import { addStaffMember, createTestApp, signUpClinic, type TestApp } from '../../testing/harness.js';
import { expectLedgerBalanced } from '../../testing/ledger.js';

// Screens 35 and 36: a week of a clinic's stock. Lots come in on the 1st, a sale takes 30 units at the very
// first instant of the 3rd, the patient brings 10 back on the 4th, 5 more leave a minute before midnight on the
// 5th, and the next delivery lands at midnight on the 6th. The storekeeper reads the 3rd to the 5th.

const HCM = 'Asia/Ho_Chi_Minh';
const at = (day: string, time: string) => instantOfLocal(day, time, HCM);
const FROM = '2026-05-03';
const TO = '2026-05-05';

let now = at('2026-05-01', '09:00');
let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpClinic>>;
const med = { amox: 0, para: 0, vitc: 0, zinc: 0, probio: 0 };
const lot = { l1: 0, l2: 0, l3: 0 };
let locationId = 0;
async function ok<T = { id: number }>(method: 'GET' | 'POST', url: string, payload?: object): Promise<T> {
  const res = await t.call(owner.headers, method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json().data;
}
/** A stock sheet saved at `instant` (the app's clock stamps its moves). */
async function sheet(instant: Date, body: object) {
  now = instant;
  const res = await t.call(
    {
      ...owner.headers,
      'idempotency-key': randomUUID(),
    },
    'POST',
    '/stock-sheets/create',
    body,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number };
}
const medicine = async (name: string) =>
  (await ok('POST', '/medicines', { name, unit: 'tablet', price: 5000 })).id;
const importLine = (
  medicineId: number,
  lotNumber: string,
  expiryDate: string,
  quantity: number,
  cost: number,
) => ({
  medicineId,
  lotNumber,
  expiryDate,
  quantity,
  importPrice: cost,
  costPerUnit: cost,
});
const lotsOf = async (medicineId: number) =>
  ok<{ id: number; lotNumber: string; quantity: number }[]>('GET', `/medicines/${medicineId}/medicine-lots`);

type ByMedicine = ReportAnswer<'stockByMedicines'>;
type ByLot = ReportAnswer<'stockByMedicineLots'>;
async function report<T>(url: string, body: object, query = '', headers = owner.headers): Promise<T> {
  const res = await t.call(headers, 'POST', `/reports/${url}${query}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const byMedicine = (body: object = {}, query = '') =>
  report<ByMedicine>('stock-by-medicines', { from: FROM, to: TO, ...body }, query);
const byLot = (body: object = {}, query = '') =>
  report<ByLot>('stock-by-medicine-lot-report', { from: FROM, to: TO, ...body }, query);

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  owner = await signUpClinic(t.app, 'Kho');
  locationId = (await ok('POST', '/locations', { name: 'Cơ sở A', address: '1 Lê Lợi', provinceId: 58 })).id;
  med.amox = await medicine('Amoxicillin 500mg');
  med.para = await medicine('Paracetamol 500mg');
  med.vitc = await medicine('Vitamin C'); // Never stocked: left out.
  med.zinc = await medicine('Kẽm gluconat'); // First delivered after the range: left out.
  med.probio = await medicine('Men vi sinh'); // In and out before the range: left out.

  await sheet(at('2026-05-01', '09:00'), {
    type: 1,
    reason: 'importNewGoods',
    items: [
      importLine(med.amox, 'AM-1', '2027-01-01', 100, 1000),
      importLine(med.amox, 'AM-2', '2026-05-20', 50, 1200),
      importLine(med.para, 'PA-1', '2026-05-04', 20, 500),
      importLine(med.probio, 'MV-1', '2026-12-01', 8, 700),
    ],
  });
  const lots = [...(await lotsOf(med.amox)), ...(await lotsOf(med.para))];
  const idOf = (n: string) => lots.find((l) => l.lotNumber === n)!.id;
  lot.l1 = idOf('AM-1');
  lot.l2 = idOf('AM-2');
  lot.l3 = idOf('PA-1');
  await sheet(at('2026-05-02', '15:00'), {
    type: 2,
    reason: 'damaged',
    items: [{ medicineId: med.probio, quantity: 8 }],
  });
  const sale = await sheet(at(FROM, '00:00'), {
    type: 2,
    reason: 'sale',
    items: [{ medicineId: med.amox, quantity: 30, medicineLotId: lot.l2 }],
  });
  await sheet(at('2026-05-04', '10:00'), {
    type: 1,
    reason: 'refund',
    refSheetId: sale.id,
    items: [importLine(med.amox, 'AM-2', '2026-05-20', 10, 1200)],
  });
  await sheet(at(TO, '23:59'), {
    type: 2,
    reason: 'sale',
    items: [{ medicineId: med.amox, quantity: 5, medicineLotId: lot.l1 }],
  });
  await sheet(at('2026-05-06', '00:00'), {
    type: 1,
    reason: 'importNewGoods',
    items: [
      importLine(med.zinc, 'KE-1', '2027-06-01', 40, 300),
      importLine(med.amox, 'AM-1', '2027-01-01', 20, 1000),
    ],
  });
  now = at('2026-05-07', '09:00');
  await expectLedgerBalanced(t.app.deps.db);
}, 60_000);
afterAll(async () => t.close());

const { InDate, NearExpiration, Expired } = MedicineLotExpiry;
// Worked by hand. AM-2: 50 before the 3rd, 30 sold at 00:00 on the 3rd, 10 back: 30 left at 1,200 đ. AM-1: 100
// before, 5 out at 23:59 on the 5th (the 20 of the 6th are after the range): 95 at 1,000 đ. PA-1: 20 at 500 đ,
// untouched, expired on the 5th (its last day was the 4th). AM-2 expires within the 90 days: near expiry.
const am2 = { opening: 50, imported: 10, exported: 30, closing: 30, closingValue: 36_000 };
const am1 = { opening: 100, imported: 0, exported: 5, closing: 95, closingValue: 95_000 };
const pa1 = { opening: 20, imported: 0, exported: 0, closing: 20, closingValue: 10_000 };
const allUnits = { opening: 170, imported: 10, exported: 35, closing: 145, closingValue: 141_000 };

describe('POST /reports/stock-by-medicine-lot-report', () => {
  it('answers each lot’s opening, in, out, closing and value, by medicine name then expiry', async () => {
    const answer = await byLot();
    expect(answer.pageData).toEqual([
      {
        medicineId: med.amox,
        medicineName: 'Amoxicillin 500mg',
        unit: 'tablet',
        lotId: lot.l2,
        lotNumber: 'AM-2',
        expiryDate: '2026-05-20',
        expiryState: NearExpiration,
        costPerUnit: 1200,
        ...am2,
      },
      {
        medicineId: med.amox,
        medicineName: 'Amoxicillin 500mg',
        unit: 'tablet',
        lotId: lot.l1,
        lotNumber: 'AM-1',
        expiryDate: '2027-01-01',
        expiryState: InDate,
        costPerUnit: 1000,
        ...am1,
      },
      {
        medicineId: med.para,
        medicineName: 'Paracetamol 500mg',
        unit: 'tablet',
        lotId: lot.l3,
        lotNumber: 'PA-1',
        expiryDate: '2026-05-04',
        expiryState: Expired,
        costPerUnit: 500,
        ...pa1,
      },
    ]);
    expect(answer.totals).toEqual(allUnits);
    expect(answer.paging.totalItem).toBe(3);
  });

  it('filters by expiry state and medicine', async () => {
    const risky = await byLot({ expiryStates: [Expired, NearExpiration] });
    expect(risky.pageData.map((r) => r.lotNumber)).toEqual(['AM-2', 'PA-1']);
    expect(risky.totals).toEqual({
      opening: 70,
      imported: 10,
      exported: 30,
      closing: 50,
      closingValue: 46_000,
    });
    expect((await byLot({ medicineIds: [med.para] })).pageData.map((r) => r.lotNumber)).toEqual(['PA-1']);
  });

  it('closes on today’s units of each lot when the range ends today', async () => {
    const answer = await byLot({ from: '2026-05-01', to: '2026-05-07' });
    const onHand = [...(await lotsOf(med.amox)), ...(await lotsOf(med.para)), ...(await lotsOf(med.zinc))];
    expect(answer.pageData.map((r) => [r.lotNumber, r.closing]).sort()).toEqual(
      onHand
        .map((l) => [l.lotNumber, l.quantity])
        .concat([['MV-1', 0]])
        .sort(),
    );
    // Men vi sinh came and went inside the range: its lot shows, at 0.
    expect(answer.pageData.find((r) => r.lotNumber === 'MV-1')).toMatchObject({
      opening: 0,
      imported: 8,
      exported: 8,
    });
  });

  it('judges expiry today when the range ends later: a lot still sold today is not expired yet', async () => {
    // AM-2 expires on 20/05; the month ends on 31/05, but its closing units are today's (07/05).
    const month = await byLot({ from: '2026-05-01', to: '2026-05-31', medicineIds: [med.amox] });
    expect(month.pageData.find((r) => r.lotNumber === 'AM-2')?.expiryState).toBe(NearExpiration);
    const expired = await byLot({ from: '2026-05-01', to: '2026-05-31', expiryStates: [Expired] });
    expect(expired.pageData.map((r) => r.lotNumber)).toEqual(['PA-1']);
  });

  it('has the same totals on every page, adding up to the pages', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((n) => byLot({}, `?pageSize=1&pageNumber=${n}`)));
    expect(pages.map((p) => p.pageData.length)).toEqual([1, 1, 1, 0]);
    for (const p of pages) expect(p.totals).toEqual(allUnits);
    const summed = { opening: 0, imported: 0, exported: 0, closing: 0, closingValue: 0 };
    for (const row of pages.flatMap((p) => p.pageData))
      for (const key of Object.keys(summed) as (keyof typeof summed)[]) summed[key] += row[key];
    expect(summed).toEqual(allUnits);
  });
});

describe('POST /reports/stock-by-medicines', () => {
  it('adds each medicine’s lots up, leaving out the ones with no stock and no move', async () => {
    const answer = await byMedicine();
    expect(answer.pageData).toEqual([
      {
        medicineId: med.amox,
        name: 'Amoxicillin 500mg',
        unit: 'tablet',
        opening: 150,
        imported: 10,
        exported: 35,
        closing: 125,
        closingValue: 131_000,
      },
      { medicineId: med.para, name: 'Paracetamol 500mg', unit: 'tablet', ...pa1 },
    ]);
    expect(answer.totals).toEqual(allUnits);
  });

  it('is the clinic’s stock: a location or doctor in the filter narrows nothing', async () => {
    const narrowed = await byMedicine({ locationIds: [locationId] });
    expect(narrowed).toEqual(await byMedicine());
  });

  it('pages with whole-range totals, also past the last page', async () => {
    const [first, second, past] = await Promise.all(
      [1, 2, 3].map((n) => byMedicine({}, `?pageSize=1&pageNumber=${n}`)),
    );
    expect([first!.pageData[0]!.name, second!.pageData[0]!.name, past!.pageData]).toEqual([
      'Amoxicillin 500mg',
      'Paracetamol 500mg',
      [],
    ]);
    for (const p of [first!, second!, past!]) {
      expect(p.totals).toEqual(allUnits);
      expect(p.paging.totalItem).toBe(2);
    }
  });

  it('covers at most 366 days and needs its own screen', async () => {
    const from = '2025-05-05';
    expect(
      (await t.call(owner.headers, 'POST', '/reports/stock-by-medicines', { from, to: addDays(from, 365) }))
        .statusCode,
    ).toBe(200);
    const tooLong = await t.call(owner.headers, 'POST', '/reports/stock-by-medicines', {
      from,
      to: addDays(from, 366),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields).toEqual([
      expect.objectContaining({ path: 'body.to', messageId: 'formError.reportRange' }),
    ]);

    const keeper = await addStaffMember(t.app, owner.user.clinicId, {
      screens: { [ScreenId.StockByMedicine]: PermissionLevel.Read },
    });
    const body = { from: FROM, to: TO };
    expect((await t.call(keeper.headers, 'POST', '/reports/stock-by-medicines', body)).statusCode).toBe(200);
    expect(
      (await t.call(keeper.headers, 'POST', '/reports/stock-by-medicine-lot-report', body)).statusCode,
    ).toBe(403);
  });

  it('costs the owner at most 3 statements each', async () => {
    for (const url of ['stock-by-medicines', 'stock-by-medicine-lot-report']) {
      await report(url, { from: FROM, to: TO }); // The session cache warms up.
      const sent: string[] = [];
      const stop = t.database.statements.listen((sql) => sent.push(sql));
      try {
        await report(url, { from: FROM, to: TO });
      } finally {
        stop();
      }
      expect(sent.filter((sql) => !isTransactionControl(sql)).length, url).toBeLessThanOrEqual(3);
    }
  });
});
