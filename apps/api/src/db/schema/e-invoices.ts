import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { invoices } from './billing.js';
import { clinics } from './clinics.js';
import { tenantColumns, timestamps } from './columns.js';

/**
 * The clinic's e-invoice settings (owner only): its provider account (the password sealed like the national
 * account's), the seller as registered with the tax office, the template and series, when to issue, and the tax
 * rate of each kind of line (an EInvoiceTaxRate).
 */
export const eInvoiceSettings = pgTable(
  'e_invoice_settings',
  {
    clinicId: integer('clinic_id')
      .primaryKey()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    username: text('username').notNull(),
    passwordSealed: text('password_sealed').notNull(),
    sellerTaxCode: text('seller_tax_code').notNull(),
    sellerLegalName: text('seller_legal_name').notNull(),
    sellerAddress: text('seller_address').notNull(),
    templateCode: text('template_code').notNull(),
    series: text('series').notNull(),
    /** 'payment': each paid invoice is issued; 'request': the cashier issues it. */
    issueOn: text('issue_on').notNull(),
    serviceTaxRate: smallint('service_tax_rate').notNull(),
    medicineTaxRate: smallint('medicine_tax_rate').notNull(),
    packageTaxRate: smallint('package_tax_rate').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by'),
  },
  (t) => [
    check('e_invoice_settings_issue_on', sql`${t.issueOn} in ('payment', 'request')`),
    check(
      'e_invoice_settings_rates',
      sql`${t.serviceTaxRate} in (-2, -1, 0, 5, 8, 10) and ${t.medicineTaxRate} in (-2, -1, 0, 5, 8, 10)
        and ${t.packageTaxRate} in (-2, -1, 0, 5, 8, 10)`,
    ),
  ],
);

/**
 * One e-invoice of an invoice: the original, or an adjustment lowering it (a refund, a cancellation). Its lines and
 * buyer are written when it is queued, in the payment's transaction (the invoice as it was paid, at the rates of that
 * moment); the send job adds the seller and the provider's answer. Never edited in place but for its state: a
 * correction is a new adjustment row.
 */
export const eInvoices = pgTable(
  'e_invoices',
  {
    ...tenantColumns(),
    invoiceId: integer('invoice_id').notNull(),
    /** The original this adjusts; null for an original. */
    adjustsId: integer('adjusts_id'),
    /** The provider's idempotency key: the same send repeated never issues twice. */
    transactionId: text('transaction_id').notNull(),
    /** An EInvoiceStatus. */
    status: text('status').notNull(),
    /** EInvoiceBuyer. */
    buyer: jsonb('buyer').notNull(),
    /** EInvoiceLine[], tax included. */
    lines: jsonb('lines').notNull(),
    /** Σ line totals: what it issues (or, for an adjustment, takes off). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    paymentMethod: smallint('payment_method'),
    /** An adjustment's reason, printed on it. */
    reason: text('reason'),
    /** Bumped by each send again: a job of an earlier queueing finds itself stale. */
    sendSeq: integer('send_seq').notNull().default(1),
    attempts: smallint('attempts').notNull().default(0),
    /** The template and series it was issued under (an adjustment names its original's). */
    templateCode: text('template_code'),
    series: text('series'),
    number: text('number'),
    lookupCode: text('lookup_code'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    refusalCode: text('refusal_code'),
    refusalReason: text('refusal_reason'),
    createdBy: integer('created_by'),
    ...timestamps(),
  },
  (t) => [
    unique('e_invoices_clinic_id_id').on(t.clinicId, t.id),
    unique('e_invoices_transaction').on(t.clinicId, t.transactionId),
    foreignKey({ columns: [t.clinicId, t.invoiceId], foreignColumns: [invoices.clinicId, invoices.id] }),
    foreignKey({ columns: [t.clinicId, t.adjustsId], foreignColumns: [t.clinicId, t.id] }),
    check('e_invoices_status', sql`${t.status} in ('queued', 'issued', 'refused', 'adjusted', 'cancelled')`),
    check('e_invoices_amount', sql`${t.amount} >= 0`),
    index('e_invoices_invoice').on(t.clinicId, t.invoiceId),
    index('e_invoices_by_state').on(t.clinicId, t.status, t.createdAt),
    // The list's page, newest first, read off the index in its order.
    index('e_invoices_newest').on(t.clinicId, t.createdAt, t.id),
  ],
);
