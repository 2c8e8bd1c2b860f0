import {
  EInvoiceStatus,
  EInvoiceTaxRate,
  errors,
  PaymentMethod,
  PermissionLevel,
  ScreenId,
} from '@clinic/domain';
import type { InvoiceView } from '@clinic/domain/contracts';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eInvoices, jobs } from '../../db/schema/index.js';
import { retryDelayMs } from '../../platform/jobs/runner.js';
import { inTransaction } from '../../platform/tx.js';
import { addStaffMember, signUpClinic } from '../../testing/harness.js';
import { EINVOICE_ISSUE_JOB, queueEInvoice } from './e-invoice-queue.service.js';
import type { EInvoiceSettingsValues } from './e-invoice-settings.service.js';
import { eInvoiceClinic, eInvoiceSettings, LOOKUP_URL, year } from './e-invoices.fixture.js';

// A paid invoice's e-invoice, against the SInvoice stand-in on its own port: queued in the payment's transaction,
// issued by the job with the provider's number and lookup code, refused with the provider's reason and sent again,
// and issued exactly once when the provider's answer is lost after it issued (the job's retry finds it).

let f: Awaited<ReturnType<typeof eInvoiceClinic>>;
let c: typeof f.c;
let provider: typeof f.provider;
const db = () => f.db();
const settings = eInvoiceSettings;
const save = (input: EInvoiceSettingsValues) => f.save(input);
const paidSale = () => f.paidSale();
const eInvoiceOf = (invoiceId: number) => f.eInvoiceOf(invoiceId);

beforeAll(async () => {
  f = await eInvoiceClinic('EInv');
  ({ c, provider } = f);
});
afterAll(() => f.close());

describe('e-invoices of paid invoices', () => {
  it('issues none while the clinic has no e-invoice settings', async () => {
    const sale = await paidSale();
    await f.t.app.deps.jobs.runDue();
    expect(await eInvoiceOf(sale.id)).toBeUndefined();
    expect((await c.ok('GET', `/print/invoice/${sale.id}/data?lang=vi`)).eInvoice).toBeNull();
  });

  it('queues the e-invoice with the payment, and the job issues it with the number and lookup code', async () => {
    await save(settings());
    const sale = await paidSale();
    const queued = await eInvoiceOf(sale.id);
    expect(queued).toMatchObject({
      status: EInvoiceStatus.Queued,
      amount: 21_000,
      paymentMethod: PaymentMethod.Cash,
      buyer: { name: 'Chị Hoa', phone: '0903555111' },
      lines: [
        {
          code: null,
          name: 'Paracetamol EInv',
          unit: 'tablet',
          quantity: 5,
          unitPrice: 4_200,
          discount: 0,
          total: 21_000,
          taxRate: EInvoiceTaxRate.Five,
        },
      ],
    });
    const [job] = await db()
      .select()
      .from(jobs)
      .where(like(jobs.key, `${EINVOICE_ISSUE_JOB}:%:${queued!.id}:%`));
    expect(job).toBeDefined();

    await f.t.app.deps.jobs.runDue();
    const issued = await eInvoiceOf(sale.id);
    expect(issued).toMatchObject({
      status: EInvoiceStatus.Issued,
      number: expect.stringMatching(new RegExp(`^C${year}TAT\\d+$`)),
      lookupCode: expect.stringMatching(/^[0-9A-F]{10}$/),
      attempts: 1,
      refusalCode: null,
    });
    // The printed receipt carries the number, the lookup code and where to look it up.
    const printed = await c.ok('GET', `/print/invoice/${sale.id}/data?lang=vi`);
    expect(printed.eInvoice).toEqual({
      number: issued!.number,
      lookupCode: issued!.lookupCode,
      lookupUrl: LOOKUP_URL,
    });
    // What the provider received: the sale, 20,000 before tax and 1,000 of VAT at 5 %.
    expect(provider.received().at(-1)).toMatchObject({
      buyerInfo: { buyerName: 'Chị Hoa', buyerPhoneNumber: '0903555111' },
      payments: [{ paymentMethodName: 'TM' }],
      itemInfo: [{ quantity: 5, unitPrice: 4000, itemTotalAmountAfterDiscount: 20_000, taxAmount: 1_000 }],
    });
  });

  it("shows the provider's refusal with its reason, and sends again once the settings are fixed", async () => {
    await save(settings({ series: 'C19TAT', password: undefined }));
    const sale = await paidSale();
    await f.t.app.deps.jobs.runDue();
    expect(await eInvoiceOf(sale.id)).toMatchObject({
      status: EInvoiceStatus.Refused,
      refusalCode: 'INVALID_SERIES',
      refusalReason: 'Ký hiệu hóa đơn không hợp lệ',
      number: null,
    });

    await save(settings({ password: undefined }));
    const id = await inTransaction(f.t.app.deps, f.actor, (tx) =>
      queueEInvoice(tx, sale.id, {
        taxCode: '0318765434',
        legalName: 'CÔNG TY CỔ PHẦN THƯƠNG MẠI BÌNH MINH',
        address: '45 Lê Lợi, TP. Hồ Chí Minh',
        email: 'hoadon@binhminh.vn',
      }),
    );
    expect(await eInvoiceOf(sale.id)).toMatchObject({ id, status: EInvoiceStatus.Queued, sendSeq: 2 });
    await f.t.app.deps.jobs.runDue();
    expect(await eInvoiceOf(sale.id)).toMatchObject({ status: EInvoiceStatus.Issued, refusalReason: null });
    expect(provider.received().at(-1)).toMatchObject({
      buyerInfo: {
        buyerName: 'Chị Hoa',
        buyerLegalName: 'CÔNG TY CỔ PHẦN THƯƠNG MẠI BÌNH MINH',
        buyerTaxCode: '0318765434',
      },
    });
  });

  it('issues exactly once when the answer is lost after the provider issued: the retry finds that invoice', async () => {
    const sale = await paidSale();
    provider.loseAnswerOfNext(1);
    await f.t.app.deps.jobs.runDue();
    const waiting = await eInvoiceOf(sale.id);
    expect(waiting).toMatchObject({ status: EInvoiceStatus.Queued, attempts: 1, number: null });
    expect(waiting!.refusalReason).toMatch(/timed out/);
    const atProvider = () => provider.issued().filter((i) => i.transactionUuid === waiting!.transactionId);
    expect(atProvider()).toHaveLength(1);

    f.clock.now = new Date(f.clock.now.getTime() + retryDelayMs(1));
    await f.t.app.deps.jobs.runDue();
    expect(await eInvoiceOf(sale.id)).toMatchObject({
      status: EInvoiceStatus.Issued,
      number: atProvider()[0]!.invoiceNo,
      attempts: 2,
    });
    expect(atProvider()).toHaveLength(1);
  });

  it('queues nothing more for an invoice already issued', async () => {
    const sale = await paidSale();
    await f.t.app.deps.jobs.runDue();
    const issued = await eInvoiceOf(sale.id);
    const again = await inTransaction(f.t.app.deps, f.actor, (tx) => queueEInvoice(tx, sale.id));
    expect(again).toBe(issued!.id);
    expect(await eInvoiceOf(sale.id)).toEqual(issued);
  });
});

describe('cancelling a paid invoice whose e-invoice was issued', () => {
  it('issues an adjustment of the whole amount naming the original, and marks the original cancelled', async () => {
    await save(settings({ password: undefined }));
    const sale = await paidSale();
    await f.t.app.deps.jobs.runDue();
    const original = await eInvoiceOf(sale.id);
    expect(original).toMatchObject({
      status: EInvoiceStatus.Issued,
      templateCode: '1/001',
      series: `C${year}TAT`,
    });

    const cancelled = await c.cancel(sale.id, 'Khách trả lại thuốc');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const rows = await db().select().from(eInvoices).where(eq(eInvoices.invoiceId, sale.id));
    const adjustment = rows.find((row) => row.adjustsId === original!.id);
    expect(adjustment).toMatchObject({
      status: EInvoiceStatus.Queued,
      amount: 21_000,
      reason: 'Khách trả lại thuốc',
      transactionId: original!.transactionId.replace(/-1$/, '-2'),
    });
    // The original is never edited: it stays issued until its adjustment is.
    expect(await eInvoiceOf(sale.id)).toMatchObject({
      status: EInvoiceStatus.Issued,
      number: original!.number,
    });

    await f.t.app.deps.jobs.runDue();
    const [after] = await db().select().from(eInvoices).where(eq(eInvoices.id, adjustment!.id));
    expect(after).toMatchObject({ status: EInvoiceStatus.Issued, number: expect.any(String) });
    expect(after!.number).not.toBe(original!.number);
    expect((await db().select().from(eInvoices).where(eq(eInvoices.id, original!.id)))[0]!.status).toBe(
      EInvoiceStatus.Cancelled,
    );
    expect(provider.received().at(-1)).toMatchObject({
      generalInvoiceInfo: {
        adjustmentType: '5',
        originalInvoiceId: original!.number,
        originalTemplateCode: '1/001',
        additionalReferenceDesc: 'Khách trả lại thuốc',
      },
      itemInfo: [{ itemTotalAmountWithTax: 21_000, isIncreaseItem: false }],
    });
  });

  it('only marks cancelled an e-invoice the provider refused: nothing was issued to adjust', async () => {
    await save(settings({ series: 'C19TAT', password: undefined }));
    const sale = await paidSale();
    await f.t.app.deps.jobs.runDue();
    expect(await eInvoiceOf(sale.id)).toMatchObject({ status: EInvoiceStatus.Refused });
    const sent = provider.received().length;
    const cancelled = await c.cancel(sale.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const rows = await db().select().from(eInvoices).where(eq(eInvoices.invoiceId, sale.id));
    expect(rows).toEqual([expect.objectContaining({ status: EInvoiceStatus.Cancelled, adjustsId: null })]);
    await f.t.app.deps.jobs.runDue();
    expect(provider.received()).toHaveLength(sent);
    await save(settings({ password: undefined }));
  });
});

describe('the routes: settings (owner only) and the cashier\'s "Xuất hóa đơn điện tử"', () => {
  it('answers the settings without the password, and where invoices go', async () => {
    const answer = await c.ok('GET', '/e-invoices/settings');
    expect(answer.settings).toMatchObject({
      username: '0312345673',
      hasPassword: true,
      series: `C${year}TAT`,
    });
    expect(answer.settings).not.toHaveProperty('password');
    expect(answer.target).toEqual({
      provider: 'viettel',
      url: provider.url,
      standIn: true,
      lookupUrl: LOOKUP_URL,
    });
    expect(JSON.stringify(answer)).not.toContain('demo');
  });

  it("refuses the settings to anyone but the owner, even with general settings' write", async () => {
    const admin = await addStaffMember(f.t.app, c.owner.user.clinicId, {
      screens: {
        [ScreenId.GeneralSettings]: PermissionLevel.Write,
        [ScreenId.Billing]: PermissionLevel.Write,
      },
    });
    const read = await c.call('GET', '/e-invoices/settings', undefined, admin.headers);
    expect(read.json().code).toBe(errors.onlyOwnerCanAct.code);
    const write = await c.call(
      'PUT',
      '/e-invoices/settings',
      { ...settings(), password: 'x' },
      admin.headers,
    );
    expect(write.json().code).toBe(errors.onlyOwnerCanAct.code);
    // Nothing was written: the owner's account stays.
    expect((await c.ok('GET', '/e-invoices/settings')).settings.username).toBe('0312345673');
  });

  it('checks the seller tax code by its check digit and the series by its pattern', async () => {
    const res = await c.call('PUT', '/e-invoices/settings', {
      ...settings(),
      sellerTaxCode: '0312345674',
      series: 'c26taat',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('formError.invalidTaxCode');
  });

  it('issues on request: not on payment, then at the cashier to a company the patient names', async () => {
    const put = await c.call('PUT', '/e-invoices/settings', {
      ...settings({ issueOn: 'request' }),
      password: undefined,
    });
    expect(put.statusCode, put.body).toBe(200);
    const sale = await paidSale();
    expect(await c.ok('GET', `/invoices/${sale.id}/e-invoice`)).toBeNull();

    const badCode = await c.call('POST', `/invoices/${sale.id}/e-invoice`, {
      company: { taxCode: '0318765435', legalName: 'CÔNG TY BÌNH MINH', address: '45 Lê Lợi' },
    });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.body).toContain('formError.invalidTaxCode');

    const queued = await c.ok('POST', `/invoices/${sale.id}/e-invoice`, {
      company: { taxCode: '0318765434 ', legalName: 'CÔNG TY BÌNH MINH', address: '45 Lê Lợi', email: null },
    });
    expect(queued).toMatchObject({
      status: EInvoiceStatus.Queued,
      amount: 21_000,
      buyer: { name: 'Chị Hoa', legalName: 'CÔNG TY BÌNH MINH', taxCode: '0318765434', address: '45 Lê Lợi' },
      number: null,
    });
    await f.t.app.deps.jobs.runDue();
    const issued = await c.ok('GET', `/invoices/${sale.id}/e-invoice`);
    expect(issued).toMatchObject({
      status: EInvoiceStatus.Issued,
      number: expect.any(String),
      lookupCode: expect.any(String),
    });
  });

  it('refuses an e-invoice for an unpaid invoice', async () => {
    const sale: InvoiceView = await c.okOnce('POST', '/invoices/create', {
      customerName: 'Anh Nam',
      items: [{ medicineId: f.medicine, quantity: 1 }],
      total: 4_200,
    });
    const res = await c.call('POST', `/invoices/${sale.id}/e-invoice`, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(errors.eInvoiceNeedsPaidInvoice.code);
  });

  it('asks for the password on the first save, and refuses to issue before the clinic has settings', async () => {
    const other = await signUpClinic(f.t.app, 'EInvNone');
    const first = await f.t.app.inject({
      method: 'PUT',
      url: '/api/e-invoices/settings',
      headers: other.headers,
      payload: { ...settings(), password: undefined },
    });
    expect(first.statusCode).toBe(400);
    expect(first.json().code).toBe(errors.eInvoicePasswordRequired.code);
    const unset = inTransaction(
      f.t.app.deps,
      { clinicId: other.user.clinicId, userId: other.user.id },
      (tx) => queueEInvoice(tx, 1),
    );
    await expect(unset).rejects.toMatchObject({ key: 'eInvoicesNotConfigured' });
  });
});
