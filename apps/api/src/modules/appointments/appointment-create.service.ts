import {
  ActivityAction,
  ActivityEntityType,
  AppointmentSource,
  AppointmentStatus,
  formatAppointmentCode,
} from '@clinic/domain';
import type { AppointmentCreateInput } from '@clinic/domain/contracts';
import { appointments } from '../../db/schema/index.js';
import { record } from '../../platform/activity-log.js';
import { nextCodeValue } from '../../platform/counters.js';
import type { Tx } from '../../platform/tx.js';
import { createPatient } from '../patients/patients.service.js';
import { publishAppointmentAdd } from './appointment-events.js';
import { type Booker, place } from './appointment-placement.js';
import { type AppointmentItem, appointmentItems } from './appointment-view.read.js';
import { recordStatusChange } from './status-history.service.js';

// Booking: a slot, or a walk-in added to the current queue, by staff or from the booking site.

/** The clinic counter behind appointment codes (LH000001…). */
export const APPOINTMENT_COUNTER = 'appointment';

/** POST /clinic-appointments/create. Call through `inTransaction`; map errors with `slotViolation`. */
export async function createAppointment(
  tx: Tx,
  who: Booker,
  input: AppointmentCreateInput,
  now: Date,
): Promise<AppointmentItem> {
  const clinicId = tx.actor.clinicId;
  const clinicPatientId = input.patient
    ? (await createPatient(tx, input.patient)).id
    : input.clinicPatientId!;
  const walkIn = input.notReserved === true;
  // A patient's own booking from the booking site comes with the booking site's doctor scope.
  const online = 'doctorScope' in who;
  const { doctor, startAt, endAt } = await place(
    tx,
    who,
    {
      doctorId: input.doctorId,
      locationId: input.locationId,
      clinicPatientId,
      ...(walkIn ? {} : { slot: { date: input.date!, time: input.time! } }),
    },
    now,
  );
  const status =
    walkIn || doctor.isAutoApproveAppointment ? AppointmentStatus.Approved : AppointmentStatus.NotApproved;
  const code = formatAppointmentCode(await nextCodeValue(tx, APPOINTMENT_COUNTER));
  const [row] = await tx.db
    .insert(appointments)
    .values({
      clinicId,
      code,
      clinicPatientId,
      doctorId: input.doctorId,
      locationId: input.locationId,
      startAt,
      endAt,
      status,
      symptom: input.symptom ?? null,
      note: input.note ?? null,
      notReserved: walkIn,
      source: walkIn ? AppointmentSource.WalkIn : online ? AppointmentSource.Online : AppointmentSource.Staff,
    })
    .returning();
  await recordStatusChange(tx, row!.id, null, status);
  await record(tx, ActivityEntityType.ClinicAppointment, row!.id, ActivityAction.Create, {
    code,
    status,
    notReserved: walkIn,
  });
  // `source: 'online'` marks a patient's own booking from the booking site: the hook the receptionists'
  // notifications (modules/notifications) listen for; the lists refresh on every appointment.add alike.
  const source = online ? 'online' : 'staff';
  const [item] = await appointmentItems(tx.db, clinicId, [row!]);
  await publishAppointmentAdd(tx, row!, item!, source);
  return item!;
}
