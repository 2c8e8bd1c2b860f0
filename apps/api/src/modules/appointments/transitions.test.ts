import {
  ActivityAction,
  ActivityEntityType,
  AppError,
  AppointmentAction,
  AppointmentFeature,
  AppointmentStatus,
  errors,
  instantOfLocal,
  PermissionLevel,
  Plan,
  ScreenId,
} from '@clinic/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, appointmentStatusHistory, appointments, clinics } from '../../db/schema/index.js';
import type { DomainEvent } from '../../platform/events.js';
import { inTransaction } from '../../platform/tx.js';
import {
  addStaffMember,
  createTestApp,
  fillClinic,
  signUpClinic,
  type TestApp,
} from '../../testing/harness.js';
import { day, HCM } from '../schedules/schedules.fixture.js';
import { applyAction } from './transitions.service.js';

// Reception approves and checks patients in; the doctor starts and finishes the exam; anyone may cancel with a
// reason. One transition table decides what is allowed; every move leaves a history row, an activity log and an
// event after commit. Appointments are written straight into their table: booking is the appointments module's.

const S = AppointmentStatus;
const MIN = 60_000;

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpClinic>>;
let filled: Awaited<ReturnType<typeof fillClinic>>;
let otherDoctor: { id: number };
const events: DomainEvent[] = [];
let seq = 0;
/** The app's clock: the system's unless a test fixes it (the routes read it; reset after each test). */
let fixedNow: Date | null = null;

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => fixedNow ?? new Date() });
  owner = await signUpClinic(t.app, 'Flow');
  await t.app.deps.db.update(clinics).set({ plan: Plan.Vip }).where(eq(clinics.id, owner.user.clinicId));
  filled = await fillClinic(t.app, owner.headers, 'Flow');
  const res = await t.call(owner.headers, 'POST', '/doctors', {
    name: 'Bác sĩ Hai',
    doctorCode: 'BS-HAI',
    timePerAppointmentInMinutes: 15,
    waitingTime: 5,
    isVisibleForBooking: true,
    isAutoApproveAppointment: false,
    numberOfAppointmentsPerSlot: 1,
    specialtyIds: [filled.specialty.id],
    locationIds: [filled.location.id],
  });
  otherDoctor = res.json().data;
  t.app.deps.events.subscribe((e) => events.push(e));
});
afterAll(async () => t.close());
afterEach(() => {
  fixedNow = null;
});
const errorOf = (res: { json(): { code: number } }) => res.json().code;

/** An appointment written straight into its table, `start` an instant (each one its own, for the slot index). */
async function book(
  start: Date,
  status: number = S.NotApproved,
  extra: { doctorId?: number; notReserved?: boolean } = {},
) {
  seq += 1;
  const [row] = await t.app.deps.db
    .insert(appointments)
    .values({
      clinicId: owner.user.clinicId,
      code: `LH-T-${seq}`,
      clinicPatientId: filled.patient.id,
      doctorId: extra.doctorId ?? filled.doctor.id,
      locationId: filled.location.id,
      startAt: start,
      endAt: new Date(start.getTime() + 15 * MIN),
      status,
      notReserved: extra.notReserved ?? false,
    })
    .returning();
  return row!.id;
}
/** A start soon enough to check in now: a few minutes ahead, a distinct minute each. */
const soon = () => new Date(Math.floor(Date.now() / MIN) * MIN + (10 + seq) * MIN);

const stored = async (id: number) =>
  (await t.app.deps.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
const actionsOf = async (id: number) =>
  (
    await t.app.deps.db
      .select({ action: activityLogs.action })
      .from(activityLogs)
      .where(
        and(
          eq(activityLogs.clinicId, owner.user.clinicId),
          eq(activityLogs.entityType, ActivityEntityType.ClinicAppointment),
          eq(activityLogs.entityId, id),
        ),
      )
      .orderBy(asc(activityLogs.id))
  ).map((r) => r.action);
const actor = () => ({ clinicId: owner.user.clinicId, userId: owner.user.id });
/** Through the service, with the clock fixed at `now`. */
const checkInAt = (id: number, now: Date) =>
  inTransaction(t.app.deps, actor(), async (tx) => {
    const { row, item } = await applyAction(tx, id, AppointmentAction.CheckIn, { now });
    // What the route answers is the row as it now is.
    expect(item).toMatchObject({ id, status: row.status, orderNumber: row.orderNumber });
    return row;
  });

describe('the walk of an appointment', () => {
  it('goes NotApproved → Approved → CheckedIn → InProgress → Finished, with history, logs and events', async () => {
    const id = await book(soon());
    const approved = await t.call(owner.headers, 'PUT', '/clinic-appointments/approve', { ids: [id] });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject([
      { id, status: S.Approved, patient: { id: filled.patient.id } },
    ]);

    const checkedIn = await t.call(owner.headers, 'PUT', `/clinic-appointments/${id}/check-in`);
    expect(checkedIn.statusCode).toBe(200);
    expect(checkedIn.json().data).toMatchObject({ id, status: S.CheckedIn });
    expect(checkedIn.json().data.orderNumber).toBeGreaterThan(0);

    const started = await t.call(owner.headers, 'PUT', `/clinic-appointments/${id}/start-exam`);
    expect(started.json().data).toMatchObject({ id, status: S.InProgress });
    const finished = await t.call(owner.headers, 'PUT', `/clinic-appointments/${id}/finish-exam`);
    expect(finished.json().data).toMatchObject({ id, status: S.Finished });

    const history = await t.call(owner.headers, 'GET', `/clinic-appointments/${id}/history`);
    expect(history.statusCode).toBe(200);
    expect(history.json().data).toMatchObject([
      {
        fromStatus: S.NotApproved,
        toStatus: S.Approved,
        userId: owner.user.id,
        userName: owner.input.fullName,
      },
      { fromStatus: S.Approved, toStatus: S.CheckedIn },
      { fromStatus: S.CheckedIn, toStatus: S.InProgress },
      { fromStatus: S.InProgress, toStatus: S.Finished, reason: null },
    ]);
    expect(await actionsOf(id)).toEqual([
      ActivityAction.Approved,
      ActivityAction.CheckIn,
      ActivityAction.StartExam,
      ActivityAction.Finished,
    ]);
    const mine = events.filter((e) => (e.payload as { id: number }).id === id);
    expect(mine.map((e) => e.name)).toEqual([
      'appointment.approve',
      'appointment.checkin',
      'appointment.start-exam',
      'appointment.finish-exam',
    ]);
    // The payload is the whole appointment (realtime-rooms.test.ts); these are the fields this test checks.
    expect(mine[1]).toMatchObject({
      clinicId: owner.user.clinicId,
      name: 'appointment.checkin',
      payload: {
        id,
        doctorId: filled.doctor.id,
        locationId: filled.location.id,
        status: S.CheckedIn,
        orderNumber: checkedIn.json().data.orderNumber,
      },
    });
  });

  it('refuses a move the table does not list, and anything on a finished appointment', async () => {
    const pending = await book(soon());
    const early = await t.call(owner.headers, 'PUT', `/clinic-appointments/${pending}/check-in`);
    expect(errorOf(early)).toBe(errors.statusNotAllowed.code);
    expect(errorOf(await t.call(owner.headers, 'PUT', `/clinic-appointments/${pending}/finish-exam`))).toBe(
      errors.statusNotAllowed.code,
    );
    expect((await stored(pending)).status).toBe(S.NotApproved);

    const done = await book(soon(), S.Finished);
    for (const path of ['check-in', 'start-exam', 'finish-exam'])
      expect(errorOf(await t.call(owner.headers, 'PUT', `/clinic-appointments/${done}/${path}`))).toBe(
        errors.appointmentAlreadyFinished.code,
      );
    expect(
      errorOf(
        await t.call(owner.headers, 'PUT', '/clinic-appointments/cancel', {
          id: done,
          reason: 'Bệnh nhân bận',
        }),
      ),
    ).toBe(errors.appointmentAlreadyFinished.code);
    expect(errorOf(await t.call(owner.headers, 'PUT', '/clinic-appointments/approve', { ids: [done] }))).toBe(
      errors.appointmentAlreadyFinished.code,
    );
    expect(await actionsOf(done)).toEqual([]);
  });

  it('answers 404 for a missing appointment', async () => {
    expect(errorOf(await t.call(owner.headers, 'PUT', '/clinic-appointments/999999/check-in'))).toBe(
      errors.appointmentNotFound.code,
    );
    expect(
      errorOf(await t.call(owner.headers, 'PUT', '/clinic-appointments/cancel', { id: 999999, reason: 'x' })),
    ).toBe(errors.appointmentNotFound.code);
  });
});

describe('cancelling', () => {
  it('needs a non-blank reason, kept on the appointment and in its history', async () => {
    const id = await book(soon(), S.Approved);
    expect(errorOf(await t.call(owner.headers, 'PUT', '/clinic-appointments/cancel', { id }))).toBe(
      errors.cancelReasonRequired.code,
    );
    expect(
      errorOf(await t.call(owner.headers, 'PUT', '/clinic-appointments/cancel', { id, reason: '   ' })),
    ).toBe(errors.cancelReasonRequired.code);
    expect((await stored(id)).status).toBe(S.Approved);

    const res = await t.call(owner.headers, 'PUT', '/clinic-appointments/cancel', {
      id,
      reason: ' Bệnh nhân báo bận ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, status: S.Canceled, cancelReason: 'Bệnh nhân báo bận' });
    const history = (await t.call(owner.headers, 'GET', `/clinic-appointments/${id}/history`)).json().data;
    expect(history).toMatchObject([
      { fromStatus: S.Approved, toStatus: S.Canceled, reason: 'Bệnh nhân báo bận' },
    ]);
    expect(await actionsOf(id)).toEqual([ActivityAction.Canceled]);
    expect(events.at(-1)).toMatchObject({ name: 'appointment.cancel', payload: { id, status: S.Canceled } });
  });

  it('cancels an Invalid appointment too', async () => {
    const id = await book(soon(), S.Invalid);
    const res = await t.call(owner.headers, 'PUT', '/clinic-appointments/cancel', {
      id,
      reason: 'Bác sĩ nghỉ',
    });
    expect(res.json().data).toMatchObject({ id, status: S.Canceled });
  });
});

describe('approving several', () => {
  it('approves all, or none when one of them cannot be approved', async () => {
    const a = await book(soon());
    const b = await book(soon());
    const refused = await book(soon(), S.CheckedIn);
    const before = events.length;
    const res = await t.call(owner.headers, 'PUT', '/clinic-appointments/approve', { ids: [a, refused, b] });
    expect(errorOf(res)).toBe(errors.statusNotAllowed.code);
    expect((await stored(a)).status).toBe(S.NotApproved);
    expect((await stored(b)).status).toBe(S.NotApproved);
    expect(await actionsOf(a)).toEqual([]);
    expect(events.length).toBe(before);
    const history = await t.app.deps.db
      .select()
      .from(appointmentStatusHistory)
      .where(inArray(appointmentStatusHistory.appointmentId, [a, b]));
    expect(history).toEqual([]);

    const ok = await t.call(owner.headers, 'PUT', '/clinic-appointments/approve', { ids: [b, a] });
    expect(ok.json().data.map((x: { id: number; status: number }) => [x.id, x.status])).toEqual([
      [b, S.Approved],
      [a, S.Approved],
    ]);
  });
});

describe('check-in', () => {
  const visitDay = () => day(5);
  const at = (time: string) => instantOfLocal(visitDay(), time, HCM);

  it('opens 60 minutes before the slot and closes allowCheckInLateAfterMinutes after it starts', async () => {
    await t.app.deps.db
      .update(clinics)
      .set({ allowCheckInLateAfterMinutes: 20 })
      .where(eq(clinics.id, owner.user.clinicId));
    const start = at('09:00');
    const id = await book(start, S.Approved);
    await expect(checkInAt(id, new Date(start.getTime() - 61 * MIN))).rejects.toMatchObject({
      key: 'checkInTooEarly',
    });
    await expect(checkInAt(id, new Date(start.getTime() + 21 * MIN))).rejects.toBeInstanceOf(AppError);
    await expect(checkInAt(id, new Date(start.getTime() + 21 * MIN))).rejects.toMatchObject({
      key: 'checkInTooLate',
    });
    expect((await stored(id)).status).toBe(S.Approved);
    const row = await checkInAt(id, new Date(start.getTime() + 20 * MIN));
    expect(row.status).toBe(S.CheckedIn);

    const edge = await book(at('09:20'), S.Approved);
    expect((await checkInAt(edge, new Date(at('09:20').getTime() - 60 * MIN))).status).toBe(S.CheckedIn);

    // A walk-in is outside the window rules.
    const walkIn = await book(at('09:40'), S.Approved, { notReserved: true });
    expect((await checkInAt(walkIn, new Date(at('15:00').getTime()))).status).toBe(S.CheckedIn);
  });

  it('lets reception check an early patient in when asked to, on the visit’s own day, and logs who and how early', async () => {
    const visit = (time: string) => instantOfLocal(day(11), time, HCM);
    const start = visit('10:00');
    fixedNow = new Date(start.getTime() - 100 * MIN);
    const id = await book(start, S.Approved);
    const checkIn = (body?: object) =>
      t.call(owner.headers, 'PUT', `/clinic-appointments/${id}/check-in`, body);

    // Asked plainly, the desk hears 'too soon', as the kiosk does, and nothing changes.
    expect(errorOf(await checkIn())).toBe(errors.checkInTooEarly.code);
    expect(errorOf(await checkIn({ allowEarly: false }))).toBe(errors.checkInTooEarly.code);
    expect((await stored(id)).status).toBe(S.Approved);
    expect(await actionsOf(id)).toEqual([]);

    // "Check in early anyway": checked in with the day's next number, and the log row says it was early.
    const res = await checkIn({ allowEarly: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id, status: S.CheckedIn, orderNumber: 1 });
    const [log] = await t.app.deps.db
      .select()
      .from(activityLogs)
      .where(
        and(eq(activityLogs.entityType, ActivityEntityType.ClinicAppointment), eq(activityLogs.entityId, id)),
      );
    expect(log).toMatchObject({ action: ActivityAction.CheckIn, userId: owner.user.id });
    expect(log!.details).toMatchObject({
      fromStatus: S.Approved,
      toStatus: S.CheckedIn,
      orderNumber: 1,
      early: { byUserId: owner.user.id, minutesBeforeStart: 100 },
    });

    // Never a visit of another day: its number would land in the wrong day's queue.
    const tomorrow = await book(instantOfLocal(day(12), '08:00', HCM), S.Approved);
    expect(
      errorOf(
        await t.call(owner.headers, 'PUT', `/clinic-appointments/${tomorrow}/check-in`, { allowEarly: true }),
      ),
    ).toBe(errors.appointmentNotToday.code);
    expect((await stored(tomorrow)).status).toBe(S.Approved);

    // Inside the window the flag changes nothing: no 'early' in the log.
    const onTime = await book(visit('10:20'), S.Approved);
    fixedNow = new Date(visit('10:20').getTime() - 30 * MIN);
    expect(
      (await t.call(owner.headers, 'PUT', `/clinic-appointments/${onTime}/check-in`, { allowEarly: true }))
        .statusCode,
    ).toBe(200);
    const [plain] = await t.app.deps.db
      .select({ details: activityLogs.details })
      .from(activityLogs)
      .where(
        and(
          eq(activityLogs.entityType, ActivityEntityType.ClinicAppointment),
          eq(activityLogs.entityId, onTime),
        ),
      );
    expect(plain!.details).not.toHaveProperty('early');

    // The flag is a boolean: anything else is a schema violation.
    expect(
      (await t.call(owner.headers, 'PUT', `/clinic-appointments/${onTime}/check-in`, { allowEarly: 'yes' }))
        .statusCode,
    ).toBe(400);
  });

  it('numbers each doctor’s day in arrival order: 1, 2, 3 for one doctor, 1 for another', async () => {
    const d = day(7);
    const slot = (time: string) => instantOfLocal(d, time, HCM);
    const ids = [await book(slot('10:00'), S.Approved), await book(slot('08:00'), S.Approved)];
    ids.push(await book(slot('09:00'), S.Approved));
    const other = await book(slot('08:20'), S.Approved, { doctorId: otherDoctor.id });
    // Arrival order, not slot order: each checks in 30 minutes before its own slot.
    const arrive = async (id: number) =>
      checkInAt(id, new Date((await stored(id)).startAt.getTime() - 30 * MIN));
    const numbers = [];
    for (const id of ids) numbers.push((await arrive(id)).orderNumber);
    expect(numbers).toEqual([1, 2, 3]);
    expect((await arrive(other)).orderNumber).toBe(1);
    // A cancelled checked-in appointment keeps its number; the next arrival takes a new one.
    await t.call(owner.headers, 'PUT', '/clinic-appointments/cancel', { id: ids[0], reason: 'Về sớm' });
    const late = await book(slot('10:20'), S.Approved);
    expect((await arrive(late)).orderNumber).toBe(4);
  });

  it('gives ten concurrent check-ins for one doctor the numbers 1 to 10, each once', async () => {
    const d = day(9);
    const ids: number[] = [];
    for (let i = 0; i < 10; i += 1)
      ids.push(await book(instantOfLocal(d, `08:${String(i * 2).padStart(2, '0')}`, HCM), S.Approved));
    const now = instantOfLocal(d, '08:00', HCM);
    const rows = await Promise.all(ids.map((id) => checkInAt(id, now)));
    expect(rows.map((r) => r.orderNumber).sort((a, b) => a! - b!)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

describe('who may move an appointment', () => {
  it('needs screen 10 Write and the action’s feature', async () => {
    const noFeature = await addStaffMember(t.app, owner.user.clinicId, {
      screens: { [ScreenId.Appointments]: PermissionLevel.Write },
      features: [AppointmentFeature.Approve],
    });
    const id = await book(soon(), S.Approved);
    expect(errorOf(await t.call(noFeature.headers, 'PUT', `/clinic-appointments/${id}/check-in`))).toBe(
      errors.noPermission.code,
    );
    const reader = await addStaffMember(t.app, owner.user.clinicId, {
      screens: { [ScreenId.Appointments]: PermissionLevel.Read },
      features: [AppointmentFeature.CheckIn],
    });
    expect(errorOf(await t.call(reader.headers, 'PUT', `/clinic-appointments/${id}/check-in`))).toBe(
      errors.noPermission.code,
    );
    expect((await t.call(reader.headers, 'GET', `/clinic-appointments/${id}/history`)).statusCode).toBe(200);
    const desk = await addStaffMember(t.app, owner.user.clinicId, {
      screens: { [ScreenId.Appointments]: PermissionLevel.Write },
      features: [AppointmentFeature.CheckIn],
    });
    const res = await t.call(desk.headers, 'PUT', `/clinic-appointments/${id}/check-in`);
    expect(res.json().data).toMatchObject({ id, status: S.CheckedIn });
  });
});
