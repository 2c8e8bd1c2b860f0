import { AppointmentRepeatType, RecurrenceEnd, RecurrenceFrequency, ScheduleScope } from '@clinic/domain';
import { i18n } from '@clinic/i18n';
import { describe, expect, it } from 'vitest';
import '../../app/dictionaries';
import { affectedRange, customOf, planUpdate, recurrenceSummary, toRecurrence } from './repeat';

const t = i18n.t;
const monday = '2026-07-06';

describe('the custom repeat in words', () => {
  it('every 2 weeks on Monday and Wednesday, 10 times', () => {
    const r = toRecurrence(
      { interval: 2, frequency: 2, daysOfWeek: [2, 0], end: '2', endDate: null, count: 10 },
      monday,
    );
    expect(r).toEqual({ interval: 2, frequency: 2, daysOfWeek: [0, 2], end: '2', count: 10 });
    expect(recurrenceSummary(t, r, monday)).toBe('Lặp lại mỗi 2 tuần vào T2, T4, kết thúc sau 10 lần');
  });

  it('daily, monthly on the schedule day, and an end date', () => {
    expect(recurrenceSummary(t, { interval: 1, frequency: 3, daysOfWeek: [], end: '0' }, monday)).toBe(
      'Lặp lại hằng ngày',
    );
    expect(
      recurrenceSummary(
        t,
        { interval: 3, frequency: 1, daysOfWeek: [], end: '1', endDate: '2026-12-31' },
        '2026-07-31',
      ),
    ).toBe('Lặp lại mỗi 3 tháng vào ngày 31, đến hết ngày 31/12/2026');
    expect(recurrenceSummary(t, { interval: 1, frequency: 2, daysOfWeek: [6], end: '0' }, monday)).toBe(
      'Lặp lại hằng tuần vào CN',
    );
  });

  it('weekdays and the unused end value are not sent; a weekly rule without days keeps its own day', () => {
    expect(
      toRecurrence(
        {
          interval: 1,
          frequency: RecurrenceFrequency.Daily,
          daysOfWeek: [1, 3],
          end: RecurrenceEnd.OnDay,
          endDate: '2026-08-01',
          count: 5,
        },
        monday,
      ),
    ).toEqual({ interval: 1, frequency: 3, daysOfWeek: [], end: '1', endDate: '2026-08-01' });
    expect(
      toRecurrence(
        { interval: 1, frequency: 2, daysOfWeek: [], end: '0', endDate: null, count: null },
        '2026-07-08',
      ).daysOfWeek,
    ).toEqual([2]);
  });

  it('a stored recurrence opens with its values; none opens weekly on the day, never ending', () => {
    expect(customOf(null, '2026-07-10')).toEqual({
      interval: 1,
      frequency: 2,
      daysOfWeek: [4],
      end: '0',
      endDate: null,
      count: null,
    });
    expect(customOf({ interval: 2, frequency: 1, daysOfWeek: [], end: '2', count: 4 }, monday)).toMatchObject(
      {
        interval: 2,
        frequency: 1,
        end: '2',
        count: 4,
      },
    );
  });
});

describe('which update mode and scopes an edit uses', () => {
  const weekly = { repeatType: AppointmentRepeatType.WeeklyOnDayOfWeek };
  const custom = (count: number) => ({
    repeatType: AppointmentRepeatType.Custom,
    recurrence: { interval: 1, frequency: 2 as const, daysOfWeek: [0, 2], end: '2' as const, count },
  });
  const both = [ScheduleScope.ThisOccurrence, ScheduleScope.ThisAndFollowingOccurrences];

  it('a single schedule stays single (1) or starts repeating (2), with no scope question', () => {
    const single = { isRecurring: false, repeatType: AppointmentRepeatType.NoRepeat };
    expect(planUpdate(single, { repeatType: AppointmentRepeatType.NoRepeat })).toEqual({
      mode: 1,
      scopes: [],
    });
    expect(planUpdate(single, weekly)).toEqual({ mode: 2, scopes: [] });
  });

  it('new times or another doctor on a series keep the rule (3), this one or this and following', () => {
    expect(planUpdate({ isRecurring: true, ...weekly }, weekly)).toEqual({ mode: 3, scopes: both });
    // The same custom rule, its weekdays in another order, is the same rule.
    const reordered = { ...custom(10), recurrence: { ...custom(10).recurrence, daysOfWeek: [2, 0] } };
    expect(planUpdate({ isRecurring: true, ...custom(10) }, reordered)).toEqual({ mode: 3, scopes: both });
  });

  it('a changed rule (4) can only apply to this and the following occurrences', () => {
    expect(planUpdate({ isRecurring: true, ...weekly }, { repeatType: AppointmentRepeatType.Daily })).toEqual(
      {
        mode: 4,
        scopes: [ScheduleScope.ThisAndFollowingOccurrences],
      },
    );
    expect(planUpdate({ isRecurring: true, ...custom(10) }, custom(12))).toEqual({ mode: 4, scopes: [2] });
  });

  it('a series made single (5) asks the scope', () => {
    expect(
      planUpdate({ isRecurring: true, ...weekly }, { repeatType: AppointmentRepeatType.NoRepeat }),
    ).toEqual({
      mode: 5,
      scopes: both,
    });
  });

  it('the appointments checked are those of the occurrence, or from it onwards', () => {
    const o = { start: '2026-07-06T11:00:00.000Z', end: '2026-07-06T14:00:00.000Z' };
    expect(affectedRange(o, ScheduleScope.ThisOccurrence)).toEqual({
      occurrenceStart: o.start,
      occurrenceEnd: o.end,
    });
    expect(affectedRange(o, undefined)).toEqual({ occurrenceStart: o.start, occurrenceEnd: o.end });
    expect(affectedRange(o, ScheduleScope.ThisAndFollowingOccurrences)).toEqual({ occurrenceStart: o.start });
  });
});
