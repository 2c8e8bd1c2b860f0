import { AppError, PurchasedPackageState, purchasedPackageState } from '@clinic/domain';
import { and, count, eq } from 'drizzle-orm';
import { purchasedPackageItems, purchasedPackages, purchasedPackageUses } from '../../db/schema/index.js';
import type { Tx } from '../../platform/tx.js';
import { usedOf } from './purchased-packages.js';

// The uses of a bought line (the examination's ordered services), a ledger: a use and a use given back are each a
// new row of purchased_package_uses, never changed.

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
