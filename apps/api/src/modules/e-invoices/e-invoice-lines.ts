import { type EInvoiceTaxRate, spreadDiscount } from '@clinic/domain';
import type { EInvoiceLine } from '../../platform/e-invoice/gateway.js';

/** An invoice line as billed (invoice_items). */
export interface BilledLine {
  kind: string;
  name: string;
  unit: string | null;
  unitPrice: number;
  quantity: number;
  discount: number;
  total: number;
}

export type TaxRates = Record<'service' | 'medicine' | 'package', EInvoiceTaxRate>;

/**
 * An invoice's e-invoice lines: each billed line at its kind's tax rate, its discount being its own and its share of
 * the invoice's (the invoice's discount spread over the lines, so each is taxed at its own rate), tax included as
 * the patient paid it. Lines a package covers in full (total 0) are kept: they were sold, at no charge.
 */
export function eInvoiceLinesOf(
  lines: readonly BilledLine[],
  invoiceDiscount: number,
  rates: TaxRates,
): EInvoiceLine[] {
  const shares = spreadDiscount(
    lines.map((line) => line.total),
    invoiceDiscount,
  );
  return lines.map((line, i) => {
    const share = shares[i] ?? 0;
    return {
      code: null,
      name: line.name,
      unit: line.unit,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      discount: line.discount + share,
      total: line.total - share,
      taxRate: rates[line.kind as keyof TaxRates] ?? rates.service,
    };
  });
}

/**
 * The lines of an adjustment taking `amount` off an original's lines: spread over them like a discount, each at its
 * line's rate, one unit of each line touched (an adjustment lowers money, not quantities).
 */
export function adjustmentLinesOf(original: readonly EInvoiceLine[], amount: number): EInvoiceLine[] {
  const shares = spreadDiscount(
    original.map((line) => line.total),
    amount,
  );
  return original.flatMap((line, i) => {
    const share = shares[i] ?? 0;
    if (share === 0) return [];
    return [{ ...line, quantity: 1, unitPrice: share, discount: 0, total: share }];
  });
}
