import {
  ActivityAction,
  ActivityEntityType,
  AppError,
  isSellable,
  type PackageStatus,
  type PackageType,
  PurchasedPackageState,
  packageExpiresAt,
  packageSalePrice,
  purchasedPackageState,
} from '@clinic/domain';
import type { PurchasedPackage } from '@clinic/domain/contracts';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbTx } from '../../db/client.js';
import {
  medicines,
  packageItems,
  packages,
  purchasedPackageItems,
  purchasedPackages,
  purchasedPackageUses,
  services,
} from '../../db/schema/index.js';
import { record } from '../../platform/activity-log.js';
import type { Tx } from '../../platform/tx.js';
import { violatedConstraint } from '../../platform/unique-violation.js';
import { clinicTimeZone } from '../schedules/occurrences.js';

// The packages a patient buys (screen 22). Putting an Approved package in the cart copies its terms and the count of
// each line; billing marks it paid, which starts its validity; the examination uses its lines one ordered service at a
// time. Uses are a ledger (purchased_package_uses): a use and a use given back are each a new row, and a line has left
// its count minus their sum.

export const PurchasedStatus = { InCart: 'inCart', Paid: 'paid', Revoked: 'revoked' } as const;
type PurchasedStatus = (typeof PurchasedStatus)[keyof typeof PurchasedStatus];

type PurchasedRow = typeof purchasedPackages.$inferSelect;

const usedSum = sql<number>`coalesce(sum(${purchasedPackageUses.count}), 0)::int`;

/** The patient's purchased packages as answered, with each line's uses summed (three statements for any number). */
async function purchasedItemsOf(db: Db | DbTx, clinicId: number, rows: PurchasedRow[], now: Date) {
  const ids = rows.map((r) => r.id);
  if (!ids.length) return [];
  const heads = await db
    .select({ id: packages.id, code: packages.code, name: packages.name, type: packages.type })
    .from(packages)
    .where(
      and(eq(packages.clinicId, clinicId), inArray(packages.id, [...new Set(rows.map((r) => r.packageId))])),
    );
  const lines = await db
    .select({
      id: purchasedPackageItems.id,
      purchasedPackageId: purchasedPackageItems.purchasedPackageId,
      serviceId: purchasedPackageItems.serviceId,
      medicineId: purchasedPackageItems.medicineId,
      count: purchasedPackageItems.count,
      serviceCode: services.code,
      serviceName: services.name,
      medicineName: medicines.name,
      used: sql<number>`(select ${usedSum} from ${purchasedPackageUses} where ${purchasedPackageUses.purchasedPackageItemId} = ${purchasedPackageItems.id})`,
    })
    .from(purchasedPackageItems)
    .leftJoin(
      services,
      and(
        eq(services.clinicId, purchasedPackageItems.clinicId),
        eq(services.id, purchasedPackageItems.serviceId),
      ),
    )
    .leftJoin(
      medicines,
      and(
        eq(medicines.clinicId, purchasedPackageItems.clinicId),
        eq(medicines.id, purchasedPackageItems.medicineId),
      ),
    )
    .where(
      and(
        eq(purchasedPackageItems.clinicId, clinicId),
        inArray(purchasedPackageItems.purchasedPackageId, ids),
      ),
    )
    .orderBy(asc(purchasedPackageItems.purchasedPackageId), asc(purchasedPackageItems.position));
  return rows.map((row): PurchasedPackage => {
    const head = heads.find((h) => h.id === row.packageId)!;
    const items = lines
      .filter((l) => l.purchasedPackageId === row.id)
      .map((l) => {
        const isService = l.serviceId !== null;
        const used = Number(l.used);
        return {
          id: l.id,
          kind: isService ? ('service' as const) : ('medicine' as const),
          serviceId: l.serviceId,
          medicineId: l.medicineId,
          code: isService ? l.serviceCode : null,
          name: (isService ? l.serviceName : l.medicineName) ?? '',
          count: l.count,
          used,
          remaining: l.count - used,
        };
      });
    return {
      id: row.id,
      packageId: row.packageId,
      code: head.code,
      name: head.name,
      type: head.type as PackageType,
      price: row.price,
      promotionPrice: row.promotionPrice,
      salePrice: packageSalePrice(row.price, row.promotionPrice),
      expireAfterDays: row.expireAfterDays,
      state: purchasedPackageState(
        {
          paidAt: row.paidAt,
          expiresAt: row.expiresAt,
          revokedAt: row.revokedAt,
          remaining: items.map((i) => i.remaining),
        },
        now,
      ),
      paidAt: row.paidAt?.toISOString() ?? null,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      items,
    };
  });
}

const ofPatient = (clinicId: number, patientId: number) =>
  and(eq(purchasedPackages.clinicId, clinicId), eq(purchasedPackages.clinicPatientId, patientId));

/** The patient's cart lines and bought packages, newest first. */
export async function listPurchasedPackages(db: Db | DbTx, clinicId: number, patientId: number, now: Date) {
  const rows = await db
    .select()
    .from(purchasedPackages)
    .where(ofPatient(clinicId, patientId))
    .orderBy(desc(purchasedPackages.createdAt), desc(purchasedPackages.id));
  return purchasedItemsOf(db, clinicId, rows, now);
}

/** The packages sold in one visit (the exam screen's): its cart lines and, once billed, bought ones. */
export async function listVisitPackages(db: Db | DbTx, clinicId: number, appointmentId: number, now: Date) {
  const rows = await db
    .select()
    .from(purchasedPackages)
    .where(and(eq(purchasedPackages.clinicId, clinicId), eq(purchasedPackages.appointmentId, appointmentId)))
    .orderBy(asc(purchasedPackages.createdAt), asc(purchasedPackages.id));
  return purchasedItemsOf(db, clinicId, rows, now);
}

async function loadPurchased(db: Db | DbTx, clinicId: number, id: number, now: Date) {
  const [row] = await db
    .select()
    .from(purchasedPackages)
    .where(and(eq(purchasedPackages.clinicId, clinicId), eq(purchasedPackages.id, id)));
  if (!row) throw new AppError('purchasedPackageNotFound');
  return (await purchasedItemsOf(db, clinicId, [row], now))[0]!;
}

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

/**
 * Uses one count of a bought line (an ordered service of an appointment) as a new row of the ledger. The
 * line is locked first, so two uses at once cannot both take its last count. Refused while the package is in the
 * cart or after it was revoked ('workflow not allowed'), after its expiry ('package expired') or when nothing is
 * left ('package used up').
 */
export async function consumePackageItem(
  tx: Tx,
  purchasedItemId: number,
  appointmentId: number | null,
  options: { invoiceId?: number | null } = {},
) {
  const clinicId = tx.actor.clinicId;
  const [line] = await tx.db
    .select({
      id: purchasedPackageItems.id,
      count: purchasedPackageItems.count,
      paidAt: purchasedPackages.paidAt,
      expiresAt: purchasedPackages.expiresAt,
      revokedAt: purchasedPackages.revokedAt,
    })
    .from(purchasedPackageItems)
    .innerJoin(
      purchasedPackages,
      and(
        eq(purchasedPackages.clinicId, purchasedPackageItems.clinicId),
        eq(purchasedPackages.id, purchasedPackageItems.purchasedPackageId),
      ),
    )
    .where(and(eq(purchasedPackageItems.clinicId, clinicId), eq(purchasedPackageItems.id, purchasedItemId)))
    // The package's row too: a cancellation revoking it (revokePurchasedPackage locks it, then counts the uses) and
    // this use take turns, so a use never lands on a package revoked meanwhile, nor a revoke on a used one.
    .for('update', { of: [purchasedPackageItems, purchasedPackages] });
  if (!line) throw new AppError('purchasedPackageNotFound');
  const remaining = line.count - (await usedOf(tx.db, purchasedItemId));
  const state = purchasedPackageState(
    { paidAt: line.paidAt, expiresAt: line.expiresAt, revokedAt: line.revokedAt, remaining: [remaining] },
    tx.now,
  );
  if (state === PurchasedPackageState.InCart || state === PurchasedPackageState.Revoked)
    throw new AppError('workflowNotAllowed');
  if (state === PurchasedPackageState.Expired) throw new AppError('packageExpired');
  if (state === PurchasedPackageState.Exhausted) throw new AppError('packageUsedUp');
  const [use] = await tx.db
    .insert(purchasedPackageUses)
    .values({
      clinicId,
      purchasedPackageItemId: purchasedItemId,
      count: 1,
      appointmentId,
      invoiceId: options.invoiceId ?? null,
      createdAt: tx.now,
    })
    .returning();
  return { use: use!, remaining: remaining - 1 };
}

/**
 * Gives a use back (its invoice was cancelled) as a new row of -count naming the use; a use is given back once
 * (a unique constraint), a second time is 'workflow not allowed'. Expiry does not matter: the count was never used.
 */
export async function reversePackageUse(tx: Tx, useId: number, options: { invoiceId?: number | null } = {}) {
  const clinicId = tx.actor.clinicId;
  const [use] = await tx.db
    .select()
    .from(purchasedPackageUses)
    .where(and(eq(purchasedPackageUses.clinicId, clinicId), eq(purchasedPackageUses.id, useId)))
    .for('update');
  if (!use || use.reversesUseId !== null) throw new AppError('purchasedPackageNotFound');
  const [already] = await tx.db
    .select({ n: count() })
    .from(purchasedPackageUses)
    .where(and(eq(purchasedPackageUses.clinicId, clinicId), eq(purchasedPackageUses.reversesUseId, useId)));
  if ((already?.n ?? 0) > 0) throw new AppError('workflowNotAllowed');
  const [reversal] = await tx.db
    .insert(purchasedPackageUses)
    .values({
      clinicId,
      purchasedPackageItemId: use.purchasedPackageItemId,
      count: -use.count,
      appointmentId: use.appointmentId,
      invoiceId: options.invoiceId ?? use.invoiceId,
      reversesUseId: use.id,
      createdAt: tx.now,
    })
    .returning();
  return reversal!;
}

/** The net uses of a bought line: uses minus uses given back. */
export async function usedOf(db: Db | DbTx, purchasedItemId: number): Promise<number> {
  const [row] = await db
    .select({ used: usedSum })
    .from(purchasedPackageUses)
    .where(eq(purchasedPackageUses.purchasedPackageItemId, purchasedItemId));
  return Number(row?.used ?? 0);
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
