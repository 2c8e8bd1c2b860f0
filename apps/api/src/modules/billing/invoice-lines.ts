import {
  AppError,
  type Discount,
  formErrorIds,
  invoiceAmounts,
  isSellable,
  type PackageStatus,
  packageSalePrice,
} from '@clinic/domain';
import type { InvoiceLine, invoiceItemInput } from '@clinic/domain/contracts';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbTx } from '../../db/client.js';
import {
  type invoiceItems,
  medicines,
  packages,
  prescriptionItems,
  prescriptions,
  purchasedPackages,
  serviceOrders,
  services,
} from '../../db/schema/index.js';
import { bodySchemaViolation } from '../../platform/schema-violation.js';
import type { Tx } from '../../platform/tx.js';
import { PurchasedStatus } from '../packages/purchased-packages.js';
import { unitsToDispense } from '../prescriptions/stock-settle.js';
import { lineSource } from './invoices.read.js';

// What an invoice bills, priced by the server only (docs/conventions.md#money): a visit's lines from what it has
// not paid yet (its ordered services, the packages sold in it, its prescription), or a walk-in sale's from the
// catalog. A line is named by its `source` (lineSource), which is how a rebuild and the visit check match lines.

type ItemInput = z.output<typeof invoiceItemInput>;
type ItemRow = typeof invoiceItems.$inferSelect;

/** A line as priced, before it is stored: the invoice_items columns but the invoice's and the money. */
export interface BaseLine {
  kind: 'service' | 'medicine' | 'package';
  serviceId: number | null;
  medicineId: number | null;
  packageId: number | null;
  serviceOrderId: number | null;
  prescriptionId: number | null;
  purchasedPackageId: number | null;
  name: string;
  unit: string | null;
  unitPrice: number;
  quantity: number;
}

const emptyLinks = {
  serviceId: null,
  medicineId: null,
  packageId: null,
  serviceOrderId: null,
  prescriptionId: null,
  purchasedPackageId: null,
} as const;

/** The source of a priced line at a position (the same rule as a stored row's). */
export const sourceOf = (line: BaseLine, position: number) => lineSource({ ...line, position });

/**
 * What the visit has not paid yet, in a stable order: its ordered services (at the order's price, 0 when a bought
 * package pays it), the packages sold in it still in the cart, and its prescription's medicines unless paid.
 */
export async function visitLines(db: DbTx, clinicId: number, appointmentId: number): Promise<BaseLine[]> {
  return (await linesOfVisits(db, clinicId, [appointmentId])).get(appointmentId) ?? [];
}

/** visitLines of many visits in three statements (the demo seed bills two months of visits at once). */
export async function linesOfVisits(
  db: DbTx,
  clinicId: number,
  appointmentIds: readonly number[],
): Promise<Map<number, BaseLine[]>> {
  const byVisit = new Map<number, BaseLine[]>(appointmentIds.map((id) => [id, []]));
  if (!appointmentIds.length) return byVisit;
  const ids = [...appointmentIds];
  const orders = await db
    .select({ order: serviceOrders, name: services.name })
    .from(serviceOrders)
    .innerJoin(
      services,
      and(eq(services.clinicId, serviceOrders.clinicId), eq(services.id, serviceOrders.serviceId)),
    )
    .where(
      and(
        eq(serviceOrders.clinicId, clinicId),
        inArray(serviceOrders.appointmentId, ids),
        isNull(serviceOrders.paidAt),
      ),
    )
    .orderBy(asc(serviceOrders.position), asc(serviceOrders.id));
  const cart = await db
    .select({ bought: purchasedPackages, name: packages.name })
    .from(purchasedPackages)
    .innerJoin(
      packages,
      and(eq(packages.clinicId, purchasedPackages.clinicId), eq(packages.id, purchasedPackages.packageId)),
    )
    .where(
      and(
        eq(purchasedPackages.clinicId, clinicId),
        inArray(purchasedPackages.appointmentId, ids),
        eq(purchasedPackages.status, PurchasedStatus.InCart),
      ),
    )
    .orderBy(asc(purchasedPackages.createdAt), asc(purchasedPackages.id));
  const prescribed = await db
    .select({
      item: prescriptionItems,
      appointmentId: prescriptions.appointmentId,
      name: medicines.name,
      unit: medicines.unit,
    })
    .from(prescriptionItems)
    .innerJoin(
      prescriptions,
      and(
        eq(prescriptions.clinicId, prescriptionItems.clinicId),
        eq(prescriptions.id, prescriptionItems.prescriptionId),
      ),
    )
    .innerJoin(
      medicines,
      and(eq(medicines.clinicId, prescriptionItems.clinicId), eq(medicines.id, prescriptionItems.medicineId)),
    )
    .where(
      and(
        eq(prescriptions.clinicId, clinicId),
        inArray(prescriptions.appointmentId, ids),
        isNull(prescriptions.paidAt),
      ),
    )
    .orderBy(asc(prescriptionItems.position));
  const add = (appointmentId: number | null, line: BaseLine) => byVisit.get(appointmentId!)?.push(line);
  for (const { order, name } of orders)
    add(order.appointmentId, {
      ...emptyLinks,
      kind: 'service',
      serviceId: order.serviceId,
      serviceOrderId: order.id,
      name,
      unit: null,
      unitPrice: order.price,
      quantity: order.quantity,
    });
  for (const { bought, name } of cart)
    add(bought.appointmentId, {
      ...emptyLinks,
      kind: 'package',
      packageId: bought.packageId,
      purchasedPackageId: bought.id,
      name,
      unit: null,
      unitPrice: packageSalePrice(bought.price, bought.promotionPrice),
      quantity: 1,
    });
  for (const { item, appointmentId, name, unit } of prescribed) {
    // Bought outside or written only: on the prescription, never billed; a cashier's reduction bills what is left.
    const quantity = unitsToDispense(item);
    if (quantity === 0) continue;
    add(appointmentId, {
      ...emptyLinks,
      kind: 'medicine',
      medicineId: item.medicineId,
      prescriptionId: item.prescriptionId,
      name,
      unit,
      unitPrice: item.price,
      quantity,
    });
  }
  return byVisit;
}

/** A refusal at the walk-in line's own field, as the schema answers a bad field ('items.2.medicineId'). */
const badItem = (
  index: number,
  field: 'serviceId' | 'medicineId' | 'packageId' | 'quantity',
  message: string = formErrorIds.invalidValue,
) => bodySchemaViolation([{ code: 'custom', path: [index, field], message, input: undefined }], ['items']);

/**
 * A walk-in sale's lines at today's catalog prices: a service at its price (serviceUnavailable when disabled, as
 * ordering refuses it), a medicine at the library's price (refused at its field when disabled, as prescribing
 * does), a package at its sale price (workflowNotAllowed unless Approved, as putting it in the cart does), once
 * and one of it.
 */
export async function walkInLines(tx: Tx, items: readonly ItemInput[]): Promise<BaseLine[]> {
  const clinicId = tx.actor.clinicId;
  const ids = (pick: (item: ItemInput) => number | null | undefined) => [
    ...new Set(items.map(pick).filter((id): id is number => id != null)),
  ];
  const serviceIds = ids((item) => item.serviceId);
  const medicineIds = ids((item) => item.medicineId);
  const packageIds = ids((item) => item.packageId);
  const serviceRows = serviceIds.length
    ? await tx.db
        .select()
        .from(services)
        .where(and(eq(services.clinicId, clinicId), inArray(services.id, serviceIds)))
    : [];
  const medicineRows = medicineIds.length
    ? await tx.db
        .select()
        .from(medicines)
        .where(and(eq(medicines.clinicId, clinicId), inArray(medicines.id, medicineIds)))
    : [];
  const packageRows = packageIds.length
    ? await tx.db
        .select()
        .from(packages)
        .where(and(eq(packages.clinicId, clinicId), inArray(packages.id, packageIds)))
    : [];
  return items.map((item, index): BaseLine => {
    if (item.serviceId != null) {
      const service = serviceRows.find((row) => row.id === item.serviceId);
      if (!service) throw new AppError('serviceNotFound');
      if (!service.enabled) throw new AppError('serviceUnavailable');
      return {
        ...emptyLinks,
        kind: 'service',
        serviceId: service.id,
        name: service.name,
        unit: null,
        unitPrice: service.price,
        quantity: item.quantity,
      };
    }
    if (item.medicineId != null) {
      const medicine = medicineRows.find((row) => row.id === item.medicineId);
      if (!medicine) throw new AppError('medicineNotFound');
      if (!medicine.enabled) throw badItem(index, 'medicineId');
      return {
        ...emptyLinks,
        kind: 'medicine',
        medicineId: medicine.id,
        name: medicine.name,
        unit: medicine.unit,
        unitPrice: medicine.price,
        quantity: item.quantity,
      };
    }
    const pkg = packageRows.find((row) => row.id === item.packageId);
    if (!pkg) throw new AppError('packageNotFound');
    if (!isSellable(pkg.status as PackageStatus)) throw new AppError('workflowNotAllowed');
    // A package is bought once at a time: it becomes one cart line of the patient (one per package) when paid.
    if (item.quantity !== 1) throw badItem(index, 'quantity', formErrorIds.max);
    if (items.findIndex((other) => other.packageId === item.packageId) !== index)
      throw badItem(index, 'packageId', formErrorIds.duplicate);
    return {
      ...emptyLinks,
      kind: 'package',
      packageId: pkg.id,
      name: pkg.name,
      unit: null,
      unitPrice: packageSalePrice(pkg.price, pkg.promotionPrice),
      quantity: item.quantity,
    };
  });
}

/**
 * How lines as the visit has them now differ from the lines billed, by source: the sources only the visit has,
 * the billed lines it no longer has, and the sources whose quantity, unit price or name changed. Money aside
 * (discounts cannot make a difference here), so paying can tell an outdated invoice without pricing a rebuild.
 */
export function diffLines(now: readonly BaseLine[], billed: readonly ItemRow[]) {
  const nowBySource = new Map(now.map((line, position) => [sourceOf(line, position), line]));
  const billedBySource = new Map(billed.map((row) => [lineSource(row), row]));
  const added = [...nowBySource.keys()].filter((source) => !billedBySource.has(source));
  const removed = billed.filter((row) => !nowBySource.has(lineSource(row)));
  const updated = [...nowBySource].flatMap(([source, line]) => {
    const row = billedBySource.get(source);
    return row &&
      (row.quantity !== line.quantity || row.unitPrice !== line.unitPrice || row.name !== line.name)
      ? [source]
      : [];
  });
  return { added, removed, updated, changed: added.length + removed.length + updated.length > 0 };
}

/** A stored line back as a line to price (its links and terms as billed). */
export const baseOf = (row: ItemRow): BaseLine => ({
  kind: row.kind as BaseLine['kind'],
  serviceId: row.serviceId,
  medicineId: row.medicineId,
  packageId: row.packageId,
  serviceOrderId: row.serviceOrderId,
  prescriptionId: row.prescriptionId,
  purchasedPackageId: row.purchasedPackageId,
  name: row.name,
  unit: row.unit,
  unitPrice: row.unitPrice,
  quantity: row.quantity,
});

/** A stored line's discount as given, or none. */
export const discountOfRow = (row: {
  discountKind: string | null;
  discountValue: number | null;
}): Discount | null =>
  row.discountKind && row.discountValue !== null
    ? ({ kind: row.discountKind, value: row.discountValue } as Discount)
    : null;

/** Lines with their discounts, priced by invoiceAmounts (the one money rule): what is stored and answered. */
export function pricedLines(
  lines: readonly BaseLine[],
  discounts: readonly (Discount | null)[],
  discount?: Discount | null,
) {
  const amounts = invoiceAmounts(
    lines.map((line, i) => ({ unitPrice: line.unitPrice, quantity: line.quantity, discount: discounts[i] })),
    discount,
  );
  const rows = lines.map((line, position): InvoiceLine => {
    const lineDiscount = discounts[position] ?? null;
    return {
      id: 0,
      position,
      ...line,
      source: sourceOf(line, position),
      discountKind: lineDiscount?.kind ?? null,
      discountValue: lineDiscount?.value ?? null,
      discount: amounts.lines[position]!.discount,
      total: amounts.lines[position]!.total,
    };
  });
  return { amounts, rows };
}

/** The invoice_items rows of priced lines. */
export const itemValues = (clinicId: number, invoiceId: number, rows: readonly InvoiceLine[]) =>
  rows.map((row) => ({
    clinicId,
    invoiceId,
    position: row.position,
    kind: row.kind,
    serviceId: row.serviceId,
    medicineId: row.medicineId,
    packageId: row.packageId,
    serviceOrderId: row.serviceOrderId,
    prescriptionId: row.prescriptionId,
    purchasedPackageId: row.purchasedPackageId,
    name: row.name,
    unit: row.unit,
    unitPrice: row.unitPrice,
    quantity: row.quantity,
    discountKind: row.discountKind,
    discountValue: row.discountValue,
    discount: row.discount,
    total: row.total,
  }));
