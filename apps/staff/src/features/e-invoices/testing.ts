import type { EInvoiceRow, EInvoiceState } from '@clinic/api-client';
import { EInvoiceStatus } from '@clinic/domain';

// E-invoices as the API answers them, for component tests.

/** The original e-invoice of invoice 5 to its patient, on its way, unless told. */
export const eInvoiceState = (extra: Partial<EInvoiceState> = {}): EInvoiceState => ({
  id: 40,
  status: EInvoiceStatus.Queued,
  amount: 165_000,
  buyer: { name: 'Nguyễn Văn An' },
  number: null,
  lookupCode: null,
  issuedAt: null,
  refusalCode: null,
  refusalReason: null,
  attempts: 0,
  ...extra,
});

/** A row of the e-invoice list: e-invoice `id` of invoice 100 + id, an original, unless told. */
export const eInvoiceRow = (id: number, extra: Partial<EInvoiceRow> = {}): EInvoiceRow => ({
  ...eInvoiceState({ id }),
  invoiceId: 100 + id,
  invoiceCode: `HD${String(100 + id).padStart(6, '0')}`,
  adjusts: null,
  reason: null,
  createdAt: '2026-11-26T03:15:00.000Z',
  ...extra,
});

export const counts = (configured = true) => ({ configured, queued: 0, refused: 0 });
