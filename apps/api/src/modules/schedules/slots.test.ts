import {
  AppointmentRepeatType,
  AppointmentStatus,
  addDays,
  errors,
  instantOfLocal,
  localDate,
  PermissionLevel,
  Plan,
  ScreenId,
} from '@clinic/domain';
import { toRRule } from '@clinic/domain/recurrence';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, clinics, locations, schedules, userGroupMembers } from '../../db/schema/index.js';
import {
  addStaffMember,
  createTestApp,
  fillClinic,
  signUpClinic,
  type TestApp,
} from '../../testing/harness.js';
import { clinicTimeZone } from './occurrences.js';
import { type DoctorSlot, scheduleSlots } from './slots.read.js';

// The receptionist picks a doctor (or a specialty), a location and a day, and is offered the slots the doctor's
// schedules hold there. Schedules and appointments are written straight into their tables: the schedules and
// appointment APIs have tests of their own, and these stories are about the slots alone.

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpClinic>>;
let clinic: Awaited<ReturnType<typeof fillClinic>>;
let other: Awaited<ReturnType<typeof fillClinic>>;
let tz: string;
/** A clinic day a week ahead: inside the default 30 booking days, far from the 60-minute lead. */
let day: string;
const doctor = { manual: 0, auto: 0, elsewhere: 0, otherSpecialty: 0, disabled: 0 };
let location2 = 0;

const at = (date: string, time: string) => instantOfLocal(date, time, tz);

async function post(url: string, payload: object, headers = owner.headers) {
  return t.app.inject({ method: 'POST', url: `/api${url}`, headers, payload });
}
async function created(url: string, payload: object) {
  const res = await post(url, payload);
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.body}`);
  return res.json().data as { id: number };
}

async function addDoctor(
  name: string,
  settings: { perVisit: number; waiting: number; perSlot: number; auto: boolean },
  specialtyIds: number[],
  locationIds: number[],
) {
  const { id } = await created('/doctors', {
    name,
    doctorCode: name.replace(/\W/g, '').slice(0, 20),
    timePerAppointmentInMinutes: settings.perVisit,
    waitingTime: settings.waiting,
    numberOfAppointmentsPerSlot: settings.perSlot,
    isAutoApproveAppointment: settings.auto,
    isVisibleForBooking: true,
    specialtyIds,
    locationIds,
  });
  return id;
}

/** A schedule row as the schedules API stores it: first occurrence, repeat type and its RFC 5545 rule. */
async function addSchedule(
  doctorId: number,
  locationId: number,
  date: string,
  from: string,
  to: string,
  repeatType: AppointmentRepeatType = AppointmentRepeatType.NoRepeat,
) {
  const startAt = at(date, from);
  await t.app.deps.db.insert(schedules).values({
    clinicId: owner.user.clinicId,
    doctorId,
    locationId,
    startAt,
    endAt: at(date, to),
    repeatType,
    rrule: toRRule(repeatType, undefined, startAt, tz),
    lastEndAt: repeatType === AppointmentRepeatType.NoRepeat ? at(date, to) : null,
  });
}

let codes = 0;
async function book(doctorId: number, time: string, status: AppointmentStatus, minutes = 20) {
  codes += 1;
  const startAt = at(day, time);
  // A patient of its own: one patient is never twice in a slot (appointments_patient_once_per_slot).
  const patient = await created('/clinic-patients', {
    fullName: `Bệnh nhân ${codes}`,
    gender: 1,
    phone: '0912345678',
    yearOfBirth: 1990,
  });
  await t.app.deps.db.insert(appointments).values({
    clinicId: owner.user.clinicId,
    // Not 'LH…': the clinic counter issues those (fillClinic books one).
    code: `SLOT${String(codes).padStart(6, '0')}`,
    clinicPatientId: patient.id,
    doctorId,
    locationId: clinic.location.id,
    startAt,
    endAt: new Date(startAt.getTime() + minutes * 60_000),
    status,
  });
}

const slotsOf = async (body: object, headers = owner.headers) => {
  const res = await post('/clinic-appointments/get-schedule-slots', body, headers);
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data as DoctorSlot[];
};
const line = (s: DoctorSlot) => `${s.time} ${s.availability} ${s.booked}/${s.capacity}`;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpClinic(t.app, 'Slots');
  // Five doctors do not fit the Trial plan.
  await t.app.deps.db.update(clinics).set({ plan: Plan.Full }).where(eq(clinics.id, owner.user.clinicId));
  clinic = await fillClinic(t.app, owner.headers, 'S');
  other = await fillClinic(t.app, (await signUpClinic(t.app, 'Other')).headers, 'O');
  tz = await clinicTimeZone(t.app.deps.db, owner.user.clinicId);
  day = addDays(localDate(new Date(), tz), 7);

  // fillClinic's doctor: 15-minute visits, 5 minutes' wait, one patient per slot, approval by hand.
  doctor.manual = clinic.doctor.id;
  doctor.auto = await addDoctor(
    'BS. Tự Duyệt',
    { perVisit: 20, waiting: 10, perSlot: 2, auto: true },
    [clinic.specialty.id],
    [clinic.location.id],
  );
  location2 = (await created('/locations', { name: 'Cơ sở Thủ Đức', provinceId: 58 })).id;
  doctor.elsewhere = await addDoctor(
    'BS. Thủ Đức',
    { perVisit: 15, waiting: 5, perSlot: 1, auto: true },
    [clinic.specialty.id],
    [location2],
  );
  const skin = await created('/specialties', { name: 'Da liễu', shortName: 'DL' });
  doctor.otherSpecialty = await addDoctor(
    'BS. Da Liễu',
    { perVisit: 15, waiting: 5, perSlot: 1, auto: true },
    [skin.id],
    [clinic.location.id],
  );
  doctor.disabled = await addDoctor(
    'BS. Nghỉ Phép',
    { perVisit: 15, waiting: 5, perSlot: 1, auto: true },
    [clinic.specialty.id],
    [clinic.location.id],
  );
  for (const id of Object.values(doctor))
    await addSchedule(id, id === doctor.elsewhere ? location2 : clinic.location.id, day, '08:00', '11:30');
  const off = await t.app.inject({
    method: 'PUT',
    url: `/api/doctors/${doctor.disabled}/set-enabled`,
    headers: owner.headers,
    payload: { enabled: false },
  });
  expect(off.statusCode).toBe(200);
});
afterAll(async () => t.close());

describe('appointment slots', () => {
  it('a doctor with a morning schedule offers slots stepping by the visit plus the waiting time', async () => {
    const slots = await slotsOf({ doctorId: doctor.auto, locationId: clinic.location.id, date: day });
    // 20 minutes' visit + 10 minutes' wait: every half hour while a whole step fits before 11:30.
    expect(slots.map((s) => s.time)).toEqual(['08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '11:00']);
    expect(slots[0]).toEqual({
      doctorId: doctor.auto,
      start: at(day, '08:00').toISOString(),
      end: at(day, '08:20').toISOString(),
      time: '08:00',
      capacity: 2,
      booked: 0,
      availability: 'available',
    });
    // The same doctor elsewhere, or on another day, has nothing.
    expect(await slotsOf({ doctorId: doctor.auto, locationId: location2, date: day })).toEqual([]);
    expect(
      await slotsOf({ doctorId: doctor.auto, locationId: clinic.location.id, date: addDays(day, 1) }),
    ).toEqual([]);
  });

  it('a disabled location offers no slots, and offers them again once enabled', async () => {
    const elsewhere = { doctorId: doctor.elsewhere, locationId: location2, date: day };
    expect((await slotsOf(elsewhere)).length).toBeGreaterThan(0);
    await t.app.deps.db.update(locations).set({ enabled: false }).where(eq(locations.id, location2));
    expect(await slotsOf(elsewhere)).toEqual([]);
    await t.app.deps.db.update(locations).set({ enabled: true }).where(eq(locations.id, location2));
    expect((await slotsOf(elsewhere)).length).toBeGreaterThan(0);
  });

  it('a slot holding numberOfAppointmentsPerSlot active appointments is full; one booking leaves room', async () => {
    await book(doctor.auto, '08:00', AppointmentStatus.Approved);
    await book(doctor.auto, '08:00', AppointmentStatus.CheckedIn);
    await book(doctor.auto, '08:30', AppointmentStatus.NotApproved);
    await book(doctor.auto, '09:00', AppointmentStatus.InProgress);
    await book(doctor.auto, '09:00', AppointmentStatus.Approved);
    const slots = await slotsOf({ doctorId: doctor.auto, locationId: clinic.location.id, date: day });
    expect(slots.slice(0, 4).map(line)).toEqual([
      '08:00 full 2/2',
      '08:30 available 1/2',
      '09:00 full 2/2',
      '09:30 available 0/2',
    ]);
  });

  it('cancelled, invalid and finished appointments hold no place', async () => {
    await book(doctor.auto, '10:00', AppointmentStatus.Canceled);
    await book(doctor.auto, '10:00', AppointmentStatus.Invalid);
    await book(doctor.auto, '10:30', AppointmentStatus.Finished);
    await book(doctor.auto, '10:30', AppointmentStatus.Canceled);
    const slots = await slotsOf({ doctorId: doctor.auto, locationId: clinic.location.id, date: day });
    expect(slots.filter((s) => s.time === '10:00' || s.time === '10:30').map(line)).toEqual([
      '10:00 available 0/2',
      '10:30 available 0/2',
    ]);
  });

  it('a doctor who approves by hand offers notApproved slots, until one fills up', async () => {
    await book(doctor.manual, '08:20', AppointmentStatus.NotApproved);
    const slots = await slotsOf({ doctorId: doctor.manual, locationId: clinic.location.id, date: day });
    // 15 minutes' visit + 5 minutes' wait; the last whole step 11:00–11:20 fits before 11:30.
    expect(slots).toHaveLength(10);
    expect(slots.slice(0, 3).map(line)).toEqual([
      '08:00 notApproved 0/1',
      '08:20 full 1/1',
      '08:40 notApproved 0/1',
    ]);
    expect(slots.at(-1)!.time).toBe('11:00');
    expect(slots[0]!.end).toBe(at(day, '08:15').toISOString());
  });

  it('slots starting under 60 minutes from now, or under the clinic’s longer lead, are not offered', async () => {
    const db = t.app.deps.db;
    const query = { doctorId: doctor.auto, locationId: clinic.location.id, date: day };
    // At 08:30 the first bookable slot starts at 09:30, exactly an hour ahead.
    const atHalfPastEight = await scheduleSlots(db, owner.user.clinicId, query, at(day, '08:30'));
    expect(atHalfPastEight[0]!.time).toBe('09:30');
    expect(
      (await scheduleSlots(db, owner.user.clinicId, query, at(day, '08:31'))).map((s) => s.time)[0],
    ).toBe('10:00');
    // A clinic asking two hours' notice (AllowBookingBeforeMinutes) gets it; it never goes under 60.
    await db
      .update(clinics)
      .set({ allowBookingBeforeMinutes: 120 })
      .where(eq(clinics.id, owner.user.clinicId));
    expect((await scheduleSlots(db, owner.user.clinicId, query, at(day, '08:30')))[0]!.time).toBe('10:30');
    await db.update(clinics).set({ allowBookingBeforeMinutes: 0 }).where(eq(clinics.id, owner.user.clinicId));
    expect((await scheduleSlots(db, owner.user.clinicId, query, at(day, '08:30')))[0]!.time).toBe('09:30');
    await db
      .update(clinics)
      .set({ allowBookingBeforeMinutes: 60 })
      .where(eq(clinics.id, owner.user.clinicId));
    // After the morning is over, nothing is left of it.
    expect(await scheduleSlots(db, owner.user.clinicId, query, at(day, '12:00'))).toEqual([]);
  });

  it('a day beyond allowBookingInDays gives nothing; the last allowed day still does', async () => {
    const settings = async (allowBookingInDays: number) => {
      const current = (
        await t.app.inject({ method: 'GET', url: '/api/clinics/general-settings', headers: owner.headers })
      ).json().data;
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/clinics/general-settings',
        headers: owner.headers,
        payload: { ...current, allowBookingInDays },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const query = { doctorId: doctor.auto, locationId: clinic.location.id, date: day };
    await settings(7);
    expect(await slotsOf(query)).toHaveLength(7);
    await settings(6);
    expect(await slotsOf(query)).toEqual([]);
    await settings(30);
    // Nor is a day already past offered.
    expect(await slotsOf({ ...query, date: addDays(localDate(new Date(), tz), -1) })).toEqual([]);
  });

  it('a specialty merges its enabled doctors who work at the location, ordered by time then doctor', async () => {
    const slots = await slotsOf({
      specialtyId: clinic.specialty.id,
      locationId: clinic.location.id,
      date: day,
    });
    // Not the doctor of another specialty, not the one working elsewhere, not the disabled one.
    expect(new Set(slots.map((s) => s.doctorId))).toEqual(new Set([doctor.manual, doctor.auto]));
    expect(slots).toHaveLength(10 + 7);
    const [first, second] = [doctor.manual, doctor.auto].sort((a, b) => a - b);
    expect(slots.slice(0, 5).map((s) => `${s.time} ${s.doctorId}`)).toEqual([
      `08:00 ${first}`,
      `08:00 ${second}`,
      `08:20 ${doctor.manual}`,
      `08:30 ${doctor.auto}`,
      `08:40 ${doctor.manual}`,
    ]);
    // The specialty's doctor at the other location is offered there.
    const there = await slotsOf({ specialtyId: clinic.specialty.id, locationId: location2, date: day });
    expect(new Set(there.map((s) => s.doctorId))).toEqual(new Set([doctor.elsewhere]));
  });

  it("a receptionist limited by her group to one doctor is offered only that doctor's slots", async () => {
    const group = await created('/user-groups', { name: 'Nhóm bác sĩ thủ công', doctorIds: [doctor.manual] });
    const receptionist = await addStaffMember(t.app, owner.user.clinicId, {
      screens: { [ScreenId.Appointments]: PermissionLevel.Read },
    });
    await t.app.deps.db
      .insert(userGroupMembers)
      .values({ clinicId: owner.user.clinicId, groupId: group.id, userId: receptionist.user.id });
    const bySpecialty = await slotsOf(
      { specialtyId: clinic.specialty.id, locationId: clinic.location.id, date: day },
      receptionist.headers,
    );
    expect(new Set(bySpecialty.map((s) => s.doctorId))).toEqual(new Set([doctor.manual]));
    const hidden = await post(
      '/clinic-appointments/get-schedule-slots',
      { doctorId: doctor.auto, locationId: clinic.location.id, date: day },
      receptionist.headers,
    );
    expect(hidden.json().code).toBe(errors.doctorNotFound.code);
    await t.app.deps.db.delete(userGroupMembers).where(eq(userGroupMembers.userId, receptionist.user.id));
  });

  it('a disabled doctor is unavailable; a doctor without a schedule that day simply has no slots', async () => {
    const res = await post('/clinic-appointments/get-schedule-slots?lang=en', {
      doctorId: doctor.disabled,
      locationId: clinic.location.id,
      date: day,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(errors.doctorUnavailable.code);
    expect(
      await slotsOf({ doctorId: doctor.manual, locationId: clinic.location.id, date: addDays(day, 2) }),
    ).toEqual([]);
  });

  it("another clinic's doctor, location or specialty answers 404, like a missing one", async () => {
    const ask = async (body: object) => {
      const res = await post('/clinic-appointments/get-schedule-slots', { date: day, ...body });
      return [res.statusCode, res.json().code];
    };
    expect(await ask({ doctorId: other.doctor.id, locationId: clinic.location.id })).toEqual([
      404,
      errors.doctorNotFound.code,
    ]);
    expect(await ask({ doctorId: doctor.auto, locationId: other.location.id })).toEqual([
      404,
      errors.locationNotFound.code,
    ]);
    expect(await ask({ specialtyId: other.specialty.id, locationId: clinic.location.id })).toEqual([
      404,
      errors.specialtyNotFound.code,
    ]);
    expect(await ask({ doctorId: 999_999, locationId: clinic.location.id })).toEqual([
      404,
      errors.doctorNotFound.code,
    ]);
  });

  it('asks for exactly one of doctor and specialty, and a real day', async () => {
    const fields = async (body: object) => {
      const res = await post('/clinic-appointments/get-schedule-slots', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('PSYS_4001');
      return res
        .json()
        .fields.map((f: { path: string }) => f.path)
        .sort();
    };
    const both = { doctorId: doctor.auto, specialtyId: clinic.specialty.id, locationId: clinic.location.id };
    expect(await fields({ ...both, date: day })).toEqual(['body.doctorId', 'body.specialtyId']);
    expect(await fields({ locationId: clinic.location.id, date: day })).toEqual([
      'body.doctorId',
      'body.specialtyId',
    ]);
    expect(
      await fields({ doctorId: doctor.auto, locationId: clinic.location.id, date: '2027-02-30' }),
    ).toEqual(['body.date']);
    // A null stands for "not given", as forms send it.
    expect(
      await slotsOf({ doctorId: doctor.auto, specialtyId: null, locationId: clinic.location.id, date: day }),
    ).toHaveLength(7);
  });

  it('a work-week series offers its afternoon on weekdays and nothing at the weekend', async () => {
    // The first Monday after `day` (whose morning every doctor works): the week never meets that morning, whatever
    // weekday today is, and still sits inside the booking days.
    let monday = addDays(day, 1);
    while (new Date(`${monday}T00:00:00Z`).getUTCDay() !== 1) monday = addDays(monday, 1);
    await addSchedule(
      doctor.otherSpecialty,
      clinic.location.id,
      monday,
      '13:30',
      '17:00',
      AppointmentRepeatType.EveryWorkDaysOfWeek,
    );
    const on = (date: string) =>
      slotsOf({ doctorId: doctor.otherSpecialty, locationId: clinic.location.id, date });
    const wednesday = await on(addDays(monday, 2));
    expect(wednesday.map((s) => s.time).slice(0, 3)).toEqual(['13:30', '13:50', '14:10']);
    expect(wednesday.at(-1)!.time).toBe('16:30');
    expect(await on(addDays(monday, 5))).toEqual([]);
    expect(await on(addDays(monday, 6))).toEqual([]);
    expect((await on(addDays(monday, 7))).map((s) => s.start)[0]).toBe(
      at(addDays(monday, 7), '13:30').toISOString(),
    );
  });
});
