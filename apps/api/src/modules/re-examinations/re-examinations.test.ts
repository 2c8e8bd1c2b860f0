import {
  AppointmentStatus,
  addDays,
  errors,
  Gender,
  instantOfLocal,
  localDate,
  PermissionLevel,
  RE_EXAM_GRACE_DAYS,
  ScreenId,
} from '@clinic/domain';
import type { ReExaminationItem } from '@clinic/domain/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  doctorSpecialties,
  prescriptions,
  serviceSheets,
  userGroupMembers,
} from '../../db/schema/index.js';
import {
  addStaffMember,
  createTestApp,
  fillClinic,
  signUpClinic,
  type TestApp,
} from '../../testing/harness.js';

// Screen 42: the front desk calls the patients the doctors asked back. The doctors' dates are written straight
// into the result sheets and prescriptions (their screens are built alongside), the visits into the book.

const S = AppointmentStatus;
const HCM = 'Asia/Ho_Chi_Minh';
const today = () => localDate(new Date(), HCM);

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpClinic>>;
let filled: Awaited<ReturnType<typeof fillClinic>>;
let other: Awaited<ReturnType<typeof signUpClinic>>;
const doctor = { a: 0, b: 0 };
const patient = { lan: 0, hung: 0, mai: 0 };
let seq = 0;
async function created(url: string, payload: object) {
  const res = await t.call(owner.headers, 'POST', url, payload);
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.body}`);
  return res.json().data as { id: number };
}
async function list(filter: object, query = '', headers = owner.headers) {
  const res = await t.call(headers, 'POST', `/re-examination-appointments${query}`, filter);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { pageData: ReExaminationItem[]; paging: { totalItem: number } };
}

/** A visit of `clinicPatientId` on `day` at `time`, written into the book. */
async function visit(
  clinicPatientId: number,
  day: string,
  time: string,
  status: number,
  doctorId = doctor.a,
) {
  seq += 1;
  const start = instantOfLocal(day, time, HCM);
  const [row] = await t.app.deps.db
    .insert(appointments)
    .values({
      clinicId: owner.user.clinicId,
      code: `LH-R-${seq}`,
      clinicPatientId,
      doctorId,
      locationId: filled.location.id,
      startAt: start,
      endAt: new Date(start.getTime() + 15 * 60_000),
      status,
    })
    .returning();
  return row!.id;
}
const sheetDate = (appointmentId: number, date: string, diagnosis = 'Viêm họng cấp') =>
  t.app.deps.db.insert(serviceSheets).values({
    clinicId: owner.user.clinicId,
    appointmentId,
    formId: filled.form.id,
    diagnosis,
    nextAppointmentDate: date,
  });
const prescriptionDate = (appointmentId: number, clinicPatientId: number, date: string, diagnosis: string) =>
  t.app.deps.db.insert(prescriptions).values({
    clinicId: owner.user.clinicId,
    appointmentId,
    clinicPatientId,
    diagnosis,
    reExamDate: date,
  });

const visits: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpClinic(t.app, 'Reexam');
  filled = await fillClinic(t.app, owner.headers, 'Reexam');
  other = await signUpClinic(t.app, 'Other');
  const hire = async (code: string) =>
    (
      await created('/doctors', {
        name: `Bác sĩ ${code}`,
        doctorCode: code,
        timePerAppointmentInMinutes: 15,
        waitingTime: 5,
        isVisibleForBooking: true,
        isAutoApproveAppointment: false,
        numberOfAppointmentsPerSlot: 1,
        specialtyIds: [filled.specialty.id],
        locationIds: [filled.location.id],
      })
    ).id;
  doctor.a = await hire('BS-RA');
  doctor.b = await hire('BS-RB');
  const person = async (fullName: string, phone: string) =>
    (await created('/clinic-patients', { fullName, gender: Gender.Female, phone, yearOfBirth: 1970 })).id;
  patient.lan = await person('Trần Thị Lan', '0901222333');
  patient.hung = await person('Phạm Văn Hùng', '0933444555');
  patient.mai = await person('Đỗ Thị Mai', '0977888999');

  const d = today();
  // Lan: seen 10 days ago, sheet asks her back in 3 days; not booked (her cancelled appointment does not count).
  visits.lan = await visit(patient.lan, addDays(d, -10), '09:00', S.Finished);
  await sheetDate(visits.lan, addDays(d, 3));
  await visit(patient.lan, addDays(d, 3), '08:00', S.Canceled);
  // Hùng: the sheet says in 2 days, his prescription in 5 (the later wins); he already booked in 5 days.
  visits.hung = await visit(patient.hung, addDays(d, -7), '10:00', S.Finished, doctor.b);
  await sheetDate(visits.hung, addDays(d, 2), 'Tăng huyết áp');
  await prescriptionDate(visits.hung, patient.hung, addDays(d, 5), 'Tăng huyết áp độ 1');
  visits.hungBooked = await visit(patient.hung, addDays(d, 5), '14:30', S.Approved, doctor.b);
  // Mai: asked back today by prescription, and in 20 days by another visit's sheet (outside the window).
  visits.mai = await visit(patient.mai, addDays(d, -30), '08:00', S.Finished);
  await prescriptionDate(visits.mai, patient.mai, d, 'Đái tháo đường type 2');
  visits.maiLater = await visit(patient.mai, addDays(d, -1), '08:30', S.Finished);
  await sheetDate(visits.maiLater, addDays(d, 20));
}, 60_000);
afterAll(async () => t.close());

describe('the re-examination list', () => {
  it('opens on today and the week after: one row per visit by date, its latest date and source, booked or not', async () => {
    const d = today();
    const { pageData, paging } = await list({});
    expect(pageData.map((r) => [r.appointmentId, r.reExamDate, r.source])).toEqual([
      [visits.mai, d, 'prescription'],
      [visits.lan, addDays(d, 3), 'serviceSheet'],
      [visits.hung, addDays(d, 5), 'prescription'],
    ]);
    expect(paging.totalItem).toBe(3);
    const [mai, lan, hung] = pageData;
    expect(lan).toMatchObject({
      patient: { id: patient.lan, fullName: 'Trần Thị Lan', phone: '0901222333' },
      doctorId: doctor.a,
      doctorName: 'Bác sĩ BS-RA',
      diagnosis: 'Viêm họng cấp',
      bookedAppointment: null,
    });
    expect(hung!.diagnosis).toBe('Tăng huyết áp độ 1');
    expect(hung!.bookedAppointment).toMatchObject({
      id: visits.hungBooked,
      date: addDays(d, 5),
      time: '14:30',
      status: S.Approved,
    });
    // Mai's visit a day ago is after the one that set today's date: she counts as booked by it.
    expect(mai!.bookedAppointment?.id).toBe(visits.maiLater);
  });

  it('takes another window, and drops a visit whose latest date lies outside it', async () => {
    const d = today();
    // Hùng's sheet date (in 2 days) is in this window, but his visit's date is the prescription's 5 days.
    const soon = await list({ from: addDays(d, 1), to: addDays(d, 3) });
    expect(soon.pageData.map((r) => r.appointmentId)).toEqual([visits.lan]);
    const later = await list({ from: addDays(d, 15), to: addDays(d, 25) });
    expect(later.pageData.map((r) => [r.appointmentId, r.source])).toEqual([
      [visits.maiLater, 'serviceSheet'],
    ]);
    expect(later.pageData[0]!.bookedAppointment).toBeNull();
  });

  it('filters by doctor and by a keyword on the patient without accents, and pages', async () => {
    expect((await list({ doctorIds: [doctor.b] })).pageData.map((r) => r.appointmentId)).toEqual([
      visits.hung,
    ]);
    expect((await list({ keyword: 'do thi mai' })).pageData.map((r) => r.appointmentId)).toEqual([
      visits.mai,
    ]);
    expect((await list({ keyword: '0901' })).pageData.map((r) => r.appointmentId)).toEqual([visits.lan]);
    const second = await list({}, '?pageSize=2&pageNumber=2');
    expect(second.pageData.map((r) => r.appointmentId)).toEqual([visits.hung]);
    expect(second.paging.totalItem).toBe(3);
  });

  it('shows a staff member only their groups’ doctors, answers 403 without screen 42, and nothing to another clinic', async () => {
    const group = await created('/user-groups', { name: 'Nhóm bác sĩ B', doctorIds: [doctor.b] });
    const receptionist = await addStaffMember(t.app, owner.user.clinicId, {
      screens: { [ScreenId.ReExaminationAppointments]: PermissionLevel.Read },
    });
    await t.app.deps.db
      .insert(userGroupMembers)
      .values({ clinicId: owner.user.clinicId, groupId: group.id, userId: receptionist.user.id });
    const seen = await list({}, '', receptionist.headers);
    expect(seen.pageData.map((r) => r.appointmentId)).toEqual([visits.hung]);

    const cashier = await addStaffMember(t.app, owner.user.clinicId, {
      screens: { [ScreenId.LabResults]: PermissionLevel.Write },
    });
    const refused = await t.call(cashier.headers, 'POST', '/re-examination-appointments', {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(errors.noPermission.code);

    expect((await list({}, '', other.headers)).pageData).toEqual([]);
    // Another clinic's doctor id in the filter narrows to nothing: it is a filter, not a reference.
    expect((await list({ doctorIds: [doctor.a] }, '', other.headers)).pageData).toEqual([]);
  });
});

describe('a booking answers a re-examination only inside its due window, with the same doctor or specialty', () => {
  // Each patient was seen 20 days ago by doctor A and asked back in 2 days; one later appointment each.
  const due = () => addDays(today(), 2);
  async function dueBack(name: string, phone: string) {
    const id = (
      await created('/clinic-patients', { fullName: name, gender: Gender.Male, phone, yearOfBirth: 1980 })
    ).id;
    const seen = await visit(id, addDays(today(), -20), '09:00', S.Finished);
    await sheetDate(seen, due(), `Tái khám ${name}`);
    return { id, seen };
  }
  const rowOf = async (seen: number) =>
    (await list({ from: due(), to: due(), keyword: '' })).pageData.find((r) => r.appointmentId === seen);
  let skinDoctor = 0;
  beforeAll(async () => {
    // The plan's doctor limit is reached: the clinic's first doctor becomes the dermatologist instead.
    const skin = await created('/specialties', { name: 'Da liễu tái khám' });
    skinDoctor = filled.doctor.id;
    await t.app.deps.db.delete(doctorSpecialties).where(eq(doctorSpecialties.doctorId, skinDoctor));
    await t.app.deps.db
      .insert(doctorSpecialties)
      .values({ clinicId: owner.user.clinicId, doctorId: skinDoctor, specialtyId: skin.id });
  });

  it('does not count an appointment before the exam', async () => {
    const p = await dueBack('Ngô Văn Trước', '0911000001');
    await visit(p.id, addDays(today(), -25), '09:00', S.Finished);
    expect((await rowOf(p.seen))!.bookedAppointment).toBeNull();
  });

  it('counts one with the same doctor between the exam and the due date, and on the last day of grace', async () => {
    const early = await dueBack('Ngô Văn Sớm', '0911000002');
    const booked = await visit(early.id, addDays(today(), -10), '09:20', S.Approved);
    expect((await rowOf(early.seen))!.bookedAppointment?.id).toBe(booked);
    const late = await dueBack('Ngô Văn Muộn', '0911000003');
    const lastDay = await visit(late.id, addDays(due(), RE_EXAM_GRACE_DAYS), '16:00', S.Approved);
    expect((await rowOf(late.seen))!.bookedAppointment?.id).toBe(lastDay);
  });

  it('does not count one after the grace', async () => {
    const p = await dueBack('Ngô Văn Quá', '0911000004');
    await visit(p.id, addDays(due(), RE_EXAM_GRACE_DAYS + 1), '08:00', S.Approved);
    expect((await rowOf(p.seen))!.bookedAppointment).toBeNull();
  });

  it('counts another doctor of the same specialty, not a doctor of another specialty', async () => {
    const same = await dueBack('Ngô Văn Cùng', '0911000005');
    const withB = await visit(same.id, due(), '10:00', S.Approved, doctor.b);
    expect((await rowOf(same.seen))!.bookedAppointment?.id).toBe(withB);
    const other = await dueBack('Ngô Văn Khác', '0911000006');
    await visit(other.id, due(), '10:00', S.Approved, skinDoctor);
    expect((await rowOf(other.seen))!.bookedAppointment).toBeNull();
  });
});
