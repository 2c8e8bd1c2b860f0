import {
  AppError,
  activeAppointmentStatuses,
  addDays,
  instantOfLocal,
  localDate,
  MAX_ACTIVE_APPOINTMENTS_PER_PATIENT_PER_DAY,
} from '@clinic/domain';
import { and, count, eq, gte, inArray, lt, ne, type SQL } from 'drizzle-orm';
import type { Db, DbTx } from '../../db/client.js';
import { appointments, clinicPatients, doctors, locations } from '../../db/schema/index.js';
import type { AuthContext } from '../../platform/auth-context.js';
import type { Tx } from '../../platform/tx.js';
import { violatedConstraint } from '../../platform/unique-violation.js';
import { visibleDoctorsFilter } from '../groups/scope.js';
import { clinicTimeZone } from '../schedules/occurrences.js';
import { scheduleSlots } from '../schedules/slots.read.js';

// Where a booking or an edit puts an appointment, and the refusals of a full or doubled slot.

const ACTIVE = [...activeAppointmentStatuses];
const MINUTE = 60_000;

/** Maps the database's 'same patient twice in a slot' to its error; anything else passes through. */
export function slotViolation(error: unknown): unknown {
  const constraint = violatedConstraint(error);
  if (constraint !== undefined && (constraint === '' || constraint === 'appointments_patient_once_per_slot'))
    return new AppError('patientAlreadyInSlot');
  return error;
}

/**
 * Who books: a staff member, whose groups scope the doctors, or a caller without a user (the public booking
 * site) naming its own doctor scope (enabled doctors visible for booking).
 */
export type Booker = AuthContext | { doctorScope: SQL | undefined };

const scopeOf = (db: Db | DbTx, who: Booker) =>
  'doctorScope' in who ? who.doctorScope : visibleDoctorsFilter(db, who);

interface Placement {
  doctorId: number;
  locationId: number;
  clinicPatientId: number;
  /** A slot booking; absent for a walk-in, which starts now. */
  slot?: { date: string; time: string };
  /** The appointment being edited: it does not count against itself. */
  excludeId?: number;
}

/**
 * Where an appointment goes, checked under locks: the doctor's row then the patient's row are locked (`FOR
 * UPDATE`) before anything is counted, so concurrent bookings of one doctor (or one patient) queue up and each
 * sees the ones before it. The slot must be one scheduleSlots offers now (which applies the 60-minute lead and
 * the booking days), with a place left; the patient must not be in it already nor hold 3 active appointments
 * that clinic day.
 */
export async function place(tx: Tx, who: Booker, p: Placement, now: Date) {
  const clinicId = tx.actor.clinicId;
  const scope = await scopeOf(tx.db, who);
  const [doctor] = await tx.db
    .select()
    .from(doctors)
    .where(and(eq(doctors.clinicId, clinicId), eq(doctors.id, p.doctorId), scope))
    .for('update');
  if (!doctor) throw new AppError('doctorNotFound');
  if (!doctor.enabled) throw new AppError('doctorUnavailable');
  const [patient] = await tx.db
    .select({ id: clinicPatients.id })
    .from(clinicPatients)
    .where(and(eq(clinicPatients.clinicId, clinicId), eq(clinicPatients.id, p.clinicPatientId)))
    .for('update');
  if (!patient) throw new AppError('patientNotFound');
  const timeZone = await clinicTimeZone(tx.db, clinicId);

  let startAt: Date;
  let endAt: Date;
  let capacity: number | null = null;
  if (p.slot) {
    const slots = await scheduleSlots(
      tx.db,
      clinicId,
      { doctorId: p.doctorId, locationId: p.locationId, date: p.slot.date },
      now,
      scope,
    );
    const slot = slots.find((s) => s.time === p.slot!.time);
    if (!slot) throw new AppError('appointmentTimeUnavailable');
    startAt = new Date(slot.start);
    endAt = new Date(slot.end);
    capacity = slot.capacity;
  } else {
    const [location] = await tx.db
      .select({ id: locations.id, enabled: locations.enabled })
      .from(locations)
      .where(and(eq(locations.clinicId, clinicId), eq(locations.id, p.locationId)));
    if (!location) throw new AppError('locationNotFound');
    if (!location.enabled) throw new AppError('appointmentTimeUnavailable');
    startAt = now;
    endAt = new Date(now.getTime() + doctor.timePerAppointmentInMinutes * MINUTE);
  }

  const notSelf = p.excludeId === undefined ? undefined : ne(appointments.id, p.excludeId);
  const active = and(eq(appointments.clinicId, clinicId), inArray(appointments.status, ACTIVE), notSelf);
  if (p.slot) {
    const [twice] = await tx.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(
        and(
          active,
          eq(appointments.clinicPatientId, p.clinicPatientId),
          eq(appointments.startAt, startAt),
          eq(appointments.notReserved, false),
        ),
      )
      .limit(1);
    if (twice) throw new AppError('patientAlreadyInSlot');
  }
  const day = localDate(startAt, timeZone);
  const [sameDay] = await tx.db
    .select({ n: count() })
    .from(appointments)
    .where(
      and(
        active,
        eq(appointments.clinicPatientId, p.clinicPatientId),
        gte(appointments.startAt, instantOfLocal(day, '00:00', timeZone)),
        lt(appointments.startAt, instantOfLocal(addDays(day, 1), '00:00', timeZone)),
      ),
    );
  if ((sameDay?.n ?? 0) >= MAX_ACTIVE_APPOINTMENTS_PER_PATIENT_PER_DAY)
    throw new AppError('tooManyAppointmentsSameDay');
  if (capacity !== null) {
    const [taken] = await tx.db
      .select({ n: count() })
      .from(appointments)
      .where(and(active, eq(appointments.doctorId, p.doctorId), eq(appointments.startAt, startAt)));
    if ((taken?.n ?? 0) >= capacity) throw new AppError('appointmentTimeUnavailable');
  }
  return { doctor, startAt, endAt };
}
