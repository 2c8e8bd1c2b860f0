import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctors, userGroupMembers } from '../../db/schema/index.js';
import {
  addStaffMember,
  createTestApp,
  fillClinic,
  signUpClinic,
  type TestApp,
} from '../../testing/harness.js';

// The clinic data every staff screen names things with: a receptionist with no settings screens still sees the
// clinic's locations, specialties and doctors; her groups decide which doctors.

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpClinic>>;
let filled: Awaited<ReturnType<typeof fillClinic>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpClinic(t.app, 'Data');
  filled = await fillClinic(t.app, owner.headers, 'D');
  await fillClinic(t.app, (await signUpClinic(t.app, 'DataOther')).headers, 'X');
});
afterAll(async () => t.close());

const get = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/clinics/clinic-data', headers });

describe('clinic data', () => {
  it('names the enabled locations, specialties and doctors, with the doctors’ links, for anyone on staff', async () => {
    const receptionist = await addStaffMember(t.app, owner.user.clinicId, { screens: {} });
    const res = await get(receptionist.headers);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.locations).toEqual([{ id: filled.location.id, name: 'Cơ sở D' }]);
    expect(data.specialties).toEqual([{ id: filled.specialty.id, name: 'Nội tổng quát D' }]);
    expect(data.doctors).toEqual([
      {
        id: filled.doctor.id,
        name: 'Bác sĩ D',
        specialtyIds: [filled.specialty.id],
        locationIds: [filled.location.id],
        isMine: false,
      },
    ]);
  });

  it('leaves out disabled doctors and, for a member of a group, the doctors outside it', async () => {
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/doctors',
      headers: owner.headers,
      payload: {
        name: 'Bác sĩ Khác',
        doctorCode: 'BS-K',
        timePerAppointmentInMinutes: 15,
        waitingTime: 0,
        isVisibleForBooking: true,
        isAutoApproveAppointment: true,
        numberOfAppointmentsPerSlot: 1,
        specialtyIds: [],
        locationIds: [],
      },
    });
    expect(other.statusCode, other.body).toBe(200);
    const nurse = await addStaffMember(t.app, owner.user.clinicId, { screens: {} });
    await t.app.deps.db
      .insert(userGroupMembers)
      .values({ clinicId: owner.user.clinicId, groupId: filled.group.id, userId: nurse.user.id });
    // The group covers the location where 'Bác sĩ D' works; 'Bác sĩ Khác' works nowhere in it.
    expect((await get(nurse.headers)).json().data.doctors.map((d: { name: string }) => d.name)).toEqual([
      'Bác sĩ D',
    ]);
    expect((await get(owner.headers)).json().data.doctors).toHaveLength(2);

    await t.app.inject({
      method: 'PUT',
      url: `/api/doctors/${other.json().data.id}/set-enabled`,
      headers: owner.headers,
      payload: { enabled: false },
    });
    expect((await get(owner.headers)).json().data.doctors).toHaveLength(1);
  });

  it('marks the doctor whose record is linked to the caller, for nobody else', async () => {
    const doctorUser = await addStaffMember(t.app, owner.user.clinicId, { screens: {} });
    await t.app.deps.db
      .update(doctors)
      .set({ userId: doctorUser.user.id })
      .where(eq(doctors.id, filled.doctor.id));
    const mine = (headers: Record<string, string>) =>
      get(headers).then((res) =>
        (res.json().data.doctors as { id: number; isMine: boolean }[])
          .filter((d) => d.isMine)
          .map((d) => d.id),
      );
    expect(await mine(doctorUser.headers)).toEqual([filled.doctor.id]);
    expect(await mine(owner.headers)).toEqual([]);
  });
});
