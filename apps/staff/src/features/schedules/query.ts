import type { Tone } from '@clinic/ui';
import { doctorTones } from './schedules.css';

// What the calendar shows, kept in the URL query so a reload or a shared link opens the same week and filters:
// ?view=day&date=2026-07-06&doctors=3,4&locations=2 (defaults are left out).

export type CalendarView = 'week' | 'day';

export interface CalendarQuery {
  view: CalendarView;
  /** The clinic day in view; null for today. */
  date: string | null;
  doctorIds: number[];
  locationIds: number[];
}

const ids = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);

export function readQuery(search: URLSearchParams): CalendarQuery {
  const date = search.get('date');
  return {
    view: search.get('view') === 'day' ? 'day' : 'week',
    date: date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null,
    doctorIds: ids(search.get('doctors')),
    locationIds: ids(search.get('locations')),
  };
}

export function writeQuery(query: CalendarQuery): URLSearchParams {
  const out = new URLSearchParams();
  if (query.view === 'day') out.set('view', 'day');
  if (query.date) out.set('date', query.date);
  if (query.doctorIds.length) out.set('doctors', query.doctorIds.join(','));
  if (query.locationIds.length) out.set('locations', query.locationIds.join(','));
  return out;
}

/** Each doctor keeps one colour: the theme tones in turn, by the doctor's place in the clinic's list. */
export function doctorTone(doctorId: number, doctorIds: readonly number[]): Tone {
  const sorted = [...doctorIds].sort((a, b) => a - b);
  const index = sorted.indexOf(doctorId);
  return doctorTones[(index === -1 ? doctorId : index) % doctorTones.length]!;
}

/** Adds or removes an id of a filter. */
export const toggle = (list: readonly number[], id: number) =>
  list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
