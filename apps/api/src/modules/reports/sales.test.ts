import { randomUUID } from 'node:crypto';
import {
  AppointmentStatus,
  instantOfLocal,
  NO_OWNER_ID,
  PaymentMethod,
  PermissionLevel,
  ScreenId,
} from '@clinic/domain';
import type { InvoiceView } from '@clinic/domain/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, userGroupMembers } from '../../db/schema/index.js';
import { isTransactionControl } from '../../db/statements.js';
import {
  addStaffMember,
  createTestApp,
  fillClinic,
  signUpClinic,
  type TestApp,
} from '../../testing/harness.js';

// The six sale reports over a clinic's three days, built through the API as a cashier would: a visit with a line
// and an invoice discount whose medicine leaves two lots, a walk-in sale of a medicine and a package, a paid visit
// cancelled (refunded) two days later, an unpaid invoice cancelled, and two sales either side of midnight. Every
// expected figure is worked out by hand below from the prices, never by the reports' own SQL.

const HCM = 'Asia/Ho_Chi_Minh';
const D1 = '2026-10-05';
const D2 = '2026-10-06';
const D3 = '2026-10-07';
let now = instantOfLocal(D1, '08:00', HCM);
const at = (day: string, time: string) => {
  now = instantOfLocal(day, time, HCM);
};

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpClinic>>;
let filled: Awaited<ReturnType<typeof fillClinic>>;
const ids = {
  locationB: 0,
  doctorB: 0,
  serviceX: 0,
  serviceY: 0,
  medicine: 0,
  lot1: 0,
  lot2: 0,
  package: 0,
  p1: 0,
  p2: 0,
  p3: 0,
};

type Method = 'GET' | 'POST' | 'PUT';
const ok = async (
  method: Method,
  url: string,
  payload?: object,
  headers: Record<string, string> = owner.headers,
) => {
  const res = await t.call(headers, method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json().data;
};
const money = (url: string, payload?: object) =>
  ok(url.endsWith('create') ? 'POST' : 'PUT', url, payload, {
    ...owner.headers,
    'idempotency-key': randomUUID(),
  });
const pay = (invoiceId: number, paymentMethod: PaymentMethod): Promise<InvoiceView> =>
  money(`/invoices/${invoiceId}/pay`, { paymentMethod });
const cancel = (invoiceId: number) => money(`/invoices/${invoiceId}/cancel`, { reason: 'Khách đổi ý' });

/** A visit of `doctorId` at `locationId`, its exam in progress, with these services ordered. */
async function visit(patientId: number, doctorId: number, locationId: number, services: object[]) {
  const created = await ok('POST', '/clinic-appointments/create', {
    clinicPatientId: patientId,
    doctorId,
    locationId,
    notReserved: true,
  });
  await t.app.deps.db
    .update(appointments)
    .set({ status: AppointmentStatus.InProgress })
    .where(eq(appointments.id, created.id));
  await ok('PUT', `/clinic-appointments/${created.id}/services`, { services });
  return created.id as number;
}

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  owner = await signUpClinic(t.app, 'Doanhthu');
  filled = await fillClinic(t.app, owner.headers, 'Doanhthu');
  const post = async (url: string, body: object) => (await ok('POST', url, body)).id as number;
  ids.locationB = await post('/locations', { name: 'Cơ sở Quận 3', address: '2 Võ Văn Tần', provinceId: 58 });
  ids.doctorB = await post('/doctors', {
    name: 'Bác sĩ Trần Thị Bình',
    doctorCode: 'BS-B',
    timePerAppointmentInMinutes: 15,
    waitingTime: 5,
    isVisibleForBooking: true,
    isAutoApproveAppointment: false,
    numberOfAppointmentsPerSlot: 1,
    specialtyIds: [filled.specialty.id],
    locationIds: [ids.locationB],
  });
  ids.serviceX = await post('/services', {
    code: 'SA-01',
    name: 'Siêu âm bụng',
    price: 200_000,
    commissionPercent: 10,
  });
  ids.serviceY = await post('/services', {
    code: 'XN-01',
    name: 'Xét nghiệm máu',
    price: 100_000,
    commissionPercent: 5,
  });
  ids.medicine = await post('/medicines', { name: 'Amoxicillin 500mg', unit: 'tablet', price: 10_000 });
  // Two lots at different costs: the first to expire (3 units at 4,000) leaves first.
  const sheet = await money('/stock-sheets/create', {
    type: 1,
    reason: 'importNewGoods',
    items: [
      { lotNumber: 'AM-1', expiryDate: '2027-03-01', quantity: 3, importPrice: 4000, costPerUnit: 4000 },
      { lotNumber: 'AM-2', expiryDate: '2027-09-01', quantity: 10, importPrice: 5000, costPerUnit: 5000 },
    ].map((lot) => ({ ...lot, medicineId: ids.medicine })),
  });
  [ids.lot1, ids.lot2] = sheet.items.map((item: { lotId: number }) => item.lotId);
  const pkg = await post('/packages', {
    code: 'GOI-TS',
    name: 'Gói tiền sản',
    type: 'examination',
    price: 300_000,
    expireAfterDays: 30,
    items: [{ serviceId: ids.serviceY, count: 2 }],
  });
  for (const move of ['submit', 'approve']) await ok('PUT', `/packages/${pkg}/${move}`);
  ids.package = pkg;
  const patient = (fullName: string, phone: string) =>
    post('/clinic-patients', { fullName, gender: 1, phone });
  ids.p1 = await patient('Nguyễn Văn Minh', '0901000001');
  ids.p2 = await patient('Lê Thị Hoa', '0901000002');
  ids.p3 = await patient('Phạm Quốc Huy', '0901000003');

  // Day 1, 10:00 — a visit to doctor A at location A: ultrasound X (200,000, 10 % off the line) and two blood
  // tests Y (100,000 each), 5 Amoxicillin (10,000 each), 30,000 off the invoice; paid in cash.
  at(D1, '10:00');
  const visit1 = await visit(ids.p1, filled.doctor.id, filled.location.id, [
    { serviceId: ids.serviceX },
    { serviceId: ids.serviceY, quantity: 2 },
  ]);
  await ok('POST', '/prescriptions', {
    appointmentId: visit1,
    items: [{ medicineId: ids.medicine, quantity: 5, unit: 'tablet', morning: 1 }],
  });
  const started: InvoiceView = await money(`/clinic-appointments/${visit1}/start-billing`);
  const ultrasound = started.items.find((line) => line.serviceId === ids.serviceX)!;
  const invoice1: InvoiceView = await ok('POST', `/invoices/${started.id}/update-with-appointment`, {
    lineDiscounts: [{ source: ultrasound.source, discount: { kind: 'percent', value: 10 } }],
    discount: { kind: 'amount', value: 30_000 },
  });
  expect(invoice1.total).toBe(400_000); // 450,000 − 20,000 − 30,000
  await pay(invoice1.id, PaymentMethod.Cash);

  // Day 1, 15:00 — a walk-in sale (no visit): 4 Amoxicillin (all from AM-2 now) and the package, by transfer.
  at(D1, '15:00');
  const walkIn: InvoiceView = await money('/invoices/create', {
    clinicPatientId: ids.p2,
    items: [{ medicineId: ids.medicine, quantity: 4 }, { packageId: ids.package }],
  });
  expect(walkIn.total).toBe(340_000);
  await pay(walkIn.id, PaymentMethod.BankTransfer);

  // Day 2, 09:00 — a visit to doctor B at location B: one ultrasound, by e-wallet (cancelled on day 3).
  at(D2, '09:00');
  const visit3 = await visit(ids.p3, ids.doctorB, ids.locationB, [{ serviceId: ids.serviceX }]);
  const invoice3: InvoiceView = await money(`/clinic-appointments/${visit3}/start-billing`);
  await pay(invoice3.id, PaymentMethod.EWallet);

  // Day 2, 11:00 — an invoice never paid and cancelled: no money moved, nothing to report.
  at(D2, '11:00');
  const unpaid: InvoiceView = await money('/invoices/create', {
    clinicPatientId: ids.p1,
    items: [{ serviceId: ids.serviceX }],
  });
  await cancel(unpaid.id);

  // Either side of midnight: a blood test paid at 23:59 on day 2, another at 00:01 on day 3, in cash.
  for (const [day, time] of [
    [D2, '23:59'],
    [D3, '00:01'],
  ] as const) {
    at(day, time);
    const late: InvoiceView = await money('/invoices/create', {
      clinicPatientId: ids.p2,
      items: [{ serviceId: ids.serviceY }],
    });
    await pay(late.id, PaymentMethod.Cash);
  }

  // Day 3, 10:00 — day 2's e-wallet visit is cancelled: 200,000 refunded on day 3.
  at(D3, '10:00');
  await cancel(invoice3.id);
}, 120_000);
afterAll(async () => t.close());

const range = { from: D1, to: D3 };
const report = async (path: string, body: object = range, query = 'pageSize=50', headers = owner.headers) =>
  ok('POST', `/reports/${path}?${query}`, body, headers);

// By hand. Invoice 1's lines: X 200,000 − 20,000 = 180,000; Y 2 × 100,000 = 200,000; Amoxicillin 5 × 10,000 =
// 50,000; subtotal 430,000. Its 30,000 shared 180 : 200 : 50 is 12,558.14 / 13,953.49 / 3,488.37 → 12,558,
// 13,954 (the leftover đồng, largest remainder), 3,488. Nets: X 167,442, Y 186,046, Amoxicillin 46,512.
// Amoxicillin's 5 units: 3 from AM-1 and 2 from AM-2, so gross 30,000 / 20,000 and its 3,488 discount
// 2,092.8 / 1,395.2 → 2,093 / 1,395. Commissions: 10 % of 167,442 = 16,744; 5 % of 186,046 = 9,302.
const X1 = { gross: 200_000, discount: 20_000 + 12_558 };
const Y1 = { gross: 200_000, discount: 13_954 };
const LOT1 = { quantity: 3, gross: 30_000, discount: 2093, cost: 3 * 4000 };
const LOT2_VISIT = { quantity: 2, gross: 20_000, discount: 1395, cost: 2 * 5000 };

describe('the sale summary (screen 31)', () => {
  it('has one row per clinic day, oldest first, with sales, refunds and net by payment method', async () => {
    const answer = await report('sale-report');
    const none = {
      refundCount: 0,
      discountAmount: 0,
      refundAmount: 0,
      bankTransferAmount: 0,
      eWalletAmount: 0,
    };
    expect(answer.pageData).toEqual([
      {
        ...none,
        day: D1,
        invoiceCount: 2,
        grossAmount: 450_000 + 340_000,
        discountAmount: 50_000,
        netAmount: 400_000 + 340_000,
        cashAmount: 400_000,
        bankTransferAmount: 340_000,
      },
      // Day 2: doctor B's visit (e-wallet) and the 23:59 blood test; the unpaid cancelled invoice is not here.
      {
        ...none,
        day: D2,
        invoiceCount: 2,
        grossAmount: 300_000,
        netAmount: 300_000,
        cashAmount: 100_000,
        eWalletAmount: 200_000,
      },
      // Day 3: the 00:01 blood test, and the refund of day 2's visit, off the e-wallet it was paid by.
      {
        ...none,
        day: D3,
        invoiceCount: 1,
        refundCount: 1,
        grossAmount: 100_000,
        refundAmount: 200_000,
        netAmount: -100_000,
        cashAmount: 100_000,
        eWalletAmount: -200_000,
      },
    ]);
    expect(answer.totals).toEqual({
      invoiceCount: 5,
      refundCount: 1,
      grossAmount: 1_190_000,
      discountAmount: 50_000,
      refundAmount: 200_000,
      netAmount: 940_000,
      cashAmount: 600_000,
      bankTransferAmount: 340_000,
      eWalletAmount: 0,
    });
    expect(answer.paging).toEqual({ totalItem: 3, pageSize: 50, pageNumber: 1 });
    expect(answer.chart).toEqual([
      { day: D1, netAmount: 740_000 },
      { day: D2, netAmount: 300_000 },
      { day: D3, netAmount: -100_000 },
    ]);
  });

  it('puts a sale at 23:59 and one at 00:01 on their own clinic days', async () => {
    const day2 = await report('sale-report', { from: D2, to: D2 });
    expect(day2.pageData.map((r: { day: string }) => r.day)).toEqual([D2]);
    expect(day2.totals).toMatchObject({ invoiceCount: 2, cashAmount: 100_000, netAmount: 300_000 });
    const day3 = await report('sale-report', { from: D3, to: D3 });
    expect(day3.totals).toMatchObject({ invoiceCount: 1, refundCount: 1, cashAmount: 100_000 });
  });
});

describe('the per-item reports', () => {
  it('by service (32): quantities sold less refunded, the invoice discount shared, the top ten', async () => {
    const answer = await report('sale-by-service');
    const row = { refundAmount: 0 };
    expect(answer.pageData).toEqual([
      // Y: 2 on the visit, 1 at 23:59, 1 at 00:01.
      {
        ...row,
        serviceId: ids.serviceY,
        code: 'XN-01',
        name: 'Xét nghiệm máu',
        quantity: 4,
        grossAmount: Y1.gross + 200_000,
        discountAmount: Y1.discount,
        netAmount: Y1.gross + 200_000 - Y1.discount,
      },
      // X: the visit's, doctor B's (refunded).
      {
        serviceId: ids.serviceX,
        code: 'SA-01',
        name: 'Siêu âm bụng',
        quantity: 1,
        grossAmount: X1.gross + 200_000,
        discountAmount: X1.discount,
        refundAmount: 200_000,
        netAmount: X1.gross - X1.discount,
      },
    ]);
    expect(answer.totals).toEqual({
      quantity: 5,
      grossAmount: 800_000,
      discountAmount: 46_512,
      refundAmount: 200_000,
      netAmount: 553_488,
    });
    expect(answer.chart).toEqual([
      { id: ids.serviceY, name: 'Xét nghiệm máu', netAmount: 386_046 },
      { id: ids.serviceX, name: 'Siêu âm bụng', netAmount: 167_442 },
    ]);
    const onlyX = await report('sale-by-service', { ...range, serviceIds: [ids.serviceX] });
    expect(onlyX.pageData.map((r: { serviceId: number }) => r.serviceId)).toEqual([ids.serviceX]);
    expect(onlyX.totals.netAmount).toBe(167_442);
  });

  it('by medicine lot (33): a sale that took two lots shows in both, at each lot’s cost', async () => {
    const answer = await report('sale-by-medicine-lots');
    const lot2 = {
      quantity: LOT2_VISIT.quantity + 4,
      gross: LOT2_VISIT.gross + 40_000,
      discount: LOT2_VISIT.discount,
      cost: LOT2_VISIT.cost + 4 * 5000,
    };
    const rowOf = (lot: typeof lot2, lotId: number, lotNumber: string, expiryDate: string) => ({
      medicineId: ids.medicine,
      medicineName: 'Amoxicillin 500mg',
      unit: 'tablet',
      lotId,
      lotNumber,
      expiryDate,
      quantity: lot.quantity,
      grossAmount: lot.gross,
      discountAmount: lot.discount,
      refundAmount: 0,
      netAmount: lot.gross - lot.discount,
      costAmount: lot.cost,
      marginAmount: lot.gross - lot.discount - lot.cost,
    });
    // AM-2 nets 58,605 (margin 28,605), AM-1 27,907 (margin 15,907).
    expect(answer.pageData).toEqual([
      rowOf(lot2, ids.lot2, 'AM-2', '2027-09-01'),
      rowOf(LOT1, ids.lot1, 'AM-1', '2027-03-01'),
    ]);
    expect(answer.totals).toEqual({
      quantity: 9,
      grossAmount: 90_000,
      discountAmount: 3488,
      refundAmount: 0,
      netAmount: 86_512,
      costAmount: 42_000,
      marginAmount: 44_512,
    });
    expect(answer.chart).toBeUndefined();
  });

  it('by patient (34): invoices sold, money, names and phones', async () => {
    const answer = await report('sale-by-patients');
    const none = { discountAmount: 0, refundAmount: 0 };
    expect(answer.pageData).toEqual([
      {
        ...none,
        clinicPatientId: ids.p2,
        patientCode: expect.any(String),
        fullName: 'Lê Thị Hoa',
        phoneNumber: '0901000002',
        invoiceCount: 3,
        grossAmount: 540_000,
        netAmount: 540_000,
      },
      {
        ...none,
        clinicPatientId: ids.p1,
        patientCode: expect.any(String),
        fullName: 'Nguyễn Văn Minh',
        phoneNumber: '0901000001',
        invoiceCount: 1,
        grossAmount: 450_000,
        discountAmount: 50_000,
        netAmount: 400_000,
      },
      {
        ...none,
        clinicPatientId: ids.p3,
        patientCode: expect.any(String),
        fullName: 'Phạm Quốc Huy',
        phoneNumber: '0901000003',
        invoiceCount: 1,
        grossAmount: 200_000,
        refundAmount: 200_000,
        netAmount: 0,
      },
    ]);
    expect(answer.totals).toEqual({
      invoiceCount: 5,
      grossAmount: 1_190_000,
      discountAmount: 50_000,
      refundAmount: 200_000,
      netAmount: 940_000,
    });
  });

  it('by doctor (37): the visits, with the commission on their services (refunded with the sale), and the sales with no doctor', async () => {
    const answer = await report('sale-by-doctor');
    expect(answer.pageData).toEqual([
      // The three sales with no visit: the walk-in sale and the two late blood tests; no one's commission.
      {
        doctorId: NO_OWNER_ID,
        doctorName: '',
        invoiceCount: 3,
        grossAmount: 540_000,
        discountAmount: 0,
        refundAmount: 0,
        netAmount: 540_000,
        commissionAmount: 0,
      },
      {
        doctorId: filled.doctor.id,
        doctorName: 'Bác sĩ Doanhthu',
        invoiceCount: 1,
        grossAmount: 450_000,
        discountAmount: 50_000,
        refundAmount: 0,
        netAmount: 400_000,
        commissionAmount: 16_744 + 9302,
      },
      {
        doctorId: ids.doctorB,
        doctorName: 'Bác sĩ Trần Thị Bình',
        invoiceCount: 1,
        grossAmount: 200_000,
        discountAmount: 0,
        refundAmount: 200_000,
        netAmount: 0,
        commissionAmount: 0, // 20,000 earned on day 2, taken back on day 3
      },
    ]);
    // The rows add up to the sale summary's.
    expect(answer.totals).toEqual({
      invoiceCount: 5,
      grossAmount: 1_190_000,
      discountAmount: 50_000,
      refundAmount: 200_000,
      netAmount: 940_000,
      commissionAmount: 26_046,
    });
    expect(answer.chart).toEqual([
      { id: NO_OWNER_ID, name: '', netAmount: 540_000 },
      { id: filled.doctor.id, name: 'Bác sĩ Doanhthu', netAmount: 400_000 },
      { id: ids.doctorB, name: 'Bác sĩ Trần Thị Bình', netAmount: 0 },
    ]);
    // Day 2 alone: doctor B's commission before the refund; the net is the day's summary (the blood test of 23:59,
    // sold with no visit, is the no-doctor row's).
    const day2 = await report('sale-by-doctor', { from: D2, to: D2 });
    expect(day2.totals).toMatchObject({ commissionAmount: 20_000, netAmount: 300_000 });
  });

  it('by service package (39)', async () => {
    const answer = await report('sale-by-service-packages');
    const sold = { grossAmount: 300_000, discountAmount: 0, refundAmount: 0, netAmount: 300_000 };
    expect(answer.pageData).toEqual([
      { packageId: ids.package, code: 'GOI-TS', name: 'Gói tiền sản', quantity: 1, ...sold },
    ]);
    expect(answer.totals).toEqual({ quantity: 1, ...sold });
    expect(answer.chart).toEqual([{ id: ids.package, name: 'Gói tiền sản', netAmount: 300_000 }]);
  });
});

describe('every sale report', () => {
  const paths = [
    'sale-report',
    'sale-by-service',
    'sale-by-medicine-lots',
    'sale-by-patients',
    'sale-by-doctor',
    'sale-by-service-packages',
  ];

  it('has totals over the whole range: the sum of its pages of one row', async () => {
    for (const path of paths) {
      const whole = await report(path);
      const summed: Record<string, number> = {};
      const total = whole.paging.totalItem as number;
      expect(total, path).toBeGreaterThan(0);
      for (let pageNumber = 1; pageNumber <= total; pageNumber += 1) {
        const one = await report(path, range, `pageSize=1&pageNumber=${pageNumber}`);
        expect(one.pageData, `${path} page ${pageNumber}`).toHaveLength(1);
        expect(one.totals, path).toEqual(whole.totals);
        expect(one.paging.totalItem).toBe(total);
        for (const [key, value] of Object.entries(one.pageData[0] as Record<string, unknown>)) {
          if (key in whole.totals) summed[key] = (summed[key] ?? 0) + (value as number);
        }
      }
      expect(summed, path).toEqual(whole.totals);
      const past = await report(path, range, `pageSize=1&pageNumber=${total + 1}`);
      expect(past.pageData).toEqual([]);
      expect(past.paging.totalItem).toBe(total);
    }
  });

  it('answers from one statement for the Owner', async () => {
    for (const path of paths) {
      await report(path); // The session cache warms up.
      const sent: string[] = [];
      const stop = t.database.statements.listen((sql) => sent.push(sql));
      try {
        await report(path);
      } finally {
        stop();
      }
      const work = sent.filter((sql) => !isTransactionControl(sql));
      expect(work.length, `${path}: ${work.join('\n')}`).toBeLessThanOrEqual(3);
      expect(work.length, path).toBe(1);
    }
  });

  it('covers at most 366 days, and refuses an end before the start', async () => {
    const fieldsOf = async (body: object) => {
      const res = await t.call(owner.headers, 'POST', '/reports/sale-report', body);
      expect(res.statusCode).toBe(400);
      return res.json().fields.map((f: { path: string; messageId: string }) => `${f.path} ${f.messageId}`);
    };
    for (const path of paths) {
      const res = await t.call(owner.headers, 'POST', `/reports/${path}`, {
        from: '2025-01-01',
        to: '2025-12-31',
      });
      expect(res.statusCode, path).toBe(200);
      expect(
        (await t.call(owner.headers, 'POST', `/reports/${path}`, { from: '2024-01-01', to: '2024-12-31' }))
          .statusCode,
      ).toBe(200); // 366 days, a leap year
    }
    expect(await fieldsOf({ from: '2024-01-01', to: '2025-01-01' })).toEqual([
      'body.to formError.reportRange',
    ]);
    expect(await fieldsOf({ from: D2, to: D1 })).toEqual(['body.to formError.reportDates']);
    expect((await report('sale-report', { from: '2025-10-07', to: D3 })).totals.netAmount).toBe(940_000);
  });

  it('shows a user limited to location A only its rows (no walk-in sales), and none without the screen', async () => {
    const screens = Object.fromEntries(
      [
        ScreenId.SaleSummary,
        ScreenId.SaleByService,
        ScreenId.SaleByMedicineLots,
        ScreenId.SaleByClinicPatient,
        ScreenId.SaleByDoctor,
        ScreenId.SaleByServicePackage,
      ].map((screen) => [screen, PermissionLevel.Read]),
    );
    const cashier = await addStaffMember(t.app, owner.user.clinicId, { screens, label: 'Thu ngân A' });
    await t.app.deps.db
      .insert(userGroupMembers)
      .values({ clinicId: owner.user.clinicId, groupId: filled.group.id, userId: cashier.user.id });
    const asCashier = (path: string, body: object = range) =>
      report(path, body, 'pageSize=50', cashier.headers);
    // Only the visit at location A: invoice 1.
    const summary = await asCashier('sale-report');
    expect(summary.pageData.map((r: { day: string }) => r.day)).toEqual([D1]);
    expect(summary.totals).toMatchObject({ invoiceCount: 1, netAmount: 400_000, cashAmount: 400_000 });
    expect((await asCashier('sale-by-doctor')).pageData.map((r: { doctorId: number }) => r.doctorId)).toEqual(
      [filled.doctor.id],
    );
    expect((await asCashier('sale-by-medicine-lots')).totals.quantity).toBe(5);
    expect((await asCashier('sale-by-service-packages')).pageData).toEqual([]);
    // Asking for location B does not widen what the groups allow.
    expect((await asCashier('sale-report', { ...range, locationIds: [ids.locationB] })).pageData).toEqual([]);
    // The Owner narrows by location or doctor as asked.
    const atB = await report('sale-report', { ...range, locationIds: [ids.locationB] });
    expect(atB.totals).toMatchObject({ invoiceCount: 1, refundCount: 1, netAmount: 0 });
    const byB = await report('sale-by-service', { ...range, doctorIds: [ids.doctorB] });
    expect(byB.totals).toMatchObject({ quantity: 0, grossAmount: 200_000, refundAmount: 200_000 });

    const clerk = await addStaffMember(t.app, owner.user.clinicId, {
      screens: { [ScreenId.SaleSummary]: PermissionLevel.Read },
    });
    expect((await t.call(clerk.headers, 'POST', '/reports/sale-report', range)).statusCode).toBe(200);
    for (const path of paths.slice(1)) {
      expect((await t.call(clerk.headers, 'POST', `/reports/${path}`, range)).statusCode, path).toBe(403);
    }
  });

  it('never shows another clinic’s sales', async () => {
    const other = await signUpClinic(t.app, 'Khac');
    const answer = await report('sale-report', range, 'pageSize=50', other.headers);
    expect(answer.pageData).toEqual([]);
    expect(answer.paging.totalItem).toBe(0);
    expect(answer.totals).toMatchObject({ invoiceCount: 0, netAmount: 0 });
  });
});
