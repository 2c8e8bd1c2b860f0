import { errors, InvoiceStatus, PaymentMethod } from '@clinic/domain';
import type { InvoiceView } from '@clinic/domain/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { invoices, payments } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/harness.js';
import { expectLedgerBalanced } from '../../testing/ledger.js';
import { type BillingClinic, billingClinic } from './billing.fixture.js';

// Two cashiers at once (on PGlite, and again on PostgreSQL under test:pg, where the transactions really run side
// by side): one invoice per visit, and one payment per invoice, whatever the timing.

let t: TestApp;
let c: BillingClinic;

beforeAll(async () => {
  t = await createTestApp();
  c = await billingClinic(t, 'Haiquay');
}, 60_000);
afterEach(async () => expectLedgerBalanced(t.app.deps.db));
afterAll(async () => t.close());

describe('two cashiers at once', () => {
  it('starting the same visit’s billing makes one invoice', async () => {
    const appointmentId = await c.visit();
    await c.ok('PUT', `/clinic-appointments/${appointmentId}/services`, {
      services: [{ serviceId: c.filled.service.id }],
    });
    const answers = await Promise.all(
      [1, 2].map(() => c.callOnce('PUT', `/clinic-appointments/${appointmentId}/start-billing`)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(new Set(answers.map((res) => res.json().data.id)).size).toBe(1);
    const rows = await t.app.deps.db.select().from(invoices).where(eq(invoices.appointmentId, appointmentId));
    expect(rows).toHaveLength(1);
  });

  it('paying the same invoice (two keys): exactly one succeeds, the other is statusNotAllowed; one payment', async () => {
    const appointmentId = await c.visit();
    await c.ok('PUT', `/clinic-appointments/${appointmentId}/services`, {
      services: [{ serviceId: c.filled.service.id }],
    });
    await c.prescribe(appointmentId, [{ medicineId: c.filled.medicine.id, quantity: 4 }]);
    const invoice: InvoiceView = await c.startBilling(appointmentId);
    const answers = await Promise.all([
      c.pay(invoice.id, { paymentMethod: PaymentMethod.Cash }),
      c.pay(invoice.id, { paymentMethod: PaymentMethod.BankTransfer }),
    ]);
    const codes = answers.map((res) => (res.statusCode === 200 ? 200 : res.json().code));
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === errors.statusNotAllowed.code)).toHaveLength(1);
    const ledger = await t.app.deps.db.select().from(payments).where(eq(payments.invoiceId, invoice.id));
    expect(ledger.map((p) => p.amount)).toEqual([invoice.total]);
    const [row] = await t.app.deps.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row!.status).toBe(InvoiceStatus.Paid);
    // The medicines left the stock once.
    expect(await c.lotsOf(c.filled.medicine.id)).toEqual([[`LO-Haiquay`, 96]]);
  });
});
