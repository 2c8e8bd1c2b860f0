import {
  ActivityAction,
  ActivityEntityType,
  AppointmentStatus,
  addDays,
  errors,
  instantOfLocal,
  localDate,
  localTime,
  Plan,
} from '@clinic/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, appointmentStatusHistory, appointments, clinics } from '../../db/schema/index.js';
import type { DomainEvent } from '../../platform/events.js';
import { type ApiReply, createTestApp, signUpClinic, type TestApp } from '../../testing/harness.js';
import type { AppointmentItem } from './appointment-view.read.js';

// The receptionist books patients into the slots the doctors' schedules offer (screen 10): one place per slot
// unless the doctor takes more, never the same patient twice in a slot nor more than three times a day, and at
// least an hour ahead — except a walk-in, who joins today's queue now.

const HCM = 'Asia/Ho_Chi_Minh';
const day = (n: number) => addDays(localDate(new Date(), HCM), n);
const D3 = () => day(3);

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpClinic>>;
let other: Awaited<ReturnType<typeof signUpClinic>>;
const events: DomainEvent[] = [];
let location = 0;
/** manual: one place per slot, approves by hand; auto: two places, approves itself. */
const doctor = { manual: 0, auto: 0, soon: 0 };
const patient: Record<'lan' | 'minh' | 'hoa' | 'c1' | 'c2' | 'c3' | 'c4' | 'c5', number> = {
  lan: 0,
  minh: 0,
  hoa: 0,
  c1: 0,
  c2: 0,
  c3: 0,
  c4: 0,
  c5: 0,
};

async function created(url: string, payload: object) {
  const res = await t.call(owner.headers, 'POST', url, payload);
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.body}`);
  return res.json().data as { id: number };
}

const book = (body: object) => t.call(owner.headers, 'POST', '/clinic-appointments/create', body);
async function booked(body: object) {
  const res = await book(body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as AppointmentItem;
}
function refused(res: ApiReply, key: keyof typeof errors) {
  expect(res.statusCode, res.body).toBe(errors[key].status);
  expect(res.json().code).toBe(errors[key].code);
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpClinic(t.app, 'Appt');
  other = await signUpClinic(t.app, 'ApptOther');
  await t.app.deps.db.update(clinics).set({ plan: Plan.Vip }).where(eq(clinics.id, owner.user.clinicId));
  t.app.deps.events.subscribe((e) => events.push(e));
  location = (await created('/locations', { name: 'Cơ sở Quận 1', provinceId: 58 })).id;
  const hire = async (code: string, extra: object) =>
    (
      await created('/doctors', {
        name: `Bác sĩ ${code}`,
        doctorCode: code,
        timePerAppointmentInMinutes: 15,
        waitingTime: 5,
        isVisibleForBooking: true,
        isAutoApproveAppointment: false,
        numberOfAppointmentsPerSlot: 1,
        locationIds: [location],
        ...extra,
      })
    ).id;
  doctor.manual = await hire('BS-MAN', {});
  doctor.auto = await hire('BS-AUTO', { isAutoApproveAppointment: true, numberOfAppointmentsPerSlot: 2 });
  doctor.soon = await hire('BS-SOON', {});
  for (const doctorId of [doctor.manual, doctor.auto])
    await created('/schedules', {
      doctorId,
      locationId: location,
      start: instantOfLocal(D3(), '08:00', HCM).toISOString(),
      end: instantOfLocal(D3(), '11:30', HCM).toISOString(),
      repeatType: 0,
    });
  const names = {
    lan: 'Trần Thị Lan',
    minh: 'Nguyễn Văn Minh',
    hoa: 'Lê Thị Hoà',
    c1: 'Khách Một',
    c2: 'Khách Hai',
    c3: 'Khách Ba',
    c4: 'Khách Bốn',
    c5: 'Khách Năm',
  };
  let n = 0;
  for (const [key, fullName] of Object.entries(names)) {
    n += 1;
    patient[key as keyof typeof patient] = (
      await created('/clinic-patients', {
        fullName,
        gender: 1,
        phone: `09123450${String(n).padStart(2, '0')}`,
        yearOfBirth: 1980 + n,
      })
    ).id;
  }
});
afterAll(async () => t.close());

const slot = (doctorId: number, clinicPatientId: number, time: string, date = D3()) => ({
  clinicPatientId,
  doctorId,
  locationId: location,
  date,
  time,
});

describe('booking a slot', () => {
  let first: AppointmentItem;

  it('books the first appointment as LH000001, awaiting approval of a manual doctor, with its history', async () => {
    events.length = 0;
    first = await booked({
      ...slot(doctor.manual, patient.lan, '08:00'),
      symptom: 'Sốt cao',
      note: 'Gọi trước',
    });
    expect(first).toMatchObject({
      code: 'LH000001',
      status: AppointmentStatus.NotApproved,
      date: D3(),
      time: '08:00',
      start: instantOfLocal(D3(), '08:00', HCM).toISOString(),
      end: instantOfLocal(D3(), '08:15', HCM).toISOString(),
      doctorId: doctor.manual,
      doctorName: 'Bác sĩ BS-MAN',
      locationId: location,
      locationName: 'Cơ sở Quận 1',
      clinicPatientId: patient.lan,
      patient: { id: patient.lan, fullName: 'Trần Thị Lan', gender: 1, yearOfBirth: 1981 },
      symptom: 'Sốt cao',
      note: 'Gọi trước',
      cancelReason: null,
      invalidReason: null,
      orderNumber: null,
      notReserved: false,
    });
    const history = await t.app.deps.db
      .select()
      .from(appointmentStatusHistory)
      .where(eq(appointmentStatusHistory.appointmentId, first.id));
    expect(history).toMatchObject([
      { fromStatus: null, toStatus: AppointmentStatus.NotApproved, userId: owner.user.id },
    ]);
    const logs = await t.app.deps.db
      .select()
      .from(activityLogs)
      .where(
        and(
          eq(activityLogs.entityType, ActivityEntityType.ClinicAppointment),
          eq(activityLogs.entityId, first.id),
        ),
      );
    expect(logs.map((l) => l.action)).toEqual([ActivityAction.Create]);
    expect(events).toContainEqual(
      // The payload is the whole appointment; these are the fields this test checks.
      expect.objectContaining({
        name: 'appointment.add',
        payload: expect.objectContaining({ id: first.id, source: 'staff' }),
      }),
    );
    const read = await t.call(owner.headers, 'GET', `/clinic-appointments/${first.id}`);
    expect(read.json().data).toEqual(first);
  });

  it('approves at once with a doctor who auto-approves, and books a new patient given inline', async () => {
    const a = await booked({
      doctorId: doctor.auto,
      locationId: location,
      date: D3(),
      time: '08:00',
      patient: { fullName: 'Phạm Quốc Bảo', gender: 1, phone: '0987654321', yearOfBirth: 1975 },
    });
    expect(a).toMatchObject({ code: 'LH000002', status: AppointmentStatus.Approved });
    expect(a.patient).toMatchObject({ fullName: 'Phạm Quốc Bảo', code: expect.stringMatching(/^BN\d{6}$/) });
  });

  it('refuses a time that is not a slot of the doctor there, and a body naming no or two patients', async () => {
    refused(await book(slot(doctor.manual, patient.minh, '08:05')), 'appointmentTimeUnavailable');
    refused(await book(slot(doctor.manual, patient.minh, '12:00')), 'appointmentTimeUnavailable');
    refused(await book(slot(doctor.manual, patient.minh, '08:20', day(4))), 'appointmentTimeUnavailable');
    const none = await book({ doctorId: doctor.manual, locationId: location, date: D3(), time: '08:20' });
    expect(none.statusCode).toBe(400);
  });

  it('refuses a slot less than 60 minutes ahead, and takes one further on', async () => {
    const start = new Date(Math.ceil((Date.now() + 2 * 60_000) / 60_000) * 60_000);
    await created('/schedules', {
      doctorId: doctor.soon,
      locationId: location,
      start: start.toISOString(),
      end: new Date(start.getTime() + 3 * 3600_000).toISOString(),
      repeatType: 0,
    });
    const at = (minutes: number) => {
      const s = new Date(start.getTime() + minutes * 60_000);
      return { date: localDate(s, HCM), time: localTime(s, HCM) };
    };
    refused(await book({ ...slot(doctor.soon, patient.minh, ''), ...at(0) }), 'appointmentTimeUnavailable');
    refused(await book({ ...slot(doctor.soon, patient.minh, ''), ...at(40) }), 'appointmentTimeUnavailable');
    const later = await booked({ ...slot(doctor.soon, patient.minh, ''), ...at(80) });
    expect(later.time).toBe(at(80).time);
  });

  it('refuses a full slot', async () => {
    refused(await book(slot(doctor.manual, patient.minh, '08:00')), 'appointmentTimeUnavailable');
    await booked(slot(doctor.auto, patient.minh, '08:00')); // the auto doctor's second place
    refused(await book(slot(doctor.auto, patient.hoa, '08:00')), 'appointmentTimeUnavailable');
  });

  it('refuses the same patient twice in one slot, even where places are left', async () => {
    await booked(slot(doctor.auto, patient.hoa, '08:20'));
    refused(await book(slot(doctor.auto, patient.hoa, '08:20')), 'patientAlreadyInSlot');
  });

  it('refuses a fourth active appointment for one patient on one clinic day', async () => {
    await booked(slot(doctor.manual, patient.hoa, '09:00'));
    await booked(slot(doctor.manual, patient.hoa, '09:20'));
    refused(await book(slot(doctor.manual, patient.hoa, '09:40')), 'tooManyAppointmentsSameDay');
  });

  it('gives the last place of a slot to exactly one of five concurrent bookings', async () => {
    const all = await Promise.all(
      [patient.c1, patient.c2, patient.c3, patient.c4, patient.c5].map((p) =>
        book(slot(doctor.manual, p, '10:20')),
      ),
    );
    expect(all.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of all.filter((x) => x.statusCode !== 200))
      expect(r.json().code).toBe(errors.appointmentTimeUnavailable.code);
    const rows = await t.app.deps.db
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.doctorId, doctor.manual),
          eq(appointments.startAt, instantOfLocal(D3(), '10:20', HCM)),
        ),
      );
    expect(rows).toHaveLength(1);
  });

  it('adds a walk-in to today’s queue now, approved, outside the slots', async () => {
    const before = Date.now();
    const w = await booked({
      clinicPatientId: patient.c1,
      doctorId: doctor.manual,
      locationId: location,
      notReserved: true,
      symptom: 'Ho',
    });
    expect(w).toMatchObject({
      status: AppointmentStatus.Approved,
      notReserved: true,
      date: day(0),
      orderNumber: null,
      symptom: 'Ho',
    });
    expect(Date.parse(w.start)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(w.end) - Date.parse(w.start)).toBe(15 * 60_000);
  });
});

describe('editing', () => {
  it('moves an appointment to another slot, keeping its status; its own slot does not count against it', async () => {
    const a = await booked(slot(doctor.manual, patient.c4, '10:40'));
    const same = await t.call(owner.headers, 'PUT', `/clinic-appointments/${a.id}`, {
      doctorId: doctor.manual,
      locationId: location,
      date: D3(),
      time: '10:40',
      symptom: 'Đau đầu',
    });
    expect(same.statusCode, same.body).toBe(200);
    const moved = await t.call(owner.headers, 'PUT', `/clinic-appointments/${a.id}`, {
      doctorId: doctor.manual,
      locationId: location,
      date: D3(),
      time: '11:00',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ time: '11:00', status: AppointmentStatus.NotApproved });
    // Onto a full slot: refused.
    refused(
      await t.call(owner.headers, 'PUT', `/clinic-appointments/${a.id}`, {
        doctorId: doctor.manual,
        locationId: location,
        date: D3(),
        time: '08:00',
      }),
      'appointmentTimeUnavailable',
    );
    const details = await t.call(owner.headers, 'GET', `/clinic-appointments/${a.id}/details-for-edit`);
    expect(details.statusCode, details.body).toBe(200);
    const { appointment, slots } = details.json().data;
    expect(appointment.time).toBe('11:00');
    expect(slots.map((s: { time: string }) => s.time)).toContain('10:40');
    expect(slots.find((s: { time: string }) => s.time === '11:00')).toMatchObject({ booked: 1 });
  });

  it('brings an Invalid appointment back as Approved with an auto-approving doctor', async () => {
    const a = await booked(slot(doctor.auto, patient.c2, '09:00'));
    await t.app.deps.db
      .update(appointments)
      .set({ status: AppointmentStatus.Invalid, invalidReason: 'Lịch bác sĩ đã thay đổi' })
      .where(eq(appointments.id, a.id));
    const invalid = await t.call(owner.headers, 'GET', '/clinic-appointments/has-invalid');
    expect(invalid.json().data).toEqual({ hasInvalid: true, count: 1 });
    const res = await t.call(owner.headers, 'PUT', `/clinic-appointments/${a.id}`, {
      doctorId: doctor.auto,
      locationId: location,
      date: D3(),
      time: '09:20',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: AppointmentStatus.Approved,
      invalidReason: null,
      time: '09:20',
    });
    const history = await t.app.deps.db
      .select()
      .from(appointmentStatusHistory)
      .where(eq(appointmentStatusHistory.appointmentId, a.id))
      .orderBy(asc(appointmentStatusHistory.id));
    expect(history.at(-1)).toMatchObject({
      fromStatus: AppointmentStatus.Invalid,
      toStatus: AppointmentStatus.Approved,
    });
    const logs = await t.app.deps.db
      .select({ action: activityLogs.action })
      .from(activityLogs)
      .where(
        and(
          eq(activityLogs.entityType, ActivityEntityType.ClinicAppointment),
          eq(activityLogs.entityId, a.id),
        ),
      )
      .orderBy(asc(activityLogs.id));
    expect(logs.map((l) => l.action)).toEqual([ActivityAction.Create, ActivityAction.Update]);
    expect((await t.call(owner.headers, 'GET', '/clinic-appointments/has-invalid')).json().data).toEqual({
      hasInvalid: false,
      count: 0,
    });
  });

  it('refuses to edit a finished or cancelled appointment', async () => {
    const a = await booked(slot(doctor.auto, patient.c3, '09:40'));
    const edit = () =>
      t.call(owner.headers, 'PUT', `/clinic-appointments/${a.id}`, {
        doctorId: doctor.auto,
        locationId: location,
        date: D3(),
        time: '10:00',
      });
    await t.app.deps.db
      .update(appointments)
      .set({ status: AppointmentStatus.Finished })
      .where(eq(appointments.id, a.id));
    refused(await edit(), 'appointmentAlreadyFinished');
    await t.app.deps.db
      .update(appointments)
      .set({ status: AppointmentStatus.Canceled })
      .where(eq(appointments.id, a.id));
    refused(await edit(), 'statusNotAllowed');
  });
});

describe('lists', () => {
  type Page = { pageData: AppointmentItem[]; paging: { totalItem: number } };
  const search = async (body: object, query = '') => {
    const res = await t.call(owner.headers, 'POST', `/clinic-appointments/search${query}`, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Page;
  };

  it('filters by days, statuses, doctors and a keyword without diacritics', async () => {
    const onD3 = await search({ from: D3(), to: D3() }, '?pageSize=100');
    expect(onD3.pageData.every((a) => a.date === D3())).toBe(true);
    expect(onD3.paging.totalItem).toBe(onD3.pageData.length);
    const times = onD3.pageData.map((a) => a.start);
    expect([...times].sort()).toEqual(times);

    const lan = await search({ keyword: 'tran thi lan' });
    expect(lan.pageData.map((a) => a.code)).toEqual(['LH000001']);
    expect((await search({ keyword: 'LH000001' })).pageData.map((a) => a.patient.fullName)).toEqual([
      'Trần Thị Lan',
    ]);
    const hoa = await search({ keyword: 'le thi hoa', doctorIds: [doctor.manual] });
    expect(hoa.pageData.map((a) => a.time)).toEqual(['09:00', '09:20']);
    const approved = await search({ statuses: [AppointmentStatus.Approved], doctorIds: [doctor.auto] });
    expect(approved.pageData.length).toBeGreaterThan(0);
    expect(
      approved.pageData.every((a) => a.status === AppointmentStatus.Approved && a.doctorId === doctor.auto),
    ).toBe(true);
    const paged = await search({ from: D3(), to: D3() }, '?pageSize=2&pageNumber=2');
    expect(paged.pageData.map((a) => a.id)).toEqual(onD3.pageData.slice(2, 4).map((a) => a.id));

    const counted = await t.call(owner.headers, 'POST', '/clinic-appointments/search-count', {
      from: D3(),
      to: D3(),
      statuses: [AppointmentStatus.NotApproved],
    });
    const { total, byStatus } = counted.json().data;
    expect(byStatus[AppointmentStatus.NotApproved]).toBe(
      onD3.pageData.filter((a) => a.status === AppointmentStatus.NotApproved).length,
    );
    expect(byStatus[AppointmentStatus.Approved]).toBe(
      onD3.pageData.filter((a) => a.status === AppointmentStatus.Approved).length,
    );
    expect(total).toBe(byStatus[AppointmentStatus.NotApproved]);
  });

  it("pages a patient's appointments, newest first", async () => {
    const res = await t.call(
      owner.headers,
      'GET',
      `/clinic-appointments/by-patient-v2?clinicPatientId=${patient.hoa}&pageSize=2`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as Page;
    expect(data.paging.totalItem).toBe(3);
    expect(data.pageData.map((a) => a.time)).toEqual(['09:20', '09:00']);
  });

  it("answers 404 to another clinic's appointment ids", async () => {
    const [mine] = (await search({ keyword: 'LH000001' })).pageData;
    for (const [method, url] of [
      ['GET', `/clinic-appointments/${mine!.id}`],
      ['GET', `/clinic-appointments/${mine!.id}/details-for-edit`],
      ['PUT', `/clinic-appointments/${mine!.id}`],
    ] as const) {
      const res = await t.call(
        other.headers,
        method,
        url,
        method === 'PUT' ? { doctorId: 1, locationId: 1, date: D3(), time: '08:00' } : undefined,
      );
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe(errors.appointmentNotFound.code);
    }
    const theirs = await t.call(other.headers, 'POST', '/clinic-appointments/search', {});
    expect(theirs.json().data.paging.totalItem).toBe(0);
  });
});
