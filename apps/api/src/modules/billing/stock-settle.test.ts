import { ActivityAction, ActivityEntityType, AppointmentStatus, errors } from '@clinic/domain';
import type { InvoiceView } from '@clinic/domain/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, appointments } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/harness.js';
import { type BillingClinic, billingClinic } from './billing.fixture.js';

// The stock is settled before the patient reaches the till. First the doctor prescribes more Paracetamol than the
// clinic holds and is refused with the medicine and the numbers; the doctor then chooses per line (reduce, buy
// outside, written only). Then the stock moves after the exam, the cashier sees the shortfall on the invoice,
// cannot take the money, reduces or removes the line (logged), and the payment goes through.

let t: TestApp;
let c: BillingClinic;
beforeAll(async () => {
  t = await createTestApp();
  c = await billingClinic(t, 'Settle');
}, 60_000);
afterAll(async () => t.close());

type Res = { statusCode: number; json(): Record<string, unknown> };
const expectError = (res: Res, key: keyof typeof errors) => {
  expect(res.json().code, JSON.stringify(res.json())).toBe(errors[key].code);
  expect(res.statusCode).toBe(errors[key].status);
};
const line = (medicineId: number, quantity: number, supply?: string) => ({
  medicineId,
  quantity,
  unit: 'tablet',
  morning: 1,
  ...(supply ? { supply } : {}),
});
const save = (appointmentId: number, items: object[]) =>
  c.call('POST', '/prescriptions', { appointmentId, items });
/** The units of a medicine in unexpired lots now. */
const usableOf = async (medicineId: number) =>
  (
    (await c.ok('POST', '/medicines/check-stock-quantity', { items: [{ medicineId, quantity: 1 }] })) as {
      onHand: number;
    }[]
  )[0]!.onHand;
/** Takes `quantity` units of a medicine out of the stock (damaged), as a storekeeper would after the exam. */
const throwAway = async (medicineId: number, quantity: number) => {
  const res = await c.callOnce('POST', '/stock-sheets/create', {
    type: 2,
    reason: 'damaged',
    items: [{ medicineId, quantity }],
  });
  expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
};

describe('the doctor settles the prescription against the stock', () => {
  it('refuses a save asking more than the usable stock, naming each medicine, the units asked and usable', async () => {
    // 30 usable Paracetamol and 5 expired Amoxicillin units (expired units are not usable).
    const para = await c.medicine('Paracetamol 500mg', 1000, [{ lot: 'P1', days: 200, quantity: 30 }]);
    const amox = await c.medicine('Amoxicillin 500mg', 3000, [{ lot: 'A1', days: -1, quantity: 5 }]);
    const vit = await c.medicine('Vitamin C', 500, [{ lot: 'V1', days: 200, quantity: 100 }]);
    const visit = await c.visit();

    const refused = await save(visit, [line(vit, 10), line(para, 40), line(amox, 2)]);
    expectError(refused, 'prescriptionStockShort');
    const body = refused.json() as { message: string; shortages: unknown[] };
    expect(body.message).toContain('Paracetamol 500mg 40 / 30');
    expect(body.message).toContain('Amoxicillin 500mg 2 / 0');
    expect(body.shortages).toEqual([
      { index: 1, medicineId: para, name: 'Paracetamol 500mg', quantity: 40, usable: 30 },
      { index: 2, medicineId: amox, name: 'Amoxicillin 500mg', quantity: 2, usable: 0 },
    ]);
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/prescriptions?lang=en',
      headers: c.owner.headers,
      payload: { appointmentId: visit, items: [line(para, 40)] },
    });
    expect(english.json().message).toBe(
      'Not enough usable stock (prescribed / usable): Paracetamol 500mg 40 / 30. Choose for each medicine: reduce, replace, the patient buys it outside, or written only.',
    );
    // Nothing was written.
    expect((await c.ok('GET', `/clinic-appointments/${visit}/prescription`)) as unknown).toBeNull();
  });

  it('stores each choice: reduced is billed as reduced, outside and written only are printed but not billed', async () => {
    const para = await c.medicine('Paracetamol 650', 1000, [{ lot: 'P2', days: 200, quantity: 30 }]);
    const amox = await c.medicine('Amoxicillin 250', 3000, []);
    const cef = await c.medicine('Cefuroxim 500', 8000, []);
    const visit = await c.visit();

    // A reduced line must fit too: reduced to 35 of 30 is refused again.
    expectError(await save(visit, [line(para, 35, 'reduced')]), 'prescriptionStockShort');
    const saved = await save(visit, [
      line(para, 30, 'reduced'),
      line(amox, 10, 'outside'),
      line(cef, 6, 'written'),
    ]);
    expect(saved.statusCode, JSON.stringify(saved.json())).toBe(200);
    const prescription = (saved.json() as { data: { items: object[]; total: number } }).data;
    expect(prescription.items.map((i) => (i as { supply: string }).supply)).toEqual([
      'reduced',
      'outside',
      'written',
    ]);
    expect(prescription.total).toBe(30_000);

    // Finishing checks the stock again: it still fits, the exam finishes.
    const finished = await c.call('PUT', `/clinic-appointments/${visit}/finish-exam`);
    expect(finished.statusCode, JSON.stringify(finished.json())).toBe(200);
    const invoice = await c.startBilling(visit);
    expect(invoice.items.map((i) => [i.name, i.quantity])).toEqual([['Paracetamol 650', 30]]);
    expect(invoice.shortages).toEqual([]);
    const paid = await c.pay(invoice.id, { paymentMethod: 1, total: invoice.total });
    expect(paid.statusCode, JSON.stringify(paid.json())).toBe(200);
    // Only the dispensed line left the stock.
    expect(await usableOf(para)).toBe(0);
  });

  it('refuses finishing the exam when the stock moved after the save, naming the line', async () => {
    const para = await c.medicine('Paracetamol 80', 1000, [{ lot: 'P3', days: 200, quantity: 30 }]);
    const visit = await c.visit();
    expect((await save(visit, [line(para, 20)])).statusCode).toBe(200);
    await throwAway(para, 15);
    const refused = await c.call('PUT', `/clinic-appointments/${visit}/finish-exam`);
    expectError(refused, 'prescriptionStockShort');
    expect(refused.json().message).toContain('Paracetamol 80 20 / 15');
    const [row] = await t.app.deps.db.select().from(appointments).where(eq(appointments.id, visit));
    expect(row!.status).toBe(AppointmentStatus.InProgress);
    // The doctor marks it bought outside: the exam finishes, nothing is billed for it.
    expect((await save(visit, [line(para, 20, 'outside')])).statusCode).toBe(200);
    expect((await c.call('PUT', `/clinic-appointments/${visit}/finish-exam`)).statusCode).toBe(200);
  });
});

describe('the cashier settles what the stock lost after the exam', () => {
  const invoiceOf = (id: number) => c.ok('GET', `/invoices/${id}`) as Promise<InvoiceView>;

  it('shows the shortfall per line, refuses the payment, reduces the line (logged) and then takes the money', async () => {
    const para = await c.medicine('Paracetamol Till', 1000, [{ lot: 'PT', days: 200, quantity: 40 }]);
    const vit = await c.medicine('Vitamin Till', 500, [{ lot: 'VT', days: 200, quantity: 50 }]);
    const visit = await c.visit();
    expect((await save(visit, [line(para, 40), line(vit, 10)])).statusCode).toBe(200);
    const started = await c.startBilling(visit);
    expect(started.shortages).toEqual([]);

    await throwAway(para, 10);
    const short = await invoiceOf(started.id);
    const paraLine = short.items.find((i) => i.medicineId === para)!;
    expect(short.shortages).toEqual([
      { source: paraLine.source, medicineId: para, name: 'Paracetamol Till', quantity: 40, usable: 30 },
    ]);

    // Neither cash nor a transfer starts while the line is short.
    const cash = await c.pay(started.id, { paymentMethod: 1, total: short.total });
    expectError(cash, 'invoiceStockShort');
    expect(cash.json().message).toContain('Paracetamol Till 40 / 30');
    expectError(await c.pay(started.id, { paymentMethod: 2, total: short.total }), 'invoiceStockShort');

    // Reducing to more than billed, or a line that is not a medicine's, is refused.
    expectError(
      await c.call('PUT', `/invoices/${started.id}/medicine-line`, { source: paraLine.source, quantity: 40 }),
      'invoiceLineNotReducible',
    );
    const reduced = await c.ok('PUT', `/invoices/${started.id}/medicine-line`, {
      source: paraLine.source,
      quantity: 30,
    });
    expect(reduced.items.map((i: { name: string; quantity: number }) => [i.name, i.quantity])).toEqual([
      ['Paracetamol Till', 30],
      ['Vitamin Till', 10],
    ]);
    expect(reduced.total).toBe(35_000);
    expect(reduced.shortages).toEqual([]);
    const [logged] = await t.app.deps.db
      .select()
      .from(activityLogs)
      .where(
        and(
          eq(activityLogs.entityType, ActivityEntityType.Invoice),
          eq(activityLogs.entityId, started.id),
          eq(activityLogs.action, ActivityAction.Update),
        ),
      )
      .orderBy(desc(activityLogs.id));
    expect(logged!.userId).toBe(c.owner.user.id);
    expect(logged!.details).toMatchObject({
      line: { source: paraLine.source, name: 'Paracetamol Till', medicineId: para },
      quantity: [40, 30],
      removed: false,
    });
    // The prescription as written keeps the doctor's 40; the till hands over 30.
    const prescription = await c.ok('GET', `/clinic-appointments/${visit}/prescription`);
    expect(prescription.items[0]).toMatchObject({ quantity: 40, dispensedQuantity: 30 });

    const paid = await c.pay(started.id, { paymentMethod: 1, total: 35_000 });
    expect(paid.statusCode, JSON.stringify(paid.json())).toBe(200);
    expect(await usableOf(para)).toBe(0);
  });

  it('removes a medicine line the stock no longer has; a paid invoice cannot be changed', async () => {
    const para = await c.medicine('Paracetamol Gone', 1000, [{ lot: 'PG', days: 200, quantity: 5 }]);
    const vit = await c.medicine('Vitamin Stay', 500, [{ lot: 'VS', days: 200, quantity: 50 }]);
    const visit = await c.visit();
    expect((await save(visit, [line(para, 5), line(vit, 2)])).statusCode).toBe(200);
    const started = await c.startBilling(visit);
    await throwAway(para, 5);
    const paraLine = started.items.find((i) => i.medicineId === para)!;
    const removed = await c.ok('PUT', `/invoices/${started.id}/medicine-line`, {
      source: paraLine.source,
      quantity: 0,
    });
    expect(removed.items.map((i: { name: string }) => i.name)).toEqual(['Vitamin Stay']);
    const prescription = await c.ok('GET', `/clinic-appointments/${visit}/prescription`);
    expect(prescription.items[0]).toMatchObject({ quantity: 5, supply: 'outside' });
    expect((await c.pay(started.id, { paymentMethod: 1, total: removed.total })).statusCode).toBe(200);
    const vitLine = removed.items[0];
    expectError(
      await c.call('PUT', `/invoices/${started.id}/medicine-line`, { source: vitLine.source, quantity: 1 }),
      'statusNotAllowed',
    );
  });

  it('names the medicine and the numbers when dispensing itself falls short', async () => {
    const para = await c.medicine('Paracetamol Sheet', 1000, [{ lot: 'PS', days: 200, quantity: 3 }]);
    const res = await c.callOnce('POST', '/stock-sheets/create', {
      type: 2,
      reason: 'damaged',
      items: [{ medicineId: para, quantity: 4 }],
    });
    expectError(res as Res, 'outOfStock');
    expect(res.json().message).toBe('Số lượng tồn kho không đủ: Paracetamol Sheet cần 4, còn dùng được 3');
  });
});
