import {
  ActivityAction,
  AppointmentRepeatType,
  AppointmentStatus,
  errors,
  PermissionLevel,
  ScreenId,
} from '@clinic/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, schedules, userGroupMembers } from '../../db/schema/index.js';
import { addStaffMember, signUpClinic } from '../../testing/harness.js';
import { at, day, mondayFrom, type Story, scheduleStory } from './schedules.fixture.js';

// The manager lays out the doctors' working hours (screen 9): single mornings and repeating series, never in the
// past, never over a day long, and never two at once for one doctor, whichever location.

let s: Story;
let main: { id: number };
let branch: { id: number };
beforeAll(async () => {
  s = await scheduleStory('Lich');
  main = await s.location('Cơ sở chính');
  branch = await s.location('Chi nhánh');
});
afterAll(async () => s.t.close());

const create = (payload: object) => s.call('POST', '/schedules', payload);
const errorOf = (res: { json(): { code: number } }) => res.json().code;

describe('adding schedules', () => {
  it('adds a single morning, then a series of each repeat type, each logged as a create', async () => {
    const doctor = await s.doctor([main.id]);
    const single = await create({
      doctorId: doctor.id,
      locationId: main.id,
      start: at(3, '08:00'),
      end: at(3, '11:30'),
      repeatType: AppointmentRepeatType.NoRepeat,
    });
    expect(single.statusCode, single.body).toBe(200);
    expect(single.json().data).toMatchObject({
      doctorId: doctor.id,
      locationId: main.id,
      start: at(3, '08:00'),
      end: at(3, '11:30'),
      repeatType: 0,
      recurrence: null,
      rrule: null,
      lastEnd: at(3, '11:30'),
      exdates: [],
    });
    expect(await s.actionsOf(single.json().data.id)).toEqual([ActivityAction.ScheduleCreateSingle]);
    expect(s.events).toContainEqual(
      expect.objectContaining({ name: 'schedule.change', payload: { scheduleId: single.json().data.id } }),
    );

    // Afternoons every day from day 4: a series that never ends.
    const daily = await create({
      doctorId: doctor.id,
      locationId: main.id,
      start: at(4, '13:00'),
      end: at(4, '17:00'),
      repeatType: AppointmentRepeatType.Daily,
    });
    expect(daily.json().data).toMatchObject({ rrule: 'FREQ=DAILY', lastEnd: null, start: at(4, '13:00') });
    expect(await s.actionsOf(daily.json().data.id)).toEqual([ActivityAction.ScheduleCreateRecurring]);

    // Another doctor: weekly on the first day's weekday, and work days starting on a Saturday (stored from Monday).
    const other = await s.doctor([main.id, branch.id]);
    const weekly = await create({
      doctorId: other.id,
      locationId: branch.id,
      start: at(5, '18:00'),
      end: at(5, '20:00'),
      repeatType: AppointmentRepeatType.WeeklyOnDayOfWeek,
    });
    expect(weekly.json().data.rrule).toMatch(/^FREQ=WEEKLY;BYDAY=(MO|TU|WE|TH|FR|SA|SU)$/);
    const monday = mondayFrom(14);
    const workDays = await create({
      doctorId: other.id,
      locationId: main.id,
      start: at(monday - 2, '07:00'),
      end: at(monday - 2, '11:00'),
      repeatType: AppointmentRepeatType.EveryWorkDaysOfWeek,
    });
    expect(workDays.json().data).toMatchObject({
      rrule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
      start: at(monday, '07:00'),
      end: at(monday, '11:00'),
    });

    // Custom: every two weeks on Monday and Wednesday, four times.
    const custom = await create({
      doctorId: other.id,
      locationId: branch.id,
      start: at(monday, '12:00'),
      end: at(monday, '13:00'),
      repeatType: AppointmentRepeatType.Custom,
      recurrence: { frequency: 2, interval: 2, daysOfWeek: [0, 2], end: '2', count: 4 },
    });
    expect(custom.statusCode, custom.body).toBe(200);
    const item = custom.json().data;
    expect(item.rrule).toBe('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;COUNT=4');
    expect(item.recurrence).toEqual({ frequency: 2, interval: 2, daysOfWeek: [0, 2], end: '2', count: 4 });
    // Mon, Wed, then two weeks later Mon, Wed: the last one ends on day monday + 16 at 13:00.
    expect(item.lastEnd).toBe(at(monday + 16, '13:00'));
    const read = await s.call('GET', `/schedules/${item.id}`);
    expect(read.json().data).toEqual(item);
  });

  it('refuses a custom repeat without its rule, or whose rule ends before it starts', async () => {
    const doctor = await s.doctor([main.id]);
    const base = { doctorId: doctor.id, locationId: main.id, start: at(6, '08:00'), end: at(6, '09:00') };
    const missing = await create({ ...base, repeatType: AppointmentRepeatType.Custom });
    expect(errorOf(missing)).toBe(errors.invalidRecurrence.code);
    const endsBefore = await create({
      ...base,
      repeatType: AppointmentRepeatType.Custom,
      recurrence: { frequency: 3, interval: 1, end: '1', endDate: day(5) },
    });
    expect(errorOf(endsBefore)).toBe(errors.invalidRecurrence.code);
    const badShape = await create({
      ...base,
      repeatType: AppointmentRepeatType.Custom,
      recurrence: { frequency: 3, interval: 0 },
    });
    expect(badShape.statusCode).toBe(400);
    expect(errorOf(badShape)).toBe('PSYS_4001');
  });

  it('refuses the past, a backwards or over-long time, and unknown or disabled doctors and locations', async () => {
    const doctor = await s.doctor([main.id]);
    const base = {
      doctorId: doctor.id,
      locationId: main.id,
      start: at(7, '08:00'),
      end: at(7, '09:00'),
      repeatType: 0,
    };
    // A time already over, and one that began on an earlier day (earlier today is schedules-today.test.ts).
    const past = new Date(Date.now() - 60 * 60_000);
    expect(
      errorOf(
        await create({
          ...base,
          start: new Date(past.getTime() - 2 * 3600_000).toISOString(),
          end: past.toISOString(),
        }),
      ),
    ).toBe(errors.pastTimeNotAllowed.code);
    expect(errorOf(await create({ ...base, start: at(-1, '23:00'), end: at(0, '10:00') }))).toBe(
      errors.pastTimeNotAllowed.code,
    );
    expect(errorOf(await create({ ...base, end: base.start }))).toBe(errors.invalidDateRange.code);
    expect(errorOf(await create({ ...base, end: at(8, '08:01') }))).toBe(errors.scheduleTooLong.code);
    // Exactly 24 hours is allowed.
    expect((await create({ ...base, start: at(9, '08:00'), end: at(10, '08:00') })).statusCode).toBe(200);

    expect(errorOf(await create({ ...base, doctorId: 999_999 }))).toBe(errors.doctorNotFound.code);
    const stranger = await signUpClinic(s.t.app, 'Ngoai');
    const theirs = await s.t.app.inject({
      method: 'POST',
      url: '/api/locations',
      headers: stranger.headers,
      payload: { name: 'Cơ sở ngoài' },
    });
    expect(errorOf(await create({ ...base, locationId: theirs.json().data.id }))).toBe(
      errors.locationNotFound.code,
    );
    const closed = await s.location('Cơ sở đóng');
    await s.t.app.deps.db.update(locations).set({ enabled: false }).where(eq(locations.id, closed.id));
    expect(errorOf(await create({ ...base, locationId: closed.id }))).toBe(errors.locationNotFound.code);

    const disabled = await s.call('PUT', `/doctors/${doctor.id}/set-enabled`, { enabled: false });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(errorOf(await create({ ...base, start: at(11, '08:00'), end: at(11, '09:00') }))).toBe(
      errors.doctorUnavailable.code,
    );
  });
});

describe('one doctor is never in two places at once', () => {
  it('refuses an occurrence overlapping the series, here or at another location, and allows touching ones', async () => {
    const doctor = await s.doctor([main.id, branch.id]);
    const series = await create({
      doctorId: doctor.id,
      locationId: main.id,
      start: at(3, '08:00'),
      end: at(3, '12:00'),
      repeatType: AppointmentRepeatType.Daily,
    });
    expect(series.statusCode).toBe(200);
    // Three weeks later at the branch, 11:00–13:00: overlaps that day's 08:00–12:00.
    const clash = await create({
      doctorId: doctor.id,
      locationId: branch.id,
      start: at(24, '11:00'),
      end: at(24, '13:00'),
      repeatType: 0,
    });
    expect(errorOf(clash)).toBe(errors.scheduleOverlaps.code);
    // A weekly series starting earlier the same week overlaps too.
    const weekly = await create({
      doctorId: doctor.id,
      locationId: branch.id,
      start: at(3, '11:59'),
      end: at(3, '12:30'),
      repeatType: AppointmentRepeatType.WeeklyOnDayOfWeek,
    });
    expect(errorOf(weekly)).toBe(errors.scheduleOverlaps.code);
    // 12:00–13:00 touches without overlapping; another doctor may take 08:00 the same day.
    const afternoon = await create({
      doctorId: doctor.id,
      locationId: branch.id,
      start: at(24, '12:00'),
      end: at(24, '13:00'),
      repeatType: 0,
    });
    expect(afternoon.statusCode, afternoon.body).toBe(200);
    const colleague = await s.doctor([main.id]);
    const same = await create({
      doctorId: colleague.id,
      locationId: main.id,
      start: at(24, '08:00'),
      end: at(24, '12:00'),
      repeatType: 0,
    });
    expect(same.statusCode).toBe(200);
  });

  it('lets exactly one of two simultaneous overlapping creates win', async () => {
    const doctor = await s.doctor([main.id, branch.id]);
    const results = await Promise.all([
      create({
        doctorId: doctor.id,
        locationId: main.id,
        start: at(5, '08:00'),
        end: at(5, '10:00'),
        repeatType: 0,
      }),
      create({
        doctorId: doctor.id,
        locationId: branch.id,
        start: at(5, '09:00'),
        end: at(5, '11:00'),
        repeatType: 0,
      }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(results.map((r) => (r.statusCode === 400 ? errorOf(r) : 0))).toContain(
      errors.scheduleOverlaps.code,
    );
    const stored = await s.t.app.deps.db.select().from(schedules).where(eq(schedules.doctorId, doctor.id));
    expect(stored).toHaveLength(1);
  });
});

describe('searching the calendar', () => {
  it('lists occurrences with their active appointments, by doctor and location, at most 62 days', async () => {
    const doctor = await s.doctor([main.id, branch.id]);
    const series = (
      await create({
        doctorId: doctor.id,
        locationId: main.id,
        start: at(3, '08:00'),
        end: at(3, '10:00'),
        repeatType: AppointmentRepeatType.Daily,
      })
    ).json().data;
    const single = (
      await create({
        doctorId: doctor.id,
        locationId: branch.id,
        start: at(4, '14:00'),
        end: at(4, '15:00'),
        repeatType: 0,
      })
    ).json().data;
    // Two booked on day 4's morning, one cancelled (not counted), one at the branch in the afternoon.
    await s.book(doctor.id, main.id, at(4, '08:00'));
    await s.book(doctor.id, main.id, at(4, '08:20'), AppointmentStatus.NotApproved);
    await s.book(doctor.id, main.id, at(4, '08:40'), AppointmentStatus.Canceled);
    await s.book(doctor.id, branch.id, at(4, '14:00'), AppointmentStatus.CheckedIn);

    const search = (body: object) =>
      s.call('POST', '/schedules/search', { from: at(3, '00:00'), to: at(6, '00:00'), ...body });
    const found = await search({ doctorIds: [doctor.id] });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data).toEqual([
      {
        scheduleId: series.id,
        doctorId: doctor.id,
        locationId: main.id,
        repeatType: 1,
        isRecurring: true,
        start: at(3, '08:00'),
        end: at(3, '10:00'),
        appointmentCount: 0,
      },
      {
        scheduleId: series.id,
        doctorId: doctor.id,
        locationId: main.id,
        repeatType: 1,
        isRecurring: true,
        start: at(4, '08:00'),
        end: at(4, '10:00'),
        appointmentCount: 2,
      },
      {
        scheduleId: single.id,
        doctorId: doctor.id,
        locationId: branch.id,
        repeatType: 0,
        isRecurring: false,
        start: at(4, '14:00'),
        end: at(4, '15:00'),
        appointmentCount: 1,
      },
      {
        scheduleId: series.id,
        doctorId: doctor.id,
        locationId: main.id,
        repeatType: 1,
        isRecurring: true,
        start: at(5, '08:00'),
        end: at(5, '10:00'),
        appointmentCount: 0,
      },
    ]);
    const atBranch = await search({ doctorIds: [doctor.id], locationIds: [branch.id] });
    expect(atBranch.json().data.map((o: { scheduleId: number }) => o.scheduleId)).toEqual([single.id]);

    expect(errorOf(await search({ to: at(3, '00:00') }))).toBe(errors.invalidDateRange.code);
    expect(errorOf(await search({ to: at(66, '00:00') }))).toBe(errors.invalidDateRange.code);
    expect((await search({ doctorIds: [doctor.id], to: at(65, '00:00') })).json().data).toHaveLength(63);

    // What an edit of day 4's morning would touch.
    const listed = await s.call(
      'GET',
      `/schedules/${series.id}/get-appointments?occurrenceStart=${encodeURIComponent(at(4, '08:00'))}&occurrenceEnd=${encodeURIComponent(at(4, '10:00'))}`,
    );
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data).toEqual([
      expect.objectContaining({
        start: at(4, '08:00'),
        status: AppointmentStatus.Approved,
        patientName: 'Trần Thị Lich',
      }),
      expect.objectContaining({ start: at(4, '08:20'), status: AppointmentStatus.NotApproved }),
    ]);
    expect(listed.json().data[0]).toEqual({
      id: expect.any(Number),
      code: expect.any(String),
      patientName: 'Trần Thị Lich',
      patientCode: expect.any(String),
      start: at(4, '08:00'),
      end: at(4, '08:15'),
      status: AppointmentStatus.Approved,
    });
  });

  it("shows a grouped staff member only their group's doctors, and hides the others' schedules as missing", async () => {
    const mine = await s.doctor([main.id]);
    const theirs = await s.doctor([branch.id]);
    const mineSchedule = (
      await create({
        doctorId: mine.id,
        locationId: main.id,
        start: at(40, '08:00'),
        end: at(40, '09:00'),
        repeatType: 0,
      })
    ).json().data;
    const theirSchedule = (
      await create({
        doctorId: theirs.id,
        locationId: branch.id,
        start: at(40, '08:00'),
        end: at(40, '09:00'),
        repeatType: 0,
      })
    ).json().data;
    const group = await s.created('/user-groups', { name: 'Nhóm lịch', doctorIds: [mine.id] });
    const nurse = await addStaffMember(s.t.app, s.owner.user.clinicId, {
      screens: { [ScreenId.DoctorSchedules]: PermissionLevel.Write },
    });
    // (Employees join groups on the employees screen; the membership row is all the scope reads.)
    await s.t.app.deps.db
      .insert(userGroupMembers)
      .values({ clinicId: s.owner.user.clinicId, groupId: group.id, userId: nurse.user.id });

    const seen = await s.call(
      'POST',
      '/schedules/search',
      { from: at(40, '00:00'), to: at(41, '00:00') },
      nurse.headers,
    );
    expect(seen.json().data.map((o: { scheduleId: number }) => o.scheduleId)).toEqual([mineSchedule.id]);
    const asked = await s.call(
      'POST',
      '/schedules/search',
      { doctorIds: [theirs.id], from: at(40, '00:00'), to: at(41, '00:00') },
      nurse.headers,
    );
    expect(asked.json().data).toEqual([]);

    expect((await s.call('GET', `/schedules/${mineSchedule.id}`, undefined, nurse.headers)).statusCode).toBe(
      200,
    );
    const hidden = await s.call('GET', `/schedules/${theirSchedule.id}`, undefined, nurse.headers);
    expect(hidden.statusCode).toBe(404);
    expect(errorOf(hidden)).toBe(errors.scheduleNotFound.code);
    const hiddenAppointments = await s.call(
      'GET',
      `/schedules/${theirSchedule.id}/get-appointments`,
      undefined,
      nurse.headers,
    );
    expect(errorOf(hiddenAppointments)).toBe(errors.scheduleNotFound.code);
    const edit = await s.call(
      'PUT',
      `/schedules/${theirSchedule.id}`,
      {
        mode: 1,
        doctorId: theirs.id,
        locationId: branch.id,
        start: at(40, '09:00'),
        end: at(40, '10:00'),
        repeatType: 0,
      },
      nurse.headers,
    );
    expect(errorOf(edit)).toBe(errors.scheduleNotFound.code);
    const removal = await s.call('POST', `/schedules/${theirSchedule.id}/delete`, {}, nurse.headers);
    expect(errorOf(removal)).toBe(errors.scheduleNotFound.code);
    // Nor may they give a doctor outside the group a schedule.
    const foreign = await s.call(
      'POST',
      '/schedules',
      {
        doctorId: theirs.id,
        locationId: branch.id,
        start: at(41, '08:00'),
        end: at(41, '09:00'),
        repeatType: 0,
      },
      nurse.headers,
    );
    expect(errorOf(foreign)).toBe(errors.doctorNotFound.code);
    expect((await s.call('GET', `/schedules/${theirSchedule.id}`)).statusCode).toBe(200);
  });
});
