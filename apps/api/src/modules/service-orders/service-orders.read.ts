import type { TaskLane } from '@clinic/domain';
import type { PurchasedPackage, ServiceOrderCard, ServiceOrderItem } from '@clinic/domain/contracts';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, DbTx } from '../../db/client.js';
import {
  appointments,
  clinicPatients,
  doctors,
  forms,
  packages,
  purchasedPackageItems,
  purchasedPackages,
  serviceForms,
  serviceOrders,
  services,
  users,
} from '../../db/schema/index.js';
import { listVisitPackages } from '../packages/purchased-packages.read.js';

// The reads of ordered services: a visit's list (the exam screen, the medical record) and the board's cards. One
// statement joins each order to its service, the bought package paying it, who did it and its visit; a second
// reads the result-sheet forms of the services involved.

/** Every column a card needs; an item is a card without its visit's fields. */
function selectOrders(db: Db | DbTx, clinicId: number, where: SQL | undefined) {
  return db
    .select({
      order: serviceOrders,
      code: services.code,
      name: services.name,
      packageName: packages.name,
      doneByName: users.fullName,
      appointmentStatus: appointments.status,
      orderNumber: appointments.orderNumber,
      doctorId: appointments.doctorId,
      doctorName: doctors.name,
      locationId: appointments.locationId,
      patient: {
        id: clinicPatients.id,
        code: clinicPatients.code,
        fullName: clinicPatients.fullName,
        phone: clinicPatients.phone,
        gender: clinicPatients.gender,
        yearOfBirth: clinicPatients.yearOfBirth,
      },
    })
    .from(serviceOrders)
    .innerJoin(
      appointments,
      and(
        eq(appointments.clinicId, serviceOrders.clinicId),
        eq(appointments.id, serviceOrders.appointmentId),
      ),
    )
    .innerJoin(
      services,
      and(eq(services.clinicId, serviceOrders.clinicId), eq(services.id, serviceOrders.serviceId)),
    )
    .innerJoin(
      clinicPatients,
      and(
        eq(clinicPatients.clinicId, appointments.clinicId),
        eq(clinicPatients.id, appointments.clinicPatientId),
      ),
    )
    .innerJoin(
      doctors,
      and(eq(doctors.clinicId, appointments.clinicId), eq(doctors.id, appointments.doctorId)),
    )
    .leftJoin(
      purchasedPackageItems,
      and(
        eq(purchasedPackageItems.clinicId, serviceOrders.clinicId),
        eq(purchasedPackageItems.id, serviceOrders.purchasedPackageItemId),
      ),
    )
    .leftJoin(
      purchasedPackages,
      and(
        eq(purchasedPackages.clinicId, purchasedPackageItems.clinicId),
        eq(purchasedPackages.id, purchasedPackageItems.purchasedPackageId),
      ),
    )
    .leftJoin(
      packages,
      and(eq(packages.clinicId, purchasedPackages.clinicId), eq(packages.id, purchasedPackages.packageId)),
    )
    .leftJoin(users, and(eq(users.clinicId, serviceOrders.clinicId), eq(users.id, serviceOrders.doneBy)))
    .where(and(eq(serviceOrders.clinicId, clinicId), where));
}

type OrderRow = Awaited<ReturnType<typeof selectOrders>>[number];

/** The result-sheet forms of `serviceIds`, in each service's order. */
async function formsOf(db: Db | DbTx, clinicId: number, serviceIds: number[]) {
  const byService = new Map<number, { id: number; name: string }[]>();
  if (!serviceIds.length) return byService;
  const rows = await db
    .select({ serviceId: serviceForms.serviceId, id: forms.id, name: forms.name })
    .from(serviceForms)
    .innerJoin(forms, and(eq(forms.clinicId, serviceForms.clinicId), eq(forms.id, serviceForms.formId)))
    .where(
      and(eq(serviceForms.clinicId, clinicId), inArray(serviceForms.serviceId, [...new Set(serviceIds)])),
    )
    .orderBy(asc(serviceForms.serviceId), asc(serviceForms.position));
  for (const { serviceId, ...form } of rows)
    byService.set(serviceId, [...(byService.get(serviceId) ?? []), form]);
  return byService;
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

function itemOf(row: OrderRow, forms: Map<number, { id: number; name: string }[]>): ServiceOrderItem {
  const o = row.order;
  return {
    id: o.id,
    appointmentId: o.appointmentId,
    serviceId: o.serviceId,
    code: row.code,
    name: row.name,
    quantity: o.quantity,
    price: o.price,
    total: o.price * o.quantity,
    purchasedPackageItemId: o.purchasedPackageItemId,
    packageName: row.packageName,
    lane: o.lane as TaskLane,
    paid: o.paidAt !== null,
    forms: forms.get(o.serviceId) ?? [],
    orderedBy: o.orderedBy,
    startedBy: o.startedBy,
    startedAt: iso(o.startedAt),
    doneBy: o.doneBy,
    doneByName: row.doneByName,
    doneAt: iso(o.doneAt),
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}

/** The orders matching `where` as board cards, in `orderBy` order. */
export async function readOrderCards(
  db: Db | DbTx,
  clinicId: number,
  where: SQL | undefined,
  orderBy: SQL[] = [],
): Promise<ServiceOrderCard[]> {
  const rows = await selectOrders(db, clinicId, where).orderBy(...orderBy);
  const forms = await formsOf(
    db,
    clinicId,
    rows.map((r) => r.order.serviceId),
  );
  return rows.map((row) => ({
    ...itemOf(row, forms),
    appointmentStatus: row.appointmentStatus,
    orderNumber: row.orderNumber,
    patient: { ...row.patient, yearOfBirth: row.patient.yearOfBirth ?? null },
    doctorId: row.doctorId,
    doctorName: row.doctorName,
    locationId: row.locationId,
  }));
}

/** The services ordered for a visit, in order, as GET /clinic-appointments/:id/services answers them. */
export async function readServiceOrders(
  db: Db | DbTx,
  clinicId: number,
  appointmentId: number,
): Promise<ServiceOrderItem[]> {
  const rows = await selectOrders(db, clinicId, eq(serviceOrders.appointmentId, appointmentId)).orderBy(
    asc(serviceOrders.position),
    asc(serviceOrders.id),
  );
  const forms = await formsOf(
    db,
    clinicId,
    rows.map((r) => r.order.serviceId),
  );
  return rows.map((row) => itemOf(row, forms));
}

/** The packages sold in a visit, as GET /clinic-appointments/:id/packages answers them. */
export async function readVisitPackages(
  db: Db | DbTx,
  clinicId: number,
  appointmentId: number,
  now: Date,
): Promise<PurchasedPackage[]> {
  return listVisitPackages(db, clinicId, appointmentId, now);
}

/** The board's order: the visit's number (walk-ins without one last), then the order's place in the visit. */
export const boardOrder = [
  sql`${appointments.orderNumber} asc nulls last`,
  asc(appointments.id),
  asc(serviceOrders.position),
  asc(serviceOrders.id),
];
