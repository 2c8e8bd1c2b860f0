import { AppointmentStatus, errors } from '@clinic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema/index.js';
import { createTestApp, fillClinic, signUpClinic, type TestApp } from '../../testing/harness.js';

// A doctor or a location with schedules and appointments cannot be deleted from under them; a doctor with
// bookings still to come cannot be disabled, while one with only a history can retire.

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpClinic>>;
let filled: Awaited<ReturnType<typeof fillClinic>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpClinic(t.app, 'Refs');
  filled = await fillClinic(t.app, owner.headers, 'R');
});
afterAll(async () => t.close());

async function booking(status: number, startAt: Date, code: string) {
  const [row] = await t.app.deps.db
    .insert(appointments)
    .values({
      clinicId: owner.user.clinicId,
      code,
      clinicPatientId: filled.patient.id,
      doctorId: filled.doctor.id,
      locationId: filled.location.id,
      startAt,
      endAt: new Date(startAt.getTime() + 15 * 60_000),
      status,
    })
    .returning();
  return row!;
}

describe('doctors and locations in use', () => {
  it('a doctor with a schedule is not deleted, nor is the location it is held at', async () => {
    const doctor = await t.call(owner.headers, 'DELETE', `/doctors/${filled.doctor.id}`, {
      name: 'Bác sĩ R',
    });
    expect(doctor.json()).toMatchObject({ code: errors.inUse.code });
    const location = await t.call(owner.headers, 'DELETE', `/locations/${filled.location.id}`, {
      name: 'Cơ sở R',
    });
    expect(location.json()).toMatchObject({ code: errors.inUse.code });
  });

  it('a doctor with only past visits can be disabled; one booked for next week cannot', async () => {
    await booking(AppointmentStatus.Finished, new Date(Date.now() - 7 * 86_400_000), 'LH-PAST');
    const retired = await t.call(owner.headers, 'PUT', `/doctors/${filled.doctor.id}/set-enabled`, {
      enabled: false,
    });
    expect(retired.statusCode, retired.body).toBe(200);
    await t.call(owner.headers, 'PUT', `/doctors/${filled.doctor.id}/set-enabled`, { enabled: true });

    await booking(AppointmentStatus.Approved, new Date(Date.now() + 7 * 86_400_000), 'LH-NEXT');
    const refused = await t.call(owner.headers, 'PUT', `/doctors/${filled.doctor.id}/set-enabled`, {
      enabled: false,
    });
    expect(refused.json()).toMatchObject({ code: errors.inUse.code });
    expect(refused.json().message).toContain('(1 ');
  });
});
