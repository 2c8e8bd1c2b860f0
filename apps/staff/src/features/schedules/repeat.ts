import {
  AppointmentRepeatType,
  DayOfWeek,
  RecurrenceEnd,
  RecurrenceFrequency,
  type RecurrenceInput,
  ScheduleScope,
  ScheduleUpdateMode,
} from '@clinic/domain';
import type { Translate, TranslationKey } from '@clinic/i18n';
import { fullDate, weekdayOf } from './calendar';

// The repeat of a schedule as the editor holds it, the body the API takes, its summary in words, and which update
// mode and scopes an edit of a stored schedule allows (docs/product.md#appointments-and-schedules).

/** The custom repeat editor's values: every N days / weeks / months, weekdays, ends. */
export interface CustomRepeat {
  interval: number;
  frequency: RecurrenceFrequency;
  daysOfWeek: DayOfWeek[];
  end: RecurrenceEnd;
  /** 'YYYY-MM-DD', the last day, for end OnDay. */
  endDate: string | null;
  count: number | null;
}

const weekdayKeys = ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'] as const;
export const weekdayShortKey = (d: DayOfWeek): TranslationKey => `schedules.weekday.short.${weekdayKeys[d]}`;
export const weekdayLongKey = (d: DayOfWeek): TranslationKey => `schedules.weekday.long.${weekdayKeys[d]}`;
export const allWeekdays = Object.values(DayOfWeek) as DayOfWeek[];

/** A new custom repeat: every week on the schedule's weekday, never ending. */
export const defaultCustom = (date: string): CustomRepeat => ({
  interval: 1,
  frequency: RecurrenceFrequency.Weekly,
  daysOfWeek: [weekdayOf(date)],
  end: RecurrenceEnd.Never,
  endDate: null,
  count: null,
});

/** The editor's values of a stored recurrence (or the default one). */
export function customOf(recurrence: RecurrenceInput | null | undefined, date: string): CustomRepeat {
  if (!recurrence) return defaultCustom(date);
  return {
    interval: recurrence.interval ?? 1,
    frequency: recurrence.frequency as RecurrenceFrequency,
    daysOfWeek: [...(recurrence.daysOfWeek ?? [])] as DayOfWeek[],
    end: (recurrence.end ?? RecurrenceEnd.Never) as RecurrenceEnd,
    endDate: recurrence.endDate ?? null,
    count: recurrence.count ?? null,
  };
}

/**
 * The `recurrence` body of a custom repeat: weekdays only for a weekly rule (in week order, the schedule's own
 * day when none is picked), the end date or count only for the end that uses it.
 */
export function toRecurrence(custom: CustomRepeat, date: string): RecurrenceInput {
  const weekly = custom.frequency === RecurrenceFrequency.Weekly;
  const days = [...new Set(custom.daysOfWeek)].sort((a, b) => a - b);
  const body: RecurrenceInput = {
    interval: custom.interval,
    frequency: custom.frequency,
    daysOfWeek: weekly ? (days.length ? days : [weekdayOf(date)]) : [],
    end: custom.end,
  };
  if (custom.end === RecurrenceEnd.OnDay && custom.endDate) body.endDate = custom.endDate;
  if (custom.end === RecurrenceEnd.After && custom.count) body.count = custom.count;
  return body;
}

/** 'Lặp lại mỗi 2 tuần vào T2, T4, kết thúc sau 10 lần'. */
export function recurrenceSummary(t: Translate, recurrence: RecurrenceInput, date: string): string {
  const n = recurrence.interval ?? 1;
  const base = {
    [RecurrenceFrequency.Daily]:
      n === 1 ? t('schedules.custom.summary.daily') : t('schedules.custom.summary.everyDays', { count: n }),
    [RecurrenceFrequency.Weekly]:
      n === 1 ? t('schedules.custom.summary.weekly') : t('schedules.custom.summary.everyWeeks', { count: n }),
    [RecurrenceFrequency.Monthly]:
      n === 1
        ? t('schedules.custom.summary.monthly')
        : t('schedules.custom.summary.everyMonths', { count: n }),
  }[recurrence.frequency];
  let text = base;
  if (recurrence.frequency === RecurrenceFrequency.Weekly) {
    const days = recurrence.daysOfWeek?.length ? recurrence.daysOfWeek : [weekdayOf(date)];
    const names = [...new Set(days)]
      .sort((a, b) => a - b)
      .map((d) => t(weekdayShortKey(d as DayOfWeek)))
      .join(', ');
    text += ` ${t('schedules.custom.summary.onDays', { days: names })}`;
  }
  if (recurrence.frequency === RecurrenceFrequency.Monthly)
    text += ` ${t('schedules.custom.summary.onMonthDay', { day: Number(date.slice(8, 10)) })}`;
  if (recurrence.end === RecurrenceEnd.OnDay && recurrence.endDate)
    text += `, ${t('schedules.custom.summary.until', { date: fullDate(recurrence.endDate) })}`;
  if (recurrence.end === RecurrenceEnd.After && recurrence.count)
    text += `, ${t('schedules.custom.summary.count', { count: recurrence.count })}`;
  return text;
}

/** The repeat choices of the editor, the weekly one named after the schedule's weekday. */
export function repeatOptions(t: Translate, date: string) {
  return [
    { value: AppointmentRepeatType.NoRepeat, label: t('schedules.repeat.none') },
    { value: AppointmentRepeatType.Daily, label: t('schedules.repeat.daily') },
    {
      value: AppointmentRepeatType.WeeklyOnDayOfWeek,
      label: t('schedules.repeat.weekly', { day: t(weekdayLongKey(weekdayOf(date))) }),
    },
    { value: AppointmentRepeatType.EveryWorkDaysOfWeek, label: t('schedules.repeat.workDays') },
    { value: AppointmentRepeatType.Custom, label: t('schedules.repeat.custom') },
  ];
}

/** A repeat as compared between the stored schedule and the edit. */
export interface RepeatRule {
  repeatType: AppointmentRepeatType;
  recurrence?: RecurrenceInput | null;
}

const normalised = (r: RecurrenceInput | null | undefined) =>
  r
    ? JSON.stringify([
        r.interval ?? 1,
        r.frequency,
        [...new Set(r.daysOfWeek ?? [])].sort(),
        r.end ?? '0',
        r.end === RecurrenceEnd.OnDay ? r.endDate : null,
        r.end === RecurrenceEnd.After ? r.count : null,
      ])
    : null;

export function sameRule(a: RepeatRule, b: RepeatRule): boolean {
  if (a.repeatType !== b.repeatType) return false;
  return (
    a.repeatType !== AppointmentRepeatType.Custom || normalised(a.recurrence) === normalised(b.recurrence)
  );
}

export interface UpdatePlan {
  mode: ScheduleUpdateMode;
  /** The scopes the user may pick; empty when the schedule is single (no question is asked). */
  scopes: ScheduleScope[];
}

/**
 * The update mode of an edit, from what changed: a single schedule stays single (1) or starts repeating (2); an
 * occurrence of a series keeps the rule (3, this one or this and following), changes it (4, only this and
 * following: one occurrence cannot have its own rule) or stops repeating (5).
 */
export function planUpdate(original: RepeatRule & { isRecurring: boolean }, next: RepeatRule): UpdatePlan {
  const both = [ScheduleScope.ThisOccurrence, ScheduleScope.ThisAndFollowingOccurrences];
  if (!original.isRecurring)
    return {
      mode:
        next.repeatType === AppointmentRepeatType.NoRepeat
          ? ScheduleUpdateMode.SingleToSingle
          : ScheduleUpdateMode.SingleToRecurring,
      scopes: [],
    };
  if (next.repeatType === AppointmentRepeatType.NoRepeat)
    return { mode: ScheduleUpdateMode.RecurringInfoAndToSingle, scopes: both };
  if (!sameRule(original, next))
    return {
      mode: ScheduleUpdateMode.RecurringInfoAndRrule,
      scopes: [ScheduleScope.ThisAndFollowingOccurrences],
    };
  return { mode: ScheduleUpdateMode.RecurringInfoOnly, scopes: both };
}

/**
 * The range whose appointments an edit or delete touches (GET /schedules/{id}/get-appointments): the occurrence
 * itself, or from it to the end of the series for "this and following".
 */
export function affectedRange(
  occurrence: { start: string; end: string },
  scope: ScheduleScope | undefined,
): { occurrenceStart: string; occurrenceEnd?: string } {
  return scope === ScheduleScope.ThisAndFollowingOccurrences
    ? { occurrenceStart: occurrence.start }
    : { occurrenceStart: occurrence.start, occurrenceEnd: occurrence.end };
}
