import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { medicines, services } from './catalog.js';
import { tenantColumns, tenantReference, timestamps } from './columns.js';
import { prescriptions } from './examination.js';
import { packages } from './packages.js';
import { clinicPatients } from './records.js';
import { appointments } from './schedules.js';

// Billing: invoices, their lines, the payments ledger and the bank transfers the bank-notification
// webhook reports. Money is whole VND, computed by the server (packages/domain/src/money.ts). What is posted is
// final, by triggers in migration 0019: a paid invoice's money and lines never change (it may only become
// Canceled, which adds a refund row), payments are append-only, and a refund is a new negative row.

/** An invoice: WaitForPayment (1000) until paid (9000) or cancelled (9999); InvoiceStatus. */
export const invoices = pgTable(
  'invoices',
  {
    ...tenantColumns(),
    /** 'HD000001': the clinic's gap-free invoice number (invoiceCode). */
    code: text('code').notNull(),
    /** The visit billed; null for a walk-in sale of medicines or packages. */
    appointmentId: integer('appointment_id'),
    /**
     * Who buys: the clinic's patient; null for a walk-in customer ("khách lẻ") a sale at the desk gives no record
     * to, known at most by the name and phone below. A visit's invoice always has its patient.
     */
    clinicPatientId: integer('clinic_patient_id'),
    customerName: text('customer_name'),
    customerPhone: text('customer_phone'),
    status: smallint('status').notNull().default(1000),
    /** Σ line totals (after their discounts). */
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    /** The invoice's own discount: as given ('amount' | 'percent', value) and in đồng. */
    discountKind: text('discount_kind'),
    discountValue: doublePrecision('discount_value'),
    discount: bigint('discount', { mode: 'number' }).notNull().default(0),
    /** What the patient pays: subtotal − discount, never below 0. */
    total: bigint('total', { mode: 'number' }).notNull(),
    /** A PaymentMethod, once paid. */
    paymentMethod: smallint('payment_method'),
    /** Cash handed over (change due = received − total). */
    amountReceived: bigint('amount_received', { mode: 'number' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidBy: integer('paid_by'),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    canceledBy: integer('canceled_by'),
    cancelReason: text('cancel_reason'),
    note: text('note'),
    createdBy: integer('created_by'),
    ...timestamps(),
  },
  (t) => [
    unique('invoices_clinic_id_id').on(t.clinicId, t.id),
    unique('invoices_clinic_code').on(t.clinicId, t.code),
    tenantReference(t.clinicId, t.appointmentId, appointments),
    tenantReference(t.clinicId, t.clinicPatientId, clinicPatients),
    check('invoices_status', sql`${t.status} in (1000, 9000, 9999)`),
    check('invoices_walk_in_customer', sql`${t.clinicPatientId} is not null or (${t.appointmentId} is null)`),
    check('invoices_total', sql`${t.total} >= 0 and ${t.subtotal} >= 0 and ${t.discount} >= 0`),
    check(
      'invoices_discount_kind',
      sql`${t.discountKind} is null or ${t.discountKind} in ('amount', 'percent')`,
    ),
    check('invoices_payment_method', sql`${t.paymentMethod} is null or ${t.paymentMethod} in (1, 2, 3)`),
    // Paid means paid by someone, somehow, at some time (a cancelled paid invoice keeps them).
    check(
      'invoices_paid',
      sql`(${t.paidAt} is null) = (${t.paymentMethod} is null) and (${t.status} <> 9000 or ${t.paidAt} is not null)`,
    ),
    // One unpaid invoice per visit: start-billing answers it rather than making a second.
    uniqueIndex('invoices_one_open_per_visit')
      .on(t.appointmentId)
      .where(sql`${t.status} = 1000 and ${t.appointmentId} is not null`),
    index('invoices_newest').on(t.clinicId, t.createdAt, t.id),
    index('invoices_by_status').on(t.clinicId, t.status, t.createdAt),
    index('invoices_appointment').on(t.appointmentId),
    index('invoices_patient').on(t.clinicPatientId),
    index('invoices_paid').on(t.clinicId, t.paidAt),
  ],
);

/** A line: one service, medicine or package, at the price the server gave it, with its own discount. */
export const invoiceItems = pgTable(
  'invoice_items',
  {
    ...tenantColumns(),
    invoiceId: integer('invoice_id').notNull(),
    position: smallint('position').notNull(),
    /** 'service' | 'medicine' | 'package'. */
    kind: text('kind').notNull(),
    serviceId: integer('service_id'),
    medicineId: integer('medicine_id'),
    packageId: integer('package_id'),
    /**
     * Where the line came from in the visit: the ordered service, the prescription, the package in the cart. The
     * order and the cart line may be removed while the invoice is unpaid (the visit changed; check-with-appointment
     * finds it), so those two are links without a foreign key; a prescription row stays (its lines are replaced).
     */
    serviceOrderId: integer('service_order_id'),
    prescriptionId: integer('prescription_id'),
    purchasedPackageId: integer('purchased_package_id'),
    /** The name and unit as billed (a later rename does not rewrite the invoice). */
    name: text('name').notNull(),
    unit: text('unit'),
    unitPrice: integer('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    discountKind: text('discount_kind'),
    discountValue: doublePrecision('discount_value'),
    discount: bigint('discount', { mode: 'number' }).notNull().default(0),
    total: bigint('total', { mode: 'number' }).notNull(),
  },
  (t) => [
    unique('invoice_items_clinic_id_id').on(t.clinicId, t.id),
    unique('invoice_items_position').on(t.invoiceId, t.position),
    tenantReference(t.clinicId, t.invoiceId, invoices),
    tenantReference(t.clinicId, t.serviceId, services),
    tenantReference(t.clinicId, t.medicineId, medicines),
    tenantReference(t.clinicId, t.packageId, packages),
    tenantReference(t.clinicId, t.prescriptionId, prescriptions),
    // The kind names the one thing the line sells.
    check(
      'invoice_items_kind',
      sql`(${t.kind} = 'service' and ${t.serviceId} is not null and ${t.medicineId} is null and ${t.packageId} is null)
       or (${t.kind} = 'medicine' and ${t.medicineId} is not null and ${t.serviceId} is null and ${t.packageId} is null)
       or (${t.kind} = 'package' and ${t.packageId} is not null and ${t.serviceId} is null and ${t.medicineId} is null)`,
    ),
    check('invoice_items_amounts', sql`${t.quantity} > 0 and ${t.unitPrice} >= 0 and ${t.total} >= 0`),
    index('invoice_items_invoice').on(t.invoiceId, t.position),
    index('invoice_items_service').on(t.serviceId),
    index('invoice_items_medicine').on(t.medicineId),
    index('invoice_items_package').on(t.packageId),
    index('invoice_items_service_order').on(t.serviceOrderId),
    index('invoice_items_purchased_package').on(t.purchasedPackageId),
    index('invoice_items_prescription').on(t.prescriptionId),
  ],
);

/**
 * An incoming transfer as the bank-notification service reported it (SePay's fields), once per its id: matched to
 * the invoice whose code its content carries and whose total it pays, or parked unmatched for the cashier.
 */
export const bankTransfers = pgTable(
  'bank_transfers',
  {
    ...tenantColumns(),
    /** The service that reported it ('sepay') and its transaction id: a repeat is recognised and ignored. */
    provider: text('provider').notNull(),
    externalId: text('external_id').notNull(),
    gateway: text('gateway'),
    accountNumber: text('account_number'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    content: text('content'),
    referenceCode: text('reference_code'),
    transactionAt: timestamp('transaction_at', { withTimezone: true }),
    /** 'matched' (paid an invoice by itself), 'unmatched' (waiting for the cashier), 'attached' (by hand). */
    status: text('status').notNull(),
    invoiceId: integer('invoice_id'),
    attachedBy: integer('attached_by'),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    raw: jsonb('raw'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('bank_transfers_clinic_id_id').on(t.clinicId, t.id),
    unique('bank_transfers_once').on(t.clinicId, t.provider, t.externalId),
    tenantReference(t.clinicId, t.invoiceId, invoices),
    check('bank_transfers_status', sql`${t.status} in ('matched', 'unmatched', 'attached')`),
    index('bank_transfers_unmatched').on(t.clinicId, t.createdAt).where(sql`${t.status} = 'unmatched'`),
    // The transfers list of every status, newest first, read off the index a page at a time.
    index('bank_transfers_newest').on(t.clinicId, t.createdAt, t.id),
  ],
);

/**
 * The payments ledger: a payment (amount > 0) when an invoice is paid, and a refund (amount < 0, reversing that
 * payment, once) when a paid invoice is cancelled. Append-only; reports read both.
 */
export const payments = pgTable(
  'payments',
  {
    ...tenantColumns(),
    invoiceId: integer('invoice_id').notNull(),
    /** A PaymentMethod. */
    method: smallint('method').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reversesPaymentId: integer('reverses_payment_id'),
    /** The bank transfer that paid it (automatic reconciliation), when there is one. */
    bankTransferId: integer('bank_transfer_id'),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('payments_clinic_id_id').on(t.clinicId, t.id),
    unique('payments_reversed_once').on(t.reversesPaymentId),
    tenantReference(t.clinicId, t.invoiceId, invoices),
    tenantReference(t.clinicId, t.reversesPaymentId, t),
    tenantReference(t.clinicId, t.bankTransferId, bankTransfers),
    check('payments_method', sql`${t.method} in (1, 2, 3)`),
    check(
      'payments_sign',
      sql`(${t.reversesPaymentId} is null and ${t.amount} > 0) or (${t.reversesPaymentId} is not null and ${t.amount} < 0)`,
    ),
    index('payments_invoice').on(t.invoiceId),
    index('payments_newest').on(t.clinicId, t.createdAt),
  ],
);

/**
 * The sales ledger the reports and the dashboard read: one row per invoice line — per lot for a medicine
 * dispensed from several — when the invoice is paid (entry 1, a sale), and the same row negated when a paid
 * invoice is cancelled (entry 2, a refund, on its own day). Written in the transaction that pays or cancels, with
 * what the reports group by copied in (the clinic day, location, doctor, patient, method), so a report over a year
 * reads one narrow table instead of joining invoices, lines, visits and stock. Append-only, like payments.
 */
export const saleLines = pgTable(
  'sale_lines',
  {
    ...tenantColumns(),
    /** The clinic day of the payment (sale) or of the cancellation (refund), in the clinic's time zone. */
    day: date('day', { mode: 'string' }).notNull(),
    /** A SaleEntry: 1 sale, 2 refund. */
    entry: smallint('entry').notNull(),
    invoiceId: integer('invoice_id').notNull(),
    invoiceItemId: integer('invoice_item_id').notNull(),
    /** The visit's location and doctor; null for a walk-in sale with no visit. */
    locationId: integer('location_id'),
    doctorId: integer('doctor_id'),
    /** Null for a walk-in customer without a record (invoices.clinicPatientId). */
    clinicPatientId: integer('clinic_patient_id'),
    /** The invoice's PaymentMethod. */
    paymentMethod: smallint('payment_method').notNull(),
    /** 'service' | 'medicine' | 'package', as the invoice line. */
    kind: text('kind').notNull(),
    serviceId: integer('service_id'),
    medicineId: integer('medicine_id'),
    packageId: integer('package_id'),
    /** The lot a medicine left from (its share of the line when it left from several). */
    lotId: integer('lot_id'),
    /**
     * The first row of its invoice's sale (or refund): counting these counts invoices, without a count(distinct)
     * that would sort a year of rows.
     */
    opensInvoice: boolean('opens_invoice').notNull().default(false),
    /** Signed: negative on a refund. Money is whole VND. */
    quantity: integer('quantity').notNull(),
    /** Unit price × quantity. */
    gross: bigint('gross', { mode: 'number' }).notNull(),
    /** The line's own discount and its share of the invoice's (shareDiscount). */
    discount: bigint('discount', { mode: 'number' }).notNull(),
    /** gross − discount. */
    net: bigint('net', { mode: 'number' }).notNull(),
    /** Units × the lot's cost per unit (medicines), else 0. */
    cost: bigint('cost', { mode: 'number' }).notNull().default(0),
    /** The doctor's commission: net × the service's commission percent at the time of the sale (services). */
    commission: bigint('commission', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantReference(t.clinicId, t.invoiceId, invoices),
    tenantReference(t.clinicId, t.invoiceItemId, invoiceItems),
    check('sale_lines_entry', sql`${t.entry} in (1, 2)`),
    check('sale_lines_net', sql`${t.net} = ${t.gross} - ${t.discount}`),
    // Every report reads a range of clinic days of one clinic.
    index('sale_lines_by_day').on(t.clinicId, t.day),
    // The reports of one kind (services, medicine lots, packages) read only that kind's rows.
    index('sale_lines_kind_day').on(t.clinicId, t.kind, t.day),
    index('sale_lines_invoice').on(t.invoiceId),
  ],
);

/**
 * The sales ledger by invoice: one row per invoice sold (entry 1) and per invoice refunded (entry 2), the
 * sums of its `sale_lines` rows. Written with them, in the same transaction (billing/sale-ledger.service.ts), so the
 * reports by day, patient and doctor and the dashboard's revenue read a row per invoice instead of one per line
 * (bench:reports: a year's sale summary read 252,000 line rows where 77,000 invoice rows hold the same sums).
 * Append-only, like the lines.
 */
export const saleInvoices = pgTable(
  'sale_invoices',
  {
    ...tenantColumns(),
    day: date('day', { mode: 'string' }).notNull(),
    entry: smallint('entry').notNull(),
    invoiceId: integer('invoice_id').notNull(),
    locationId: integer('location_id'),
    doctorId: integer('doctor_id'),
    /** Null for a walk-in customer without a record (invoices.clinicPatientId). */
    clinicPatientId: integer('clinic_patient_id'),
    paymentMethod: smallint('payment_method').notNull(),
    gross: bigint('gross', { mode: 'number' }).notNull(),
    discount: bigint('discount', { mode: 'number' }).notNull(),
    net: bigint('net', { mode: 'number' }).notNull(),
    commission: bigint('commission', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantReference(t.clinicId, t.invoiceId, invoices),
    unique('sale_invoices_once').on(t.invoiceId, t.entry),
    check('sale_invoices_entry', sql`${t.entry} in (1, 2)`),
    index('sale_invoices_by_day').on(t.clinicId, t.day),
  ],
);
