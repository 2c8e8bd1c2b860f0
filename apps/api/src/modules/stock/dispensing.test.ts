import { randomUUID } from 'node:crypto';
import { AppError, AppointmentStatus, addDays, localDate } from '@clinic/domain';
import type { MedicineLotItem, StockSheetView } from '@clinic/domain/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema/index.js';
import { systemClock } from '../../platform/clock.js';
import { inTransaction } from '../../platform/tx.js';
import { createTestApp, fillClinic, signUpClinic, type TestApp } from '../../testing/harness.js';
import { expectLedgerBalanced } from '../../testing/ledger.js';
import { stockUp } from '../../testing/stock.js';
import { dispensePrescription, returnDispensed } from './stock.service.js';

// Billing's hooks into stock: a paid prescription leaves the stock first expiry first, inside the payment's own
// transaction, and a cancelled payment brings the very same units back into the very same lots.

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpClinic>>;
let filled: Awaited<ReturnType<typeof fillClinic>>;
const today = localDate(systemClock(), 'Asia/Ho_Chi_Minh');

const post = async (url: string, payload: object, headers: Record<string, string> = owner.headers) => {
  const res = await t.app.inject({ method: 'POST', url: `/api${url}`, headers, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const lotsOf = async (medicineId: number) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/medicines/${medicineId}/medicine-lots`,
    headers: owner.headers,
  });
  return (res.json().data as MedicineLotItem[]).map((lot) => [lot.lotNumber, lot.quantity]);
};
/** As billing calls the hooks: in a transaction of the clinic's owner. */
const asBilling = <T>(work: Parameters<typeof inTransaction<T>>[2]) =>
  inTransaction(t.app.deps, { clinicId: owner.user.clinicId, userId: owner.user.id }, work);

/** A prescription of 9 units of `a` and 2 of `b` on a visit in progress. */
async function prescription(a: number, b: number) {
  const patient = await post('/clinic-patients', {
    fullName: 'Bệnh nhân cấp thuốc',
    gender: 1,
    phone: '0987654321',
  });
  const visit = await post('/clinic-appointments/create', {
    clinicPatientId: patient.id,
    doctorId: filled.doctor.id,
    locationId: filled.location.id,
    notReserved: true,
  });
  await t.app.deps.db
    .update(appointments)
    .set({ status: AppointmentStatus.InProgress })
    .where(eq(appointments.id, visit.id));
  const line = (medicineId: number, quantity: number) => ({
    medicineId,
    quantity,
    unit: 'tablet',
    morning: 1,
  });
  return (await post('/prescriptions', { appointmentId: visit.id, items: [line(a, 9), line(b, 2)] }))
    .id as number;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpClinic(t.app, 'Capthuoc');
  filled = await fillClinic(t.app, owner.headers, 'Capthuoc');
}, 60_000);
afterEach(async () => expectLedgerBalanced(t.app.deps.db));
afterAll(async () => t.close());

describe('dispensing a paid prescription', () => {
  it('exports it first expiry first on one sale sheet, and gives the same units back to the same lots once', async () => {
    const a = await post('/medicines', { name: 'Omeprazol 20mg', unit: 'tablet', price: 2500 });
    const b = await post('/medicines', { name: 'Loratadin 10mg', unit: 'tablet', price: 1200 });
    const headers = { ...owner.headers, 'idempotency-key': randomUUID() };
    await post(
      '/stock-sheets/create',
      {
        type: 1,
        reason: 'importNewGoods',
        items: [
          {
            medicineId: a.id,
            lotNumber: 'OM-1',
            expiryDate: addDays(today, 20),
            quantity: 4,
            importPrice: 1500,
            costPerUnit: 1500,
          },
          {
            medicineId: a.id,
            lotNumber: 'OM-2',
            expiryDate: addDays(today, 300),
            quantity: 10,
            importPrice: 1800,
            costPerUnit: 1800,
          },
          {
            medicineId: b.id,
            lotNumber: 'LO-1',
            expiryDate: addDays(today, 100),
            quantity: 2,
            importPrice: 700,
            costPerUnit: 700,
          },
        ],
      },
      headers,
    );
    const prescriptionId = await prescription(a.id, b.id);
    // The library's price changes after prescribing: the sale keeps the prescription's (what is billed).
    const repriced = await t.app.inject({
      method: 'PUT',
      url: `/api/medicines/${a.id}`,
      headers: owner.headers,
      payload: { name: 'Omeprazol 20mg', unit: 'tablet', price: 3000 },
    });
    expect(repriced.statusCode, repriced.body).toBe(200);

    const sale = await asBilling((tx) => dispensePrescription(tx, { prescriptionId, invoiceId: 77 }));
    expect(sale).toMatchObject({
      type: 2,
      reason: 'sale',
      prescriptionId,
      invoiceId: 77,
      total: 9 * 2500 + 2 * 1200,
    });
    expect(sale.items.map((i) => [i.lotNumber, i.quantity, i.exportPrice])).toEqual([
      ['OM-1', 4, 2500],
      ['OM-2', 5, 2500],
      ['LO-1', 2, 1200],
    ]);
    expect(await lotsOf(a.id)).toEqual([['OM-2', 5]]);
    expect(await lotsOf(b.id)).toEqual([]);

    const refund: StockSheetView = await asBilling((tx) => returnDispensed(tx, { saleSheetId: sale.id }));
    expect(refund).toMatchObject({
      type: 1,
      reason: 'refund',
      refSheetId: sale.id,
      invoiceId: 77,
      prescriptionId,
    });
    expect(refund.items.map((i) => [i.lotNumber, i.quantity, i.costPerUnit])).toEqual([
      ['OM-1', 4, 1500],
      ['OM-2', 5, 1800],
      ['LO-1', 2, 700],
    ]);
    expect(await lotsOf(a.id)).toEqual([
      ['OM-1', 4],
      ['OM-2', 10],
    ]);
    expect(await lotsOf(b.id)).toEqual([['LO-1', 2]]);
    await expect(asBilling((tx) => returnDispensed(tx, { saleSheetId: sale.id }))).rejects.toMatchObject({
      key: 'workflowNotAllowed',
    });
  });

  it('refuses a prescription the stock cannot cover, and leaves every lot as it was', async () => {
    const a = await post('/medicines', { name: 'Cetirizin 10mg', unit: 'tablet', price: 900 });
    const b = await post('/medicines', { name: 'Vitamin B1', unit: 'tablet', price: 300 });
    await post(
      '/stock-sheets/create',
      {
        type: 1,
        reason: 'importNewGoods',
        items: [
          {
            medicineId: a.id,
            lotNumber: 'CE-1',
            expiryDate: addDays(today, 90),
            quantity: 50,
            importPrice: 500,
            costPerUnit: 500,
          },
        ],
      },
      { ...owner.headers, 'idempotency-key': randomUUID() },
    );
    // Vitamin B1 is there when prescribed, and thrown away before it is dispensed.
    await stockUp(t.app, owner.headers, [b.id], 2);
    const prescriptionId = await prescription(a.id, b.id);
    await post(
      '/stock-sheets/create',
      { type: 2, reason: 'damaged', items: [{ medicineId: b.id, quantity: 2 }] },
      { ...owner.headers, 'idempotency-key': randomUUID() },
    );
    const refused = await asBilling((tx) => dispensePrescription(tx, { prescriptionId })).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      key: 'outOfStock',
      params: { name: 'Vitamin B1', quantity: '2', usable: '0' },
    });
    expect(await lotsOf(a.id)).toEqual([['CE-1', 50]]);
  });
});
