import {
  ActivityEntityType,
  AppointmentStatus,
  addDays,
  instantOfLocal,
  localDate,
  Plan,
} from '@clinic/domain';
import { and, asc, eq } from 'drizzle-orm';
import { activityLogs, appointments, clinics } from '../../db/schema/index.js';
import { systemClock } from '../../platform/clock.js';
import type { DomainEvent } from '../../platform/events.js';
import { createTestApp, signUpClinic, type TestApp } from '../../testing/harness.js';

// The common start of the schedule stories: a clinic in Ho Chi Minh City (on the unlimited plan, so each story
// can hire its own doctors), a location or two, and helpers for clinic-day times a few days from now.

export const HCM = 'Asia/Ho_Chi_Minh';
/** 'YYYY-MM-DD', `n` clinic days from today (the real one: the app's clock unless a story fixes it). */
export const day = (n: number) => addDays(localDate(systemClock(), HCM), n);
/** ISO instant of 'HH:mm' on the clinic day `n` days from today. */
export const at = (n: number, time: string) => instantOfLocal(day(n), time, HCM).toISOString();
/** Days from today to the first Monday at least `min` days ahead. */
export function mondayFrom(min: number) {
  for (let n = min; ; n += 1) if (new Date(`${day(n)}T00:00:00Z`).getUTCDay() === 1) return n;
}

/** `clock`: the app's time, for the stories that fix it (a schedule starting earlier today). */
export async function scheduleStory(label: string, clock?: () => Date) {
  const t: TestApp = await createTestApp({}, clock ? { clock } : {});
  const owner = await signUpClinic(t.app, label);
  await t.app.deps.db.update(clinics).set({ plan: Plan.Vip }).where(eq(clinics.id, owner.user.clinicId));
  const events: DomainEvent[] = [];
  t.app.deps.events.subscribe((e) => events.push(e));
  let seq = 0;

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    headers: Record<string, string> = owner.headers,
  ) => t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

  const created = async (url: string, payload: object) => {
    const res = await call('POST', url, payload);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.body}`);
    return res.json().data as { id: number };
  };

  const location = (name: string) => created('/locations', { name: `${name} ${label}`, provinceId: 58 });

  /** A doctor working 15-minute visits with 5 minutes between them: slots every 20 minutes. */
  const doctor = async (locationIds: number[], extra: object = {}) => {
    seq += 1;
    return created('/doctors', {
      name: `Bác sĩ ${label} ${seq}`,
      doctorCode: `BS-${label}-${seq}`,
      timePerAppointmentInMinutes: 15,
      waitingTime: 5,
      isVisibleForBooking: true,
      isAutoApproveAppointment: false,
      numberOfAppointmentsPerSlot: 1,
      locationIds,
      ...extra,
    });
  };

  const patient = await created('/clinic-patients', {
    fullName: `Trần Thị ${label}`,
    gender: 1,
    phone: '0912345678',
    yearOfBirth: 1988,
  });

  /** An appointment written straight into its table (bypassing the booking flow). */
  const book = async (
    doctorId: number,
    locationId: number,
    start: string,
    status: number = AppointmentStatus.Approved,
    notReserved = false,
  ) => {
    seq += 1;
    const [row] = await t.app.deps.db
      .insert(appointments)
      .values({
        clinicId: owner.user.clinicId,
        code: `LH-${label}-${seq}`,
        clinicPatientId: patient.id,
        doctorId,
        locationId,
        startAt: new Date(start),
        endAt: new Date(Date.parse(start) + 15 * 60_000),
        status,
        notReserved,
      })
      .returning();
    return row!.id;
  };

  const appointment = async (id: number) =>
    (await t.app.deps.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;

  /** The schedule actions logged for a schedule, in order. */
  const actionsOf = async (scheduleId: number) =>
    (
      await t.app.deps.db
        .select({ action: activityLogs.action })
        .from(activityLogs)
        .where(
          and(
            eq(activityLogs.clinicId, owner.user.clinicId),
            eq(activityLogs.entityType, ActivityEntityType.Schedule),
            eq(activityLogs.entityId, scheduleId),
          ),
        )
        .orderBy(asc(activityLogs.id))
    ).map((r) => r.action);

  return { t, owner, events, call, created, location, doctor, patient, book, appointment, actionsOf };
}

export type Story = Awaited<ReturnType<typeof scheduleStory>>;
