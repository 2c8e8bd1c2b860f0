import {
  AppError,
  NationalStatus,
  nationalPrescriptionCode,
  type PrescriptionKind,
  withKind,
} from '@clinic/domain';
import { and, eq, sql } from 'drizzle-orm';
import { clinics, prescriptions } from '../../db/schema/index.js';
import { nextCodeValue } from '../../platform/counters.js';
import { enqueueAll } from '../../platform/jobs/runner.js';
import type { Tx } from '../../platform/tx.js';

export const NATIONAL_SEND_JOB = 'national-prescription-send';

/** What the send job needs; `seq` is the queueing it belongs to (a later one makes it stale). */
export interface NationalSendPayload {
  prescriptionId: number;
  seq: number;
}

/**
 * The prescription's national code for its kind: kept (its kind suffix updated) once it has one, else the next of
 * the clinic's serials when the clinic has a facility code, else none yet (given when the clinic sets one and the
 * prescription is sent). Codes come from the per-clinic counter, so two prescriptions never share one.
 */
export async function nationalCodeFor(
  tx: Tx,
  current: string | null,
  kind: PrescriptionKind,
): Promise<string | null> {
  if (current) return withKind(current, kind);
  const [clinic] = await tx.db
    .select({ facilityCode: clinics.nationalFacilityCode })
    .from(clinics)
    .where(eq(clinics.id, tx.actor.clinicId));
  if (!clinic?.facilityCode) return null;
  return nationalPrescriptionCode(
    clinic.facilityCode,
    await nextCodeValue(tx, 'national-prescription'),
    kind,
  );
}

/**
 * Queues the prescription for the national system in the caller's transaction (the job exists if and only if the
 * commit does): pending, its tries and reasons cleared, a new queueing number, and a job keyed by it, so a retry is
 * a new job and an earlier job still waiting finds itself stale and does nothing.
 */
export async function queueNationalSend(tx: Tx, prescriptionId: number) {
  const clinicId = tx.actor.clinicId;
  const [current] = await tx.db
    .select({ kind: prescriptions.kind, code: prescriptions.nationalCode })
    .from(prescriptions)
    .where(and(eq(prescriptions.clinicId, clinicId), eq(prescriptions.id, prescriptionId)))
    .for('update');
  if (!current) throw new AppError('prescriptionNotFound');
  const [row] = await tx.db
    .update(prescriptions)
    .set({
      nationalCode: await nationalCodeFor(tx, current.code, current.kind),
      nationalStatus: NationalStatus.Pending,
      nationalSendSeq: sql`${prescriptions.nationalSendSeq} + 1`,
      nationalAttempts: 0,
      nationalErrors: null,
      nationalQueuedAt: tx.now,
    })
    .where(and(eq(prescriptions.clinicId, clinicId), eq(prescriptions.id, prescriptionId)))
    .returning();
  const payload: NationalSendPayload = { prescriptionId, seq: row!.nationalSendSeq };
  await enqueueAll(tx.db, () => tx.now, [
    {
      kind: NATIONAL_SEND_JOB,
      key: `${NATIONAL_SEND_JOB}:${clinicId}:${prescriptionId}:${payload.seq}`,
      clinicId,
      payload: { ...payload },
    },
  ]);
  return row!;
}

/** Finishing the exam sends the visit's prescription, unless it was already queued (a "send" before finishing). */
export async function queueOnFinishExam(tx: Tx, appointmentId: number) {
  const [row] = await tx.db
    .select({ id: prescriptions.id, status: prescriptions.nationalStatus })
    .from(prescriptions)
    .where(
      and(eq(prescriptions.clinicId, tx.actor.clinicId), eq(prescriptions.appointmentId, appointmentId)),
    );
  if (row && row.status === null) await queueNationalSend(tx, row.id);
}
