import { DayOfWeek } from './schedules';
import { addDays } from './time-zone';

// The examination's date calculators (docs/product.md): the pregnancy dates a doctor writes on a
// result sheet, and the re-examination date. Pure functions of 'YYYY-MM-DD' days: they are computed in UTC
// calendar arithmetic, so no local time zone or daylight-saving change shifts a day.

/** Naegele's rule: the due date is 280 days (40 weeks) after the first day of the last menstrual period. */
export const PREGNANCY_DAYS = 280;
/** Past 42 weeks a pregnancy is post-term: a larger gestational age is a typing error, not a measurement. */
export const MAX_GESTATION_WEEKS = 42;

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC midnight of a 'YYYY-MM-DD' day, or null when the text is no real day ('2026-02-30'). */
function utcDay(date: string): number | null {
  const m = ISO_DAY.exec(date);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = Date.UTC(y, mo - 1, d);
  const back = new Date(t);
  return back.getUTCFullYear() === y && back.getUTCMonth() === mo - 1 && back.getUTCDate() === d ? t : null;
}

/** True when `date` is a real 'YYYY-MM-DD' day. */
export const isCalendarDay = (date: string) => utcDay(date) !== null;

/** Whole days from `from` to `to` (negative when `to` is earlier). Both must be real days. */
export function daysBetween(from: string, to: string): number {
  return Math.round(((utcDay(to) ?? Number.NaN) - (utcDay(from) ?? Number.NaN)) / DAY_MS);
}

/** The weekday of a 'YYYY-MM-DD' day, Monday 0 … Sunday 6 (the schedules' DayOfWeek). */
export function weekdayOfDay(date: string): DayOfWeek {
  const t = utcDay(date) ?? Number.NaN;
  return ((new Date(t).getUTCDay() + 6) % 7) as DayOfWeek;
}

export interface GestationalAge {
  weeks: number;
  days: number;
}

export interface PregnancyDates {
  /** The first day of the last menstrual period, given or derived from the ultrasound. */
  lmp: string;
  dueDate: string;
  /** On the `today` asked; null before the LMP (an ultrasound dated in the future). */
  gestationalAge: GestationalAge | null;
}

export type PregnancyInvalid =
  | 'invalidDate'
  | 'lmpInFuture'
  | 'ultrasoundInFuture'
  | 'weeksOutOfRange'
  | 'daysOutOfRange'
  | 'beyondTerm';

/** A calculator answers its result or why the input cannot be one, so a live form never has to catch. */
export type CalculatorResult<T, E extends string> = { ok: true; value: T } | { ok: false; error: E };

const ageOn = (lmp: string, today: string): GestationalAge | null => {
  const days = daysBetween(lmp, today);
  return days < 0 ? null : { weeks: Math.floor(days / 7), days: days % 7 };
};

/** Past 42 weeks on `today`: the pregnancy has ended, so the dates are of a finished one (a typing error). */
const beyondTerm = (lmp: string, today: string) => daysBetween(lmp, today) > MAX_GESTATION_WEEKS * 7 + 6;

/** From the last menstrual period: the due date (LMP + 280 days) and the gestational age on `today`. */
export function pregnancyFromLmp(
  lmp: string,
  today: string,
): CalculatorResult<PregnancyDates, PregnancyInvalid> {
  if (!isCalendarDay(lmp) || !isCalendarDay(today)) return { ok: false, error: 'invalidDate' };
  if (daysBetween(today, lmp) > 0) return { ok: false, error: 'lmpInFuture' };
  if (beyondTerm(lmp, today)) return { ok: false, error: 'beyondTerm' };
  return {
    ok: true,
    value: { lmp, dueDate: addDays(lmp, PREGNANCY_DAYS), gestationalAge: ageOn(lmp, today) },
  };
}

/**
 * From an ultrasound: the gestational age measured on its date gives the equivalent LMP (that many days
 * earlier), hence the due date and today's gestational age. Weeks 0..42, days 0..6.
 */
export function pregnancyFromUltrasound(
  ultrasoundDate: string,
  measured: GestationalAge,
  today: string,
): CalculatorResult<PregnancyDates, PregnancyInvalid> {
  if (!isCalendarDay(ultrasoundDate) || !isCalendarDay(today)) return { ok: false, error: 'invalidDate' };
  if (daysBetween(today, ultrasoundDate) > 0) return { ok: false, error: 'ultrasoundInFuture' };
  const { weeks, days } = measured;
  if (!Number.isInteger(weeks) || weeks < 0 || weeks > MAX_GESTATION_WEEKS)
    return { ok: false, error: 'weeksOutOfRange' };
  if (!Number.isInteger(days) || days < 0 || days > 6) return { ok: false, error: 'daysOutOfRange' };
  const lmp = addDays(ultrasoundDate, -(weeks * 7 + days));
  if (beyondTerm(lmp, today)) return { ok: false, error: 'beyondTerm' };
  return {
    ok: true,
    value: { lmp, dueDate: addDays(lmp, PREGNANCY_DAYS), gestationalAge: ageOn(lmp, today) },
  };
}

export const ReExamUnit = { Days: 'days', Weeks: 'weeks', Months: 'months' } as const;
export type ReExamUnit = (typeof ReExamUnit)[keyof typeof ReExamUnit];
/** A re-examination is set weeks or months ahead; a count beyond this is a typing error. */
export const MAX_RE_EXAM_COUNT = 999;

export interface ReExamDate {
  date: string;
  weekday: DayOfWeek;
  /** True when the count landed on a Sunday and the date was moved to the Monday after. */
  movedFromSunday: boolean;
}

/**
 * Calendar months later, clamped to the target month's last day: 31 Jan + 1 month is 28 Feb (29 in a leap
 * year), not 3 March as Date's overflow would give.
 */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12; // 0..11
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(d, lastDay);
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** `from` + `count` days, weeks or months; on a Sunday moved to the Monday when `avoidSunday` (clinics close). */
export function reExamDate(
  from: string,
  count: number,
  unit: ReExamUnit,
  avoidSunday = false,
): CalculatorResult<ReExamDate, 'invalidDate' | 'countOutOfRange'> {
  if (!isCalendarDay(from)) return { ok: false, error: 'invalidDate' };
  if (!Number.isInteger(count) || count < 0 || count > MAX_RE_EXAM_COUNT)
    return { ok: false, error: 'countOutOfRange' };
  let date =
    unit === ReExamUnit.Months
      ? addMonths(from, count)
      : addDays(from, unit === ReExamUnit.Weeks ? count * 7 : count);
  const onSunday = weekdayOfDay(date) === DayOfWeek.SU;
  if (onSunday && avoidSunday) date = addDays(date, 1);
  return { ok: true, value: { date, weekday: weekdayOfDay(date), movedFromSunday: onSunday && avoidSunday } };
}
