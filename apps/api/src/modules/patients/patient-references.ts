import type { InUseEntity } from '@clinic/domain';
import type { DbTx } from '../../db/client.js';

/**
 * Rows of other areas that belong to a clinic patient. A patient cannot be deleted while any of these counts is
 * above 0 (inUse, naming the entity), and a merge moves them all from the source to the target record.
 */
export interface PatientReference {
  entity: InUseEntity;
  count(tx: DbTx, clinicId: number, patientId: number): Promise<number>;
  /** Re-points the source patient's rows at the target (both of `clinicId`, both locked by the merge). */
  move(tx: DbTx, clinicId: number, sourceId: number, targetId: number): Promise<void>;
}

/**
 * Empty today: issue G (appointments) registers the patient's visits here, and billing its invoices. The
 * patient's own property values and avatar are not references: the merge handles them itself.
 */
export const patientReferences: PatientReference[] = [];
