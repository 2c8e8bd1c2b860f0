import {
  ActivityAction,
  ActivityEntityType,
  AppError,
  AppointmentAction,
  type AppointmentStatus,
  appointmentEventOf,
  appointmentTransitions,
  canApply,
  checkInWindow,
  DEFAULT_CLINIC_SETTINGS,
  DEFAULT_TIME_ZONE,
  localDate,
  refusalOf,
} from '@clinic/domain';
import { and, eq, sql } from 'drizzle-orm';
import { appointments, clinics, queueCounters } from '../../db/schema/index.js';
import { record } from '../../platform/activity-log.js';
import type { Tx } from '../../platform/tx.js';
import { callOnStartExam } from '../calls/calls.service.js';
import { queueOnFinishExam } from '../national-prescriptions/queue.service.js';
import { assertVisitPrescriptionInStock } from '../prescriptions/stock-settle.js';
import { publishAppointmentEvent } from './appointment-events.js';
import type { AppointmentItem, AppointmentRow } from './appointment-view.read.js';
import { recordStatusChange } from './status-history.service.js';

/** The status moves of the transition table this module serves (an edit is the appointments module's). */
export type TransitionAction = Exclude<AppointmentAction, typeof AppointmentAction.Edit>;

const MINUTE_MS = 60_000;

const activityOf = {
  [AppointmentAction.Approve]: ActivityAction.Approved,
  [AppointmentAction.CheckIn]: ActivityAction.CheckIn,
  [AppointmentAction.StartExam]: ActivityAction.StartExam,
  [AppointmentAction.FinishExam]: ActivityAction.Finished,
  [AppointmentAction.Cancel]: ActivityAction.Canceled,
} as const satisfies Record<TransitionAction, ActivityAction>;

export interface ApplyOptions {
  /** Cancel: required, non-blank; stored in cancelReason and in the history row. */
  reason?: string | undefined;
  /** Check-in: the moment of arrival; start-exam: the moment of the call (tests fix it). Defaults to `tx.now`. */
  now?: Date | undefined;
  /**
   * Check-in: reception's "check in early anyway", passed by the staff route only, never by the
   * kiosk's. Before the window opens the patient is still checked in, on the appointment's own clinic day.
   */
  allowEarly?: boolean | undefined;
}

async function clinicCheckInSettings(tx: Tx) {
  const [row] = await tx.db
    .select({ timeZone: clinics.timeZone, lateMinutes: clinics.allowCheckInLateAfterMinutes })
    .from(clinics)
    .where(eq(clinics.id, tx.actor.clinicId));
  return {
    timeZone: row?.timeZone ?? DEFAULT_TIME_ZONE,
    lateMinutes: row?.lateMinutes ?? DEFAULT_CLINIC_SETTINGS.allowCheckInLateAfterMinutes,
  };
}

/**
 * The next order number in the doctor's queue for the clinic day. The upsert takes the counter row's lock, so
 * concurrent check-ins for one doctor line up and each gets its own number; numbers are never handed out twice.
 */
async function nextOrderNumber(tx: Tx, doctorId: number, day: string): Promise<number> {
  const [row] = await tx.db
    .insert(queueCounters)
    .values({ clinicId: tx.actor.clinicId, doctorId, day, value: 1 })
    .onConflictDoUpdate({
      target: [queueCounters.clinicId, queueCounters.doctorId, queueCounters.day],
      set: { value: sql`${queueCounters.value} + 1` },
    })
    .returning({ value: queueCounters.value });
  return row!.value;
}

/** An applied action: the updated row, and the appointment as its event carried it (what routes answer). */
export interface AppliedAction {
  row: AppointmentRow;
  item: AppointmentItem;
}

/**
 * Moves one appointment along the transition table: locks its row, refuses a move the table does not list
 * (appointmentAlreadyFinished / statusNotAllowed), applies the action's own rules (cancel reason, check-in window
 * and order number), writes the status history and activity log, and publishes the action's event after commit.
 * Answers the updated row and its item.
 */
export async function applyAction(
  tx: Tx,
  id: number,
  action: TransitionAction,
  options: ApplyOptions = {},
): Promise<AppliedAction> {
  const clinicId = tx.actor.clinicId;
  const [row] = await tx.db
    .select()
    .from(appointments)
    .where(and(eq(appointments.clinicId, clinicId), eq(appointments.id, id)))
    .for('update');
  if (!row) throw new AppError('appointmentNotFound');
  const from = row.status as AppointmentStatus;
  if (!canApply(action, from)) throw new AppError(refusalOf(from));

  const to = appointmentTransitions[action].to;
  const now = options.now ?? tx.now;
  const reason = options.reason?.trim() || null;
  const changes: Partial<AppointmentRow> = { status: to, updatedAt: tx.now };

  if (action === AppointmentAction.Cancel) {
    if (!reason) throw new AppError('cancelReasonRequired');
    changes.cancelReason = reason;
  }
  /** Set when reception checked the patient in before the window opened: the log row says who and how early. */
  let early: { byUserId: number | null; minutesBeforeStart: number } | undefined;
  if (action === AppointmentAction.CheckIn) {
    const { timeZone, lateMinutes } = await clinicCheckInSettings(tx);
    const { timing } = checkInWindow(row, now, lateMinutes);
    if (timing === 'early') {
      if (!options.allowEarly) throw new AppError('checkInTooEarly');
      // The order number belongs to the appointment's day: a visit on another day is never pulled into today.
      if (localDate(row.startAt, timeZone) !== localDate(now, timeZone))
        throw new AppError('appointmentNotToday');
      early = {
        byUserId: tx.actor.userId,
        minutesBeforeStart: Math.round((row.startAt.getTime() - now.getTime()) / MINUTE_MS),
      };
    }
    if (timing === 'late') throw new AppError('checkInTooLate');
    changes.orderNumber = await nextOrderNumber(tx, row.doctorId, localDate(row.startAt, timeZone));
  }
  // The prescription still fits the stock (it may have moved since it was saved), or the doctor chooses first.
  if (action === AppointmentAction.FinishExam) await assertVisitPrescriptionInStock(tx, id);

  const [updated] = await tx.db
    .update(appointments)
    .set(changes)
    .where(and(eq(appointments.clinicId, clinicId), eq(appointments.id, id)))
    .returning();
  await recordStatusChange(tx, id, from, to, reason);
  await record(tx, ActivityEntityType.ClinicAppointment, id, activityOf[action], {
    code: row.code,
    fromStatus: from,
    toStatus: to,
    ...(reason ? { reason } : {}),
    ...(changes.orderNumber !== undefined ? { orderNumber: changes.orderNumber } : {}),
    ...(early ? { early } : {}),
  });
  // Finishing the exam sends the prescription to the national system (a job: the doctor does not wait).
  if (action === AppointmentAction.FinishExam) await queueOnFinishExam(tx, id);
  const item = await publishAppointmentEvent(tx, appointmentEventOf[action], updated!);
  // Starting the exam calls the patient in; the waiting-room display shows and speaks it, unless
  // 'Gọi' has just done so (callOnStartExam's rule).
  if (action === AppointmentAction.StartExam && updated!.orderNumber !== null)
    await callOnStartExam(tx, updated!, now);
  return { row: updated!, item };
}

/**
 * PUT approve: every appointment approved in one transaction, locked in id order (no deadlock between two
 * overlapping batches); any refusal throws and nothing changes. Answers the appointments in the order given.
 */
export async function approveMany(tx: Tx, ids: readonly number[]): Promise<AppointmentItem[]> {
  const unique = [...new Set(ids)];
  const done = new Map<number, AppointmentItem>();
  for (const id of [...unique].sort((a, b) => a - b))
    done.set(id, (await applyAction(tx, id, AppointmentAction.Approve)).item);
  return unique.map((id) => done.get(id)!);
}
