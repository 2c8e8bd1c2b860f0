import {
  ActivityEntityType,
  AppointmentStatus,
  addDays,
  errors,
  instantOfLocal,
  localDate,
  Plan,
  RealtimeEvent,
} from '@clinic/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, appointments, clinicPatients, clinics, specialties } from '../../db/schema/index.js';
import type { DomainEvent } from '../../platform/events.js';
import { createTestApp, signUpClinic, type TestApp } from '../../testing/harness.js';
import { CANCEL_REASON_DEFAULT } from './booking-manage.service.js';
import { signBookingToken, verifyBookingToken } from './booking-token.js';
import { escapeText, foldLine } from './ics.js';
import { PUBLIC_LIMITS } from './public-clinic.js';

// A patient opens the clinic's booking link on her phone: she sees the clinic, its specialties and the doctors
// visible for booking, picks a day and an open slot, and books with her name and phone. The desk sees the booking
// arrive live. Later she finds it again with its code and phone, adds it to her calendar, or cancels it. Bots and
// curious strangers get nothing: a honeypot, rate limits per address and phone, and the same 404 for a wrong code
// as for a wrong phone.

const HCM = 'Asia/Ho_Chi_Minh';
const D3 = () => addDays(localDate(new Date(), HCM), 3);

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpClinic>>;
let slug = '';
let clinicId = 0;
const events: DomainEvent[] = [];
let location = 0;
let specialty = 0;
let hiddenSpecialty = 0;
const doctor = { manual: 0, auto: 0, hidden: 0 };

let ipSeq = 0;
/** A fresh client address per request unless a story wants one address for many. */
const nextIp = () => {
  ipSeq += 1;
  return `10.1.${Math.floor(ipSeq / 250)}.${(ipSeq % 250) + 1}`;
};

async function created(url: string, payload: object) {
  const res = await t.call(owner.headers, 'POST', url, payload);
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.body}`);
  return res.json().data as { id: number };
}

const pub = (method: 'GET' | 'POST', url: string, payload?: object, ip = nextIp()) =>
  t.app.inject({
    method,
    url: `/api/public/clinics/${slug}${url}`,
    remoteAddress: ip,
    ...(payload ? { payload } : {}),
  });

function refused(res: Awaited<ReturnType<typeof pub>>, key: keyof typeof errors) {
  expect(res.statusCode, res.body).toBe(errors[key].status);
  expect(res.json().code).toBe(errors[key].code);
}

let phoneSeq = 0;
const newPhone = () => {
  phoneSeq += 1;
  return `0977${String(phoneSeq).padStart(6, '0')}`;
};

const person = (extra: object = {}) => ({
  fullName: 'Phạm Thị Mai',
  phone: newPhone(),
  gender: 0,
  yearOfBirth: 1990,
  ...extra,
});

const book = (body: object, ip = nextIp()) => pub('POST', '/bookings', body, ip);

interface Booking {
  code: string;
  status: number;
  start: string;
  end: string;
  date: string;
  time: string;
  doctorName: string;
  locationName: string;
  locationAddress: string | null;
  latitude: number | null;
  longitude: number | null;
  bookingToken: string;
  mapUrl: string | null;
}
async function booked(body: object) {
  const res = await book(body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Booking;
}

const appointmentOf = async (code: string) =>
  (
    await t.app.deps.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.clinicId, clinicId), eq(appointments.code, code)))
  )[0]!;

const appointmentCount = async () =>
  (await t.app.deps.db.select().from(appointments).where(eq(appointments.clinicId, clinicId))).length;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpClinic(t.app, 'Pub');
  clinicId = owner.user.clinicId;
  await t.app.deps.db
    .update(clinics)
    .set({ plan: Plan.Vip, address: '1 Lê Lợi' })
    .where(eq(clinics.id, clinicId));
  slug = (
    await t.app.deps.db.select({ slug: clinics.slug }).from(clinics).where(eq(clinics.id, clinicId))
  )[0]!.slug;
  t.app.deps.events.subscribe((e) => events.push(e));
  location = (
    await created('/locations', {
      name: 'Cơ sở Quận 1',
      address: '12 Nguyễn Huệ, Quận 1',
      provinceId: 58,
      latitude: 10.7769,
      longitude: 106.7009,
    })
  ).id;
  specialty = (await created('/specialties', { name: 'Nội tổng quát' })).id;
  hiddenSpecialty = (await created('/specialties', { name: 'Chuyên khoa tắt' })).id;
  await t.app.deps.db.update(specialties).set({ enabled: false }).where(eq(specialties.id, hiddenSpecialty));
  const hire = async (code: string, extra: object) =>
    (
      await created('/doctors', {
        name: `Bác sĩ ${code}`,
        doctorCode: code,
        introduction: `Giới thiệu ${code}`,
        yearsOfExperience: 10,
        timePerAppointmentInMinutes: 15,
        waitingTime: 5,
        isVisibleForBooking: true,
        isAutoApproveAppointment: false,
        numberOfAppointmentsPerSlot: 1,
        specialtyIds: [specialty, hiddenSpecialty],
        locationIds: [location],
        ...extra,
      })
    ).id;
  doctor.manual = await hire('PB-MAN', {});
  doctor.auto = await hire('PB-AUTO', { isAutoApproveAppointment: true, numberOfAppointmentsPerSlot: 5 });
  doctor.hidden = await hire('PB-HIDE', { isVisibleForBooking: false });
  for (const doctorId of Object.values(doctor))
    await created('/schedules', {
      doctorId,
      locationId: location,
      start: instantOfLocal(D3(), '08:00', HCM).toISOString(),
      end: instantOfLocal(D3(), '11:30', HCM).toISOString(),
      repeatType: 0,
    });
});
afterAll(async () => t.close());

describe('the clinic’s shop window', () => {
  it('shows the clinic by its slug: name, address, enabled locations with coordinates and enabled specialties', async () => {
    const res = await pub('GET', '');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      name: owner.input.clinicName,
      logoUrl: null,
      address: '1 Lê Lợi',
      timeZone: HCM,
      allowBookingInDays: 30,
      locations: [
        {
          id: location,
          name: 'Cơ sở Quận 1',
          address: '12 Nguyễn Huệ, Quận 1',
          latitude: 10.7769,
          longitude: 106.7009,
        },
      ],
      specialties: [{ id: specialty, name: 'Nội tổng quát' }],
    });
  });

  it('answers an unknown slug with 404 clinicNotFound', async () => {
    refused(
      await t.app.inject({ method: 'GET', url: '/api/public/clinics/no-such-clinic' }),
      'clinicNotFound',
    );
  });

  it('lists only the doctors visible for booking, with their specialties, locations and introduction', async () => {
    const res = await pub('GET', `/doctors?specialtyId=${specialty}&locationId=${location}`);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data as { id: number; specialtyIds: number[] }[];
    expect(list.map((d) => d.id).sort()).toEqual([doctor.manual, doctor.auto].sort());
    expect(list.find((d) => d.id === doctor.manual)).toEqual({
      id: doctor.manual,
      name: 'Bác sĩ PB-MAN',
      specialtyIds: [specialty],
      locationIds: [location],
      introduction: 'Giới thiệu PB-MAN',
      yearsOfExperience: 10,
      certificates: null,
      avatarUrl: null,
    });
    const none = await pub('GET', `/doctors?specialtyId=${hiddenSpecialty}`);
    expect(none.json().data).toEqual([]);
  });

  it('offers the staff slots of visible doctors only; a hidden doctor is not found', async () => {
    const res = await pub('POST', '/slots', { specialtyId: specialty, locationId: location, date: D3() });
    expect(res.statusCode, res.body).toBe(200);
    const slots = res.json().data as { doctorId: number; time: string }[];
    expect(new Set(slots.map((s) => s.doctorId))).toEqual(new Set([doctor.manual, doctor.auto]));
    expect(slots.filter((s) => s.doctorId === doctor.manual)[0]!.time).toBe('08:00');
    refused(
      await pub('POST', '/slots', { doctorId: doctor.hidden, locationId: location, date: D3() }),
      'doctorNotFound',
    );
    refused(
      await pub('POST', '/slots', { specialtyId: hiddenSpecialty, locationId: location, date: D3() }),
      'specialtyNotFound',
    );
  });
});

describe('the day strip: which days still have a free slot', () => {
  type Day = { date: string; free: boolean };
  const daysOf = async (body: object) => {
    const res = await pub('POST', '/days', body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Day[];
  };

  it('answers every day of the booking window in one call, free only where a visible doctor has room', async () => {
    const today = localDate(new Date(), HCM);
    const days = await daysOf({ specialtyId: specialty, locationId: location });
    const [window] = await t.app.deps.db
      .select({ allowBookingInDays: clinics.allowBookingInDays })
      .from(clinics)
      .where(eq(clinics.id, clinicId));
    expect(days.map((d) => d.date)).toEqual(
      Array.from({ length: window!.allowBookingInDays + 1 }, (_, i) => addDays(today, i)),
    );
    expect(days.filter((d) => d.free).map((d) => d.date)).toEqual([D3()]);
    // One doctor: the same answer for his own days; a doctor hidden from booking is not found, as in /slots.
    expect(
      (await daysOf({ doctorId: doctor.auto, locationId: location })).find((d) => d.date === D3())?.free,
    ).toBe(true);
    refused(await pub('POST', '/days', { doctorId: doctor.hidden, locationId: location }), 'doctorNotFound');
    refused(
      await pub('POST', '/days', { specialtyId: hiddenSpecialty, locationId: location }),
      'specialtyNotFound',
    );
    expect((await pub('POST', '/days', { locationId: location })).statusCode).toBe(400);
  });

  it('marks a day full once its last slot is booked, as the slot query does', async () => {
    const D4 = addDays(D3(), 1);
    const one = (
      await created('/doctors', {
        name: 'Bác sĩ Một Chỗ',
        doctorCode: 'PB-ONE',
        timePerAppointmentInMinutes: 15,
        waitingTime: 0,
        isVisibleForBooking: true,
        isAutoApproveAppointment: true,
        numberOfAppointmentsPerSlot: 1,
        specialtyIds: [specialty],
        locationIds: [location],
      })
    ).id;
    await created('/schedules', {
      doctorId: one,
      locationId: location,
      start: instantOfLocal(D4, '09:00', HCM).toISOString(),
      end: instantOfLocal(D4, '09:15', HCM).toISOString(),
      repeatType: 0,
    });
    const freeOn = async (date: string) =>
      (await daysOf({ doctorId: one, locationId: location })).find((d) => d.date === date)?.free;
    expect(await freeOn(D4)).toBe(true);
    await booked({ doctorId: one, locationId: location, date: D4, time: '09:00', ...person() });
    expect(await freeOn(D4)).toBe(false);
    const slots = await pub('POST', '/slots', { doctorId: one, locationId: location, date: D4 });
    expect(slots.json().data).toEqual([]);
  });
});

describe('booking', () => {
  let first: Booking;
  const mai = person();

  it('books a new patient with a manual doctor: awaiting approval, the desk hears appointment.add', async () => {
    events.length = 0;
    first = await booked({
      doctorId: doctor.manual,
      locationId: location,
      date: D3(),
      time: '08:00',
      ...mai,
    });
    expect(first).toMatchObject({
      status: AppointmentStatus.NotApproved,
      date: D3(),
      time: '08:00',
      start: instantOfLocal(D3(), '08:00', HCM).toISOString(),
      end: instantOfLocal(D3(), '08:15', HCM).toISOString(),
      doctorName: 'Bác sĩ PB-MAN',
      locationName: 'Cơ sở Quận 1',
      locationAddress: '12 Nguyễn Huệ, Quận 1',
      latitude: 10.7769,
      longitude: 106.7009,
      mapUrl: 'https://www.google.com/maps/search/?api=1&query=10.7769,106.7009',
    });
    expect(first.code).toMatch(/^LH\d{6}$/);
    // Nothing of the patient comes back.
    expect(JSON.stringify(first)).not.toContain(mai.phone);
    expect(JSON.stringify(first)).not.toContain('Mai');

    const row = await appointmentOf(first.code);
    const [patient] = await t.app.deps.db
      .select()
      .from(clinicPatients)
      .where(eq(clinicPatients.id, row.clinicPatientId));
    expect(patient).toMatchObject({
      fullName: 'Phạm Thị Mai',
      phone: mai.phone,
      gender: 0,
      yearOfBirth: 1990,
    });
    const add = events.find((e) => e.name === RealtimeEvent.AppointmentAdd);
    // The payload is the whole appointment; these are the fields this test is about.
    expect(add).toMatchObject({
      name: 'appointment.add',
      clinicId,
      payload: { id: row.id, source: 'online' },
    });
    const [log] = await t.app.deps.db
      .select()
      .from(activityLogs)
      .where(
        and(
          eq(activityLogs.clinicId, clinicId),
          eq(activityLogs.entityType, ActivityEntityType.ClinicAppointment),
          eq(activityLogs.entityId, row.id),
        ),
      );
    expect(log?.userId).toBeNull();
  });

  it('signs a booking token naming only the appointment and clinic; a tampered one fails', async () => {
    const row = await appointmentOf(first.code);
    const secret = t.app.deps.config.jwtSecret;
    expect(verifyBookingToken(secret, first.bookingToken)).toEqual({ appointmentId: row.id, clinicId });
    const [, a, c, mac] = first.bookingToken.split('.');
    expect(verifyBookingToken(secret, `b1.${Number(a) + 1}.${c}.${mac}`)).toBeNull();
    expect(verifyBookingToken(secret, `b1.${a}.${Number(c) + 1}.${mac}`)).toBeNull();
    expect(verifyBookingToken(secret, `${first.bookingToken.slice(0, -2)}xx`)).toBeNull();
    expect(verifyBookingToken('another-secret', first.bookingToken)).toBeNull();
    expect(verifyBookingToken(secret, 'garbage')).toBeNull();
    expect(signBookingToken(secret, { appointmentId: row.id, clinicId })).toBe(first.bookingToken);
    expect(first.bookingToken).not.toContain(mai.phone);
  });

  it('no longer offers the full slot, and refuses to book it', async () => {
    const res = await pub('POST', '/slots', { doctorId: doctor.manual, locationId: location, date: D3() });
    const times = (res.json().data as { time: string }[]).map((s) => s.time);
    expect(times).not.toContain('08:00');
    expect(times).toContain('08:20');
    refused(
      await book({ doctorId: doctor.manual, locationId: location, date: D3(), time: '08:00', ...person() }),
      'appointmentTimeUnavailable',
    );
  });

  it('books by specialty with the visible doctor who has room at that time: the auto doctor approves itself', async () => {
    const b = await booked({
      specialtyId: specialty,
      locationId: location,
      date: D3(),
      time: '08:00',
      ...person(),
    });
    expect(b).toMatchObject({
      doctorName: 'Bác sĩ PB-AUTO',
      status: AppointmentStatus.Approved,
      time: '08:00',
    });
    refused(
      await book({ specialtyId: specialty, locationId: location, date: D3(), time: '03:00', ...person() }),
      'appointmentTimeUnavailable',
    );
  });

  it('matches an existing patient by phone and name whatever the accents and case, else creates one', async () => {
    const lan = await created('/clinic-patients', {
      fullName: 'Trần Thị Lan',
      gender: 0,
      phone: '0912000111',
      yearOfBirth: 1985,
    });
    const again = await booked({
      doctorId: doctor.auto,
      locationId: location,
      date: D3(),
      time: '08:20',
      ...person({ fullName: '  tran  thi LAN ', phone: '0912 000 111' }),
    });
    expect((await appointmentOf(again.code)).clinicPatientId).toBe(lan.id);

    const other = await booked({
      doctorId: doctor.auto,
      locationId: location,
      date: D3(),
      time: '08:40',
      ...person({ fullName: 'Trần Văn Nam', phone: '0912000111' }),
    });
    const otherPatient = (await appointmentOf(other.code)).clinicPatientId;
    expect(otherPatient).not.toBe(lan.id);
    const sharing = await t.app.deps.db
      .select({ id: clinicPatients.id })
      .from(clinicPatients)
      .where(and(eq(clinicPatients.clinicId, clinicId), eq(clinicPatients.phone, '0912000111')));
    expect(sharing.map((p) => p.id).sort()).toEqual([lan.id, otherPatient].sort());
  });

  it('allows one phone at most 3 active bookings a clinic day, whatever names it uses', async () => {
    const phone = newPhone();
    for (const [i, time] of ['09:00', '09:20', '09:40'].entries())
      await booked({
        doctorId: doctor.auto,
        locationId: location,
        date: D3(),
        time,
        ...person({ phone, fullName: `Người ${i}` }),
      });
    refused(
      await book({
        doctorId: doctor.auto,
        locationId: location,
        date: D3(),
        time: '10:00',
        ...person({ phone, fullName: 'Tên mới hoàn toàn' }),
      }),
      'tooManyAppointmentsSameDay',
    );
  });

  it('answers a filled honeypot with a bare 400 PSYS_4001 and writes nothing', async () => {
    const before = await appointmentCount();
    const res = await book({
      doctorId: doctor.auto,
      locationId: location,
      date: D3(),
      time: '10:20',
      ...person({ website: 'http://spam.example' }),
    });
    refused(res, 'schemaViolation');
    expect(res.json().fields).toBeUndefined();
    expect(await appointmentCount()).toBe(before);
  });

  it('refuses a body naming both a doctor and a specialty, or neither', async () => {
    refused(await book({ locationId: location, date: D3(), time: '10:20', ...person() }), 'schemaViolation');
    refused(
      await book({
        doctorId: doctor.auto,
        specialtyId: specialty,
        locationId: location,
        date: D3(),
        time: '10:20',
        ...person(),
      }),
      'schemaViolation',
    );
  });
});

describe('finding, adding to a calendar and cancelling a booking', () => {
  let mine: Booking;
  const me = person({ fullName: 'Lê Văn Hùng' });

  beforeAll(async () => {
    mine = await booked({ doctorId: doctor.manual, locationId: location, date: D3(), time: '10:00', ...me });
  });

  it('finds it with its code and phone together; a wrong code and a wrong phone answer exactly the same', async () => {
    const found = await pub('POST', '/bookings/lookup', { code: mine.code.toLowerCase(), phone: me.phone });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data).toEqual(mine);

    const wrongCode = await pub('POST', '/bookings/lookup', { code: 'LH999999', phone: me.phone });
    const wrongPhone = await pub('POST', '/bookings/lookup', { code: mine.code, phone: '0900000000' });
    refused(wrongCode, 'appointmentNotFound');
    expect(wrongPhone.statusCode).toBe(wrongCode.statusCode);
    expect(wrongPhone.body).toBe(wrongCode.body);
  });

  it('offers it as an iCalendar event, with the phone too', async () => {
    const res = await pub('GET', `/bookings/${mine.code}.ics?phone=${me.phone}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    expect(res.body).toContain('BEGIN:VEVENT\r\n');
    expect(res.body).toContain(`DTSTART:${mine.start.replace(/[-:]/g, '').slice(0, 15)}Z`);
    expect(res.body).toContain('LOCATION:Cơ sở Quận 1\\, 12 Nguyễn Huệ\\, Quận 1');
    expect(res.body).toContain('GEO:10.7769;106.7009');
    expect(res.body).toContain('STATUS:TENTATIVE');
    for (const line of res.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    refused(await pub('GET', `/bookings/${mine.code}.ics?phone=0900000000`), 'appointmentNotFound');
  });

  it('escapes and folds calendar text per RFC 5545', () => {
    expect(escapeText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
    const folded = foldLine(`SUMMARY:${'Phòng khám '.repeat(12)}`);
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(
      folded
        .split('\r\n')
        .slice(1)
        .every((l) => l.startsWith(' ')),
    ).toBe(true);
  });

  it('cancels it with the code and phone, with the default reason, through the staff transition', async () => {
    events.length = 0;
    refused(
      await pub('POST', '/bookings/cancel', { code: mine.code, phone: '0900000000' }),
      'appointmentNotFound',
    );
    const res = await pub('POST', '/bookings/cancel', { code: mine.code, phone: me.phone });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe(AppointmentStatus.Canceled);
    const row = await appointmentOf(mine.code);
    expect(row.cancelReason).toBe(CANCEL_REASON_DEFAULT);
    expect(events.map((e) => e.name)).toContain(RealtimeEvent.AppointmentCancel);
    refused(await pub('POST', '/bookings/cancel', { code: mine.code, phone: me.phone }), 'statusNotAllowed');
    // The freed slot is offered again.
    const slots = await pub('POST', '/slots', { doctorId: doctor.manual, locationId: location, date: D3() });
    expect((slots.json().data as { time: string }[]).map((s) => s.time)).toContain('10:00');
  });

  it('does not cancel once the patient has checked in', async () => {
    const p = person();
    const b = await booked({
      doctorId: doctor.manual,
      locationId: location,
      date: D3(),
      time: '10:20',
      ...p,
    });
    await t.app.deps.db
      .update(appointments)
      .set({ status: AppointmentStatus.CheckedIn })
      .where(and(eq(appointments.clinicId, clinicId), eq(appointments.code, b.code)));
    refused(
      await pub('POST', '/bookings/cancel', { code: b.code, phone: p.phone, reason: 'Bận' }),
      'statusNotAllowed',
    );
    expect((await appointmentOf(b.code)).status).toBe(AppointmentStatus.CheckedIn);
  });
});

describe('abuse limits', () => {
  const impossible = () => ({ doctorId: doctor.auto, locationId: location, date: D3(), time: '03:00' });

  it(`answers the ${PUBLIC_LIMITS.bookingsPerAddress.limit + 1}th booking from one address within the hour with 429`, async () => {
    const ip = '192.0.2.10';
    for (let i = 0; i < PUBLIC_LIMITS.bookingsPerAddress.limit; i += 1)
      refused(await book({ ...impossible(), ...person() }, ip), 'appointmentTimeUnavailable');
    const over = await book({ ...impossible(), ...person() }, ip);
    refused(over, 'tooManyAttempts');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(3600);
    // Another address is not affected.
    refused(await book({ ...impossible(), ...person() }, '192.0.2.11'), 'appointmentTimeUnavailable');
  });

  it(`answers the ${PUBLIC_LIMITS.bookingsPerPhone.limit + 1}th booking of one phone within a day with 429, from any address`, async () => {
    const phone = newPhone();
    for (let i = 0; i < PUBLIC_LIMITS.bookingsPerPhone.limit; i += 1)
      refused(await book({ ...impossible(), ...person({ phone }) }), 'appointmentTimeUnavailable');
    refused(await book({ ...impossible(), ...person({ phone }) }), 'tooManyAttempts');
    refused(await book({ ...impossible(), ...person() }), 'appointmentTimeUnavailable');
  });

  it(`counts day-strip and slot queries in one bucket: the ${PUBLIC_LIMITS.slotQueriesPerAddress.limit + 1}th from one address within the hour is 429`, async () => {
    const ip = '192.0.2.30';
    // The cheapest queries that still reach the limit: a hidden doctor is not found after the count.
    const hidden = { doctorId: doctor.hidden, locationId: location };
    for (let i = 0; i < PUBLIC_LIMITS.slotQueriesPerAddress.limit; i += 1)
      refused(
        await (i % 2
          ? pub('POST', '/days', hidden, ip)
          : pub('POST', '/slots', { ...hidden, date: D3() }, ip)),
        'doctorNotFound',
      );
    refused(await pub('POST', '/days', hidden, ip), 'tooManyAttempts');
    refused(await pub('POST', '/slots', { ...hidden, date: D3() }, ip), 'tooManyAttempts');
    refused(await pub('POST', '/days', hidden, '192.0.2.31'), 'doctorNotFound');
  }, 60_000);

  it(`answers the ${PUBLIC_LIMITS.lookupsPerAddress.limit + 1}th lookup or cancel from one address within the hour with 429`, async () => {
    const ip = '192.0.2.20';
    const body = { code: 'LH999999', phone: '0900000000' };
    for (let i = 0; i < PUBLIC_LIMITS.lookupsPerAddress.limit; i += 1)
      refused(
        await pub('POST', i % 2 ? '/bookings/lookup' : '/bookings/cancel', body, ip),
        'appointmentNotFound',
      );
    refused(await pub('POST', '/bookings/lookup', body, ip), 'tooManyAttempts');
    refused(await pub('GET', `/bookings/LH999999.ics?phone=0900000000`, undefined, ip), 'tooManyAttempts');
  });
});
