import { AppError } from './errors';

// Money is whole VND (docs/conventions.md#money). Every amount the server derives from another (a discount, a
// share) goes through the one rounding rule here, so a screen's preview and the saved row never differ by a đồng.

/** The one rounding rule: to the nearest whole đồng, halves up (1.5 → 2). */
export function roundVnd(amount: number): number {
  return Math.floor(amount + 0.5);
}

/** `price` less `percent` % of it (0–100), rounded by the one rule: 10,000 less 12.5 % is 8,750. */
export function discounted(price: number, percent: number): number {
  return roundVnd((price * (100 - percent)) / 100);
}

/** A discount as the cashier gives it: so many đồng, or a percent (0–100) of what it applies to. */
export type Discount = { kind: 'amount'; value: number } | { kind: 'percent'; value: number };

/**
 * The đồng a discount takes off `base`: an amount as given, a percent by the one rounding rule (12.5 % of 10,001
 * is 1,250.125 → 1,250). Never more than the base: a discount larger than what it applies to is refused as a
 * negative total by `invoiceAmounts`, not silently cut.
 */
export function discountOf(base: number, discount: Discount | null | undefined): number {
  if (!discount || discount.value === 0) return 0;
  return discount.kind === 'amount' ? discount.value : roundVnd((base * discount.value) / 100);
}

export interface PricedLine {
  /** Whole VND, from the catalog or the prescription: never the client's. */
  unitPrice: number;
  quantity: number;
  discount?: Discount | null;
}

export interface LineAmounts {
  /** unit price × quantity. */
  gross: number;
  discount: number;
  /** gross − discount. */
  total: number;
}

export interface InvoiceAmounts {
  lines: LineAmounts[];
  /** Σ line totals. */
  subtotal: number;
  /** The invoice's own discount, on the subtotal. */
  discount: number;
  /** subtotal − discount: what the patient pays. */
  total: number;
}

/**
 * An invoice's money from its priced lines (docs/conventions.md#money): each line is unit price × quantity less
 * its discount, the invoice's discount applies to the sum of the lines, and every figure is whole đồng. A line or
 * an invoice that would come below 0 is `negativeTotal`. The server computes this from the catalog and the
 * prescription; a screen's preview calls the same function.
 */
export function invoiceAmounts(lines: readonly PricedLine[], discount?: Discount | null): InvoiceAmounts {
  const amounts = lines.map((line) => {
    const gross = line.unitPrice * line.quantity;
    const off = discountOf(gross, line.discount);
    return { gross, discount: off, total: gross - off };
  });
  const subtotal = amounts.reduce((sum, line) => sum + line.total, 0);
  const invoiceDiscount = discountOf(subtotal, discount);
  const total = subtotal - invoiceDiscount;
  if (total < 0 || amounts.some((line) => line.total < 0)) throw new AppError('negativeTotal');
  return { lines: amounts, subtotal, discount: invoiceDiscount, total };
}

/** A total the client sent is only checked, never used: one that differs from the server's is `totalMismatch`. */
export function checkClientTotal(clientTotal: number | null | undefined, total: number): void {
  if (clientTotal !== null && clientTotal !== undefined && clientTotal !== total)
    throw new AppError('totalMismatch', { details: { total } });
}
