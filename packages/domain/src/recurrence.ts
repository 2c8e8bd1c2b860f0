import type { Weekday } from 'rrule';
import * as rruleModule from 'rrule';
import type { Occurrence, Recurrence, ScheduleSeries } from './recurrence-input';
import {
  AppointmentRepeatType,
  type DayOfWeek,
  RecurrenceEnd,
  RecurrenceFrequency,
  workDaysOfWeek,
} from './schedules';
import { instantOfWallClock, type WallClock, wallClockAt } from './time-zone';

// Doctor schedules as RFC 5545 rules. Rules are expanded in "floating" time: the clinic's wall clock
// written as if it were UTC, which is how rrule computes; each occurrence is then placed in the clinic's time
// zone. So "every Monday 08:00" stays 08:00 in Ho Chi Minh City whatever the server's zone.

// rrule's package has a CommonJS main and no `exports`: Node's ESM loader (pnpm start, pnpm bench) sees only its
// default export, while Vite and vitest take its ES module entry with named exports. Accept either shape.
const { RRule } =
  (rruleModule as typeof rruleModule & { default?: typeof rruleModule }).default ?? rruleModule;

const rruleDays: readonly Weekday[] = [RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA, RRule.SU];
const rruleFreq = {
  [RecurrenceFrequency.Daily]: RRule.DAILY,
  [RecurrenceFrequency.Weekly]: RRule.WEEKLY,
  [RecurrenceFrequency.Monthly]: RRule.MONTHLY,
} as const;

/** Wall clock as a floating Date (its UTC fields are the wall clock). */
const floating = (w: WallClock) => new Date(Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second));
const fromFloating = (d: Date): WallClock => ({
  year: d.getUTCFullYear(),
  month: d.getUTCMonth() + 1,
  day: d.getUTCDate(),
  hour: d.getUTCHours(),
  minute: d.getUTCMinutes(),
  second: d.getUTCSeconds(),
});
/** Monday 0 … Sunday 6 of a floating date. */
const weekdayOf = (d: Date) => ((d.getUTCDay() + 6) % 7) as DayOfWeek;

/**
 * The RRULE (without DTSTART) of a repeat type, for a series whose first occurrence starts at `firstStart` in
 * `timeZone`; null for NoRepeat. Weekly rules without weekdays repeat on the first occurrence's weekday; a monthly
 * rule repeats on its day of the month (RFC 5545: a month without that day, like 31 April, is skipped).
 */
export function toRRule(
  repeatType: AppointmentRepeatType,
  recurrence: Recurrence | undefined,
  firstStart: Date,
  timeZone: string,
): string | null {
  const start = floating(wallClockAt(firstStart, timeZone));
  const weekday = rruleDays[weekdayOf(start)]!;
  switch (repeatType) {
    case AppointmentRepeatType.NoRepeat:
      return null;
    case AppointmentRepeatType.Daily:
      return 'FREQ=DAILY';
    case AppointmentRepeatType.WeeklyOnDayOfWeek:
      return new RRule({ freq: RRule.WEEKLY, byweekday: [weekday] }).toString().replace(/^RRULE:/, '');
    case AppointmentRepeatType.EveryWorkDaysOfWeek:
      return new RRule({ freq: RRule.WEEKLY, byweekday: workDaysOfWeek.map((d) => rruleDays[d]!) })
        .toString()
        .replace(/^RRULE:/, '');
    case AppointmentRepeatType.Custom: {
      if (!recurrence) throw new RangeError('A custom repeat needs its recurrence');
      const freq = rruleFreq[recurrence.frequency as RecurrenceFrequency];
      const days = [...new Set(recurrence.daysOfWeek)].sort().map((d) => rruleDays[d]!);
      const options: ConstructorParameters<typeof RRule>[0] = { freq, interval: recurrence.interval };
      if (freq === RRule.WEEKLY) options.byweekday = days.length ? days : [weekday];
      if (freq === RRule.MONTHLY) options.bymonthday = [start.getUTCDate()];
      if (recurrence.end === RecurrenceEnd.OnDay && recurrence.endDate)
        options.until = new Date(`${recurrence.endDate}T23:59:59Z`);
      if (recurrence.end === RecurrenceEnd.After && recurrence.count) options.count = recurrence.count;
      return new RRule(options).toString().replace(/^RRULE:/, '');
    }
  }
}

function ruleOf(series: ScheduleSeries, timeZone: string): InstanceType<typeof RRule> {
  const dtstart = floating(wallClockAt(new Date(series.start), timeZone));
  const options = RRule.parseString(series.rrule!);
  return new RRule({ ...options, dtstart });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A later DTSTART giving the same occurrences from itself on, at or before the floating instant `before`: whole
 * periods (interval days or weeks, or interval months for a rule with its own month days) after the first
 * occurrence. rrule walks every occurrence from DTSTART, so a series running for a year would otherwise cost a
 * year of steps per expansion. A COUNT rule counts from its first occurrence and is left as it is.
 */
function fastForward(options: ReturnType<typeof RRule.parseString>, dtstart: Date, before: Date) {
  if (options.count || before <= dtstart) return dtstart;
  const interval = options.interval ?? 1;
  if (options.freq === RRule.DAILY || options.freq === RRule.WEEKLY) {
    const period = interval * (options.freq === RRule.WEEKLY ? 7 : 1) * DAY_MS;
    const periods = Math.floor((before.getTime() - dtstart.getTime()) / period);
    return new Date(dtstart.getTime() + periods * period);
  }
  const monthDays = [options.bymonthday ?? []].flat();
  if (options.freq === RRule.MONTHLY && monthDays.length > 0) {
    const months =
      (before.getUTCFullYear() - dtstart.getUTCFullYear()) * 12 +
      before.getUTCMonth() -
      dtstart.getUTCMonth() -
      1;
    const periods = Math.floor(Math.max(0, months) / interval);
    if (periods === 0) return dtstart;
    // The first of that month at the first occurrence's time: the rule's month days pick the dates.
    return new Date(
      Date.UTC(
        dtstart.getUTCFullYear(),
        dtstart.getUTCMonth() + periods * interval,
        1,
        dtstart.getUTCHours(),
        dtstart.getUTCMinutes(),
        dtstart.getUTCSeconds(),
      ),
    );
  }
  return dtstart;
}

/**
 * Occurrences of a schedule overlapping [from, to), in order. Each keeps the first occurrence's wall-clock start
 * and its duration, so a series stays at 08:00–11:30 local time.
 */
export function expandOccurrences(
  series: ScheduleSeries,
  from: Date,
  to: Date,
  timeZone: string,
): Occurrence[] {
  return occurrenceExpander(from, to, timeZone)(series);
}

/**
 * `expandOccurrences` over one window for many series: the starts a rule gives from a (fast-forwarded) first
 * occurrence are computed once and shared by every series with the same rule, first-occurrence time (after
 * fast-forwarding) and duration, as a clinic's doctors' sessions mostly are: rrule's walk was most of a week's read
 * of 1,200 series (the lists bench at 100× the demo clinic).
 */
export function occurrenceExpander(from: Date, to: Date, timeZone: string) {
  /** Per rule, first occurrence and duration: the occurrences in the window, their instants written once. */
  const byRule = new Map<string, { at: number; occurrence: Occurrence }[]>();
  // Widen the floating window by a day on each side: offsets never exceed 14 h, and the duration is ≤ 24 h.
  const day = 24 * 60 * 60 * 1000;
  const windowTo = floating(wallClockAt(to, timeZone));
  const occurrence = (start: number, duration: number) => ({
    at: start,
    occurrence: { start: new Date(start).toISOString(), end: new Date(start + duration).toISOString() },
  });
  const overlaps = (start: number, duration: number) =>
    start < to.getTime() && start + duration > from.getTime();
  return (series: ScheduleSeries): Occurrence[] => {
    const first = new Date(series.start);
    const duration = new Date(series.end).getTime() - first.getTime();
    let found: { at: number; occurrence: Occurrence }[];
    if (!series.rrule) {
      found = overlaps(first.getTime(), duration) ? [occurrence(first.getTime(), duration)] : [];
    } else {
      const windowFrom = floating(wallClockAt(new Date(from.getTime() - duration), timeZone));
      const after = new Date(windowFrom.getTime() - day);
      const options = RRule.parseString(series.rrule);
      const dtstart = fastForward(options, floating(wallClockAt(first, timeZone)), after);
      const key = `${series.rrule}|${dtstart.getTime()}|${duration}`;
      const known = byRule.get(key);
      if (known) found = known;
      else {
        const dates = new RRule({ ...options, dtstart }).between(
          after,
          new Date(windowTo.getTime() + day),
          true,
        );
        found = dates
          .map((d) => instantOfWallClock(fromFloating(d), timeZone).getTime())
          .filter((start) => overlaps(start, duration))
          .map((start) => occurrence(start, duration));
        byRule.set(key, found);
      }
    }
    if (!series.exdates?.length) return found.map((f) => ({ ...f.occurrence }));
    const removed = new Set(series.exdates.map((d) => new Date(d).getTime()));
    return found.filter((f) => !removed.has(f.at)).map((f) => ({ ...f.occurrence }));
  };
}

/** The start (ISO) of the last occurrence of a finite series, or null when it never ends. */
export function lastOccurrenceStart(series: ScheduleSeries, timeZone: string): string | null {
  if (!series.rrule) return series.start;
  const rule = ruleOf(series, timeZone);
  if (!rule.options.until && !rule.options.count) return null;
  const all = rule.all((_, i) => i < 10_000);
  const last = all.at(-1);
  return last ? instantOfWallClock(fromFloating(last), timeZone).toISOString() : null;
}

/**
 * The same rule ending before `occurrenceStart` (a series split by "this and following"): an UNTIL one second
 * before that occurrence's wall-clock start, replacing any COUNT.
 */
export function endRuleBefore(rrule: string, occurrenceStart: Date, timeZone: string): string {
  const options = RRule.parseString(rrule);
  const until = new Date(floating(wallClockAt(occurrenceStart, timeZone)).getTime() - 1000);
  const { count: _count, ...rest } = options;
  return new RRule({ ...rest, until }).toString().replace(/^RRULE:/, '');
}
