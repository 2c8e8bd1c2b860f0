import { roundVnd } from './money';
import type { ValueOf } from './util';

// Electronic invoices (hóa đơn điện tử) issued through the clinic's provider: the states, the tax rates a line can
// carry, tax codes, and the split of a price that includes its tax. docs/product.md#e-invoices holds the rules.

/** An e-invoice's state on the clinic's invoice. */
export const EInvoiceStatus = {
  /** Waiting for its send (written with the payment, sent by a job). */
  Queued: 'queued',
  /** The provider issued it: it has the provider's number and lookup code. */
  Issued: 'issued',
  /** The provider refused it, with its reason; the cashier fixes the buyer and sends it again. */
  Refused: 'refused',
  /** Issued, then lowered by an adjustment e-invoice (a refund of part of it). */
  Adjusted: 'adjusted',
  /** Issued, then brought to nothing by an adjustment e-invoice (the invoice was cancelled or fully refunded). */
  Cancelled: 'cancelled',
} as const;
export type EInvoiceStatus = ValueOf<typeof EInvoiceStatus>;
export const eInvoiceStatuses = Object.values(EInvoiceStatus) as [EInvoiceStatus, ...EInvoiceStatus[]];

/**
 * The tax rate of a line as e-invoices code it: a VAT percent, or one of the two cases with no VAT — not subject to
 * VAT ("không chịu thuế", medical services) and not declared ("không kê khai, tính nộp thuế").
 */
export const EInvoiceTaxRate = {
  NotSubject: -2,
  NotDeclared: -1,
  Zero: 0,
  Five: 5,
  Eight: 8,
  Ten: 10,
} as const;
export type EInvoiceTaxRate = ValueOf<typeof EInvoiceTaxRate>;
export const eInvoiceTaxRates = Object.values(EInvoiceTaxRate) as [EInvoiceTaxRate, ...EInvoiceTaxRate[]];

/**
 * The rates a new clinic starts with, to be confirmed by its accountant (docs/product.md#e-invoices): medical
 * examination and treatment are not subject to VAT; medicines for treatment carry 5 %.
 */
export const DEFAULT_TAX_RATES = {
  service: EInvoiceTaxRate.NotSubject,
  package: EInvoiceTaxRate.NotSubject,
  medicine: EInvoiceTaxRate.Five,
} as const satisfies Record<'service' | 'package' | 'medicine', EInvoiceTaxRate>;

/** The weights of a tax code's first nine digits; the tenth is 10 − (Σ digit × weight mod 11). */
const CHECK_WEIGHTS = [31, 29, 23, 19, 17, 13, 7, 5, 3];

/**
 * A Vietnamese tax code (mã số thuế): ten digits whose last is the check digit of the nine before it, optionally
 * followed by a dependent unit's three digits (`0100109106-001`, the dash optional); or, for a person or a
 * household business, the 12-digit personal identification number that serves as the tax code.
 */
export function isTaxCode(value: string): boolean {
  if (/^\d{12}$/.test(value)) return true;
  const found = /^(\d{10})(?:-?(\d{3}))?$/.exec(value);
  if (!found) return false;
  if (found[2] === '000') return false;
  const digits = [...(found[1] as string)].map(Number);
  const sum = CHECK_WEIGHTS.reduce((acc, weight, i) => acc + weight * (digits[i] as number), 0);
  return 10 - (sum % 11) === digits[9];
}

/** A tax code as the provider wants it: no spaces, a dependent unit's digits after a dash. */
export function normalTaxCode(value: string): string {
  const compact = value.replace(/[\s.]/g, '');
  return /^\d{13}$/.test(compact) ? `${compact.slice(0, 10)}-${compact.slice(10)}` : compact;
}

/**
 * A price that includes its tax, split into what is taxed and the tax: 105,000 at 5 % is 100,000 + 5,000. The tax
 * is what is left after rounding the taxed part, so the two always add up to the price. No VAT: all of it is taxed
 * part, the tax is 0.
 */
export function splitTaxIncluded(price: number, rate: EInvoiceTaxRate): { taxable: number; tax: number } {
  if (rate <= 0) return { taxable: price, tax: 0 };
  const taxable = roundVnd((price * 100) / (100 + rate));
  return { taxable, tax: price - taxable };
}

/**
 * The invoice's own discount spread over its lines in proportion to their totals, in whole đồng that add up to it
 * exactly (the largest remainders take the odd đồng, the first line on a tie): each line's share must be known to
 * tax it at the line's own rate.
 */
export function spreadDiscount(lineTotals: readonly number[], discount: number): number[] {
  const sum = lineTotals.reduce((acc, total) => acc + total, 0);
  if (discount === 0 || sum === 0) return lineTotals.map(() => 0);
  const exact = lineTotals.map((total) => (total * discount) / sum);
  const shares = exact.map(Math.floor);
  let left = discount - shares.reduce((acc, share) => acc + share, 0);
  const byRemainder = exact
    .map((value, i) => ({ i, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left === 0) break;
    shares[i] = (shares[i] as number) + 1;
    left -= 1;
  }
  return shares;
}
