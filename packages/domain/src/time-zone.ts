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

/** The wall clock in `timeZone` at an instant. */
export function wallClockAt(instant: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .filter((p) => p.type !== 'literal')
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

const asUtc = (w: WallClock) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);

/** Offset of `timeZone` from UTC at an instant, in milliseconds (+07:00 → 25 200 000). */
export function zoneOffsetMs(instant: Date, timeZone: string): number {
  return asUtc(wallClockAt(instant, timeZone)) - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant a wall clock in `timeZone` shows (for a time skipped by a DST jump, the instant after it). */
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
