import { and, count, eq } from 'drizzle-orm';
import type { Db, DbTx } from '../../db/client.js';
import {
  packageItems,
  purchasedPackageItems,
  serviceAssociations,
  serviceTemplateItems,
} from '../../db/schema/index.js';

/**
 * How many rows elsewhere use a service: the service templates that list it and the associate services that
 * bundle it. A used service cannot be deleted, only disabled. The one place later areas add their tables
 * (appointment services, packages, invoices) so every delete check stays the same.
 */
export async function serviceReferences(db: Db | DbTx, clinicId: number, serviceId: number): Promise<number> {
  const [templates] = await db
    .select({ n: count() })
    .from(serviceTemplateItems)
    .where(and(eq(serviceTemplateItems.clinicId, clinicId), eq(serviceTemplateItems.serviceId, serviceId)));
  const [bundles] = await db
    .select({ n: count() })
    .from(serviceAssociations)
    .where(
      and(eq(serviceAssociations.clinicId, clinicId), eq(serviceAssociations.associatedServiceId, serviceId)),
    );
  return (templates?.n ?? 0) + (bundles?.n ?? 0) + (await packageLinesOf(db, clinicId, { serviceId }));
}

/** The package lines (screen 19) and bought package lines (screen 22) naming a service or a medicine. */
export async function packageLinesOf(
  db: Db | DbTx,
  clinicId: number,
  target: { serviceId: number } | { medicineId: number },
): Promise<number> {
  const [own, bought] = [packageItems, purchasedPackageItems].map((table) =>
    and(
      eq(table.clinicId, clinicId),
      'serviceId' in target ? eq(table.serviceId, target.serviceId) : eq(table.medicineId, target.medicineId),
    ),
  );
  const [inPackages] = await db.select({ n: count() }).from(packageItems).where(own);
  const [inPurchases] = await db.select({ n: count() }).from(purchasedPackageItems).where(bought);
  return (inPackages?.n ?? 0) + (inPurchases?.n ?? 0);
}
