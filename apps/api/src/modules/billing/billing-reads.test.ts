import {
  AppointmentStatus,
  addDays,
  type EmvFields,
  errors,
  hasValidCrc,
  InvoiceStatus,
  instantOfLocal,
  localDate,
  PaymentMethod,
  PermissionLevel,
  parseEmvTlv,
  ScreenId,
} from '@clinic/domain';
import type {
  BankTransferItem,
  BillingQueueItem,
  InvoiceSummary,
  InvoiceView,
} from '@clinic/domain/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  bankTransfers,
  invoiceItems,
  invoices,
  payments,
  userGroupMembers,
} from '../../db/schema/index.js';
import {
  type ApiReply,
  addStaffMember,
  createTestApp,
  fillClinic,
  signUpClinic,
  type TestApp,
} from '../../testing/harness.js';

// The billing reads: the invoices list and one invoice (screen 23), a visit's invoices, the cashier's
// queue and the reported transfers (screen 21). The write routes are another part's, so the rows are written
// straight into their tables here, as billing would leave them.

const HCM = 'Asia/Ho_Chi_Minh';
const S = AppointmentStatus;
const today = () => localDate(new Date(), HCM);

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpClinic>>;
let other: Awaited<ReturnType<typeof signUpClinic>>;
let filled: Awaited<ReturnType<typeof fillClinic>>;
let otherFilled: Awaited<ReturnType<typeof fillClinic>>;
async function ok<T>(res: ApiReply): Promise<T> {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
}
function refused(res: ApiReply, key: keyof typeof errors) {
  expect(res.statusCode, res.body).toBe(errors[key].status);
  expect(res.json().code, res.body).toBe(errors[key].code);
}
const search = (filter: object, paging = 'pageSize=50&pageNumber=1', headers = owner.headers) =>
  t.call(headers, 'POST', `/invoices/search?${paging}`, filter);
const codesOf = async (filter: object) =>
  (await ok<{ pageData: InvoiceSummary[] }>(await search(filter))).pageData.map((i) => i.code);

async function patient(fullName: string, phone: string, headers = owner.headers) {
  return ok<{ id: number; code: string }>(
    await t.call(headers, 'POST', '/clinic-patients', { fullName, gender: 1, phone }),
  );
}

let seq = 0;
/**
 * An invoice as billing leaves it: written unpaid with its lines (the database refuses lines on a posted
 * invoice), then paid and/or cancelled.
 */
async function invoice(input: {
  clinicPatientId: number;
  createdAt: Date;
  clinicId?: number;
  appointmentId?: number;
  total?: number;
  /** The line's service: the clinic's own (fillClinic's) unless given. */
  serviceId?: number;
  paid?: { method: number; by: number; received?: number };
  canceled?: boolean;
}) {
  seq += 1;
  const clinicId = input.clinicId ?? owner.user.clinicId;
  const total = input.total ?? 100_000;
  const [row] = await t.app.deps.db
    .insert(invoices)
    .values({
      clinicId,
      code: `HD${String(seq).padStart(6, '0')}`,
      appointmentId: input.appointmentId ?? null,
      clinicPatientId: input.clinicPatientId,
      subtotal: total,
      total,
      createdAt: input.createdAt,
      updatedAt: input.createdAt,
    })
    .returning();
  if (total > 0) {
    await t.app.deps.db.insert(invoiceItems).values({
      clinicId,
      invoiceId: row!.id,
      position: 0,
      kind: 'service',
      serviceId: input.serviceId ?? (clinicId === owner.user.clinicId ? filled : otherFilled).service.id,
      name: 'Khám tổng quát',
      unitPrice: total,
      quantity: 1,
      total,
    });
  }
  if (input.paid) {
    await t.app.deps.db
      .update(invoices)
      .set({
        status: InvoiceStatus.Paid,
        paymentMethod: input.paid.method,
        amountReceived: input.paid.received ?? null,
        paidAt: input.createdAt,
        paidBy: input.paid.by,
      })
      .where(eq(invoices.id, row!.id));
  }
  if (input.canceled) {
    await t.app.deps.db
      .update(invoices)
      .set({
        status: InvoiceStatus.Canceled,
        canceledAt: input.createdAt,
        canceledBy: owner.user.id,
        cancelReason: 'Nhập nhầm',
      })
      .where(eq(invoices.id, row!.id));
  }
  return { id: row!.id, code: row!.code };
}

/** A walk-in visit booked through the API, then moved to `status` at `day` `time` (clinic zone). */
async function visit(
  day: string,
  time: string,
  status: number,
  extra: { billed?: boolean; clinicPatientId?: number; headers?: Record<string, string> } = {},
) {
  const f = extra.headers ? otherFilled : filled;
  const created = await ok<{ id: number }>(
    await t.call(extra.headers ?? owner.headers, 'POST', '/clinic-appointments/create', {
      clinicPatientId: extra.clinicPatientId ?? f.patient.id,
      doctorId: f.doctor.id,
      locationId: f.location.id,
      notReserved: true,
    }),
  );
  const startAt = instantOfLocal(day, time, HCM);
  await t.app.deps.db
    .update(appointments)
    .set({
      status,
      startAt,
      endAt: new Date(startAt.getTime() + 15 * 60_000),
      ...(extra.billed ? { billedAt: new Date(), billedBy: owner.user.id } : {}),
    })
    .where(eq(appointments.id, created.id));
  return created.id;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpClinic(t.app, 'Thungan');
  other = await signUpClinic(t.app, 'Khac');
  filled = await fillClinic(t.app, owner.headers, 'Thungan');
  otherFilled = await fillClinic(t.app, other.headers, 'Khac');
}, 60_000);
afterAll(async () => t.close());

describe('POST /invoices/search', () => {
  const day = '2026-03-10';
  const at = (d: string, time: string) => instantOfLocal(d, time, HCM);
  const ids: Record<string, { id: number; code: string }> = {};
  let nguyen: { id: number; code: string };
  let tran: { id: number; code: string };
  let cashier: Awaited<ReturnType<typeof addStaffMember>>;

  beforeAll(async () => {
    nguyen = await patient('Nguyễn Văn A', '0912345678');
    tran = await patient('Trần Thị Bích', '0987000111');
    cashier = await addStaffMember(t.app, owner.user.clinicId, { label: 'Thu ngân Hoa' });
    // The day's bounds in the clinic's zone (UTC+7): 23:59 the day before and 00:00 the day after are outside.
    ids.before = await invoice({ clinicPatientId: tran.id, createdAt: at(addDays(day, -1), '23:59') });
    ids.first = await invoice({
      clinicPatientId: nguyen.id,
      createdAt: at(day, '00:00'),
      paid: { method: PaymentMethod.Cash, by: cashier.user.id, received: 200_000 },
    });
    ids.last = await invoice({
      clinicPatientId: tran.id,
      createdAt: at(day, '23:59'),
      paid: { method: PaymentMethod.BankTransfer, by: owner.user.id },
    });
    ids.after = await invoice({
      clinicPatientId: nguyen.id,
      createdAt: at(addDays(day, 1), '00:00'),
      paid: { method: PaymentMethod.EWallet, by: cashier.user.id },
      canceled: true,
    });
    ids.open = await invoice({ clinicPatientId: tran.id, createdAt: at(addDays(day, 2), '09:00') });
    ids.dropped = await invoice({
      clinicPatientId: nguyen.id,
      createdAt: at(addDays(day, 3), '09:00'),
      canceled: true,
    });
    // Another clinic's invoice, newer than all, of a patient of the same name.
    const stranger = await patient('Nguyễn Văn A', '0912345678', other.headers);
    ids.foreign = await invoice({
      clinicId: other.user.clinicId,
      clinicPatientId: stranger.id,
      createdAt: at(addDays(day, 4), '09:00'),
    });
  });

  const all = ['dropped', 'open', 'after', 'last', 'first', 'before'];
  const codes = (...keys: string[]) => keys.map((k) => ids[k]!.code);

  it('lists the clinic’s invoices newest first, never another clinic’s', async () => {
    const page = await ok<{ pageData: InvoiceSummary[] }>(await search({}));
    expect(page.pageData.map((i) => i.code)).toEqual(codes(...all));
    const first = page.pageData.find((i) => i.id === ids.first!.id)!;
    expect(first).toMatchObject({
      status: InvoiceStatus.Paid,
      patientName: 'Nguyễn Văn A',
      patientCode: nguyen.code,
      paymentMethod: PaymentMethod.Cash,
      total: 100_000,
      amountReceived: 200_000,
      changeDue: 100_000,
      paidBy: cashier.user.id,
      paidByName: 'Thu ngân Hoa',
      itemCount: 1,
    });
  });

  it('keeps each day bound in the clinic’s zone', async () => {
    expect(await codesOf({ from: day, to: day })).toEqual(codes('last', 'first'));
    expect(await codesOf({ from: addDays(day, 1) })).toEqual(codes('dropped', 'open', 'after'));
    expect(await codesOf({ to: addDays(day, -1) })).toEqual(codes('before'));
  });

  it('finds a name without its accents, a patient code or a phone, and part of the invoice code', async () => {
    expect(await codesOf({ keyword: 'nguyen van a' })).toEqual(codes('dropped', 'after', 'first'));
    expect(await codesOf({ keyword: 'NGUYỄN' })).toEqual(codes('dropped', 'after', 'first'));
    expect(await codesOf({ keyword: 'tran thi bich' })).toEqual(codes('open', 'last', 'before'));
    expect(await codesOf({ keyword: '0987 000' })).toEqual(codes('open', 'last', 'before'));
    expect(await codesOf({ keyword: tran.code.toLowerCase() })).toEqual(codes('open', 'last', 'before'));
    expect(await codesOf({ keyword: 'le van' })).toEqual([]);
    expect(await codesOf({ code: ids.open!.code.toLowerCase().slice(1) })).toEqual(codes('open'));
    // A LIKE wildcard is taken as itself.
    expect(await codesOf({ code: 'HD%' })).toEqual([]);
  });

  it('filters by cashier, method, status and patient, and by several at once', async () => {
    expect(await codesOf({ cashierId: cashier.user.id })).toEqual(codes('after', 'first'));
    expect(await codesOf({ paymentMethod: PaymentMethod.BankTransfer })).toEqual(codes('last'));
    expect(await codesOf({ paymentMethod: PaymentMethod.EWallet })).toEqual(codes('after'));
    expect(await codesOf({ status: InvoiceStatus.WaitForPayment })).toEqual(codes('open', 'before'));
    expect(await codesOf({ status: InvoiceStatus.Paid })).toEqual(codes('last', 'first'));
    expect(await codesOf({ status: InvoiceStatus.Canceled })).toEqual(codes('dropped', 'after'));
    expect(await codesOf({ clinicPatientId: tran.id })).toEqual(codes('open', 'last', 'before'));
    expect(
      await codesOf({ keyword: 'nguyen', status: InvoiceStatus.Canceled, from: addDays(day, 2) }),
    ).toEqual(codes('dropped'));
    // Another clinic's patient or cashier is a filter that finds nothing here.
    const foreignPatient = await search({ clinicPatientId: otherFilled.patient.id });
    expect(foreignPatient.statusCode).toBe(200);
    expect(foreignPatient.json().data.pageData).toEqual([]);
  });

  it('pages with the total of every match', async () => {
    const pageOf = async (n: number) =>
      ok<{ pageData: InvoiceSummary[]; paging: object }>(await search({}, `pageSize=4&pageNumber=${n}`));
    const one = await pageOf(1);
    expect(one.pageData.map((i) => i.code)).toEqual(codes('dropped', 'open', 'after', 'last'));
    expect(one.paging).toEqual({ totalItem: 6, pageSize: 4, pageNumber: 1 });
    const two = await pageOf(2);
    expect(two.pageData.map((i) => i.code)).toEqual(codes('first', 'before'));
    expect(two.paging).toEqual({ totalItem: 6, pageSize: 4, pageNumber: 2 });
    const past = await pageOf(3);
    expect(past).toEqual({ pageData: [], paging: { totalItem: 6, pageSize: 4, pageNumber: 3 } });
    const filtered = await ok<{ paging: object }>(
      await search({ keyword: 'nguyen' }, 'pageSize=2&pageNumber=1'),
    );
    expect(filtered.paging).toEqual({ totalItem: 3, pageSize: 2, pageNumber: 1 });
  });

  it('opens one of the clinic’s invoices; another clinic’s is not found', async () => {
    const view = await ok<InvoiceView>(await t.call(owner.headers, 'GET', `/invoices/${ids.first!.id}`));
    expect(view).toMatchObject({ code: ids.first!.code, status: InvoiceStatus.Paid, vietQr: null });
    expect(view.items.map((i) => [i.kind, i.name, i.total, i.source])).toEqual([
      ['service', 'Khám tổng quát', 100_000, `service:${filled.service.id}#0`],
    ]);
    refused(await t.call(owner.headers, 'GET', `/invoices/${ids.foreign!.id}`), 'invoiceNotFound');
    refused(await t.call(owner.headers, 'GET', '/invoices/999999999'), 'invoiceNotFound');
  });
});

describe('GET /invoices/:id', () => {
  it('answers the ledger and transfers, and a VietQR code only for an unpaid invoice with a total once the bank is set', async () => {
    const who = await patient('Lê Thị Thu', '0903111222');
    const unpaid = await invoice({ clinicPatientId: who.id, createdAt: new Date(), total: 250_000 });
    const free = await invoice({ clinicPatientId: who.id, createdAt: new Date(), total: 0 });
    const paid = await invoice({
      clinicPatientId: who.id,
      createdAt: new Date(),
      total: 80_000,
      paid: { method: PaymentMethod.BankTransfer, by: owner.user.id },
    });
    const [transfer] = await t.app.deps.db
      .insert(bankTransfers)
      .values({
        clinicId: owner.user.clinicId,
        provider: 'sepay',
        externalId: 'tx-paid-1',
        amount: 80_000,
        content: `CK ${paid.code} thanh toan`,
        status: 'matched',
        invoiceId: paid.id,
        createdAt: new Date(Date.now() - 3_600_000),
      })
      .returning();
    await t.app.deps.db.insert(payments).values({
      clinicId: owner.user.clinicId,
      invoiceId: paid.id,
      method: PaymentMethod.BankTransfer,
      amount: 80_000,
      bankTransferId: transfer!.id,
      createdBy: owner.user.id,
    });

    // No bank account yet: no code.
    expect(
      (await ok<InvoiceView>(await t.call(owner.headers, 'GET', `/invoices/${unpaid.id}`))).vietQr,
    ).toBeNull();

    const settings = await ok<Record<string, unknown>>(
      await t.call(owner.headers, 'GET', '/clinics/general-settings'),
    );
    const bank = { bin: '970436', accountNumber: '0071000123456', accountName: 'PHONG KHAM THU NGAN' };
    await ok(
      await t.call(owner.headers, 'PUT', '/clinics/general-settings', {
        clinicName: settings.clinicName,
        phone: settings.phone,
        email: settings.email,
        address: settings.address,
        timeZone: settings.timeZone,
        allowBookingInDays: settings.allowBookingInDays,
        allowBookingBeforeMinutes: settings.allowBookingBeforeMinutes,
        allowCheckInLateAfterMinutes: settings.allowCheckInLateAfterMinutes,
        enableCheckInSheet: settings.enableCheckInSheet,
        bank,
      }),
    );

    const view = await ok<InvoiceView>(await t.call(owner.headers, 'GET', `/invoices/${unpaid.id}`));
    expect(view.vietQr).toMatchObject({
      bankBin: bank.bin,
      accountNumber: bank.accountNumber,
      accountName: bank.accountName,
      amount: 250_000,
      purpose: unpaid.code,
    });
    const payload = view.vietQr!.payload;
    expect(hasValidCrc(payload)).toBe(true);
    const fields = parseEmvTlv(payload, true);
    expect(fields['54']).toBe('250000');
    expect(fields['53']).toBe('704');
    expect((fields['62'] as EmvFields)['08']).toBe(unpaid.code);
    expect(((fields['38'] as EmvFields)['01'] as EmvFields)['01']).toBe(bank.accountNumber);
    expect(((fields['38'] as EmvFields)['01'] as EmvFields)['00']).toBe(bank.bin);

    // Nothing to pay, or already paid: no code.
    expect(
      (await ok<InvoiceView>(await t.call(owner.headers, 'GET', `/invoices/${free.id}`))).vietQr,
    ).toBeNull();
    const paidView = await ok<InvoiceView>(await t.call(owner.headers, 'GET', `/invoices/${paid.id}`));
    expect(paidView.vietQr).toBeNull();
    expect(paidView.payments).toMatchObject([
      {
        amount: 80_000,
        method: PaymentMethod.BankTransfer,
        bankTransferId: transfer!.id,
        reversesPaymentId: null,
      },
    ]);
    expect(paidView.bankTransfers).toMatchObject([
      {
        id: transfer!.id,
        status: 'matched',
        invoiceId: paid.id,
        invoiceCode: paid.code,
        codeInContent: paid.code,
      },
    ]);
  });
});

describe('GET /clinic-appointments/:id/invoices', () => {
  it('answers the visit’s invoices oldest first; another clinic’s visit is not found', async () => {
    const appointmentId = await visit(today(), '08:00', S.Finished);
    const first = await invoice({
      clinicPatientId: filled.patient.id,
      appointmentId,
      createdAt: new Date(Date.now() - 60_000),
      canceled: true,
    });
    const second = await invoice({
      clinicPatientId: filled.patient.id,
      appointmentId,
      createdAt: new Date(),
    });
    const list = await ok<InvoiceSummary[]>(
      await t.call(owner.headers, 'GET', `/clinic-appointments/${appointmentId}/invoices`),
    );
    expect(list.map((i) => [i.id, i.status, i.appointmentId])).toEqual([
      [first.id, InvoiceStatus.Canceled, appointmentId],
      [second.id, InvoiceStatus.WaitForPayment, appointmentId],
    ]);
    const none = await visit(today(), '08:30', S.InProgress);
    expect(await ok(await t.call(owner.headers, 'GET', `/clinic-appointments/${none}/invoices`))).toEqual([]);
    refused(
      await t.call(owner.headers, 'GET', `/clinic-appointments/${otherFilled.appointment.id}/invoices`),
      'appointmentNotFound',
    );
  });
});

describe('GET /invoices/billing-queue', () => {
  it('lists the unbilled visits in progress or finished of the last 7 clinic days, finished first, with their invoices', async () => {
    const queueOwner = await signUpClinic(t.app, 'Hangdoi');
    const queueFilled = await fillClinic(t.app, queueOwner.headers, 'Hangdoi');
    // A clinic of its own, so the other tests' visits stay out of the list.
    const h = queueOwner.headers;
    const book = async (day: string, time: string, status: number, billed = false) => {
      const created = await ok<{ id: number }>(
        await t.call(h, 'POST', '/clinic-appointments/create', {
          clinicPatientId: queueFilled.patient.id,
          doctorId: queueFilled.doctor.id,
          locationId: queueFilled.location.id,
          notReserved: true,
        }),
      );
      const startAt = instantOfLocal(day, time, HCM);
      await t.app.deps.db
        .update(appointments)
        .set({
          status,
          startAt,
          endAt: new Date(startAt.getTime() + 15 * 60_000),
          ...(billed ? { billedAt: new Date(), billedBy: queueOwner.user.id } : {}),
        })
        .where(eq(appointments.id, created.id));
      return created.id;
    };
    // The fixture's own walk-in is not in progress or finished: out of the queue.
    const finishedToday = await book(today(), '08:00', S.Finished);
    const inProgressEarlier = await book(addDays(today(), -2), '09:00', S.InProgress);
    const finishedOldest = await book(addDays(today(), -6), '00:00', S.Finished);
    const inProgressToday = await book(today(), '07:00', S.InProgress);
    await book(addDays(today(), -7), '23:59', S.Finished); // the day before the window
    await book(today(), '09:00', S.Finished, true); // billing finished
    await book(today(), '10:00', S.Canceled);
    await book(today(), '10:30', S.CheckedIn);
    await visit(today(), '08:00', S.Finished, { headers: other.headers }); // another clinic's

    const canceled = await invoice({
      clinicId: queueOwner.user.clinicId,
      clinicPatientId: queueFilled.patient.id,
      serviceId: queueFilled.service.id,
      appointmentId: finishedToday,
      createdAt: new Date(Date.now() - 60_000),
      canceled: true,
    });
    const paid = await invoice({
      clinicId: queueOwner.user.clinicId,
      clinicPatientId: queueFilled.patient.id,
      serviceId: queueFilled.service.id,
      appointmentId: finishedToday,
      createdAt: new Date(),
      total: 120_000,
      paid: { method: PaymentMethod.Cash, by: queueOwner.user.id, received: 120_000 },
    });

    const queue = await ok<BillingQueueItem[]>(await t.call(h, 'GET', '/invoices/billing-queue'));
    expect(queue.map((q) => q.appointmentId)).toEqual([
      finishedOldest,
      finishedToday,
      inProgressEarlier,
      inProgressToday,
    ]);
    const item = queue[1]!;
    expect(item).toMatchObject({
      appointmentStatus: S.Finished,
      date: today(),
      time: '08:00',
      doctorName: 'Bác sĩ Hangdoi',
      clinicPatientId: queueFilled.patient.id,
      patientName: 'Bệnh nhân Hangdoi',
      patientPhone: expect.any(String),
      invoices: [
        { id: canceled.id, code: canceled.code, status: InvoiceStatus.Canceled, total: 100_000 },
        { id: paid.id, code: paid.code, status: InvoiceStatus.Paid, total: 120_000 },
      ],
    });
    expect(item.appointmentCode).toMatch(/\S/);
    expect(queue[0]).toMatchObject({ date: addDays(today(), -6), time: '00:00', invoices: [] });

    // Groups: a cashier whose group shows another location's doctors sees none of these visits.
    const elsewhere = await ok<{ id: number }>(
      await t.call(h, 'POST', '/locations', { name: 'Cơ sở khác', address: '2 Lê Lợi', provinceId: 58 }),
    );
    const group = await ok<{ id: number }>(
      await t.call(h, 'POST', '/user-groups', { name: 'Nhóm cơ sở khác', locationIds: [elsewhere.id] }),
    );
    const scoped = await addStaffMember(t.app, queueOwner.user.clinicId, {
      screens: { [ScreenId.Billing]: PermissionLevel.Read },
    });
    await t.app.deps.db
      .insert(userGroupMembers)
      .values({ clinicId: queueOwner.user.clinicId, groupId: group.id, userId: scoped.user.id });
    expect(await ok(await t.call(scoped.headers, 'GET', '/invoices/billing-queue'))).toEqual([]);
    refused(
      await t.call(scoped.headers, 'GET', `/clinic-appointments/${finishedToday}/invoices`),
      'appointmentNotFound',
    );
  });
});

describe('GET /payments/bank-transfers', () => {
  it('pages the reported transfers newest first, of one status or all', async () => {
    const who = await patient('Phạm Minh Khoa', '0911222333');
    const paid = await invoice({ clinicPatientId: who.id, createdAt: new Date() });
    const transfer = (externalId: string, status: string, minutesAgo: number, invoiceId?: number) =>
      t.app.deps.db
        .insert(bankTransfers)
        .values({
          clinicId: owner.user.clinicId,
          provider: 'sepay',
          externalId,
          amount: 50_000,
          content: 'chuyen khoan',
          status,
          invoiceId: invoiceId ?? null,
          createdAt: new Date(Date.now() - minutesAgo * 60_000),
        })
        .returning()
        .then((rows) => rows[0]!.id);
    // The earlier test left one 'matched' transfer, an hour old; these are newer.
    const oldUnmatched = await transfer('tx-u-1', 'unmatched', 30);
    const attached = await transfer('tx-a-1', 'attached', 20, paid.id);
    const newUnmatched = await transfer('tx-u-2', 'unmatched', 10);
    await t.app.deps.db.insert(bankTransfers).values({
      clinicId: other.user.clinicId,
      provider: 'sepay',
      externalId: 'tx-u-3',
      amount: 1,
      status: 'unmatched',
    });
    const list = async (query: string) =>
      ok<{ pageData: BankTransferItem[]; paging: object }>(
        await t.call(owner.headers, 'GET', `/payments/bank-transfers?${query}`),
      );
    const unmatched = await list('status=unmatched&pageSize=10&pageNumber=1');
    expect(unmatched.pageData.map((b) => b.id)).toEqual([newUnmatched, oldUnmatched]);
    expect(unmatched.paging).toEqual({ totalItem: 2, pageSize: 10, pageNumber: 1 });
    const attachedOnly = await list('status=attached&pageSize=10&pageNumber=1');
    expect(attachedOnly.pageData).toMatchObject([
      { id: attached, status: 'attached', invoiceId: paid.id, invoiceCode: paid.code },
    ]);
    const everything = await list('pageSize=2&pageNumber=1');
    expect(everything.pageData.map((b) => b.id)).toEqual([newUnmatched, attached]);
    expect(everything.paging).toEqual({ totalItem: 4, pageSize: 2, pageNumber: 1 });
    const bad = await t.call(owner.headers, 'GET', '/payments/bank-transfers?status=lost');
    expect(bad.statusCode).toBe(400);
  });
});

describe('permissions', () => {
  it('answers Billing or Invoices Read as each route says; nobody else', async () => {
    const appointmentId = await visit(today(), '11:00', S.Finished);
    const one = await invoice({ clinicPatientId: filled.patient.id, appointmentId, createdAt: new Date() });
    const nobody = await addStaffMember(t.app, owner.user.clinicId, { screens: {} });
    const invoicesOnly = await addStaffMember(t.app, owner.user.clinicId, {
      screens: { [ScreenId.Invoices]: PermissionLevel.Read },
    });
    const billing = await addStaffMember(t.app, owner.user.clinicId, {
      screens: { [ScreenId.Billing]: PermissionLevel.Read },
    });
    const doctorQueue = await addStaffMember(t.app, owner.user.clinicId, {
      screens: { [ScreenId.TodayExaminations]: PermissionLevel.Read },
    });
    const routes = {
      search: () => ['POST', '/invoices/search', {}] as const,
      get: () => ['GET', `/invoices/${one.id}`, undefined] as const,
      visit: () => ['GET', `/clinic-appointments/${appointmentId}/invoices`, undefined] as const,
      queue: () => ['GET', '/invoices/billing-queue', undefined] as const,
      transfers: () => ['GET', '/payments/bank-transfers', undefined] as const,
    };
    const statusOf = async (headers: Record<string, string>) =>
      Object.fromEntries(
        await Promise.all(
          Object.entries(routes).map(async ([name, route]) => {
            const [method, url, payload] = route();
            const res = await t.call(headers, method, url, payload);
            return [name, res.statusCode === 200 ? 'ok' : res.json().code] as const;
          }),
        ),
      );
    const denied = errors.noPermission.code;
    expect(await statusOf(nobody.headers)).toEqual({
      search: denied,
      get: denied,
      visit: denied,
      queue: denied,
      transfers: denied,
    });
    expect(await statusOf(invoicesOnly.headers)).toEqual({
      search: 'ok',
      get: 'ok',
      visit: 'ok',
      queue: denied,
      transfers: denied,
    });
    expect(await statusOf(billing.headers)).toEqual({
      search: 'ok',
      get: 'ok',
      visit: 'ok',
      queue: 'ok',
      transfers: 'ok',
    });
    expect(await statusOf(doctorQueue.headers)).toEqual({
      search: denied,
      get: denied,
      visit: 'ok',
      queue: denied,
      transfers: denied,
    });
  });
});
