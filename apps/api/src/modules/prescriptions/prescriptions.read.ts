import type { PrescriptionItem } from '@clinic/domain/contracts';
import type { Db, DbTx } from '../../db/client.js';

// Stub (issue N foundation): the prescriptions helper implements it; the medical record composes it.

/** The visit's prescription as GET /clinic-appointments/:id/prescription answers it, or null. */
export async function readPrescription(
  _db: Db | DbTx,
  _clinicId: number,
  _appointmentId: number,
): Promise<PrescriptionItem | null> {
  throw new Error('readPrescription: not implemented yet');
}
