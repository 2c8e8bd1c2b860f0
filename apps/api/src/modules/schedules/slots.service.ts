import {
  AppError,
  activeAppointmentStatuses,
  addDays,
  BOOKING_MIN_LEAD_MINUTES,
  buildSlots,
  formErrorIds,
  instantOfLocal,
  localDate,
  SlotAvailability,
} from '@clinic/domain';
import { and, count, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbTx } from '../../db/client.js';
import {
  appointments,
  clinics,
  doctorLocations,
  doctorSpecialties,
  doctors,
  locations,
  specialties,
} from '../../db/schema/index.js';
import { loadOccurrences } from './occurrences.js';

// Appointment slots (issue F, SPEC §7 get-schedule-slots): the staff app asks here, and the public booking site
// (issue H) calls `scheduleSlots` itself, so both offer exactly what the domain slot arithmetic accepts.

const id = z.number().int().positive();
const clinicDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, formErrorIds.invalidValue)
  // 2026-02-30 has the right shape but is no day: adding zero days would roll it over into March.
  .refine((d) => addDays(d, 0) === d, formErrorIds.invalidValue);

/** Exactly one of doctorId / specialtyId (null counts as absent), a location and a clinic day 'YYYY-MM-DD'. */
export const scheduleSlotsQuery = z
  .object({
    doctorId: id.nullish(),
    specialtyId: id.nullish(),
    locationId: id,
    date: clinicDay,
  })
  .superRefine((q, ctx) => {
    const given = [q.doctorId, q.specialtyId].filter((v) => v !== undefined && v !== null).length;
    if (given === 1) return;
    const message = given === 0 ? formErrorIds.required : formErrorIds.invalidValue;
    for (const path of ['doctorId', 'specialtyId'])
      ctx.addIssue({ code: 'custom', message, path: [path], input: q });
  });
export type ScheduleSlotsQuery = z.output<typeof scheduleSlotsQuery>;

export const doctorSlot = z.object({
  doctorId: z.number(),
  /** ISO instants of the visit; the next slot starts after the doctor's waiting time. */
  start: z.string(),
  end: z.string(),
  /** 'HH:mm' in the clinic's time zone. */
  time: z.string(),
  capacity: z.number(),
  booked: z.number(),
  availability: z.enum([SlotAvailability.Available, SlotAvailability.Full, SlotAvailability.NotApproved]),
});
export type DoctorSlot = z.output<typeof doctorSlot>;

type Reader = Db | DbTx;

/** The doctors a query names: one doctor (4004 / doctorUnavailable), or a specialty's doctors at the location. */
async function doctorsOf(db: Reader, clinicId: number, query: ScheduleSlotsQuery, scope: SQL | undefined) {
  const columns = {
    id: doctors.id,
    enabled: doctors.enabled,
    timePerAppointmentInMinutes: doctors.timePerAppointmentInMinutes,
    waitingTime: doctors.waitingTime,
    numberOfAppointmentsPerSlot: doctors.numberOfAppointmentsPerSlot,
    isAutoApproveAppointment: doctors.isAutoApproveAppointment,
  };
  if (query.doctorId) {
    const [doctor] = await db
      .select(columns)
      .from(doctors)
      .where(and(eq(doctors.clinicId, clinicId), eq(doctors.id, query.doctorId), scope));
    if (!doctor) throw new AppError('doctorNotFound');
    if (!doctor.enabled) throw new AppError('doctorUnavailable');
    return [doctor];
  }
  const [specialty] = await db
    .select({ id: specialties.id })
    .from(specialties)
    .where(and(eq(specialties.clinicId, clinicId), eq(specialties.id, query.specialtyId!)));
  if (!specialty) throw new AppError('specialtyNotFound');
  // Every enabled doctor of the specialty who works at the location (the doctor's own locations, not only
  // where a schedule happens to sit).
  return db
    .select(columns)
    .from(doctors)
    .innerJoin(
      doctorSpecialties,
      and(eq(doctorSpecialties.clinicId, doctors.clinicId), eq(doctorSpecialties.doctorId, doctors.id)),
    )
    .innerJoin(
      doctorLocations,
      and(eq(doctorLocations.clinicId, doctors.clinicId), eq(doctorLocations.doctorId, doctors.id)),
    )
    .where(
      and(
        eq(doctors.clinicId, clinicId),
        eq(doctors.enabled, true),
        eq(doctorSpecialties.specialtyId, specialty.id),
        eq(doctorLocations.locationId, query.locationId),
        scope,
      ),
    )
    .orderBy(doctors.id);
}

/**
 * The bookable slots of one clinic day at a location, for a doctor or for every doctor of a specialty there,
 * ordered by time then doctor. `now` decides the booking window: slots start at least the lead time (60 minutes,
 * or the clinic's longer AllowBookingBeforeMinutes) after it, on a clinic day at most allowBookingInDays after
 * today. Booked counts are the active appointments starting at each slot.
 */
export async function scheduleSlots(
  db: Reader,
  clinicId: number,
  query: ScheduleSlotsQuery,
  now: Date,
  /**
   * The doctors the caller may offer: a staff member's groups (visibleDoctorsFilter), or the booking site's
   * visible doctors. A doctor outside it answers 'doctor not found', like a missing one.
   */
  doctorScope?: SQL,
): Promise<DoctorSlot[]> {
  const [clinic] = await db
    .select({
      timeZone: clinics.timeZone,
      allowBookingInDays: clinics.allowBookingInDays,
      allowBookingBeforeMinutes: clinics.allowBookingBeforeMinutes,
    })
    .from(clinics)
    .where(eq(clinics.id, clinicId));
  if (!clinic) throw new AppError('clinicNotFound');
  const [location] = await db
    .select({ id: locations.id, enabled: locations.enabled })
    .from(locations)
    .where(and(eq(locations.clinicId, clinicId), eq(locations.id, query.locationId)));
  if (!location) throw new AppError('locationNotFound');
  const team = await doctorsOf(db, clinicId, query, doctorScope);

  const { timeZone } = clinic;
  const window = {
    now,
    timeZone,
    allowBookingInDays: clinic.allowBookingInDays,
    leadMinutes: Math.max(BOOKING_MIN_LEAD_MINUTES, clinic.allowBookingBeforeMinutes),
  };
  // Nothing to read for a disabled location, no doctor, or a day outside the booking window.
  const today = localDate(now, timeZone);
  if (
    !location.enabled ||
    team.length === 0 ||
    query.date < today ||
    query.date > addDays(today, window.allowBookingInDays)
  )
    return [];

  const from = instantOfLocal(query.date, '00:00', timeZone);
  const to = instantOfLocal(addDays(query.date, 1), '00:00', timeZone);
  const doctorIds = team.map((d) => d.id);
  const [occurrences, bookings] = await Promise.all([
    loadOccurrences(db, clinicId, { from, to, timeZone, doctorIds, locationIds: [query.locationId] }),
    db
      .select({ doctorId: appointments.doctorId, startAt: appointments.startAt, n: count() })
      .from(appointments)
      .where(
        and(
          eq(appointments.clinicId, clinicId),
          inArray(appointments.doctorId, doctorIds),
          inArray(appointments.status, [...activeAppointmentStatuses]),
          gte(appointments.startAt, from),
          lt(appointments.startAt, to),
        ),
      )
      .groupBy(appointments.doctorId, appointments.startAt),
  ]);

  const out: DoctorSlot[] = [];
  const fromMs = from.getTime();
  const toMs = to.getTime();
  for (const doctor of team) {
    const booked = new Map(
      bookings.filter((b) => b.doctorId === doctor.id).map((b) => [b.startAt.toISOString(), b.n]),
    );
    const slots = buildSlots({
      occurrences: occurrences.filter((o) => o.doctorId === doctor.id),
      doctor,
      booked,
      timeZone,
      window,
    });
    for (const slot of slots) {
      // An occurrence crossing midnight belongs to two clinic days: each day offers the slots starting on it.
      const t = Date.parse(slot.start);
      if (t >= fromMs && t < toMs) out.push({ doctorId: doctor.id, ...slot });
    }
  }
  return out.sort((a, b) => a.start.localeCompare(b.start) || a.doctorId - b.doctorId);
}
