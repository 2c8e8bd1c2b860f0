import type { NationalListQuery } from '@clinic/api-client';
import { addDays, type NationalStatus, nationalStatuses } from '@clinic/domain';

// The list's filters live in the address, so a link shares what one sees:
// ?status=rejected&from=2026-11-20&to=2026-11-26&q=nguyen&page=2. Days are clinic days; defaults are left out.

export interface NationalFilters {
  status: NationalStatus | null;
  /** Clinic days 'YYYY-MM-DD', both included. */
  from: string;
  to: string;
  keyword: string;
  page: number;
}

/** Today and the six days before it open by default. */
export const DEFAULT_DAYS = 7;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null): string | null => (value && DAY.test(value) ? value : null);
const statuses = new Set<string>(nationalStatuses);

/** The filters a search string holds; a missing or malformed one takes its default. */
export function readFilters(params: URLSearchParams, today: string): NationalFilters {
  const to = day(params.get('to')) ?? today;
  let from = day(params.get('from')) ?? addDays(to, 1 - DEFAULT_DAYS);
  if (from > to) from = to;
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: status && statuses.has(status) ? (status as NationalStatus) : null,
    from,
    to,
    keyword: (params.get('q') ?? '').trim(),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The search string of the filters, defaults left out (the plain address is the default view). */
export function writeFilters(filters: NationalFilters, today: string): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.from !== addDays(filters.to, 1 - DEFAULT_DAYS)) params.set('from', filters.from);
  if (filters.to !== today) params.set('to', filters.to);
  if (filters.keyword) params.set('q', filters.keyword);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The query of GET /national-prescriptions. */
export const toQuery = (filters: NationalFilters, pageSize: number): NationalListQuery => ({
  from: filters.from,
  to: filters.to,
  ...(filters.status ? { status: filters.status } : {}),
  ...(filters.keyword ? { keyword: filters.keyword } : {}),
  pageSize,
  pageNumber: filters.page,
});
