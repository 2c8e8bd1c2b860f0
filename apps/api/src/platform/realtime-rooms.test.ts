import {
  AppointmentStatus,
  type DeviceAppointmentEventPayload,
  PermissionLevel,
  RealtimeEvent,
  ScreenId,
} from '@clinic/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctors, userGroupMembers } from '../db/schema/index.js';
import {
  addStaffMember,
  createTestApp,
  fillClinic,
  pairDevice,
  signUpClinic,
  type TestApp,
} from '../testing/harness.js';
import { type Heard, listenAs, type Socket } from '../testing/socket-client.js';

// Realtime rooms (docs/architecture.md#events-and-realtime). One clinic, two locations: Quận 1 (a display in its
// waiting room, a nurse whose group is Quận 1's) and Quận 3 (a kiosk). The owner hears both; the nurse and the display
// hear only Quận 1, the kiosk only Quận 3. The staff hear the whole appointment; a device hears numbers and initials,
// never a name.

let t: TestApp;
let url = '';
let owner: Awaited<ReturnType<typeof signUpClinic>>;
let q1: Awaited<ReturnType<typeof fillClinic>>;
let q3: Awaited<ReturnType<typeof fillClinic>>;
const opened: Socket[] = [];

async function listen(token: string) {
  return (await listenAs(url, token, opened)).heard;
}

async function deviceToken(kind: number, locationId: number) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/devices',
    headers: owner.headers,
    payload: { kind, locationId, name: `Thiết bị ${kind}-${locationId}` },
  });
  expect(created.statusCode, created.body).toBe(200);
  return (await pairDevice(t.app, created.json().data.pairingCode as string)).token as string;
}

const move = async (id: number, path: string) => {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/clinic-appointments/${id}/${path}`,
    headers: owner.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { orderNumber: number; updatedAt: string; date: string; time: string };
};
const aboutLocation = (heard: Heard[], locationId: number) =>
  heard.filter((e) => e.payload && e.payload.locationId === locationId);
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

beforeAll(async () => {
  t = await createTestApp({ realtimeAuthTimeoutMs: 2000 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  owner = await signUpClinic(t.app, 'Rooms');
  q1 = await fillClinic(t.app, owner.headers, 'Q1');
  q3 = await fillClinic(t.app, owner.headers, 'Q3');
  await t.app.deps.db.update(doctors).set({ room: 'Phòng 3' }).where(eq(doctors.id, q3.doctor.id));
}, 120_000);
afterAll(async () => {
  for (const s of opened.splice(0)) s.close();
  await t.close();
});

describe('realtime rooms and payloads', () => {
  it('sends each location’s events to its own devices and scoped staff; the owner hears all', async () => {
    const nurse = await addStaffMember(t.app, owner.user.clinicId, {
      screens: { [ScreenId.TodayExaminations]: PermissionLevel.Read },
      label: 'Điều dưỡng Quận 1',
    });
    await t.app.deps.db
      .insert(userGroupMembers)
      .values({ clinicId: owner.user.clinicId, groupId: q1.group.id, userId: nurse.user.id });

    const ownerHeard = await listen(owner.accessToken);
    const nurseHeard = await listen(nurse.headers.authorization.slice(7));
    const displayQ1 = await listen(await deviceToken(2, q1.location.id));
    const kioskQ3 = await listen(await deviceToken(1, q3.location.id));

    const checkedIn3 = await move(q3.appointment.id, 'check-in');
    const started3 = await move(q3.appointment.id, 'start-exam');
    const checkedIn1 = await move(q1.appointment.id, 'check-in');
    await expect
      .poll(() => displayQ1.filter((e) => e.name === RealtimeEvent.AppointmentCheckIn), { timeout: 5000 })
      .toHaveLength(1);
    await settle();

    // Staff: the owner hears both locations, the Quận 1 nurse only Quận 1.
    const names = (heard: Heard[]) => heard.map((e) => e.name);
    expect(names(aboutLocation(ownerHeard, q3.location.id))).toEqual([
      RealtimeEvent.AppointmentCheckIn,
      RealtimeEvent.AppointmentStartExam,
      RealtimeEvent.QueueCall,
    ]);
    expect(names(aboutLocation(ownerHeard, q1.location.id))).toEqual([RealtimeEvent.AppointmentCheckIn]);
    expect(aboutLocation(nurseHeard, q3.location.id)).toEqual([]);
    expect(names(aboutLocation(nurseHeard, q1.location.id))).toEqual([RealtimeEvent.AppointmentCheckIn]);

    // Devices: their own location only, and nothing about a location-less event either (no clinic room).
    expect(names(kioskQ3.filter((e) => e.name !== 'authorized'))).toEqual([
      RealtimeEvent.AppointmentCheckIn,
      RealtimeEvent.AppointmentStartExam,
      RealtimeEvent.QueueCall,
    ]);
    expect(displayQ1.filter((e) => e.name !== 'authorized')).toHaveLength(1);

    // The device shape: numbers and initials; no name, phone or patient code anywhere in it.
    const forDisplay = displayQ1.find((e) => e.name === RealtimeEvent.AppointmentCheckIn)!.payload;
    expect(forDisplay).toEqual({
      id: q1.appointment.id,
      status: AppointmentStatus.CheckedIn,
      doctorId: q1.doctor.id,
      doctorName: 'Bác sĩ Q1',
      room: 'Cơ sở Q1',
      locationId: q1.location.id,
      orderNumber: checkedIn1.orderNumber,
      date: checkedIn1.date,
      initials: 'B.N.Q.',
      updatedAt: checkedIn1.updatedAt,
    } satisfies DeviceAppointmentEventPayload);
    expect(JSON.stringify(kioskQ3)).not.toContain('Bệnh nhân');
    expect(JSON.stringify(kioskQ3)).not.toContain('0912345678');

    // Staff payloads: the appointment as the routes answer it, plus the room.
    const [checkIn, startExam] = aboutLocation(ownerHeard, q3.location.id);
    expect(checkIn!.payload).toMatchObject({
      id: q3.appointment.id,
      status: AppointmentStatus.CheckedIn,
      doctorId: q3.doctor.id,
      doctorName: 'Bác sĩ Q3',
      locationId: q3.location.id,
      locationName: 'Cơ sở Q3',
      orderNumber: checkedIn3.orderNumber,
      date: checkedIn3.date,
      time: checkedIn3.time,
      notReserved: true,
      room: 'Phòng 3',
      patient: { id: q3.patient.id, fullName: 'Bệnh nhân Q3', phone: '0912345678', yearOfBirth: 1990 },
    });
    expect(startExam!.payload).toMatchObject({
      id: q3.appointment.id,
      status: AppointmentStatus.InProgress,
      orderNumber: checkedIn3.orderNumber,
      updatedAt: started3.updatedAt,
      patient: { fullName: 'Bệnh nhân Q3' },
    });
  }, 60_000);

  it('moves a staff socket into its new locations when its groups change', async () => {
    const nurse = await addStaffMember(t.app, owner.user.clinicId, {
      screens: { [ScreenId.TodayExaminations]: PermissionLevel.Read },
      label: 'Điều dưỡng chuyển cơ sở',
    });
    await t.app.deps.db
      .insert(userGroupMembers)
      .values({ clinicId: owner.user.clinicId, groupId: q1.group.id, userId: nurse.user.id });
    const heard = await listen(nurse.headers.authorization.slice(7));
    // Quận 1's group now covers Quận 3 instead: the group's write re-scopes the clinic's sockets.
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/user-groups/${q1.group.id}`,
      headers: owner.headers,
      payload: { name: 'Nhóm Q1', locationIds: [q3.location.id] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // The nurse reads no groups, so hears no 'resource.change' of it: the write's session drop re-seats the socket.
    await settle();
    await move(q3.appointment.id, 'finish-exam');
    await expect
      .poll(() => aboutLocation(heard, q3.location.id).map((e) => e.name), { timeout: 5000 })
      .toEqual([RealtimeEvent.AppointmentFinishExam]);
  }, 60_000);
});
