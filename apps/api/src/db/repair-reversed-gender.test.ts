import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ActivityAction, ActivityEntityType, addDays, instantOfLocal, localDate, Plan } from '@clinic/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpClinic, type TestApp } from '../testing/harness.js';
import { migrationsFolder } from './client.js';
import { activityLogs, clinicPatients, clinics } from './schema/index.js';

// Migration 0011: the booking site and reception's new-patient booking stored "Nam" as 1 and "Nữ" as 0.
// The clinic's day is replayed through the real calls as those two screens made them, beside the paths that were
// right all along; then the repair runs, and only the records the two broken paths made are flipped.

const HCM = 'Asia/Ho_Chi_Minh';
const repair = readFileSync(path.join(migrationsFolder, '0011_repair_reversed_gender.sql'), 'utf8');

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpClinic>>;
let slug = '';
let doctorId = 0;
let locationId = 0;
const date = addDays(localDate(new Date(), HCM), 3);
let minute = 0;
/** The next free 10-minute slot of the day's session. */
const nextTime = () => {
  const m = 8 * 60 + minute;
  minute += 10;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

async function staff(method: 'POST' | 'PUT', url: string, payload: object) {
  const res = await t.call(owner.headers, method, url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** What the booking site sent: its radios carried 1 for "Nam". */
async function bookedOnline(fullName: string, phone: string, gender: 0 | 1) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/public/clinics/${slug}/bookings`,
    payload: { doctorId, locationId, date, time: nextTime(), fullName, phone, gender, yearOfBirth: 1990 },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.code as string;
}

/** What reception's booking form sent for a new patient: its select carried 1 for "Nam". */
const bookedAtDesk = async (fullName: string, phone: string, gender: 0 | 1) =>
  (
    await staff('POST', '/clinic-appointments/create', {
      patient: { fullName, phone, gender },
      doctorId,
      locationId,
      date,
      time: nextTime(),
    })
  ).clinicPatientId as number;

const patientByPhone = async (phone: string) =>
  (
    await t.app.deps.db
      .select()
      .from(clinicPatients)
      .where(and(eq(clinicPatients.clinicId, owner.user.clinicId), eq(clinicPatients.phone, phone)))
  )[0]!;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpClinic(t.app, 'Gender');
  await t.app.deps.db.update(clinics).set({ plan: Plan.Vip }).where(eq(clinics.id, owner.user.clinicId));
  slug = (await t.app.deps.db.select().from(clinics).where(eq(clinics.id, owner.user.clinicId)))[0]!.slug;
  locationId = (await staff('POST', '/locations', { name: 'Cơ sở 1', provinceId: 58 })).id;
  const specialtyId = (await staff('POST', '/specialties', { name: 'Nội khoa' })).id;
  doctorId = (
    await staff('POST', '/doctors', {
      name: 'BS. Hoàng Văn Nam',
      doctorCode: 'GD-1',
      timePerAppointmentInMinutes: 10,
      waitingTime: 0,
      isVisibleForBooking: true,
      isAutoApproveAppointment: true,
      numberOfAppointmentsPerSlot: 1,
      specialtyIds: [specialtyId],
      locationIds: [locationId],
    })
  ).id;
  await staff('POST', '/schedules', {
    doctorId,
    locationId,
    start: instantOfLocal(date, '08:00', HCM).toISOString(),
    end: instantOfLocal(date, '11:00', HCM).toISOString(),
    repeatType: 0,
  });
});
afterAll(async () => t.close());

describe('repairing the genders the two broken paths stored', () => {
  it('flips the records those paths created, logs each repair, and leaves every other record alone', async () => {
    // The broken paths: "Nam" booked online (sent 1), "Nữ" booked at the desk (sent 0), and another one at the desk
    // whose record then had only its health-record properties saved.
    await bookedOnline('Lê Minh Tuấn', '0934000001', 1);
    await bookedAtDesk('Nguyễn Thị Hoa', '0934000002', 0);
    const propertiesOnly = await bookedAtDesk('Phạm Văn Long', '0934000003', 1);
    await staff('PUT', `/clinic-patients/${propertiesOnly}/properties`, { properties: [] });
    // Edited in full since: someone may already have put the gender right by hand.
    const edited = await bookedAtDesk('Đỗ Thị Thu', '0934000004', 1);
    await staff('PUT', `/clinic-patients/${edited}`, {
      fullName: 'Đỗ Thị Thu',
      phone: '0934000004',
      gender: 1,
    });
    // Right all along: the patient form, and a booking that found the patient's existing record.
    const lan = await staff('POST', '/clinic-patients', {
      fullName: 'Trần Thị Lan',
      phone: '0934000005',
      gender: 1,
    });
    await bookedOnline('tran thi lan', '0934000005', 0);
    await staff('POST', '/clinic-appointments/create', {
      clinicPatientId: lan.id,
      doctorId,
      locationId,
      date,
      time: nextTime(),
    });

    await t.app.deps.db.execute(sql.raw(repair));

    const genders = Object.fromEntries(
      await Promise.all(
        ['0934000001', '0934000002', '0934000003', '0934000004', '0934000005'].map(async (phone) => {
          const p = await patientByPhone(phone);
          return [p.fullName, p.gender] as const;
        }),
      ),
    );
    expect(genders).toEqual({
      'Lê Minh Tuấn': 0,
      'Nguyễn Thị Hoa': 1,
      'Phạm Văn Long': 0,
      'Đỗ Thị Thu': 1,
      'Trần Thị Lan': 1,
    });
    const repairs = await t.app.deps.db
      .select()
      .from(activityLogs)
      .where(
        and(
          eq(activityLogs.clinicId, owner.user.clinicId),
          eq(activityLogs.entityType, ActivityEntityType.ClinicPatient),
          eq(activityLogs.action, ActivityAction.Update),
          sql`${activityLogs.details}->>'repair' = 'genderReversed'`,
        ),
      );
    expect(repairs.map((r) => [r.details.name, r.details.gender, r.userId]).sort()).toEqual([
      ['Lê Minh Tuấn', 0, null],
      ['Nguyễn Thị Hoa', 1, null],
      ['Phạm Văn Long', 0, null],
    ]);
  });
});
