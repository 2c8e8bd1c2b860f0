import { InvoiceStatus, PaymentMethod, PrintKind, vndInWords } from '@clinic/domain';
import type { InvoicePrint, PrintPatient } from '@clinic/domain/contracts';
import { formatVnd } from '@clinic/i18n/server';
import { readInvoice } from '../billing/invoices.read.js';
import { eInvoiceStateOf } from '../e-invoices/e-invoice-state.read.js';
import { dynamicKey, instantText, type PrintContext, readPrintPatient, unitText } from './print-common.js';

// The invoice as printed: billing's own read (screens 21 and 23), its amounts written out, its VietQR transfer
// (the same payload as the cashier's screen) while it waits for payment.

const statusKey = {
  [InvoiceStatus.WaitForPayment]: 'billing.status.unpaid',
  [InvoiceStatus.Paid]: 'billing.status.paid',
  [InvoiceStatus.Canceled]: 'billing.status.canceled',
} as const;
const methodKey = {
  [PaymentMethod.Cash]: 'billing.method.cash',
  [PaymentMethod.BankTransfer]: 'billing.method.bankTransfer',
  [PaymentMethod.EWallet]: 'billing.method.eWallet',
} as const;

/** A discount prints only when there is one. */
const amountOrEmpty = (amount: number | null) => (amount ? formatVnd(amount) : '');

/** A walk-in customer without a record prints as "Khách lẻ", with the name and phone the cashier typed. */
function walkInCustomer(name: string | null, phone: string | null, f: PrintContext['f']): PrintPatient {
  const label = f.t('billing.walkIn.customerLabel');
  return {
    code: '',
    fullName: name ? `${name} (${label})` : label,
    genderText: '',
    birthdayText: '',
    age: null,
    phone: phone ?? '',
    address: '',
    citizenId: '',
    guardianText: '',
  };
}

export async function invoicePrintData(ctx: PrintContext, invoiceId: number): Promise<InvoicePrint | null> {
  const { db, clinicId, f } = ctx;
  const view = await readInvoice(db, clinicId, invoiceId, ctx.now);
  if (!view) return null;
  const cancelled = view.status === InvoiceStatus.Canceled;
  const paid = view.status === InvoiceStatus.Paid;
  return {
    kind: PrintKind.Invoice,
    ...ctx.printed,
    patient:
      view.clinicPatientId === null
        ? walkInCustomer(view.patientName, view.customerPhone, f)
        : await readPrintPatient(db, clinicId, view.clinicPatientId, ctx.today, f),
    invoice: {
      code: view.code,
      createdAtText: instantText(view.createdAt, f),
      paid,
      cancelled,
      statusText: f.t(
        dynamicKey(statusKey[view.status as InvoiceStatus] ?? statusKey[InvoiceStatus.WaitForPayment]),
      ),
      paidAtText: instantText(view.paidAt, f),
      paymentMethodText:
        view.paymentMethod === null ? '' : f.t(dynamicKey(methodKey[view.paymentMethod as PaymentMethod])),
      cashierName: view.paidByName ?? view.createdByName ?? '',
      subtotal: view.subtotal,
      subtotalText: formatVnd(view.subtotal),
      discountText: amountOrEmpty(view.discount),
      total: view.total,
      totalText: formatVnd(view.total),
      totalInWords: vndInWords(view.total, f.lang),
      amountReceivedText: view.amountReceived === null ? '' : formatVnd(view.amountReceived),
      changeText: view.changeDue === null ? '' : formatVnd(view.changeDue),
      note: view.note ?? '',
    },
    items: view.items.map((line, i) => ({
      index: i + 1,
      name: line.name,
      quantity: line.quantity,
      unitText: unitText(line.unit, f),
      unitPriceText: formatVnd(line.unitPrice),
      discountText: amountOrEmpty(line.discount),
      totalText: formatVnd(line.total),
    })),
    eInvoice: await printedEInvoice(ctx, invoiceId),
    // billing's own rule: only an unpaid invoice with a total, of a clinic with a bank account, has a QR.
    transfer:
      view.vietQr && !paid && !cancelled
        ? {
            qrPayload: view.vietQr.payload,
            bankName: ctx.bankName,
            accountNumber: view.vietQr.accountNumber,
            accountName: view.vietQr.accountName,
            content: view.vietQr.purpose,
          }
        : null,
  };
}

/** The issued e-invoice's number and lookup code (issued, or since adjusted or cancelled: it was issued). */
async function printedEInvoice(ctx: PrintContext, invoiceId: number): Promise<InvoicePrint['eInvoice']> {
  const state = await eInvoiceStateOf(ctx.db, ctx.clinicId, invoiceId);
  if (!state?.number) return null;
  return { number: state.number, lookupCode: state.lookupCode ?? '', lookupUrl: ctx.eInvoiceLookupUrl };
}
