import type { PurchasedPackage, ServiceOrderItem } from '@clinic/domain/contracts';
import type { Db, DbTx } from '../../db/client.js';

// Stub (issue N foundation): the service-orders helper implements these; the medical record composes them.

/** The services ordered for a visit, in order, as GET /clinic-appointments/:id/services answers them. */
export async function readServiceOrders(
  _db: Db | DbTx,
  _clinicId: number,
  _appointmentId: number,
): Promise<ServiceOrderItem[]> {
  throw new Error('readServiceOrders: not implemented yet');
}

/** The packages sold in a visit, as GET /clinic-appointments/:id/packages answers them. */
export async function readVisitPackages(
  _db: Db | DbTx,
  _clinicId: number,
  _appointmentId: number,
  _now: Date,
): Promise<PurchasedPackage[]> {
  throw new Error('readVisitPackages: not implemented yet');
}
