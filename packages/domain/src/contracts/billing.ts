import { z } from 'zod';
import { InvoiceStatus, PaymentMethod } from '../billing';
import { CANCEL_REASON_MAX_LENGTH, VND_MAX } from '../constants';
import { eInvoiceStatuses } from '../e-invoice';
import { formErrorIds } from '../form-errors';
import { filterId, ref } from '../refs';
import { money, percentage, quantity } from '../validation';
import { clinicDay } from './appointments';
import { choiceError } from './catalog';
import { endpoint } from './endpoint';
import { optionalPhone, optionalText } from './fields';
import { idParams, pageOf, pagingShape } from './paging';

// Billing (screens 21 and 23): invoices under /invoices, a visit's billing under /clinic-appointments/{id},
// bank transfers under /payments. Every amount is whole VND computed by the server (packages/domain money.ts): a
// client's price is never read and a client's total is only checked ('total wrong' when it differs).

/** Most units of one thing on one line. */
export const MAX_INVOICE_QUANTITY = 10_000;
/** Most lines of a walk-in sale. */
export const MAX_INVOICE_ITEMS = 100;
/** The billing queue shows unbilled visits of the clinic's last days (today and the 6 before). */
export const BILLING_QUEUE_DAYS = 7;

/** A discount: so many đồng, or a percent (0–100) of what it applies to (money.ts `Discount`). */
export const discountInput = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('amount'), value: money({ kind: 'amount' }) }),
    z.object({ kind: z.literal('percent'), value: percentage() }),
  ],
  { error: choiceError },
);

/** A total the client shows: only compared with the server's ('total wrong' when it differs), never used. */
const clientTotal = money({ kind: 'amount' }).nullish();

/** A walk-in line: exactly one of a catalog service, a medicine or a package, priced by the server. */
export const invoiceItemInput = z
  .object({
    serviceId: ref('service').nullish(),
    medicineId: ref('medicine').nullish(),
    packageId: ref('package').nullish(),
    quantity: quantity(MAX_INVOICE_QUANTITY).default(1),
    discount: discountInput.nullish(),
  })
  .superRefine((item, ctx) => {
    const named = [item.serviceId, item.medicineId, item.packageId].filter((id) => id != null).length;
    if (named !== 1) ctx.addIssue({ code: 'custom', message: formErrorIds.required, path: ['serviceId'] });
  });

/** Most characters of a walk-in customer's name. */
export const CUSTOMER_NAME_MAX_LENGTH = 200;

/**
 * POST /invoices/create: a sale without a visit (medicines, packages, services at the desk), to a patient of the
 * clinic, or to a walk-in customer ("khách lẻ") without a record: no patient, at most a name and a phone for the
 * invoice (a package needs a patient: its uses belong to someone).
 */
export const invoiceCreateInput = z.object({
  clinicPatientId: ref('patient').nullish(),
  /** The walk-in customer, when there is no patient: both optional. Ignored with a patient. */
  customerName: optionalText(CUSTOMER_NAME_MAX_LENGTH),
  customerPhone: optionalPhone,
  items: z
    .array(invoiceItemInput)
    .min(1, formErrorIds.minItems)
    .max(MAX_INVOICE_ITEMS, formErrorIds.maxItems),
  discount: discountInput.nullish(),
  note: optionalText(1000),
  total: clientTotal,
});

/**
 * POST /invoices/{id}/update-with-appointment: rebuilds an unpaid invoice's lines from the visit as it is now and
 * applies the cashier's discounts: the invoice's own, and a line's by its `source` (see invoiceLine).
 */
export const invoiceRebuildInput = z
  .object({
    discount: discountInput.nullish(),
    lineDiscounts: z
      .array(z.object({ source: z.string().max(80), discount: discountInput.nullable() }))
      .max(MAX_INVOICE_ITEMS * 2, formErrorIds.maxItems)
      .default([]),
    note: optionalText(1000),
    total: clientTotal,
  })
  .default({ lineDiscounts: [], note: null });

const paymentMethods = [PaymentMethod.Cash, PaymentMethod.BankTransfer, PaymentMethod.EWallet] as const;

/** PUT /invoices/{id}/pay, with an `Idempotency-Key`. Cash may say what was handed over (at least the total). */
export const invoicePayInput = z.object({
  paymentMethod: z.union(
    paymentMethods.map((m) => z.literal(m)),
    { error: choiceError },
  ),
  amountReceived: money({ kind: 'amount' }).nullish(),
  /** The total the cashier saw: another desk rebuilt the invoice meanwhile → 'total wrong'. */
  total: clientTotal,
});

/** PUT /invoices/{id}/cancel, with an `Idempotency-Key`: a paid invoice is reversed by new rows. */
export const invoiceCancelInput = z.object({
  reason: z
    .string({ error: formErrorIds.required })
    .trim()
    .min(1, formErrorIds.required)
    .max(CANCEL_REASON_MAX_LENGTH, formErrorIds.maxLength),
});

export const invoiceLineKind = z.enum(['service', 'medicine', 'package']);

/** A line as billed. */
export const invoiceLine = z.object({
  id: z.number(),
  position: z.number(),
  kind: invoiceLineKind,
  serviceId: z.number().nullable(),
  medicineId: z.number().nullable(),
  packageId: z.number().nullable(),
  serviceOrderId: z.number().nullable(),
  prescriptionId: z.number().nullable(),
  purchasedPackageId: z.number().nullable(),
  /**
   * Where the line comes from, stable while the visit is unchanged: 'service-order:12', 'prescription:7:medicine:3',
   * 'purchased-package:5'; a walk-in line 'service:4', 'medicine:3' or 'package:2' with its position ('…#0').
   */
  source: z.string(),
  name: z.string(),
  unit: z.string().nullable(),
  unitPrice: z.number(),
  quantity: z.number(),
  discountKind: z.enum(['amount', 'percent']).nullable(),
  discountValue: z.number().nullable(),
  /** The line's discount in đồng. */
  discount: z.number(),
  /** unitPrice × quantity − discount. */
  total: z.number(),
});

/** A medicine line the stock cannot cover: units asked and usable now (unexpired lots). */
export const stockShortage = z.object({
  source: z.string(),
  medicineId: z.number(),
  name: z.string(),
  quantity: z.number(),
  usable: z.number(),
});

/** A row of the payments ledger: a payment (> 0) or the refund that reverses it (< 0). */
export const paymentItem = z.object({
  id: z.number(),
  method: z.number(),
  amount: z.number(),
  reversesPaymentId: z.number().nullable(),
  bankTransferId: z.number().nullable(),
  createdBy: z.number().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});

/** An invoice as listed (screen 23) and as the visit's invoices. */
export const invoiceSummary = z.object({
  id: z.number(),
  code: z.string(),
  /** An InvoiceStatus. */
  status: z.number(),
  appointmentId: z.number().nullable(),
  appointmentCode: z.string().nullable(),
  /** Null for a walk-in customer without a record. */
  clinicPatientId: z.number().nullable(),
  /** The patient's name; a walk-in customer's as given, or null. */
  patientName: z.string().nullable(),
  /** Null for a walk-in customer. */
  patientCode: z.string().nullable(),
  /** A walk-in customer's phone as given (the patient's is in their record). */
  customerPhone: z.string().nullable(),
  subtotal: z.number(),
  discount: z.number(),
  total: z.number(),
  /** A PaymentMethod, once paid. */
  paymentMethod: z.number().nullable(),
  amountReceived: z.number().nullable(),
  /** Cash: received − total. */
  changeDue: z.number().nullable(),
  paidAt: z.string().nullable(),
  paidBy: z.number().nullable(),
  paidByName: z.string().nullable(),
  canceledAt: z.string().nullable(),
  canceledByName: z.string().nullable(),
  cancelReason: z.string().nullable(),
  itemCount: z.number(),
  createdBy: z.number().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Its e-invoice's state and the provider's number, once one was queued (eInvoicesContract.ofInvoice for more). */
  eInvoice: z.object({ status: z.enum(eInvoiceStatuses), number: z.string().nullable() }).nullable(),
});

/** What the VietQR code of an unpaid invoice shows: the payload (vietQrPayload) and what it carries. */
export const invoiceVietQr = z.object({
  payload: z.string(),
  bankBin: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  amount: z.number(),
  /** The transfer content: the invoice code. */
  purpose: z.string(),
});

/** A stock sheet the invoice made: the sale of its medicines, and the refund import when it was cancelled. */
export const invoiceStockSheet = z.object({
  id: z.number(),
  code: z.string(),
  type: z.number(),
  reason: z.string(),
  createdAt: z.string(),
});

/** A transfer the bank-notification service reported (SePay's fields), matched, attached or waiting. */
export const bankTransferItem = z.object({
  id: z.number(),
  provider: z.string(),
  externalId: z.string(),
  gateway: z.string().nullable(),
  accountNumber: z.string().nullable(),
  amount: z.number(),
  content: z.string().nullable(),
  referenceCode: z.string().nullable(),
  transactionAt: z.string().nullable(),
  status: z.enum(['matched', 'unmatched', 'attached']),
  invoiceId: z.number().nullable(),
  invoiceCode: z.string().nullable(),
  /** The invoice code the content carries (invoiceCodeInTransfer), if any. */
  codeInContent: z.string().nullable(),
  attachedByName: z.string().nullable(),
  attachedAt: z.string().nullable(),
  createdAt: z.string(),
});

/** GET /invoices/{id} and the answer of every call that writes one. */
export const invoiceView = invoiceSummary.extend({
  discountKind: z.enum(['amount', 'percent']).nullable(),
  discountValue: z.number().nullable(),
  note: z.string().nullable(),
  items: z.array(invoiceLine),
  /** The ledger: the payment, and the refund that reversed it. */
  payments: z.array(paymentItem),
  stockSheets: z.array(invoiceStockSheet),
  bankTransfers: z.array(bankTransferItem),
  /** Unpaid and the clinic has a bank account: the transfer QR to show. */
  vietQr: invoiceVietQr.nullable(),
  /**
   * Unpaid: the medicine lines the usable stock cannot cover now (units asked by the invoice's lines of that
   * medicine / usable). Paying is refused (invoiceStockShort) until the cashier reduces or removes them.
   */
  shortages: z.array(stockShortage),
});

/** PUT /invoices/{id}/medicine-line: the cashier reduces (quantity > 0) or removes (0) a prescribed medicine line. */
export const invoiceMedicineLineInput = z.object({
  /** The line's source ('prescription:7:medicine:3'). */
  source: z.string().trim().min(1, formErrorIds.required).max(100, formErrorIds.maxLength),
  quantity: quantity(MAX_INVOICE_QUANTITY, { zero: true }),
});

/** POST /invoices/{id}/check-with-appointment: how the visit differs from the unpaid invoice built from it. */
export const invoiceCheck = z.object({
  changed: z.boolean(),
  /** Lines the visit has now that the invoice lacks, as they would be billed (id 0). */
  added: z.array(invoiceLine),
  /** Lines of the invoice the visit no longer has. */
  removed: z.array(invoiceLine),
  /** Same source, another quantity, price or name. */
  updated: z.array(z.object({ before: invoiceLine, after: invoiceLine })),
  invoiceTotal: z.number(),
  /** The total a rebuild would give (the invoice's discounts kept). */
  appointmentTotal: z.number(),
});

const invoiceStatuses = [InvoiceStatus.WaitForPayment, InvoiceStatus.Paid, InvoiceStatus.Canceled] as const;

export const invoiceSearchFilter = z
  .object({
    /** The invoice code, or part of it. */
    code: z.string().trim().max(50, formErrorIds.maxLength).optional(),
    /** The patient's name (without accents), code or phone. */
    keyword: z.string().trim().max(200, formErrorIds.maxLength).optional(),
    /** Who took the payment. */
    cashierId: filterId('user').optional(),
    paymentMethod: z.union(paymentMethods.map((m) => z.literal(m))).optional(),
    status: z.union(invoiceStatuses.map((s) => z.literal(s))).optional(),
    /** Clinic days of the invoice's creation, inclusive. */
    from: clinicDay.optional(),
    to: clinicDay.optional(),
    clinicPatientId: filterId('patient').optional(),
  })
  .default({});

/** A visit waiting at the cashier's: its exam in progress or finished, not yet billed, with its invoices. */
export const billingQueueItem = z.object({
  appointmentId: z.number(),
  appointmentCode: z.string(),
  /** An AppointmentStatus: InProgress or Finished. */
  appointmentStatus: z.number(),
  /** The clinic day and time of the visit. */
  date: z.string(),
  time: z.string(),
  orderNumber: z.number().nullable(),
  doctorName: z.string(),
  clinicPatientId: z.number(),
  patientName: z.string(),
  patientCode: z.string(),
  patientPhone: z.string().nullable(),
  invoices: z.array(z.object({ id: z.number(), code: z.string(), status: z.number(), total: z.number() })),
});

/** PUT /clinic-appointments/{id}/finish-billing: the visit leaves the cashier's queue. */
export const billingFinished = z.object({
  appointmentId: z.number(),
  billedAt: z.string(),
  billedBy: z.number().nullable(),
});

/**
 * POST /payments/bank-webhook: an incoming transfer as SePay (and services like it) report it. Unknown fields are
 * kept in the stored raw body and otherwise ignored.
 */
export const bankWebhookInput = z.looseObject({
  id: z.union([z.number().int(), z.string().trim().min(1).max(100)]),
  gateway: z.string().max(100).nullish(),
  /** 'YYYY-MM-DD HH:mm:ss' in Vietnam's time. */
  transactionDate: z.string().max(40).nullish(),
  accountNumber: z.string().max(50).nullish(),
  content: z.string().max(1000).nullish(),
  transferType: z.enum(['in', 'out']),
  transferAmount: money({ kind: 'amount', max: VND_MAX * 100 }),
  referenceCode: z.string().max(100).nullish(),
  code: z.string().max(100).nullish(),
  description: z.string().max(1000).nullish(),
});

/** What the webhook answers (SePay wants `success: true` and 2xx, else it retries). */
export const bankWebhookResult = z.object({
  success: z.literal(true),
  /** 'matched': the invoice is paid; 'unmatched': parked for the cashier; 'duplicate': already had it; 'ignored': an outgoing transfer. */
  outcome: z.enum(['matched', 'unmatched', 'duplicate', 'ignored']),
  bankTransferId: z.number().nullable(),
  invoiceId: z.number().nullable(),
});

export const bankTransferFilter = z.object({
  ...pagingShape,
  status: z.enum(['matched', 'unmatched', 'attached']).optional(),
});

/** PUT /payments/bank-transfers/{id}/attach: the cashier pays an unpaid invoice with a parked transfer. */
export const attachTransferInput = z.object({ invoiceId: ref('invoice') });

export const invoicesContract = {
  create: endpoint({
    method: 'POST',
    url: '/invoices/create',
    body: invoiceCreateInput,
    response: invoiceView,
  }),
  /** Newest first. */
  search: endpoint({
    method: 'POST',
    url: '/invoices/search',
    query: z.object(pagingShape),
    body: invoiceSearchFilter,
    response: pageOf(invoiceSummary),
  }),
  get: endpoint({ method: 'GET', url: '/invoices/:id', params: idParams, response: invoiceView }),
  pay: endpoint({
    method: 'PUT',
    url: '/invoices/:id/pay',
    params: idParams,
    body: invoicePayInput,
    response: invoiceView,
  }),
  cancel: endpoint({
    method: 'PUT',
    url: '/invoices/:id/cancel',
    params: idParams,
    body: invoiceCancelInput,
    response: invoiceView,
  }),
  checkWithAppointment: endpoint({
    method: 'POST',
    url: '/invoices/:id/check-with-appointment',
    params: idParams,
    response: invoiceCheck,
  }),
  updateWithAppointment: endpoint({
    method: 'POST',
    url: '/invoices/:id/update-with-appointment',
    params: idParams,
    body: invoiceRebuildInput,
    response: invoiceView,
  }),
  /**
   * The cashier reduces or removes a medicine line of the visit's prescription on its unpaid invoice (the rest is
   * bought outside), and the invoice is rebuilt; logged with the line before and after.
   */
  changeMedicineLine: endpoint({
    method: 'PUT',
    url: '/invoices/:id/medicine-line',
    params: idParams,
    body: invoiceMedicineLineInput,
    response: invoiceView,
  }),
  /** Screen 21's list: visits in progress or finished and not billed, of the last BILLING_QUEUE_DAYS days. */
  billingQueue: endpoint({
    method: 'GET',
    url: '/invoices/billing-queue',
    response: z.array(billingQueueItem),
  }),
  startBilling: endpoint({
    method: 'PUT',
    url: '/clinic-appointments/:id/start-billing',
    params: idParams,
    response: invoiceView,
  }),
  finishBilling: endpoint({
    method: 'PUT',
    url: '/clinic-appointments/:id/finish-billing',
    params: idParams,
    response: billingFinished,
  }),
  appointmentInvoices: endpoint({
    method: 'GET',
    url: '/clinic-appointments/:id/invoices',
    params: idParams,
    response: z.array(invoiceSummary),
  }),
};

export const paymentsContract = {
  bankWebhook: endpoint({
    method: 'POST',
    url: '/payments/bank-webhook',
    body: bankWebhookInput,
    response: bankWebhookResult,
  }),
  /** Newest first; screen 21 asks for the unmatched ones. */
  bankTransfers: endpoint({
    method: 'GET',
    url: '/payments/bank-transfers',
    query: bankTransferFilter,
    response: pageOf(bankTransferItem),
  }),
  attachTransfer: endpoint({
    method: 'PUT',
    url: '/payments/bank-transfers/:id/attach',
    params: idParams,
    body: attachTransferInput,
    response: invoiceView,
  }),
};

export type DiscountInput = z.input<typeof discountInput>;
export type InvoiceCreateInput = z.input<typeof invoiceCreateInput>;
export type InvoiceRebuildInput = z.input<typeof invoiceRebuildInput>;
export type InvoicePayInput = z.input<typeof invoicePayInput>;
export type InvoiceMedicineLineInput = z.input<typeof invoiceMedicineLineInput>;
export type InvoiceCancelInput = z.input<typeof invoiceCancelInput>;
export type InvoiceLine = z.output<typeof invoiceLine>;
export type PaymentItem = z.output<typeof paymentItem>;
export type InvoiceSummary = z.output<typeof invoiceSummary>;
export type InvoiceVietQr = z.output<typeof invoiceVietQr>;
export type InvoiceView = z.output<typeof invoiceView>;
export type InvoiceCheck = z.output<typeof invoiceCheck>;
export type InvoiceSearchFilter = z.input<typeof invoiceSearchFilter>;
export type BillingQueueItem = z.output<typeof billingQueueItem>;
export type BillingFinished = z.output<typeof billingFinished>;
export type BankWebhookResult = z.output<typeof bankWebhookResult>;
export type BankTransferItem = z.output<typeof bankTransferItem>;
export type BankTransferFilter = z.input<typeof bankTransferFilter>;
