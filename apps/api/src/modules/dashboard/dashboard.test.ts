import {
  AppointmentStatus,
  instantOfLocal,
  MedicineLotExpiry,
  PaymentMethod,
  PermissionLevel,
  Plan,
  ScreenId,
} from '@clinic/domain';
import type {
  DashboardLots,
  LowStockMedicines,
  MonthAppointments,
  MonthSales,
  TodayStats,
  TopSellers,
} from '@clinic/domain/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, clinicPatients, clinics, userGroupMembers } from '../../db/schema/index.js';
import { isTransactionControl } from '../../db/statements.js';
import { addStaffMember, createTestApp, type TestApp } from '../../testing/harness.js';
import { type BillingClinic, billingClinic } from '../billing/billing.fixture.js';
import { monthSeries } from './monthly.read.js';

// Screen 29 on the morning of 20 March: visits were billed on 10 and 28 February and on 2 March; today a walk-in
// waits since a minute past midnight, another cancelled, a visit is billed while the manager watches, and the
// visit of 2 March (at the other location) is refunded. Some lots have expired or will soon, two medicines run low.

const HCM = 'Asia/Ho_Chi_Minh';
const TODAY = '2026-03-20';
const at = (day: string, time: string) => instantOfLocal(day, time, HCM);

let now = at('2026-01-15', '10:00');
let t: TestApp;
let c: BillingClinic;
const loc = { a: 0, b: 0 };
const doc = { x: 0, y: 0 };
const med = { amox: 0, ibu: 0, alcohol: 0, vitc: 0 };
const svc = { exam: 0, blood: 0 };
const lot: Record<string, number> = {};
let todayInvoice = 0;
let refundedInvoice = 0;
let waitingPatient = 0;
let yesterdayPatient = 0;

type Headers = Record<string, string>;
async function dash<T>(block: string, query = '', headers?: Headers): Promise<T> {
  const res = await c.call('GET', `/dashboard/${block}${query}`, undefined, headers ?? c.owner.headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** A visit in progress at `instant` (as the billing fixture's, at any doctor and location). */
async function visit(instant: Date, doctorId = doc.x, locationId = loc.a) {
  now = instant;
  const patient = await c.patient(`Bệnh nhân ${instant.toISOString()}`);
  const created = await c.ok('POST', '/clinic-appointments/create', {
    clinicPatientId: patient,
    doctorId,
    locationId,
    notReserved: true,
  });
  await t.app.deps.db
    .update(appointments)
    .set({ status: AppointmentStatus.InProgress })
    .where(eq(appointments.id, created.id));
  return created.id as number;
}
async function billed(
  appointmentId: number,
  services: { serviceId: number; quantity: number }[],
  medicines: { medicineId: number; quantity: number }[] = [],
) {
  await c.ok('PUT', `/clinic-appointments/${appointmentId}/services`, { services });
  if (medicines.length) await c.prescribe(appointmentId, medicines);
  return (await c.startBilling(appointmentId)).id;
}
async function paid(invoiceId: number, paymentMethod: number) {
  const res = await c.pay(invoiceId, { paymentMethod });
  expect(res.statusCode, res.body).toBe(200);
}
async function walkIn(instant: Date) {
  now = instant;
  const patient = await c.patient(`Khách vãng lai ${instant.toISOString()}`);
  const created = await c.ok('POST', '/clinic-appointments/create', {
    clinicPatientId: patient,
    doctorId: doc.y,
    locationId: loc.b,
    notReserved: true,
  });
  return { id: created.id as number, patient };
}

beforeAll(async () => {
  // The story spans two months: sessions signed in on its first day must last it.
  t = await createTestApp({ refreshTokenTtlDays: 365 }, { clock: () => now });
  c = await billingClinic(t, 'Dash');
  // A paid plan without end: a trial's 14 days would end halfway through the story (docs/product.md#plans).
  await t.app.deps.db
    .update(clinics)
    .set({ plan: Plan.Full, planExpiresAt: null })
    .where(eq(clinics.id, c.owner.user.clinicId));
  await t.app.deps.sessions.forget({ clinicId: c.owner.user.clinicId });
  loc.a = c.filled.location.id;
  doc.x = c.filled.doctor.id;
  svc.exam = c.filled.service.id; // 150,000 đ
  loc.b = (await c.ok('POST', '/locations', { name: 'Cơ sở B', address: '2 Lê Lợi', provinceId: 58 })).id;
  const specialty = (await c.ok('POST', '/specialties', { name: 'Nhi khoa', shortName: 'NK' })).id;
  doc.y = (
    await c.ok('POST', '/doctors', {
      name: 'Bác sĩ Bình',
      doctorCode: 'BS-BINH',
      timePerAppointmentInMinutes: 15,
      waitingTime: 0,
      isVisibleForBooking: true,
      isAutoApproveAppointment: false,
      numberOfAppointmentsPerSlot: 1,
      specialtyIds: [specialty],
      locationIds: [loc.b],
    })
  ).id;
  svc.blood = (await c.ok('POST', '/services', { code: 'XN-MAU', name: 'Xét nghiệm máu', price: 40_000 })).id;
  med.amox = await c.medicine('Amoxicillin 500mg', 5000, [{ lot: 'AM-1', days: 400, quantity: 50 }]);
  med.ibu = await c.medicine('Ibuprofen 400mg', 1000, [{ lot: 'IB-1', days: 400, quantity: 20 }]);
  med.vitc = (await c.ok('POST', '/medicines', { name: 'Vitamin C', unit: 'tablet', price: 500 })).id;
  med.alcohol = (
    await c.ok('POST', '/medicines', {
      name: 'Cồn y tế',
      unit: 'bottle',
      price: 20_000,
      lowStockThreshold: 10,
    })
  ).id;

  // Stock on 1 March: lots of alcohol expiring either side of today and of the 90-day window's end.
  now = at('2026-03-01', '09:00');
  const lots = [
    ['CO-GONE', '2026-03-10', 3],
    ['CO-EXP', '2026-03-19', 5],
    ['CO-TODAY', '2026-03-20', 4],
    ['CO-NEAR', '2026-06-17', 3],
    ['CO-FAR', '2026-06-18', 2],
  ] as const;
  const imported = await c.call(
    'POST',
    '/stock-sheets/create',
    {
      type: 1,
      reason: 'importNewGoods',
      items: lots.map(([lotNumber, expiryDate, quantity]) => ({
        medicineId: med.alcohol,
        lotNumber,
        expiryDate,
        quantity,
        importPrice: 10_000,
        costPerUnit: 10_000,
      })),
    },
    c.withKey(),
  );
  expect(imported.statusCode, imported.body).toBe(200);
  for (const item of imported.json().data.items) lot[item.lotNumber] = item.lotId;
  // The lot that expired on the 10th was written off: nothing left, so it is on no list.
  now = at('2026-03-11', '09:00');
  const writeOff = await c.call(
    'POST',
    '/stock-sheets/create',
    {
      type: 2,
      reason: 'outOfDate',
      items: [{ medicineId: med.alcohol, quantity: 3, medicineLotId: lot['CO-GONE'] }],
    },
    c.withKey(),
  );
  expect(writeOff.statusCode, writeOff.body).toBe(200);

  // February and early March at location A, then B.
  await paid(
    await billed(await visit(at('2026-02-10', '09:00')), [{ serviceId: svc.exam, quantity: 1 }]),
    PaymentMethod.Cash,
  );
  await paid(
    await billed(await visit(at('2026-02-28', '09:00')), [{ serviceId: svc.exam, quantity: 2 }]),
    PaymentMethod.Cash,
  );
  refundedInvoice = await billed(
    await visit(at('2026-03-02', '09:00'), doc.y, loc.b),
    [{ serviceId: svc.exam, quantity: 1 }],
    [{ medicineId: med.amox, quantity: 4 }],
  );
  await paid(refundedInvoice, PaymentMethod.BankTransfer);

  // Today: one walk-in a minute before midnight yesterday, one a minute after (checked in), one cancelled.
  const late = await walkIn(at('2026-03-19', '23:59'));
  yesterdayPatient = late.patient;
  const early = await walkIn(at(TODAY, '00:01'));
  waitingPatient = early.patient;
  await c.ok('PUT', `/clinic-appointments/${early.id}/check-in`);
  now = at(TODAY, '07:00');
  const gone = await c.ok('POST', '/clinic-appointments/create', {
    clinicPatientId: c.filled.patient.id,
    doctorId: doc.x,
    locationId: loc.a,
    notReserved: true,
  });
  await c.ok('PUT', '/clinic-appointments/cancel', { id: gone.id, reason: 'Bận việc' });
  todayInvoice = await billed(
    await visit(at(TODAY, '08:00')),
    [
      { serviceId: svc.exam, quantity: 1 },
      { serviceId: svc.blood, quantity: 3 },
    ],
    [
      { medicineId: med.amox, quantity: 2 },
      { medicineId: med.ibu, quantity: 6 },
    ],
  );
  // Patient records are stamped by the database's clock, not the app's: place the two walk-ins' at the day's edges.
  await t.app.deps.db
    .update(clinicPatients)
    .set({ createdAt: at('2026-03-19', '23:59') })
    .where(eq(clinicPatients.id, yesterdayPatient));
  await t.app.deps.db
    .update(clinicPatients)
    .set({ createdAt: at(TODAY, '00:01') })
    .where(eq(clinicPatients.id, waitingPatient));
  now = at(TODAY, '08:30');
}, 120_000);
afterAll(async () => t.close());

const noAppointments = {
  total: 0,
  notApproved: 0,
  approved: 0,
  checkedIn: 0,
  inProgress: 0,
  finished: 0,
  canceled: 0,
  invalid: 0,
};

describe('GET /dashboard/today-statics', () => {
  it('counts today’s appointments and new patients, and takes in today’s revenue once the invoice is paid and the refund made', async () => {
    const before = await dash<TodayStats>('today-statics');
    expect(before).toEqual({
      day: TODAY,
      appointments: { ...noAppointments, total: 3, checkedIn: 1, inProgress: 1, canceled: 1 },
      newPatients: 1,
      revenue: { invoiceCount: 0, netAmount: 0, cashAmount: 0, bankTransferAmount: 0, eWalletAmount: 0 },
      waitingNow: 1,
    });

    now = at(TODAY, '09:00');
    await paid(todayInvoice, PaymentMethod.EWallet);
    // 150,000 + 3 × 40,000 + 2 × 5,000 + 6 × 1,000
    const afterPay = await dash<TodayStats>('today-statics');
    expect(afterPay.revenue).toEqual({
      invoiceCount: 1,
      netAmount: 286_000,
      cashAmount: 0,
      bankTransferAmount: 0,
      eWalletAmount: 286_000,
    });

    now = at(TODAY, '09:30');
    expect((await c.cancel(refundedInvoice)).statusCode).toBe(200);
    now = at(TODAY, '10:00');
    // The refund of 2 March's 150,000 + 4 × 5,000, paid by transfer, comes off today.
    expect((await dash<TodayStats>('today-statics')).revenue).toEqual({
      invoiceCount: 1,
      netAmount: 116_000,
      cashAmount: 0,
      bankTransferAmount: -170_000,
      eWalletAmount: 286_000,
    });
  });

  it('shows a user limited to location A only A’s appointments and revenue; patients are the clinic’s', async () => {
    const group = await c.ok('POST', '/user-groups', { name: 'Nhóm cơ sở A', locationIds: [loc.a] });
    const manager = await addStaffMember(t.app, c.owner.user.clinicId, {
      screens: { [ScreenId.Dashboard]: PermissionLevel.Read },
    });
    await t.app.deps.db
      .insert(userGroupMembers)
      .values({ clinicId: c.owner.user.clinicId, groupId: group.id, userId: manager.user.id });
    const seen = await dash<TodayStats>('today-statics', '', manager.headers);
    expect(seen.appointments).toEqual({ ...noAppointments, total: 2, inProgress: 1, canceled: 1 });
    expect(seen.waitingNow).toBe(0);
    expect(seen.newPatients).toBe(1);
    expect(seen.revenue).toEqual({
      invoiceCount: 1,
      netAmount: 286_000,
      cashAmount: 0,
      bankTransferAmount: 0,
      eWalletAmount: 286_000,
    });
    // Asking for B does not widen the group.
    expect(
      (await dash<TodayStats>('today-statics', `?locationId=${loc.b}`, manager.headers)).appointments.total,
    ).toBe(0);
    // The owner asking for B sees B alone.
    const b = await dash<TodayStats>('today-statics', `?locationId=${loc.b}`);
    expect([b.appointments.total, b.waitingNow, b.revenue.netAmount]).toEqual([1, 1, -170_000]);
  });
});

describe('the month beside the previous one', () => {
  it('sums the net sales per day of this month and of February, by day of the month', async () => {
    const sales = await dash<MonthSales>('monthly-sales-stats');
    expect(sales.month).toBe('2026-03');
    expect(sales.previousMonth).toBe('2026-02');
    // March has 31 days, February 28: one entry per day of the longer of the two, the whole month (as the
    // report of "this month"), today being the 20th.
    expect(sales.days).toHaveLength(31);
    const nonZero = sales.days.filter((d) => d.value !== 0 || d.previousValue !== 0);
    expect(nonZero).toEqual([
      { dayOfMonth: 2, value: 170_000, previousValue: 0 },
      { dayOfMonth: 10, value: 0, previousValue: 150_000 },
      { dayOfMonth: 20, value: 116_000, previousValue: 0 },
      { dayOfMonth: 28, value: 0, previousValue: 300_000 },
    ]);
    expect([sales.total, sales.totalToDate, sales.previousTotalToDate, sales.previousTotal]).toEqual([
      286_000, 286_000, 150_000, 450_000,
    ]);
    // This month's invoices as the sale summary counts them: paid on the 2nd and today (the refund is no invoice).
    expect(sales.invoiceCount).toBe(2);
    const atA = await dash<MonthSales>('monthly-sales-stats', `?locationId=${loc.a}`);
    expect([atA.total, atA.previousTotal]).toEqual([286_000, 450_000]);
  });

  it('counts every appointment per day, as the appointment report does, the cancelled ones also apart', async () => {
    const counts = await dash<MonthAppointments>('monthly-appointment-stats');
    const nonZero = counts.days.filter((d) => d.value !== 0 || d.previousValue !== 0);
    expect(nonZero).toEqual([
      { dayOfMonth: 2, value: 1, previousValue: 0 },
      { dayOfMonth: 10, value: 0, previousValue: 1 },
      { dayOfMonth: 19, value: 1, previousValue: 0 },
      { dayOfMonth: 20, value: 3, previousValue: 0 },
      { dayOfMonth: 28, value: 0, previousValue: 1 },
    ]);
    expect([counts.total, counts.previousTotalToDate, counts.previousTotal]).toEqual([5, 1, 2]);
    expect([counts.canceled, counts.invalid]).toEqual([1, 0]);
  });

  it('gives a day that one month does not have 0', () => {
    const series = monthSeries(
      '2026-03-31',
      new Map([
        ['2026-02-28', 5],
        ['2026-03-30', 7],
        ['2026-03-31', 2],
      ]),
    );
    expect(series.days).toHaveLength(31);
    expect(series.days.slice(27)).toEqual([
      { dayOfMonth: 28, value: 0, previousValue: 5 },
      { dayOfMonth: 29, value: 0, previousValue: 0 },
      { dayOfMonth: 30, value: 7, previousValue: 0 },
      { dayOfMonth: 31, value: 2, previousValue: 0 },
    ]);
    expect([series.total, series.previousTotalToDate, series.previousTotal]).toEqual([9, 5, 5]);
  });
});

describe('this month’s top sellers', () => {
  it('ranks services by net revenue and by quantity, refunds taken off', async () => {
    const top = await dash<TopSellers>('top-sale-services');
    // Examination: 1 on the 2nd, refunded today, 1 today; blood test: 3 today.
    const exam = { id: svc.exam, name: 'Khám tổng quát Dash', unit: null, quantity: 1, netAmount: 150_000 };
    const blood = { id: svc.blood, name: 'Xét nghiệm máu', unit: null, quantity: 3, netAmount: 120_000 };
    expect(top).toEqual({ byRevenue: [exam, blood], byQuantity: [blood, exam] });
  });

  it('ranks medicines the same way, with their unit', async () => {
    const top = await dash<TopSellers>('top-sale-medicines');
    const amox = { id: med.amox, name: 'Amoxicillin 500mg', unit: 'tablet', quantity: 2, netAmount: 10_000 };
    const ibu = { id: med.ibu, name: 'Ibuprofen 400mg', unit: 'tablet', quantity: 6, netAmount: 6000 };
    expect(top).toEqual({ byRevenue: [amox, ibu], byQuantity: [ibu, amox] });
  });
});

describe('the stock blocks', () => {
  const alcoholLot = (lotNumber: string, expiryDate: string, quantity: number, expiryState: number) => ({
    lotId: lot[lotNumber],
    medicineId: med.alcohol,
    medicineName: 'Cồn y tế',
    unit: 'bottle',
    lotNumber,
    expiryDate,
    expiryState,
    quantity,
  });

  it('lists the lots near expiry and the expired ones with units left, earliest first', async () => {
    expect(await dash<DashboardLots>('near-expiration-medicines')).toEqual({
      items: [
        alcoholLot('CO-TODAY', '2026-03-20', 4, MedicineLotExpiry.NearExpiration),
        alcoholLot('CO-NEAR', '2026-06-17', 3, MedicineLotExpiry.NearExpiration),
      ],
      total: 2,
    });
    expect(await dash<DashboardLots>('expired-medicines')).toEqual({
      items: [alcoholLot('CO-EXP', '2026-03-19', 5, MedicineLotExpiry.Expired)],
      total: 1,
    });
  });

  it('lists the medicines at or below their threshold in usable units, fewest first', async () => {
    // Alcohol: 4 + 3 + 2 usable (the expired 5 do not count) ≤ 10; vitamin C has none and no threshold.
    expect(await dash<LowStockMedicines>('low-in-stock-medicines')).toEqual({
      items: [
        { medicineId: med.vitc, name: 'Vitamin C', unit: 'tablet', usable: 0, lowStockThreshold: null },
        { medicineId: med.alcohol, name: 'Cồn y tế', unit: 'bottle', usable: 9, lowStockThreshold: 10 },
      ],
      total: 2,
    });
  });
});

describe('every block', () => {
  const blocks = [
    'today-statics',
    'monthly-sales-stats',
    'monthly-appointment-stats',
    'top-sale-services',
    'top-sale-medicines',
    'near-expiration-medicines',
    'expired-medicines',
    'low-in-stock-medicines',
  ];

  it('needs the dashboard screen', async () => {
    const clerk = await addStaffMember(t.app, c.owner.user.clinicId, {
      screens: { [ScreenId.AppointmentReport]: PermissionLevel.Read },
    });
    for (const block of blocks)
      expect((await c.call('GET', `/dashboard/${block}`, undefined, clerk.headers)).statusCode, block).toBe(
        403,
      );
  });

  it('costs the owner at most 2 statements', async () => {
    for (const block of blocks) {
      await dash(block); // The session cache warms up.
      const sent: string[] = [];
      const stop = t.database.statements.listen((sql) => sent.push(sql));
      try {
        await dash(block, `?locationId=${loc.a}`);
      } finally {
        stop();
      }
      expect(sent.filter((sql) => !isTransactionControl(sql)).length, block).toBeLessThanOrEqual(2);
    }
  });
});
