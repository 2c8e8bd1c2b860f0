import {
  ActivityAction,
  ActivityEntityType,
  AppointmentFeature,
  AppointmentStatus,
  errors,
  PermissionLevel,
  RealtimeEvent,
  ScreenId,
} from '@clinic/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, appointments } from '../../db/schema/index.js';
import type { DomainEvent } from '../../platform/events.js';
import { inTransaction } from '../../platform/tx.js';
import {
  addStaffMember,
  createTestApp,
  fillClinic,
  signUpClinic,
  type TestApp,
} from '../../testing/harness.js';
import { markPurchasedPackagePaid } from '../packages/purchased-package-billing.service.js';

// The doctor orders services for a checked-in patient: some paid at the desk, one paid by a package the patient
// bought (a use of its line), and sells a package in the visit. The list is replaced as a whole on every change;
// a Done or paid order stays, a package line gives its use back when its order is taken off.

const DAY = 86_400_000;
let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpClinic>>;
let other: Awaited<ReturnType<typeof signUpClinic>>;
let filled: Awaited<ReturnType<typeof fillClinic>>;
let theirs: Awaited<ReturnType<typeof fillClinic>>;
let ultrasound: { id: number };
let bloodTest: { id: number };
let resultForm: { id: number };
const events: DomainEvent[] = [];

const expectError = (res: { statusCode: number; json(): { code: unknown } }, key: keyof typeof errors) => {
  expect(res.json().code, JSON.stringify(res.json())).toBe(errors[key].code);
  expect(res.statusCode).toBe(errors[key].status);
};
const post = async (url: string, payload: object) => {
  const res = await t.call(owner.headers, 'POST', url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number };
};

let seq = 0;
/** A visit of the patient written straight into its table (booking and check-in are the appointments module's). */
async function visit(status: number = AppointmentStatus.CheckedIn, patientId = filled.patient.id) {
  seq += 1;
  const start = new Date();
  const [row] = await t.app.deps.db
    .insert(appointments)
    .values({
      clinicId: owner.user.clinicId,
      code: `LH-SO-${seq}`,
      clinicPatientId: patientId,
      doctorId: filled.doctor.id,
      locationId: filled.location.id,
      startAt: start,
      endAt: new Date(start.getTime() + 15 * 60_000),
      status,
      orderNumber: seq,
      notReserved: true,
    })
    .returning();
  return row!.id;
}

/** Billing's part: the cart line is paid at `paidAt`. */
const pay = (purchasedId: number, paidAt = new Date()) =>
  inTransaction(t.app.deps, { clinicId: owner.user.clinicId, userId: owner.user.id }, (tx) =>
    markPurchasedPackagePaid(tx, purchasedId, paidAt),
  );

/** An Approved package of `count` ultrasounds, bought (in the cart, then paid) by the patient. */
let packages = 0;
async function boughtUltrasounds(
  count: number,
  paidAt: Date | null = new Date(),
  patientId = filled.patient.id,
) {
  packages += 1;
  const pkg = await post('/packages', {
    code: `GOI-SA-${packages}`,
    name: `Gói siêu âm ${packages}`,
    type: 'examination',
    price: 400000,
    promotionPrice: null,
    expireAfterDays: 90,
    items: [{ serviceId: ultrasound.id, count }],
  });
  for (const move of ['submit', 'approve'])
    expect((await t.call(owner.headers, 'PUT', `/packages/${pkg.id}/${move}`)).statusCode).toBe(200);
  const bought = await post(`/clinic-patients/${patientId}/purchased-packages`, { packageId: pkg.id });
  if (paidAt) await pay(bought.id, paidAt);
  const line = await lineOf(patientId, bought.id);
  return { packageId: pkg.id, purchasedId: bought.id, lineId: line.id };
}

async function lineOf(patientId: number, purchasedId: number) {
  const res = await t.call(owner.headers, 'GET', `/clinic-patients/${patientId}/purchased-packages`);
  const bought = (res.json().data as { id: number; items: { id: number; remaining: number }[] }[]).find(
    (p) => p.id === purchasedId,
  )!;
  return bought.items[0]!;
}

const services = (appointmentId: number) => `/clinic-appointments/${appointmentId}/services`;
const save = (appointmentId: number, body: object, headers = owner.headers) =>
  t.call(headers, 'PUT', services(appointmentId), body);

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpClinic(t.app, 'Order');
  other = await signUpClinic(t.app, 'OrderOther');
  filled = await fillClinic(t.app, owner.headers, 'Order');
  theirs = await fillClinic(t.app, other.headers, 'OrderOther');
  const property = await post('/properties', {
    name: 'Kết quả siêu âm',
    internalName: 'ultrasound_result',
    entityType: 5,
    fieldType: 1,
    size: 12,
  });
  resultForm = await post('/forms', { name: 'Phiếu siêu âm', entityType: 5, propertyIds: [property.id] });
  ultrasound = await post('/services', {
    code: 'SA-01',
    name: 'Siêu âm bụng',
    price: 200000,
    formIds: [resultForm.id],
  });
  bloodTest = await post('/services', { code: 'XN-01', name: 'Xét nghiệm máu', price: 80000 });
  t.app.deps.events.subscribe((e) => events.push(e));
});
afterAll(async () => t.close());

describe('ordering services for a visit', () => {
  it('orders a package-paid ultrasound and two blood tests; replacing the list gives the package use back', async () => {
    const id = await visit();
    const bought = await boughtUltrasounds(2);
    const before = events.length;
    const res = await save(id, {
      services: [
        { serviceId: ultrasound.id, quantity: 1, purchasedPackageItemId: bought.lineId },
        { serviceId: bloodTest.id, quantity: 2 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { services: ordered } = res.json().data;
    expect(ordered).toMatchObject([
      {
        serviceId: ultrasound.id,
        code: 'SA-01',
        price: 0,
        total: 0,
        purchasedPackageItemId: bought.lineId,
        packageName: `Gói siêu âm ${packages}`,
        lane: 'todo',
        paid: false,
        forms: [{ id: resultForm.id, name: 'Phiếu siêu âm' }],
        orderedBy: owner.user.id,
      },
      { serviceId: bloodTest.id, quantity: 2, price: 80000, total: 160000, packageName: null, forms: [] },
    ]);
    expect((await lineOf(filled.patient.id, bought.purchasedId)).remaining).toBe(1);
    // The board and the exam screen hear of it, with the visit's orders as they now are.
    const heard = events.slice(before).filter((e) => e.name === RealtimeEvent.ServiceOrderChange);
    expect(heard).toHaveLength(1);
    expect(heard[0]).toMatchObject({
      clinicId: owner.user.clinicId,
      payload: {
        appointmentId: id,
        doctorId: filled.doctor.id,
        locationId: filled.location.id,
        orders: [
          { serviceId: ultrasound.id, lane: 'todo' },
          { serviceId: bloodTest.id, lane: 'todo' },
        ],
      },
    });
    const [log] = await t.app.deps.db
      .select()
      .from(activityLogs)
      .where(
        and(
          eq(activityLogs.entityType, ActivityEntityType.ClinicAppointment),
          eq(activityLogs.entityId, id),
          eq(activityLogs.action, ActivityAction.UpdatedServicesAndPackage),
        ),
      );
    expect(log?.details).toMatchObject({
      added: [{ serviceId: ultrasound.id }, { serviceId: bloodTest.id }],
    });

    // The doctor drops the ultrasound and asks for three blood tests: the package line has both uses again.
    const replaced = await save(id, { services: [{ serviceId: bloodTest.id, quantity: 3 }] });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().data.services).toMatchObject([
      { serviceId: bloodTest.id, quantity: 3, total: 240000 },
    ]);
    expect((await lineOf(filled.patient.id, bought.purchasedId)).remaining).toBe(2);
    const read = await t.call(owner.headers, 'GET', services(id));
    expect(read.json().data).toEqual(replaced.json().data.services);

    // Paying the ultrasound with the package afterwards takes the use again; paying at the desk gives it back.
    const withPackage = await save(id, {
      services: [
        { serviceId: bloodTest.id, quantity: 3 },
        { serviceId: ultrasound.id, purchasedPackageItemId: bought.lineId },
      ],
    });
    expect(withPackage.json().data.services[1]).toMatchObject({
      price: 0,
      purchasedPackageItemId: bought.lineId,
    });
    expect((await lineOf(filled.patient.id, bought.purchasedId)).remaining).toBe(1);
    const atDesk = await save(id, {
      services: [
        { serviceId: bloodTest.id, quantity: 3 },
        { serviceId: ultrasound.id, purchasedPackageItemId: null },
      ],
    });
    expect(atDesk.json().data.services[1]).toMatchObject({ price: 200000, purchasedPackageItemId: null });
    expect((await lineOf(filled.patient.id, bought.purchasedId)).remaining).toBe(2);
  });

  it('refuses a used-up, an expired, an unpaid or another patient’s line, and two of one with a package', async () => {
    const id = await visit();
    const once = await boughtUltrasounds(1);
    const first = await save(await visit(), {
      services: [{ serviceId: ultrasound.id, purchasedPackageItemId: once.lineId }],
    });
    expect(first.statusCode, first.body).toBe(200);
    const withLine = (lineId: number, quantity = 1) => ({
      services: [{ serviceId: ultrasound.id, quantity, purchasedPackageItemId: lineId }],
    });
    expectError(await save(id, withLine(once.lineId)), 'packageUsedUp');

    const expired = await boughtUltrasounds(3, new Date(Date.now() - 200 * DAY));
    expectError(await save(id, withLine(expired.lineId)), 'packageExpired');

    // Still in the cart: billing has not paid it yet.
    const unpaid = await boughtUltrasounds(3, null);
    expectError(await save(id, withLine(unpaid.lineId)), 'workflowNotAllowed');

    const fresh = await boughtUltrasounds(3);
    expectError(await save(id, withLine(fresh.lineId, 2)), 'invalidQuantity');
    // The line pays for ultrasounds, not blood tests.
    expectError(
      await save(id, { services: [{ serviceId: bloodTest.id, purchasedPackageItemId: fresh.lineId }] }),
      'invalidService',
    );
    const sister = await post('/clinic-patients', {
      fullName: 'Trần Thị Chị',
      gender: 0,
      phone: '0987000111',
    });
    const hers = await boughtUltrasounds(3, new Date(), sister.id);
    expectError(await save(id, withLine(hers.lineId)), 'invalidService');

    // Nothing was kept of the refused saves: the visit has no orders and the lines kept their counts.
    expect((await t.call(owner.headers, 'GET', services(id))).json().data).toEqual([]);
    expect((await lineOf(filled.patient.id, fresh.purchasedId)).remaining).toBe(3);
  });

  it('sells packages in the visit: they go in the patient’s cart and come out again', async () => {
    const id = await visit();
    const res = await save(id, { services: [], packages: [{ packageId: filled.servicePackage.id }] });
    // fillClinic already put this package in the patient's cart: the cart holds a package once.
    expectError(res, 'duplicatePackageInCart');

    const sold = await boughtUltrasounds(1);
    const withPackage = await save(id, { services: [], packages: [{ packageId: sold.packageId }] });
    expect(withPackage.statusCode, withPackage.body).toBe(200);
    expect(withPackage.json().data.packages).toMatchObject([
      { packageId: sold.packageId, state: 'inCart', items: [{ serviceId: ultrasound.id, count: 1 }] },
    ]);
    const listed = await t.call(owner.headers, 'GET', `/clinic-appointments/${id}/packages`);
    expect(listed.json().data).toEqual(withPackage.json().data.packages);

    const without = await save(id, { services: [], packages: [] });
    expect(without.json().data.packages).toEqual([]);
    const cart = (
      await t.call(owner.headers, 'GET', `/clinic-patients/${filled.patient.id}/purchased-packages`)
    ).json().data;
    expect(cart.some((p: { id: number }) => p.id === withPackage.json().data.packages[0].id)).toBe(false);

    // Once billing has paid it, it is the patient's: no longer taken out of the visit.
    const again = await save(id, { services: [], packages: [{ packageId: sold.packageId }] });
    await pay(again.json().data.packages[0].id);
    expectError(await save(id, { services: [], packages: [] }), 'cannotDeletePaidPackage');
  });

  it('writes orders only while the patient is checked in or examined', async () => {
    const body = { services: [{ serviceId: bloodTest.id }] };
    expect((await save(await visit(AppointmentStatus.InProgress), body)).statusCode).toBe(200);
    expectError(await save(await visit(AppointmentStatus.Finished), body), 'appointmentAlreadyFinished');
    expectError(await save(await visit(AppointmentStatus.Approved), body), 'statusNotAllowed');
    expectError(await save(await visit(AppointmentStatus.Canceled), body), 'statusNotAllowed');
  });

  it('refuses a disabled service, other clinics’ ids (404), and staff without screen 11 or the examination', async () => {
    const id = await visit();
    const retired = await post('/services', { code: 'XN-OLD', name: 'Xét nghiệm cũ', price: 50000 });
    const disabled = await t.call(owner.headers, 'PUT', `/services/${retired.id}/set-enabled`, {
      enabled: false,
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expectError(await save(id, { services: [{ serviceId: retired.id }] }), 'serviceUnavailable');

    expectError(await save(id, { services: [{ serviceId: theirs.service.id }] }), 'serviceNotFound');
    expectError(
      await save(id, { services: [{ serviceId: ultrasound.id, purchasedPackageItemId: 999_999 }] }),
      'purchasedPackageNotFound',
    );
    expectError(await save(theirs.appointment.id, { services: [] }), 'appointmentNotFound');
    expectError(await t.call(owner.headers, 'GET', services(theirs.appointment.id)), 'appointmentNotFound');
    expectError(
      await t.call(owner.headers, 'GET', `/clinic-appointments/${theirs.appointment.id}/packages`),
      'appointmentNotFound',
    );

    const receptionist = await addStaffMember(t.app, owner.user.clinicId, {
      screens: { [ScreenId.Appointments]: PermissionLevel.Write },
      features: [AppointmentFeature.Examination],
    });
    expectError(await save(id, { services: [] }, receptionist.headers), 'noPermission');
    expectError(await t.call(receptionist.headers, 'GET', services(id)), 'noPermission');
    // Screen 11 without the examination feature reads the orders but does not write them.
    const nurse = await addStaffMember(t.app, owner.user.clinicId, {
      screens: { [ScreenId.TodayExaminations]: PermissionLevel.Write },
    });
    expect((await t.call(nurse.headers, 'GET', services(id))).statusCode).toBe(200);
    expectError(await save(id, { services: [] }, nurse.headers), 'noPermission');
  });

  it('refuses the same service twice in one list (schema)', async () => {
    const id = await visit();
    const res = await save(id, { services: [{ serviceId: bloodTest.id }, { serviceId: bloodTest.id }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('PSYS_4001');
  });
});
