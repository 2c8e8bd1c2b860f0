import { describe, expect, it } from 'vitest';
import { occurrenceExpander, toRRule } from './recurrence';
import { AppointmentRepeatType } from './schedules';
import { instantOfLocal, localDate, localTime } from './time-zone';

// One expander over a window serves many series, sharing what a rule gives between series of the same rule,
// time and duration: each series still gets exactly its own occurrences.

const HCM = 'Asia/Ho_Chi_Minh';
const at = (date: string, time: string) => instantOfLocal(date, time, HCM);
const local = (o: { start: string; end: string }) =>
  `${localDate(new Date(o.start), HCM)} ${localTime(new Date(o.start), HCM)}–${localTime(new Date(o.end), HCM)}`;
const workDays = (date: string, from: string, to: string, exdates?: string[]) => ({
  start: at(date, from).toISOString(),
  end: at(date, to).toISOString(),
  rrule: toRRule(AppointmentRepeatType.EveryWorkDaysOfWeek, undefined, at(date, from), HCM),
  ...(exdates ? { exdates } : {}),
});

describe('an occurrence expander', () => {
  it('gives each series its own occurrences when series share a rule', () => {
    // Wednesday 2 December to Saturday 5 December 2026.
    const expand = occurrenceExpander(at('2026-12-02', '00:00'), at('2026-12-05', '00:00'), HCM);
    const longAgo = expand(workDays('2026-06-01', '08:00', '11:30'));
    const lastWeek = expand(workDays('2026-11-23', '08:00', '11:30'));
    const removed = expand(
      workDays('2026-11-23', '08:00', '11:30', [at('2026-12-03', '08:00').toISOString()]),
    );
    const shorter = expand(workDays('2026-11-23', '08:00', '10:00'));
    const startsInside = expand(workDays('2026-12-04', '08:00', '11:30'));
    const once = expand({
      start: at('2026-12-03', '13:30').toISOString(),
      end: at('2026-12-03', '17:00').toISOString(),
      rrule: null,
    });
    const week = ['2026-12-02 08:00–11:30', '2026-12-03 08:00–11:30', '2026-12-04 08:00–11:30'];
    expect(longAgo.map(local)).toEqual(week);
    expect(lastWeek.map(local)).toEqual(week);
    expect(removed.map(local)).toEqual([week[0], week[2]]);
    expect(shorter.map(local)).toEqual([
      '2026-12-02 08:00–10:00',
      '2026-12-03 08:00–10:00',
      '2026-12-04 08:00–10:00',
    ]);
    expect(startsInside.map(local)).toEqual([week[2]]);
    expect(once.map(local)).toEqual(['2026-12-03 13:30–17:00']);
    // What one series was given is its own: changing it leaves the next series' answer alone.
    lastWeek[0]!.start = 'changed';
    expect(expand(workDays('2026-11-30', '08:00', '11:30')).map(local)).toEqual(week);
  });
});
