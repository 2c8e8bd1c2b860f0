import { ActivityAction, ActivityEntityType, AppError, isSellable, type PackageStatus } from '@clinic/domain';
import type { PurchasedPackage } from '@clinic/domain/contracts';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { DbTx } from '../../db/client.js';
import { packageItems, packages, purchasedPackageItems, purchasedPackages } from '../../db/schema/index.js';
import { record } from '../../platform/activity-log.js';
import type { Tx } from '../../platform/tx.js';
import { violatedConstraint } from '../../platform/unique-violation.js';
import { ofPatient, PurchasedStatus } from './purchased-packages.js';
import { loadPurchased } from './purchased-packages.read.js';

// The patient's cart (screen 22, and the exam screen selling in a visit): at most one unpaid line per package and
// patient, kept by a partial unique index.

/**
 * Puts an Approved package in the patient's cart with a copy of its terms and lines. A package already in this
 * patient's cart (not yet paid) is refused; the partial unique index settles two receptionists adding it at once.
 * `appointmentId` names the visit it is sold in, when the exam screen sells it.
 */
export async function addToCart(
  tx: Tx,
  patientId: number,
  packageId: number,
  appointmentId: number | null = null,
): Promise<PurchasedPackage> {
  const clinicId = tx.actor.clinicId;
  // Locked against a move of the package (back to Draft, disabled) while it goes into the cart.
  const [pkg] = await tx.db
    .select()
    .from(packages)
    .where(and(eq(packages.clinicId, clinicId), eq(packages.id, packageId)))
    .for('share');
  if (!pkg) throw new AppError('packageNotFound');
  if (!isSellable(pkg.status as PackageStatus)) throw new AppError('workflowNotAllowed');
  const [inCart] = await tx.db
    .select({ id: purchasedPackages.id })
    .from(purchasedPackages)
    .where(
      and(
        ofPatient(clinicId, patientId),
        eq(purchasedPackages.packageId, packageId),
        eq(purchasedPackages.status, PurchasedStatus.InCart),
      ),
    );
  if (inCart) throw new AppError('duplicatePackageInCart');
  let id: number;
  try {
    const [created] = await tx.db
      .insert(purchasedPackages)
      .values({
        clinicId,
        clinicPatientId: patientId,
        packageId,
        price: pkg.price,
        promotionPrice: pkg.promotionPrice,
        expireAfterDays: pkg.expireAfterDays,
        status: PurchasedStatus.InCart,
        appointmentId,
        createdAt: tx.now,
      })
      .returning({ id: purchasedPackages.id });
    id = created!.id;
  } catch (error) {
    if (violatedConstraint(error) === 'purchased_packages_cart_once')
      throw new AppError('duplicatePackageInCart', { cause: error });
    throw error;
  }
  const lines = await tx.db
    .select()
    .from(packageItems)
    .where(and(eq(packageItems.clinicId, clinicId), eq(packageItems.packageId, packageId)))
    .orderBy(asc(packageItems.position));
  await tx.db.insert(purchasedPackageItems).values(
    lines.map((line) => ({
      clinicId,
      purchasedPackageId: id,
      serviceId: line.serviceId,
      medicineId: line.medicineId,
      count: line.count,
      position: line.position,
    })),
  );
  await record(tx, ActivityEntityType.PurchasedPackage, id, ActivityAction.Create, {
    clinicPatientId: patientId,
    packageId,
    code: pkg.code,
    name: pkg.name,
    ...(appointmentId === null ? {} : { appointmentId }),
  });
  return loadPurchased(tx.db, clinicId, id, tx.now);
}

/** Takes a line out of the patient's cart; a paid package is never deleted (cannotDeletePaidPackage). */
export async function removeFromCart(tx: Tx, patientId: number, purchasedId: number) {
  const clinicId = tx.actor.clinicId;
  const [row] = await tx.db
    .select()
    .from(purchasedPackages)
    .where(and(ofPatient(clinicId, patientId), eq(purchasedPackages.id, purchasedId)))
    .for('update');
  if (!row) throw new AppError('purchasedPackageNotFound');
  if (row.status !== PurchasedStatus.InCart) throw new AppError('cannotDeletePaidPackage');
  await tx.db
    .delete(purchasedPackages)
    .where(and(eq(purchasedPackages.clinicId, clinicId), eq(purchasedPackages.id, purchasedId)));
  await record(tx, ActivityEntityType.PurchasedPackage, purchasedId, ActivityAction.Delete, {
    clinicPatientId: patientId,
    packageId: row.packageId,
  });
  return { deleted: true };
}

/**
 * The patient registry's entry (patients/patient-references.service.ts): a patient with packages in the cart or bought is
 * not deleted; a merge moves them to the target record, leaving out a cart line the target's cart already holds
 * (one cart line per package and patient).
 */
export const purchasedPackagesOfPatient = {
  count: async (tx: DbTx, clinicId: number, patientId: number) =>
    (await tx.select({ n: count() }).from(purchasedPackages).where(ofPatient(clinicId, patientId)))[0]?.n ??
    0,
  move: async (tx: Tx, clinicId: number, sourceId: number, targetId: number) => {
    const targetCart = tx.db
      .select({ packageId: purchasedPackages.packageId })
      .from(purchasedPackages)
      .where(and(ofPatient(clinicId, targetId), eq(purchasedPackages.status, PurchasedStatus.InCart)));
    await tx.db
      .delete(purchasedPackages)
      .where(
        and(
          ofPatient(clinicId, sourceId),
          eq(purchasedPackages.status, PurchasedStatus.InCart),
          inArray(purchasedPackages.packageId, targetCart),
        ),
      );
    await tx.db
      .update(purchasedPackages)
      .set({ clinicPatientId: targetId })
      .where(ofPatient(clinicId, sourceId));
  },
};
