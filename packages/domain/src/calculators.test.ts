import { describe, expect, it } from 'vitest';
import {
  addMonths,
  pregnancyFromLmp,
  pregnancyFromUltrasound,
  ReExamUnit,
  reExamDate,
  weekdayOfDay,
} from './calculators';
import { DayOfWeek } from './schedules';

// Every expected date below is counted by hand on a calendar, not by the functions under test.

describe('the pregnancy calculator from the last menstrual period (Naegele: LMP + 280 days)', () => {
  it.each([
    // LMP, today, due date, weeks+days on today
    ['2026-01-01', '2026-01-01', '2026-10-08', 0, 0],
    ['2026-01-01', '2026-03-05', '2026-10-08', 9, 0], // 31 + 28 + 4 = 63 days
    ['2026-05-20', '2026-11-26', '2027-02-24', 27, 1], // crosses the year end: 190 days
    ['2027-06-01', '2027-06-10', '2028-03-07', 1, 2], // due in a leap year: 29 Feb 2028 counted
    ['2023-06-01', '2023-06-01', '2024-03-07', 0, 0], // leap 2024
    ['2025-06-01', '2025-06-01', '2026-03-08', 0, 0], // common 2026: one day later than in a leap year
    ['2024-02-29', '2024-03-01', '2024-12-05', 0, 1], // an LMP on the leap day itself
  ])('LMP %s, on %s → due %s, %i weeks %i days', (lmp, today, due, weeks, days) => {
    expect(pregnancyFromLmp(lmp, today)).toEqual({
      ok: true,
      value: { lmp, dueDate: due, gestationalAge: { weeks, days } },
    });
  });

  it('refuses an LMP after today, past 42 weeks, and a day that does not exist', () => {
    expect(pregnancyFromLmp('2026-11-27', '2026-11-26')).toEqual({ ok: false, error: 'lmpInFuture' });
    // 42 weeks 6 days is the last accepted day; 43 weeks is not a pregnancy any more.
    expect(pregnancyFromLmp('2026-01-01', '2026-10-28').ok).toBe(true); // 300 days = 42w6d
    expect(pregnancyFromLmp('2026-01-01', '2026-10-29')).toEqual({ ok: false, error: 'beyondTerm' });
    expect(pregnancyFromLmp('2026-02-29', '2026-03-10')).toEqual({ ok: false, error: 'invalidDate' });
    expect(pregnancyFromLmp('26-1-1', '2026-03-10')).toEqual({ ok: false, error: 'invalidDate' });
  });
});

describe('the pregnancy calculator from an ultrasound', () => {
  it('counts the equivalent LMP back from the measured age, then the due date and today’s age', () => {
    // 12w3d on 2026-03-10 → 87 days earlier: 2025-12-13; due 280 days later: 2026-09-19.
    expect(pregnancyFromUltrasound('2026-03-10', { weeks: 12, days: 3 }, '2026-03-24')).toEqual({
      ok: true,
      value: { lmp: '2025-12-13', dueDate: '2026-09-19', gestationalAge: { weeks: 14, days: 3 } },
    });
    // Across a leap February: 8w0d on 2024-03-15 → LMP 2024-01-19 (56 days back), due 2024-10-25.
    expect(pregnancyFromUltrasound('2024-03-15', { weeks: 8, days: 0 }, '2024-03-15')).toEqual({
      ok: true,
      value: { lmp: '2024-01-19', dueDate: '2024-10-25', gestationalAge: { weeks: 8, days: 0 } },
    });
  });

  it('refuses days above 6, weeks above 42, and an ultrasound dated after today', () => {
    const today = '2026-11-26';
    expect(pregnancyFromUltrasound('2026-11-20', { weeks: 10, days: 7 }, today)).toEqual({
      ok: false,
      error: 'daysOutOfRange',
    });
    expect(pregnancyFromUltrasound('2026-11-20', { weeks: 43, days: 0 }, today)).toEqual({
      ok: false,
      error: 'weeksOutOfRange',
    });
    expect(pregnancyFromUltrasound('2026-11-20', { weeks: -1, days: 0 }, today).ok).toBe(false);
    expect(pregnancyFromUltrasound('2026-11-27', { weeks: 10, days: 0 }, today)).toEqual({
      ok: false,
      error: 'ultrasoundInFuture',
    });
    // 40 weeks measured a month ago: 44 weeks today.
    expect(pregnancyFromUltrasound('2026-10-26', { weeks: 40, days: 0 }, today)).toEqual({
      ok: false,
      error: 'beyondTerm',
    });
  });
});

describe('the re-examination date', () => {
  it.each([
    ['2026-11-26', 7, ReExamUnit.Days, '2026-12-03', DayOfWeek.TH],
    ['2026-12-28', 7, ReExamUnit.Days, '2027-01-04', DayOfWeek.MO], // over the year end
    ['2028-02-25', 5, ReExamUnit.Days, '2028-03-01', DayOfWeek.WE], // 29 Feb 2028 counted
    ['2026-11-26', 2, ReExamUnit.Weeks, '2026-12-10', DayOfWeek.TH],
    ['2026-01-31', 1, ReExamUnit.Months, '2026-02-28', DayOfWeek.SA], // clamped to February's end
    ['2028-01-31', 1, ReExamUnit.Months, '2028-02-29', DayOfWeek.TU], // leap February
    ['2026-03-31', 1, ReExamUnit.Months, '2026-04-30', DayOfWeek.TH],
    ['2026-11-30', 3, ReExamUnit.Months, '2027-02-28', DayOfWeek.SU], // year end and February
    ['2026-10-15', 3, ReExamUnit.Months, '2027-01-15', DayOfWeek.FR],
    ['2026-11-26', 0, ReExamUnit.Days, '2026-11-26', DayOfWeek.TH],
  ])('%s + %i %s → %s', (from, count, unit, date, weekday) => {
    expect(reExamDate(from, count, unit)).toEqual({
      ok: true,
      value: { date, weekday, movedFromSunday: false },
    });
  });

  it('moves a Sunday to the Monday after only when asked', () => {
    // 2026-11-22 is a Sunday: 2026-11-15 + 7 days.
    expect(reExamDate('2026-11-15', 1, ReExamUnit.Weeks, true)).toEqual({
      ok: true,
      value: { date: '2026-11-23', weekday: DayOfWeek.MO, movedFromSunday: true },
    });
    expect(reExamDate('2026-11-15', 1, ReExamUnit.Weeks, false)).toMatchObject({
      value: { date: '2026-11-22', weekday: DayOfWeek.SU },
    });
    // A Saturday stays.
    expect(reExamDate('2026-01-31', 1, ReExamUnit.Months, true)).toMatchObject({
      value: { date: '2026-02-28', movedFromSunday: false },
    });
  });

  it('refuses a start that is no day and a negative or absurd count', () => {
    expect(reExamDate('2026-13-01', 7, ReExamUnit.Days)).toEqual({ ok: false, error: 'invalidDate' });
    expect(reExamDate('2026-11-26', -1, ReExamUnit.Days)).toEqual({ ok: false, error: 'countOutOfRange' });
    expect(reExamDate('2026-11-26', 1.5, ReExamUnit.Weeks)).toEqual({ ok: false, error: 'countOutOfRange' });
  });

  it('adds months with negative counts and keeps four-digit years', () => {
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
    expect(weekdayOfDay('2000-01-01')).toBe(DayOfWeek.SA);
  });
});
