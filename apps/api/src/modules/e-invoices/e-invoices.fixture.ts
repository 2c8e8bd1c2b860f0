import { EInvoiceTaxRate, PaymentMethod } from '@clinic/domain';
import type { InvoiceView } from '@clinic/domain/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { eInvoices } from '../../db/schema/index.js';
import { systemClock } from '../../platform/clock.js';
import { createSInvoiceGateway } from '../../platform/e-invoice/sinvoice-gateway.js';
import { startSInvoiceStandIn } from '../../platform/e-invoice/sinvoice-stand-in.js';
import { inTransaction } from '../../platform/tx.js';
import { createTestApp } from '../../testing/harness.js';
import { billingClinic } from '../billing/billing.fixture.js';
import { type EInvoiceSettingsValues, saveEInvoiceSettings } from './e-invoice-settings.service.js';

/** The issue year's two digits: a series must carry them (the stand-in refuses another year's). */
export const year = String(systemClock().getUTCFullYear()).slice(2);
export const LOOKUP_URL = 'https://tra-cuu.test/hoa-don';

/** Valid settings of a clinic issuing on payment, with what a test changes. */
export const eInvoiceSettings = (patch: Partial<EInvoiceSettingsValues> = {}): EInvoiceSettingsValues => ({
  provider: 'viettel',
  username: '0312345673',
  password: 'demo',
  sellerTaxCode: '0312345673',
  sellerLegalName: 'CÔNG TY TNHH PHÒNG KHÁM ĐA KHOA AN TÂM',
  sellerAddress: '12 Nguyễn Trãi, TP. Hồ Chí Minh',
  templateCode: '1/001',
  series: `C${year}TAT`,
  issueOn: 'payment',
  serviceTaxRate: EInvoiceTaxRate.NotSubject,
  medicineTaxRate: EInvoiceTaxRate.Five,
  packageTaxRate: EInvoiceTaxRate.NotSubject,
  ...patch,
});

/**
 * An app issuing through the SInvoice stand-in on its own port, on a clock the test moves (to let the runner's
 * backoff pass; the stand-in allows dates 5 minutes ahead), and a billing clinic selling one medicine.
 */
export async function eInvoiceClinic(name: string) {
  const provider = await startSInvoiceStandIn();
  const clock = { now: systemClock() };
  const t = await createTestApp(
    {},
    {
      clock: () => clock.now,
      eInvoice: createSInvoiceGateway({
        baseUrl: provider.url,
        standIn: true,
        lookupUrl: LOOKUP_URL,
        timeoutMs: 1_000,
      }),
    },
  );
  const c = await billingClinic(t, name);
  const medicine = await c.medicine(`Paracetamol ${name}`, 4_200, [
    { lot: `${name}-1`, days: 300, quantity: 500 },
  ]);
  const actor = { clinicId: c.owner.user.clinicId, userId: c.owner.user.id };
  return {
    t,
    c,
    provider,
    clock,
    medicine,
    actor,
    db: () => t.app.deps.db,
    save: (input: EInvoiceSettingsValues) =>
      inTransaction(t.app.deps, actor, (tx) => saveEInvoiceSettings(tx, input, t.app.deps.eInvoicePasswords)),
    /** A walk-in sale of 5 tablets at 4,200, paid in cash. */
    async paidSale(customerName = 'Chị Hoa'): Promise<InvoiceView> {
      const sale: InvoiceView = await c.okOnce('POST', '/invoices/create', {
        customerName,
        customerPhone: '0903 555 111',
        items: [{ medicineId: medicine, quantity: 5 }],
        total: 21_000,
      });
      const paid = await c.pay(sale.id, { paymentMethod: PaymentMethod.Cash, amountReceived: 21_000 });
      expect(paid.statusCode, paid.body).toBe(200);
      return sale;
    },
    /** The invoice's original e-invoice row. */
    eInvoiceOf: async (invoiceId: number) =>
      (await t.app.deps.db.select().from(eInvoices).where(eq(eInvoices.invoiceId, invoiceId)))[0],
    async close() {
      await t.close();
      await provider.close();
    },
  };
}
