import {
  ActivityAction,
  ActivityEntityType,
  AppointmentFeature,
  AppointmentStatus,
  addDays,
  errors,
  instantOfLocal,
  localDate,
  PermissionLevel,
  type QueueCallPayload,
  RealtimeEvent,
  ScreenId,
} from '@clinic/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, appointments, doctors, queueCalls } from '../../db/schema/index.js';
import type { DomainEvent } from '../../platform/events.js';
import {
  addStaffMember,
  createTestApp,
  fillClinic,
  pairDevice,
  signUpClinic,
  type TestApp,
} from '../../testing/harness.js';
import { DISPLAY_RECENT_CALLS } from '../devices/display.read.js';
import { CALL_COVERS_START_EXAM_SECONDS, QueueCallKind } from './calls.service.js';

// Morning at the clinic. Nguyễn Văn An and Lê Thị Hoa have checked in for Bác sĩ C in Phòng khám 3. The nurse
// presses 'Call' for number 1 and the TV in the waiting room says it; An does not come, so she presses 'Call
// again'. The doctor starts Hoa's exam, which calls her in by itself (but not when 'Call' has just said the
// number: the TV must not say it twice). A finished visit cannot be called, another clinic's appointment is not
// there at all, and only the queue screen's writers with the Examination feature may call. The display's queue
// lists today's last calls, newest first, initials only. The clock is the app's and moves a minute per call.

const HCM = 'Asia/Ho_Chi_Minh';
const S = AppointmentStatus;
const MIN = 60_000;
const today = localDate(new Date(), HCM);
let now = instantOfLocal(today, '08:00', HCM);
const tick = () => {
  now = new Date(now.getTime() + MIN);
  return now;
};

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpClinic>>;
let other: Awaited<ReturnType<typeof signUpClinic>>;
let filled: Awaited<ReturnType<typeof fillClinic>>;
let nurse: { headers: Record<string, string> };
let display: { headers: Record<string, string> };
let clinicId = 0;
let seq = 0;
const events: DomainEvent[] = [];
const calls = () => events.filter((e) => e.name === RealtimeEvent.QueueCall);

async function patient(fullName: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/clinic-patients',
    headers: owner.headers,
    payload: { fullName, gender: 1, phone: '0903123456', yearOfBirth: 1980 },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

/** An appointment straight in the table: the check-in rules are the transitions' tests, not these. */
async function appointment(
  clinicPatientId: number,
  status: number,
  orderNumber: number | null,
  day = today,
  locationId = filled.location.id,
) {
  seq += 1;
  const [row] = await t.app.deps.db
    .insert(appointments)
    .values({
      clinicId,
      code: `LH-C-${seq}`,
      clinicPatientId,
      doctorId: filled.doctor.id,
      locationId,
      startAt: instantOfLocal(day, '09:00', HCM),
      endAt: instantOfLocal(day, '09:15', HCM),
      status,
      orderNumber,
      notReserved: true,
    })
    .returning();
  return row!.id;
}

const callIt = (id: number, headers = nurse.headers) => {
  tick();
  return t.app.inject({ method: 'POST', url: `/api/clinic-appointments/${id}/call`, headers });
};

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  owner = await signUpClinic(t.app, 'Calls');
  other = await signUpClinic(t.app, 'Other');
  clinicId = owner.user.clinicId;
  filled = await fillClinic(t.app, owner.headers, 'C');
  await t.app.deps.db.update(doctors).set({ room: 'Phòng khám 3' }).where(eq(doctors.id, filled.doctor.id));
  nurse = await addStaffMember(t.app, clinicId, {
    screens: { [ScreenId.TodayExaminations]: PermissionLevel.Write },
    features: [AppointmentFeature.Examination],
    label: 'Điều dưỡng Mai',
  });
  const tv = await t.app.inject({
    method: 'POST',
    url: '/api/devices',
    headers: owner.headers,
    payload: { kind: 2, locationId: filled.location.id, name: 'TV phòng chờ' },
  });
  display = await pairDevice(t.app, tv.json().data.pairingCode);
  t.app.deps.events.subscribe((e) => events.push(e));
});
afterAll(async () => t.close());

describe('calling a patient to the room', () => {
  let an = 0;
  let hoa = 0;

  it('Call, then Call again: each is a call row, a queue.call event and an activity row', async () => {
    an = await appointment(await patient('Nguyễn Văn An'), S.CheckedIn, 1);
    const first = await callIt(an);
    expect(first.statusCode, first.body).toBe(200);
    const payload = first.json().data as QueueCallPayload;
    expect(payload).toEqual({
      id: expect.any(Number),
      appointmentId: an,
      doctorId: filled.doctor.id,
      locationId: filled.location.id,
      orderNumber: 1,
      room: 'Phòng khám 3',
      calledAt: now.toISOString(),
    });
    expect(calls().at(-1)).toEqual({
      clinicId,
      name: RealtimeEvent.QueueCall,
      payload,
      actorUserId: expect.any(Number),
    });

    const again = await callIt(an);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.id).toBeGreaterThan(payload.id);
    expect(calls()).toHaveLength(2);

    const rows = await t.app.deps.db
      .select()
      .from(queueCalls)
      .where(and(eq(queueCalls.clinicId, clinicId), eq(queueCalls.appointmentId, an)))
      .orderBy(queueCalls.id);
    expect(rows.map((r) => r.kind)).toEqual([QueueCallKind.Call, QueueCallKind.CallAgain]);
    expect(rows[0]).toMatchObject({ orderNumber: 1, room: 'Phòng khám 3', locationId: filled.location.id });
    expect(rows[0]!.createdBy).not.toBeNull();

    const logged = await t.app.deps.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.clinicId, clinicId), eq(activityLogs.action, ActivityAction.Call)))
      .orderBy(activityLogs.id);
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({
      entityType: ActivityEntityType.ClinicAppointment,
      entityId: an,
      details: { orderNumber: 1, room: 'Phòng khám 3', kind: QueueCallKind.Call, callId: payload.id },
    });
  });

  it('starting the exam calls the patient in (kind 1); a call after that is a call again', async () => {
    hoa = await appointment(await patient('Lê Thị Hoa'), S.CheckedIn, 2);
    tick();
    const start = await t.app.inject({
      method: 'PUT',
      url: `/api/clinic-appointments/${hoa}/start-exam`,
      headers: owner.headers,
    });
    expect(start.statusCode, start.body).toBe(200);
    const started = calls().at(-1)!;
    expect(started.payload).toMatchObject({ appointmentId: hoa, orderNumber: 2, room: 'Phòng khám 3' });
    expect((started.payload as QueueCallPayload).calledAt).toBe(now.toISOString());
    // The status event still goes out, before the call.
    expect(events.at(-2)!.name).toBe(RealtimeEvent.AppointmentStartExam);

    const again = await callIt(hoa);
    expect(again.statusCode, again.body).toBe(200);
    const kinds = await t.app.deps.db
      .select({ kind: queueCalls.kind })
      .from(queueCalls)
      .where(and(eq(queueCalls.clinicId, clinicId), eq(queueCalls.appointmentId, hoa)))
      .orderBy(queueCalls.id);
    expect(kinds.map((k) => k.kind)).toEqual([QueueCallKind.ExamStarted, QueueCallKind.CallAgain]);
  });

  it('refuses a finished visit and one without a number (statusNotAllowed), and writes nothing', async () => {
    const before = calls().length;
    const someone = await patient('Phạm Minh Tuấn');
    for (const id of [
      await appointment(someone, S.Finished, 7),
      await appointment(someone, S.Approved, null),
      await appointment(someone, S.Canceled, 8),
    ]) {
      const res = await callIt(id);
      expect(res.statusCode, res.body).toBe(errors.statusNotAllowed.status);
      expect(res.json().code).toBe(errors.statusNotAllowed.code);
    }
    expect(calls()).toHaveLength(before);
  });

  it("another clinic's appointment is 404, like a missing one", async () => {
    const res = await callIt(an, other.headers);
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().code).toBe(errors.appointmentNotFound.code);
    const missing = await callIt(99_999_999, owner.headers);
    expect(missing.statusCode).toBe(404);
  });

  it('only screen 11 Write with the Examination feature may call', async () => {
    const grants: { screens: Record<number, number>; features?: number[] }[] = [
      {
        screens: { [ScreenId.TodayExaminations]: PermissionLevel.Read },
        features: [AppointmentFeature.Examination],
      },
      {
        screens: { [ScreenId.TodayExaminations]: PermissionLevel.Write },
        features: [AppointmentFeature.CheckIn],
      },
      {
        screens: { [ScreenId.Appointments]: PermissionLevel.Write },
        features: [AppointmentFeature.Examination],
      },
      { screens: {} },
    ];
    for (const grant of grants) {
      const member = await addStaffMember(t.app, clinicId, grant);
      const res = await callIt(an, member.headers);
      expect(res.statusCode, JSON.stringify(grant)).toBe(403);
      expect(res.json().code).toBe(errors.noPermission.code);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/clinic-appointments/${an}/call`,
      headers: display.headers,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe("the display's recent calls", () => {
  it("lists today's last calls at its location, newest first, with initials and the doctor's name", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/display/queue', headers: display.headers });
    expect(res.statusCode, res.body).toBe(200);
    const recent = res.json().data.recentCalls;
    const [newest] = await t.app.deps.db
      .select()
      .from(queueCalls)
      .where(eq(queueCalls.clinicId, clinicId))
      .orderBy(desc(queueCalls.id))
      .limit(1);
    expect(recent[0]).toEqual({
      id: newest!.id,
      orderNumber: 2,
      initials: 'L.T.H.',
      room: 'Phòng khám 3',
      doctorName: 'Bác sĩ C',
      calledAt: newest!.createdAt.toISOString(),
    });
    expect(recent.map((c: { orderNumber: number }) => c.orderNumber)).toEqual([2, 2, 1, 1]);
    expect(JSON.stringify(recent)).not.toContain('Hoa');
  });

  it("keeps to the last 8 of today's, and leaves out yesterday's and another location's", async () => {
    const loc = await t.app.inject({
      method: 'POST',
      url: '/api/locations',
      headers: owner.headers,
      payload: { name: 'Cơ sở Thủ Đức', address: '5 Võ Văn Ngân', provinceId: 58 },
    });
    const elsewhere = await appointment(
      await patient('Võ Thị Lan'),
      S.CheckedIn,
      1,
      today,
      loc.json().data.id,
    );
    expect((await callIt(elsewhere)).statusCode).toBe(200);
    const yesterday = addDays(today, -1);
    const old = await appointment(await patient('Đỗ Văn Bình'), S.CheckedIn, 4, yesterday);
    await t.app.deps.db.insert(queueCalls).values({
      clinicId,
      locationId: filled.location.id,
      appointmentId: old,
      doctorId: filled.doctor.id,
      orderNumber: 4,
      room: 'Phòng khám 3',
      kind: QueueCallKind.Call,
      createdAt: instantOfLocal(yesterday, '23:59', HCM),
    });
    const read = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/display/queue', headers: display.headers })).json().data
        .recentCalls as { orderNumber: number; calledAt: string }[];
    expect((await read()).map((c) => c.orderNumber)).toEqual([2, 2, 1, 1]);

    const waiting = await patient('Trần Quốc Huy');
    for (let n = 10; n < 16; n += 1)
      expect((await callIt(await appointment(waiting, S.CheckedIn, n))).statusCode).toBe(200);
    const recent = await read();
    expect(recent).toHaveLength(DISPLAY_RECENT_CALLS);
    expect(recent.map((c) => c.orderNumber)).toEqual([15, 14, 13, 12, 11, 10, 2, 2]);
    const times = recent.map((c) => c.calledAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});

describe("'Bắt đầu khám' right after 'Gọi'", () => {
  const startExam = (id: number) =>
    t.app.inject({ method: 'PUT', url: `/api/clinic-appointments/${id}/start-exam`, headers: owner.headers });
  const kindsOf = async (id: number) =>
    (
      await t.app.deps.db
        .select({ kind: queueCalls.kind })
        .from(queueCalls)
        .where(and(eq(queueCalls.clinicId, clinicId), eq(queueCalls.appointmentId, id)))
        .orderBy(queueCalls.id)
    ).map((r) => r.kind);

  it('does not say the number a second time when the call is under 5 minutes old', async () => {
    const lan = await appointment(await patient('Hồ Thị Lan'), S.CheckedIn, 20);
    expect((await callIt(lan)).statusCode).toBe(200);
    const before = calls().length;
    // The patient walks in; the doctor starts the exam 4 minutes 59 seconds after the call.
    now = new Date(now.getTime() + (CALL_COVERS_START_EXAM_SECONDS - 1) * 1000);
    const res = await startExam(lan);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe(S.InProgress);
    expect(calls()).toHaveLength(before);
    expect(await kindsOf(lan)).toEqual([QueueCallKind.Call]);
    // The desk and the display still hear that the exam started.
    expect(events.at(-1)!.name).toBe(RealtimeEvent.AppointmentStartExam);
  });

  it('calls again on start when the last call is 5 minutes old or more', async () => {
    const binh = await appointment(await patient('Đinh Văn Bình'), S.CheckedIn, 21);
    expect((await callIt(binh)).statusCode).toBe(200);
    now = new Date(now.getTime() + CALL_COVERS_START_EXAM_SECONDS * 1000);
    const before = calls().length;
    expect((await startExam(binh)).statusCode).toBe(200);
    expect(calls()).toHaveLength(before + 1);
    expect(calls().at(-1)!.payload).toMatchObject({ appointmentId: binh, orderNumber: 21 });
    expect(await kindsOf(binh)).toEqual([QueueCallKind.Call, QueueCallKind.ExamStarted]);
  });
});
