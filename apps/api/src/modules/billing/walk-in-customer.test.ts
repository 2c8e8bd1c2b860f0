import { errors, InvoiceStatus, NO_OWNER_ID, PaymentMethod } from '@clinic/domain';
import type { InvoiceView } from '@clinic/domain/contracts';
import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clinicPatients, invoices, saleInvoices, saleLines } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/harness.js';
import { expectLedgerBalanced } from '../../testing/ledger.js';
import { type BillingClinic, billingClinic, today } from './billing.fixture.js';

// A sale at the desk to a walk-in customer ("khách lẻ") who has no patient record and gets none: the invoice is
// well-formed without a patient, prints as a walk-in, pays and dispenses like any walk-in sale, and the ledger the
// reports read holds it with no patient. A package, whose uses belong to a patient, still needs a record.

let t: TestApp;
let c: BillingClinic;

beforeAll(async () => {
  t = await createTestApp();
  c = await billingClinic(t, 'Khachle');
}, 60_000);
afterEach(async () => expectLedgerBalanced(t.app.deps.db));
afterAll(async () => t.close());

const db = () => t.app.deps.db;
const patientCount = async () =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(clinicPatients)
      .where(eq(clinicPatients.clinicId, c.owner.user.clinicId))
  )[0]!.n;

describe('a walk-in customer without a patient record', () => {
  it('buys medicines with a name and phone: no record is made, the stock and the money move as for any sale', async () => {
    const medicine = await c.medicine('Oresol Khách lẻ', 4_000, [{ lot: 'OR-1', days: 200, quantity: 20 }]);
    const before = await patientCount();

    const sale: InvoiceView = await c.okOnce('POST', '/invoices/create', {
      customerName: '  Chị Hoa ',
      customerPhone: '0903 555 111',
      items: [{ medicineId: medicine, quantity: 5 }],
      total: 20_000,
    });
    expect(sale).toMatchObject({
      status: InvoiceStatus.WaitForPayment,
      appointmentId: null,
      clinicPatientId: null,
      patientName: 'Chị Hoa',
      patientCode: null,
      customerPhone: '0903555111',
      total: 20_000,
    });
    expect(await patientCount()).toBe(before);

    // The cashier's list finds it, as a walk-in.
    const listed = await c.ok('POST', '/invoices/search?pageSize=50', { code: sale.code });
    expect(listed.pageData).toEqual([
      expect.objectContaining({ id: sale.id, clinicPatientId: null, patientName: 'Chị Hoa' }),
    ]);

    // Printed: "Khách lẻ" with the name and phone typed, nothing made up.
    const printed = await c.ok('GET', `/print/invoice/${sale.id}/data?lang=vi`);
    expect(printed.patient).toMatchObject({ code: '', fullName: 'Chị Hoa (Khách lẻ)', phone: '0903555111' });
    const english = await c.ok('GET', `/print/invoice/${sale.id}/data?lang=en`);
    expect(english.patient.fullName).toBe('Chị Hoa (Walk-in customer)');

    const paid = await c.pay(sale.id, { paymentMethod: PaymentMethod.Cash, amountReceived: 50_000 });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ status: InvoiceStatus.Paid, changeDue: 30_000 });
    expect(await c.lotsOf(medicine)).toEqual([['OR-1', 15]]);

    // The sales ledger holds it with no patient; the summary counts it, the per-patient report leaves it out.
    const ledger = await db().select().from(saleInvoices).where(eq(saleInvoices.invoiceId, sale.id));
    expect(ledger).toEqual([expect.objectContaining({ clinicPatientId: null, net: 20_000 })]);
    const lines = await db().select().from(saleLines).where(eq(saleLines.invoiceId, sale.id));
    expect(lines.map((l) => l.clinicPatientId)).toEqual([null]);
    const day = { from: today(), to: today() };
    const summary = await c.ok('POST', '/reports/sale-report?pageSize=50', day);
    expect(summary.totals.netAmount).toBeGreaterThanOrEqual(20_000);
    const byPatient = await c.ok('POST', '/reports/sale-by-patients?pageSize=50', day);
    // It is the walk-in customer's row (NO_OWNER_ID), so the rows still add up to the summary.
    const walkInRow = byPatient.pageData.find(
      (row: { clinicPatientId: unknown }) => row.clinicPatientId === NO_OWNER_ID,
    );
    expect(walkInRow?.netAmount).toBeGreaterThanOrEqual(20_000);
    const rowsNet = byPatient.pageData.reduce(
      (sum: number, row: { netAmount: number }) => sum + row.netAmount,
      0,
    );
    expect(rowsNet).toBe(summary.totals.netAmount);

    // Cancelling reverses it by new rows, as any paid invoice.
    const cancelled = await c.cancel(sale.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await c.lotsOf(medicine)).toEqual([['OR-1', 20]]);
  });

  it('may stay anonymous: no name, no phone, printed as "Khách lẻ"', async () => {
    const service = (await c.ok('POST', '/services', { code: 'DO-HA', name: 'Đo huyết áp', price: 30_000 }))
      .id as number;
    const sale: InvoiceView = await c.okOnce('POST', '/invoices/create', {
      clinicPatientId: null,
      items: [{ serviceId: service }],
    });
    expect(sale).toMatchObject({
      clinicPatientId: null,
      patientName: null,
      customerPhone: null,
      total: 30_000,
    });
    const printed = await c.ok('GET', `/print/invoice/${sale.id}/data?lang=vi`);
    expect(printed.patient).toMatchObject({ code: '', fullName: 'Khách lẻ', phone: '' });
    const [row] = await db().select().from(invoices).where(eq(invoices.id, sale.id));
    expect(row).toMatchObject({ clinicPatientId: null, customerName: null, customerPhone: null });
  });

  it('keeps a patient sale as it was: the typed customer is ignored when a patient is named', async () => {
    const medicine = await c.medicine('Vitamin B1 Khách lẻ', 1_000, [{ lot: 'B1', days: 200, quantity: 5 }]);
    const sale: InvoiceView = await c.okOnce('POST', '/invoices/create', {
      clinicPatientId: c.filled.patient.id,
      customerName: 'Người khác',
      customerPhone: '0903555222',
      items: [{ medicineId: medicine, quantity: 1 }],
    });
    const [patient] = await db()
      .select()
      .from(clinicPatients)
      .where(eq(clinicPatients.id, c.filled.patient.id));
    expect(sale).toMatchObject({
      clinicPatientId: c.filled.patient.id,
      patientName: patient!.fullName,
      patientCode: patient!.code,
      customerPhone: null,
    });
  });

  it('cannot buy a package (its uses belong to a patient), nor give a phone that is not one', async () => {
    const noPatient = await c.callOnce('POST', '/invoices/create', {
      customerName: 'Anh Minh',
      items: [{ packageId: c.filled.servicePackage.id }],
    });
    expect(noPatient.statusCode).toBe(400);
    expect(noPatient.json().code).toBe(errors.packageNeedsPatient.code);

    const badPhone = await c.callOnce('POST', '/invoices/create', {
      customerPhone: '12',
      items: [{ packageId: c.filled.servicePackage.id }],
    });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().fields).toEqual([
      expect.objectContaining({ path: 'body.customerPhone', messageId: 'formError.phone' }),
    ]);

    // No invoice was written by either.
    const strays = await db()
      .select({ id: invoices.id })
      .from(invoices)
      .where(sql`${isNull(invoices.clinicPatientId)} and ${invoices.customerName} = 'Anh Minh'`);
    expect(strays).toEqual([]);
  });

  it('still bills a visit to its patient: the database refuses a visit invoice without one', async () => {
    const visit = await c.visit();
    const invoice = await c.startBilling(visit);
    await expect(
      db().update(invoices).set({ clinicPatientId: null }).where(eq(invoices.id, invoice.id)),
    ).rejects.toThrow();
  });
});
