import {
  AppError,
  activeAppointmentStatuses,
  addDays,
  BOOKING_MIN_LEAD_MINUTES,
  type DoctorSlotSettings,
  dressSlot,
  instantOfLocal,
  localDate,
  placeSlots,
  SlotAvailability,
  type SlotPlace,
} from '@clinic/domain';
import type { BookingDay, DoctorSlot, ScheduleDaysQuery, ScheduleSlotsQuery } from '@clinic/domain/contracts';
import { and, count, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
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
import { loadOccurrences, type ScheduleOccurrence } from './occurrences.js';

// Appointment slots (get-schedule-slots): the staff app asks here, and the public booking site
// calls `scheduleSlots` itself, so both offer exactly what the domain slot arithmetic accepts.

// The query and answer schemas are the contract's (@clinic/domain/contracts), shared with the public booking routes.
export type {
  BookingDay,
  DoctorSlot,
  ScheduleDaysQuery,
  ScheduleSlotsQuery,
} from '@clinic/domain/contracts';

type Reader = Db | DbTx;

/** The doctors a query names: one doctor (4004 / doctorUnavailable), or a specialty's doctors at the location. */
async function doctorsOf(db: Reader, clinicId: number, query: ScheduleDaysQuery, scope: SQL | undefined) {
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
  const { places, timeZone } = await slotsOfDays(
    db,
    clinicId,
    query,
    () => ({ first: query.date, last: query.date }),
    now,
    doctorScope,
  );
  const slots = places.map(({ doctor, place }) => ({
    doctorId: doctor.id,
    ...dressSlot(place, doctor, timeZone),
  }));
  return slots.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.doctorId - b.doctorId));
}

/**
 * Every day of the booking window (today through today + allowBookingInDays, in the clinic's zone) and whether
 * it has a slot with room left: what the booking site's day strip marks as full before a day is tapped. One
 * read of the schedules and bookings of the whole window, the same slot arithmetic as scheduleSlots.
 */
export async function bookingDays(
  db: Reader,
  clinicId: number,
  query: ScheduleDaysQuery,
  now: Date,
  doctorScope?: SQL,
): Promise<BookingDay[]> {
  const { places, days, timeZone } = await slotsOfDays(
    db,
    clinicId,
    query,
    (today, lastBookable) => ({ first: today, last: lastBookable }),
    now,
    doctorScope,
  );
  // A month of a specialty's slots is tens of thousands, at a few hundred distinct times: a day is asked once a time.
  const dayOf = new Map<number, string>();
  const free = new Set<string>();
  for (const { place } of places) {
    if (place.availability === SlotAvailability.Full) continue;
    let day = dayOf.get(place.start);
    if (day === undefined) {
      day = localDate(new Date(place.start), timeZone);
      dayOf.set(place.start, day);
    }
    free.add(day);
  }
  return days.map((date) => ({ date, free: free.has(date) }));
}

/** A doctor's slot, placed but not yet dressed (see placeSlots). */
interface DoctorSlotPlace {
  doctor: DoctorSlotSettings & { id: number };
  place: SlotPlace;
}

/**
 * The slots of the clinic days `range` picks (clamped to the booking window), unordered, with those days and the
 * zone.
 * A disabled location, no doctor or a range outside the window answers no days.
 */
async function slotsOfDays(
  db: Reader,
  clinicId: number,
  query: ScheduleDaysQuery,
  range: (today: string, lastBookable: string) => { first: string; last: string },
  now: Date,
  doctorScope: SQL | undefined,
): Promise<{ places: DoctorSlotPlace[]; days: string[]; timeZone: string }> {
  // The clinic's booking settings and the location in one round trip: a missing clinic answers before a missing
  // location, as two reads did.
  const [clinic] = await db
    .select({
      timeZone: clinics.timeZone,
      allowBookingInDays: clinics.allowBookingInDays,
      allowBookingBeforeMinutes: clinics.allowBookingBeforeMinutes,
      locationId: locations.id,
      locationEnabled: locations.enabled,
    })
    .from(clinics)
    .leftJoin(locations, and(eq(locations.clinicId, clinics.id), eq(locations.id, query.locationId)))
    .where(eq(clinics.id, clinicId));
  if (!clinic) throw new AppError('clinicNotFound');
  if (clinic.locationId === null) throw new AppError('locationNotFound');
  const team = await doctorsOf(db, clinicId, query, doctorScope);

  const { timeZone } = clinic;
  const window = {
    now,
    timeZone,
    allowBookingInDays: clinic.allowBookingInDays,
    leadMinutes: Math.max(BOOKING_MIN_LEAD_MINUTES, clinic.allowBookingBeforeMinutes),
  };
  const today = localDate(now, timeZone);
  const lastBookable = addDays(today, window.allowBookingInDays);
  const wanted = range(today, lastBookable);
  // 'YYYY-MM-DD' days sort as text: the later of the two starts, the earlier ends.
  const first = [wanted.first, today].sort()[1] as string;
  const last = [wanted.last, lastBookable].sort()[0] as string;
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  // Nothing to read for a disabled location, no doctor, or days outside the booking window.
  if (!clinic.locationEnabled || team.length === 0 || days.length === 0)
    return { places: [], days, timeZone };

  const from = instantOfLocal(first, '00:00', timeZone);
  const to = instantOfLocal(addDays(last, 1), '00:00', timeZone);
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

  // Each doctor's bookings and occurrences, grouped in one pass rather than filtered out of all for each doctor.
  const bookedOf = new Map<number, Map<number, number>>();
  for (const b of bookings) {
    const booked = bookedOf.get(b.doctorId);
    if (booked) booked.set(b.startAt.getTime(), b.n);
    else bookedOf.set(b.doctorId, new Map([[b.startAt.getTime(), b.n]]));
  }
  const occurrencesOf = new Map<number, ScheduleOccurrence[]>();
  for (const o of occurrences) {
    const own = occurrencesOf.get(o.doctorId);
    if (own) own.push(o);
    else occurrencesOf.set(o.doctorId, [o]);
  }
  const places: DoctorSlotPlace[] = [];
  const fromMs = from.getTime();
  const toMs = to.getTime();
  for (const doctor of team) {
    const own = placeSlots({
      occurrences: occurrencesOf.get(doctor.id) ?? [],
      doctor,
      booked: bookedOf.get(doctor.id) ?? new Map(),
      timeZone,
      window,
    });
    // An occurrence crossing midnight belongs to two clinic days: each day offers the slots starting on it.
    for (const place of own) if (place.start >= fromMs && place.start < toMs) places.push({ doctor, place });
  }
  return { places, days, timeZone };
}
