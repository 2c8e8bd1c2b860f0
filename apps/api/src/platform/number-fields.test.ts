import { AppointmentStatus, errors, VND_MAX } from '@clinic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../db/schema/index.js';
import { createTestApp, fillClinic, signUpClinic, type TestApp } from '../testing/harness.js';

// Every money, quantity, measurement, percentage and duration field of the contracts, walked with a negative value,
// a zero where zero means nothing, and a value past its bound: each is refused with 400, the schema-violation code,
// on its own field, with the words of its kind. Nothing a request sends as −2 is ever taken as 2.

let t: TestApp;
let headers: Record<string, string>;
/** A checked-in visit and an unpaid invoice: the routes that take them look them up before reading the body. */
const ids = { visit: 0, invoice: 0 };

beforeAll(async () => {
  t = await createTestApp();
  const owner = await signUpClinic(t.app);
  headers = owner.headers;
  const filled = await fillClinic(t.app, headers);
  const start = new Date();
  const [visit] = await t.app.deps.db
    .insert(appointments)
    .values({
      clinicId: owner.user.clinicId,
      code: 'LH-NUM-1',
      clinicPatientId: filled.patient.id,
      doctorId: filled.doctor.id,
      locationId: filled.location.id,
      startAt: start,
      endAt: new Date(start.getTime() + 15 * 60_000),
      status: AppointmentStatus.CheckedIn,
      orderNumber: 1,
      notReserved: true,
    })
    .returning();
  ids.visit = visit!.id;
  const exam = await t.app.inject({
    method: 'POST',
    url: '/api/services',
    headers,
    payload: { code: 'KB-NUM', name: 'Khám', price: 100_000 },
  });
  const invoice = await t.app.inject({
    method: 'POST',
    url: '/api/invoices/create',
    headers: { ...headers, 'idempotency-key': 'number-fields-sale' },
    payload: { clinicPatientId: filled.patient.id, items: [{ serviceId: exam.json().data.id }] },
  });
  expect(invoice.statusCode, invoice.body).toBe(200);
  ids.invoice = invoice.json().data.id;
});
afterAll(() => t.app.close());

type Method = 'POST' | 'PUT';
interface Field {
  method: Method;
  url: string;
  /** The body with the field set to `value` (the rest only has to reach the field). */
  body: (value: number) => object;
  path: string;
  /** The refusal of each value: [value, message id]. */
  refused: readonly (readonly [number, string])[];
}

const quantity = (max: number) =>
  [
    [-1, 'formError.quantityPositive'],
    [0, 'formError.quantityPositive'],
    [max + 1, 'formError.quantityMax'],
  ] as const;
const quantityOrZero = (max: number) =>
  [
    [-1, 'formError.quantityNegative'],
    [max + 1, 'formError.quantityMax'],
  ] as const;
const price = (max = VND_MAX) =>
  [
    [-1, 'formError.priceNegative'],
    [-1000, 'formError.priceNegative'],
    [max + 1, 'formError.priceMax'],
  ] as const;
const positivePrice = [[0, 'formError.pricePositive'], ...price()] as const;
const amount = (max = VND_MAX) =>
  [
    [-1, 'formError.amountNegative'],
    [max + 1, 'formError.amountMax'],
  ] as const;
const percent = [
  [-1, 'formError.percentNegative'],
  [100.5, 'formError.percentMax'],
] as const;
const dayCount = (max: number) =>
  [
    [-1, 'formError.daysPositive'],
    [0, 'formError.daysPositive'],
    [max + 1, 'formError.daysMax'],
  ] as const;
const minuteCount = (min: number, max: number) =>
  [
    [-1, 'formError.minutesNegative'],
    ...(min > 0 ? ([[min - 1, 'formError.minutesMin']] as const) : []),
    [max + 1, 'formError.minutesMax'],
  ] as const;
const measured = (max: number) =>
  [
    [-55, 'formError.measurementNegative'],
    [0, 'formError.measurementRange'],
    [max * 10, 'formError.measurementRange'],
  ] as const;

const serviceLine = (value: number) => ({ services: [{ serviceId: 1, quantity: value }] });
const prescriptionLine = (line: object) => ({
  appointmentId: 1,
  items: [{ medicineId: 1, quantity: 1, unit: 'tablet', ...line }],
});
const importLine = (line: object) => ({
  type: 1,
  reason: 'importNewGoods',
  items: [
    {
      medicineId: 1,
      lotNumber: 'L1',
      expiryDate: '2099-01-01',
      quantity: 1,
      importPrice: 1000,
      costPerUnit: 1000,
      ...line,
    },
  ],
});
const sale = (item: object, extra: object = {}) => ({
  clinicPatientId: 1,
  items: [{ serviceId: 1, ...item }],
  ...extra,
});
const doctor = (extra: object) => ({
  name: 'BS A',
  doctorCode: 'BS-A',
  timePerAppointmentInMinutes: 15,
  waitingTime: 0,
  isVisibleForBooking: true,
  isAutoApproveAppointment: true,
  numberOfAppointmentsPerSlot: 1,
  ...extra,
});
const service = (extra: object) => ({ code: 'DV-X', name: 'Khám', price: 1000, ...extra });
const medicine = (extra: object) => ({ name: 'Thuốc', unit: 'tablet', price: 1000, ...extra });
const pkg = (extra: object) => ({
  code: 'GOI-X',
  name: 'Gói',
  type: 'examination',
  price: 1000,
  expireAfterDays: 30,
  items: [{ serviceId: 1, count: 1 }],
  ...extra,
});
const patient = (extra: object) => ({ fullName: 'Nguyễn Văn A', gender: 1, phone: '0912345678', ...extra });
const settings = (extra: object) => ({
  allowBookingInDays: 30,
  allowBookingBeforeMinutes: 60,
  allowCheckInLateAfterMinutes: 30,
  ...extra,
});

const fields: Field[] = [
  // The visit: services ordered, the prescription, the stock hint.
  {
    method: 'PUT',
    url: '/clinic-appointments/:visit/services',
    body: serviceLine,
    path: 'body.services.0.quantity',
    refused: quantity(100),
  },
  {
    method: 'POST',
    url: '/prescriptions',
    body: (v) => prescriptionLine({ quantity: v }),
    path: 'body.items.0.quantity',
    refused: quantity(10_000),
  },
  {
    method: 'POST',
    url: '/prescriptions',
    body: (v) => prescriptionLine({ morning: v }),
    path: 'body.items.0.morning',
    refused: quantityOrZero(100),
  },
  {
    method: 'POST',
    url: '/prescriptions',
    body: (v) => prescriptionLine({ evening: v }),
    path: 'body.items.0.evening',
    refused: quantityOrZero(100),
  },
  {
    method: 'POST',
    url: '/prescriptions',
    body: (v) => prescriptionLine({ days: v }),
    path: 'body.items.0.days',
    refused: dayCount(365),
  },
  {
    method: 'POST',
    url: '/medicines/check-stock-quantity',
    body: (v) => ({ items: [{ medicineId: 1, quantity: v }] }),
    path: 'body.items.0.quantity',
    refused: quantity(10_000),
  },
  // The till.
  {
    method: 'POST',
    url: '/invoices/create',
    body: (v) => sale({ quantity: v }),
    path: 'body.items.0.quantity',
    refused: quantity(10_000),
  },
  {
    method: 'POST',
    url: '/invoices/create',
    body: (v) => sale({ discount: { kind: 'amount', value: v } }),
    path: 'body.items.0.discount.value',
    refused: amount(),
  },
  {
    method: 'POST',
    url: '/invoices/create',
    body: (v) => sale({}, { discount: { kind: 'percent', value: v } }),
    path: 'body.discount.value',
    refused: percent,
  },
  {
    method: 'POST',
    url: '/invoices/create',
    body: (v) => sale({}, { total: v }),
    path: 'body.total',
    refused: amount(),
  },
  {
    method: 'PUT',
    url: '/invoices/:invoice/pay',
    body: (v) => ({ paymentMethod: 1, amountReceived: v }),
    path: 'body.amountReceived',
    refused: amount(),
  },
  // Stock.
  {
    method: 'POST',
    url: '/stock-sheets/create',
    body: (v) => importLine({ quantity: v }),
    path: 'body.items.0.quantity',
    refused: quantity(1_000_000),
  },
  {
    method: 'POST',
    url: '/stock-sheets/create',
    body: (v) => importLine({ importPrice: v }),
    path: 'body.items.0.importPrice',
    refused: price(),
  },
  {
    method: 'POST',
    url: '/stock-sheets/create',
    body: (v) => importLine({ exportPrice: v }),
    path: 'body.items.0.exportPrice',
    refused: price(),
  },
  {
    method: 'POST',
    url: '/stock-sheets/create',
    body: (v) => importLine({ discountPercent: v }),
    path: 'body.items.0.discountPercent',
    refused: percent,
  },
  {
    method: 'POST',
    url: '/stock-sheets/create',
    body: (v) => importLine({ costPerUnit: v }),
    path: 'body.items.0.costPerUnit',
    refused: positivePrice,
  },
  // The catalog.
  {
    method: 'POST',
    url: '/services',
    body: (v) => service({ price: v }),
    path: 'body.price',
    refused: price(),
  },
  {
    method: 'POST',
    url: '/services',
    body: (v) => service({ commissionPercent: v }),
    path: 'body.commissionPercent',
    refused: percent,
  },
  {
    method: 'POST',
    url: '/medicines',
    body: (v) => medicine({ price: v }),
    path: 'body.price',
    refused: price(),
  },
  {
    method: 'POST',
    url: '/medicines',
    body: (v) => medicine({ lowStockThreshold: v }),
    path: 'body.lowStockThreshold',
    refused: quantityOrZero(1_000_000),
  },
  { method: 'POST', url: '/packages', body: (v) => pkg({ price: v }), path: 'body.price', refused: price() },
  {
    method: 'POST',
    url: '/packages',
    body: (v) => pkg({ promotionPrice: v }),
    path: 'body.promotionPrice',
    refused: price(),
  },
  {
    method: 'POST',
    url: '/packages',
    body: (v) => pkg({ expireAfterDays: v }),
    path: 'body.expireAfterDays',
    refused: dayCount(3650),
  },
  {
    method: 'POST',
    url: '/packages',
    body: (v) => pkg({ items: [{ serviceId: 1, count: v }] }),
    path: 'body.items.0.count',
    refused: quantity(1000),
  },
  // The patient.
  {
    method: 'POST',
    url: '/clinic-patients',
    body: (v) => patient({ weightKg: v }),
    path: 'body.weightKg',
    refused: measured(500),
  },
  {
    method: 'POST',
    url: '/clinic-patients',
    body: (v) => patient({ heightCm: v }),
    path: 'body.heightCm',
    refused: measured(300),
  },
  // Set-up: doctors' slots and the clinic's booking rules.
  {
    method: 'POST',
    url: '/doctors',
    body: (v) => doctor({ timePerAppointmentInMinutes: v }),
    path: 'body.timePerAppointmentInMinutes',
    refused: minuteCount(5, 480),
  },
  {
    method: 'POST',
    url: '/doctors',
    body: (v) => doctor({ waitingTime: v }),
    path: 'body.waitingTime',
    refused: minuteCount(0, 240),
  },
  {
    method: 'POST',
    url: '/doctors',
    body: (v) => doctor({ numberOfAppointmentsPerSlot: v }),
    path: 'body.numberOfAppointmentsPerSlot',
    refused: quantity(50),
  },
  {
    method: 'POST',
    url: '/doctors',
    body: (v) => doctor({ yearsOfExperience: v }),
    path: 'body.yearsOfExperience',
    refused: [
      [-1, 'formError.notNegative'],
      [81, 'formError.outOfRange'],
    ],
  },
  {
    method: 'PUT',
    url: '/clinics/general-settings',
    body: (v) => settings({ allowBookingInDays: v }),
    path: 'body.allowBookingInDays',
    refused: dayCount(365),
  },
  {
    method: 'PUT',
    url: '/clinics/general-settings',
    body: (v) => settings({ allowBookingBeforeMinutes: v }),
    path: 'body.allowBookingBeforeMinutes',
    refused: minuteCount(0, 7 * 24 * 60),
  },
  {
    method: 'PUT',
    url: '/clinics/general-settings',
    body: (v) => settings({ allowCheckInLateAfterMinutes: v }),
    path: 'body.allowCheckInLateAfterMinutes',
    refused: minuteCount(0, 24 * 60),
  },
  {
    method: 'PUT',
    url: '/clinics/general-settings',
    body: (v) => settings({ nearExpiryDays: v }),
    path: 'body.nearExpiryDays',
    refused: dayCount(730),
  },
];

const cases = fields.flatMap((field) =>
  field.refused.map(([value, messageId]) => ({ ...field, value, messageId })),
);

describe('number fields refuse what makes no sense, each in its own words', () => {
  it.each(cases)(
    '$method $url $path = $value → $messageId',
    async ({ method, url, body, path, value, messageId }) => {
      const res = await t.app.inject({
        method,
        url: `/api${url.replace(':visit', String(ids.visit)).replace(':invoice', String(ids.invoice))}`,
        headers: { ...headers, 'idempotency-key': `number-${path}-${value}` },
        payload: body(value),
      });
      expect(res.statusCode, res.body).toBe(400);
      const answer = res.json() as {
        code: number;
        fields?: { path: string; messageId: string; text: string }[];
      };
      expect(answer.code).toBe(errors.schemaViolation.code);
      expect(
        answer.fields?.filter((f) => f.path === path),
        res.body,
      ).toEqual([expect.objectContaining({ messageId })]);
    },
  );

  it('words the refusal in the request’s language, đồng grouped', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/services?lang=en',
      headers,
      payload: service({ price: VND_MAX + 1 }),
    });
    const field = (res.json() as { fields: { path: string; text: string }[] }).fields.find(
      (f) => f.path === 'body.price',
    );
    expect(field?.text).toBe('The price must be at most 1,000,000,000 ₫');
  });
});
