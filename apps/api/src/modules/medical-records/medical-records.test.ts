import { AppointmentStatus, FormOwnerKind, PermissionLevel, ScreenId } from '@clinic/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  checkInSheets,
  clinicPatients,
  forms,
  labResults,
  prescriptionItems,
  prescriptions,
  serviceOrders,
  serviceSheets,
} from '../../db/schema/index.js';
import {
  addStaffMember,
  createTestApp,
  fillClinic,
  signUpClinic,
  type TestApp,
} from '../../testing/harness.js';

// The medical record: a visit read whole (with what the service-order, prescription and lab-result areas read of
// it), and a patient's visits summed up newest first.

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpClinic>>;
let filled: Awaited<ReturnType<typeof fillClinic>>;
let other: Awaited<ReturnType<typeof signUpClinic>>;
let otherFilled: Awaited<ReturnType<typeof fillClinic>>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpClinic(t.app, 'Records');
  filled = await fillClinic(t.app, owner.headers, 'R');
  other = await signUpClinic(t.app, 'OtherRecords');
  otherFilled = await fillClinic(t.app, other.headers, 'Q');
});
afterAll(async () => t.close());

async function newPatient(fullName: string) {
  const res = await t.call(owner.headers, 'POST', '/clinic-patients', {
    fullName,
    gender: 1,
    phone: '0903555666',
    yearOfBirth: 1985,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

let seq = 0;
async function visit(clinicPatientId: number, status: number, startAt: string) {
  seq += 1;
  const [row] = await t.app.deps.db
    .insert(appointments)
    .values({
      clinicId: owner.user.clinicId,
      code: `LH-MED-${seq}`,
      clinicPatientId,
      doctorId: filled.doctor.id,
      locationId: filled.location.id,
      startAt: new Date(startAt),
      endAt: new Date(Date.parse(startAt) + 15 * 60_000),
      status,
    })
    .returning();
  return row!.id;
}

async function defaultForm(entityType: number) {
  const [form] = await t.app.deps.db
    .select({ id: forms.id, name: forms.name })
    .from(forms)
    .where(
      and(
        eq(forms.clinicId, owner.user.clinicId),
        eq(forms.entityType, entityType),
        eq(forms.isDefault, true),
      ),
    );
  return form!;
}

/** What the doctor wrote about a visit, straight into each area's tables. */
async function examined(appointmentId: number, clinicPatientId: number, diagnosis: string) {
  const clinicId = owner.user.clinicId;
  const db = t.app.deps.db;
  const [ordered] = await db
    .insert(serviceOrders)
    .values({ clinicId, appointmentId, serviceId: filled.service.id, price: 150000, lane: 'done' })
    .returning();
  const sheetForm = await defaultForm(FormOwnerKind.ServiceSheet);
  await db.insert(serviceSheets).values([
    {
      clinicId,
      appointmentId,
      formId: sheetForm.id,
      diagnosis,
      conclusion: 'Tái khám sau 1 tuần',
      nextAppointmentDate: '2026-12-03',
    },
    { clinicId, appointmentId, serviceOrderId: ordered!.id, formId: sheetForm.id, conclusion: 'Bình thường' },
  ]);
  const [prescription] = await db
    .insert(prescriptions)
    .values({ clinicId, appointmentId, clinicPatientId, diagnosis: 'Theo đơn', reExamDate: '2026-12-05' })
    .returning();
  await db.insert(prescriptionItems).values({
    clinicId,
    prescriptionId: prescription!.id,
    medicineId: filled.medicine.id,
    quantity: 10,
    unit: 'tablet',
    morning: 1,
    evening: 1,
    days: 5,
    price: 1000,
    position: 0,
  });
  await db
    .insert(labResults)
    .values({ clinicId, clinicPatientId, appointmentId, laboratoryId: 1, resultDate: '2026-11-20' });
  return { serviceOrderId: ordered!.id };
}

describe("a patient's visits", () => {
  it('list the visits newest first, paged, each with its diagnosis, services, prescription and lab results', async () => {
    const patientId = await newPatient('Trần Thị Hoa');
    const oldest = await visit(patientId, AppointmentStatus.Finished, '2026-09-01T02:00:00Z');
    const examinedVisit = await visit(patientId, AppointmentStatus.Finished, '2026-10-15T08:30:00Z');
    await visit(patientId, AppointmentStatus.Canceled, '2026-10-20T02:00:00Z');
    const newest = await visit(patientId, AppointmentStatus.InProgress, '2026-11-20T01:00:00Z');
    await examined(examinedVisit, patientId, 'Viêm phế quản');

    const first = await t.call(owner.headers, 'GET', `/clinic-patients/${patientId}/visits?pageSize=2`);
    expect(first.statusCode, first.body).toBe(200);
    const { pageData, paging } = first.json().data;
    expect(paging).toMatchObject({ totalItem: 3, pageSize: 2, pageNumber: 1 });
    expect(pageData.map((v: { id: number }) => v.id)).toEqual([newest, examinedVisit]);
    expect(pageData[0]).toMatchObject({
      diagnosis: null,
      services: [],
      prescriptionItemCount: 0,
      labResultCount: 0,
    });
    expect(pageData[1]).toMatchObject({
      code: expect.stringMatching(/^LH-MED-/),
      status: AppointmentStatus.Finished,
      // 08:30 UTC is 15:30 in Hồ Chí Minh City.
      date: '2026-10-15',
      time: '15:30',
      doctorId: filled.doctor.id,
      doctorName: 'Bác sĩ R',
      diagnosis: 'Viêm phế quản',
      conclusion: 'Tái khám sau 1 tuần',
      services: ['Khám tổng quát R'],
      prescriptionItemCount: 1,
      reExamDate: '2026-12-05',
      labResultCount: 1,
    });
    const second = (
      await t.call(owner.headers, 'GET', `/clinic-patients/${patientId}/visits?pageSize=2&pageNumber=2`)
    ).json().data;
    expect(second.pageData.map((v: { id: number }) => v.id)).toEqual([oldest]);
    expect(second.paging.totalItem).toBe(3);
  });

  it('cost the same few statements for a page of two visits as for a page of ten', async () => {
    const patientId = await newPatient('Đỗ Thị Hạnh');
    for (let day = 1; day <= 12; day += 1) {
      const id = await visit(
        patientId,
        AppointmentStatus.Finished,
        `2026-08-${String(day).padStart(2, '0')}T02:00:00Z`,
      );
      await examined(id, patientId, `Khám lần ${day}`);
    }
    const statementsOf = async (pageSize: number) => {
      const sent: string[] = [];
      const stop = t.database.statements.listen((sql) => sent.push(sql));
      try {
        const res = await t.call(
          owner.headers,
          'GET',
          `/clinic-patients/${patientId}/visits?pageSize=${pageSize}`,
        );
        expect(res.json().data.pageData).toHaveLength(pageSize);
      } finally {
        stop();
      }
      return sent.length;
    };
    await statementsOf(2); // The session cache warms up.
    const two = await statementsOf(2);
    expect(await statementsOf(10)).toBe(two);
    expect(two).toBeLessThanOrEqual(10);
  });

  it('take the diagnosis from the prescription when no result sheet gives one', async () => {
    const patientId = await newPatient('Ngô Văn Nam');
    const id = await visit(patientId, AppointmentStatus.Finished, '2026-11-02T02:00:00Z');
    await t.app.deps.db.insert(prescriptions).values({
      clinicId: owner.user.clinicId,
      appointmentId: id,
      clinicPatientId: patientId,
      diagnosis: 'Cảm cúm',
    });
    const [summary] = (await t.call(owner.headers, 'GET', `/clinic-patients/${patientId}/visits`)).json().data
      .pageData;
    expect(summary).toMatchObject({
      diagnosis: 'Cảm cúm',
      conclusion: null,
      prescriptionItemCount: 0,
      reExamDate: null,
    });
  });
});

describe('the medical record of a visit', () => {
  it('holds the appointment, the patient’s vitals, the check-in sheet, result sheets and what each area wrote', async () => {
    const patientId = await newPatient('Lý Minh Khoa');
    await t.app.deps.db
      .update(clinicPatients)
      .set({ heightCm: 172, weightKg: 68.5, allergy: 'Penicillin', medicalHistory: 'Hen suyễn' })
      .where(eq(clinicPatients.id, patientId));
    const id = await visit(patientId, AppointmentStatus.InProgress, '2026-11-25T02:00:00Z');
    const checkInForm = await defaultForm(FormOwnerKind.CheckInSheet);
    await t.app.deps.db
      .insert(checkInSheets)
      .values({ clinicId: owner.user.clinicId, appointmentId: id, formId: checkInForm.id, values: [] });
    const { serviceOrderId } = await examined(id, patientId, 'Viêm xoang');

    const res = await t.call(owner.headers, 'GET', `/clinic-appointments/${id}/medical`);
    expect(res.statusCode, res.body).toBe(200);
    const record = res.json().data;
    expect(record.appointment).toMatchObject({
      id,
      clinicPatientId: patientId,
      status: AppointmentStatus.InProgress,
    });
    expect(record.patient).toMatchObject({
      id: patientId,
      fullName: 'Lý Minh Khoa',
      heightCm: 172,
      weightKg: 68.5,
      allergy: 'Penicillin',
      medicalHistory: 'Hen suyễn',
      diagnosis: null,
    });
    expect(record.checkInSheet).toMatchObject({
      appointmentId: id,
      formId: checkInForm.id,
      formName: checkInForm.name,
    });
    expect(record.sheets.map((s: { serviceOrderId: number | null }) => s.serviceOrderId)).toEqual([
      null,
      serviceOrderId,
    ]);
    expect(record.sheets[0]).toMatchObject({ diagnosis: 'Viêm xoang', nextAppointmentDate: '2026-12-03' });
    expect(record.services).toMatchObject([{ id: serviceOrderId, name: 'Khám tổng quát R', lane: 'done' }]);
    expect(record.prescription).toMatchObject({ diagnosis: 'Theo đơn', reExamDate: '2026-12-05' });
    expect(record.prescription.items).toHaveLength(1);
    expect(record.labResults).toMatchObject([
      { appointmentId: id, laboratoryId: 1, resultDate: '2026-11-20' },
    ]);
    expect(record.packages).toEqual([]);
  });

  it("answers 404 for another clinic's visit or patient and 403 without the records or exam screen", async () => {
    expect(
      (await t.call(owner.headers, 'GET', `/clinic-appointments/${otherFilled.appointment.id}/medical`))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.call(owner.headers, 'GET', `/clinic-patients/${otherFilled.patient.id}/visits`)).statusCode,
    ).toBe(404);
    const cashier = await addStaffMember(t.app, owner.user.clinicId, {
      screens: { [ScreenId.Packages]: PermissionLevel.Write },
    });
    const mine = filled.appointment.id;
    expect((await t.call(cashier.headers, 'GET', `/clinic-appointments/${mine}/medical`)).statusCode).toBe(
      403,
    );
    expect(
      (await t.call(cashier.headers, 'GET', `/clinic-patients/${filled.patient.id}/visits`)).statusCode,
    ).toBe(403);
    const doctor = await addStaffMember(t.app, owner.user.clinicId, {
      screens: { [ScreenId.TodayExaminations]: PermissionLevel.Read },
    });
    expect(
      (await t.call(doctor.headers, 'GET', `/clinic-patients/${filled.patient.id}/visits`)).statusCode,
    ).toBe(200);
  });
});
