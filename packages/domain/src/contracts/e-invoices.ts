import { z } from 'zod';
import { eInvoiceStatuses, eInvoiceTaxRates, isTaxCode, normalTaxCode } from '../e-invoice';
import { formErrorIds } from '../form-errors';
import { email, idParams, requiredString } from '../validation';
import { clinicDay } from './appointments';
import { endpoint } from './endpoint';
import { pageOf, pagingShape } from './paging';

// E-invoices: the clinic's settings (owner only) and the buyer a cashier names.

const taxRate = z.literal(eInvoiceTaxRates);

/** A tax code checked by its check digit, written as the provider wants it. */
export const taxCode = z
  .string({ error: 'formError.required' })
  .trim()
  .transform(normalTaxCode)
  .refine(isTaxCode, 'formError.invalidTaxCode');

/** The template ("mẫu số") of a VAT invoice (1) or a sales invoice (2), as registered: '1/001'. */
export const TEMPLATE_CODE_PATTERN = /^[12]\/\d{3}$/;
/** The series ("ký hiệu", Circular 78): C or K, the year's two digits, the kind of invoice, two letters ('C26TAA'). */
export const SERIES_PATTERN = /^[CK]\d{2}[TDLMNBGHX][A-Z]{2}$/;

export const eInvoiceSettingsInput = z.object({
  provider: z.literal('viettel'),
  username: requiredString.max(100, 'formError.maxLength'),
  /** Absent keeps the stored one (it is never answered). */
  password: z.string().min(1, 'formError.required').max(200, 'formError.maxLength').optional(),
  sellerTaxCode: taxCode,
  sellerLegalName: requiredString.max(400, 'formError.maxLength'),
  sellerAddress: requiredString.max(400, 'formError.maxLength'),
  templateCode: z.string().trim().regex(TEMPLATE_CODE_PATTERN, 'formError.invalidValue'),
  series: z.string().trim().toUpperCase().regex(SERIES_PATTERN, 'formError.invalidValue'),
  issueOn: z.enum(['payment', 'request']),
  serviceTaxRate: taxRate,
  medicineTaxRate: taxRate,
  packageTaxRate: taxRate,
});

/** A company the patient names as the buyer: its tax code, legal name and address, and where to mail the invoice. */
export const eInvoiceCompanyBuyer = z.object({
  taxCode,
  legalName: requiredString.max(400, 'formError.maxLength'),
  address: requiredString.max(400, 'formError.maxLength'),
  email: email.nullable().optional(),
});

/** The settings as answered: never the password, only whether one is stored; and where invoices go. */
export const eInvoiceSettings = z.object({
  settings: z
    .object({
      provider: z.literal('viettel'),
      username: z.string(),
      hasPassword: z.boolean(),
      sellerTaxCode: z.string(),
      sellerLegalName: z.string(),
      sellerAddress: z.string(),
      templateCode: z.string(),
      series: z.string(),
      issueOn: z.enum(['payment', 'request']),
      serviceTaxRate: taxRate,
      medicineTaxRate: taxRate,
      packageTaxRate: taxRate,
    })
    .nullable(),
  /** EINVOICE_URL, or the API's own SInvoice stand-in; the page a buyer looks an invoice up at. */
  target: z.object({ provider: z.string(), url: z.string(), standIn: z.boolean(), lookupUrl: z.string() }),
});

/** An invoice's e-invoice as the cashier sees it. */
export const eInvoiceState = z.object({
  id: z.number(),
  status: z.enum(eInvoiceStatuses),
  amount: z.number(),
  buyer: z.object({
    name: z.string(),
    legalName: z.string().optional(),
    taxCode: z.string().optional(),
    address: z.string().optional(),
    email: z.string().optional(),
  }),
  number: z.string().nullable(),
  lookupCode: z.string().nullable(),
  issuedAt: z.string().nullable(),
  /** The provider's code and reason, or ours ('NOT_CONFIGURED', 'UNREACHABLE'). */
  refusalCode: z.string().nullable(),
  refusalReason: z.string().nullable(),
  attempts: z.number(),
});

/** A row of the e-invoice list: an original or an adjustment, with its invoice. */
export const eInvoiceRow = eInvoiceState.extend({
  invoiceId: z.number(),
  invoiceCode: z.string(),
  /** The original an adjustment lowers (its number once issued); null for an original. */
  adjusts: z.object({ id: z.number(), number: z.string().nullable() }).nullable(),
  /** An adjustment's reason (the cancellation's). */
  reason: z.string().nullable(),
  createdAt: z.string(),
});

/** GET /e-invoices: by state, the clinic days they were queued, and a keyword. */
export const eInvoiceListQuery = z.object({
  status: z.enum(eInvoiceStatuses).optional(),
  from: clinicDay.optional(),
  to: clinicDay.optional(),
  /** The buyer's name or legal name (accents aside), a tax code, the e-invoice's number or the invoice's code. */
  keyword: z.string().trim().max(200, formErrorIds.maxLength).optional(),
  ...pagingShape,
});

export const eInvoicesContract = {
  settings: endpoint({ method: 'GET', url: '/e-invoices/settings', response: eInvoiceSettings }),
  saveSettings: endpoint({
    method: 'PUT',
    url: '/e-invoices/settings',
    body: eInvoiceSettingsInput,
    response: eInvoiceSettings,
  }),
  /** The invoice's original e-invoice, or null when none was queued. */
  ofInvoice: endpoint({
    method: 'GET',
    url: '/invoices/:id/e-invoice',
    params: idParams,
    response: eInvoiceState.nullable(),
  }),
  /**
   * The cashier's "Xuất hóa đơn điện tử": queues the paid invoice's e-invoice (or sends a refused one again), to the
   * patient or to the company given.
   */
  issue: endpoint({
    method: 'POST',
    url: '/invoices/:id/e-invoice',
    params: idParams,
    body: z.object({ company: eInvoiceCompanyBuyer.nullable().optional() }),
    response: eInvoiceState,
  }),
  /** The e-invoice list, newest queued first. */
  list: endpoint({
    method: 'GET',
    url: '/e-invoices',
    query: eInvoiceListQuery,
    response: pageOf(eInvoiceRow),
  }),
  /** What waits for someone: the refused e-invoices (to fix and send again) and those on their way. */
  counts: endpoint({
    method: 'GET',
    url: '/e-invoices/counts',
    response: z.object({ configured: z.boolean(), queued: z.number(), refused: z.number() }),
  }),
  /** The list's "Gửi lại": a refused e-invoice (an original or an adjustment) sent again as it is. */
  send: endpoint({ method: 'POST', url: '/e-invoices/:id/send', params: idParams, response: eInvoiceRow }),
};

export type EInvoiceState = z.output<typeof eInvoiceState>;
export type EInvoiceRow = z.output<typeof eInvoiceRow>;
export type EInvoiceSettings = z.output<typeof eInvoiceSettings>;
export type EInvoiceListQuery = z.input<typeof eInvoiceListQuery>;
export type EInvoiceSettingsInput = z.input<typeof eInvoiceSettingsInput>;
export type EInvoiceCompanyBuyer = z.input<typeof eInvoiceCompanyBuyer>;
