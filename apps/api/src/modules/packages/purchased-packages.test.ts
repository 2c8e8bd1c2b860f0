import { AppError, errors } from '@clinic/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinics, purchasedPackageUses } from '../../db/schema/index.js';
import { inTransaction, type Tx } from '../../platform/tx.js';
import { createTestApp, fillClinic, signUpClinic, type TestApp } from '../../testing/harness.js';
import { markPurchasedPackagePaid } from './purchased-package-billing.service.js';
import { consumePackageItem, reversePackageUse } from './purchased-package-usage.service.js';

let t: TestApp;
let clinic: Awaited<ReturnType<typeof signUpClinic>>;
let other: Awaited<ReturnType<typeof signUpClinic>>;
let filled: Awaited<ReturnType<typeof fillClinic>>;
let theirs: Awaited<ReturnType<typeof fillClinic>>;
beforeAll(async () => {
  t = await createTestApp();
  clinic = await signUpClinic(t.app, 'Cart');
  other = await signUpClinic(t.app, 'CartOther');
  filled = await fillClinic(t.app, clinic.headers, 'Cart');
  theirs = await fillClinic(t.app, other.headers, 'CartOther');
});
afterAll(async () => t.close());

const expectError = (res: { statusCode: number; json(): { code: unknown } }, key: keyof typeof errors) => {
  expect(res.json().code).toBe(errors[key].code);
  expect(res.statusCode).toBe(errors[key].status);
};

let codes = 0;
async function newPackage(moves: string[], lines?: object[]) {
  const res = await t.call(clinic.headers, 'POST', '/packages', {
    code: `GOI-CART-${++codes}`,
    name: `Gói ${codes}`,
    type: 'test',
    price: 500000,
    promotionPrice: 450000,
    expireAfterDays: 30,
    items: lines ?? [
      { serviceId: filled.service.id, count: 2 },
      { medicineId: filled.medicine.id, count: 1 },
    ],
  });
  expect(res.statusCode, res.body).toBe(200);
  for (const move of moves)
    expect((await t.call(clinic.headers, 'PUT', `/packages/${res.json().data.id}/${move}`)).statusCode).toBe(
      200,
    );
  return res.json().data as { id: number };
}

async function newPatient(name: string) {
  const res = await t.call(clinic.headers, 'POST', '/clinic-patients', {
    fullName: name,
    gender: 0,
    phone: '0987654321',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number };
}

/** Runs service functions as billing and the examination will: in a transaction of the clinic, at `now`. */
const asClinic = <T>(now: Date, work: (tx: Tx) => Promise<T>) =>
  inTransaction(
    { ...t.app.deps, clock: () => now },
    { clinicId: clinic.user.clinicId, userId: clinic.user.id },
    work,
  );

const cart = (patientId: number) => `/clinic-patients/${patientId}/purchased-packages`;

describe('purchased packages (screen 22)', () => {
  it('puts an Approved package in the cart once; Draft, waiting and disabled ones are refused', async () => {
    const patient = await newPatient('Trần Văn Giỏ');
    for (const moves of [[], ['submit'], ['submit', 'approve', 'return-to-draft']]) {
      const pkg = await newPackage(moves);
      expectError(
        await t.call(clinic.headers, 'POST', cart(patient.id), { packageId: pkg.id }),
        'workflowNotAllowed',
      );
    }
    const disabled = await newPackage(['submit', 'approve']);
    await t.call(clinic.headers, 'PUT', `/packages/${disabled.id}/set-enabled`, { enabled: false });
    expectError(
      await t.call(clinic.headers, 'POST', cart(patient.id), { packageId: disabled.id }),
      'workflowNotAllowed',
    );

    const pkg = await newPackage(['submit', 'approve']);
    const added = await t.call(clinic.headers, 'POST', cart(patient.id), { packageId: pkg.id });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toMatchObject({
      packageId: pkg.id,
      price: 500000,
      promotionPrice: 450000,
      salePrice: 450000,
      state: 'inCart',
      paidAt: null,
      expiresAt: null,
    });
    expect(added.json().data.items).toEqual([
      expect.objectContaining({
        kind: 'service',
        serviceId: filled.service.id,
        count: 2,
        used: 0,
        remaining: 2,
      }),
      expect.objectContaining({ kind: 'medicine', medicineId: filled.medicine.id, count: 1, remaining: 1 }),
    ]);
    expectError(
      await t.call(clinic.headers, 'POST', cart(patient.id), { packageId: pkg.id }),
      'duplicatePackageInCart',
    );
    // Another patient's cart may hold it.
    const sister = await newPatient('Trần Thị Giỏ');
    expect((await t.call(clinic.headers, 'POST', cart(sister.id), { packageId: pkg.id })).statusCode).toBe(
      200,
    );

    // The cart keeps the terms it was given: a later edit of the package does not change them.
    await t.call(clinic.headers, 'PUT', `/packages/${pkg.id}`, {
      code: 'GOI-DOI',
      name: 'Gói đổi giá',
      type: 'test',
      price: 900000,
      promotionPrice: null,
      expireAfterDays: 10,
      items: [{ serviceId: filled.service.id, count: 5 }],
    });
    const [line] = (await t.call(clinic.headers, 'GET', cart(patient.id))).json().data;
    expect(line).toMatchObject({ price: 500000, salePrice: 450000, expireAfterDays: 30 });
    expect(line.items.map((i: { count: number }) => i.count)).toEqual([2, 1]);
  });

  it('two receptionists adding the same package at once: one cart line, the other told it is there', async () => {
    const patient = await newPatient('Lê Văn Đồng');
    const pkg = await newPackage(['submit', 'approve']);
    const answers = await Promise.all(
      [1, 2, 3].map(() => t.call(clinic.headers, 'POST', cart(patient.id), { packageId: pkg.id })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 200))
      expectError(refused, 'duplicatePackageInCart');
  });

  it('deletes a line still in the cart, never a paid one; then the package may go in the cart again', async () => {
    const patient = await newPatient('Phạm Thị Xóa');
    const pkg = await newPackage(['submit', 'approve']);
    const first = (await t.call(clinic.headers, 'POST', cart(patient.id), { packageId: pkg.id })).json().data;
    const del = await t.call(clinic.headers, 'DELETE', `${cart(patient.id)}/${first.id}`);
    expect(del.json().data).toEqual({ deleted: true });
    expect((await t.call(clinic.headers, 'GET', cart(patient.id))).json().data).toEqual([]);
    expectError(
      await t.call(clinic.headers, 'DELETE', `${cart(patient.id)}/${first.id}`),
      'purchasedPackageNotFound',
    );

    const bought = (await t.call(clinic.headers, 'POST', cart(patient.id), { packageId: pkg.id })).json()
      .data;
    await asClinic(new Date(), (tx) => markPurchasedPackagePaid(tx, bought.id, new Date()));
    expectError(
      await t.call(clinic.headers, 'DELETE', `${cart(patient.id)}/${bought.id}`),
      'cannotDeletePaidPackage',
    );
    // Paid, it no longer blocks a new copy in the cart.
    expect((await t.call(clinic.headers, 'POST', cart(patient.id), { packageId: pkg.id })).statusCode).toBe(
      200,
    );
    const states = (await t.call(clinic.headers, 'GET', cart(patient.id)))
      .json()
      .data.map((p: { state: string }) => p.state);
    expect(states).toEqual(['inCart', 'active']);
    // A line of another patient is not this patient's.
    const stranger = await newPatient('Người lạ');
    expectError(
      await t.call(clinic.headers, 'DELETE', `${cart(stranger.id)}/${bought.id}`),
      'purchasedPackageNotFound',
    );
  });

  it('pays: valid until the start of the clinic day expireAfterDays after the day it was paid', async () => {
    const patient = await newPatient('Đỗ Văn Hạn');
    const pkg = await newPackage(['submit', 'approve']);
    const line = (await t.call(clinic.headers, 'POST', cart(patient.id), { packageId: pkg.id })).json().data;
    // 23:30 on 1 March in Ho Chi Minh City is 16:30Z: still 1 March there, so 30 days later is 31 March, 00:00.
    const paidAt = new Date('2030-03-01T16:30:00Z');
    const { expiresAt } = await asClinic(paidAt, (tx) => markPurchasedPackagePaid(tx, line.id, paidAt));
    expect(expiresAt.toISOString()).toBe('2030-03-30T17:00:00.000Z');
    await expect(
      asClinic(paidAt, (tx) => markPurchasedPackagePaid(tx, line.id, paidAt)),
    ).rejects.toMatchObject({
      key: 'workflowNotAllowed',
    });
    // In another time zone the clinic day differs.
    await t.app.deps.db.update(clinics).set({ timeZone: 'UTC' }).where(eq(clinics.id, clinic.user.clinicId));
    try {
      const again = (await t.call(clinic.headers, 'POST', cart(patient.id), { packageId: pkg.id })).json()
        .data;
      const utc = await asClinic(paidAt, (tx) => markPurchasedPackagePaid(tx, again.id, paidAt));
      expect(utc.expiresAt.toISOString()).toBe('2030-03-31T00:00:00.000Z');
    } finally {
      await t.app.deps.db
        .update(clinics)
        .set({ timeZone: 'Asia/Ho_Chi_Minh' })
        .where(eq(clinics.id, clinic.user.clinicId));
    }
  });

  it('uses a line one count at a time as new rows, refuses it used up, in the cart or expired; a reversal gives it back', async () => {
    const patient = await newPatient('Vũ Thị Dùng');
    const pkg = await newPackage(['submit', 'approve']);
    const line = (await t.call(clinic.headers, 'POST', cart(patient.id), { packageId: pkg.id })).json().data;
    const serviceLine = line.items[0].id as number;
    const now = new Date('2030-05-10T03:00:00Z');
    // Not paid yet: nothing to use.
    await expect(asClinic(now, (tx) => consumePackageItem(tx, serviceLine, null))).rejects.toMatchObject({
      key: 'workflowNotAllowed',
    });
    await asClinic(now, (tx) => markPurchasedPackagePaid(tx, line.id, now));
    const appointment = filled.appointment.id;
    const first = await asClinic(now, (tx) => consumePackageItem(tx, serviceLine, appointment));
    expect(first.remaining).toBe(1);
    expect(first.use).toMatchObject({ count: 1, appointmentId: appointment, reversesUseId: null });
    const second = await asClinic(now, (tx) => consumePackageItem(tx, serviceLine, appointment));
    expect(second.remaining).toBe(0);
    const usedUp = asClinic(now, (tx) => consumePackageItem(tx, serviceLine, appointment));
    await expect(usedUp).rejects.toBeInstanceOf(AppError);
    await expect(usedUp).rejects.toMatchObject({ key: 'packageUsedUp' });
    let read = (await t.call(clinic.headers, 'GET', cart(patient.id))).json().data[0];
    expect(read.items[0]).toMatchObject({ count: 2, used: 2, remaining: 0 });
    // The medicine line has one left: the package is still active.
    expect(read.state).toBe('active');

    // The invoice is cancelled: the use comes back as a new row; the use itself is untouched.
    const reversal = await asClinic(now, (tx) => reversePackageUse(tx, second.use.id, { invoiceId: 77 }));
    expect(reversal).toMatchObject({ count: -1, reversesUseId: second.use.id, invoiceId: 77 });
    await expect(asClinic(now, (tx) => reversePackageUse(tx, second.use.id))).rejects.toMatchObject({
      key: 'workflowNotAllowed',
    });
    const rows = await t.app.deps.db
      .select()
      .from(purchasedPackageUses)
      .where(eq(purchasedPackageUses.purchasedPackageItemId, serviceLine));
    expect(rows.map((r) => r.count)).toEqual([1, 1, -1]);
    read = (await t.call(clinic.headers, 'GET', cart(patient.id))).json().data[0];
    expect(read.items[0]).toMatchObject({ used: 1, remaining: 1 });

    // Every line used: exhausted.
    await asClinic(now, (tx) => consumePackageItem(tx, serviceLine, null));
    await asClinic(now, (tx) => consumePackageItem(tx, line.items[1].id, null));
    expect((await t.call(clinic.headers, 'GET', cart(patient.id))).json().data[0].state).toBe('exhausted');

    // 30 days after 10 May (clinic time) it has expired: refused even with counts left.
    const fresh = (await t.call(clinic.headers, 'POST', cart(patient.id), { packageId: pkg.id })).json().data;
    await asClinic(now, (tx) => markPurchasedPackagePaid(tx, fresh.id, now));
    const lastDay = new Date('2030-06-08T16:59:00Z');
    expect((await asClinic(lastDay, (tx) => consumePackageItem(tx, fresh.items[0].id, null))).remaining).toBe(
      1,
    );
    const expiredAt = new Date('2030-06-08T17:00:00Z');
    await expect(
      asClinic(expiredAt, (tx) => consumePackageItem(tx, fresh.items[0].id, null)),
    ).rejects.toMatchObject({
      key: 'packageExpired',
    });
    const uses = await t.app.deps.db
      .select()
      .from(purchasedPackageUses)
      .where(and(eq(purchasedPackageUses.purchasedPackageItemId, fresh.items[0].id)));
    expect(uses).toHaveLength(1);
  });

  it('two rooms using the last count at once: one use, the other told it is used up', async () => {
    const patient = await newPatient('Mai Văn Cuối');
    const pkg = await newPackage(['submit', 'approve'], [{ serviceId: filled.service.id, count: 1 }]);
    const line = (await t.call(clinic.headers, 'POST', cart(patient.id), { packageId: pkg.id })).json().data;
    const now = new Date();
    await asClinic(now, (tx) => markPurchasedPackagePaid(tx, line.id, now));
    const results = await Promise.allSettled(
      [1, 2, 3].map(() => asClinic(now, (tx) => consumePackageItem(tx, line.items[0].id, null))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected'))
      expect((r as PromiseRejectedResult).reason).toMatchObject({ key: 'packageUsedUp' });
    const [read] = (await t.call(clinic.headers, 'GET', cart(patient.id))).json().data;
    expect(read).toMatchObject({
      state: 'exhausted',
      items: [expect.objectContaining({ used: 1, remaining: 0 })],
    });
  });

  it('keeps a patient with packages from deletion, and a merge moves them', async () => {
    const source = await newPatient('Hồ Văn Gộp');
    const target = await newPatient('Hồ Văn Gộp');
    const pkg = await newPackage(['submit', 'approve']);
    const second = await newPackage(['submit', 'approve']);
    await t.call(clinic.headers, 'POST', cart(source.id), { packageId: pkg.id });
    await t.call(clinic.headers, 'POST', cart(source.id), { packageId: second.id });
    await t.call(clinic.headers, 'POST', cart(target.id), { packageId: pkg.id });
    expectError(await t.call(clinic.headers, 'DELETE', `/clinic-patients/${source.id}`), 'inUse');
    const merged = await t.call(clinic.headers, 'POST', '/clinic-patients/merge', {
      sourceId: source.id,
      targetId: target.id,
    });
    expect(merged.statusCode, merged.body).toBe(200);
    // The same package in both carts stays once; the other moves over.
    const lines = (await t.call(clinic.headers, 'GET', cart(target.id)))
      .json()
      .data.map((p: { packageId: number }) => p.packageId);
    expect(lines.sort()).toEqual([pkg.id, second.id].sort());
  });

  it('answers 404 for another clinic’s patient, package or cart line', async () => {
    const mine = filled.patient.id;
    expectError(await t.call(clinic.headers, 'GET', cart(theirs.patient.id)), 'patientNotFound');
    expectError(
      await t.call(clinic.headers, 'POST', cart(theirs.patient.id), { packageId: filled.servicePackage.id }),
      'patientNotFound',
    );
    expectError(
      await t.call(clinic.headers, 'POST', cart(mine), { packageId: theirs.servicePackage.id }),
      'packageNotFound',
    );
    expectError(
      await t.call(clinic.headers, 'DELETE', `${cart(mine)}/${theirs.purchasedPackage.id}`),
      'purchasedPackageNotFound',
    );
    expectError(
      await t.call(clinic.headers, 'DELETE', `${cart(theirs.patient.id)}/${theirs.purchasedPackage.id}`),
      'patientNotFound',
    );
    // And the functions billing and the examination call see only the caller's clinic.
    await expect(
      asClinic(new Date(), (tx) => markPurchasedPackagePaid(tx, theirs.purchasedPackage.id, new Date())),
    ).rejects.toMatchObject({ key: 'purchasedPackageNotFound' });
    expect(other.user.clinicId).not.toBe(clinic.user.clinicId);
  });
});
