import {
  ActivityAction,
  ActivityEntityType,
  AppointmentFeature,
  AppointmentStatus,
  addDays,
  errors,
  localDate,
  PermissionLevel,
  ScreenId,
} from '@clinic/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, appointments, prescriptions } from '../../db/schema/index.js';
import type { DomainEvent } from '../../platform/events.js';
import {
  addStaffMember,
  createTestApp,
  fillClinic,
  signUpClinic,
  type TestApp,
} from '../../testing/harness.js';
import { stockUp } from '../../testing/stock.js';

// The doctor writes the visit's prescription on the exam screen: medicines from the library at its prices,
// saved again as often as needed until billing marks it paid, with a stock hint that never blocks.

let t: TestApp;
let clinic: Awaited<ReturnType<typeof signUpClinic>>;
let other: Awaited<ReturnType<typeof signUpClinic>>;
let filled: Awaited<ReturnType<typeof fillClinic>>;
let theirs: Awaited<ReturnType<typeof fillClinic>>;
const events: DomainEvent[] = [];
/** The app's clock: the tests pin a moment so "today" in the clinic's zone is known. */
const now = new Date('2026-11-26T03:00:00Z');
const today = localDate(now, 'Asia/Ho_Chi_Minh');

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  clinic = await signUpClinic(t.app, 'Rx');
  other = await signUpClinic(t.app, 'RxOther');
  filled = await fillClinic(t.app, clinic.headers, 'Rx');
  theirs = await fillClinic(t.app, other.headers, 'RxOther');
  t.app.deps.events.subscribe((e) => events.push(e));
});
afterAll(async () => t.close());

const expectError = (res: { statusCode: number; json(): { code: unknown } }, key: keyof typeof errors) => {
  expect(res.json().code, JSON.stringify(res.json())).toBe(errors[key].code);
  expect(res.statusCode).toBe(errors[key].status);
};
const fieldsOf = (res: { json(): { fields?: { path: string; messageId: string }[] } }) =>
  (res.json().fields ?? []).map((f) => `${f.path} ${f.messageId}`);

let medicineCount = 0;
/** A library medicine, with stock unless told (a dispensed line must fit the usable stock). */
async function medicine(price: number, extra: object = {}, stocked = true) {
  const res = await t.call(clinic.headers, 'POST', '/medicines', {
    name: `Thuốc ${++medicineCount} ${price}`,
    unit: 'tablet',
    price,
    guide: 'Uống sau ăn',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  const created = res.json().data as { id: number; name: string };
  if (stocked) await stockUp(t.app, clinic.headers, [created.id]);
  return created;
}

/** A walk-in of the filled clinic's patient, put in `status` straight in its table (the transitions are tested elsewhere). */
let patients = 0;
async function visit(status: number = AppointmentStatus.InProgress) {
  // A patient of its own: a patient has few appointments a day.
  const patient = await t.call(clinic.headers, 'POST', '/clinic-patients', {
    fullName: `Bệnh nhân kê đơn ${++patients}`,
    gender: 1,
    phone: '0912345678',
  });
  expect(patient.statusCode, patient.body).toBe(200);
  const res = await t.call(clinic.headers, 'POST', '/clinic-appointments/create', {
    clinicPatientId: patient.json().data.id,
    doctorId: filled.doctor.id,
    locationId: filled.location.id,
    notReserved: true,
  });
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().data.id as number;
  await t.app.deps.db.update(appointments).set({ status }).where(eq(appointments.id, id));
  return id;
}

const line = (medicineId: number, extra: object = {}) => ({
  medicineId,
  quantity: 10,
  unit: 'tablet',
  morning: 1,
  evening: 1,
  days: 5,
  ...extra,
});

describe('the visit’s prescription', () => {
  it('saves three lines at the library’s prices, replaces them on a second save, and publishes the change', async () => {
    const [a, b, c] = [await medicine(1500), await medicine(2000), await medicine(12000)];
    const appointmentId = await visit();
    expect(
      (await t.call(clinic.headers, 'GET', `/clinic-appointments/${appointmentId}/prescription`)).json().data,
    ).toBeNull();

    const first = await t.call(clinic.headers, 'POST', '/prescriptions', {
      appointmentId,
      diagnosis: 'Viêm họng cấp',
      advice: 'Uống nhiều nước',
      reExamDate: addDays(today, 7),
      items: [line(a.id), line(b.id, { quantity: 3, price: 1 }), line(c.id, { quantity: 1, note: 'Ngậm' })],
    });
    expect(first.statusCode, first.body).toBe(200);
    const saved = first.json().data;
    expect(
      saved.items.map((l: { name: string; price: number; total: number }) => [l.name, l.price, l.total]),
    ).toEqual([
      [a.name, 1500, 15000],
      [b.name, 2000, 6000],
      [c.name, 12000, 12000],
    ]);
    expect(saved).toMatchObject({
      appointmentId,
      total: 33000,
      paid: false,
      reExamDate: addDays(today, 7),
      createdBy: clinic.user.id,
    });
    expect(saved.createdByName).toBeTruthy();
    const published = events.filter((e) => e.name === 'appointment.create-update-prescription');
    expect(published.at(-1)).toMatchObject({
      clinicId: clinic.user.clinicId,
      payload: { id: appointmentId },
    });

    // The library's price changes: the saved lines keep theirs until the prescription is saved again.
    await t.call(clinic.headers, 'PUT', `/medicines/${a.id}`, { name: a.name, unit: 'tablet', price: 1800 });
    const second = await t.call(clinic.headers, 'POST', '/prescriptions', {
      appointmentId,
      diagnosis: 'Viêm họng cấp, đã đỡ',
      items: [line(c.id, { quantity: 2 }), line(a.id, { quantity: 4 })],
    });
    expect(second.statusCode, second.body).toBe(200);
    const read = (
      await t.call(clinic.headers, 'GET', `/clinic-appointments/${appointmentId}/prescription`)
    ).json().data;
    expect(read.id).toBe(saved.id);
    expect(read.items.map((l: { medicineId: number; price: number }) => [l.medicineId, l.price])).toEqual([
      [c.id, 12000],
      [a.id, 1800],
    ]);
    expect(read).toMatchObject({
      diagnosis: 'Viêm họng cấp, đã đỡ',
      advice: null,
      reExamDate: null,
      total: 31200,
    });
    expect(events.filter((e) => e.name === 'appointment.create-update-prescription')).toHaveLength(
      published.length + 1,
    );
    const logs = await t.app.deps.db
      .select({ action: activityLogs.action })
      .from(activityLogs)
      .where(
        and(
          eq(activityLogs.entityType, ActivityEntityType.Prescription),
          eq(activityLogs.entityId, saved.id),
        ),
      );
    expect(logs.map((l) => l.action)).toEqual([ActivityAction.Create, ActivityAction.Update]);
  });

  it('hands over and prices strips of tablets, generates the usage line from the dose and keeps the note beside it', async () => {
    // Sold by the strip (15,000 a strip of 10), taken by the tablet, with the default dose the library gives it.
    const amox = await medicine(15000, {
      unit: 'blister',
      doseUnit: 'tablet',
      unitsPerPack: 10,
      defaultDose: { morning: 1, noon: 1, evening: 1, days: 7, food: 'after' },
      guide: null,
    });
    const read = (await t.call(clinic.headers, 'GET', `/medicines/${amox.id}`)).json().data;
    expect(read).toMatchObject({
      unit: 'blister',
      doseUnit: 'tablet',
      unitsPerPack: 10,
      defaultDose: { morning: 1, noon: 1, afternoon: 0, evening: 1, days: 7, route: 'oral', food: 'after' },
    });
    const appointmentId = await visit();
    // Sáng 1 · Chiều 1 · 5 days: 10 tablets, one strip; the client's unit is not the truth, the library's is.
    const saved = await t.call(clinic.headers, 'POST', '/prescriptions', {
      appointmentId,
      items: [
        {
          medicineId: amox.id,
          quantity: 1,
          unit: 'tablet',
          morning: 1,
          afternoon: 1,
          days: 5,
          food: 'after',
          note: 'Uống với nhiều nước',
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.items[0]).toMatchObject({
      quantity: 1,
      unit: 'blister',
      doseUnit: 'tablet',
      unitsPerPack: 10,
      price: 15000,
      total: 15000,
      route: 'oral',
      food: 'after',
      usage: 'Uống sau ăn. Sáng 1 viên, chiều 1 viên. Dùng 5 ngày.',
      note: 'Uống với nhiều nước',
    });
    expect(saved.json().data.total).toBe(15000);
  });

  it('refuses a dose unit without its count per unit, and an unknown route or food timing', async () => {
    const res = await t.call(clinic.headers, 'POST', '/medicines', {
      name: `Thuốc ${++medicineCount} vỉ`,
      unit: 'blister',
      price: 1000,
      doseUnit: 'tablet',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(fieldsOf(res)).toEqual(['body.unitsPerPack formError.required']);
    const a = await medicine(1000);
    const bad = await t.call(clinic.headers, 'POST', '/prescriptions', {
      appointmentId: await visit(),
      items: [line(a.id, { route: 'sideways', food: 'sometimes' })],
    });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(fieldsOf(bad).map((f) => f.split(' ')[0])).toEqual(['body.items.0.route', 'body.items.0.food']);
  });

  it('refuses 21 lines, a medicine twice, a quantity of 0 or 1.5 and a disabled medicine at their fields', async () => {
    const appointmentId = await visit();
    const many = await Promise.all(Array.from({ length: 21 }, () => medicine(100)));
    const tooMany = await t.call(clinic.headers, 'POST', '/prescriptions', {
      appointmentId,
      items: many.map((m) => line(m.id)),
    });
    expect(tooMany.json().code).toBe('PSYS_4001');
    expect(fieldsOf(tooMany)).toEqual(['body.items formError.maxItems']);

    const [a, b] = many;
    const twice = await t.call(clinic.headers, 'POST', '/prescriptions', {
      appointmentId,
      items: [line(a!.id), line(b!.id), line(a!.id)],
    });
    expect(fieldsOf(twice)).toEqual(['body.items.2.medicineId formError.duplicate']);
    const zero = await t.call(clinic.headers, 'POST', '/prescriptions', {
      appointmentId,
      items: [line(a!.id, { quantity: 0 })],
    });
    expect(fieldsOf(zero)).toEqual(['body.items.0.quantity formError.quantityPositive']);
    const half = await t.call(clinic.headers, 'POST', '/prescriptions', {
      appointmentId,
      items: [line(a!.id), line(b!.id, { quantity: 1.5 })],
    });
    expect(fieldsOf(half)).toEqual(['body.items.1.quantity formError.integer']);

    await t.call(clinic.headers, 'PUT', `/medicines/${b!.id}/set-enabled`, { enabled: false });
    const disabled = await t.call(clinic.headers, 'POST', '/prescriptions', {
      appointmentId,
      items: [line(a!.id), line(b!.id)],
    });
    expect(disabled.statusCode).toBe(400);
    expect(disabled.json().code).toBe('PSYS_4001');
    expect(fieldsOf(disabled)).toEqual(['body.items.1.medicineId formError.invalidValue']);
    expect(
      (await t.call(clinic.headers, 'GET', `/clinic-appointments/${appointmentId}/prescription`)).json().data,
    ).toBeNull();
  });

  it('stores the ICD-10 diagnoses picked, named in Vietnamese, and refuses an unknown code at its line', async () => {
    const appointmentId = await visit();
    const a = await medicine(300);
    const stored = async () =>
      (
        await t.app.deps.db
          .select({ diagnoses: prescriptions.diagnoses })
          .from(prescriptions)
          .where(eq(prescriptions.appointmentId, appointmentId))
      )[0]?.diagnoses;

    const unknown = await t.call(clinic.headers, 'POST', '/prescriptions', {
      appointmentId,
      diagnoses: [{ code: 'J02' }, { code: 'J02.99' }],
      items: [line(a.id)],
    });
    expect(unknown.statusCode).toBe(400);
    expect(fieldsOf(unknown)).toEqual(['body.diagnoses.1.code formError.invalidValue']);
    expect(await stored()).toBeUndefined();

    const saved = await t.call(clinic.headers, 'POST', '/prescriptions', {
      appointmentId,
      diagnoses: [{ code: 'j02.9' }, { code: 'J00' }],
      diagnosis: 'Sốt nhẹ',
      items: [line(a.id)],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await stored()).toEqual([
      { code: 'J02.9', name: 'Viêm họng cấp, không đặc hiệu' },
      { code: 'J00', name: 'Viêm mũi họng cấp [cảm thường]' },
    ]);
    // Stored in Vietnamese only; the answer adds the list's English name for screens in English.
    expect(saved.json().data.diagnoses).toEqual([
      {
        code: 'J02.9',
        name: 'Viêm họng cấp, không đặc hiệu',
        nameEn: expect.stringMatching(/^Acute pharyngitis/),
      },
      {
        code: 'J00',
        name: 'Viêm mũi họng cấp [cảm thường]',
        nameEn: expect.stringMatching(/nasopharyngitis/i),
      },
    ]);
    // Saved again (the on-conflict update): the codes are replaced, here by none.
    const again = await t.call(clinic.headers, 'POST', '/prescriptions', {
      appointmentId,
      items: [line(a.id)],
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await stored()).toEqual([]);
  });

  it('refuses a re-exam date before today, another clinic’s medicine or visit, and visits not open to it', async () => {
    const a = await medicine(500);
    const appointmentId = await visit(AppointmentStatus.CheckedIn);
    expectError(
      await t.call(clinic.headers, 'POST', '/prescriptions', {
        appointmentId,
        reExamDate: addDays(today, -1),
        items: [line(a.id)],
      }),
      'invalidReExaminationDate',
    );
    // Today itself is a valid re-exam date.
    expect(
      (
        await t.call(clinic.headers, 'POST', '/prescriptions', {
          appointmentId,
          reExamDate: today,
          items: [line(a.id)],
        })
      ).statusCode,
    ).toBe(200);

    const foreign = await t.call(clinic.headers, 'POST', '/prescriptions', {
      appointmentId,
      items: [line(a.id), line(theirs.medicine.id)],
    });
    expectError(foreign, 'medicineNotFound');
    expectError(
      await t.call(clinic.headers, 'POST', '/prescriptions', {
        appointmentId: theirs.appointment.id,
        items: [line(a.id)],
      }),
      'appointmentNotFound',
    );
    expectError(
      await t.call(clinic.headers, 'GET', `/clinic-appointments/${theirs.appointment.id}/prescription`),
      'appointmentNotFound',
    );

    for (const status of [
      AppointmentStatus.Canceled,
      AppointmentStatus.Approved,
      AppointmentStatus.NotApproved,
      AppointmentStatus.Invalid,
    ]) {
      const closed = await visit(status);
      expectError(
        await t.call(clinic.headers, 'POST', '/prescriptions', {
          appointmentId: closed,
          items: [line(a.id)],
        }),
        'statusNotAllowed',
      );
    }
    // A finished exam's prescription is still written, until it is paid.
    const finished = await visit(AppointmentStatus.Finished);
    expect(
      (
        await t.call(clinic.headers, 'POST', '/prescriptions', {
          appointmentId: finished,
          items: [line(a.id)],
        })
      ).statusCode,
    ).toBe(200);
    await t.app.deps.db
      .update(prescriptions)
      .set({ paidAt: now })
      .where(eq(prescriptions.appointmentId, finished));
    expectError(
      await t.call(clinic.headers, 'POST', '/prescriptions', {
        appointmentId: finished,
        items: [line(a.id, { quantity: 2 })],
      }),
      'workflowNotAllowed',
    );
    const paid = (await t.call(clinic.headers, 'GET', `/clinic-appointments/${finished}/prescription`)).json()
      .data;
    expect(paid).toMatchObject({ paid: true, total: 5000 });
  });

  it('needs screen 11 Write with the examination feature to write, and screen 11 or 12 to read', async () => {
    const a = await medicine(700);
    const appointmentId = await visit();
    const clinicId = clinic.user.clinicId;
    const reader = await addStaffMember(t.app, clinicId, {
      screens: { [ScreenId.TodayExaminations]: PermissionLevel.Read },
    });
    const noFeature = await addStaffMember(t.app, clinicId, {
      screens: { [ScreenId.TodayExaminations]: PermissionLevel.Write },
    });
    const doctor = await addStaffMember(t.app, clinicId, {
      screens: { [ScreenId.TodayExaminations]: PermissionLevel.Write },
      features: [AppointmentFeature.Examination],
    });
    const records = await addStaffMember(t.app, clinicId, {
      screens: { [ScreenId.PatientRecords]: PermissionLevel.Read },
    });
    const body = { appointmentId, items: [line(a.id)] };
    expect((await t.call(reader.headers, 'POST', '/prescriptions', body)).statusCode).toBe(403);
    expect((await t.call(noFeature.headers, 'POST', '/prescriptions', body)).statusCode).toBe(403);
    expect((await t.call(records.headers, 'POST', '/prescriptions', body)).statusCode).toBe(403);
    expect((await t.call(doctor.headers, 'POST', '/prescriptions', body)).statusCode).toBe(200);
    const read = await t.call(records.headers, 'GET', `/clinic-appointments/${appointmentId}/prescription`);
    expect(read.json().data.items).toHaveLength(1);
    const stock = await addStaffMember(t.app, clinicId, {
      screens: { [ScreenId.Billing]: PermissionLevel.Write },
    });
    expect(
      (await t.call(stock.headers, 'GET', `/clinic-appointments/${appointmentId}/prescription`)).statusCode,
    ).toBe(403);
    expect(
      (
        await t.call(stock.headers, 'POST', '/medicines/check-stock-quantity', {
          items: [{ medicineId: a.id, quantity: 1 }],
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('the stock hint while prescribing', () => {
  it('answers each medicine’s units in lots not expired by the clinic’s today, and whether that is enough', async () => {
    const [a, b] = [await medicine(100, {}, false), await medicine(200, {}, false)];
    const lot = (lotNumber: string, expiryDate: string, quantity: number) => ({
      medicineId: a.id,
      lotNumber,
      expiryDate,
      quantity,
      importPrice: 50,
      costPerUnit: 50,
    });
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/stock-sheets/create',
      headers: { ...clinic.headers, 'idempotency-key': 'rx-stock-hint' },
      payload: {
        type: 1,
        reason: 'importNewGoods',
        // Usable through today, and through next week; the one that expired yesterday does not count.
        items: [
          lot('H-TODAY', today, 4),
          lot('H-WEEK', addDays(today, 7), 3),
          lot('H-GONE', addDays(today, -1), 50),
        ],
      },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const res = await t.call(clinic.headers, 'POST', '/medicines/check-stock-quantity', {
      items: [
        { medicineId: a.id, quantity: 10 },
        { medicineId: a.id, quantity: 7 },
        { medicineId: b.id, quantity: 1 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      { medicineId: a.id, quantity: 10, onHand: 7, enough: false },
      { medicineId: a.id, quantity: 7, onHand: 7, enough: true },
      { medicineId: b.id, quantity: 1, onHand: 0, enough: false },
    ]);
    expectError(
      await t.call(clinic.headers, 'POST', '/medicines/check-stock-quantity', {
        items: [{ medicineId: theirs.medicine.id, quantity: 1 }],
      }),
      'medicineNotFound',
    );
  });
});
