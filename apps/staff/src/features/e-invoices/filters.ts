import type { EInvoiceListQuery } from '@clinic/api-client';
import { type EInvoiceStatus, eInvoiceStatuses } from '@clinic/domain';

// The e-invoice list's filters live in the address, so a link shares what one sees:
// ?status=refused&from=2026-11-20&to=2026-11-26&q=an%20phat&page=2. Days are clinic days, both optional: a refused
// e-invoice waits to be fixed however old it is, so the plain list holds them all.

export interface EInvoiceFilters {
  status: EInvoiceStatus | null;
  /** Clinic days 'YYYY-MM-DD', both included; null is open. */
  from: string | null;
  to: string | null;
  keyword: string;
  page: number;
}

export const EINVOICE_PAGE_SIZE = 50;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null): string | null => (value && DAY.test(value) ? value : null);
const statuses = new Set<string>(eInvoiceStatuses);

/** The filters a search string holds; a missing or malformed one takes its default. */
export function readFilters(params: URLSearchParams): EInvoiceFilters {
  const to = day(params.get('to'));
  let from = day(params.get('from'));
  if (from && to && from > to) from = to;
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: status && statuses.has(status) ? (status as EInvoiceStatus) : null,
    from,
    to,
    keyword: (params.get('q') ?? '').trim(),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The search string of the filters, defaults left out (the plain address is the default view). */
export function writeFilters(filters: EInvoiceFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.keyword) params.set('q', filters.keyword);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The query of GET /e-invoices. */
export const toQuery = (filters: EInvoiceFilters): EInvoiceListQuery => ({
  ...(filters.status ? { status: filters.status } : {}),
  ...(filters.from ? { from: filters.from } : {}),
  ...(filters.to ? { to: filters.to } : {}),
  ...(filters.keyword ? { keyword: filters.keyword } : {}),
  pageSize: EINVOICE_PAGE_SIZE,
  pageNumber: filters.page,
});
