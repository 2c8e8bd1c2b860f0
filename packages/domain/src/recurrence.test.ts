import { describe, expect, it } from 'vitest';
import { endRuleBefore, expandOccurrences, lastOccurrenceStart, toRRule } from './recurrence';
import { recurrenceInput } from './recurrence-input';
import { AppointmentRepeatType } from './schedules';
import { buildSlots, fitsASlot, withinBookingWindow } from './slots';
import { instantOfLocal, localDate, localTime } from './time-zone';

const HCM = 'Asia/Ho_Chi_Minh';
const at = (date: string, time: string) => instantOfLocal(date, time, HCM);
const local = (iso: string) => `${localDate(new Date(iso), HCM)} ${localTime(new Date(iso), HCM)}`;

function series(
  repeat: AppointmentRepeatType,
  start: Date,
  end: Date,
  custom?: Parameters<typeof recurrenceInput.parse>[0],
) {
  const recurrence = custom ? recurrenceInput.parse(custom) : undefined;
  return {
    start: start.toISOString(),
    end: end.toISOString(),
    rrule: toRRule(repeat, recurrence, start, HCM),
  };
}

describe('time zone', () => {
  it('places a wall-clock time of Ho Chi Minh City at UTC+7, across midnight', () => {
    expect(at('2026-11-23', '08:00').toISOString()).toBe('2026-11-23T01:00:00.000Z');
    // 06:30 local on the 23rd is still the 22nd in UTC.
    expect(at('2026-11-23', '06:30').toISOString()).toBe('2026-11-22T23:30:00.000Z');
    expect(localDate(new Date('2026-11-22T17:30:00Z'), HCM)).toBe('2026-11-23');
  });
});

describe('expanding a schedule', () => {
  it('repeats every work day at the same local time and skips the weekend', () => {
    const s = series(
      AppointmentRepeatType.EveryWorkDaysOfWeek,
      at('2026-11-23', '08:00'),
      at('2026-11-23', '11:30'),
    );
    expect(s.rrule).toBe('FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR');
    const week = expandOccurrences(s, at('2026-11-23', '00:00'), at('2026-11-30', '00:00'), HCM);
    expect(week.map((o) => local(o.start))).toEqual([
      '2026-11-23 08:00',
      '2026-11-24 08:00',
      '2026-11-25 08:00',
      '2026-11-26 08:00',
      '2026-11-27 08:00',
    ]);
    expect(local(week[0]!.end)).toBe('2026-11-23 11:30');
  });

  it('keeps an early-morning local schedule on its local day although its UTC date is the day before', () => {
    const s = series(
      AppointmentRepeatType.WeeklyOnDayOfWeek,
      at('2026-11-23', '06:00'),
      at('2026-11-23', '07:00'),
    );
    expect(s.rrule).toBe('FREQ=WEEKLY;BYDAY=MO');
    const found = expandOccurrences(s, at('2026-11-30', '00:00'), at('2026-12-01', '00:00'), HCM);
    expect(found.map((o) => o.start)).toEqual(['2026-11-29T23:00:00.000Z']);
    expect(local(found[0]!.start)).toBe('2026-11-30 06:00');
  });

  it('repeats monthly on the 31st only in months that have one (RFC 5545)', () => {
    const s = series(AppointmentRepeatType.Custom, at('2027-01-31', '14:00'), at('2027-01-31', '17:00'), {
      frequency: 1,
      interval: 1,
    });
    const found = expandOccurrences(s, at('2027-01-01', '00:00'), at('2027-09-01', '00:00'), HCM);
    expect(found.map((o) => localDate(new Date(o.start), HCM))).toEqual([
      '2027-01-31',
      '2027-03-31',
      '2027-05-31',
      '2027-07-31',
      '2027-08-31',
    ]);
  });

  it('stops after N occurrences, and on the end date inclusive', () => {
    const after = series(AppointmentRepeatType.Custom, at('2026-11-23', '08:00'), at('2026-11-23', '09:00'), {
      frequency: 2,
      interval: 2,
      daysOfWeek: [0, 2],
      end: '2',
      count: 3,
    });
    const all = expandOccurrences(after, at('2026-11-01', '00:00'), at('2027-03-01', '00:00'), HCM);
    expect(all.map((o) => localDate(new Date(o.start), HCM))).toEqual([
      '2026-11-23',
      '2026-11-25',
      '2026-12-07',
    ]);
    expect(lastOccurrenceStart(after, HCM)).toBe(all[2]!.start);

    const until = series(AppointmentRepeatType.Custom, at('2026-11-23', '08:00'), at('2026-11-23', '09:00'), {
      frequency: 3,
      interval: 1,
      end: '1',
      endDate: '2026-11-25',
    });
    expect(expandOccurrences(until, at('2026-11-01', '00:00'), at('2027-01-01', '00:00'), HCM)).toHaveLength(
      3,
    );
  });

  it('leaves out removed occurrences and finds occurrences overlapping the window edge', () => {
    const s = series(AppointmentRepeatType.Daily, at('2026-11-23', '20:00'), at('2026-11-24', '02:00'));
    const removed = { ...s, exdates: [at('2026-11-24', '20:00').toISOString()] };
    const found = expandOccurrences(removed, at('2026-11-24', '00:00'), at('2026-11-26', '00:00'), HCM);
    expect(found.map((o) => local(o.start))).toEqual(['2026-11-23 20:00', '2026-11-25 20:00']);
  });

  it('ends a series before an occurrence when it is split', () => {
    const s = series(AppointmentRepeatType.Daily, at('2026-11-23', '08:00'), at('2026-11-23', '09:00'));
    const ended = { ...s, rrule: endRuleBefore(s.rrule!, at('2026-11-26', '08:00'), HCM) };
    const found = expandOccurrences(ended, at('2026-11-01', '00:00'), at('2026-12-31', '00:00'), HCM);
    expect(found.map((o) => localDate(new Date(o.start), HCM))).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ]);
  });

  it('refuses a custom end without its date or count', () => {
    expect(recurrenceInput.safeParse({ frequency: 2, end: '1' }).success).toBe(false);
    expect(recurrenceInput.safeParse({ frequency: 2, end: '2' }).success).toBe(false);
    expect(recurrenceInput.safeParse({ frequency: 2, interval: 0 }).success).toBe(false);
  });
});

describe('expanding a long-running series', () => {
  it('finds in a late window exactly the occurrences a walk from the first occurrence finds', () => {
    const first = at('2024-01-31', '08:00');
    const end = at('2024-01-31', '11:30');
    const cases = [
      series(AppointmentRepeatType.EveryWorkDaysOfWeek, first, end),
      series(AppointmentRepeatType.Daily, first, end),
      series(AppointmentRepeatType.Custom, first, end, { interval: 2, frequency: 2, daysOfWeek: [0, 3] }),
      series(AppointmentRepeatType.Custom, first, end, { interval: 3, frequency: 3 }),
      // Every second month on the 31st: months without one are skipped, not moved.
      series(AppointmentRepeatType.Custom, first, end, { interval: 2, frequency: 1 }),
      series(AppointmentRepeatType.Custom, first, end, {
        interval: 1,
        frequency: 2,
        daysOfWeek: [4],
        end: '1',
        endDate: '2026-06-30',
      }),
    ];
    for (const s of cases) {
      for (const [from, to] of [
        ['2026-05-28', '2026-06-05'],
        ['2026-03-30', '2026-04-02'],
        ['2026-07-29', '2026-08-02'],
        ['2024-02-01', '2024-02-05'],
      ] as const) {
        const whole = expandOccurrences(s, first, at(to, '00:00'), HCM);
        const late = expandOccurrences(s, at(from, '00:00'), at(to, '00:00'), HCM);
        expect(late, `${s.rrule} ${from}`).toEqual(
          whole.filter((o) => o.end > at(from, '00:00').toISOString()),
        );
      }
    }
    const everyOtherMonth = expandOccurrences(
      cases[4]!,
      at('2026-01-01', '00:00'),
      at('2027-01-01', '00:00'),
      HCM,
    );
    // From January 2024 every second month: 2026 has Jan, Mar, May, Jul, Sep, Nov; only those with a 31st.
    expect(everyOtherMonth.map((o) => local(o.start).slice(0, 10))).toEqual([
      '2026-01-31',
      '2026-03-31',
      '2026-05-31',
      '2026-07-31',
    ]);
  });
});

describe('slots', () => {
  const doctor = {
    timePerAppointmentInMinutes: 15,
    waitingTime: 5,
    numberOfAppointmentsPerSlot: 2,
    isAutoApproveAppointment: true,
  };
  const morning = {
    start: at('2026-11-23', '08:00').toISOString(),
    end: at('2026-11-23', '09:00').toISOString(),
  };

  it('steps by visit plus waiting time while a whole step fits, with capacity and bookings', () => {
    const booked = new Map([[at('2026-11-23', '08:20').toISOString(), 2]]);
    const slots = buildSlots({ occurrences: [morning], doctor, booked, timeZone: HCM });
    expect(slots.map((s) => `${s.time} ${s.availability} ${s.booked}/${s.capacity}`)).toEqual([
      '08:00 available 0/2',
      '08:20 full 2/2',
      '08:40 available 0/2',
    ]);
    expect(local(slots[0]!.end)).toBe('2026-11-23 08:15');
  });

  it('marks open slots of a doctor who approves by hand as notApproved', () => {
    const slots = buildSlots({
      occurrences: [morning],
      doctor: { ...doctor, isAutoApproveAppointment: false },
      booked: new Map(),
      timeZone: HCM,
    });
    expect(new Set(slots.map((s) => s.availability))).toEqual(new Set(['notApproved']));
  });

  it('leaves out slots under 60 minutes ahead and beyond the booking days', () => {
    const now = at('2026-11-23', '07:10');
    const window = { now, timeZone: HCM, allowBookingInDays: 0 };
    const slots = buildSlots({ occurrences: [morning], doctor, booked: new Map(), timeZone: HCM, window });
    expect(slots.map((s) => s.time)).toEqual(['08:20', '08:40']);
    expect(withinBookingWindow(at('2026-11-24', '08:00'), window)).toBe(false);
    expect(withinBookingWindow(at('2026-11-24', '08:00'), { ...window, allowBookingInDays: 1 })).toBe(true);
  });

  it('knows whether an appointment still sits on a slot', () => {
    expect(fitsASlot(at('2026-11-23', '08:40'), [morning], doctor)).toBe(true);
    expect(fitsASlot(at('2026-11-23', '08:45'), [morning], doctor)).toBe(false);
    expect(fitsASlot(at('2026-11-23', '08:40'), [morning], { ...doctor, waitingTime: 10 })).toBe(false);
  });
});
