import {
  AppointmentStatus,
  addDays,
  errors,
  instantOfLocal,
  localDate,
  Plan,
  RealtimeEvent,
} from '@clinic/domain';
import { and, eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, clinics } from '../../db/schema/index.js';
import { createTestApp, signUpClinic, type TestApp } from '../../testing/harness.js';

// The queue under load: concurrent check-ins of one doctor get 1..n each once; concurrent
// bookings of a one-place slot leave exactly one appointment; and the check-in reaches the clinic's sockets.
// Runs on PGlite and, through `node scripts/test-pg.mjs <this file>`, on PostgreSQL.

const HCM = 'Asia/Ho_Chi_Minh';
const D3 = () => addDays(localDate(new Date(), HCM), 3);
const MIN = 60_000;

let t: TestApp;
let url = '';
let owner: Awaited<ReturnType<typeof signUpClinic>>;
let location = 0;
let doctor = 0;
let seq = 0;
async function created(path: string, payload: object) {
  const res = await t.call(owner.headers, 'POST', path, payload);
  if (res.statusCode !== 200) throw new Error(`${path}: ${res.body}`);
  return res.json().data as { id: number };
}
async function patients(n: number) {
  const ids: number[] = [];
  for (let i = 0; i < n; i += 1) {
    seq += 1;
    ids.push(
      (
        await created('/clinic-patients', {
          fullName: `Khách ${seq}`,
          gender: 1,
          phone: `0913${String(seq).padStart(6, '0')}`,
          yearOfBirth: 1990,
        })
      ).id,
    );
  }
  return ids;
}
/** Walk-ins of today written straight into the table (no check-in window), approved. */
async function walkIns(patientIds: number[]) {
  const start = new Date();
  const rows = await t.app.deps.db
    .insert(appointments)
    .values(
      patientIds.map((clinicPatientId, i) => ({
        clinicId: owner.user.clinicId,
        code: `LH-C-${seq}-${i}`,
        clinicPatientId,
        doctorId: doctor,
        locationId: location,
        startAt: start,
        endAt: new Date(start.getTime() + 15 * MIN),
        status: AppointmentStatus.Approved,
        notReserved: true,
      })),
    )
    .returning({ id: appointments.id });
  return rows.map((r) => r.id);
}

beforeAll(async () => {
  t = await createTestApp({ realtimeAuthTimeoutMs: 2000 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  owner = await signUpClinic(t.app, 'Load');
  await t.app.deps.db.update(clinics).set({ plan: Plan.Vip }).where(eq(clinics.id, owner.user.clinicId));
  location = (await created('/locations', { name: 'Cơ sở tải', provinceId: 58 })).id;
  doctor = (
    await created('/doctors', {
      name: 'Bác sĩ Tải',
      doctorCode: 'BS-LOAD',
      timePerAppointmentInMinutes: 15,
      waitingTime: 5,
      isVisibleForBooking: true,
      isAutoApproveAppointment: false,
      numberOfAppointmentsPerSlot: 1,
      locationIds: [location],
    })
  ).id;
  await created('/schedules', {
    doctorId: doctor,
    locationId: location,
    start: instantOfLocal(D3(), '08:00', HCM).toISOString(),
    end: instantOfLocal(D3(), '11:00', HCM).toISOString(),
    repeatType: 0,
  });
}, 60_000);
afterAll(async () => t.close());

describe('under concurrency', () => {
  it('gives twenty concurrent check-ins of one doctor the numbers 1 to 20, each once', async () => {
    const ids = await walkIns(await patients(20));
    const all = await Promise.all(
      ids.map((id) => t.call(owner.headers, 'PUT', `/clinic-appointments/${id}/check-in`)),
    );
    for (const r of all) expect(r.statusCode, r.body).toBe(200);
    const numbers = all.map((r) => r.json().data.orderNumber as number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const stored = await t.app.deps.db
      .select({ status: appointments.status })
      .from(appointments)
      .where(and(eq(appointments.clinicId, owner.user.clinicId), eq(appointments.doctorId, doctor)));
    expect(stored.every((s) => s.status === AppointmentStatus.CheckedIn)).toBe(true);
  }, 60_000);

  it('books a one-place slot for exactly one of fifty concurrent patients', async () => {
    const ids = await patients(50);
    const all = await Promise.all(
      ids.map((clinicPatientId) =>
        t.call(owner.headers, 'POST', '/clinic-appointments/create', {
          clinicPatientId,
          doctorId: doctor,
          locationId: location,
          date: D3(),
          time: '09:00',
        }),
      ),
    );
    expect(all.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of all.filter((x) => x.statusCode !== 200))
      expect(r.json().code, r.body).toBe(errors.appointmentTimeUnavailable.code);
    const rows = await t.app.deps.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(
        and(
          eq(appointments.clinicId, owner.user.clinicId),
          eq(appointments.doctorId, doctor),
          eq(appointments.startAt, instantOfLocal(D3(), '09:00', HCM)),
        ),
      );
    expect(rows).toHaveLength(1);
  }, 60_000);
});

describe('realtime', () => {
  it('tells the clinic’s sockets of a check-in: appointment.checkin with the order number', async () => {
    const socket: Socket = connect(url, { transports: ['websocket'], reconnection: false, forceNew: true });
    try {
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      const authorized = new Promise((resolve) => socket.once('authorized', resolve));
      socket.emit('authenticate', owner.accessToken);
      await authorized;
      const heard = new Promise<{ id: number; status: number; orderNumber: number | null }>((resolve) =>
        socket.once(RealtimeEvent.AppointmentCheckIn, resolve),
      );
      const [id] = await walkIns(await patients(1));
      const res = await t.call(owner.headers, 'PUT', `/clinic-appointments/${id}/check-in`);
      expect(res.statusCode, res.body).toBe(200);
      const payload = await heard;
      // The payload is the whole appointment (realtime-payloads.test.ts); these are the fields this test checks.
      expect(payload).toMatchObject({
        id,
        doctorId: doctor,
        locationId: location,
        status: AppointmentStatus.CheckedIn,
        orderNumber: res.json().data.orderNumber,
      });
    } finally {
      socket.close();
    }
  }, 30_000);
});
