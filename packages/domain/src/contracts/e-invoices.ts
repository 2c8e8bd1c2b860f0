import { z } from 'zod';
import { eInvoiceTaxRates, isTaxCode, normalTaxCode } from '../e-invoice';
import { email, requiredString } from '../validation';

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
