import {
  AppError,
  AppointmentAction,
  AppointmentStatus,
  activeAppointmentStatuses,
  addDays,
  ClinicStatus,
  instantOfLocal,
  localDate,
  localTime,
  MAX_ACTIVE_APPOINTMENTS_PER_PATIENT_PER_DAY,
  patientInput,
  refusalOf,
  SlotAvailability,
} from '@clinic/domain';
import { and, asc, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import {
  appointments,
  clinicPatients,
  clinics,
  doctorLocations,
  doctorSpecialties,
  doctors,
  locations,
  specialties,
} from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { inTransaction, type Tx } from '../../platform/tx.js';
import { createAppointment } from '../appointments/appointment-create.js';
import { slotViolation } from '../appointments/appointment-placement.js';
import { applyAction } from '../appointments/transitions.service.js';
import { createPatient, findDuplicatePatients, tidyName } from '../patients/patients.service.js';
import {
  bookingDays,
  type DoctorSlot,
  type ScheduleDaysQuery,
  scheduleSlots,
} from '../schedules/slots.service.js';
import { appointmentIdByCodeAndPhone, publicFileUrls } from './booking-lookup.js';
import { signBookingToken } from './booking-token.js';
import { icsCalendar } from './ics.js';

// The public booking site's service: a clinic's shop window by its slug, with no sign-in. Every answer
// is built from the same rules as the staff side (scheduleSlots, createAppointment, applyAction); this file adds
// only what a stranger on the internet needs: visible doctors only, rate limits, and no enumeration.

/** Per-address and per-phone limits of the public writes (fixed windows, shared across instances via Redis). */
export const PUBLIC_LIMITS = {
  bookingsPerAddress: { limit: 10, windowMs: 60 * 60_000 },
  bookingsPerPhone: { limit: 5, windowMs: 24 * 60 * 60_000 },
  /** Lookups, cancellations and calendar downloads share one bucket. */
  lookupsPerAddress: { limit: 30, windowMs: 60 * 60_000 },
  /** Slot queries and day-strip queries (one each per screen the patient sees) share one bucket. */
  slotQueriesPerAddress: { limit: 300, windowMs: 60 * 60_000 },
} as const;

/** Active bookings one phone may hold on one clinic day, whatever names it books under. */
export const MAX_ACTIVE_BOOKINGS_PER_PHONE_PER_DAY = MAX_ACTIVE_APPOINTMENTS_PER_PATIENT_PER_DAY;

export const CANCEL_REASON_DEFAULT = 'Bệnh nhân hủy qua trang đặt lịch';

/** Only these may be cancelled from the booking site: once the patient has checked in, the desk decides. */
const CANCELLABLE: readonly number[] = [
  AppointmentStatus.NotApproved,
  AppointmentStatus.Approved,
  AppointmentStatus.Invalid,
];

/** The doctors a stranger may see and book: enabled and visible for booking. */
const visibleDoctors = and(eq(doctors.enabled, true), eq(doctors.isVisibleForBooking, true));

export interface BookingInput {
  doctorId?: number | null | undefined;
  specialtyId?: number | null | undefined;
  locationId: number;
  date: string;
  time: string;
  fullName: string;
  phone: string;
  gender: 0 | 1;
  yearOfBirth: number;
  symptom?: string | null | undefined;
  note?: string | null | undefined;
  website?: string | undefined;
}

export interface LookupInput {
  code: string;
  phone: string;
}

const mapUrlOf = (loc: { latitude: number | null; longitude: number | null; address: string | null }) => {
  if (loc.latitude !== null && loc.longitude !== null)
    return `https://www.google.com/maps/search/?api=1&query=${loc.latitude},${loc.longitude}`;
  return loc.address
    ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(loc.address)}`
    : null;
};

export function publicBookingService(deps: AppDeps, clock: () => Date = deps.clock) {
  const { db, limiter } = deps;

  async function throttle(key: string, rule: { limit: number; windowMs: number }) {
    const { count: n, retryAfterMs } = await limiter.hit(`pb:${key}`, rule.windowMs);
    if (n > rule.limit)
      throw new AppError('tooManyAttempts', { params: { seconds: Math.ceil(retryAfterMs / 1000) } });
  }

  /** An active clinic by its slug; a developing or inactive one is as unknown as a missing one. */
  async function clinicOf(slug: string) {
    const [clinic] = await db
      .select()
      .from(clinics)
      .where(and(eq(clinics.slug, slug.trim().toLowerCase()), eq(clinics.status, ClinicStatus.Actived)));
    if (!clinic) throw new AppError('clinicNotFound');
    return clinic;
  }

  const fileUrls = (clinicId: number, ids: (number | null)[]) =>
    publicFileUrls(db, deps.config.jwtSecret, clinicId, ids, clock());

  async function profile(slug: string) {
    const clinic = await clinicOf(slug);
    const [locationRows, specialtyRows, logo] = await Promise.all([
      db
        .select({
          id: locations.id,
          name: locations.name,
          address: locations.address,
          latitude: locations.latitude,
          longitude: locations.longitude,
        })
        .from(locations)
        .where(and(eq(locations.clinicId, clinic.id), eq(locations.enabled, true)))
        .orderBy(asc(locations.name), asc(locations.id)),
      db
        .select({ id: specialties.id, name: specialties.name })
        .from(specialties)
        .where(and(eq(specialties.clinicId, clinic.id), eq(specialties.enabled, true)))
        .orderBy(asc(specialties.name), asc(specialties.id)),
      fileUrls(clinic.id, [clinic.logoFileId]),
    ]);
    return {
      name: clinic.name,
      logoUrl: (clinic.logoFileId !== null && logo.get(clinic.logoFileId)) || null,
      address: clinic.address,
      phone: clinic.phone,
      timeZone: clinic.timeZone,
      allowBookingInDays: clinic.allowBookingInDays,
      locations: locationRows,
      specialties: specialtyRows,
    };
  }

  async function doctorsOf(
    slug: string,
    filter: { specialtyId?: number | undefined; locationId?: number | undefined },
  ) {
    const clinic = await clinicOf(slug);
    const rows = await db
      .select({
        id: doctors.id,
        name: doctors.name,
        introduction: doctors.introduction,
        yearsOfExperience: doctors.yearsOfExperience,
        certificates: doctors.certificates,
        avatarFileId: doctors.avatarFileId,
      })
      .from(doctors)
      .where(and(eq(doctors.clinicId, clinic.id), visibleDoctors))
      .orderBy(asc(doctors.name), asc(doctors.id));
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [specialtyLinks, locationLinks, avatars] = await Promise.all([
      db
        .select({ doctorId: doctorSpecialties.doctorId, id: doctorSpecialties.specialtyId })
        .from(doctorSpecialties)
        .innerJoin(
          specialties,
          and(
            eq(specialties.clinicId, doctorSpecialties.clinicId),
            eq(specialties.id, doctorSpecialties.specialtyId),
          ),
        )
        .where(
          and(
            eq(doctorSpecialties.clinicId, clinic.id),
            inArray(doctorSpecialties.doctorId, ids),
            eq(specialties.enabled, true),
          ),
        ),
      db
        .select({ doctorId: doctorLocations.doctorId, id: doctorLocations.locationId })
        .from(doctorLocations)
        .innerJoin(
          locations,
          and(eq(locations.clinicId, doctorLocations.clinicId), eq(locations.id, doctorLocations.locationId)),
        )
        .where(
          and(
            eq(doctorLocations.clinicId, clinic.id),
            inArray(doctorLocations.doctorId, ids),
            eq(locations.enabled, true),
          ),
        ),
      fileUrls(
        clinic.id,
        rows.map((r) => r.avatarFileId),
      ),
    ]);
    const idsOf = (links: { doctorId: number; id: number }[], doctorId: number) =>
      links
        .filter((l) => l.doctorId === doctorId)
        .map((l) => l.id)
        .sort((a, b) => a - b);
    return rows
      .map(({ avatarFileId, ...d }) => ({
        ...d,
        specialtyIds: idsOf(specialtyLinks, d.id),
        locationIds: idsOf(locationLinks, d.id),
        avatarUrl: (avatarFileId !== null && avatars.get(avatarFileId)) || null,
      }))
      .filter(
        (d) =>
          (filter.specialtyId === undefined || d.specialtyIds.includes(filter.specialtyId)) &&
          (filter.locationId === undefined || d.locationIds.includes(filter.locationId)),
      );
  }

  /** A specialty the site may name: this clinic's and enabled; otherwise 'specialty not found'. */
  async function assertSpecialty(clinicId: number, specialtyId: number) {
    const [row] = await db
      .select({ id: specialties.id })
      .from(specialties)
      .where(
        and(
          eq(specialties.clinicId, clinicId),
          eq(specialties.id, specialtyId),
          eq(specialties.enabled, true),
        ),
      );
    if (!row) throw new AppError('specialtyNotFound');
  }

  /** The slots of the visible doctors with room left (available, or awaiting approval); full ones are not offered. */
  async function openSlots(
    clinicId: number,
    query: {
      doctorId?: number | null | undefined;
      specialtyId?: number | null | undefined;
      locationId: number;
      date: string;
    },
  ): Promise<DoctorSlot[]> {
    if (query.specialtyId) await assertSpecialty(clinicId, query.specialtyId);
    const slots = await scheduleSlots(db, clinicId, query, clock(), visibleDoctors);
    return slots.filter((s) => s.availability !== SlotAvailability.Full);
  }

  async function slots(
    slug: string,
    query: { doctorId?: number | null; specialtyId?: number | null; locationId: number; date: string },
    ip: string,
  ) {
    const clinic = await clinicOf(slug);
    await throttle(`slots:ip:${ip}`, PUBLIC_LIMITS.slotQueriesPerAddress);
    return openSlots(clinic.id, query);
  }

  /**
   * The booking window's days with whether each still has a free slot, in one call: the day strip marks full
   * days without asking for each day's slots (which would spend the address's slot budget a day at a time).
   */
  async function days(slug: string, query: ScheduleDaysQuery, ip: string) {
    const clinic = await clinicOf(slug);
    await throttle(`slots:ip:${ip}`, PUBLIC_LIMITS.slotQueriesPerAddress);
    if (query.specialtyId) await assertSpecialty(clinic.id, query.specialtyId);
    return bookingDays(db, clinic.id, query, clock(), visibleDoctors);
  }

  /** The booking as the patient sees it: when, with whom, where, and the kiosk token. No patient data. */
  async function view(clinic: { id: number; timeZone: string }, appointmentId: number) {
    const [row] = await db
      .select({
        id: appointments.id,
        code: appointments.code,
        status: appointments.status,
        startAt: appointments.startAt,
        endAt: appointments.endAt,
        doctorName: doctors.name,
        locationName: locations.name,
        locationAddress: locations.address,
        latitude: locations.latitude,
        longitude: locations.longitude,
      })
      .from(appointments)
      .innerJoin(
        doctors,
        and(eq(doctors.clinicId, appointments.clinicId), eq(doctors.id, appointments.doctorId)),
      )
      .innerJoin(
        locations,
        and(eq(locations.clinicId, appointments.clinicId), eq(locations.id, appointments.locationId)),
      )
      .where(and(eq(appointments.clinicId, clinic.id), eq(appointments.id, appointmentId)));
    if (!row) throw new AppError('appointmentNotFound');
    return {
      code: row.code,
      status: row.status,
      start: row.startAt.toISOString(),
      end: row.endAt.toISOString(),
      date: localDate(row.startAt, clinic.timeZone),
      time: localTime(row.startAt, clinic.timeZone),
      doctorName: row.doctorName,
      locationName: row.locationName,
      locationAddress: row.locationAddress,
      latitude: row.latitude,
      longitude: row.longitude,
      bookingToken: signBookingToken(deps.config.jwtSecret, { appointmentId: row.id, clinicId: clinic.id }),
      mapUrl: mapUrlOf({ latitude: row.latitude, longitude: row.longitude, address: row.locationAddress }),
    };
  }
  type BookingView = Awaited<ReturnType<typeof view>>;

  /**
   * The patient the booking is for: the clinic's patient with this phone and this name (accent-, case- and
   * space-insensitive), else a new one. A phone known under another name silently gets a new patient, so the
   * answer never tells whether a phone is known.
   */
  async function patientFor(tx: Tx, input: BookingInput) {
    const [match] = await findDuplicatePatients(tx.db, tx.actor.clinicId, input);
    if (match) return match.id;
    const created = await createPatient(
      tx,
      patientInput.parse({
        fullName: tidyName(input.fullName),
        gender: input.gender,
        phone: input.phone,
        yearOfBirth: input.yearOfBirth,
      }),
    );
    return created.id;
  }

  /**
   * One phone's active bookings on the clinic day, across every patient carrying it, counted under a lock on the
   * phone (a transaction-scoped advisory lock), so two concurrent bookings of one phone cannot both pass.
   */
  async function assertPhoneDayQuota(tx: Tx, phone: string, date: string, timeZone: string) {
    const clinicId = tx.actor.clinicId;
    await tx.db.execute(
      sql`select pg_advisory_xact_lock(${clinicId}::int, hashtext(${`public-booking:${phone}`}))`,
    );
    const [row] = await tx.db
      .select({ n: count() })
      .from(appointments)
      .innerJoin(
        clinicPatients,
        and(
          eq(clinicPatients.clinicId, appointments.clinicId),
          eq(clinicPatients.id, appointments.clinicPatientId),
        ),
      )
      .where(
        and(
          eq(appointments.clinicId, clinicId),
          eq(clinicPatients.phone, phone),
          inArray(appointments.status, [...activeAppointmentStatuses]),
          gte(appointments.startAt, instantOfLocal(date, '00:00', timeZone)),
          lt(appointments.startAt, instantOfLocal(addDays(date, 1), '00:00', timeZone)),
        ),
      );
    if ((row?.n ?? 0) >= MAX_ACTIVE_BOOKINGS_PER_PHONE_PER_DAY)
      throw new AppError('tooManyAppointmentsSameDay');
  }

  async function book(slug: string, input: BookingInput, ip: string): Promise<BookingView> {
    const clinic = await clinicOf(slug);
    await throttle(`book:ip:${ip}`, PUBLIC_LIMITS.bookingsPerAddress);
    // The honeypot: a field people never see, so only a bot fills it. It gets the plain schema error, with no
    // field named, and nothing is written.
    if (input.website?.trim()) throw new AppError('schemaViolation');
    await throttle(`book:phone:${clinic.id}:${input.phone}`, PUBLIC_LIMITS.bookingsPerPhone);

    // The doctors to try: the one named, or the specialty's visible doctors with room at that time.
    let candidates: number[];
    if (input.specialtyId) {
      const open = await openSlots(clinic.id, {
        specialtyId: input.specialtyId,
        locationId: input.locationId,
        date: input.date,
      });
      candidates = [...new Set(open.filter((s) => s.time === input.time).map((s) => s.doctorId))];
      if (candidates.length === 0) throw new AppError('appointmentTimeUnavailable');
    } else {
      candidates = [input.doctorId!];
    }

    for (const [i, doctorId] of candidates.entries()) {
      try {
        const id = await inTransaction(deps, { clinicId: clinic.id, userId: null }, async (tx) => {
          await assertPhoneDayQuota(tx, input.phone, input.date, clinic.timeZone);
          const clinicPatientId = await patientFor(tx, input);
          const created = await createAppointment(
            tx,
            { doctorScope: visibleDoctors },
            {
              clinicPatientId,
              doctorId,
              locationId: input.locationId,
              date: input.date,
              time: input.time,
              symptom: input.symptom ?? null,
              note: input.note ?? null,
            },
            clock(),
          );
          return created.id;
        });
        return view(clinic, id);
      } catch (error) {
        const mapped = slotViolation(error);
        // Another booking took the last place meanwhile: the specialty's next doctor may still have room.
        const taken = mapped instanceof AppError && mapped.key === 'appointmentTimeUnavailable';
        if (!taken || i === candidates.length - 1) throw mapped;
      }
    }
    throw new AppError('appointmentTimeUnavailable');
  }

  /** The appointment a code and phone name together; either wrong answers the same 'appointment not found'. */
  async function find(slug: string, input: LookupInput, ip: string) {
    const clinic = await clinicOf(slug);
    await throttle(`lookup:ip:${ip}`, PUBLIC_LIMITS.lookupsPerAddress);
    const appointmentId = await appointmentIdByCodeAndPhone(db, clinic.id, input);
    if (appointmentId === null) throw new AppError('appointmentNotFound');
    return { clinic, appointmentId };
  }

  async function lookup(slug: string, input: LookupInput, ip: string) {
    const { clinic, appointmentId } = await find(slug, input, ip);
    return view(clinic, appointmentId);
  }

  /** Cancels through the staff transition (history, activity log, 'appointment.cancel'), before check-in only. */
  async function cancel(slug: string, input: LookupInput & { reason?: string | undefined }, ip: string) {
    const { clinic, appointmentId } = await find(slug, input, ip);
    await inTransaction(deps, { clinicId: clinic.id, userId: null }, async (tx) => {
      const [row] = await tx.db
        .select({ status: appointments.status })
        .from(appointments)
        .where(and(eq(appointments.clinicId, clinic.id), eq(appointments.id, appointmentId)))
        .for('update');
      const status = row!.status as AppointmentStatus;
      if (!CANCELLABLE.includes(status)) throw new AppError(refusalOf(status));
      await applyAction(tx, appointmentId, AppointmentAction.Cancel, {
        reason: input.reason?.trim() || CANCEL_REASON_DEFAULT,
      });
    });
    return view(clinic, appointmentId);
  }

  /** The booking as a one-event calendar file. */
  async function calendar(slug: string, input: LookupInput, ip: string) {
    const { clinic, appointmentId } = await find(slug, input, ip);
    const v = await view(clinic, appointmentId);
    const host = new URL(deps.config.publicUrl).host || 'clinic';
    return icsCalendar({
      uid: `${v.code}-${clinic.id}@${host}`,
      start: new Date(v.start),
      end: new Date(v.end),
      summary: `${clinic.name}: ${v.doctorName}`,
      location: [v.locationName, v.locationAddress].filter(Boolean).join(', '),
      description: `Mã lịch hẹn / Booking code: ${v.code}${v.mapUrl ? `\n${v.mapUrl}` : ''}`,
      geo:
        v.latitude !== null && v.longitude !== null
          ? { latitude: v.latitude, longitude: v.longitude }
          : undefined,
      status:
        v.status === AppointmentStatus.Canceled
          ? 'CANCELLED'
          : v.status === AppointmentStatus.Approved
            ? 'CONFIRMED'
            : 'TENTATIVE',
      now: clock(),
    });
  }

  return { profile, doctors: doctorsOf, slots, days, book, lookup, cancel, calendar };
}
export type PublicBookingService = ReturnType<typeof publicBookingService>;
