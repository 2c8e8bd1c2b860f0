import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseError } from '../platform/unique-violation.js';
import { createTestApp, fillClinic, signUpClinic, type TestApp } from '../testing/harness.js';
import type { Db } from './client.js';
import { clinicPatients, invoiceItems, invoices, payments } from './schema/index.js';

// Migration 0019's guarantees, straight on the database (docs/conventions.md#money): whatever code runs, a paid
// invoice's money and lines never change, it may only be cancelled, a cancelled one never changes, payments are
// append-only and a payment is refunded once. Billing's routes stand on these.

let t: TestApp;
let db: Db;
let clinicId: number;
let filled: Awaited<ReturnType<typeof fillClinic>>;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await signUpClinic(t.app, 'Thungan');
  filled = await fillClinic(t.app, owner.headers, 'Thungan');
  clinicId = owner.user.clinicId;
  db = t.app.deps.db;
}, 60_000);
afterAll(async () => t.close());

/** An unpaid invoice of one service line (150,000 đ), straight into the tables. */
async function unpaidInvoice(appointmentId: number | null = null) {
  counter += 1;
  const [invoice] = await db
    .insert(invoices)
    .values({
      clinicId,
      code: `HD9${String(counter).padStart(5, '0')}`,
      appointmentId,
      clinicPatientId: filled.patient.id,
      subtotal: 150_000,
      total: 150_000,
    })
    .returning();
  await db.insert(invoiceItems).values({
    clinicId,
    invoiceId: invoice!.id,
    position: 0,
    kind: 'service',
    serviceId: filled.service.id,
    name: 'Khám tổng quát',
    unitPrice: 150_000,
    quantity: 1,
    total: 150_000,
  });
  return invoice!;
}

async function pay(id: number) {
  const now = new Date();
  await db
    .update(invoices)
    .set({ status: 9000, paymentMethod: 1, paidAt: now, amountReceived: 200_000 })
    .where(eq(invoices.id, id));
  const [payment] = await db
    .insert(payments)
    .values({ clinicId, invoiceId: id, method: 1, amount: 150_000 })
    .returning();
  return payment!;
}

/** The database's refusal (a restrict violation from the triggers, or a constraint), as its SQLSTATE. */
async function refusedWith(work: () => Promise<unknown>): Promise<string | null> {
  try {
    await work();
  } catch (error) {
    const found = databaseError(error);
    if (found) return found.code;
    throw error;
  }
  return null;
}
const RESTRICT = '23001';

describe('posted invoices and payments are final in the database', () => {
  it('lets an unpaid invoice be rebuilt, then freezes its money and lines once paid', async () => {
    const invoice = await unpaidInvoice();
    // Unpaid: lines may be replaced and the total changed (update-with-appointment).
    expect(
      await refusedWith(() =>
        db
          .update(invoiceItems)
          .set({ quantity: 2, total: 300_000 })
          .where(eq(invoiceItems.invoiceId, invoice.id)),
      ),
    ).toBeNull();
    expect(
      await refusedWith(() =>
        db.update(invoices).set({ subtotal: 300_000, total: 300_000 }).where(eq(invoices.id, invoice.id)),
      ),
    ).toBeNull();

    const payment = await pay(invoice.id);
    const line = eq(invoiceItems.invoiceId, invoice.id);
    expect(
      await refusedWith(() => db.update(invoices).set({ total: 1 }).where(eq(invoices.id, invoice.id))),
    ).toBe(RESTRICT);
    expect(
      await refusedWith(() => db.update(invoices).set({ status: 1000 }).where(eq(invoices.id, invoice.id))),
    ).toBe(RESTRICT);
    expect(await refusedWith(() => db.delete(invoices).where(eq(invoices.id, invoice.id)))).toBe(RESTRICT);
    expect(await refusedWith(() => db.update(invoiceItems).set({ quantity: 3 }).where(line))).toBe(RESTRICT);
    expect(await refusedWith(() => db.delete(invoiceItems).where(line))).toBe(RESTRICT);
    expect(
      await refusedWith(() =>
        db.insert(invoiceItems).values({
          clinicId,
          invoiceId: invoice.id,
          position: 1,
          kind: 'medicine',
          medicineId: filled.medicine.id,
          name: 'Thêm sau khi trả',
          unitPrice: 1,
          quantity: 1,
          total: 1,
        }),
      ),
    ).toBe(RESTRICT);
    expect(
      await refusedWith(() => db.update(payments).set({ amount: 1 }).where(eq(payments.id, payment.id))),
    ).toBe(RESTRICT);
    expect(await refusedWith(() => db.delete(payments).where(eq(payments.id, payment.id)))).toBe(RESTRICT);
  });

  it('lets a paid invoice follow its patient into a merged record, and nothing else with it', async () => {
    const invoice = await unpaidInvoice();
    await pay(invoice.id);
    const [other] = await db
      .insert(clinicPatients)
      .values({
        clinicId,
        code: 'BN-MERGE-1',
        fullName: 'Trần Thị Gộp',
        gender: 0,
        phone: '0912000111',
        nationality: 192,
      })
      .returning();
    const row = eq(invoices.id, invoice.id);
    expect(
      await refusedWith(() => db.update(invoices).set({ clinicPatientId: other!.id, total: 1 }).where(row)),
    ).toBe(RESTRICT);
    expect(
      await refusedWith(() => db.update(invoices).set({ clinicPatientId: other!.id }).where(row)),
    ).toBeNull();
    const [moved] = await db.select().from(invoices).where(row);
    expect([moved?.clinicPatientId, moved?.total, moved?.status]).toEqual([other!.id, 150_000, 9000]);
  });

  it('cancels a paid invoice by a refund row, once, and a cancelled invoice never changes again', async () => {
    const invoice = await unpaidInvoice();
    const payment = await pay(invoice.id);
    // Cancelling keeps the money as it was and adds who, when and why.
    expect(
      await refusedWith(() =>
        db
          .update(invoices)
          .set({ status: 9999, canceledAt: new Date(), cancelReason: 'Bệnh nhân đổi ý' })
          .where(eq(invoices.id, invoice.id)),
      ),
    ).toBeNull();
    const refund = {
      clinicId,
      invoiceId: invoice.id,
      method: 1,
      amount: -150_000,
      reversesPaymentId: payment.id,
    };
    expect(await refusedWith(() => db.insert(payments).values(refund))).toBeNull();
    // A payment is refunded once (unique), by a negative row only (check).
    expect(await refusedWith(() => db.insert(payments).values(refund))).toBe('23505');
    expect(
      await refusedWith(() =>
        db
          .insert(payments)
          .values({ clinicId, invoiceId: invoice.id, method: 1, amount: -5, reversesPaymentId: null }),
      ),
    ).toBe('23514');
    expect(
      await refusedWith(() =>
        db.update(invoices).set({ cancelReason: 'Sửa lý do' }).where(eq(invoices.id, invoice.id)),
      ),
    ).toBe(RESTRICT);
    const sum = await db
      .select({ amount: payments.amount })
      .from(payments)
      .where(eq(payments.invoiceId, invoice.id));
    expect(sum.reduce((total, row) => total + row.amount, 0)).toBe(0);
  });

  it('keeps one unpaid invoice per visit, and says a paid invoice must name how and when it was paid', async () => {
    const visit = filled.appointment.id;
    const open = await unpaidInvoice(visit);
    expect(await refusedWith(() => unpaidInvoice(visit))).toBe('23505');
    expect(
      await refusedWith(() =>
        db
          .update(invoices)
          .set({ status: 9000 })
          .where(and(eq(invoices.id, open.id), eq(invoices.clinicId, clinicId))),
      ),
    ).toBe('23514');
    await pay(open.id);
    // Paid, the visit may be billed again (a second invoice for what was added later).
    expect(await refusedWith(() => unpaidInvoice(visit))).toBeNull();
  });
});
