import { AppointmentStatus, addDays, errors, instantOfLocal, localDate, RealtimeEvent } from '@clinic/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, doctors } from '../../db/schema/index.js';
import type { DomainEvent } from '../../platform/events.js';
import { createTestApp, fillClinic, pairDevice, signUpClinic, type TestApp } from '../../testing/harness.js';
import { signBookingToken } from '../public-booking/booking-token.js';
import { KIOSK_LIMIT } from './kiosk.service.js';
import { initialsOf } from './kiosk-rules.js';

// Trần Thị Bích arrives for her 09:30 appointment and scans the QR from her booking at the kiosk by the door. It
// shows her initials, her doctor and room, and whether she may check in now; she taps and gets a ticket with her
// number in the doctor's queue, and the desk sees her arrive. A cancelled, tomorrow's or other location's booking
// is explained instead; a kiosk of another clinic finds nothing at all. The clock is fixed at 09:00 clinic time.

const HCM = 'Asia/Ho_Chi_Minh';
const S = AppointmentStatus;
const MIN = 60_000;
const today = localDate(new Date(), HCM);
const now = instantOfLocal(today, '09:00', HCM);
const at = (time: string, day = today) => instantOfLocal(day, time, HCM);

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpClinic>>;
let filled: Awaited<ReturnType<typeof fillClinic>>;
let kiosk: { headers: Record<string, string> };
let display: { headers: Record<string, string> };
let otherLocation = 0;
let bich = 0;
let clinicId = 0;
const events: DomainEvent[] = [];
let seq = 0;

async function book(start: Date, status: number, extra: { locationId?: number; notReserved?: boolean } = {}) {
  seq += 1;
  const [row] = await t.app.deps.db
    .insert(appointments)
    .values({
      clinicId,
      code: `LH-K-${seq}`,
      clinicPatientId: bich,
      doctorId: filled.doctor.id,
      locationId: extra.locationId ?? filled.location.id,
      startAt: start,
      endAt: new Date(start.getTime() + 15 * MIN),
      status,
      notReserved: extra.notReserved ?? false,
    })
    .returning();
  return {
    id: row!.id,
    code: row!.code,
    token: signBookingToken(t.app.deps.config.jwtSecret, { appointmentId: row!.id, clinicId }),
  };
}

const find = async (bookingToken: string) => {
  const res = await t.call(kiosk.headers, 'POST', '/kiosk/appointments/find', { bookingToken });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
function refused(
  res: { statusCode: number; body: string; json(): { code: unknown } },
  key: keyof typeof errors,
) {
  expect(res.statusCode, res.body).toBe(errors[key].status);
  expect(res.json().code).toBe(errors[key].code);
}

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  owner = await signUpClinic(t.app, 'Kiosk');
  clinicId = owner.user.clinicId;
  filled = await fillClinic(t.app, owner.headers, 'K');
  kiosk = await pairDevice(t.app, filled.device.pairingCode);
  const screen = await t.call(owner.headers, 'POST', '/devices', {
    kind: 2,
    locationId: filled.location.id,
    name: 'TV sảnh',
  });
  display = await pairDevice(t.app, screen.json().data.pairingCode);
  const loc = await t.call(owner.headers, 'POST', '/locations', {
    name: 'Cơ sở Thủ Đức',
    address: '5 Võ Văn Ngân',
    provinceId: 58,
  });
  otherLocation = loc.json().data.id;
  const patient = await t.call(owner.headers, 'POST', '/clinic-patients', {
    fullName: 'Trần Thị Bích',
    gender: 0,
    phone: '0903123456',
    yearOfBirth: 1985,
  });
  expect(patient.statusCode, patient.body).toBe(200);
  bich = patient.json().data.id;
  // What the kiosk announces; the notifications a check-in causes (notification.new) are the notifications tests'.
  t.app.deps.events.subscribe((e) => {
    if (e.name !== RealtimeEvent.NotificationNew) events.push(e);
  });
});
afterAll(async () => t.close());

describe('what the kiosk shows', () => {
  it('names the patient by initials only', () => {
    expect(initialsOf('Trần Thị Bích')).toBe('T.T.B.');
    expect(initialsOf('  đỗ   đức anh ')).toBe('Đ.Đ.A.');
  });

  it('knows its own place: clinic, location and the doctors there with their rooms', async () => {
    await t.app.deps.db.update(doctors).set({ room: 'Phòng 3' }).where(eq(doctors.id, filled.doctor.id));
    const res = await t.app.inject({ method: 'GET', url: '/api/device/me', headers: display.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      device: { kind: 2, name: 'TV sảnh' },
      clinic: { name: owner.input.clinicName, logoUrl: null, timeZone: HCM },
      location: { id: filled.location.id, name: 'Cơ sở K', address: '1 Lê Lợi' },
      doctors: [{ id: filled.doctor.id, name: 'Bác sĩ K', room: 'Phòng 3' }],
    });
    await t.app.deps.db.update(doctors).set({ room: null }).where(eq(doctors.id, filled.doctor.id));
    const again = await t.app.inject({ method: 'GET', url: '/api/device/me', headers: kiosk.headers });
    expect(again.json().data.doctors).toEqual([{ id: filled.doctor.id, name: 'Bác sĩ K', room: 'Cơ sở K' }]);
  });

  it('finds by code and phone as well as by token; a wrong phone or forged token is the same 404', async () => {
    const a = await book(at('09:30'), S.Approved);
    const byCode = await t.call(kiosk.headers, 'POST', '/kiosk/appointments/find', {
      code: a.code.toLowerCase(),
      phone: '0903123456',
    });
    expect(byCode.statusCode, byCode.body).toBe(200);
    expect(byCode.json().data).toMatchObject({
      id: a.id,
      code: a.code,
      patientInitials: 'T.T.B.',
      doctorName: 'Bác sĩ K',
      room: 'Cơ sở K',
      locationName: 'Cơ sở K',
      date: today,
      time: '09:30',
      status: S.Approved,
      verdict: 'ready',
      comeBackAt: null,
      otherLocation: null,
      ticket: null,
    });
    expect(JSON.stringify(byCode.json())).not.toContain('Bích');
    refused(
      await t.call(kiosk.headers, 'POST', '/kiosk/appointments/find', { code: a.code, phone: '0903999999' }),
      'appointmentNotFound',
    );
    refused(
      await t.call(kiosk.headers, 'POST', '/kiosk/appointments/find', {
        bookingToken: `${a.token.slice(0, -2)}xx`,
      }),
      'appointmentNotFound',
    );
  });
});

describe('every verdict', () => {
  it('cancelled, other location, not today, see reception', async () => {
    expect((await find((await book(at('09:31'), S.Canceled)).token)).verdict).toBe('cancelled');
    const elsewhere = await find((await book(at('09:32'), S.Approved, { locationId: otherLocation })).token);
    expect(elsewhere).toMatchObject({
      verdict: 'otherLocation',
      otherLocation: { name: 'Cơ sở Thủ Đức', address: '5 Võ Văn Ngân' },
    });
    expect((await find((await book(at('09:30', addDays(today, 1)), S.Approved)).token)).verdict).toBe(
      'notToday',
    );
    expect((await find((await book(at('09:33'), S.NotApproved)).token)).verdict).toBe('seeReception');
    expect((await find((await book(at('09:34'), S.Invalid)).token)).verdict).toBe('seeReception');
  });

  it('too early says when to come back; too late after the clinic’s grace minutes', async () => {
    const early = await find((await book(at('11:00'), S.Approved)).token);
    expect(early).toMatchObject({ verdict: 'tooEarly', comeBackAt: '10:00' });
    // The clinic allows 15 minutes late by default: 08:44 is 16 minutes ago.
    expect((await find((await book(at('08:44'), S.Approved)).token)).verdict).toBe('tooLate');
    expect((await find((await book(at('08:46'), S.Approved)).token)).verdict).toBe('ready');
    // A walk-in has no slot and so no window.
    expect((await find((await book(at('06:00'), S.Approved, { notReserved: true })).token)).verdict).toBe(
      'ready',
    );
  });
});

describe('checking in', () => {
  it('gives the next order number, tells the desk, and reprints the same ticket without a change', async () => {
    const first = await book(at('09:40'), S.Approved);
    const second = await book(at('09:45'), S.Approved);
    events.length = 0;
    const res = await t.call(kiosk.headers, 'POST', '/kiosk/appointments/check-in', {
      bookingToken: first.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const ticket = res.json().data;
    expect(ticket).toMatchObject({
      clinicName: owner.input.clinicName,
      locationName: 'Cơ sở K',
      code: first.code,
      patientInitials: 'T.T.B.',
      doctorName: 'Bác sĩ K',
      room: 'Cơ sở K',
      date: today,
      time: '09:40',
      reprint: false,
    });
    expect(events.map((e) => e.name)).toEqual([RealtimeEvent.AppointmentCheckIn]);
    expect(events[0]!.payload).toMatchObject({
      id: first.id,
      status: S.CheckedIn,
      orderNumber: ticket.orderNumber,
    });

    const next = (
      await t.call(kiosk.headers, 'POST', '/kiosk/appointments/check-in', { bookingToken: second.token })
    ).json().data;
    expect(next.orderNumber).toBe(ticket.orderNumber + 1);

    const shown = await find(first.token);
    expect(shown).toMatchObject({ verdict: 'alreadyCheckedIn', status: S.CheckedIn });
    expect(shown.ticket).toEqual({ ...ticket, reprint: true });
    events.length = 0;
    const again = await t.call(kiosk.headers, 'POST', '/kiosk/appointments/check-in', {
      bookingToken: first.token,
    });
    expect(again.json().data).toEqual({ ...ticket, reprint: true });
    expect(events).toEqual([]);
  });

  it('refuses what the verdict refuses, each with its own error', async () => {
    const tryIt = async (start: Date, status: number, extra = {}) =>
      t.call(kiosk.headers, 'POST', '/kiosk/appointments/check-in', {
        bookingToken: (await book(start, status, extra)).token,
      });
    refused(await tryIt(at('11:05'), S.Approved), 'checkInTooEarly');
    refused(await tryIt(at('08:05'), S.Approved), 'checkInTooLate');
    refused(await tryIt(at('09:35', addDays(today, 1)), S.Approved), 'appointmentNotToday');
    refused(await tryIt(at('09:50'), S.Approved, { locationId: otherLocation }), 'appointmentOtherLocation');
    refused(await tryIt(at('09:51'), S.NotApproved), 'statusNotAllowed');
    refused(await tryIt(at('09:52'), S.Canceled), 'statusNotAllowed');
  });

  it('keeps refusing an early patient: reception’s "check in early anyway" is not the kiosk’s to ask', async () => {
    const early = await book(at('11:10'), S.Approved);
    refused(
      await t.call(kiosk.headers, 'POST', '/kiosk/appointments/check-in', {
        bookingToken: early.token,
        allowEarly: true,
      }),
      'checkInTooEarly',
    );
    refused(
      await t.call(kiosk.headers, 'POST', '/kiosk/appointments/check-in', {
        code: early.code,
        phone: '0903123456',
        allowEarly: true,
      }),
      'checkInTooEarly',
    );
    const [row] = await t.app.deps.db.select().from(appointments).where(eq(appointments.id, early.id));
    expect(row).toMatchObject({ status: S.Approved, orderNumber: null });
  });

  it('keeps the queue display out: a display token on kiosk routes is 403', async () => {
    const a = await book(at('09:53'), S.Approved);
    refused(
      await t.call(display.headers, 'POST', '/kiosk/appointments/find', { bookingToken: a.token }),
      'noPermission',
    );
    refused(
      await t.call(display.headers, 'POST', '/kiosk/appointments/check-in', { bookingToken: a.token }),
      'noPermission',
    );
    refused(
      await t.call(owner.headers, 'POST', '/kiosk/appointments/find', { bookingToken: a.token }),
      'unauthorized',
    );
    refused(await t.call({}, 'POST', '/kiosk/appointments/find', { bookingToken: a.token }), 'unauthorized');
    expect(
      (await t.app.deps.db.select().from(appointments).where(eq(appointments.id, a.id)))[0]!.status,
    ).toBe(S.Approved);
  });
});

describe('another clinic', () => {
  it('a kiosk of clinic B finds none of clinic A’s appointments, by token or by code and phone', async () => {
    const a = await book(at('09:54'), S.Approved);
    const other = await signUpClinic(t.app, 'KioskB');
    const otherFilled = await fillClinic(t.app, other.headers, 'KB');
    const foreign = await pairDevice(t.app, otherFilled.device.pairingCode);
    refused(
      await t.call(foreign.headers, 'POST', '/kiosk/appointments/find', { bookingToken: a.token }),
      'appointmentNotFound',
    );
    refused(
      await t.call(foreign.headers, 'POST', '/kiosk/appointments/check-in', { bookingToken: a.token }),
      'appointmentNotFound',
    );
    refused(
      await t.call(foreign.headers, 'POST', '/kiosk/appointments/find', {
        code: a.code,
        phone: '0903123456',
      }),
      'appointmentNotFound',
    );
    // A token signed for clinic B naming clinic A's appointment id is still B's: nothing there either.
    const crafted = signBookingToken(t.app.deps.config.jwtSecret, {
      appointmentId: a.id,
      clinicId: other.user.clinicId,
    });
    refused(
      await t.call(foreign.headers, 'POST', '/kiosk/appointments/find', { bookingToken: crafted }),
      'appointmentNotFound',
    );
    expect(
      (await t.app.deps.db.select().from(appointments).where(eq(appointments.id, a.id)))[0]!.status,
    ).toBe(S.Approved);
  });
});

describe('rate limit', () => {
  it('allows 30 finds and check-ins per minute per device', async () => {
    const a = await book(at('09:55'), S.Approved);
    const screen = await t.call(owner.headers, 'POST', '/devices', {
      kind: 1,
      locationId: filled.location.id,
      name: 'Kiosk 2',
    });
    const busy = await pairDevice(t.app, screen.json().data.pairingCode);
    for (let i = 0; i < KIOSK_LIMIT.limit; i += 1)
      expect(
        (await t.call(busy.headers, 'POST', '/kiosk/appointments/find', { bookingToken: a.token }))
          .statusCode,
      ).toBe(200);
    refused(
      await t.call(busy.headers, 'POST', '/kiosk/appointments/find', { bookingToken: a.token }),
      'tooManyAttempts',
    );
    // Other kiosks are not slowed down by a busy one.
    expect(
      (await t.call(kiosk.headers, 'POST', '/kiosk/appointments/find', { bookingToken: a.token })).statusCode,
    ).toBe(200);
  });
});

describe('what the waiting-room display reads', () => {
  it("shows today's queue at its location per doctor: the number in the room and the next ones, initials only", async () => {
    const numbered = async (start: Date, status: number, orderNumber: number, locationId?: number) => {
      const a = await book(start, status, locationId ? { locationId } : {});
      await t.app.deps.db.update(appointments).set({ orderNumber }).where(eq(appointments.id, a.id));
    };
    await numbered(at('06:01'), S.InProgress, 41);
    await numbered(at('06:11'), S.CheckedIn, 43);
    await numbered(at('06:21'), S.CheckedIn, 42);
    await numbered(at('06:31'), S.Finished, 40);
    await numbered(at('06:41', addDays(today, -1)), S.CheckedIn, 44); // yesterday's
    await numbered(at('06:51'), S.CheckedIn, 45, otherLocation); // another location's

    const res = await t.app.inject({ method: 'GET', url: '/api/display/queue', headers: display.headers });
    expect(res.statusCode, res.body).toBe(200);
    const queue = res.json().data;
    expect(queue).toMatchObject({ clinicName: owner.input.clinicName, locationName: 'Cơ sở K', date: today });
    const mine = queue.doctors.find((d: { doctorId: number }) => d.doctorId === filled.doctor.id);
    expect(mine).toMatchObject({
      doctorName: 'Bác sĩ K',
      room: 'Cơ sở K',
      serving: { orderNumber: 41, initials: 'T.T.B.' },
    });
    expect(mine.next.map((n: { orderNumber: number }) => n.orderNumber).slice(-2)).toEqual([42, 43]);
    expect(JSON.stringify(queue)).not.toContain('Trần Thị Bích');
    expect(JSON.stringify(queue)).not.toMatch(/"orderNumber":4[045]\b/);

    // A kiosk has no business with the queue display's read.
    const byKiosk = await t.app.inject({ method: 'GET', url: '/api/display/queue', headers: kiosk.headers });
    refused(byKiosk, 'noPermission');
  });
});
