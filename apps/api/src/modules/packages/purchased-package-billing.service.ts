import { ActivityAction, ActivityEntityType, AppError, packageExpiresAt } from '@clinic/domain';
import { and, eq } from 'drizzle-orm';
import { purchasedPackageItems, purchasedPackages } from '../../db/schema/index.js';
import { record } from '../../platform/activity-log.js';
import type { Tx } from '../../platform/tx.js';
import { clinicTimeZone } from '../schedules/occurrences.js';
import { PurchasedStatus, usedOf } from './purchased-packages.js';

// What billing does to a purchased package: paying its invoice makes it the patient's, cancelling that invoice
// revokes it.

/** A purchased package locked for billing's change; workflowNotAllowed unless it is in the status the change starts from. */
async function lockPurchasedIn(tx: Tx, purchasedId: number, status: PurchasedStatus) {
  const [row] = await tx.db
    .select()
    .from(purchasedPackages)
    .where(and(eq(purchasedPackages.clinicId, tx.actor.clinicId), eq(purchasedPackages.id, purchasedId)))
    .for('update');
  if (!row) throw new AppError('purchasedPackageNotFound');
  if (row.status !== status) throw new AppError('workflowNotAllowed');
  return row;
}

/**
 * Billing calls this when the invoice holding the cart line is paid: the package becomes the patient's,
 * valid until the start of the clinic day `expireAfterDays` after the day it was paid, in the clinic's time zone.
 * Paying a package twice is refused.
 */
export async function markPurchasedPackagePaid(tx: Tx, purchasedId: number, paidAt: Date) {
  const clinicId = tx.actor.clinicId;
  const row = await lockPurchasedIn(tx, purchasedId, PurchasedStatus.InCart);
  const expiresAt = packageExpiresAt(paidAt, row.expireAfterDays, await clinicTimeZone(tx.db, clinicId));
  await tx.db
    .update(purchasedPackages)
    .set({ status: PurchasedStatus.Paid, paidAt, expiresAt })
    .where(and(eq(purchasedPackages.clinicId, clinicId), eq(purchasedPackages.id, purchasedId)));
  await record(tx, ActivityEntityType.PurchasedPackage, purchasedId, ActivityAction.Pay, {
    packageId: row.packageId,
    expiresAt: expiresAt.toISOString(),
  });
  return { paidAt, expiresAt };
}

/**
 * Billing calls this when the paid invoice that sold the package is cancelled: the package is revoked
 * (kept, never deleted) when none of its lines has a net use; a package in use refuses the cancel
 * (purchasedPackageInUse), as its uses cannot be given back by the cashier.
 */
export async function revokePurchasedPackage(tx: Tx, purchasedId: number) {
  const clinicId = tx.actor.clinicId;
  const row = await lockPurchasedIn(tx, purchasedId, PurchasedStatus.Paid);
  const lines = await tx.db
    .select({ id: purchasedPackageItems.id })
    .from(purchasedPackageItems)
    .where(
      and(
        eq(purchasedPackageItems.clinicId, clinicId),
        eq(purchasedPackageItems.purchasedPackageId, purchasedId),
      ),
    );
  for (const line of lines)
    if ((await usedOf(tx.db, line.id)) > 0) throw new AppError('purchasedPackageInUse');
  await tx.db
    .update(purchasedPackages)
    .set({ status: PurchasedStatus.Revoked, revokedAt: tx.now })
    .where(and(eq(purchasedPackages.clinicId, clinicId), eq(purchasedPackages.id, purchasedId)));
  await record(tx, ActivityEntityType.PurchasedPackage, purchasedId, ActivityAction.Canceled, {
    packageId: row.packageId,
  });
}
