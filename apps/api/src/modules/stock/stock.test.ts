import { randomUUID } from 'node:crypto';
import {
  ActivityEntityType,
  addDays,
  errors,
  localDate,
  MedicineLotExpiry,
  RealtimeEvent,
  StockLevel,
} from '@clinic/domain';
import type {
  MedicineLotItem,
  MedicineStockInfo,
  StockOnHandItem,
  StockSheetHistory,
  StockSheetSummary,
  StockSheetView,
} from '@clinic/domain/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, clinics, stockMoves, stockSheets } from '../../db/schema/index.js';
import { systemClock } from '../../platform/clock.js';
import type { DomainEvent } from '../../platform/events.js';
import {
  type ApiReply,
  createTestApp,
  fillClinic,
  signUpClinic,
  type TestApp,
} from '../../testing/harness.js';
import { expectLedgerBalanced } from '../../testing/ledger.js';

// Screens 26 and 27: the storekeeper imports lots from a supplier, sells and writes off units first expiry first,
// corrects a mistake with a new sheet, and reads what is on hand; every lot always equals the sum of its moves.

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpClinic>>;
let filled: Awaited<ReturnType<typeof fillClinic>>;
let other: Awaited<ReturnType<typeof signUpClinic>>;
let otherFilled: Awaited<ReturnType<typeof fillClinic>>;
const heard: DomainEvent[] = [];

const today = localDate(systemClock(), 'Asia/Ho_Chi_Minh');
const day = (n: number) => addDays(today, n);
function refused(res: ApiReply, key: keyof typeof errors) {
  expect(res.statusCode, res.body).toBe(errors[key].status);
  expect(res.json().code, res.body).toBe(errors[key].code);
}
const fieldsOf = (res: ApiReply) =>
  ((res.json().fields ?? []) as { path: string }[]).map((field) => field.path).sort();
/** POST /stock-sheets/create with its own Idempotency-Key unless one is given. */
function save(body: object, key: string | null = randomUUID(), headers = owner.headers) {
  return t.call(
    key === null ? headers : { ...headers, 'idempotency-key': key },
    'POST',
    '/stock-sheets/create',
    body,
  );
}
async function saved(body: object): Promise<StockSheetView> {
  const res = await save(body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
async function read<T>(url: string, headers = owner.headers): Promise<T> {
  const res = await t.call(headers, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

let medicineCount = 0;
async function newMedicine(extra: object = {}, headers = owner.headers) {
  medicineCount += 1;
  const res = await t.call(headers, 'POST', '/medicines', {
    name: `Amoxicillin ${medicineCount} mg`,
    unit: 'tablet',
    price: 5000,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; name: string };
}
interface LotIn {
  lotNumber: string;
  expiryDate: string;
  quantity: number;
  costPerUnit?: number;
}
const importBody = (medicineId: number, lots: LotIn[], extra: object = {}) => ({
  type: 1,
  reason: 'importNewGoods',
  items: lots.map((lot) => ({ medicineId, importPrice: 3000, costPerUnit: 3000, ...lot })),
  ...extra,
});
const exportBody = (reason: string, items: object[]) => ({ type: 2, reason, items });

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpClinic(t.app, 'Kho');
  filled = await fillClinic(t.app, owner.headers, 'Kho');
  other = await signUpClinic(t.app, 'Khac');
  otherFilled = await fillClinic(t.app, other.headers, 'Khac');
  t.app.deps.events.subscribe((event) => heard.push(event));
}, 60_000);
afterEach(async () => expectLedgerBalanced(t.app.deps.db));
afterAll(async () => t.close());

describe('importing', () => {
  it('creates the lots of a new medicine, totals on the server, logs the sheet and tells the screens', async () => {
    const medicine = await newMedicine();
    const sheet = await saved(
      importBody(
        medicine.id,
        [
          { lotNumber: 'A1', expiryDate: day(300), quantity: 10, costPerUnit: 2000 },
          { lotNumber: 'A2', expiryDate: day(400), quantity: 5 },
        ],
        { supplierId: filled.supplier.id, note: 'Nhập đầu kỳ', total: 1 },
      ),
    );
    expect(sheet).toMatchObject({
      type: 1,
      reason: 'importNewGoods',
      supplierId: filled.supplier.id,
      supplierName: 'Dược phẩm Kho',
      note: 'Nhập đầu kỳ',
      itemCount: 2,
      total: 15 * 3000,
      totalCost: 10 * 2000 + 5 * 3000,
      createdBy: owner.user.id,
    });
    expect(sheet.code).toMatch(/^PN\d{6}$/);
    expect(sheet.items.map((i) => [i.lotNumber, i.expiryDate, i.quantity, i.importPrice, i.total])).toEqual([
      ['A1', day(300), 10, 3000, 30000],
      ['A2', day(400), 5, 3000, 15000],
    ]);
    const lots = await read<MedicineLotItem[]>(`/medicines/${medicine.id}/medicine-lots`);
    expect(lots.map((lot) => [lot.lotNumber, lot.quantity, lot.costPerUnit])).toEqual([
      ['A1', 10, 2000],
      ['A2', 5, 3000],
    ]);
    const [logged] = await t.app.deps.db
      .select({ n: count() })
      .from(activityLogs)
      .where(
        and(eq(activityLogs.entityType, ActivityEntityType.StockSheet), eq(activityLogs.entityId, sheet.id)),
      );
    expect(logged?.n).toBe(1);
    expect(heard.find((e) => e.name === RealtimeEvent.StockChange && e.payload.sheetId === sheet.id)).toEqual(
      {
        clinicId: owner.user.clinicId,
        name: RealtimeEvent.StockChange,
        payload: { sheetId: sheet.id, type: 1, medicineIds: [medicine.id] },
        actorUserId: owner.user.id,
      },
    );
  });

  it('adds an existing lot number (case aside) to its lot at the average cost, and numbers sheets without gaps', async () => {
    const medicine = await newMedicine();
    const first = await saved(
      importBody(medicine.id, [
        { lotNumber: 'lot-7', expiryDate: day(200), quantity: 10, costPerUnit: 1000 },
      ]),
    );
    const second = await saved(
      importBody(medicine.id, [
        { lotNumber: 'LOT-7', expiryDate: day(200), quantity: 30, costPerUnit: 2000 },
      ]),
    );
    expect(second.items[0]!.lotId).toBe(first.items[0]!.lotId);
    expect(Number(second.code.slice(2))).toBe(Number(first.code.slice(2)) + 1);
    const [lot] = await read<MedicineLotItem[]>(`/medicines/${medicine.id}/medicine-lots`);
    // (10 × 1,000 + 30 × 2,000) / 40 = 1,750.
    expect(lot).toMatchObject({ lotNumber: 'lot-7', quantity: 40, costPerUnit: 1750 });

    const mismatch = await save(
      importBody(medicine.id, [{ lotNumber: 'Lot-7', expiryDate: day(201), quantity: 1 }]),
    );
    refused(mismatch, 'lotExpiryMismatch');
    expect(mismatch.json().message).toContain(day(200));
    expect(fieldsOf(mismatch)).toEqual(['body.items.0.expiryDate']);
  });

  it('derives the import price from the sale price less the discount: 10,000 less 12.5 % is 8,750', async () => {
    const medicine = await newMedicine();
    const sheet = await saved({
      type: 1,
      reason: 'importNewGoods',
      items: [
        {
          medicineId: medicine.id,
          lotNumber: 'D1',
          expiryDate: day(100),
          quantity: 4,
          exportPrice: 10_000,
          discountPercent: 12.5,
          costPerUnit: 8750,
        },
      ],
    });
    expect(sheet.items[0]).toMatchObject({
      importPrice: 8750,
      exportPrice: 10_000,
      discountPercent: 12.5,
      total: 35_000,
    });
    expect(sheet.total).toBe(35_000);
  });

  it('refuses a lot number repeated in one sheet, naming every repeated line, and writes nothing', async () => {
    const medicine = await newMedicine();
    const before = await t.app.deps.db.select({ n: count() }).from(stockSheets);
    const res = await save(
      importBody(medicine.id, [
        { lotNumber: 'R1', expiryDate: day(90), quantity: 1 },
        { lotNumber: 'R2', expiryDate: day(90), quantity: 1 },
        { lotNumber: 'r1', expiryDate: day(90), quantity: 1 },
      ]),
    );
    refused(res, 'lotExists');
    expect(fieldsOf(res)).toEqual(['body.items.0.lotNumber', 'body.items.2.lotNumber']);
    expect(await t.app.deps.db.select({ n: count() }).from(stockSheets)).toEqual(before);
    expect(await read<MedicineLotItem[]>(`/medicines/${medicine.id}/medicine-lots`)).toEqual([]);
  });

  it('refuses a cost per unit of 0 or over a billion at its line', async () => {
    const medicine = await newMedicine();
    for (const costPerUnit of [0, 1_000_000_001]) {
      const res = await save(
        importBody(medicine.id, [
          { lotNumber: 'C1', expiryDate: day(90), quantity: 1 },
          { lotNumber: 'C2', expiryDate: day(90), quantity: 1, costPerUnit },
        ]),
      );
      refused(res, 'schemaViolation');
      expect(fieldsOf(res)).toEqual(['body.items.1.costPerUnit']);
    }
  });

  it('refuses an unknown supplier, another clinic’s supplier or medicine, and a disabled medicine', async () => {
    const medicine = await newMedicine();
    const lots = [{ lotNumber: 'S1', expiryDate: day(90), quantity: 1 }];
    refused(await save(importBody(medicine.id, lots, { supplierId: 999_999 })), 'supplierNotFound');
    refused(
      await save(importBody(medicine.id, lots, { supplierId: otherFilled.supplier.id })),
      'supplierNotFound',
    );
    refused(await save(importBody(otherFilled.medicine.id, lots)), 'medicineNotFound');
    refused(
      await save(
        exportBody('sale', [
          { medicineId: medicine.id, quantity: 1, medicineLotId: otherFilled.medicineLot.id },
        ]),
      ),
      'lotNotFound',
    );
    const disabled = await newMedicine();
    expect(
      (await t.call(owner.headers, 'PUT', `/medicines/${disabled.id}/set-enabled`, { enabled: false }))
        .statusCode,
    ).toBe(200);
    const res = await save({
      ...importBody(medicine.id, lots),
      items: [...importBody(medicine.id, lots).items, ...importBody(disabled.id, lots).items],
    });
    refused(res, 'schemaViolation');
    expect(fieldsOf(res)).toEqual(['body.items.1.medicineId']);
  });

  it('still moves a disabled medicine’s units out (damaged, sale) and back (refund): only buying it is refused', async () => {
    const medicine = await newMedicine();
    const lots = [{ lotNumber: 'OFF1', expiryDate: day(90), quantity: 5 }];
    await saved(importBody(medicine.id, lots));
    expect(
      (await t.call(owner.headers, 'PUT', `/medicines/${medicine.id}/set-enabled`, { enabled: false }))
        .statusCode,
    ).toBe(200);
    const damaged = await saved(exportBody('damaged', [{ medicineId: medicine.id, quantity: 2 }]));
    expect(damaged.items.map((i) => i.quantity)).toEqual([2]);
    const refund = await saved({
      ...importBody(medicine.id, [{ ...lots[0]!, quantity: 1 }]),
      reason: 'refund',
    });
    expect(refund.items[0]!.lotNumber).toBe('OFF1');
    refused(await save(importBody(medicine.id, [{ ...lots[0]!, quantity: 1 }])), 'schemaViolation');
  });
});

describe('exporting', () => {
  it('takes the earliest expiry first, splits across lots, skips an expired lot unless the reason is out of date', async () => {
    const medicine = await newMedicine({ price: 6000 });
    const imported = await saved(
      importBody(medicine.id, [
        { lotNumber: 'LATE', expiryDate: day(200), quantity: 10, costPerUnit: 3000 },
        { lotNumber: 'SOON', expiryDate: day(30), quantity: 5, costPerUnit: 2000 },
        { lotNumber: 'GONE', expiryDate: day(-1), quantity: 4, costPerUnit: 1000 },
      ]),
    );
    const lotId = (n: string) => imported.items.find((i) => i.lotNumber === n)!.lotId;

    const sale = await saved(exportBody('sale', [{ medicineId: medicine.id, quantity: 8, exportPrice: 1 }]));
    expect(sale.code).toMatch(/^PX\d{6}$/);
    expect(sale.items.map((i) => [i.lotNumber, i.quantity, i.exportPrice, i.costPerUnit])).toEqual([
      ['SOON', 5, 6000, 2000],
      ['LATE', 3, 6000, 3000],
    ]);
    expect(sale).toMatchObject({ total: 8 * 6000, totalCost: 5 * 2000 + 3 * 3000 });

    // Only the 7 usable units are for sale; the 4 expired ones are not.
    const short = await save(exportBody('sale', [{ medicineId: medicine.id, quantity: 8 }]));
    refused(short, 'outOfStock');
    expect(fieldsOf(short)).toEqual(['body.items.0.quantity']);
    const named = await save(
      exportBody('sale', [{ medicineId: medicine.id, quantity: 1, medicineLotId: lotId('GONE') }]),
    );
    refused(named, 'lotExpired');
    expect(fieldsOf(named)).toEqual(['body.items.0.medicineLotId']);

    const writeOff = await saved(exportBody('outOfDate', [{ medicineId: medicine.id, quantity: 4 }]));
    expect(writeOff.items.map((i) => [i.lotNumber, i.quantity])).toEqual([['GONE', 4]]);
    const named2 = await saved(
      exportBody('damaged', [{ medicineId: medicine.id, quantity: 2, medicineLotId: lotId('LATE') }]),
    );
    expect(named2.items.map((i) => [i.lotNumber, i.quantity])).toEqual([['LATE', 2]]);
    refused(
      await save(
        exportBody('lost', [{ medicineId: medicine.id, quantity: 6, medicineLotId: lotId('LATE') }]),
      ),
      'outOfStock',
    );
    const lots = await read<MedicineLotItem[]>(`/medicines/${medicine.id}/medicine-lots`);
    expect(lots.map((lot) => [lot.lotNumber, lot.quantity])).toEqual([['LATE', 5]]);
  });

  it('refuses a lot of another medicine', async () => {
    const a = await newMedicine();
    const b = await newMedicine();
    const lot = (await saved(importBody(a.id, [{ lotNumber: 'X', expiryDate: day(60), quantity: 3 }])))
      .items[0]!.lotId;
    refused(
      await save(exportBody('sale', [{ medicineId: b.id, quantity: 1, medicineLotId: lot }])),
      'lotNotFound',
    );
  });
});

describe('the Idempotency-Key', () => {
  it('answers the first sheet to the same key and writes once; another body or no key is refused', async () => {
    const medicine = await newMedicine();
    const body = importBody(medicine.id, [{ lotNumber: 'K1', expiryDate: day(90), quantity: 7 }]);
    const key = randomUUID();
    const first = await save(body, key);
    const again = await save(body, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    const sheetId = first.json().data.id as number;
    const [moves] = await t.app.deps.db
      .select({ n: count() })
      .from(stockMoves)
      .where(eq(stockMoves.medicineId, medicine.id));
    expect(moves?.n).toBe(1);
    const [sheets] = await t.app.deps.db
      .select({ n: count() })
      .from(stockSheets)
      .where(and(eq(stockSheets.clinicId, owner.user.clinicId), sql`${stockSheets.id} >= ${sheetId}`));
    expect(sheets?.n).toBe(1);
    expect((await read<MedicineLotItem[]>(`/medicines/${medicine.id}/medicine-lots`))[0]!.quantity).toBe(7);

    refused(await save({ ...body, note: 'khác' }, key), 'idempotencyKeyReused');
    refused(await save(body, null), 'idempotencyKeyMissing');
  });
});

describe('a saved sheet is final', () => {
  it('has no route that changes it, and the database refuses to update or delete its rows', async () => {
    const medicine = await newMedicine();
    const sheet = await saved(
      importBody(medicine.id, [{ lotNumber: 'F1', expiryDate: day(90), quantity: 2 }]),
    );
    for (const method of ['PUT', 'DELETE'] as const)
      refused(
        await t.call(
          owner.headers,
          method,
          `/stock-sheets/${sheet.id}`,
          method === 'PUT' ? { note: 'x' } : undefined,
        ),
        'routeNotFound',
      );
    const db = t.app.deps.db;
    const statements = [
      sql`update stock_sheets set note = 'sửa' where id = ${sheet.id}`,
      sql`delete from stock_sheets where id = ${sheet.id}`,
      sql`update stock_sheet_items set quantity = 1 where sheet_id = ${sheet.id}`,
      sql`delete from stock_sheet_items where sheet_id = ${sheet.id}`,
      sql`update stock_moves set quantity = 1 where sheet_id = ${sheet.id}`,
      sql`delete from stock_moves where sheet_id = ${sheet.id}`,
    ];
    // drizzle wraps the database's refusal: its cause carries the trigger's message.
    for (const statement of statements)
      await expect(db.execute(statement)).rejects.toMatchObject({
        cause: { message: expect.stringMatching(/are final/) },
      });
    expect((await read<StockSheetView>(`/stock-sheets/${sheet.id}`)).items[0]!.quantity).toBe(2);
  });
});

describe('reading stock', () => {
  it('answers on hand, usable, expired, value, nearest expiry and level, with the clinic’s near-expiry days', async () => {
    const medicine = await newMedicine({ name: 'Vitamin Đặc Biệt C', lowStockThreshold: 10 });
    await saved(
      importBody(medicine.id, [
        { lotNumber: 'N1', expiryDate: day(40), quantity: 6, costPerUnit: 1000 },
        { lotNumber: 'N2', expiryDate: day(-3), quantity: 2, costPerUnit: 500 },
        { lotNumber: 'N3', expiryDate: day(120), quantity: 5, costPerUnit: 2000 },
      ]),
    );
    const row = async () => {
      const res = await read<{ pageData: StockOnHandItem[]; paging: { totalItem: number } }>(
        '/stock-sheets/stock-on-hand?keyword=vitamin%20dac%20biet&pageSize=10&pageNumber=1',
      );
      expect(res.paging.totalItem).toBe(1);
      return res.pageData[0]!;
    };
    expect(await row()).toMatchObject({
      medicineId: medicine.id,
      onHand: 13,
      usable: 11,
      expiredQuantity: 2,
      valueAtCost: 6000 + 1000 + 10_000,
      nearestExpiry: day(-3),
      expiryState: MedicineLotExpiry.Expired,
      lowStockThreshold: 10,
      stockLevel: StockLevel.InStock,
    });
    await saved(exportBody('outOfDate', [{ medicineId: medicine.id, quantity: 2 }]));
    await saved(exportBody('sale', [{ medicineId: medicine.id, quantity: 1 }]));
    expect(await row()).toMatchObject({
      onHand: 10,
      usable: 10,
      expiredQuantity: 0,
      nearestExpiry: day(40),
      expiryState: MedicineLotExpiry.NearExpiration,
      stockLevel: StockLevel.LowInStock,
    });
    // 40 days out is near expiry within the default 90 days, not within 30.
    await t.app.deps.db
      .update(clinics)
      .set({ nearExpiryDays: 30 })
      .where(eq(clinics.id, owner.user.clinicId));
    expect((await row()).expiryState).toBe(MedicineLotExpiry.InDate);
    const info = await read<MedicineStockInfo>(`/medicines/${medicine.id}/stock-info`);
    expect(info).toMatchObject({
      onHand: 10,
      usable: 10,
      valueAtCost: 5000 + 10_000,
      stockLevel: StockLevel.LowInStock,
      nearExpiryDays: 30,
    });
    expect(info.lots.map((lot) => [lot.lotNumber, lot.quantity, lot.expiryState])).toEqual([
      ['N1', 5, MedicineLotExpiry.InDate],
      ['N3', 5, MedicineLotExpiry.InDate],
    ]);
    expect(info.moves.map((move) => [move.lotNumber, move.quantity, move.reason])).toEqual([
      ['N1', -1, 'sale'],
      ['N2', -2, 'outOfDate'],
      ['N3', 5, 'importNewGoods'],
      ['N2', 2, 'importNewGoods'],
      ['N1', 6, 'importNewGoods'],
    ]);
    await t.app.deps.db
      .update(clinics)
      .set({ nearExpiryDays: 90 })
      .where(eq(clinics.id, owner.user.clinicId));
  });

  it('finds sheets by type, reason, supplier, day and code, and shows a correction in the history', async () => {
    const medicine = await newMedicine();
    const bought = await saved(
      importBody(medicine.id, [{ lotNumber: 'H1', expiryDate: day(90), quantity: 9 }], {
        supplierId: filled.supplier.id,
      }),
    );
    const damaged = await saved({
      ...exportBody('damaged', [{ medicineId: medicine.id, quantity: 2 }]),
      refSheetId: bought.id,
      note: 'Vỡ khi nhận hàng',
    });
    const search = async (filter: object) => {
      const res = await t.call(
        owner.headers,
        'POST',
        '/stock-sheets/search?pageSize=50&pageNumber=1',
        filter,
      );
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data.pageData as StockSheetSummary[]).map((s) => s.id);
    };
    expect((await search({})).slice(0, 2)).toEqual([damaged.id, bought.id]);
    expect(await search({ code: damaged.code })).toEqual([damaged.id]);
    expect(await search({ type: 2, reason: 'damaged', from: today, to: today })).toContain(damaged.id);
    expect(await search({ type: 1, reason: 'damaged' })).toEqual([]);
    expect(await search({ supplierId: filled.supplier.id })).toContain(bought.id);
    expect(await search({ supplierId: filled.supplier.id })).not.toContain(damaged.id);
    expect(await search({ to: day(-1) })).not.toContain(bought.id);

    const history = await read<StockSheetHistory>(`/stock-sheets/${bought.id}/history`);
    expect(history.moves.map((m) => [m.lotNumber, m.quantity, m.sheetCode])).toEqual([
      ['H1', 9, bought.code],
    ]);
    expect(history.referringSheets.map((s) => [s.id, s.refSheetCode, s.note])).toEqual([
      [damaged.id, bought.code, 'Vỡ khi nhận hàng'],
    ]);
    const view = await read<StockSheetView>(`/stock-sheets/${damaged.id}`);
    expect(view).toMatchObject({ refSheetId: bought.id, refSheetCode: bought.code, itemCount: 1 });
  });

  it('keeps each clinic to its own stock', async () => {
    const onHand = await read<{ pageData: StockOnHandItem[] }>(
      '/stock-sheets/stock-on-hand?pageSize=100&pageNumber=1',
      other.headers,
    );
    expect(onHand.pageData.map((row) => [row.medicineId, row.onHand])).toEqual([
      [otherFilled.medicine.id, 100],
    ]);
    const sheets = await t.call(other.headers, 'POST', '/stock-sheets/search?pageSize=100&pageNumber=1', {});
    expect((sheets.json().data.pageData as StockSheetSummary[]).map((s) => s.id)).toEqual([
      otherFilled.stockSheet.id,
    ]);
    refused(
      await t.call(other.headers, 'GET', `/stock-sheets/${filled.stockSheet.id}`),
      'stockSheetNotFound',
    );
    refused(
      await t.call(other.headers, 'GET', `/medicines/${filled.medicine.id}/stock-info`),
      'medicineNotFound',
    );
  });
});

describe('what stock keeps in use', () => {
  it('keeps a medicine with lots and a supplier named on a sheet from being deleted', async () => {
    const medicine = await newMedicine();
    const supplier = (
      await t.call(owner.headers, 'POST', '/suppliers', { name: 'Công ty Dược Sài Gòn' })
    ).json().data as {
      id: number;
    };
    await saved(
      importBody(medicine.id, [{ lotNumber: 'U1', expiryDate: day(90), quantity: 1 }], {
        supplierId: supplier.id,
      }),
    );
    refused(await t.call(owner.headers, 'DELETE', `/medicines/${medicine.id}`), 'inUse');
    refused(await t.call(owner.headers, 'DELETE', `/suppliers/${supplier.id}`), 'inUse');
    const unused = await newMedicine();
    expect((await t.call(owner.headers, 'DELETE', `/medicines/${unused.id}`)).statusCode).toBe(200);
  });
});
