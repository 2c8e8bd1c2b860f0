import type { AppointmentSearchBody } from '@clinic/api-client';
import { type AppointmentStatus, addDays } from '@clinic/domain';

/** What the list's filter bar holds; empty fields are not sent. */
export interface AppointmentFilterState {
  /** Clinic days 'YYYY-MM-DD', both included; null leaves that end open. */
  from: string | null;
  to: string | null;
  /** The status tab; null for every status. */
  status: AppointmentStatus | null;
  doctorId: number | null;
  locationId: number | null;
}

/** The list opens on the coming week: today to 7 days ahead (clinic days). */
export const defaultFilters = (today: string): AppointmentFilterState => ({
  from: today,
  to: addDays(today, 7),
  status: null,
  doctorId: null,
  locationId: null,
});

/** The invalid appointments, whenever they are (the banner's link). */
export const invalidFilters = (status: AppointmentStatus): AppointmentFilterState => ({
  from: null,
  to: null,
  status,
  doctorId: null,
  locationId: null,
});

/**
 * The body of search-count: the settled keyword and the filters that are set, without the status (the tabs count
 * every status). A range typed backwards is read the way it was meant.
 */
export function toCountBody(keyword: string, f: AppointmentFilterState): AppointmentSearchBody {
  const body: AppointmentSearchBody = {};
  let { from, to } = f;
  if (from && to && from > to) [from, to] = [to, from];
  if (from) body.from = from;
  if (to) body.to = to;
  if (f.doctorId !== null) body.doctorIds = [f.doctorId];
  if (f.locationId !== null) body.locationIds = [f.locationId];
  const text = keyword.trim();
  if (text) body.keyword = text;
  return body;
}

/** The body of search: the count's filter and the status tab. */
export function toSearchBody(keyword: string, f: AppointmentFilterState): AppointmentSearchBody {
  const body = toCountBody(keyword, f);
  return f.status === null ? body : { ...body, statuses: [f.status] };
}
