import { AppError, EInvoiceStatus, InvoiceStatus } from '@clinic/domain';
import type { eInvoiceCompanyBuyer } from '@clinic/domain/contracts';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbTx } from '../../db/client.js';
import { clinicPatients, eInvoices, invoiceItems, invoices } from '../../db/schema/index.js';
import type { EInvoiceBuyer, EInvoiceLine } from '../../platform/e-invoice/gateway.js';
import { enqueueAll } from '../../platform/jobs/runner.js';
import type { Tx } from '../../platform/tx.js';
import { adjustmentLinesOf, eInvoiceLinesOf, type TaxRates } from './e-invoice-lines.js';
import { eInvoiceSettingsOf, taxRatesOf } from './e-invoice-settings.service.js';

export const EINVOICE_ISSUE_JOB = 'e-invoice-issue';

/** What the issue job needs; `seq` is the queueing it belongs to (a send again makes an earlier one stale). */
export interface EInvoiceIssuePayload {
  eInvoiceId: number;
  seq: number;
}

export type CompanyBuyer = z.output<typeof eInvoiceCompanyBuyer>;

/** A walk-in customer who gave no name. */
const RETAIL_BUYER = 'Khách lẻ';

/**
 * Queues the invoice's e-invoice in the caller's transaction (the job exists if and only if the commit does): its
 * lines as paid, at the clinic's rates now, and its buyer — the patient, or the company the patient names. A paid
 * invoice has one original e-invoice; queueing it again sends the same one again (a refused one, its buyer fixed).
 * Answers the e-invoice's id. eInvoicesNotConfigured without settings; eInvoiceNeedsPaidInvoice unless the invoice
 * is paid and charged something.
 */
export async function queueEInvoice(
  tx: Tx,
  invoiceId: number,
  company?: CompanyBuyer | null,
): Promise<number> {
  const settings = await eInvoiceSettingsOf(tx.db, tx.actor.clinicId);
  if (!settings) throw new AppError('eInvoicesNotConfigured');
  return queueWith(tx, taxRatesOf(settings), invoiceId, company);
}

/** queueEInvoice once the clinic's rates are read. */
async function queueWith(
  tx: Tx,
  rates: TaxRates,
  invoiceId: number,
  company?: CompanyBuyer | null,
): Promise<number> {
  const clinicId = tx.actor.clinicId;
  const [invoice] = await tx.db
    .select({
      code: invoices.code,
      status: invoices.status,
      discount: invoices.discount,
      total: invoices.total,
      paymentMethod: invoices.paymentMethod,
      customerName: invoices.customerName,
      customerPhone: invoices.customerPhone,
      patient: {
        fullName: clinicPatients.fullName,
        code: clinicPatients.code,
        phone: clinicPatients.phone,
        email: clinicPatients.email,
        address: clinicPatients.address,
      },
    })
    .from(invoices)
    .leftJoin(
      clinicPatients,
      and(eq(clinicPatients.clinicId, invoices.clinicId), eq(clinicPatients.id, invoices.clinicPatientId)),
    )
    .where(and(eq(invoices.clinicId, clinicId), eq(invoices.id, invoiceId)));
  if (!invoice || invoice.status !== InvoiceStatus.Paid || invoice.total === 0)
    throw new AppError('eInvoiceNeedsPaidInvoice');

  const person: EInvoiceBuyer = invoice.patient
    ? {
        name: invoice.patient.fullName,
        code: invoice.patient.code,
        phone: invoice.patient.phone,
        ...(invoice.patient.email ? { email: invoice.patient.email } : {}),
        ...(invoice.patient.address ? { address: invoice.patient.address } : {}),
      }
    : {
        name: invoice.customerName?.trim() || RETAIL_BUYER,
        ...(invoice.customerPhone ? { phone: invoice.customerPhone } : {}),
      };
  const buyer: EInvoiceBuyer = company
    ? {
        ...person,
        legalName: company.legalName,
        taxCode: company.taxCode,
        address: company.address,
        ...(company.email ? { email: company.email } : {}),
      }
    : person;

  const [original] = await tx.db
    .select({ id: eInvoices.id, status: eInvoices.status })
    .from(eInvoices)
    .where(originalOf(clinicId, invoiceId))
    .for('update');
  if (original) {
    // Issued or on its way: nothing to queue. Refused: sent again, with the buyer given now.
    if (original.status === EInvoiceStatus.Refused)
      await sendAgain(tx, original.id, company ? buyer : undefined);
    return original.id;
  }

  const items = await tx.db
    .select({
      kind: invoiceItems.kind,
      name: invoiceItems.name,
      unit: invoiceItems.unit,
      unitPrice: invoiceItems.unitPrice,
      quantity: invoiceItems.quantity,
      discount: invoiceItems.discount,
      total: invoiceItems.total,
    })
    .from(invoiceItems)
    .where(and(eq(invoiceItems.clinicId, clinicId), eq(invoiceItems.invoiceId, invoiceId)))
    .orderBy(asc(invoiceItems.position));
  const lines = eInvoiceLinesOf(items, invoice.discount, rates);
  const [row] = await tx.db
    .insert(eInvoices)
    .values({
      clinicId,
      invoiceId,
      // Unique per clinic and per seller at the provider: a chain's clinics share a tax code, not invoice codes.
      transactionId: `c${clinicId}-${invoice.code}-1`,
      status: EInvoiceStatus.Queued,
      buyer,
      lines,
      amount: lines.reduce((sum, line) => sum + line.total, 0),
      paymentMethod: invoice.paymentMethod,
      createdBy: tx.actor.userId,
      createdAt: tx.now,
      updatedAt: tx.now,
    })
    .returning({ id: eInvoices.id, sendSeq: eInvoices.sendSeq });
  await enqueueIssue(tx, row!.id, row!.sendSeq);
  return row!.id;
}

/**
 * A paid invoice's e-invoice, when the clinic issues them on payment (the cashier's request otherwise) and the
 * invoice charged something (one all covered by packages sold nothing for money).
 */
export async function queueOnPayment(tx: Tx, invoiceId: number, total: number) {
  if (total <= 0) return;
  const settings = await eInvoiceSettingsOf(tx.db, tx.actor.clinicId);
  if (settings?.issueOn === 'payment') await queueWith(tx, taxRatesOf(settings), invoiceId);
}

/**
 * A refused e-invoice (an original or an adjustment) queued again, in the caller's transaction, with the buyer given
 * (an original's, fixed by the cashier) or as it was. A job of the earlier queueing finds itself stale by `sendSeq`.
 */
export async function sendAgain(tx: Tx, eInvoiceId: number, buyer?: EInvoiceBuyer) {
  const [row] = await tx.db
    .update(eInvoices)
    .set({
      status: EInvoiceStatus.Queued,
      ...(buyer ? { buyer } : {}),
      sendSeq: sql`${eInvoices.sendSeq} + 1`,
      attempts: 0,
      refusalCode: null,
      refusalReason: null,
      updatedAt: tx.now,
    })
    .where(
      and(
        eq(eInvoices.clinicId, tx.actor.clinicId),
        eq(eInvoices.id, eInvoiceId),
        eq(eInvoices.status, EInvoiceStatus.Refused),
      ),
    )
    .returning({ id: eInvoices.id, sendSeq: eInvoices.sendSeq });
  if (row) await enqueueIssue(tx, row.id, row.sendSeq);
}

/** What the original's adjustments take off it: all of them, or only those in `status`. */
export async function adjustedAmount(
  db: Db | DbTx,
  clinicId: number,
  originalId: number,
  status?: EInvoiceStatus,
): Promise<number> {
  const [taken] = await db
    .select({ sum: sql<number>`coalesce(sum(${eInvoices.amount}), 0)`.mapWith(Number) })
    .from(eInvoices)
    .where(
      and(
        eq(eInvoices.clinicId, clinicId),
        eq(eInvoices.adjustsId, originalId),
        status ? eq(eInvoices.status, status) : undefined,
      ),
    );
  return taken?.sum ?? 0;
}

/**
 * Cancelling a paid invoice, in the cancellation's transaction: its e-invoice is never edited, it is brought to
 * nothing by an adjustment e-invoice of its whole amount, naming the original (Decree 123 as amended: an issued
 * invoice is corrected by adjustment or replacement). One refused (never issued) is only marked cancelled. One still
 * queued gets its adjustment too, which the job sends once the original is issued.
 */
export async function queueCancellation(tx: Tx, invoiceId: number, reason: string) {
  const clinicId = tx.actor.clinicId;
  const [original] = await tx.db
    .select()
    .from(eInvoices)
    .where(originalOf(clinicId, invoiceId))
    .for('update');
  if (!original || original.status === EInvoiceStatus.Cancelled) return;
  if (original.status === EInvoiceStatus.Refused) {
    await tx.db
      .update(eInvoices)
      .set({ status: EInvoiceStatus.Cancelled, updatedAt: tx.now })
      .where(and(eq(eInvoices.clinicId, clinicId), eq(eInvoices.id, original.id)));
    return;
  }
  const [made] = await tx.db
    .select({ n: count() })
    .from(eInvoices)
    .where(and(eq(eInvoices.clinicId, clinicId), eq(eInvoices.invoiceId, invoiceId)));
  const left = original.amount - (await adjustedAmount(tx.db, clinicId, original.id));
  if (left <= 0) return;
  const lines = adjustmentLinesOf(original.lines as EInvoiceLine[], left);
  const [row] = await tx.db
    .insert(eInvoices)
    .values({
      clinicId,
      invoiceId,
      adjustsId: original.id,
      transactionId: original.transactionId.replace(/-\d+$/, `-${(made?.n ?? 1) + 1}`),
      status: EInvoiceStatus.Queued,
      buyer: original.buyer,
      lines,
      amount: left,
      paymentMethod: original.paymentMethod,
      reason,
      createdBy: tx.actor.userId,
      createdAt: tx.now,
      updatedAt: tx.now,
    })
    .returning({ id: eInvoices.id, sendSeq: eInvoices.sendSeq });
  await enqueueIssue(tx, row!.id, row!.sendSeq);
}

/** The invoice's original e-invoice (not an adjustment). */
export const originalOf = (clinicId: number, invoiceId: number) =>
  and(eq(eInvoices.clinicId, clinicId), eq(eInvoices.invoiceId, invoiceId), isNull(eInvoices.adjustsId));

async function enqueueIssue(tx: Tx, eInvoiceId: number, seq: number) {
  const clinicId = tx.actor.clinicId;
  const payload: EInvoiceIssuePayload = { eInvoiceId, seq };
  await enqueueAll(tx.db, () => tx.now, [
    {
      kind: EINVOICE_ISSUE_JOB,
      key: `${EINVOICE_ISSUE_JOB}:${clinicId}:${eInvoiceId}:${seq}`,
      clinicId,
      payload: { ...payload },
    },
  ]);
}
