import { ActivityAction, AppointmentStatus, errors } from '@clinic/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema/index.js';
import { createTestApp, fillClinic, signUpClinic, type TestApp } from '../../testing/harness.js';

// A patient's appointments belong to the record: they show as its visit history, keep it from being deleted,
// and follow it when a duplicate is merged into another record.

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpClinic>>;
let filled: Awaited<ReturnType<typeof fillClinic>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpClinic(t.app, 'Visits');
  filled = await fillClinic(t.app, owner.headers, 'V');
});
afterAll(async () => t.close());

async function patient(fullName: string) {
  const res = await t.call(owner.headers, 'POST', '/clinic-patients', {
    fullName,
    gender: 0,
    phone: '0903111222',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

let seq = 0;
async function appointment(clinicPatientId: number, status: number, startAt: string) {
  seq += 1;
  await t.app.deps.db.insert(appointments).values({
    clinicId: owner.user.clinicId,
    code: `LH-TEST-${seq}`,
    clinicPatientId,
    doctorId: filled.doctor.id,
    locationId: filled.location.id,
    startAt: new Date(startAt),
    endAt: new Date(Date.parse(startAt) + 15 * 60_000),
    status,
  });
}

describe("a patient's appointments", () => {
  it('show as visits once the patient came in, newest first, and keep the record from being deleted', async () => {
    const id = await patient('Phạm Văn Tài');
    await appointment(id, AppointmentStatus.Finished, '2026-10-02T02:00:00Z');
    await appointment(id, AppointmentStatus.Finished, '2026-11-05T03:00:00Z');
    await appointment(id, AppointmentStatus.Canceled, '2026-11-10T03:00:00Z');

    const details = (await t.call(owner.headers, 'GET', `/clinic-patients/${id}`)).json().data;
    expect(details.visits.map((v: { date: string }) => v.date)).toEqual([
      '2026-11-05T03:00:00.000Z',
      '2026-10-02T02:00:00.000Z',
    ]);
    expect(details.visits[0]).toMatchObject({ doctorName: 'Bác sĩ V', diagnosis: null });

    const refused = await t.call(owner.headers, 'DELETE', `/clinic-patients/${id}`);
    expect(refused.json()).toMatchObject({ code: errors.inUse.code });
    expect(refused.json().message).toContain('hồ sơ bệnh nhân này đang được sử dụng (3 ');
    expect((await t.call(owner.headers, 'GET', `/clinic-patients/${id}`)).statusCode).toBe(200);
  });

  it('follow the record a duplicate is merged into', async () => {
    const kept = await patient('Lê Thị Mai');
    const duplicate = await patient('Lê Thi Mai');
    await appointment(duplicate, AppointmentStatus.Finished, '2026-09-09T02:00:00Z');
    await appointment(duplicate, AppointmentStatus.Approved, '2027-01-09T02:00:00Z');

    const merged = await t.call(owner.headers, 'POST', '/clinic-patients/merge', {
      sourceId: duplicate,
      targetId: kept,
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json().data.visits).toHaveLength(1);
    const moved = await t.app.deps.db
      .select()
      .from(appointments)
      .where(eq(appointments.clinicPatientId, kept));
    expect(moved).toHaveLength(2);
    expect((await t.call(owner.headers, 'GET', `/clinic-patients/${duplicate}`)).statusCode).toBe(404);

    const logs = (await t.call(owner.headers, 'POST', '/reports/activity-logs?pageSize=5', {})).json().data
      .pageData as {
      action: number;
    }[];
    expect(logs.map((l) => l.action)).toContain(ActivityAction.Merge);
  });
});
