import {
  ActivityAction,
  ActivityEntityType,
  AppError,
  AppointmentStatus,
  type QueueCallPayload,
  RealtimeEvent,
} from '@clinic/domain';
import { and, desc, eq } from 'drizzle-orm';
import { appointments, doctors, locations, queueCalls } from '../../db/schema/index.js';
import { record } from '../../platform/activity-log.js';
import type { Tx } from '../../platform/tx.js';

// Queue calls: a patient called to the doctor's room. Each call is a row (the display speaks it by id,
// once) and a `queue.call` event after commit. Written by start-exam (inside applyAction's transaction) and by
// POST /clinic-appointments/:id/call.

/** Why a call was made; the staff app says 'Call' or 'Call again' from it. */
export const QueueCallKind = { ExamStarted: 1, Call: 2, CallAgain: 3 } as const;
export type QueueCallKind = (typeof QueueCallKind)[keyof typeof QueueCallKind];

type AppointmentRow = typeof appointments.$inferSelect;

/** The room said aloud: the doctor's room, else the location's name (as the display and the kiosk show it). */
export async function roomOf(tx: Tx, row: Pick<AppointmentRow, 'doctorId' | 'locationId'>): Promise<string> {
  const [place] = await tx.db
    .select({ room: doctors.room, locationName: locations.name })
    .from(doctors)
    .innerJoin(locations, and(eq(locations.clinicId, doctors.clinicId), eq(locations.id, row.locationId)))
    .where(and(eq(doctors.clinicId, tx.actor.clinicId), eq(doctors.id, row.doctorId)));
  return place?.room ?? place?.locationName ?? '';
}

/**
 * Writes one call for an appointment that has an order number and publishes `queue.call` once the surrounding
 * transaction commits. The caller holds the appointment's row lock, so two calls of one appointment line up.
 */
export async function writeQueueCall(
  tx: Tx,
  row: AppointmentRow,
  kind: QueueCallKind,
  now: Date,
): Promise<QueueCallPayload> {
  if (row.orderNumber === null) throw new AppError('statusNotAllowed');
  const [call] = await tx.db
    .insert(queueCalls)
    .values({
      clinicId: tx.actor.clinicId,
      locationId: row.locationId,
      appointmentId: row.id,
      doctorId: row.doctorId,
      orderNumber: row.orderNumber,
      room: (await roomOf(tx, row)).slice(0, 100),
      kind,
      createdBy: tx.actor.userId,
      createdAt: now,
    })
    .returning();
  const payload: QueueCallPayload = {
    id: call!.id,
    appointmentId: row.id,
    doctorId: row.doctorId,
    locationId: row.locationId,
    orderNumber: call!.orderNumber,
    room: call!.room,
    calledAt: call!.createdAt.toISOString(),
  };
  tx.publish(RealtimeEvent.QueueCall, payload);
  return payload;
}

/**
 * A 'Gọi' / 'Gọi lại' this recent already told the patient to come in, so starting the exam does not say the
 * number a second time. The walk from the waiting room and a greeting fit well inside it; later than
 * this, start-exam speaks again, as a patient who did not come may not have heard the first call.
 */
export const CALL_COVERS_START_EXAM_SECONDS = 300;

/**
 * The call start-exam makes (inside applyAction's transaction, under the appointment's row lock): none when the
 * appointment's last call is less than CALL_COVERS_START_EXAM_SECONDS old, else an ExamStarted call.
 */
export async function callOnStartExam(
  tx: Tx,
  row: AppointmentRow,
  now: Date,
): Promise<QueueCallPayload | null> {
  const [last] = await tx.db
    .select({ at: queueCalls.createdAt })
    .from(queueCalls)
    .where(and(eq(queueCalls.clinicId, tx.actor.clinicId), eq(queueCalls.appointmentId, row.id)))
    .orderBy(desc(queueCalls.createdAt), desc(queueCalls.id))
    .limit(1);
  if (last && now.getTime() - last.at.getTime() < CALL_COVERS_START_EXAM_SECONDS * 1000) return null;
  return writeQueueCall(tx, row, QueueCallKind.ExamStarted, now);
}

/** Who may be called: a patient waiting (checked in) or in the room (in progress), with a number in the queue. */
const callable: readonly number[] = [AppointmentStatus.CheckedIn, AppointmentStatus.InProgress];

/**
 * POST /clinic-appointments/:id/call: 'Call' the first time an appointment is called, 'Call again' after (a
 * start-exam call counts, so pressing the button for a patient already in the room is a call again).
 */
export async function callAppointment(tx: Tx, id: number, now: Date): Promise<QueueCallPayload> {
  const clinicId = tx.actor.clinicId;
  const [row] = await tx.db
    .select()
    .from(appointments)
    .where(and(eq(appointments.clinicId, clinicId), eq(appointments.id, id)))
    .for('update');
  if (!row) throw new AppError('appointmentNotFound');
  if (!callable.includes(row.status) || row.orderNumber === null) throw new AppError('statusNotAllowed');
  const [earlier] = await tx.db
    .select({ id: queueCalls.id })
    .from(queueCalls)
    .where(and(eq(queueCalls.clinicId, clinicId), eq(queueCalls.appointmentId, id)))
    .limit(1);
  const kind = earlier ? QueueCallKind.CallAgain : QueueCallKind.Call;
  const payload = await writeQueueCall(tx, row, kind, now);
  await record(tx, ActivityEntityType.ClinicAppointment, id, ActivityAction.Call, {
    code: row.code,
    orderNumber: payload.orderNumber,
    room: payload.room,
    kind,
    callId: payload.id,
  });
  return payload;
}
