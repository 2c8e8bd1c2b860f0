import { EInvoiceStatus, EInvoiceTaxRate, InvoiceStatus } from '@clinic/domain';
import { and, desc, eq, gt } from 'drizzle-orm';
import { EInvoiceRefusal } from '../../modules/e-invoices/e-invoice-issue.job.js';
import { queueEInvoice } from '../../modules/e-invoices/e-invoice-queue.service.js';
import { saveEInvoiceSettings } from '../../modules/e-invoices/e-invoice-settings.service.js';
import { STAND_IN_PASSWORD } from '../../platform/e-invoice/sinvoice-stand-in.js';
import type { SecretBox } from '../../platform/secret-box.js';
import type { Tx } from '../../platform/tx.js';
import { eInvoices, invoices } from '../schema/index.js';

/** The demo clinic's seller, as registered with the tax office (a tax code with a valid check digit). */
export const DEMO_SELLER = {
  taxCode: '0312345673',
  legalName: 'CÔNG TY TNHH PHÒNG KHÁM ĐA KHOA AN TÂM',
  address: '125 Nguyễn Thị Minh Khai, Phường Bến Thành, Quận 1, TP. Hồ Chí Minh',
};

/** How many of the latest paid invoices the demo queues for issuing. */
export const DEMO_EINVOICES = 8;

/**
 * The demo clinic issues e-invoices on payment through the API's own SInvoice stand-in (any username, password
 * 'demo'). Its latest paid invoices are queued the way paying queues them, so the running API's job issues them
 * within seconds of its start. One names a company as its buyer; the oldest waits refused, "the provider out of
 * reach", for the cashier's "Gửi lại".
 */
export async function seedEInvoices(tx: Tx, box: SecretBox, now: Date) {
  const clinicId = tx.actor.clinicId;
  await saveEInvoiceSettings(
    tx,
    {
      provider: 'viettel',
      username: DEMO_SELLER.taxCode,
      password: STAND_IN_PASSWORD,
      sellerTaxCode: DEMO_SELLER.taxCode,
      sellerLegalName: DEMO_SELLER.legalName,
      sellerAddress: DEMO_SELLER.address,
      templateCode: '1/001',
      // The series carries the year it is issued in (the job issues at the API's start).
      series: `C${String(now.getUTCFullYear()).slice(2)}TAA`,
      issueOn: 'payment',
      serviceTaxRate: EInvoiceTaxRate.NotSubject,
      medicineTaxRate: EInvoiceTaxRate.Five,
      packageTaxRate: EInvoiceTaxRate.NotSubject,
    },
    box,
  );
  const latest = await tx.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(eq(invoices.clinicId, clinicId), eq(invoices.status, InvoiceStatus.Paid), gt(invoices.total, 0)),
    )
    .orderBy(desc(invoices.paidAt), desc(invoices.id))
    .limit(DEMO_EINVOICES);
  const company = {
    taxCode: '0318765434',
    legalName: 'CÔNG TY CỔ PHẦN THƯƠNG MẠI BÌNH MINH',
    address: '45 Lê Lợi, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh',
    email: null,
  };
  const queued: number[] = [];
  for (const [i, { id }] of latest.entries())
    queued.push(await queueEInvoice(tx, id, i === 1 ? company : null));
  const oldest = queued.at(-1);
  if (oldest === undefined) return;
  await tx.db
    .update(eInvoices)
    .set({
      status: EInvoiceStatus.Refused,
      attempts: 6,
      refusalCode: EInvoiceRefusal.Unreachable,
      refusalReason: 'SInvoice timed out on createInvoice',
    })
    .where(and(eq(eInvoices.clinicId, clinicId), eq(eInvoices.id, oldest)));
}
