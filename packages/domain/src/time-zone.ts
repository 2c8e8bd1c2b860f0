// Wall-clock time in a named time zone, with Intl only (no plugin): schedules, "today" and slots are in the
// clinic's zone, while the database and the API carry instants (ISO strings in UTC).

export interface WallClock {
  year: number;
  month: number; // 1..12
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall clock in `timeZone` at an instant, asking Intl (slow: a few microseconds and garbage per call). */
function wallClockByIntl(instant: Date, timeZone: string): WallClock {
  const w: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(instant))
    if (p.type !== 'literal') w[p.type] = Number(p.value);
  return {
    year: w.year!,
    month: w.month!,
    day: w.day!,
    hour: w.hour! % 24,
    minute: w.minute!,
    second: w.second!,
  };
}

const asUtc = (w: WallClock) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
const HOUR = 60 * 60 * 1000;

/**
 * Zone offsets at whole UTC hours, per zone. Slots, occurrences and day bounds ask the offset of thousands of
 * instants a request, and Intl was most of their cost; an hour whose two ends share an offset holds no change
 * (no zone changes its offset twice within an hour), so every instant in it has that offset.
 */
const hourOffsets = new Map<string, Map<number, number>>();
const HOUR_OFFSETS_KEPT = 50_000;
function offsetAtHour(hour: number, timeZone: string): number {
  let zone = hourOffsets.get(timeZone);
  if (!zone) {
    zone = new Map();
    hourOffsets.set(timeZone, zone);
  }
  let offset = zone.get(hour);
  if (offset === undefined) {
    // A long-running server asks ever new hours: start afresh rather than grow without bound.
    if (zone.size >= HOUR_OFFSETS_KEPT) zone.clear();
    const at = new Date(hour * HOUR);
    offset = asUtc(wallClockByIntl(at, timeZone)) - at.getTime();
    zone.set(hour, offset);
  }
  return offset;
}

/** Offset of `timeZone` from UTC at an instant, in milliseconds (+07:00 → 25 200 000). */
export function zoneOffsetMs(instant: Date, timeZone: string): number {
  const t = instant.getTime();
  const hour = Math.floor(t / HOUR);
  const offset = offsetAtHour(hour, timeZone);
  if (offset === offsetAtHour(hour + 1, timeZone)) return offset;
  // The hour of a change: this instant's own offset, to the second as Intl gives it.
  return asUtc(wallClockByIntl(instant, timeZone)) - Math.floor(t / 1000) * 1000;
}

/** The wall clock in `timeZone` at an instant (to the second). */
export function wallClockAt(instant: Date, timeZone: string): WallClock {
  const t = instant.getTime();
  if (Number.isNaN(t)) return wallClockByIntl(instant, timeZone);
  const wall = new Date(Math.floor(t / 1000) * 1000 + zoneOffsetMs(instant, timeZone));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

/**
 * The instant a wall clock in `timeZone` shows. A time a DST jump skips has none: it gives the instant the jump's
 * size earlier (New York, 2026-03-08 02:30 → 06:30Z, which reads 01:30). Vietnam keeps no DST.
 */
export function instantOfWallClock(wall: WallClock, timeZone: string): Date {
  const guess = asUtc(wall);
  let instant = guess - zoneOffsetMs(new Date(guess), timeZone);
  // A second pass settles times near an offset change.
  instant = guess - zoneOffsetMs(new Date(instant), timeZone);
  return new Date(instant);
}

/** 'YYYY-MM-DD' of an instant in `timeZone`: the clinic day it falls on. */
export function localDate(instant: Date, timeZone: string): string {
  const w = wallClockAt(instant, timeZone);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/** 'HH:mm' of an instant in `timeZone`. */
export function localTime(instant: Date, timeZone: string): string {
  const w = wallClockAt(instant, timeZone);
  return `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
}

/** The instant of 'YYYY-MM-DD' + 'HH:mm' in `timeZone`. */
export function instantOfLocal(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return instantOfWallClock({ year, month, day, hour, minute, second: 0 }, timeZone);
}

/** 'YYYY-MM-DD' plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
