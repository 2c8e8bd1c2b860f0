import {
  type EInvoiceStatus,
  InvoiceStatus,
  invoiceCodeInTransfer,
  PaymentMethod,
  vietQrPayload,
} from '@clinic/domain';
import type {
  BankTransferItem,
  InvoiceLine,
  InvoiceSummary,
  InvoiceVietQr,
  InvoiceView,
  PaymentItem,
} from '@clinic/domain/contracts';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbTx } from '../../db/client.js';
import {
  appointments,
  bankTransfers,
  clinicPatients,
  clinics,
  eInvoices,
  invoiceItems,
  invoices,
  payments,
  stockSheets,
  users,
} from '../../db/schema/index.js';
import { invoiceShortages } from './invoice-shortages.js';

// Reads of invoices (screens 21 and 23): one select of the summary columns for every list, and the invoice with its
// lines, ledger, stock sheets, transfers and VietQR code. Plain functions of (db, clinicId, …), so reports reuse them.

type AnyDb = Db | DbTx;
type InvoiceRow = typeof invoices.$inferSelect;
type LineRow = typeof invoiceItems.$inferSelect;

const paidByUser = alias(users, 'paid_by_user');
const canceledByUser = alias(users, 'canceled_by_user');
const createdByUser = alias(users, 'created_by_user');
const itemCount = sql<number>`(select count(*)::int from ${invoiceItems} where ${invoiceItems.invoiceId} = ${invoices.id})`;

/**
 * Invoices as listed, with their patient, visit and the names of who created, paid and cancelled them. `where` is
 * ANDed with the clinic; the caller orders and pages (`.orderBy`, `.limit`). The patient is a left join: a walk-in
 * customer's invoice has no record.
 */
export function selectInvoiceSummaries(db: AnyDb, clinicId: number, where?: SQL) {
  return (
    db
      .select({
        invoice: invoices,
        appointmentCode: appointments.code,
        patientName: clinicPatients.fullName,
        patientCode: clinicPatients.code,
        paidByName: paidByUser.fullName,
        canceledByName: canceledByUser.fullName,
        createdByName: createdByUser.fullName,
        itemCount,
        eInvoice: { status: eInvoices.status, number: eInvoices.number },
      })
      .from(invoices)
      .leftJoin(
        clinicPatients,
        and(eq(clinicPatients.clinicId, invoices.clinicId), eq(clinicPatients.id, invoices.clinicPatientId)),
      )
      .leftJoin(
        appointments,
        and(eq(appointments.clinicId, invoices.clinicId), eq(appointments.id, invoices.appointmentId)),
      )
      .leftJoin(paidByUser, eq(paidByUser.id, invoices.paidBy))
      .leftJoin(canceledByUser, eq(canceledByUser.id, invoices.canceledBy))
      .leftJoin(createdByUser, eq(createdByUser.id, invoices.createdBy))
      // Its original e-invoice (an adjustment names the original; the original's state tells what became of it).
      .leftJoin(
        eInvoices,
        and(
          eq(eInvoices.clinicId, invoices.clinicId),
          eq(eInvoices.invoiceId, invoices.id),
          isNull(eInvoices.adjustsId),
        ),
      )
      .where(and(eq(invoices.clinicId, clinicId), where))
      .$dynamic()
  );
}

type SummaryRow = Awaited<ReturnType<typeof selectInvoiceSummaries>>[number];

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A summary row as the contract answers it. */
export function toInvoiceSummary(row: SummaryRow): InvoiceSummary {
  const { invoice } = row;
  return {
    id: invoice.id,
    code: invoice.code,
    status: invoice.status,
    appointmentId: invoice.appointmentId,
    appointmentCode: row.appointmentCode,
    clinicPatientId: invoice.clinicPatientId,
    patientName: row.patientName ?? invoice.customerName,
    patientCode: row.patientCode,
    customerPhone: invoice.customerPhone,
    subtotal: invoice.subtotal,
    discount: invoice.discount,
    total: invoice.total,
    paymentMethod: invoice.paymentMethod,
    amountReceived: invoice.amountReceived,
    changeDue:
      invoice.paymentMethod === PaymentMethod.Cash && invoice.amountReceived !== null
        ? invoice.amountReceived - invoice.total
        : null,
    paidAt: iso(invoice.paidAt),
    paidBy: invoice.paidBy,
    paidByName: row.paidByName,
    canceledAt: iso(invoice.canceledAt),
    canceledByName: row.canceledByName,
    cancelReason: invoice.cancelReason,
    itemCount: row.itemCount,
    createdBy: invoice.createdBy,
    createdByName: row.createdByName,
    createdAt: invoice.createdAt.toISOString(),
    updatedAt: invoice.updatedAt.toISOString(),
    eInvoice: row.eInvoice
      ? { status: row.eInvoice.status as EInvoiceStatus, number: row.eInvoice.number }
      : null,
  };
}

/** Where a line comes from (InvoiceLine.source): the visit's order, prescription or cart line, or the walk-in item. */
export function lineSource(
  line: Pick<
    LineRow,
    | 'kind'
    | 'serviceOrderId'
    | 'prescriptionId'
    | 'purchasedPackageId'
    | 'serviceId'
    | 'medicineId'
    | 'packageId'
  > & { position: number },
): string {
  if (line.serviceOrderId !== null) return `service-order:${line.serviceOrderId}`;
  if (line.prescriptionId !== null) return `prescription:${line.prescriptionId}:medicine:${line.medicineId}`;
  if (line.purchasedPackageId !== null && line.kind === 'package')
    return `purchased-package:${line.purchasedPackageId}`;
  const id = line.serviceId ?? line.medicineId ?? line.packageId;
  return `${line.kind}:${id}#${line.position}`;
}

export function toInvoiceLine(line: LineRow): InvoiceLine {
  return {
    id: line.id,
    position: line.position,
    kind: line.kind as InvoiceLine['kind'],
    serviceId: line.serviceId,
    medicineId: line.medicineId,
    packageId: line.packageId,
    serviceOrderId: line.serviceOrderId,
    prescriptionId: line.prescriptionId,
    purchasedPackageId: line.purchasedPackageId,
    source: lineSource(line),
    name: line.name,
    unit: line.unit,
    unitPrice: line.unitPrice,
    quantity: line.quantity,
    discountKind: line.discountKind as InvoiceLine['discountKind'],
    discountValue: line.discountValue,
    discount: line.discount,
    total: line.total,
  };
}

/** The transfer QR of an unpaid invoice with a total, when the clinic has set its bank account; else null. */
export async function invoiceVietQr(
  db: AnyDb,
  clinicId: number,
  invoice: InvoiceRow,
): Promise<InvoiceVietQr | null> {
  if (invoice.status !== InvoiceStatus.WaitForPayment || invoice.total < 1) return null;
  const [bank] = await db
    .select({
      bin: clinics.bankBin,
      accountNumber: clinics.bankAccountNumber,
      accountName: clinics.bankAccountName,
    })
    .from(clinics)
    .where(eq(clinics.id, clinicId));
  if (!bank?.bin || !bank.accountNumber || !bank.accountName) return null;
  return {
    payload: vietQrPayload({
      bin: bank.bin,
      accountNumber: bank.accountNumber,
      amount: invoice.total,
      purpose: invoice.code,
      billNumber: invoice.code,
    }),
    bankBin: bank.bin,
    accountNumber: bank.accountNumber,
    accountName: bank.accountName,
    amount: invoice.total,
    purpose: invoice.code,
  };
}

const attachedByUser = alias(users, 'attached_by_user');

/** Reported transfers as the contract answers them, with the invoice each paid and who attached it. */
export function selectBankTransfers(db: AnyDb, clinicId: number, where?: SQL) {
  return db
    .select({ transfer: bankTransfers, invoiceCode: invoices.code, attachedByName: attachedByUser.fullName })
    .from(bankTransfers)
    .leftJoin(
      invoices,
      and(eq(invoices.clinicId, bankTransfers.clinicId), eq(invoices.id, bankTransfers.invoiceId)),
    )
    .leftJoin(attachedByUser, eq(attachedByUser.id, bankTransfers.attachedBy))
    .where(and(eq(bankTransfers.clinicId, clinicId), where))
    .$dynamic();
}

export function toBankTransferItem(
  row: Awaited<ReturnType<typeof selectBankTransfers>>[number],
): BankTransferItem {
  const { transfer } = row;
  return {
    id: transfer.id,
    provider: transfer.provider,
    externalId: transfer.externalId,
    gateway: transfer.gateway,
    accountNumber: transfer.accountNumber,
    amount: transfer.amount,
    content: transfer.content,
    referenceCode: transfer.referenceCode,
    transactionAt: iso(transfer.transactionAt),
    status: transfer.status as BankTransferItem['status'],
    invoiceId: transfer.invoiceId,
    invoiceCode: row.invoiceCode,
    codeInContent: transfer.content ? invoiceCodeInTransfer(transfer.content) : null,
    attachedByName: row.attachedByName,
    attachedAt: iso(transfer.attachedAt),
    createdAt: transfer.createdAt.toISOString(),
  };
}

/** An invoice with its lines, payments and refunds, stock sheets, transfers and (unpaid) VietQR code; null if none. */
export async function readInvoice(
  db: AnyDb,
  clinicId: number,
  id: number,
  now: Date,
): Promise<InvoiceView | null> {
  const [row] = await selectInvoiceSummaries(db, clinicId, eq(invoices.id, id));
  if (!row) return null;
  const lines = await db
    .select()
    .from(invoiceItems)
    .where(and(eq(invoiceItems.clinicId, clinicId), eq(invoiceItems.invoiceId, id)))
    .orderBy(asc(invoiceItems.position));
  const ledger = await db
    .select({ payment: payments, createdByName: users.fullName })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.createdBy))
    .where(and(eq(payments.clinicId, clinicId), eq(payments.invoiceId, id)))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  const sheets = await db
    .select({
      id: stockSheets.id,
      code: stockSheets.code,
      type: stockSheets.type,
      reason: stockSheets.reason,
      createdAt: stockSheets.createdAt,
    })
    .from(stockSheets)
    .where(and(eq(stockSheets.clinicId, clinicId), eq(stockSheets.invoiceId, id)))
    .orderBy(asc(stockSheets.id));
  const transfers = await selectBankTransfers(db, clinicId, eq(bankTransfers.invoiceId, id)).orderBy(
    asc(bankTransfers.id),
  );
  const { invoice } = row;
  return {
    ...toInvoiceSummary(row),
    discountKind: invoice.discountKind as InvoiceView['discountKind'],
    discountValue: invoice.discountValue,
    note: invoice.note,
    items: lines.map(toInvoiceLine),
    payments: ledger.map(
      ({ payment, createdByName }): PaymentItem => ({
        id: payment.id,
        method: payment.method,
        amount: payment.amount,
        reversesPaymentId: payment.reversesPaymentId,
        bankTransferId: payment.bankTransferId,
        createdBy: payment.createdBy,
        createdByName,
        createdAt: payment.createdAt.toISOString(),
      }),
    ),
    stockSheets: sheets.map((sheet) => ({ ...sheet, createdAt: sheet.createdAt.toISOString() })),
    bankTransfers: transfers.map(toBankTransferItem),
    vietQr: await invoiceVietQr(db, clinicId, invoice),
    shortages: (await invoiceShortages(db, clinicId, now, invoice.status, lines)).map((s) => ({
      source: s.source!,
      medicineId: s.medicineId,
      name: s.name,
      quantity: s.quantity,
      usable: s.usable,
    })),
  };
}
