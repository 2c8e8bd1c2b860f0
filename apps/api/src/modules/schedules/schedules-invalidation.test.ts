import {
  ActivityAction,
  ActivityEntityType,
  AppointmentRepeatType,
  AppointmentStatus,
  errors,
  ScheduleScope,
  ScheduleUpdateMode,
} from '@clinic/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, appointments, schedules } from '../../db/schema/index.js';
import { invalidReasons } from './invalidation.service.js';
import { at, type Story, scheduleStory } from './schedules.fixture.js';

// Deleting schedules by scope, and what happens to the patients booked on them: appointments that no longer sit
// on a slot turn Invalid (kept, with the reason, announced); a patient already checked in blocks the change.

let s: Story;
let main: { id: number };
beforeAll(async () => {
  s = await scheduleStory('Huy');
  main = await s.location('Cơ sở chính');
});
afterAll(async () => s.t.close());

const errorOf = (res: { json(): { code: number } }) => res.json().code;
const create = async (doctorId: number, payload: object) => {
  const res = await s.call('POST', '/schedules', { doctorId, locationId: main.id, ...payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; start: string };
};
const daily = (doctorId: number, fromDay = 3) =>
  create(doctorId, {
    start: at(fromDay, '08:00'),
    end: at(fromDay, '10:00'),
    repeatType: AppointmentRepeatType.Daily,
  });
const remove = (id: number, payload: object = {}) => s.call('POST', `/schedules/${id}/delete`, payload);
const stored = async (id: number) =>
  (await s.t.app.deps.db.select().from(schedules).where(eq(schedules.id, id)))[0];
// The payload is the whole appointment; which appointments turned Invalid is what these tests check.
const invalidEvents = () =>
  s.events
    .filter((e) => e.name === 'appointment.invalid')
    .map((e) => ({ id: (e.payload as { id: number }).id }));

describe('deleting', () => {
  it('deletes a single schedule, one occurrence, this and the following, or a whole series from its start', async () => {
    const doctor = await s.doctor([main.id]);
    const single = await create(doctor.id, { start: at(20, '14:00'), end: at(20, '15:00'), repeatType: 0 });
    expect((await remove(single.id)).json().data).toEqual({ deleted: true });
    expect(await stored(single.id)).toBeUndefined();
    expect(await s.actionsOf(single.id)).toEqual([
      ActivityAction.ScheduleCreateSingle,
      ActivityAction.ScheduleDeleteSingle,
    ]);

    const series = await daily(doctor.id);
    expect(errorOf(await remove(series.id))).toBe(errors.invalidEditScheduleCase.code);
    expect(errorOf(await remove(series.id, { scope: 1, occurrenceStart: at(4, '09:00') }))).toBe(
      errors.invalidEditScheduleCase.code,
    );
    const one = await remove(series.id, {
      scope: ScheduleScope.ThisOccurrence,
      occurrenceStart: at(4, '08:00'),
    });
    expect(one.statusCode, one.body).toBe(200);
    const following = await remove(series.id, {
      scope: ScheduleScope.ThisAndFollowingOccurrences,
      occurrenceStart: at(6, '08:00'),
    });
    expect(following.statusCode, following.body).toBe(200);
    const after = await s.call('GET', `/schedules/${series.id}`);
    expect(after.json().data).toMatchObject({ exdates: [at(4, '08:00')], lastEnd: at(5, '10:00') });
    const left = await s.call('POST', '/schedules/search', {
      doctorIds: [doctor.id],
      from: at(1, '00:00'),
      to: at(30, '00:00'),
    });
    expect(left.json().data.map((o: { start: string }) => o.start)).toEqual([at(3, '08:00'), at(5, '08:00')]);
    expect(await s.actionsOf(series.id)).toEqual([
      ActivityAction.ScheduleCreateRecurring,
      ActivityAction.ScheduleDeleteRecurringThisOccurrence,
      ActivityAction.ScheduleDeleteRecurringFollowing,
    ]);

    const whole = await remove(series.id, {
      scope: ScheduleScope.ThisAndFollowingOccurrences,
      occurrenceStart: at(3, '08:00'),
    });
    expect(whole.statusCode).toBe(200);
    expect(await stored(series.id)).toBeUndefined();
    expect(
      s.events.filter(
        (e) => e.name === 'schedule.change' && (e.payload as { scheduleId: number }).scheduleId === series.id,
      ),
    ).toHaveLength(4);
  });
});

describe('booked appointments when the schedule changes', () => {
  it('turns the appointments an edit strands Invalid, with the reason, and leaves the rest', async () => {
    const doctor = await s.doctor([main.id]);
    const series = await daily(doctor.id);
    // Slots every 20 minutes from 08:00 to 09:40.
    const early = await s.book(doctor.id, main.id, at(4, '08:00'));
    const pending = await s.book(doctor.id, main.id, at(4, '08:20'), AppointmentStatus.NotApproved);
    const late = await s.book(doctor.id, main.id, at(4, '09:40'));
    const nextDay = await s.book(doctor.id, main.id, at(5, '08:40'));
    const walkIn = await s.book(doctor.id, main.id, at(4, '08:10'), AppointmentStatus.Approved, true);
    const cancelled = await s.book(doctor.id, main.id, at(4, '08:40'), AppointmentStatus.Canceled);
    const before = invalidEvents().length;

    // Day 4 now starts at 09:00: 08:00 and 08:20 are off the slots; 09:40 is still one.
    const res = await s.call('PUT', `/schedules/${series.id}`, {
      mode: ScheduleUpdateMode.RecurringInfoOnly,
      scope: ScheduleScope.ThisOccurrence,
      occurrenceStart: at(4, '08:00'),
      doctorId: doctor.id,
      locationId: main.id,
      start: at(4, '09:00'),
      end: at(4, '10:00'),
      repeatType: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const id of [early, pending]) {
      expect(await s.appointment(id)).toMatchObject({
        status: AppointmentStatus.Invalid,
        invalidReason: invalidReasons.scheduleChanged,
      });
    }
    expect((await s.appointment(late)).status).toBe(AppointmentStatus.Approved);
    expect((await s.appointment(nextDay)).status).toBe(AppointmentStatus.Approved);
    expect((await s.appointment(walkIn)).status).toBe(AppointmentStatus.Approved);
    expect((await s.appointment(cancelled)).status).toBe(AppointmentStatus.Canceled);
    expect(invalidEvents().slice(before)).toEqual([{ id: early }, { id: pending }]);
    const [log] = await s.t.app.deps.db
      .select()
      .from(activityLogs)
      .where(
        and(
          eq(activityLogs.entityType, ActivityEntityType.Schedule),
          eq(activityLogs.entityId, res.json().data.id),
        ),
      );
    expect(log!.details).toMatchObject({ invalidatedAppointmentIds: [early, pending] });

    // Deleting day 5 strands its patient too; nothing is ever deleted.
    const gone = await s.call('POST', `/schedules/${series.id}/delete`, {
      scope: ScheduleScope.ThisOccurrence,
      occurrenceStart: at(5, '08:00'),
    });
    expect(gone.statusCode).toBe(200);
    expect(await s.appointment(nextDay)).toMatchObject({
      status: AppointmentStatus.Invalid,
      invalidReason: invalidReasons.scheduleChanged,
    });
    expect(invalidEvents().slice(before)).toEqual([{ id: early }, { id: pending }, { id: nextDay }]);
    const rows = await s.t.app.deps.db
      .select()
      .from(appointments)
      .where(eq(appointments.doctorId, doctor.id));
    expect(rows).toHaveLength(6);
  });

  it("invalidates the appointments off the new slots when the doctor's per-visit or waiting time changes", async () => {
    const doctor = await s.doctor([main.id]);
    await daily(doctor.id);
    const onEvenSlot = await s.book(doctor.id, main.id, at(6, '08:00'));
    const twenty = await s.book(doctor.id, main.id, at(6, '08:20'));
    const forty = await s.book(doctor.id, main.id, at(6, '08:40'));
    const sixty = await s.book(doctor.id, main.id, at(6, '09:00'));
    const current = (await s.call('GET', `/doctors/${doctor.id}`)).json().data;
    const body = {
      name: current.name,
      doctorCode: current.doctorCode,
      timePerAppointmentInMinutes: current.timePerAppointmentInMinutes,
      waitingTime: current.waitingTime,
      isVisibleForBooking: current.isVisibleForBooking,
      isAutoApproveAppointment: current.isAutoApproveAppointment,
      numberOfAppointmentsPerSlot: current.numberOfAppointmentsPerSlot,
      locationIds: current.locationIds,
    };
    const before = invalidEvents().length;

    // Renaming changes no slot.
    const renamed = await s.call('PUT', `/doctors/${doctor.id}`, { ...body, name: `${current.name} (TS)` });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(invalidEvents().length).toBe(before);

    // 25-minute visits and 5 minutes' wait: slots at 08:00, 08:30, 09:00, 09:30.
    const slower = await s.call('PUT', `/doctors/${doctor.id}`, {
      ...body,
      name: `${current.name} (TS)`,
      timePerAppointmentInMinutes: 25,
    });
    expect(slower.statusCode, slower.body).toBe(200);
    for (const id of [twenty, forty]) {
      expect(await s.appointment(id)).toMatchObject({
        status: AppointmentStatus.Invalid,
        invalidReason: invalidReasons.doctorTimesChanged,
      });
    }
    for (const id of [onEvenSlot, sixty])
      expect((await s.appointment(id)).status).toBe(AppointmentStatus.Approved);
    expect(invalidEvents().slice(before)).toEqual([{ id: twenty }, { id: forty }]);
  });

  it('refuses to edit or delete an occurrence where a patient is already checked in or being examined', async () => {
    const doctor = await s.doctor([main.id]);
    const series = await daily(doctor.id);
    const booked = await s.book(doctor.id, main.id, at(7, '08:20'), AppointmentStatus.CheckedIn);
    await s.book(doctor.id, main.id, at(9, '09:00'), AppointmentStatus.InProgress);
    const edit = (occurrenceDay: number, scope: number) =>
      s.call('PUT', `/schedules/${series.id}`, {
        mode: ScheduleUpdateMode.RecurringInfoOnly,
        scope,
        occurrenceStart: at(occurrenceDay, '08:00'),
        doctorId: doctor.id,
        locationId: main.id,
        start: at(occurrenceDay, '13:00'),
        end: at(occurrenceDay, '14:00'),
        repeatType: 1,
      });
    expect(errorOf(await edit(7, ScheduleScope.ThisOccurrence))).toBe(errors.scheduleHasAppointments.code);
    expect(errorOf(await edit(5, ScheduleScope.ThisAndFollowingOccurrences))).toBe(
      errors.scheduleHasAppointments.code,
    );
    expect(
      errorOf(
        await remove(series.id, { scope: ScheduleScope.ThisOccurrence, occurrenceStart: at(9, '08:00') }),
      ),
    ).toBe(errors.scheduleHasAppointments.code);
    expect(errorOf(await remove(series.id, { scope: 2, occurrenceStart: at(8, '08:00') }))).toBe(
      errors.scheduleHasAppointments.code,
    );
    expect((await s.appointment(booked)).status).toBe(AppointmentStatus.CheckedIn);
    // Other days move freely, and the refused ones are still listed for the screen to show.
    expect((await edit(6, ScheduleScope.ThisOccurrence)).statusCode).toBe(200);
    expect((await remove(series.id, { scope: 2, occurrenceStart: at(10, '08:00') })).statusCode).toBe(200);
    const listed = await s.call(
      'GET',
      `/schedules/${series.id}/get-appointments?occurrenceStart=${encodeURIComponent(at(7, '08:00'))}`,
    );
    expect(listed.json().data.map((a: { status: number }) => a.status)).toEqual([
      AppointmentStatus.CheckedIn,
      AppointmentStatus.InProgress,
    ]);
  });
});
