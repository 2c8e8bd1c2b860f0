import type { LabResultItem } from '@clinic/domain/contracts';
import type { Db, DbTx } from '../../db/client.js';

// Stub (issue N foundation): the lab-results helper implements it; the medical record composes it.

/** The lab results of one visit, newest result date first. */
export async function readVisitLabResults(
  _db: Db | DbTx,
  _clinicId: number,
  _appointmentId: number,
): Promise<LabResultItem[]> {
  throw new Error('readVisitLabResults: not implemented yet');
}
