// Benchmark data for appointment slots: 50 doctors of one specialty at one location, each working a
// Monday-to-Friday series 08:00–17:00 that began a year ago (so expansion walks a long rule, as a real clinic's
// would), with a booked appointment in every doctor's first slot of each day. Written straight into the tables:
// the plan's doctor limit and the past-time rule are the API's business, not the benchmark's.
import type { Db } from '../apps/api/src/db/client.js';
import {
  appointments,
  clinicPatients,
  clinics,
  doctorLocations,
  doctorSpecialties,
  doctors,
  locations,
  schedules,
  specialties,
} from '../apps/api/src/db/schema/index.js';
import { clinicTimeZone } from '../apps/api/src/modules/schedules/occurrences.js';
// bench/ is no workspace package, so neither `@clinic/domain` nor drizzle-orm resolves from here: the domain
// comes from its source, and queries go through the api's own modules.
import {
  AppointmentRepeatType,
  AppointmentStatus,
  addDays,
  Gender,
  instantOfLocal,
  localDate,
} from '../packages/domain/src/index.js';
import { toRRule } from '../packages/domain/src/recurrence.js';

export const SLOT_BENCH_DOCTORS = 50;
export const SLOT_BENCH_DAYS = 30;

export async function seedSlotsBench(db: Db, clinicId: number, now: Date) {
  const timeZone = await clinicTimeZone(db, clinicId);
  // The booking site's day strip names the clinic by its slug.
  const [clinic] = await db.select({ id: clinics.id, slug: clinics.slug }).from(clinics);
  if (clinic?.id !== clinicId) throw new Error('the bench database holds the demo clinic alone');
  const today = localDate(now, timeZone);
  const [location] = await db
    .insert(locations)
    .values({ clinicId, name: 'Cơ sở Benchmark' })
    .returning({ id: locations.id });
  const [specialty] = await db
    .insert(specialties)
    .values({ clinicId, name: 'Chuyên khoa Benchmark' })
    .returning({ id: specialties.id });
  const team = await db
    .insert(doctors)
    .values(
      Array.from({ length: SLOT_BENCH_DOCTORS }, (_, i) => ({
        clinicId,
        name: `BS. Benchmark ${i + 1}`,
        doctorCode: `BENCH${String(i + 1).padStart(3, '0')}`,
        timePerAppointmentInMinutes: 15,
        waitingTime: 5,
        numberOfAppointmentsPerSlot: 2,
        isAutoApproveAppointment: i % 2 === 0,
      })),
    )
    .returning({ id: doctors.id });
  await db
    .insert(doctorSpecialties)
    .values(team.map((d) => ({ clinicId, doctorId: d.id, specialtyId: specialty!.id })));
  await db
    .insert(doctorLocations)
    .values(team.map((d) => ({ clinicId, doctorId: d.id, locationId: location!.id })));
  // The series begins on the first Monday a year back.
  let firstDay = addDays(today, -365);
  while (new Date(`${firstDay}T00:00:00Z`).getUTCDay() !== 1) firstDay = addDays(firstDay, 1);
  const startAt = instantOfLocal(firstDay, '08:00', timeZone);
  const rrule = toRRule(AppointmentRepeatType.EveryWorkDaysOfWeek, undefined, startAt, timeZone);
  await db.insert(schedules).values(
    team.map((d) => ({
      clinicId,
      doctorId: d.id,
      locationId: location!.id,
      startAt,
      endAt: instantOfLocal(firstDay, '17:00', timeZone),
      repeatType: AppointmentRepeatType.EveryWorkDaysOfWeek,
      rrule,
      lastEndAt: null,
    })),
  );
  const days = Array.from({ length: SLOT_BENCH_DAYS }, (_, i) => addDays(today, i + 1));
  // One patient per doctor: a patient may hold only one active booking per start time (a unique index since the
  // appointment flow), and every doctor's first slot of a day starts at 08:00.
  const patients = await db
    .insert(clinicPatients)
    .values(
      team.map((_, k) => ({
        clinicId,
        code: `BENCHBN${String(k + 1).padStart(3, '0')}`,
        fullName: `Bệnh nhân Benchmark ${k + 1}`,
        gender: Gender.Female,
        phone: '0900000000',
        nationality: 192 as const,
      })),
    )
    .returning({ id: clinicPatients.id });
  const booked = days.flatMap((day, i) =>
    team.map((d, k) => ({
      clinicId,
      code: `BENCH${String(i * SLOT_BENCH_DOCTORS + k).padStart(6, '0')}`,
      clinicPatientId: patients[k]!.id,
      doctorId: d.id,
      locationId: location!.id,
      startAt: instantOfLocal(day, '08:00', timeZone),
      endAt: instantOfLocal(day, '08:15', timeZone),
      status: AppointmentStatus.Approved,
    })),
  );
  await db.insert(appointments).values(booked);
  return { locationId: location!.id, specialtyId: specialty!.id, days, slug: clinic.slug };
}
