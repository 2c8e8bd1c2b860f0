import {
  AppError,
  activeAppointmentStatuses,
  addDays,
  instantOfLocal,
  MAX_ACTIVE_APPOINTMENTS_PER_PATIENT_PER_DAY,
  patientInput,
} from '@clinic/domain';
import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { appointments, clinicPatients } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { inTransaction, type Tx } from '../../platform/tx.js';
import { createAppointment } from '../appointments/appointment-create.service.js';
import { slotViolation } from '../appointments/appointment-placement.js';
import { createPatient, findDuplicatePatients, tidyName } from '../patients/patients.service.js';
import { type BookingView, bookingView } from './booking-view.read.js';
import { openSlots } from './open-slots.read.js';
import { assertTakesBookings, clinicOf, PUBLIC_LIMITS, throttle, visibleDoctors } from './public-clinic.js';

/** Active bookings one phone may hold on one clinic day, whatever names it books under. */
const MAX_ACTIVE_BOOKINGS_PER_PHONE_PER_DAY = MAX_ACTIVE_APPOINTMENTS_PER_PATIENT_PER_DAY;

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

/** POST /public/clinics/{slug}/bookings. */
export async function bookAppointment(
  deps: AppDeps,
  slug: string,
  input: BookingInput,
  ip: string,
): Promise<BookingView> {
  const clinic = await clinicOf(deps, slug);
  assertTakesBookings(clinic, deps.clock());
  await throttle(deps, `book:ip:${ip}`, PUBLIC_LIMITS.bookingsPerAddress);
  // The honeypot: a field people never see, so only a bot fills it. It gets the plain schema error, with no
  // field named, and nothing is written.
  if (input.website?.trim()) throw new AppError('schemaViolation');
  await throttle(deps, `book:phone:${clinic.id}:${input.phone}`, PUBLIC_LIMITS.bookingsPerPhone);

  // The doctors to try: the one named, or the specialty's visible doctors with room at that time.
  let candidates: number[];
  if (input.specialtyId) {
    const open = await openSlots(deps, clinic.id, {
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
          deps.clock(),
        );
        return created.id;
      });
      return bookingView(deps, clinic, id);
    } catch (error) {
      const mapped = slotViolation(error);
      // Another booking took the last place meanwhile: the specialty's next doctor may still have room.
      const taken = mapped instanceof AppError && mapped.key === 'appointmentTimeUnavailable';
      if (!taken || i === candidates.length - 1) throw mapped;
    }
  }
  throw new AppError('appointmentTimeUnavailable');
}
