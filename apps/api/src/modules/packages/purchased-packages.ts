import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbTx } from '../../db/client.js';
import { purchasedPackages, purchasedPackageUses } from '../../db/schema/index.js';

// The packages a patient buys (screen 22). Putting an Approved package in the cart copies its terms and the count of
// each line; billing marks it paid, which starts its validity; the examination uses its lines one ordered service at a
// time. Uses are a ledger (purchased_package_uses): a use and a use given back are each a new row, and a line has left
// its count minus their sum.

export const PurchasedStatus = { InCart: 'inCart', Paid: 'paid', Revoked: 'revoked' } as const;
export type PurchasedStatus = (typeof PurchasedStatus)[keyof typeof PurchasedStatus];

export const usedSum = sql<number>`coalesce(sum(${purchasedPackageUses.count}), 0)::int`;

export const ofPatient = (clinicId: number, patientId: number) =>
  and(eq(purchasedPackages.clinicId, clinicId), eq(purchasedPackages.clinicPatientId, patientId));

/** The net uses of a bought line: uses minus uses given back. */
export async function usedOf(db: Db | DbTx, purchasedItemId: number): Promise<number> {
  const [row] = await db
    .select({ used: usedSum })
    .from(purchasedPackageUses)
    .where(eq(purchasedPackageUses.purchasedPackageItemId, purchasedItemId));
  return Number(row?.used ?? 0);
}
