import {
  ActivityAction,
  ActivityEntityType,
  AppError,
  AppointmentAction,
  AppointmentStatus,
  canApply,
  refusalOf,
} from '@clinic/domain';
import type { AppointmentEditInput } from '@clinic/domain/contracts';
import { and, eq } from 'drizzle-orm';
import { appointments } from '../../db/schema/index.js';
import { record, withChanges } from '../../platform/activity-log.js';
import type { AuthContext } from '../../platform/auth-context.js';
import type { Tx } from '../../platform/tx.js';
import { publishAppointmentAdd } from './appointment-events.js';
import { place } from './appointment-placement.js';
import { visibleAppointment } from './appointment-scope.js';
import { type AppointmentItem, appointmentItems } from './appointment-view.read.js';
import { recordStatusChange } from './status-history.service.js';

// Editing: moving an appointment to another slot, doctor or location; an Invalid one comes back.

/** PUT /clinic-appointments/:id: a new slot (same rules, not counting itself); an Invalid one comes back. */
export async function editAppointment(
  tx: Tx,
  auth: AuthContext,
  appointmentId: number,
  input: AppointmentEditInput,
  now: Date,
): Promise<AppointmentItem> {
  const clinicId = tx.actor.clinicId;
  const current = await visibleAppointment(tx.db, auth, appointmentId);
  const before = current.status as AppointmentStatus;
  if (!canApply(AppointmentAction.Edit, before)) throw new AppError(refusalOf(before));
  const { doctor, startAt, endAt } = await place(
    tx,
    auth,
    {
      doctorId: input.doctorId,
      locationId: input.locationId,
      clinicPatientId: current.clinicPatientId,
      slot: { date: input.date, time: input.time },
      excludeId: appointmentId,
    },
    now,
  );
  // Re-read under the locks: a concurrent transition may have moved it meanwhile.
  const [locked] = await tx.db
    .select({ status: appointments.status })
    .from(appointments)
    .where(and(eq(appointments.clinicId, clinicId), eq(appointments.id, appointmentId)))
    .for('update');
  const status = locked!.status as AppointmentStatus;
  if (!canApply(AppointmentAction.Edit, status)) throw new AppError(refusalOf(status));
  const next =
    status === AppointmentStatus.Invalid
      ? doctor.isAutoApproveAppointment
        ? AppointmentStatus.Approved
        : AppointmentStatus.NotApproved
      : status;
  const [moved] = await tx.db
    .update(appointments)
    .set({
      doctorId: input.doctorId,
      locationId: input.locationId,
      startAt,
      endAt,
      status: next,
      symptom: input.symptom ?? null,
      note: input.note ?? null,
      invalidReason: status === AppointmentStatus.Invalid ? null : current.invalidReason,
      notReserved: false,
      updatedAt: tx.now,
    })
    .where(and(eq(appointments.clinicId, clinicId), eq(appointments.id, appointmentId)))
    .returning();
  if (next !== status) await recordStatusChange(tx, appointmentId, status, next);
  await record(tx, ActivityEntityType.ClinicAppointment, appointmentId, ActivityAction.Update, {
    code: current.code,
    from: {
      doctorId: current.doctorId,
      locationId: current.locationId,
      start: current.startAt.toISOString(),
    },
    to: { doctorId: input.doctorId, locationId: input.locationId, start: startAt.toISOString() },
    ...(next !== status ? { fromStatus: status, toStatus: next } : {}),
    ...withChanges(current, {
      doctorId: input.doctorId,
      locationId: input.locationId,
      startAt,
      endAt,
      status: next,
      symptom: input.symptom ?? null,
      note: input.note ?? null,
    }),
  });
  const [item] = await appointmentItems(tx.db, clinicId, [moved!]);
  await publishAppointmentAdd(tx, moved!, item!, 'staff');
  return item!;
}
