import { randomUUID } from 'node:crypto';
import { AppError, errors, InvoiceStatus, PaymentMethod } from '@clinic/domain';
import type { InvoiceCheck, InvoiceView } from '@clinic/domain/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  invoices,
  payments,
  prescriptions,
  purchasedPackages,
  serviceOrders,
} from '../../db/schema/index.js';
import { inTransaction } from '../../platform/tx.js';
import { createTestApp, type TestApp } from '../../testing/harness.js';
import { expectLedgerBalanced } from '../../testing/ledger.js';
import { type BillingClinic, billingClinic } from './billing.fixture.js';
import { createWalkIn } from './invoices.service.js';

// Billing's writes over the API: a visit billed end to end and reversed, the money rules at the
// boundary, idempotent and all-or-nothing payment, the visit check and rebuild, and finishing a visit's billing.

let t: TestApp;
let c: BillingClinic;

beforeAll(async () => {
  t = await createTestApp();
  c = await billingClinic(t, 'Thungan');
}, 60_000);
afterEach(async () => expectLedgerBalanced(t.app.deps.db));
afterAll(async () => t.close());

const db = () => t.app.deps.db;
const codeOf = (res: { json(): { code: unknown } }) => res.json().code;
const paymentsOf = (invoiceId: number) =>
  db()
    .select({
      amount: payments.amount,
      reversesPaymentId: payments.reversesPaymentId,
      method: payments.method,
    })
    .from(payments)
    .where(eq(payments.invoiceId, invoiceId))
    .orderBy(payments.id);
const purchasedStatus = async (id: number) =>
  (await db().select().from(purchasedPackages).where(eq(purchasedPackages.id, id)))[0]!;

describe('a visit billed end to end', () => {
  it('bills services, a package and 3 medicines, pays in cash, dispenses first expiry first, and cancelling reverses it all by new rows', async () => {
    const { filled } = c;
    const patientId = filled.patient.id;

    // At the desk first: the harness's package (300,000, promotion 250,000) in the patient's cart, bought walk-in.
    const walkIn: InvoiceView = await c.okOnce('POST', '/invoices/create', {
      clinicPatientId: patientId,
      items: [{ packageId: filled.servicePackage.id }],
    });
    expect(walkIn).toMatchObject({
      status: InvoiceStatus.WaitForPayment,
      total: 250_000,
      appointmentId: null,
    });
    expect(walkIn.code).toMatch(/^HD\d{6}$/);
    expect(walkIn.items[0]).toMatchObject({
      source: `package:${filled.servicePackage.id}#0`,
      unitPrice: 250_000,
    });
    const walkInPaid = await c.pay(walkIn.id, { paymentMethod: PaymentMethod.EWallet });
    expect(walkInPaid.statusCode, walkInPaid.body).toBe(200);
    // The patient's own cart line is the one bought (linked before the lines turned final).
    expect(walkInPaid.json().data.items[0].purchasedPackageId).toBe(filled.purchasedPackage.id);
    expect(walkInPaid.json().data.amountReceived).toBeNull();
    expect((await purchasedStatus(filled.purchasedPackage.id)).status).toBe('paid');

    const bloodTest = (
      await c.ok('POST', '/services', { code: 'XN-MAU', name: 'Xét nghiệm máu', price: 80_000 })
    ).id as number;
    const visitPackage = await c.approvedPackage('GOI-TIEM', 500_000, [{ serviceId: bloodTest, count: 3 }]);
    const amox = await c.medicine('Amoxicillin 500mg', 3000, [
      { lot: 'AM-1', days: 30, quantity: 5 },
      { lot: 'AM-2', days: 200, quantity: 20 },
    ]);
    const ibu = await c.medicine('Ibuprofen 400mg', 2000, [{ lot: 'IB-1', days: 100, quantity: 10 }]);
    const vitc = await c.medicine('Vitamin C 500mg', 500, [{ lot: 'VC-1', days: 60, quantity: 30 }]);

    const appointmentId = await c.visit(patientId);
    await c.ok('PUT', `/clinic-appointments/${appointmentId}/services`, {
      services: [
        { serviceId: filled.service.id, purchasedPackageItemId: await c.packageServiceLine() },
        { serviceId: bloodTest, quantity: 2 },
      ],
      packages: [{ packageId: visitPackage }],
    });
    const prescription = await c.prescribe(appointmentId, [
      { medicineId: amox, quantity: 8 },
      { medicineId: ibu, quantity: 2 },
      { medicineId: vitc, quantity: 10 },
    ]);

    const invoice = await c.startBilling(appointmentId);
    expect(invoice.items.map((i) => [i.kind, i.unitPrice, i.quantity, i.total])).toEqual([
      ['service', 0, 1, 0],
      ['service', 80_000, 2, 160_000],
      ['package', 500_000, 1, 500_000],
      ['medicine', 3000, 8, 24_000],
      ['medicine', 2000, 2, 4000],
      ['medicine', 500, 10, 5000],
    ]);
    expect(invoice.items[3]!.source).toBe(`prescription:${prescription.id}:medicine:${amox}`);
    expect(invoice.items[2]!.source).toMatch(/^purchased-package:\d+$/);
    expect(invoice.total).toBe(693_000);
    const cartLineId = invoice.items[2]!.purchasedPackageId!;

    const paidRes = await c.pay(invoice.id, {
      paymentMethod: PaymentMethod.Cash,
      amountReceived: 700_000,
      total: 693_000,
    });
    expect(paidRes.statusCode, paidRes.body).toBe(200);
    const paid: InvoiceView = paidRes.json().data;
    expect(paid).toMatchObject({
      status: InvoiceStatus.Paid,
      paymentMethod: PaymentMethod.Cash,
      amountReceived: 700_000,
      changeDue: 7000,
      paidBy: c.owner.user.id,
      vietQr: null,
    });
    expect(paid.payments.map((p) => p.amount)).toEqual([693_000]);
    expect(paid.stockSheets.map((s) => [s.type, s.reason])).toEqual([[2, 'sale']]);
    // First expiry first: the 5 of AM-1, then 3 of AM-2.
    expect(await c.lotsOf(amox)).toEqual([['AM-2', 17]]);
    expect(await c.lotsOf(ibu)).toEqual([['IB-1', 8]]);
    expect(await c.lotsOf(vitc)).toEqual([['VC-1', 20]]);
    expect((await purchasedStatus(cartLineId)).status).toBe('paid');
    const orders = await db()
      .select()
      .from(serviceOrders)
      .where(eq(serviceOrders.appointmentId, appointmentId));
    expect(orders.every((o) => o.paidAt !== null)).toBe(true);

    // The walk-in package has been used by the visit since: its invoice cannot be cancelled, nothing changes.
    const inUse = await c.cancel(walkIn.id);
    expect(codeOf(inUse)).toBe(errors.purchasedPackageInUse.code);
    const [walkInRow] = await db().select().from(invoices).where(eq(invoices.id, walkIn.id));
    expect(walkInRow!.status).toBe(InvoiceStatus.Paid);
    expect(await paymentsOf(walkIn.id)).toHaveLength(1);
    expect((await purchasedStatus(filled.purchasedPackage.id)).status).toBe('paid');

    // Cancelling the visit's paid invoice: a refund row, the same units back in the same lots, the package revoked.
    const canceled = await c.cancel(invoice.id, 'Thu nhầm');
    expect(canceled.statusCode, canceled.body).toBe(200);
    const reversed: InvoiceView = canceled.json().data;
    expect(reversed).toMatchObject({
      status: InvoiceStatus.Canceled,
      cancelReason: 'Thu nhầm',
      total: 693_000,
    });
    expect(reversed.payments.map((p) => [p.amount, p.reversesPaymentId, p.method])).toEqual([
      [693_000, null, PaymentMethod.Cash],
      [-693_000, reversed.payments[0]!.id, PaymentMethod.Cash],
    ]);
    expect(reversed.stockSheets.map((s) => [s.type, s.reason])).toEqual([
      [2, 'sale'],
      [1, 'refund'],
    ]);
    expect(await c.lotsOf(amox)).toEqual([
      ['AM-1', 5],
      ['AM-2', 20],
    ]);
    expect(await c.lotsOf(ibu)).toEqual([['IB-1', 10]]);
    expect(await c.lotsOf(vitc)).toEqual([['VC-1', 30]]);
    const revoked = await purchasedStatus(cartLineId);
    expect(revoked.status).toBe('revoked');
    expect(revoked.revokedAt).not.toBeNull();
    const reopened = await db()
      .select()
      .from(serviceOrders)
      .where(eq(serviceOrders.appointmentId, appointmentId));
    expect(reopened.every((o) => o.paidAt === null)).toBe(true);
    const [rx] = await db().select().from(prescriptions).where(eq(prescriptions.id, prescription.id));
    expect(rx!.paidAt).toBeNull();
    // Cancelled twice: refused.
    expect(codeOf(await c.cancel(invoice.id))).toBe(errors.statusNotAllowed.code);

    // The visit can be billed again: its services and prescription (the revoked package is no longer in the cart).
    const again = await c.startBilling(appointmentId);
    expect(again.id).not.toBe(invoice.id);
    expect(again.items.map((i) => i.kind)).toEqual([
      'service',
      'service',
      'medicine',
      'medicine',
      'medicine',
    ]);
    expect(again.total).toBe(193_000);
  });
});

describe('the money rules at the boundary', () => {
  it('answers totalMismatch (1048) with the server’s total, and negativeTotal when a discount passes the line', async () => {
    const body = {
      clinicPatientId: c.filled.patient.id,
      items: [{ medicineId: c.filled.medicine.id, quantity: 3 }],
      discount: { kind: 'percent', value: 10 },
    };
    const wrong = await c.callOnce('POST', '/invoices/create', { ...body, total: 3000 });
    expect(wrong.statusCode).toBe(400);
    expect(codeOf(wrong)).toBe(errors.totalMismatch.code);
    expect(codeOf(wrong)).toBe(1048);
    const refused = await inTransaction(
      t.app.deps,
      { clinicId: c.owner.user.clinicId, userId: c.owner.user.id },
      (tx) => createWalkIn(tx, { ...body, total: 3000, note: null } as never),
    ).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).details).toEqual({ total: 2700 });
    const right = await c.okOnce('POST', '/invoices/create', { ...body, total: 2700 });
    expect(right).toMatchObject({ subtotal: 3000, discount: 300, total: 2700 });

    const negative = await c.callOnce('POST', '/invoices/create', {
      clinicPatientId: c.filled.patient.id,
      items: [{ medicineId: c.filled.medicine.id, quantity: 1, discount: { kind: 'amount', value: 5000 } }],
    });
    expect(codeOf(negative)).toBe(errors.negativeTotal.code);

    // A package is sold once and one at a time (it becomes the patient's one cart line of it).
    const pkg = { packageId: c.filled.servicePackage.id };
    const twice = await c.callOnce('POST', '/invoices/create', {
      clinicPatientId: c.filled.patient.id,
      items: [{ serviceId: c.filled.service.id }, pkg, pkg],
    });
    expect(twice.json().fields.map((f: { path: string }) => f.path)).toEqual(['body.items.2.packageId']);
    const two = await c.callOnce('POST', '/invoices/create', {
      clinicPatientId: c.filled.patient.id,
      items: [{ ...pkg, quantity: 2 }],
    });
    expect(two.json().fields.map((f: { path: string }) => f.path)).toEqual(['body.items.0.quantity']);
  });
});

describe('paying', () => {
  const walkInOf = async (quantity = 2): Promise<InvoiceView> =>
    c.okOnce('POST', '/invoices/create', {
      clinicPatientId: c.filled.patient.id,
      items: [{ medicineId: c.filled.medicine.id, quantity }],
    });

  it('pays once per Idempotency-Key: the same answer again, one payment; another body under the key is refused', async () => {
    const invoice = await walkInOf();
    const key = randomUUID();
    const first = await c.pay(invoice.id, { paymentMethod: PaymentMethod.Cash }, key);
    const second = await c.pay(invoice.id, { paymentMethod: PaymentMethod.Cash }, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(first.json().data).toMatchObject({ amountReceived: 2000, changeDue: 0 });
    expect(await paymentsOf(invoice.id)).toHaveLength(1);
    const reused = await c.pay(invoice.id, { paymentMethod: PaymentMethod.BankTransfer }, key);
    expect(codeOf(reused)).toBe(errors.idempotencyKeyReused.code);
    const missing = await c.call('PUT', `/invoices/${invoice.id}/pay`, { paymentMethod: 1 });
    expect(codeOf(missing)).toBe(errors.idempotencyKeyMissing.code);
    // Another key on the paid invoice: refused.
    expect(codeOf(await c.pay(invoice.id, { paymentMethod: 1 }))).toBe(errors.statusNotAllowed.code);
  });

  it('refuses cash below the total and a total the cashier saw that is not the invoice’s', async () => {
    const invoice = await walkInOf(5);
    const low = await c.pay(invoice.id, { paymentMethod: PaymentMethod.Cash, amountReceived: 4000 });
    expect(codeOf(low)).toBe(errors.amountReceivedTooLow.code);
    expect(low.json().message).toContain('5000');
    const stale = await c.pay(invoice.id, { paymentMethod: PaymentMethod.Cash, total: 4000 });
    expect(codeOf(stale)).toBe(errors.totalMismatch.code);
    expect(await paymentsOf(invoice.id)).toHaveLength(0);
  });

  it('refuses an empty invoice, and a sale the stock cannot cover before any payment starts', async () => {
    const empty = await c.startBilling(await c.visit());
    expect(empty.items).toEqual([]);
    expect(codeOf(await c.pay(empty.id, { paymentMethod: PaymentMethod.Cash }))).toBe(
      errors.cannotPayEmptyInvoice.code,
    );

    const scarce = await c.medicine('Cefixim 200mg', 6000, [{ lot: 'CF-1', days: 90, quantity: 2 }]);
    const patientId = await c.patient('Khách mua thuốc');
    const invoice: InvoiceView = await c.okOnce('POST', '/invoices/create', {
      clinicPatientId: patientId,
      items: [
        { medicineId: c.filled.medicine.id, quantity: 1 },
        { packageId: c.filled.servicePackage.id },
        { medicineId: scarce, quantity: 5 },
      ],
    });
    // Short before anything starts: refused naming the medicine, asked / usable, and nothing is written.
    const refused = await c.pay(invoice.id, { paymentMethod: PaymentMethod.Cash });
    expect(codeOf(refused)).toBe(errors.invoiceStockShort.code);
    expect(refused.json().message).toContain('Cefixim 200mg 5 / 2');
    const [row] = await db().select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row).toMatchObject({ status: InvoiceStatus.WaitForPayment, paidAt: null, paymentMethod: null });
    expect(await paymentsOf(invoice.id)).toHaveLength(0);
    expect(await c.lotsOf(scarce)).toEqual([['CF-1', 2]]);
    // The package line's cart line was rolled back with it.
    const carts = await db()
      .select()
      .from(purchasedPackages)
      .where(eq(purchasedPackages.clinicPatientId, patientId));
    expect(carts).toEqual([]);
  });

  it('pays a total of 0 (all covered by a package) in cash with nothing received and no payment row', async () => {
    // A package bought at the desk pays the visit's only service.
    const patientId = await c.patient('Khách có gói');
    const appointmentId = await c.visit(patientId);
    const pkg = await c.approvedPackage('GOI-KHAM2', 100_000, [{ serviceId: c.filled.service.id, count: 1 }]);
    const bought: InvoiceView = await c.okOnce('POST', '/invoices/create', {
      clinicPatientId: patientId,
      items: [{ packageId: pkg }],
    });
    expect((await c.pay(bought.id, { paymentMethod: PaymentMethod.Cash })).statusCode).toBe(200);
    const owned = (await c.ok('GET', `/clinic-patients/${patientId}/purchased-packages`)) as {
      packageId: number;
      items: { id: number }[];
    }[];
    const line = owned.find((p) => p.packageId === pkg)!;
    await c.ok('PUT', `/clinic-appointments/${appointmentId}/services`, {
      services: [{ serviceId: c.filled.service.id, purchasedPackageItemId: line.items[0]!.id }],
    });
    const invoice = await c.startBilling(appointmentId);
    expect(invoice.total).toBe(0);
    const paid = await c.pay(invoice.id, { paymentMethod: PaymentMethod.Cash });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ status: InvoiceStatus.Paid, amountReceived: 0, changeDue: 0 });
    expect(await paymentsOf(invoice.id)).toEqual([]);
  });
});

describe('the visit changed after its invoice was made', () => {
  it('check says what was added, paying is refused as outdated, a rebuild keeps the discounts and then pays', async () => {
    const appointmentId = await c.visit();
    const ultrasound = (await c.ok('POST', '/services', { code: 'SA-1', name: 'Siêu âm', price: 200_000 }))
      .id as number;
    const xray = (await c.ok('POST', '/services', { code: 'XQ-1', name: 'X-quang', price: 120_000 }))
      .id as number;
    await c.ok('PUT', `/clinic-appointments/${appointmentId}/services`, {
      services: [{ serviceId: ultrasound }],
    });
    const invoice = await c.startBilling(appointmentId);
    const ultrasoundSource = invoice.items[0]!.source;
    // The cashier gives 10 % off the ultrasound.
    const discounted: InvoiceView = await c.ok('POST', `/invoices/${invoice.id}/update-with-appointment`, {
      lineDiscounts: [{ source: ultrasoundSource, discount: { kind: 'percent', value: 10 } }],
      total: 180_000,
    });
    expect(discounted).toMatchObject({ subtotal: 180_000, total: 180_000 });
    const unchanged: InvoiceCheck = await c.ok('POST', `/invoices/${invoice.id}/check-with-appointment`);
    expect(unchanged).toMatchObject({ changed: false, invoiceTotal: 180_000, appointmentTotal: 180_000 });

    await c.ok('PUT', `/clinic-appointments/${appointmentId}/services`, {
      services: [{ serviceId: ultrasound }, { serviceId: xray }],
    });
    const check: InvoiceCheck = await c.ok('POST', `/invoices/${invoice.id}/check-with-appointment`);
    expect(check.changed).toBe(true);
    expect(check.added.map((l) => [l.serviceId, l.total])).toEqual([[xray, 120_000]]);
    expect(check).toMatchObject({
      removed: [],
      updated: [],
      invoiceTotal: 180_000,
      appointmentTotal: 300_000,
    });
    expect(codeOf(await c.pay(invoice.id, { paymentMethod: PaymentMethod.Cash }))).toBe(
      errors.invoiceOutdated.code,
    );

    const rebuilt: InvoiceView = await c.ok('POST', `/invoices/${invoice.id}/update-with-appointment`, {
      discount: { kind: 'amount', value: 10_000 },
      total: 290_000,
    });
    expect(rebuilt.items.map((l) => [l.source === ultrasoundSource, l.discount, l.total])).toEqual([
      [true, 20_000, 180_000],
      [false, 0, 120_000],
    ]);
    expect(rebuilt).toMatchObject({ id: invoice.id, subtotal: 300_000, discount: 10_000, total: 290_000 });
    const paid = await c.pay(invoice.id, { paymentMethod: PaymentMethod.BankTransfer, total: 290_000 });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ status: InvoiceStatus.Paid, amountReceived: null });
    // Paid: neither check nor rebuild applies any more.
    expect(codeOf(await c.call('POST', `/invoices/${invoice.id}/check-with-appointment`))).toBe(
      errors.workflowNotAllowed.code,
    );
  });

  it('re-applies only discounts to a walk-in invoice, which has no visit to check', async () => {
    const invoice: InvoiceView = await c.okOnce('POST', '/invoices/create', {
      clinicPatientId: c.filled.patient.id,
      items: [{ serviceId: c.filled.service.id }, { medicineId: c.filled.medicine.id, quantity: 10 }],
    });
    expect(invoice.total).toBe(160_000);
    const updated: InvoiceView = await c.ok('POST', `/invoices/${invoice.id}/update-with-appointment`, {
      lineDiscounts: [{ source: invoice.items[1]!.source, discount: { kind: 'amount', value: 1000 } }],
      discount: { kind: 'percent', value: 50 },
    });
    expect(updated).toMatchObject({ subtotal: 159_000, discount: 79_500, total: 79_500 });
    expect(codeOf(await c.call('POST', `/invoices/${invoice.id}/check-with-appointment`))).toBe(
      errors.workflowNotAllowed.code,
    );
  });
});

describe('finishing a visit’s billing', () => {
  it('gives the same invoice to a second start, refuses to finish while unpaid, finishes once paid', async () => {
    const appointmentId = await c.visit();
    await c.ok('PUT', `/clinic-appointments/${appointmentId}/services`, {
      services: [{ serviceId: c.filled.service.id, quantity: 1 }],
    });
    const first = await c.startBilling(appointmentId);
    const second = await c.startBilling(appointmentId);
    expect(second.id).toBe(first.id);
    const finish = () => c.call('PUT', `/clinic-appointments/${appointmentId}/finish-billing`);
    expect(codeOf(await finish())).toBe(errors.unpaidInvoices.code);
    expect((await c.pay(first.id, { paymentMethod: PaymentMethod.Cash })).statusCode).toBe(200);
    const done = await finish();
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ appointmentId, billedBy: c.owner.user.id });
    const [visit] = await db().select().from(appointments).where(eq(appointments.id, appointmentId));
    expect(visit!.billedAt).not.toBeNull();
    expect(codeOf(await c.callOnce('PUT', `/clinic-appointments/${appointmentId}/start-billing`))).toBe(
      errors.workflowNotAllowed.code,
    );
  });

  it('refuses to finish a visit whose lines no invoice holds, and a visit not yet examined', async () => {
    const appointmentId = await c.visit();
    await c.ok('PUT', `/clinic-appointments/${appointmentId}/services`, {
      services: [{ serviceId: c.filled.service.id }],
    });
    expect(codeOf(await c.call('PUT', `/clinic-appointments/${appointmentId}/finish-billing`))).toBe(
      errors.missingInvoice.code,
    );
    // An empty invoice is cancelled, then a visit with nothing to bill finishes.
    const empty = await c.visit();
    const invoice = await c.startBilling(empty);
    expect((await c.cancel(invoice.id)).statusCode).toBe(200);
    expect((await c.call('PUT', `/clinic-appointments/${empty}/finish-billing`)).statusCode).toBe(200);
    const notStarted = await c.ok('POST', '/clinic-appointments/create', {
      clinicPatientId: await c.patient('Bệnh nhân chờ khám'),
      doctorId: c.filled.doctor.id,
      locationId: c.filled.location.id,
      notReserved: true,
    });
    expect(codeOf(await c.callOnce('PUT', `/clinic-appointments/${notStarted.id}/start-billing`))).toBe(
      errors.statusNotAllowed.code,
    );
  });
});

describe('another clinic’s invoice', () => {
  it('is not found on pay and cancel, and nothing of it changes', async () => {
    const other = await billingClinic(t, 'Khac');
    const foreign: InvoiceView = await other.okOnce('POST', '/invoices/create', {
      clinicPatientId: other.filled.patient.id,
      items: [{ serviceId: other.filled.service.id }],
    });
    const pay = await c.pay(foreign.id, { paymentMethod: PaymentMethod.Cash });
    expect(pay.statusCode).toBe(404);
    expect(codeOf(pay)).toBe(errors.invoiceNotFound.code);
    const cancel = await c.cancel(foreign.id);
    expect(codeOf(cancel)).toBe(errors.invoiceNotFound.code);
    const [row] = await db()
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, foreign.id), eq(invoices.status, InvoiceStatus.WaitForPayment)));
    expect(row).toBeDefined();
  });
});
