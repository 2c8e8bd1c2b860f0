import { errors, PermissionLevel, ScreenId } from '@clinic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addStaffMember,
  createTestApp,
  fillClinic,
  signUpClinic,
  type TestApp,
} from '../../testing/harness.js';

// The doctor's exam screen lives under screen 11: a doctor holding only that screen reads the visit and the
// patient's record (allergies, history, height, weight) without the appointments or patient-records screens.

describe("the exam screen's reads", () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signUpClinic>>;
  let mine: Awaited<ReturnType<typeof fillClinic>>;
  let theirs: Awaited<ReturnType<typeof fillClinic>>;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUpClinic(t.app, 'A');
    mine = await fillClinic(t.app, owner.headers, 'A');
    const other = await signUpClinic(t.app, 'B');
    theirs = await fillClinic(t.app, other.headers, 'B');
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers });

  it('lets a doctor with screen 11 read the visit and the patient record, and nobody without it', async () => {
    const doctor = await addStaffMember(t.app, owner.user.clinicId, {
      screens: { [ScreenId.TodayExaminations]: PermissionLevel.Read },
    });
    const visit = await get(`/clinic-appointments/${mine.appointment.id}`, doctor.headers);
    expect(visit.statusCode).toBe(200);
    expect(visit.json().data).toMatchObject({ id: mine.appointment.id, clinicPatientId: mine.patient.id });
    const record = await get(`/clinic-patients/${mine.patient.id}`, doctor.headers);
    expect(record.statusCode).toBe(200);
    expect(record.json().data).toMatchObject({ id: mine.patient.id, allergy: null });

    const cashier = await addStaffMember(t.app, owner.user.clinicId, {
      screens: { [ScreenId.Billing]: PermissionLevel.Write },
    });
    for (const url of [
      `/clinic-appointments/${mine.appointment.id}`,
      `/clinic-patients/${mine.patient.id}`,
    ]) {
      const refused = await get(url, cashier.headers);
      expect([refused.statusCode, refused.json().code]).toEqual([403, errors.noPermission.code]);
    }
  });

  it("answers another clinic's visit and record as not found", async () => {
    const doctor = await addStaffMember(t.app, owner.user.clinicId, {
      screens: { [ScreenId.TodayExaminations]: PermissionLevel.Write },
    });
    const visit = await get(`/clinic-appointments/${theirs.appointment.id}`, doctor.headers);
    expect([visit.statusCode, visit.json().code]).toEqual([404, errors.appointmentNotFound.code]);
    const record = await get(`/clinic-patients/${theirs.patient.id}`, doctor.headers);
    expect([record.statusCode, record.json().code]).toEqual([404, errors.patientNotFound.code]);
  });
});
