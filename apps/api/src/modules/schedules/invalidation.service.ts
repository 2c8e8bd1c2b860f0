import {
  AppointmentStatus,
  type DoctorSlotSettings,
  fitsASlot,
  type Occurrence,
  RealtimeEvent,
} from '@clinic/domain';
import { and, eq, gte, inArray, max, min } from 'drizzle-orm';
import { appointments, doctors } from '../../db/schema/index.js';
import type { Tx } from '../../platform/tx.js';
import { publishAppointmentEvents } from '../appointments/appointment-events.js';
import { clinicTimeZone, loadOccurrences } from './occurrences.js';

// An appointment whose doctor's schedule, per-visit or waiting time changed so that it no longer sits on
// a slot turns Invalid; staff then edit or cancel it by hand. It is never deleted.

/** Server-side reasons (vi, the clinic's language; the status itself is what clients translate). */
export const invalidReasons = {
  scheduleChanged: 'Lịch làm việc của bác sĩ đã thay đổi',
  doctorTimesChanged: 'Thời gian khám hoặc thời gian chờ của bác sĩ đã thay đổi',
} as const;

/** Booked, not yet arrived: the appointments a schedule change may strand. */
const stranded = [AppointmentStatus.NotApproved, AppointmentStatus.Approved];

/**
 * Turns the doctor's future NotApproved/Approved appointments that no longer start on a slot of one of the doctor's
 * occurrences at the appointment's location Invalid, with `reason`, and announces each ('appointment.invalid')
 * after commit. Walk-ins added outside the slots (notReserved) are left alone. `settings` overrides the doctor's
 * stored per-visit and waiting time, for a doctor update checked before its row is written. Call it with the
 * doctor's row locked, after the change, in the same transaction. Returns the ids it invalidated.
 */
export async function invalidateUnfitAppointments(
  tx: Tx,
  doctorId: number,
  reason: string,
  settings?: Pick<DoctorSlotSettings, 'timePerAppointmentInMinutes' | 'waitingTime'>,
): Promise<number[]> {
  const clinicId = tx.actor.clinicId;
  const now = tx.now;
  const future = and(
    eq(appointments.clinicId, clinicId),
    eq(appointments.doctorId, doctorId),
    inArray(appointments.status, stranded),
    eq(appointments.notReserved, false),
    gte(appointments.startAt, now),
  );
  const [span] = await tx.db
    .select({ first: min(appointments.startAt), last: max(appointments.startAt) })
    .from(appointments)
    .where(future);
  if (!span?.first || !span.last) return [];
  const [doctor] = await tx.db
    .select({
      timePerAppointmentInMinutes: doctors.timePerAppointmentInMinutes,
      waitingTime: doctors.waitingTime,
      numberOfAppointmentsPerSlot: doctors.numberOfAppointmentsPerSlot,
      isAutoApproveAppointment: doctors.isAutoApproveAppointment,
    })
    .from(doctors)
    .where(and(eq(doctors.clinicId, clinicId), eq(doctors.id, doctorId)));
  if (!doctor) return [];
  const slotSettings: DoctorSlotSettings = { ...doctor, ...settings };
  const booked = await tx.db
    .select({ id: appointments.id, locationId: appointments.locationId, startAt: appointments.startAt })
    .from(appointments)
    .where(future);
  const timeZone = await clinicTimeZone(tx.db, clinicId);
  const occurrences = await loadOccurrences(tx.db, clinicId, {
    from: new Date(span.first),
    to: new Date(new Date(span.last).getTime() + 1),
    timeZone,
    doctorIds: [doctorId],
  });
  const byLocation = new Map<number, Occurrence[]>();
  for (const o of occurrences) byLocation.set(o.locationId, [...(byLocation.get(o.locationId) ?? []), o]);
  const unfit = booked
    .filter((a) => !fitsASlot(a.startAt, byLocation.get(a.locationId) ?? [], slotSettings))
    .map((a) => a.id);
  if (unfit.length === 0) return [];
  const invalid = await tx.db
    .update(appointments)
    .set({ status: AppointmentStatus.Invalid, invalidReason: reason, updatedAt: now })
    .where(and(eq(appointments.clinicId, clinicId), inArray(appointments.id, unfit)))
    .returning();
  // In the order the rules found them (an UPDATE answers in the table's order).
  invalid.sort((a, b) => unfit.indexOf(a.id) - unfit.indexOf(b.id));
  await publishAppointmentEvents(tx, RealtimeEvent.AppointmentInvalid, invalid);
  return unfit;
}

/**
 * For a doctor update, before its row is written: when the per-visit or waiting time changes, the slots move, so
 * the doctor's booked appointments off the new slots turn Invalid. Locks the doctor row like schedule writes do.
 */
export async function invalidateOnDoctorTimesChange(
  tx: Tx,
  doctorId: number,
  next: Pick<DoctorSlotSettings, 'timePerAppointmentInMinutes' | 'waitingTime'>,
): Promise<number[]> {
  const [current] = await tx.db
    .select({ time: doctors.timePerAppointmentInMinutes, waiting: doctors.waitingTime })
    .from(doctors)
    .where(and(eq(doctors.clinicId, tx.actor.clinicId), eq(doctors.id, doctorId)))
    .for('update');
  if (!current || (current.time === next.timePerAppointmentInMinutes && current.waiting === next.waitingTime))
    return [];
  return invalidateUnfitAppointments(tx, doctorId, invalidReasons.doctorTimesChanged, next);
}
