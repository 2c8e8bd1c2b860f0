import { errors, InvoiceStatus, PaymentMethod, RealtimeEvent } from '@clinic/domain';
import type { InvoiceView } from '@clinic/domain/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bankTransfers, clinics, payments } from '../../db/schema/index.js';
import type { DomainEvent } from '../../platform/events.js';
import { createTestApp, type TestApp } from '../../testing/harness.js';
import { expectLedgerBalanced } from '../../testing/ledger.js';
import { webhookKeyHash } from '../clinics/bank-webhook-key.js';
import { transactionInstant } from './bank-webhook.service.js';
import { type BillingClinic, billingClinic } from './billing.fixture.js';

// Automatic reconciliation: SePay's webhook pays the invoice its transfer names when the amount is
// the total, once per transaction id; anything else waits for the cashier, who attaches it by hand.

let t: TestApp;
let c: BillingClinic;
const KEY = 'sepay-key-thungan-0123456789';
let transferIds = 1000;
const events: DomainEvent[] = [];

beforeAll(async () => {
  t = await createTestApp();
  c = await billingClinic(t, 'Chuyenkhoan');
  await t.app.deps.db
    .update(clinics)
    .set({ bankWebhookKeyHash: webhookKeyHash(KEY) })
    .where(eq(clinics.id, c.owner.user.clinicId));
  t.app.deps.events.subscribe((e) => events.push(e));
}, 60_000);
afterEach(async () => expectLedgerBalanced(t.app.deps.db));
afterAll(async () => t.close());

const transfer = (content: string, transferAmount: number, transferType: 'in' | 'out' = 'in') => {
  transferIds += 1;
  return {
    id: transferIds,
    gateway: 'Vietcombank',
    transactionDate: '2026-03-05 14:30:00',
    accountNumber: '0071000123456',
    content,
    transferType,
    transferAmount,
    referenceCode: `FT${transferIds}`,
  };
};
const webhook = (body: object, authorization: string | null = `Apikey ${KEY}`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/bank-webhook',
    headers: authorization === null ? {} : { authorization },
    payload: body,
  });
const transfersOf = (externalId: number) =>
  t.app.deps.db
    .select()
    .from(bankTransfers)
    .where(eq(bankTransfers.externalId, String(externalId)));
const unpaidInvoice = async (quantity = 3): Promise<InvoiceView> =>
  c.okOnce('POST', '/invoices/create', {
    clinicPatientId: c.filled.patient.id,
    items: [{ medicineId: c.filled.medicine.id, quantity }],
  });

describe('the bank webhook', () => {
  it('pays the invoice its content names by bank transfer, once per transaction id', async () => {
    const invoice = await unpaidInvoice();
    const body = transfer(`MBVCB.3278.${invoice.code}.CT tu NGUYEN VAN A`, invoice.total);
    const res = await webhook(body, `apikey ${KEY}`);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json().data;
    expect(answer).toMatchObject({ success: true, outcome: 'matched', invoiceId: invoice.id });
    const [paid] = await t.app.deps.db.select().from(payments).where(eq(payments.invoiceId, invoice.id));
    expect(paid).toMatchObject({
      method: PaymentMethod.BankTransfer,
      amount: invoice.total,
      bankTransferId: answer.bankTransferId,
      createdBy: null,
    });
    const [stored] = await transfersOf(body.id);
    expect(stored).toMatchObject({
      status: 'matched',
      invoiceId: invoice.id,
      provider: 'sepay',
      amount: invoice.total,
      transactionAt: new Date('2026-03-05T07:30:00.000Z'),
    });
    expect(stored!.raw).toMatchObject({ id: body.id, content: body.content });
    // The cashier's screen hears it: the invoice paid by transfer, and the transfer list.
    expect(events.map((e) => [e.name, e.payload])).toEqual(
      expect.arrayContaining([
        [
          RealtimeEvent.InvoicePay,
          expect.objectContaining({ id: invoice.id, paymentMethod: PaymentMethod.BankTransfer }),
        ],
        [RealtimeEvent.BankTransferChange, { id: answer.bankTransferId, status: 'matched' }],
      ]),
    );

    const again = await webhook(body);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({
      success: true,
      outcome: 'duplicate',
      bankTransferId: answer.bankTransferId,
      invoiceId: invoice.id,
    });
    expect(await transfersOf(body.id)).toHaveLength(1);
    expect(
      await t.app.deps.db.select().from(payments).where(eq(payments.invoiceId, invoice.id)),
    ).toHaveLength(1);
  });

  it('parks a short amount, an unknown code, no code and a paid invoice as unmatched; ignores an outgoing one', async () => {
    const invoice = await unpaidInvoice();
    const cases = [
      transfer(`THANH TOAN ${invoice.code}`, invoice.total - 1),
      transfer('THANH TOAN HD999999', invoice.total),
      transfer('chuyen tien kham benh', invoice.total),
      transfer(`${invoice.code}`, invoice.total + 1000),
    ];
    for (const body of cases) {
      const res = await webhook(body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ outcome: 'unmatched', invoiceId: null });
      expect((await transfersOf(body.id))[0]).toMatchObject({ status: 'unmatched', invoiceId: null });
    }
    const out = transfer(`${invoice.code}`, invoice.total, 'out');
    const ignored = await webhook(out);
    expect(ignored.json().data).toEqual({
      success: true,
      outcome: 'ignored',
      bankTransferId: null,
      invoiceId: null,
    });
    expect(await transfersOf(out.id)).toEqual([]);
    expect(await t.app.deps.db.select().from(payments).where(eq(payments.invoiceId, invoice.id))).toEqual([]);
  });

  it('refuses a wrong key and no key (invalidBankToken) and stores nothing', async () => {
    const body = transfer('HD000001', 1000);
    for (const authorization of ['Apikey wrong-key-0000000000', null, `Bearer ${KEY}`]) {
      const res = await webhook(body, authorization);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(errors.invalidBankToken.code);
    }
    expect(await transfersOf(body.id)).toEqual([]);
  });

  it('parks the transfer when paying refuses (out of stock): the webhook still succeeds', async () => {
    const scarce = await c.medicine('Azithromycin 250mg', 9000, [{ lot: 'AZ-1', days: 90, quantity: 1 }]);
    const invoice: InvoiceView = await c.okOnce('POST', '/invoices/create', {
      clinicPatientId: c.filled.patient.id,
      items: [{ medicineId: scarce, quantity: 2 }],
    });
    const body = transfer(invoice.code, invoice.total);
    events.length = 0;
    const res = await webhook(body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ outcome: 'unmatched', invoiceId: null });
    // Nothing of the rolled-back payment is announced.
    expect(events.map((e) => e.name)).toEqual([RealtimeEvent.BankTransferChange]);
    expect(await t.app.deps.db.select().from(payments).where(eq(payments.invoiceId, invoice.id))).toEqual([]);
    expect(await c.lotsOf(scarce)).toEqual([['AZ-1', 1]]);
  });

  it('reads SePay’s transaction date as Vietnam time', () => {
    expect(transactionInstant('2026-01-31 23:59:59')?.toISOString()).toBe('2026-01-31T16:59:59.000Z');
    expect(transactionInstant('31/01/2026')).toBeNull();
    expect(transactionInstant(null)).toBeNull();
  });
});

describe('attaching an unmatched transfer by hand', () => {
  it('pays the invoice with it (more than the total is the cashier’s call); short is refused; once only', async () => {
    const invoice = await unpaidInvoice(5);
    const short = transfer('chuyen khoan', invoice.total - 500);
    const over = transfer('chuyen khoan', invoice.total + 500);
    const shortId = (await webhook(short)).json().data.bankTransferId as number;
    const overId = (await webhook(over)).json().data.bankTransferId as number;
    const attach = (id: number, invoiceId: number, headers = c.withKey()) =>
      c.call('PUT', `/payments/bank-transfers/${id}/attach`, { invoiceId }, headers);

    const refused = await attach(shortId, invoice.id);
    expect(refused.json().code).toBe(errors.transferAmountShort.code);
    expect(refused.json().message).toContain(String(invoice.total));

    const attached = await attach(overId, invoice.id);
    expect(attached.statusCode, attached.body).toBe(200);
    expect(attached.json().data).toMatchObject({
      id: invoice.id,
      status: InvoiceStatus.Paid,
      paymentMethod: PaymentMethod.BankTransfer,
    });
    expect(attached.json().data.payments[0]).toMatchObject({ amount: invoice.total, bankTransferId: overId });
    expect(attached.json().data.bankTransfers[0]).toMatchObject({ id: overId, status: 'attached' });
    const [row] = await t.app.deps.db.select().from(bankTransfers).where(eq(bankTransfers.id, overId));
    expect(row).toMatchObject({ status: 'attached', invoiceId: invoice.id, attachedBy: c.owner.user.id });

    // Attached already; and an invoice already paid.
    expect((await attach(overId, invoice.id)).json().code).toBe(errors.workflowNotAllowed.code);
    const other = await unpaidInvoice(1);
    const paidOne = transfer('x', other.total);
    const paidOneId = (await webhook(paidOne)).json().data.bankTransferId as number;
    expect((await attach(paidOneId, invoice.id)).json().code).toBe(errors.statusNotAllowed.code);
  });

  it('answers not found for another clinic’s invoice or transfer', async () => {
    const other = await billingClinic(t, 'Khac');
    const foreign: InvoiceView = await other.okOnce('POST', '/invoices/create', {
      clinicPatientId: other.filled.patient.id,
      items: [{ serviceId: other.filled.service.id }],
    });
    const parked = transfer('khong ma', 1000);
    const parkedId = (await webhook(parked)).json().data.bankTransferId as number;
    const res = await c.call(
      'PUT',
      `/payments/bank-transfers/${parkedId}/attach`,
      { invoiceId: foreign.id },
      c.withKey(),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(errors.invoiceNotFound.code);
    const theirs = await other.call(
      'PUT',
      `/payments/bank-transfers/${parkedId}/attach`,
      { invoiceId: foreign.id },
      other.withKey(),
    );
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe(errors.bankTransferNotFound.code);
  });
});
