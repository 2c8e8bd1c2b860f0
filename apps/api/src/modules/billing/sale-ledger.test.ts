import { PaymentMethod, SaleEntry } from '@clinic/domain';
import type { InvoiceView } from '@clinic/domain/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saleLines } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/harness.js';
import { type BillingClinic, billingClinic } from './billing.fixture.js';

// The sales ledger (sale-ledger.service.ts) a paid invoice leaves behind must add up to the invoice, to the đồng, however
// its discounts divide: the reports by service, medicine or doctor then add up to the sale summary.

let t: TestApp;
let c: BillingClinic;

beforeAll(async () => {
  t = await createTestApp();
  c = await billingClinic(t, 'Soquy');
}, 60_000);
afterAll(async () => t.close());

const rowsOf = (invoiceId: number) =>
  t.app.deps.db.select().from(saleLines).where(eq(saleLines.invoiceId, invoiceId)).orderBy(asc(saleLines.id));
const sum = (rows: { [k: string]: unknown }[], key: 'gross' | 'discount' | 'net' | 'quantity') =>
  rows.reduce((total, row) => total + (row[key] as number), 0);

describe('the sales ledger of an invoice', () => {
  it('adds up to the invoice total with awkward discounts and a medicine taken from two lots', async () => {
    const cough = await c.medicine('Siro ho 100ml', 37_000, [
      { lot: 'SH-1', days: 20, quantity: 2 },
      { lot: 'SH-2', days: 300, quantity: 10 },
    ]);
    const invoice: InvoiceView = await c.okOnce('POST', '/invoices/create', {
      clinicPatientId: c.filled.patient.id,
      items: [
        { serviceId: c.filled.service.id, discount: { kind: 'percent', value: 7 } },
        { medicineId: cough, quantity: 3 },
        { medicineId: c.filled.medicine.id, quantity: 7, discount: { kind: 'amount', value: 333 } },
      ],
      discount: { kind: 'percent', value: 13 },
    });
    const paid = await c.pay(invoice.id, { paymentMethod: PaymentMethod.Cash });
    expect(paid.statusCode, paid.body).toBe(200);

    const rows = await rowsOf(invoice.id);
    // One row per line, the syrup's split over its two lots (2 + 1 units).
    expect(rows.map((r) => [r.kind, r.quantity, r.lotId === null])).toEqual([
      ['service', 1, true],
      ['medicine', 2, false],
      ['medicine', 1, false],
      ['medicine', 7, false],
    ]);
    expect(rows.every((r) => r.entry === SaleEntry.Sale && r.net === r.gross - r.discount)).toBe(true);
    expect(sum(rows, 'net')).toBe(invoice.total);
    expect(sum(rows, 'gross')).toBe(150_000 + 3 * 37_000 + 7 * 1000);
    expect(sum(rows, 'gross') - sum(rows, 'discount')).toBe(invoice.total);
    // Each line's rows add up to the line, less its share of the invoice's discount.
    const lineTotals = invoice.items.map((line) =>
      sum(
        rows.filter((r) => r.invoiceItemId === line.id),
        'net',
      ),
    );
    expect(lineTotals.reduce((a, b) => a + b, 0)).toBe(invoice.total);
    invoice.items.forEach((line, index) => {
      expect(lineTotals[index]).toBeLessThanOrEqual(line.total);
    });

    // Cancelled: the same rows again, negated, and the invoice nets to nothing.
    const cancelled = await c.cancel(invoice.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = await rowsOf(invoice.id);
    const refunds = after.filter((r) => r.entry === SaleEntry.Refund);
    // (0 − x rather than −x: a cost of 0 negated is +0, which toEqual tells from −0.)
    expect(refunds.map((r) => [r.invoiceItemId, r.lotId, 0 - r.quantity, 0 - r.net, 0 - r.cost])).toEqual(
      rows.map((r) => [r.invoiceItemId, r.lotId, r.quantity, r.net, r.cost]),
    );
    expect(sum(after, 'net')).toBe(0);
    expect(sum(after, 'quantity')).toBe(0);
  });

  it('leaves no rows for an invoice cancelled before it was paid', async () => {
    const invoice: InvoiceView = await c.okOnce('POST', '/invoices/create', {
      clinicPatientId: c.filled.patient.id,
      items: [{ serviceId: c.filled.service.id }],
    });
    expect((await c.cancel(invoice.id)).statusCode).toBe(200);
    expect(await rowsOf(invoice.id)).toEqual([]);
  });
});
