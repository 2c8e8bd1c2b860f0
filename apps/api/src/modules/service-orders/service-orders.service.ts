import {
  ActivityAction,
  ActivityEntityType,
  AppError,
  AppointmentStatus,
  canRemoveServiceOrder,
  isExaminationOpen,
  RealtimeEvent,
  type TaskLane,
} from '@clinic/domain';
import type { AppointmentServices, appointmentServicesInput } from '@clinic/domain/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  appointments,
  purchasedPackageItems,
  purchasedPackages,
  serviceOrders,
  services,
} from '../../db/schema/index.js';
import { record } from '../../platform/activity-log.js';
import type { AuthContext } from '../../platform/auth-context.js';
import type { Tx } from '../../platform/tx.js';
import { doctorScope } from '../appointments/appointment-scope.js';
import { addToCart, removeFromCart } from '../packages/purchased-package-cart.service.js';
import { consumePackageItem, reversePackageUse } from '../packages/purchased-package-usage.service.js';
import { readServiceOrders, readVisitPackages } from './service-orders.read.js';

// What the doctor orders for a visit (PUT /clinic-appointments/:id/services): the whole list replaces the one
// before, in one transaction under the appointment's row lock, so two screens saving at once take turns. A line a
// bought package pays takes one use of it (a row of the uses ledger) and gives it back when it is taken off.

type ServicesInput = z.output<typeof appointmentServicesInput>;
type OrderRow = typeof serviceOrders.$inferSelect;
type AppointmentRow = typeof appointments.$inferSelect;

/** The visit, locked for the change; another clinic's or a hidden doctor's is appointmentNotFound. */
export async function lockVisibleAppointment(tx: Tx, auth: AuthContext, appointmentId: number) {
  const [row] = await tx.db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.clinicId, auth.clinicId),
        eq(appointments.id, appointmentId),
        await doctorScope(tx.db, auth),
      ),
    )
    .for('update');
  if (!row) throw new AppError('appointmentNotFound');
  return row;
}

/** Orders are written only while the patient is checked in or examined. */
function assertExaminationOpen(status: number) {
  if (status === AppointmentStatus.Finished) throw new AppError('appointmentAlreadyFinished');
  if (!isExaminationOpen(status)) throw new AppError('statusNotAllowed');
}

/**
 * A bought line may pay for an ordered service when it is this patient's and names this very service
 * (invalidService), and only for one of it (invalidQuantity); whether it has a use left is consumePackageItem's.
 */
async function assertUsableLine(
  tx: Tx,
  patientId: number,
  line: { serviceId: number; quantity: number; purchasedPackageItemId: number },
) {
  const [bought] = await tx.db
    .select({ serviceId: purchasedPackageItems.serviceId, patientId: purchasedPackages.clinicPatientId })
    .from(purchasedPackageItems)
    .innerJoin(
      purchasedPackages,
      and(
        eq(purchasedPackages.clinicId, purchasedPackageItems.clinicId),
        eq(purchasedPackages.id, purchasedPackageItems.purchasedPackageId),
      ),
    )
    .where(
      and(
        eq(purchasedPackageItems.clinicId, tx.actor.clinicId),
        eq(purchasedPackageItems.id, line.purchasedPackageItemId),
      ),
    );
  if (!bought || bought.patientId !== patientId || bought.serviceId !== line.serviceId)
    throw new AppError('invalidService');
  if (line.quantity !== 1) throw new AppError('invalidQuantity');
}

/** Takes one use of the line for the visit; answers the ledger row's id. */
async function useLine(
  tx: Tx,
  visit: AppointmentRow,
  line: { serviceId: number; quantity: number; purchasedPackageItemId: number },
) {
  await assertUsableLine(tx, visit.clinicPatientId, line);
  const { use } = await consumePackageItem(tx, line.purchasedPackageItemId, visit.id);
  return use.id;
}

/** The catalog prices of `serviceIds`; a disabled service is not ordered (serviceUnavailable). */
async function orderablePrices(tx: Tx, serviceIds: number[]) {
  const prices = new Map<number, number>();
  if (!serviceIds.length) return prices;
  const rows = await tx.db
    .select({ id: services.id, price: services.price, enabled: services.enabled })
    .from(services)
    .where(and(eq(services.clinicId, tx.actor.clinicId), inArray(services.id, serviceIds)));
  for (const id of serviceIds) {
    const row = rows.find((r) => r.id === id);
    if (!row) throw new AppError('serviceNotFound');
    if (!row.enabled) throw new AppError('serviceUnavailable');
    prices.set(id, row.price);
  }
  return prices;
}

/** Takes an order off the visit: refused when Done or paid; a use of a bought line is given back first. */
async function removeOrder(tx: Tx, order: OrderRow) {
  if (!canRemoveServiceOrder({ lane: order.lane as TaskLane, paid: order.paidAt !== null }))
    throw new AppError('cannotDeleteCompletedService');
  if (order.packageUseId !== null) await reversePackageUse(tx, order.packageUseId);
  await tx.db
    .delete(serviceOrders)
    .where(and(eq(serviceOrders.clinicId, tx.actor.clinicId), eq(serviceOrders.id, order.id)));
}

/** The packages sold in the visit follow the list: new ones go in the patient's cart, missing ones come out. */
async function syncVisitPackages(tx: Tx, visit: AppointmentRow, packageIds: number[]) {
  const clinicId = tx.actor.clinicId;
  const sold = await tx.db
    .select({ id: purchasedPackages.id, packageId: purchasedPackages.packageId })
    .from(purchasedPackages)
    .where(and(eq(purchasedPackages.clinicId, clinicId), eq(purchasedPackages.appointmentId, visit.id)));
  const removed = sold.filter((p) => !packageIds.includes(p.packageId));
  const added = packageIds.filter((id) => !sold.some((p) => p.packageId === id));
  for (const p of removed) await removeFromCart(tx, visit.clinicPatientId, p.id);
  for (const packageId of added) await addToCart(tx, visit.clinicPatientId, packageId, visit.id);
  return { added, removed: removed.map((p) => p.packageId) };
}

/** Publishes service-order.change with the visit's orders as they now are (after commit). */
export async function publishOrderChange(
  tx: Tx,
  visit: Pick<AppointmentRow, 'id' | 'doctorId' | 'locationId'>,
) {
  const orders = await tx.db
    .select({
      id: serviceOrders.id,
      serviceId: serviceOrders.serviceId,
      lane: serviceOrders.lane,
      updatedAt: serviceOrders.updatedAt,
    })
    .from(serviceOrders)
    .where(and(eq(serviceOrders.clinicId, tx.actor.clinicId), eq(serviceOrders.appointmentId, visit.id)))
    .orderBy(asc(serviceOrders.position), asc(serviceOrders.id));
  tx.publish(RealtimeEvent.ServiceOrderChange, {
    appointmentId: visit.id,
    doctorId: visit.doctorId,
    locationId: visit.locationId,
    orders: orders.map((o) => ({ ...o, lane: o.lane as TaskLane, updatedAt: o.updatedAt.toISOString() })),
  });
}

/** PUT /clinic-appointments/:id/services: replaces the visit's orders and the packages sold in it. */
export async function saveServices(
  tx: Tx,
  auth: AuthContext,
  appointmentId: number,
  input: ServicesInput,
): Promise<AppointmentServices> {
  const clinicId = tx.actor.clinicId;
  const visit = await lockVisibleAppointment(tx, auth, appointmentId);
  assertExaminationOpen(visit.status);
  const existing = await tx.db
    .select()
    .from(serviceOrders)
    .where(and(eq(serviceOrders.clinicId, clinicId), eq(serviceOrders.appointmentId, appointmentId)));
  const wanted = new Map(input.services.map((s, position) => [s.serviceId, { ...s, position }]));

  const removed = existing.filter((o) => !wanted.has(o.serviceId));
  for (const order of removed) await removeOrder(tx, order);

  const changed: { serviceId: number; quantity: number; purchasedPackageItemId: number | null }[] = [];
  for (const order of existing.filter((o) => wanted.has(o.serviceId))) {
    const next = wanted.get(order.serviceId)!;
    const itemId = next.purchasedPackageItemId ?? null;
    const swapsLine = itemId !== order.purchasedPackageItemId;
    if (next.quantity === order.quantity && !swapsLine && next.position === order.position) continue;
    // A paid order is billed as it stands: its count and who pays for it no longer change.
    if (order.paidAt !== null && (swapsLine || next.quantity !== order.quantity))
      throw new AppError('cannotDeleteCompletedService');
    const update: Partial<OrderRow> = { quantity: next.quantity, position: next.position, updatedAt: tx.now };
    if (swapsLine) {
      if (order.packageUseId !== null) await reversePackageUse(tx, order.packageUseId);
      update.purchasedPackageItemId = itemId;
      update.packageUseId =
        itemId === null ? null : await useLine(tx, visit, { ...next, purchasedPackageItemId: itemId });
      // Paid by a package costs nothing; paid at the desk again, today's catalog price.
      update.price =
        itemId === null ? (await orderablePrices(tx, [order.serviceId])).get(order.serviceId)! : 0;
    } else if (itemId !== null && next.quantity !== 1) {
      throw new AppError('invalidQuantity');
    }
    await tx.db
      .update(serviceOrders)
      .set(update)
      .where(and(eq(serviceOrders.clinicId, clinicId), eq(serviceOrders.id, order.id)));
    if (swapsLine || next.quantity !== order.quantity)
      changed.push({ serviceId: order.serviceId, quantity: next.quantity, purchasedPackageItemId: itemId });
  }

  const fresh = [...wanted.values()].filter((s) => !existing.some((o) => o.serviceId === s.serviceId));
  const prices = await orderablePrices(
    tx,
    fresh.map((s) => s.serviceId),
  );
  for (const line of fresh) {
    const itemId = line.purchasedPackageItemId ?? null;
    const packageUseId =
      itemId === null ? null : await useLine(tx, visit, { ...line, purchasedPackageItemId: itemId });
    await tx.db.insert(serviceOrders).values({
      clinicId,
      appointmentId,
      serviceId: line.serviceId,
      quantity: line.quantity,
      price: itemId === null ? prices.get(line.serviceId)! : 0,
      purchasedPackageItemId: itemId,
      packageUseId,
      orderedBy: tx.actor.userId,
      position: line.position,
      createdAt: tx.now,
      updatedAt: tx.now,
    });
  }

  const packagesChange = await syncVisitPackages(
    tx,
    visit,
    input.packages.map((p) => p.packageId),
  );
  await record(
    tx,
    ActivityEntityType.ClinicAppointment,
    appointmentId,
    ActivityAction.UpdatedServicesAndPackage,
    {
      added: fresh.map((s) => ({
        serviceId: s.serviceId,
        quantity: s.quantity,
        purchasedPackageItemId: s.purchasedPackageItemId ?? null,
      })),
      removed: removed.map((o) => o.serviceId),
      changed,
      packagesAdded: packagesChange.added,
      packagesRemoved: packagesChange.removed,
    },
  );
  await publishOrderChange(tx, visit);
  return {
    services: await readServiceOrders(tx.db, clinicId, appointmentId),
    packages: await readVisitPackages(tx.db, clinicId, appointmentId, tx.now),
  };
}
