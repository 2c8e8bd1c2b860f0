import type { ValueOf } from './util';

// Services, packages, invoices and payment.

export const PaymentMethod = { Cash: 1, BankTransfer: 2, EWallet: 3 } as const;
export type PaymentMethod = ValueOf<typeof PaymentMethod>;

/** WaitForPayment is also shown as "Unpaid" on some screens. */
export const InvoiceStatus = { WaitForPayment: 1000, Paid: 9000, Canceled: 9999 } as const;
export type InvoiceStatus = ValueOf<typeof InvoiceStatus>;

/**
 * The stored values of the package states. "Approved" is also shown as "Active". A package can return to Draft and be
 * submitted again.
 */
export const PackageStatus = {
  Draft: 'draft',
  WaitForApprove: 'waitForApprove',
  Approved: 'approved',
  Disabled: 'disabled',
} as const;
export type PackageStatus = ValueOf<typeof PackageStatus>;

export const ServiceType = { Single: 'single', Associate: 'associate' } as const;
export type ServiceType = ValueOf<typeof ServiceType>;

export const PackageType = { Examination: 'examination', Injection: 'injection', Test: 'test' } as const;
export type PackageType = ValueOf<typeof PackageType>;

/** Three laboratory providers; their names are not given. */
export const LabProvider = { Provider1: 1, Provider2: 2, Provider3: 3 } as const;
export type LabProvider = ValueOf<typeof LabProvider>;

/** An invoice's code: 'HD' (hóa đơn) and the clinic's gap-free invoice number, 6 digits (HD000123). */
export function invoiceCode(n: number): string {
  return `HD${String(n).padStart(6, '0')}`;
}

/**
 * The invoice code a bank transfer's content carries, as banks pass it on: the VietQR purpose is the code, but a
 * bank may prefix its own reference ('MBVCB.3278.HD000123.CT tu …'), change the case, or split the letters from the
 * digits with a space, dot or dash. Six digits or more (the number outgrows its padding after HD999999). Answers 'HD000123', or null when there is none (an unmatched transfer).
 */
export function invoiceCodeInTransfer(content: string): string | null {
  const found = /(?:^|[^A-Z0-9])HD[\s.-]?(\d{6,})/i.exec(content);
  return found ? `HD${found[1]}` : null;
}
