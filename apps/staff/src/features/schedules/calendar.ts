import { addDays, type DayOfWeek, instantOfLocal, localDate } from '@clinic/domain';

// The calendar's arithmetic, kept pure: which days a week shows, where an occurrence sits in a day column, and
// how overlapping occurrences share the column's width. Dates are clinic days ('YYYY-MM-DD'), minutes count from
// the clinic's midnight.

/** Hours the grid shows when nothing falls outside them. */
export const DEFAULT_HOURS = { from: 6, to: 21 } as const;
export interface HourRange {
  from: number;
  to: number;
}

/** Monday 0 … Sunday 6 of a clinic day. */
export function weekdayOf(date: string): DayOfWeek {
  return ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) as DayOfWeek;
}

/** The seven days (Monday first) of the week holding `date`. */
export function weekDays(date: string): string[] {
  const monday = addDays(date, -weekdayOf(date));
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** The instants [from, to) of the clinic days from `first` to `last`, for POST /schedules/search. */
export function rangeOfDays(first: string, last: string, timeZone: string): { from: string; to: string } {
  return {
    from: instantOfLocal(first, '00:00', timeZone).toISOString(),
    to: instantOfLocal(addDays(last, 1), '00:00', timeZone).toISOString(),
  };
}

/** A piece of an occurrence inside one clinic day, in minutes from its midnight. */
export interface DaySegment {
  start: number;
  end: number;
}

/** The part of [start, end) that falls on `date` (an occurrence past midnight shows in both days), or null. */
export function segmentOnDay(
  occurrence: { start: string; end: string },
  date: string,
  timeZone: string,
): DaySegment | null {
  const dayStart = instantOfLocal(date, '00:00', timeZone).getTime();
  const dayEnd = instantOfLocal(addDays(date, 1), '00:00', timeZone).getTime();
  const start = Math.max(new Date(occurrence.start).getTime(), dayStart);
  const end = Math.min(new Date(occurrence.end).getTime(), dayEnd);
  if (end <= start) return null;
  return { start: Math.round((start - dayStart) / 60_000), end: Math.round((end - dayStart) / 60_000) };
}

/** The default hours, widened to whole hours so every segment shows. */
export function hourRange(segments: readonly DaySegment[], base: HourRange = DEFAULT_HOURS): HourRange {
  let { from, to } = base;
  for (const s of segments) {
    from = Math.min(from, Math.floor(s.start / 60));
    to = Math.max(to, Math.ceil(s.end / 60));
  }
  return { from: Math.max(0, from), to: Math.min(24, to) };
}

/** Where a segment sits in a column showing `range`: top and height as percentages of the column. */
export function blockPosition(segment: DaySegment, range: HourRange): { top: number; height: number } {
  const span = (range.to - range.from) * 60;
  const clamp = (m: number) => Math.min(Math.max(m - range.from * 60, 0), span);
  const top = clamp(segment.start);
  const bottom = clamp(segment.end);
  const pct = (m: number) => Math.round((m / span) * 10_000) / 100;
  return { top: pct(top), height: pct(bottom - top) };
}

/**
 * Side-by-side lanes for overlapping segments: each gets a lane and the number of lanes of its group of
 * (transitively) overlapping segments, so a lone block uses the whole width and two at once share it.
 */
export function layoutLanes<T extends DaySegment>(
  segments: readonly T[],
): (T & { lane: number; lanes: number })[] {
  const sorted = [...segments].sort((a, b) => a.start - b.start || b.end - a.end);
  const out: (T & { lane: number; lanes: number })[] = [];
  let group: (T & { lane: number; lanes: number })[] = [];
  let laneEnds: number[] = [];
  let groupEnd = -1;
  const close = () => {
    for (const g of group) g.lanes = laneEnds.length;
    out.push(...group);
    group = [];
    laneEnds = [];
  };
  for (const s of sorted) {
    if (s.start >= groupEnd) close();
    let lane = laneEnds.findIndex((end) => end <= s.start);
    if (lane === -1) lane = laneEnds.push(s.end) - 1;
    else laneEnds[lane] = s.end;
    group.push({ ...s, lane, lanes: 0 });
    groupEnd = Math.max(groupEnd, s.end);
  }
  close();
  return out;
}

/** 'HH:mm' of minutes from midnight (24:00 for the end of the day). */
export const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The clinic's today. */
export const todayIn = (timeZone: string, now = new Date()) => localDate(now, timeZone);

/** 'YYYY-MM-DD' → 'DD/MM' and 'DD/MM/YYYY'. */
export const shortDate = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;
export const fullDate = (date: string) => `${shortDate(date)}/${date.slice(0, 4)}`;

/**
 * Occurrences over exactly the same hours in one column, gathered into one stack (six doctors all working
 * 08:00–11:30 read as one list, not six slivers); stacks at different hours still share the width in lanes.
 */
export function stackSegments<T extends DaySegment>(segments: readonly T[]): (DaySegment & { items: T[] })[] {
  const stacks = new Map<string, DaySegment & { items: T[] }>();
  for (const s of segments) {
    const key = `${s.start}-${s.end}`;
    const stack = stacks.get(key);
    if (stack) stack.items.push(s);
    else stacks.set(key, { start: s.start, end: s.end, items: [s] });
  }
  return [...stacks.values()];
}
