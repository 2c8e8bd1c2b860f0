import { randomUUID } from 'node:crypto';
import { AppointmentStatus, addDays, localDate } from '@clinic/domain';
import type { InvoiceView } from '@clinic/domain/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import { expect } from 'vitest';
import { appointments, purchasedPackageItems } from '../../db/schema/index.js';
import { systemClock } from '../../platform/clock.js';
import { fillClinic, signUpClinic, type TestApp } from '../../testing/harness.js';

// The billing tests' clinic over the API (app.inject): a clinic filled by the harness, visits in progress,
// medicines with stock, packages approved, and the calls a cashier makes.

export const today = () => localDate(systemClock(), 'Asia/Ho_Chi_Minh');

export async function billingClinic(t: TestApp, label: string) {
  const owner = await signUpClinic(t.app, label);
  const filled = await fillClinic(t.app, owner.headers, label);
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers: Record<string, string> = owner.headers,
  ) => t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  /** The answer's data; fails the test with the body when the call is refused. */
  const ok = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const res = await call(method, url, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
    return res.json().data;
  };
  const withKey = (key = randomUUID()) => ({ ...owner.headers, 'idempotency-key': key });

  const medicine = async (
    name: string,
    price: number,
    lots: { lot: string; days: number; quantity: number }[],
  ) => {
    const created = await ok('POST', '/medicines', { name, unit: 'tablet', price });
    if (lots.length) {
      const res = await call(
        'POST',
        '/stock-sheets/create',
        {
          type: 1,
          reason: 'importNewGoods',
          items: lots.map((l) => ({
            medicineId: created.id,
            lotNumber: l.lot,
            expiryDate: addDays(today(), l.days),
            quantity: l.quantity,
            importPrice: Math.round(price / 2),
            costPerUnit: Math.round(price / 2),
          })),
        },
        withKey(),
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    return created.id as number;
  };
  const lotsOf = async (medicineId: number) =>
    (
      (await ok('GET', `/medicines/${medicineId}/medicine-lots`)) as { lotNumber: string; quantity: number }[]
    ).map((lot) => [lot.lotNumber, lot.quantity]);
  const approvedPackage = async (code: string, price: number, items: object[]) => {
    const pkg = await ok('POST', '/packages', {
      code,
      name: `Gói ${code}`,
      type: 'examination',
      price,
      expireAfterDays: 30,
      items,
    });
    for (const move of ['submit', 'approve']) await ok('PUT', `/packages/${pkg.id}/${move}`);
    return pkg.id as number;
  };
  let patients = 0;
  const patient = async (fullName: string) =>
    (await ok('POST', '/clinic-patients', { fullName, gender: 1, phone: '0987000111' })).id as number;
  /**
   * A walk-in visit, its exam in progress (the exam flow itself is the appointments tests'): of a new patient
   * unless one is given (a patient has few visits a day).
   */
  const visit = async (patientId?: number) => {
    patients += 1;
    const created = await ok('POST', '/clinic-appointments/create', {
      clinicPatientId: patientId ?? (await patient(`Bệnh nhân khám ${patients}`)),
      doctorId: filled.doctor.id,
      locationId: filled.location.id,
      notReserved: true,
    });
    await t.app.deps.db
      .update(appointments)
      .set({ status: AppointmentStatus.InProgress })
      .where(eq(appointments.id, created.id));
    return created.id as number;
  };
  const prescribe = (appointmentId: number, items: { medicineId: number; quantity: number }[]) =>
    ok('POST', '/prescriptions', {
      appointmentId,
      items: items.map((i) => ({ ...i, unit: 'tablet', morning: 1 })),
    });
  /** A money call (it takes an Idempotency-Key), under a key of its own unless one is given. */
  const callOnce = (method: 'POST' | 'PUT', url: string, payload?: object, key = randomUUID()) =>
    call(method, url, payload, withKey(key));
  /** The answer's data of a money call; fails the test with the body when the call is refused. */
  const okOnce = async (method: 'POST' | 'PUT', url: string, payload?: object, key = randomUUID()) => {
    const res = await callOnce(method, url, payload, key);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
    return res.json().data;
  };
  const startBilling = (appointmentId: number): Promise<InvoiceView> =>
    okOnce('PUT', `/clinic-appointments/${appointmentId}/start-billing`);
  const pay = (invoiceId: number, payload: object, key = randomUUID()) =>
    call('PUT', `/invoices/${invoiceId}/pay`, payload, withKey(key));
  const cancel = (invoiceId: number, reason = 'Khách đổi ý', key = randomUUID()) =>
    call('PUT', `/invoices/${invoiceId}/cancel`, { reason }, withKey(key));
  /** The service line of the harness's package in the patient's cart (it pays one ordered service once paid). */
  const packageServiceLine = async () => {
    const [line] = await t.app.deps.db
      .select({ id: purchasedPackageItems.id })
      .from(purchasedPackageItems)
      .where(
        and(
          eq(purchasedPackageItems.purchasedPackageId, filled.purchasedPackage.id),
          isNotNull(purchasedPackageItems.serviceId),
        ),
      );
    return line!.id;
  };
  return {
    owner,
    filled,
    call,
    ok,
    okOnce,
    callOnce,
    withKey,
    medicine,
    lotsOf,
    approvedPackage,
    visit,
    patient,
    prescribe,
    startBilling,
    pay,
    cancel,
    packageServiceLine,
  };
}

export type BillingClinic = Awaited<ReturnType<typeof billingClinic>>;
