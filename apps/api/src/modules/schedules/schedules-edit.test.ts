import {
  ActivityAction,
  AppointmentRepeatType,
  errors,
  ScheduleScope,
  ScheduleUpdateMode,
} from '@clinic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schedules } from '../../db/schema/index.js';
import { at, type Story, scheduleStory } from './schedules.fixture.js';

// Editing schedules (the update modes): a single schedule stays single (1) or becomes a series (2); an
// occurrence of a series changes alone (scope 1: it leaves the series) or with all that follow (scope 2: the
// series splits), keeping its rule (3), taking a new one (4) or becoming a single schedule (5).

let s: Story;
let main: { id: number };
let branch: { id: number };
beforeAll(async () => {
  s = await scheduleStory('Sua');
  main = await s.location('Cơ sở chính');
  branch = await s.location('Chi nhánh');
});
afterAll(async () => s.t.close());

const errorOf = (res: { json(): { code: number } }) => res.json().code;
const create = async (payload: object) => {
  const res = await s.call('POST', '/schedules', payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; start: string };
};
const put = (id: number, payload: object) => s.call('PUT', `/schedules/${id}`, payload);
const get = async (id: number) => (await s.call('GET', `/schedules/${id}`)).json().data;
/** Occurrences of one doctor between two clinic days, as "day HH:mm–HH:mm #schedule". */
async function calendar(doctorId: number, fromDay: number, toDay: number) {
  const res = await s.call('POST', '/schedules/search', {
    doctorIds: [doctorId],
    from: at(fromDay, '00:00'),
    to: at(toDay, '00:00'),
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { scheduleId: number; start: string; end: string; locationId: number }[]).map(
    (o) => ({ scheduleId: o.scheduleId, start: o.start, end: o.end, locationId: o.locationId }),
  );
}

describe('a single schedule', () => {
  it('moves to another time and place (mode 1), then becomes a daily series (mode 2), keeping its id', async () => {
    const doctor = await s.doctor([main.id, branch.id]);
    const single = await create({
      doctorId: doctor.id,
      locationId: main.id,
      start: at(3, '08:00'),
      end: at(3, '11:30'),
      repeatType: 0,
    });
    const base = { doctorId: doctor.id, locationId: branch.id, start: at(3, '09:00'), end: at(3, '12:00') };

    expect(errorOf(await put(single.id, { ...base, mode: 1, repeatType: 1 }))).toBe(
      errors.invalidEditScheduleCase.code,
    );
    expect(errorOf(await put(single.id, { ...base, mode: 2, repeatType: 0 }))).toBe(
      errors.invalidEditScheduleCase.code,
    );
    expect(
      errorOf(
        await put(single.id, { ...base, mode: 3, scope: 2, occurrenceStart: single.start, repeatType: 0 }),
      ),
    ).toBe(errors.invalidEditScheduleCase.code);

    const moved = await put(single.id, { ...base, mode: ScheduleUpdateMode.SingleToSingle, repeatType: 0 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ id: single.id, locationId: branch.id, start: at(3, '09:00') });

    const daily = await put(single.id, {
      ...base,
      mode: ScheduleUpdateMode.SingleToRecurring,
      repeatType: AppointmentRepeatType.Daily,
    });
    expect(daily.json().data).toMatchObject({ id: single.id, rrule: 'FREQ=DAILY', lastEnd: null });
    expect(await calendar(doctor.id, 3, 6)).toHaveLength(3);
    expect(await s.actionsOf(single.id)).toEqual([
      ActivityAction.ScheduleCreateSingle,
      ActivityAction.ScheduleUpdateSingleToSingle,
      ActivityAction.ScheduleUpdateSingleToRecurring,
    ]);
    // A mode for single schedules no longer fits it.
    expect(errorOf(await put(single.id, { ...base, mode: 1, repeatType: 0 }))).toBe(
      errors.invalidEditScheduleCase.code,
    );
  });
});

describe('an occurrence of a series', () => {
  let doctor: { id: number };
  let series: { id: number; start: string };
  const morning = (n: number) => ({ start: at(n, '08:00'), end: at(n, '10:00') });
  beforeAll(async () => {
    doctor = await s.doctor([main.id, branch.id]);
    series = await create({
      doctorId: doctor.id,
      locationId: main.id,
      ...morning(3),
      repeatType: AppointmentRepeatType.Daily,
    });
  });

  it('refuses modes and scopes that do not fit a series, and starts that are not one of its occurrences', async () => {
    const base = { doctorId: doctor.id, locationId: main.id, start: at(4, '09:00'), end: at(4, '10:00') };
    const refused = [
      { ...base, mode: 1, repeatType: 0 },
      { ...base, mode: 2, repeatType: 1 },
      { ...base, mode: 3, repeatType: 1 }, // no scope
      { ...base, mode: 3, scope: 1, repeatType: 1 }, // no occurrence
      { ...base, mode: 3, scope: 1, occurrenceStart: at(4, '09:00'), repeatType: 1 }, // not an occurrence
      { ...base, mode: 4, scope: 1, occurrenceStart: at(4, '08:00'), repeatType: 2 }, // new rule for one occurrence
      { ...base, mode: 4, scope: 2, occurrenceStart: at(4, '08:00'), repeatType: 0 }, // a "rule" that is none
    ];
    for (const body of refused) {
      const res = await put(series.id, body);
      expect(errorOf(res), JSON.stringify(body)).toBe(errors.invalidEditScheduleCase.code);
    }
  });

  it('moves one occurrence to the afternoon (mode 3, this occurrence): it becomes a single schedule of its own', async () => {
    const res = await put(series.id, {
      mode: ScheduleUpdateMode.RecurringInfoOnly,
      scope: ScheduleScope.ThisOccurrence,
      occurrenceStart: at(5, '08:00'),
      doctorId: doctor.id,
      locationId: branch.id,
      start: at(5, '14:00'),
      end: at(5, '16:00'),
      repeatType: AppointmentRepeatType.Daily,
    });
    expect(res.statusCode, res.body).toBe(200);
    const detached = res.json().data;
    expect(detached).toMatchObject({
      repeatType: 0,
      rrule: null,
      start: at(5, '14:00'),
      locationId: branch.id,
    });
    expect(detached.id).not.toBe(series.id);
    expect((await get(series.id)).exdates).toEqual([at(5, '08:00')]);
    expect(await calendar(doctor.id, 4, 7)).toEqual([
      { scheduleId: series.id, locationId: main.id, ...morning(4) },
      { scheduleId: detached.id, locationId: branch.id, start: at(5, '14:00'), end: at(5, '16:00') },
      { scheduleId: series.id, locationId: main.id, ...morning(6) },
    ]);
    expect(await s.actionsOf(detached.id)).toEqual([ActivityAction.ScheduleUpdateRecurringThisOccurrence]);
  });

  it('refuses to move an occurrence onto another occurrence of the same series', async () => {
    const res = await put(series.id, {
      mode: ScheduleUpdateMode.RecurringInfoOnly,
      scope: ScheduleScope.ThisOccurrence,
      occurrenceStart: at(6, '08:00'),
      doctorId: doctor.id,
      locationId: main.id,
      start: at(7, '09:00'),
      end: at(7, '11:00'),
      repeatType: 1,
    });
    expect(errorOf(res)).toBe(errors.scheduleOverlaps.code);
    expect((await get(series.id)).exdates).toEqual([at(5, '08:00')]);
  });

  it('moves this and the following occurrences to 13:00 (mode 3): the series splits, removed days stay removed', async () => {
    // Day 10 was taken off first; after the split it must stay off at the new time.
    const off = await s.call('POST', `/schedules/${series.id}/delete`, {
      scope: ScheduleScope.ThisOccurrence,
      occurrenceStart: at(10, '08:00'),
    });
    expect(off.statusCode, off.body).toBe(200);
    const res = await put(series.id, {
      mode: ScheduleUpdateMode.RecurringInfoOnly,
      scope: ScheduleScope.ThisAndFollowingOccurrences,
      occurrenceStart: at(8, '08:00'),
      doctorId: doctor.id,
      locationId: main.id,
      start: at(8, '13:00'),
      end: at(8, '15:00'),
      repeatType: AppointmentRepeatType.Daily,
    });
    expect(res.statusCode, res.body).toBe(200);
    const later = res.json().data;
    expect(later).toMatchObject({
      start: at(8, '13:00'),
      repeatType: 1,
      lastEnd: null,
      exdates: [at(10, '13:00')],
    });
    expect(later.rrule).toBe('FREQ=DAILY');
    const earlier = await get(series.id);
    expect(earlier.lastEnd).toBe(at(7, '10:00'));
    expect(earlier.rrule).toMatch(/^FREQ=DAILY;UNTIL=/);
    const afternoon = (n: number) => ({
      scheduleId: later.id,
      locationId: main.id,
      start: at(n, '13:00'),
      end: at(n, '15:00'),
    });
    expect(await calendar(doctor.id, 7, 12)).toEqual([
      { scheduleId: series.id, locationId: main.id, ...morning(7) },
      afternoon(8),
      afternoon(9),
      afternoon(11),
    ]);
    expect(await s.actionsOf(later.id)).toEqual([ActivityAction.ScheduleUpdateRecurringThisAndFollowing]);
  });

  it('gives the following occurrences a new rule (mode 4), then turns the rest into one single morning (mode 5)', async () => {
    const daily = (await calendar(doctor.id, 12, 13))[0]!.scheduleId;
    const weekly = await put(daily, {
      mode: ScheduleUpdateMode.RecurringInfoAndRrule,
      scope: ScheduleScope.ThisAndFollowingOccurrences,
      occurrenceStart: at(12, '13:00'),
      doctorId: doctor.id,
      locationId: main.id,
      start: at(12, '07:00'),
      end: at(12, '09:00'),
      repeatType: AppointmentRepeatType.WeeklyOnDayOfWeek,
    });
    expect(weekly.statusCode, weekly.body).toBe(200);
    const w = weekly.json().data;
    expect(w.rrule).toMatch(/^FREQ=WEEKLY;BYDAY=\w\w$/);
    expect((await get(daily)).lastEnd).toBe(at(11, '15:00'));
    expect((await calendar(doctor.id, 12, 27)).map((o) => o.start)).toEqual([
      at(12, '07:00'),
      at(19, '07:00'),
      at(26, '07:00'),
    ]);
    expect(await s.actionsOf(w.id)).toEqual([ActivityAction.ScheduleUpdateRecurringInfoAndRule]);

    const toSingle = await put(w.id, {
      mode: ScheduleUpdateMode.RecurringInfoAndToSingle,
      scope: ScheduleScope.ThisAndFollowingOccurrences,
      occurrenceStart: at(19, '07:00'),
      doctorId: doctor.id,
      locationId: branch.id,
      start: at(19, '10:00'),
      end: at(19, '11:00'),
      repeatType: AppointmentRepeatType.WeeklyOnDayOfWeek,
    });
    expect(toSingle.statusCode, toSingle.body).toBe(200);
    const single = toSingle.json().data;
    expect(single).toMatchObject({
      rrule: null,
      repeatType: 0,
      start: at(19, '10:00'),
      locationId: branch.id,
    });
    expect((await get(w.id)).lastEnd).toBe(at(12, '09:00'));
    expect((await calendar(doctor.id, 12, 40)).map((o) => o.start)).toEqual([
      at(12, '07:00'),
      at(19, '10:00'),
    ]);
    expect(await s.actionsOf(single.id)).toEqual([ActivityAction.ScheduleUpdateRecurringToSingle]);
  });

  it('turns one occurrence into a single schedule (mode 5, this occurrence) like a detach', async () => {
    const other = await s.doctor([main.id]);
    const workDays = await create({
      doctorId: other.id,
      locationId: main.id,
      ...morning(3),
      repeatType: AppointmentRepeatType.Daily,
    });
    const res = await put(workDays.id, {
      mode: ScheduleUpdateMode.RecurringInfoAndToSingle,
      scope: ScheduleScope.ThisOccurrence,
      occurrenceStart: at(4, '08:00'),
      doctorId: other.id,
      locationId: main.id,
      start: at(4, '08:30'),
      end: at(4, '10:30'),
      repeatType: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await calendar(other.id, 3, 6)).map((o) => o.start)).toEqual([
      at(3, '08:00'),
      at(4, '08:30'),
      at(5, '08:00'),
    ]);
    expect(await s.actionsOf(res.json().data.id)).toEqual([
      ActivityAction.ScheduleUpdateRecurringThisOccurrence,
    ]);
  });

  it('replaces the whole series in place when "this and following" starts at its first occurrence', async () => {
    const other = await s.doctor([main.id]);
    const whole = await create({
      doctorId: other.id,
      locationId: main.id,
      ...morning(3),
      repeatType: AppointmentRepeatType.Daily,
    });
    const res = await put(whole.id, {
      mode: ScheduleUpdateMode.RecurringInfoOnly,
      scope: ScheduleScope.ThisAndFollowingOccurrences,
      occurrenceStart: at(3, '08:00'),
      doctorId: other.id,
      locationId: branch.id,
      start: at(3, '09:00'),
      end: at(3, '10:00'),
      repeatType: 1,
    });
    expect(res.json().data).toMatchObject({ id: whole.id, start: at(3, '09:00'), locationId: branch.id });
    expect(await s.actionsOf(whole.id)).toEqual([
      ActivityAction.ScheduleCreateRecurring,
      ActivityAction.ScheduleUpdateRecurringThisAndFollowing,
    ]);
  });

  it('keeps a custom "after N times" to its N when split', async () => {
    const other = await s.doctor([main.id]);
    const five = await create({
      doctorId: other.id,
      locationId: main.id,
      ...morning(30),
      repeatType: AppointmentRepeatType.Custom,
      recurrence: { frequency: 3, interval: 1, end: '2', count: 5 },
    });
    const res = await put(five.id, {
      mode: ScheduleUpdateMode.RecurringInfoOnly,
      scope: ScheduleScope.ThisAndFollowingOccurrences,
      occurrenceStart: at(32, '08:00'),
      doctorId: other.id,
      locationId: main.id,
      start: at(32, '15:00'),
      end: at(32, '16:00'),
      repeatType: 4,
      recurrence: { frequency: 3, interval: 1, end: '2', count: 5 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.rrule).toBe('FREQ=DAILY;INTERVAL=1;COUNT=3');
    expect((await get(five.id)).recurrence).toMatchObject({ end: '1', endDate: expect.any(String) });
    expect((await calendar(other.id, 29, 40)).map((o) => o.start)).toEqual([
      at(30, '08:00'),
      at(31, '08:00'),
      at(32, '15:00'),
      at(33, '15:00'),
      at(34, '15:00'),
    ]);
  });

  it('refuses to edit an occurrence of an earlier day, but edits the following ones', async () => {
    const other = await s.doctor([main.id]);
    // A series that began yesterday (written directly: the API takes no past times).
    const [row] = await s.t.app.deps.db
      .insert(schedules)
      .values({
        clinicId: s.owner.user.clinicId,
        doctorId: other.id,
        locationId: main.id,
        startAt: new Date(at(-1, '08:00')),
        endAt: new Date(at(-1, '10:00')),
        repeatType: AppointmentRepeatType.Daily,
        rrule: 'FREQ=DAILY',
      })
      .returning();
    const body = { doctorId: other.id, locationId: main.id, repeatType: 1, mode: 3 };
    const past = await put(row!.id, {
      ...body,
      scope: 1,
      occurrenceStart: at(-1, '08:00'),
      start: at(3, '08:00'),
      end: at(3, '09:00'),
    });
    expect(errorOf(past)).toBe(errors.pastTimeNotAllowed.code);
    const following = await put(row!.id, {
      ...body,
      scope: 2,
      occurrenceStart: at(2, '08:00'),
      start: at(2, '09:00'),
      end: at(2, '10:00'),
    });
    expect(following.statusCode, following.body).toBe(200);
    expect((await get(row!.id)).lastEnd).toBe(at(1, '10:00'));
  });
});
