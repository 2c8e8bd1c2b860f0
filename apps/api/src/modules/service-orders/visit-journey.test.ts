import { AppointmentStatus, addDays, errors, localDate, TaskLane } from '@clinic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../platform/tx.js';
import { createTestApp, fillClinic, signUpClinic, type TestApp } from '../../testing/harness.js';
import { stockUp } from '../../testing/stock.js';
import { markPurchasedPackagePaid } from '../packages/purchased-package-billing.service.js';

// The story of one visit, through the API only: the receptionist checks the patient in, the doctor starts
// the exam and orders two services (one paid by a package the patient bought), the assistants move them on the
// board to Done, the doctor writes a result sheet with a next appointment date and a prescription of three
// medicines, finishes, and the re-examination list shows the patient — and what may no longer change is refused.

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpClinic>>;
let filled: Awaited<ReturnType<typeof fillClinic>>;

type Method = 'GET' | 'POST' | 'PUT';
async function ok<T = { id: number }>(method: Method, url: string, payload?: object): Promise<T> {
  const res = await t.call(owner.headers, method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json().data as T;
}
const codeOf = (res: { json(): { code: unknown } }) => res.json().code;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpClinic(t.app, 'Visit');
  filled = await fillClinic(t.app, owner.headers, 'Visit');
});
afterAll(async () => t.close());

describe('a visit from check-in to the re-examination list', () => {
  it('orders, moves, writes, prescribes, finishes and lists the patient for re-examination', async () => {
    const id = filled.appointment.id;
    const patientId = filled.patient.id;
    const clinicId = owner.user.clinicId;

    // The catalog: an ultrasound bought as a package of 2, a blood test paid at the desk, three medicines.
    const ultrasound = await ok('POST', '/services', { code: 'SA-J', name: 'Siêu âm bụng', price: 250000 });
    const bloodTest = await ok('POST', '/services', { code: 'XN-J', name: 'Xét nghiệm máu', price: 120000 });
    const medicines = await Promise.all(
      ['Amoxicillin 500mg', 'Paracetamol 500mg J', 'Vitamin C 500mg'].map((name, i) =>
        ok('POST', '/medicines', { name, unit: 'tablet', price: 1000 * (i + 1) }),
      ),
    );
    await stockUp(
      t.app,
      owner.headers,
      medicines.map((m: { id: number }) => m.id),
    );
    const pkg = await ok('POST', '/packages', {
      code: 'GOI-SA-J',
      name: 'Gói siêu âm 2 lần',
      type: 'examination',
      price: 450000,
      promotionPrice: null,
      expireAfterDays: 90,
      items: [{ serviceId: ultrasound.id, count: 2 }],
    });
    for (const move of ['submit', 'approve']) await ok('PUT', `/packages/${pkg.id}/${move}`);
    const bought = await ok('POST', `/clinic-patients/${patientId}/purchased-packages`, {
      packageId: pkg.id,
    });
    // Billing's part: the package is paid at the desk.
    await inTransaction(t.app.deps, { clinicId, userId: owner.user.id }, (tx) =>
      markPurchasedPackagePaid(tx, bought.id, new Date()),
    );
    const [purchased] = await ok<{ id: number; items: { id: number; remaining: number }[] }[]>(
      'GET',
      `/clinic-patients/${patientId}/purchased-packages`,
    );
    const lineId = purchased!.items[0]!.id;

    // Check in, start the exam.
    await ok('PUT', `/clinic-appointments/${id}/check-in`);
    await ok('PUT', `/clinic-appointments/${id}/start-exam`);

    // Two services: the ultrasound from the package (nothing to pay), the blood test at its price.
    const saved = await ok<{ services: { id: number; serviceId: number; price: number; lane: string }[] }>(
      'PUT',
      `/clinic-appointments/${id}/services`,
      {
        services: [
          { serviceId: ultrasound.id, purchasedPackageItemId: lineId },
          { serviceId: bloodTest.id, quantity: 1 },
        ],
        packages: [],
      },
    );
    expect(saved.services.map((s) => [s.serviceId, s.price, s.lane])).toEqual([
      [ultrasound.id, 0, TaskLane.Todo],
      [bloodTest.id, 120000, TaskLane.Todo],
    ]);
    const [after] = await ok<{ items: { remaining: number }[] }[]>(
      'GET',
      `/clinic-patients/${patientId}/purchased-packages`,
    );
    expect(after!.items[0]!.remaining).toBe(1);

    // The board shows both cards of today's visit; each moves Todo → Doing → Done.
    const board = await ok<{ id: number; appointmentId: number; lane: string }[]>(
      'GET',
      '/service-orders/board',
    );
    const cards = board.filter((c) => c.appointmentId === id);
    expect(cards).toHaveLength(2);
    for (const card of cards)
      for (const lane of [TaskLane.Doing, TaskLane.Done])
        expect((await ok<{ lane: string }>('PUT', `/service-orders/${card.id}/lane`, { lane })).lane).toBe(
          lane,
        );
    // A Done service is no longer taken off the visit.
    const removeDone = await t.call(owner.headers, 'PUT', `/clinic-appointments/${id}/services`, {
      services: [{ serviceId: bloodTest.id }],
    });
    expect(codeOf(removeDone)).toBe(errors.cannotDeleteCompletedService.code);

    // The result sheet of the ultrasound, with a next appointment date in two weeks.
    const today = localDate(new Date(), 'Asia/Ho_Chi_Minh');
    const nextDate = addDays(today, 14);
    const orders = await ok<{ id: number; serviceId: number }[]>(
      'GET',
      `/clinic-appointments/${id}/services`,
    );
    const ultrasoundOrder = orders.find((o) => o.serviceId === ultrasound.id)!;
    const forms = await ok<{ id: number }[]>('GET', '/forms/all-by-entity-type?entityTypeId=5');
    const sheet = await ok<{ nextAppointmentDate: string }>('POST', '/service-sheets', {
      appointmentId: id,
      serviceOrderId: ultrasoundOrder.id,
      formId: forms[0]!.id,
      properties: [],
      diagnosis: 'Sỏi túi mật nhỏ',
      conclusion: 'Theo dõi, siêu âm lại sau 2 tuần',
      nextAppointmentDate: nextDate,
    });
    expect(sheet.nextAppointmentDate).toBe(nextDate);

    // A prescription of three medicines at the library's prices.
    const prescription = await ok<{ items: unknown[]; total: number }>('POST', '/prescriptions', {
      appointmentId: id,
      diagnosis: 'Sỏi túi mật',
      advice: 'Ăn nhạt, hạn chế dầu mỡ',
      items: medicines.map((m, i) => ({
        medicineId: m.id,
        quantity: 10,
        unit: 'tablet',
        morning: 1,
        evening: 1,
        days: 5,
        note: i === 0 ? 'Uống sau ăn' : null,
      })),
    });
    expect(prescription.items).toHaveLength(3);
    expect(prescription.total).toBe(10 * 1000 + 10 * 2000 + 10 * 3000);

    // Finish; the result sheet of a finished visit is no longer edited.
    const finished = await ok<{ status: number }>('PUT', `/clinic-appointments/${id}/finish-exam`);
    expect(finished.status).toBe(AppointmentStatus.Finished);
    const lateEdit = await t.call(owner.headers, 'POST', '/service-sheets', {
      appointmentId: id,
      serviceOrderId: ultrasoundOrder.id,
      formId: forms[0]!.id,
      diagnosis: 'Sửa sau khi xong',
    });
    expect(codeOf(lateEdit)).toBe(errors.appointmentAlreadyFinished.code);

    // The re-examination list of the next three weeks shows the patient, not yet booked.
    const list = await ok<{
      pageData: { appointmentId: number; reExamDate: string; bookedAppointment: unknown }[];
    }>('POST', '/re-examination-appointments', { from: today, to: addDays(today, 21) });
    expect(list.pageData.filter((r) => r.appointmentId === id)).toEqual([
      expect.objectContaining({ appointmentId: id, reExamDate: nextDate, bookedAppointment: null }),
    ]);

    // The medical record holds the whole visit.
    const record = await ok<{ services: unknown[]; sheets: unknown[]; prescription: { items: unknown[] } }>(
      'GET',
      `/clinic-appointments/${id}/medical`,
    );
    expect([record.services.length, record.sheets.length, record.prescription.items.length]).toEqual([
      2, 1, 3,
    ]);
  });
});
