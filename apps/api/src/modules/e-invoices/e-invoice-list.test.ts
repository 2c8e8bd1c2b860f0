import { EInvoiceStatus, errors, PermissionLevel, ScreenId } from '@clinic/domain';
import type { EInvoiceRow, InvoiceSummary } from '@clinic/domain/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eInvoices, jobs, mailOutbox } from '../../db/schema/index.js';
import { addStaffMember, signUpClinic } from '../../testing/harness.js';
import { eInvoiceClinic, eInvoiceSettings, LOOKUP_URL } from './e-invoices.fixture.js';

// Where people see e-invoices: the list (by state, day and buyer, adjustments naming their original), its counts,
// a refused one sent again by its id, each invoice's state and number in the invoice lists, and the buyer's mail.

let f: Awaited<ReturnType<typeof eInvoiceClinic>>;
const runJobs = () => f.t.app.deps.jobs.runDue();
const list = async (query = ''): Promise<EInvoiceRow[]> =>
  (await f.c.ok('GET', `/e-invoices${query}`)).pageData;

let refused: EInvoiceRow;
let original: EInvoiceRow;
let adjustment: EInvoiceRow;
let refusedSale: number;
let cancelledSale: number;

beforeAll(async () => {
  f = await eInvoiceClinic('EList');
  // One refused (last year's series), then one issued and cancelled: its adjustment names it.
  await f.save(eInvoiceSettings({ series: 'C19TAT' }));
  refusedSale = (await f.paidSale('Nguyễn Thị Hương')).id;
  await runJobs();
  await f.save(eInvoiceSettings({ password: undefined }));
  cancelledSale = (await f.paidSale('Trần Văn Bình')).id;
  await runJobs();
  const cancelled = await f.c.cancel(cancelledSale, 'Khách trả lại thuốc');
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  await runJobs();
  [adjustment, original, refused] = (await list()) as [EInvoiceRow, EInvoiceRow, EInvoiceRow];
});
afterAll(() => f.close());

describe('GET /e-invoices', () => {
  it('lists originals and adjustments newest first, with their invoice and what an adjustment lowers', () => {
    expect(refused).toMatchObject({
      invoiceId: refusedSale,
      status: EInvoiceStatus.Refused,
      refusalCode: 'INVALID_SERIES',
      buyer: { name: 'Nguyễn Thị Hương' },
      adjusts: null,
      number: null,
    });
    expect(original).toMatchObject({
      invoiceId: cancelledSale,
      status: EInvoiceStatus.Cancelled,
      number: expect.any(String),
      adjusts: null,
    });
    expect(adjustment).toMatchObject({
      invoiceId: cancelledSale,
      invoiceCode: original.invoiceCode,
      status: EInvoiceStatus.Issued,
      amount: 21_000,
      adjusts: { id: original.id, number: original.number },
      reason: 'Khách trả lại thuốc',
    });
    expect(adjustment.number).not.toBe(original.number);
  });

  it('narrows by state, by a keyword (a name without accents, a number, an invoice code) and by day', async () => {
    expect((await list('?status=refused')).map((r) => r.id)).toEqual([refused.id]);
    expect((await list('?keyword=nguyen%20thi%20huong')).map((r) => r.id)).toEqual([refused.id]);
    expect((await list(`?keyword=${original.number}`)).map((r) => r.id)).toEqual([original.id]);
    expect((await list(`?keyword=${original.invoiceCode}`)).map((r) => r.id)).toEqual([
      adjustment.id,
      original.id,
    ]);
    const today = f.clock.now.toISOString().slice(0, 10);
    const tomorrow = new Date(f.clock.now.getTime() + 86_400_000).toISOString().slice(0, 10);
    // The clinic's day in Asia/Ho_Chi_Minh may be tomorrow in UTC: a two-day window holds every row.
    expect(await list(`?from=${today}&to=${tomorrow}`)).toHaveLength(3);
    expect(await list('?to=2020-01-01')).toEqual([]);
  });

  it('counts the refused and the queued, and tells a clinic without settings', async () => {
    expect(await f.c.ok('GET', '/e-invoices/counts')).toEqual({ configured: true, queued: 0, refused: 1 });
    const other = await signUpClinic(f.t.app, 'EListNone');
    const counts = await f.t.app.inject({
      method: 'GET',
      url: '/api/e-invoices/counts',
      headers: other.headers,
    });
    expect(counts.json().data).toEqual({ configured: false, queued: 0, refused: 0 });
  });

  it("shows each invoice's e-invoice state and number in the invoice search and on the invoice", async () => {
    const found: InvoiceSummary[] = (await f.c.ok('POST', '/invoices/search?pageSize=10', {})).pageData;
    expect(found.find((i) => i.id === refusedSale)?.eInvoice).toEqual({ status: 'refused', number: null });
    expect(found.find((i) => i.id === cancelledSale)?.eInvoice).toEqual({
      status: 'cancelled',
      number: original.number,
    });
    expect((await f.c.ok('GET', `/invoices/${cancelledSale}`)).eInvoice.number).toBe(original.number);
  });
});

describe('POST /e-invoices/:id/send', () => {
  it('sends a refused e-invoice again as it is, and leaves one already issued alone', async () => {
    const issuedJobs = async () =>
      (await f.db().select().from(jobs)).filter((j) => j.key.includes(`:${adjustment.id}:`)).length;
    const before = await issuedJobs();
    const same = await f.c.ok('POST', `/e-invoices/${adjustment.id}/send`);
    expect(same).toMatchObject({ id: adjustment.id, status: EInvoiceStatus.Issued });
    expect(await issuedJobs()).toBe(before);

    const queued = await f.c.ok('POST', `/e-invoices/${refused.id}/send`);
    expect(queued).toMatchObject({ id: refused.id, status: EInvoiceStatus.Queued, refusalCode: null });
    await runJobs();
    const [row] = await f.db().select().from(eInvoices).where(eq(eInvoices.id, refused.id));
    expect(row).toMatchObject({ status: EInvoiceStatus.Issued, sendSeq: 2, number: expect.any(String) });
  });

  it('lets a reader of the invoices list them but not send, and refuses anyone else', async () => {
    const reader = await addStaffMember(f.t.app, f.actor.clinicId, {
      screens: { [ScreenId.Invoices]: PermissionLevel.Read },
    });
    expect((await f.c.call('GET', '/e-invoices', undefined, reader.headers)).statusCode).toBe(200);
    const send = await f.c.call('POST', `/e-invoices/${refused.id}/send`, undefined, reader.headers);
    expect(send.statusCode).toBe(403);
    const stranger = await addStaffMember(f.t.app, f.actor.clinicId, {
      screens: { [ScreenId.PatientRecords]: PermissionLevel.Write },
    });
    expect((await f.c.call('GET', '/e-invoices/counts', undefined, stranger.headers)).statusCode).toBe(403);
  });

  it('answers not found for an e-invoice id the clinic does not have', async () => {
    const res = await f.c.call('POST', '/e-invoices/999999/send');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(errors.eInvoiceNotFound.code);
  });
});

describe("the buyer's mail", () => {
  const mailsTo = (to: string) => f.db().select().from(mailOutbox).where(eq(mailOutbox.to, to));

  it('mails the buyer the issued number and lookup code, once, when the buyer gave an address', async () => {
    await f.save(eInvoiceSettings({ issueOn: 'request', password: undefined }));
    const sale = await f.paidSale('Anh Khoa');
    await f.c.ok('POST', `/invoices/${sale.id}/e-invoice`, {
      company: {
        taxCode: '0318765434',
        legalName: 'CÔNG TY CỔ PHẦN THƯƠNG MẠI BÌNH MINH',
        address: '45 Lê Lợi, TP. Hồ Chí Minh',
        email: 'hoadon@binhminh.vn',
      },
    });
    expect(await mailsTo('hoadon@binhminh.vn')).toEqual([]);
    await runJobs();
    const issued = await f.c.ok('GET', `/invoices/${sale.id}/e-invoice`);
    const mails = await mailsTo('hoadon@binhminh.vn');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(
      `Hóa đơn điện tử số ${issued.number} từ CÔNG TY TNHH PHÒNG KHÁM ĐA KHOA AN TÂM`,
    );
    expect(mails[0]!.text).toContain('Kính gửi CÔNG TY CỔ PHẦN THƯƠNG MẠI BÌNH MINH');
    expect(mails[0]!.text).toContain('21.000 ₫');
    expect(mails[0]!.text).toContain(issued.lookupCode);
    expect(mails[0]!.text).toContain(LOOKUP_URL);
    expect(mails[0]!.clinicId).toBe(f.actor.clinicId);
    await runJobs();
    expect(await mailsTo('hoadon@binhminh.vn')).toHaveLength(1);
  });

  it('mails nobody when the buyer gave no address', async () => {
    const before = (await f.db().select().from(mailOutbox)).length;
    const sale = await f.paidSale('Chị Mai');
    await f.c.ok('POST', `/invoices/${sale.id}/e-invoice`, {});
    await runJobs();
    expect((await f.c.ok('GET', `/invoices/${sale.id}/e-invoice`)).status).toBe(EInvoiceStatus.Issued);
    expect(await f.db().select().from(mailOutbox)).toHaveLength(before);
  });
});
