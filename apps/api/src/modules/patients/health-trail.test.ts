import { AppointmentStatus, FormOwnerKind, instantOfLocal, PermissionLevel, ScreenId } from '@clinic/domain';
import type { PatientHealthTrail } from '@clinic/domain/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, prescriptions, serviceSheets } from '../../db/schema/index.js';
import {
  addStaffMember,
  createTestApp,
  fillClinic,
  signUpClinic,
  type TestApp,
} from '../../testing/harness.js';

// The record and the exam summary show what the visits measured at check-in and the codes they gave, dated by the
// visit: the check-in sheet is written through its route, the codes straight into the sheets and prescriptions.

const HCM = 'Asia/Ho_Chi_Minh';
const S = AppointmentStatus;
let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpClinic>>;
let filled: Awaited<ReturnType<typeof fillClinic>>;
let other: Awaited<ReturnType<typeof signUpClinic>>;
let checkInForm = 0;
let sheetForm = 0;
const vital: Record<string, number> = {};
let seq = 0;

async function visit(day: string, status: number = S.CheckedIn) {
  seq += 1;
  const start = instantOfLocal(day, '09:00', HCM);
  const [row] = await t.app.deps.db
    .insert(appointments)
    .values({
      clinicId: owner.user.clinicId,
      code: `LH-HT-${seq}`,
      clinicPatientId: filled.patient.id,
      doctorId: filled.doctor.id,
      locationId: filled.location.id,
      startAt: start,
      endAt: new Date(start.getTime() + 15 * 60_000),
      status,
    })
    .returning();
  return row!.id;
}
async function checkIn(appointmentId: number, values: Record<string, string>) {
  const res = await t.call(owner.headers, 'POST', '/check-in-sheets', {
    appointmentId,
    formId: checkInForm,
    properties: Object.entries(values).map(([key, value]) => ({ propertyId: vital[key], value })),
  });
  expect(res.statusCode, res.body).toBe(200);
}
async function trail(headers = owner.headers) {
  const res = await t.call(headers, 'GET', `/clinic-patients/${filled.patient.id}/health-trail`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as PatientHealthTrail;
}
const code = (c: string, name: string) => ({ code: c, name });

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpClinic(t.app, 'Trail');
  filled = await fillClinic(t.app, owner.headers, 'Trail');
  other = await signUpClinic(t.app, 'OtherTrail');
  const formsOf = async (kind: number) =>
    (await t.call(owner.headers, 'GET', `/forms/all-by-entity-type?entityTypeId=${kind}`)).json().data as {
      id: number;
      isDefault: boolean;
    }[];
  checkInForm = (await formsOf(FormOwnerKind.CheckInSheet)).find((f) => f.isDefault)!.id;
  sheetForm = (await formsOf(FormOwnerKind.ServiceSheet)).find((f) => f.isDefault)!.id;
  const props = (await t.call(owner.headers, 'GET', `/forms/${checkInForm}/properties`)).json().data as {
    id: number;
    internalName: string;
  }[];
  for (const p of props) vital[p.internalName] = p.id;
}, 60_000);
afterAll(async () => t.close());

describe("a patient's health trail", () => {
  it('is empty before any visit measured or diagnosed anything', async () => {
    expect(await trail()).toEqual({ measurements: [], diagnoses: [] });
  });

  it('gives each check-in measurement with its visit day, newest first, and the codes of sheets and prescriptions', async () => {
    // Measured at check-in (a sheet is written while the visit is open), then examined and finished.
    const march = await visit('2026-03-02');
    await checkIn(march, { height: '168', weight: '58', symptom: 'Ho' });
    const june = await visit('2026-06-10');
    await checkIn(june, { weight: '56.5', blood_pressure: '130/85', pulse: '80' });
    await t.app.deps.db
      .update(appointments)
      .set({ status: S.Finished })
      .where(inArray(appointments.id, [march, june]));
    // A visit that did not take place measured nothing.
    const cancelled = await visit('2026-07-01', S.CheckedIn);
    await checkIn(cancelled, { weight: '90' });
    await t.app.deps.db
      .update(appointments)
      .set({ status: S.Canceled })
      .where(eq(appointments.id, cancelled));

    await t.app.deps.db.insert(serviceSheets).values({
      clinicId: owner.user.clinicId,
      appointmentId: june,
      formId: sheetForm,
      diagnoses: [code('J20.9', 'Viêm phế quản cấp, không đặc hiệu')],
      diagnosis: 'Viêm phế quản',
    });
    await t.app.deps.db.insert(prescriptions).values({
      clinicId: owner.user.clinicId,
      appointmentId: march,
      clinicPatientId: filled.patient.id,
      diagnoses: [code('J20.9', 'Viêm phế quản cấp, không đặc hiệu'), code('I10', 'Tăng huyết áp vô căn')],
    });

    const { measurements, diagnoses } = await trail();
    // Newest visit first, a visit's measurements in the order they are shown.
    expect(measurements.map((m) => [m.key, m.value, m.date])).toEqual([
      ['weight', '56.5', '2026-06-10'],
      ['blood_pressure', '130/85', '2026-06-10'],
      ['pulse', '80', '2026-06-10'],
      ['height', '168', '2026-03-02'],
      ['weight', '58', '2026-03-02'],
    ]);
    expect(new Set(measurements.map((m) => m.appointmentId))).toEqual(new Set([june, march]));
    // Each code once, at its latest visit.
    expect(diagnoses).toEqual([
      { code: 'J20.9', name: 'Viêm phế quản cấp, không đặc hiệu', date: '2026-06-10', appointmentId: june },
      { code: 'I10', name: 'Tăng huyết áp vô căn', date: '2026-03-02', appointmentId: march },
    ]);
  });

  it("is read by the exam screen's doctor, refused without either screen, and 404 for another clinic", async () => {
    const doctor = await addStaffMember(t.app, owner.user.clinicId, {
      screens: { [ScreenId.TodayExaminations]: PermissionLevel.Read },
    });
    expect((await trail(doctor.headers)).diagnoses).toHaveLength(2);
    const cashier = await addStaffMember(t.app, owner.user.clinicId, {
      screens: { [ScreenId.Billing]: PermissionLevel.Write },
    });
    const refused = await t.call(
      cashier.headers,
      'GET',
      `/clinic-patients/${filled.patient.id}/health-trail`,
    );
    expect(refused.statusCode).toBe(403);
    const elsewhere = await t.call(
      other.headers,
      'GET',
      `/clinic-patients/${filled.patient.id}/health-trail`,
    );
    expect(elsewhere.statusCode).toBe(404);
  });
});
