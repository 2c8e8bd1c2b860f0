import { AppError, type PackageType, packageSalePrice, purchasedPackageState } from '@clinic/domain';
import type { PurchasedPackage } from '@clinic/domain/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbTx } from '../../db/client.js';
import {
  medicines,
  packages,
  purchasedPackageItems,
  purchasedPackages,
  purchasedPackageUses,
  services,
} from '../../db/schema/index.js';
import { ofPatient, usedSum } from './purchased-packages.js';

// The patient's purchased packages as the screens read them: a line's left count is its count minus its net uses.

type PurchasedRow = typeof purchasedPackages.$inferSelect;

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

export async function loadPurchased(db: Db | DbTx, clinicId: number, id: number, now: Date) {
  const [row] = await db
    .select()
    .from(purchasedPackages)
    .where(and(eq(purchasedPackages.clinicId, clinicId), eq(purchasedPackages.id, id)));
  if (!row) throw new AppError('purchasedPackageNotFound');
  return (await purchasedItemsOf(db, clinicId, [row], now))[0]!;
}
