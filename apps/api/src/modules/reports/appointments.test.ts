import {
  AppointmentSource,
  AppointmentStatus,
  addDays,
  instantOfLocal,
  PermissionLevel,
  Plan,
  ScreenId,
} from '@clinic/domain';
import type { ReportAnswer } from '@clinic/domain/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, clinics, userGroupMembers } from '../../db/schema/index.js';
import { isTransactionControl } from '../../db/statements.js';
import { addStaffMember, createTestApp, signUpClinic, type TestApp } from '../../testing/harness.js';

// Screen 30: three clinic days of two doctors at two locations. Staff book slots, a patient books online, two
// walk-ins arrive a minute either side of midnight; one is cancelled, one finishes, some never come. On the third
// morning the manager reads who came, how they came and who did not, per doctor and per day.

const HCM = 'Asia/Ho_Chi_Minh';
const D1 = '2026-03-10';
const D2 = '2026-03-11';
const D3 = '2026-03-12';
const at = (day: string, time: string) => instantOfLocal(day, time, HCM);

let now = at(D1, '06:00');
let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpClinic>>;
const loc = { a: 0, b: 0 };
const doc = { x: 0, y: 0 };
const appt = { noShowX: 0, finishedX: 0, canceledY: 0, todayX: 0, onlineY: 0, lateX: 0, earlyY: 0 };
async function ok<T = { id: number }>(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
): Promise<T> {
  const res = await t.call(owner.headers, method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json().data;
}
let patients = 0;
const patient = async () => {
  patients += 1;
  return (
    await ok('POST', '/clinic-patients', {
      fullName: `Bệnh nhân ${patients}`,
      gender: 1,
      phone: '0912000111',
    })
  ).id;
};
const book = async (doctorId: number, locationId: number, date: string, time: string) =>
  (
    await ok('POST', '/clinic-appointments/create', {
      clinicPatientId: await patient(),
      doctorId,
      locationId,
      date,
      time,
    })
  ).id;
const walkIn = async (doctorId: number, locationId: number, instant: Date) => {
  now = instant;
  return (
    await ok('POST', '/clinic-appointments/create', {
      clinicPatientId: await patient(),
      doctorId,
      locationId,
      notReserved: true,
    })
  ).id;
};

type Answer = ReportAnswer<'appointments'>;
const report = async (body: object, query = '', headers = owner.headers): Promise<Answer> => {
  const res = await t.call(headers, 'POST', `/reports/appointments${query}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  owner = await signUpClinic(t.app, 'Report');
  await t.app.deps.db.update(clinics).set({ plan: Plan.Vip }).where(eq(clinics.id, owner.user.clinicId));
  const [clinic] = await t.app.deps.db.select().from(clinics).where(eq(clinics.id, owner.user.clinicId));
  loc.a = (await ok('POST', '/locations', { name: 'Cơ sở A', address: '1 Lê Lợi', provinceId: 58 })).id;
  loc.b = (await ok('POST', '/locations', { name: 'Cơ sở B', address: '2 Lê Lợi', provinceId: 58 })).id;
  const specialty = (await ok('POST', '/specialties', { name: 'Nội tổng quát', shortName: 'NTQ' })).id;
  const hire = async (name: string, code: string, locationId: number) =>
    (
      await ok('POST', '/doctors', {
        name,
        doctorCode: code,
        timePerAppointmentInMinutes: 15,
        waitingTime: 0,
        isVisibleForBooking: true,
        isAutoApproveAppointment: false,
        numberOfAppointmentsPerSlot: 1,
        specialtyIds: [specialty],
        locationIds: [locationId],
      })
    ).id;
  doc.x = await hire('Bác sĩ An', 'BS-AN', loc.a);
  doc.y = await hire('Bác sĩ Bình', 'BS-BINH', loc.b);
  for (const day of [D1, D2, D3])
    for (const [doctorId, locationId] of [
      [doc.x, loc.a],
      [doc.y, loc.b],
    ] as const)
      await ok('POST', '/schedules', {
        doctorId,
        locationId,
        start: at(day, '08:00').toISOString(),
        end: at(day, '11:30').toISOString(),
        repeatType: 0,
      });

  // Early on D1: the desk books slots over the three days, a patient books online for D2.
  appt.noShowX = await book(doc.x, loc.a, D1, '08:00');
  appt.finishedX = await book(doc.x, loc.a, D1, '08:15');
  appt.canceledY = await book(doc.y, loc.b, D1, '08:00');
  appt.todayX = await book(doc.x, loc.a, D3, '08:00');
  const online = await t.app.inject({
    method: 'POST',
    url: `/api/public/clinics/${clinic!.slug}/bookings`,
    remoteAddress: '10.9.0.1',
    payload: {
      doctorId: doc.y,
      locationId: loc.b,
      date: D2,
      time: '09:00',
      fullName: 'Phạm Thị Mai',
      phone: '0977000001',
      gender: 0,
      yearOfBirth: 1990,
    },
  });
  expect(online.statusCode, online.body).toBe(200);
  appt.onlineY = (
    await t.app.deps.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(eq(appointments.code, online.json().data.code))
  )[0]!.id;
  await ok('PUT', '/clinic-appointments/cancel', { id: appt.canceledY, reason: 'Bận việc' });
  await ok('PUT', '/clinic-appointments/approve', { ids: [appt.finishedX] });
  now = at(D1, '08:10');
  await ok('PUT', `/clinic-appointments/${appt.finishedX}/check-in`);
  await ok('PUT', `/clinic-appointments/${appt.finishedX}/start-exam`);
  await ok('PUT', `/clinic-appointments/${appt.finishedX}/finish-exam`);
  // A minute either side of midnight: the walk-in of D1 never comes in, the one of D2 is checked in.
  appt.lateX = await walkIn(doc.x, loc.a, at(D1, '23:59'));
  appt.earlyY = await walkIn(doc.y, loc.b, at(D2, '00:01'));
  await ok('PUT', `/clinic-appointments/${appt.earlyY}/check-in`);
  now = at(D3, '10:00');
}, 60_000);
afterAll(async () => t.close());

const zero = {
  total: 0,
  notApproved: 0,
  approved: 0,
  checkedIn: 0,
  inProgress: 0,
  finished: 0,
  canceled: 0,
  invalid: 0,
  online: 0,
  staff: 0,
  walkIn: 0,
  noShow: 0,
};
// Doctor An: a no-show slot on D1, a finished one, the late walk-in never checked in (a no-show too), and today's
// slot (today is not over: not a no-show). Doctor Bình: a cancelled slot, the early walk-in checked in, and the
// online booking of D2 never approved (a no-show).
const an = { ...zero, total: 4, notApproved: 2, approved: 1, finished: 1, staff: 3, walkIn: 1, noShow: 2 };
const binh = {
  ...zero,
  total: 3,
  notApproved: 1,
  checkedIn: 1,
  canceled: 1,
  online: 1,
  staff: 1,
  walkIn: 1,
  noShow: 1,
};

describe('POST /reports/appointments', () => {
  it('the fixture is what the story says', async () => {
    const rows = await t.app.deps.db
      .select()
      .from(appointments)
      .where(eq(appointments.clinicId, owner.user.clinicId));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(appt.finishedX)!.status).toBe(AppointmentStatus.Finished);
    expect(byId.get(appt.onlineY)!.source).toBe(AppointmentSource.Online);
    expect(byId.get(appt.lateX)!.source).toBe(AppointmentSource.WalkIn);
    expect(byId.get(appt.earlyY)!.status).toBe(AppointmentStatus.CheckedIn);
  });

  it('counts per doctor by status, source and no-shows, totals the range and charts each day', async () => {
    const answer = await report({ from: D1, to: D3 });
    expect(answer.pageData).toEqual([
      { doctorId: doc.x, doctorName: 'Bác sĩ An', ...an },
      { doctorId: doc.y, doctorName: 'Bác sĩ Bình', ...binh },
    ]);
    expect(answer.paging.totalItem).toBe(2);
    expect(answer.totals).toEqual({
      ...zero,
      total: 7,
      notApproved: 3,
      approved: 1,
      checkedIn: 1,
      finished: 1,
      canceled: 1,
      online: 1,
      staff: 4,
      walkIn: 2,
      noShow: 3,
    });
    expect(answer.chart).toEqual([
      { day: D1, total: 4, finished: 1, noShow: 2 },
      { day: D2, total: 2, finished: 0, noShow: 1 },
      { day: D3, total: 1, finished: 0, noShow: 0 },
    ]);
  });

  it('puts 23:59 on its own clinic day and 00:01 on the next', async () => {
    const answer = await report({ from: D2, to: D3 });
    expect(answer.pageData.map((r) => [r.doctorName, r.total, r.walkIn])).toEqual([
      ['Bác sĩ An', 1, 0],
      ['Bác sĩ Bình', 2, 1],
    ]);
    expect(answer.chart?.map((d) => d.day)).toEqual([D2, D3]);
  });

  it('narrows by how the appointments came', async () => {
    const answer = await report({ from: D1, to: D3, sources: [AppointmentSource.Online] });
    expect(answer.pageData).toEqual([
      { doctorId: doc.y, doctorName: 'Bác sĩ Bình', ...zero, total: 1, notApproved: 1, online: 1, noShow: 1 },
    ]);
    expect(answer.totals.total).toBe(1);
  });

  it('has the same totals on every page, and they add up to the sum of the pages', async () => {
    const whole = await report({ from: D1, to: D3 });
    const pages = await Promise.all(
      [1, 2, 3].map((n) => report({ from: D1, to: D3 }, `?pageSize=1&pageNumber=${n}`)),
    );
    expect(pages.map((p) => p.pageData.length)).toEqual([1, 1, 0]);
    for (const p of pages) {
      expect(p.totals).toEqual(whole.totals);
      expect(p.paging.totalItem).toBe(2);
    }
    const summed = { ...zero };
    for (const row of pages.flatMap((p) => p.pageData))
      for (const key of Object.keys(zero) as (keyof typeof zero)[]) summed[key] += row[key];
    expect(summed).toEqual(whole.totals);
  });

  it('covers at most 366 days', async () => {
    expect(
      (await t.call(owner.headers, 'POST', '/reports/appointments', { from: D1, to: addDays(D1, 365) }))
        .statusCode,
    ).toBe(200);
    const tooLong = await t.call(owner.headers, 'POST', '/reports/appointments', {
      from: D1,
      to: addDays(D1, 366),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields).toEqual([
      expect.objectContaining({ path: 'body.to', messageId: 'formError.reportRange' }),
    ]);
  });

  it('shows a user limited to location A only A, and refuses one without the screen', async () => {
    const group = await ok('POST', '/user-groups', { name: 'Nhóm cơ sở A', locationIds: [loc.a] });
    const manager = await addStaffMember(t.app, owner.user.clinicId, {
      screens: { [ScreenId.AppointmentReport]: PermissionLevel.Read },
    });
    await t.app.deps.db
      .insert(userGroupMembers)
      .values({ clinicId: owner.user.clinicId, groupId: group.id, userId: manager.user.id });
    const seen = await report({ from: D1, to: D3 }, '', manager.headers);
    expect(seen.pageData.map((r) => r.doctorId)).toEqual([doc.x]);
    expect(seen.totals).toEqual(an);
    expect((await report({ from: D1, to: D3, locationIds: [loc.b] }, '', manager.headers)).totals).toEqual(
      zero,
    );

    const cashier = await addStaffMember(t.app, owner.user.clinicId, {
      screens: { [ScreenId.Dashboard]: PermissionLevel.Read },
    });
    expect(
      (await t.call(cashier.headers, 'POST', '/reports/appointments', { from: D1, to: D3 })).statusCode,
    ).toBe(403);
  });

  it('costs the owner at most 3 statements', async () => {
    await report({ from: D1, to: D3 }); // The session cache warms up.
    const sent: string[] = [];
    const stop = t.database.statements.listen((sql) => sent.push(sql));
    try {
      await report({ from: D1, to: D3 });
    } finally {
      stop();
    }
    expect(sent.filter((sql) => !isTransactionControl(sql)).length).toBeLessThanOrEqual(3);
  });
});
