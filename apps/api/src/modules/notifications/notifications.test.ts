import {
  ActiveStatus,
  type AppointmentEventPayload,
  AppointmentStatus,
  addDays,
  errors,
  InvoiceStatus,
  NotificationKind as Kind,
  localDate,
  type NotificationKind,
  type NotificationNewPayload,
  PaymentMethod,
  PermissionLevel,
  Plan,
  RealtimeEvent,
  ScreenId,
  UserSkill,
} from '@clinic/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  clinics,
  doctors,
  notifications,
  userGroupMembers,
  users,
} from '../../db/schema/index.js';
import type { DomainEvent } from '../../platform/events.js';
import { enqueueAll } from '../../platform/jobs/runner.js';
import type { PushItem } from '../../platform/push/push.js';
import {
  type ApiReply,
  addStaffMember,
  createTestApp,
  fillClinic,
  signUpClinic,
  type TestApp,
} from '../../testing/harness.js';
import { runStockAlerts } from './stock-alerts.job.js';

// Who hears what (skills × screens × groups), the reader's language, the user's own calls, and the daily stock alert.
// One app: a clinic with two locations, each with a doctor and a group, and a staff member for every rule. Events are
// the real appointment payloads (a real check-in), re-published with the variations each rule needs through the
// outbox, as a transaction writes them; the jobs are run with `deps.jobs.runDue()`.

const R = PermissionLevel.Read;
let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpClinic>>;
let filled: Awaited<ReturnType<typeof fillClinic>>;
let clinicId: number;
let locationB: number;
let doctorB: number;
type Staff = Awaited<ReturnType<typeof addStaffMember>>;
const staff: Record<string, Staff> = {};
const heard: DomainEvent[] = [];
const pushed: PushItem[] = [];
let checkedIn: AppointmentEventPayload;
const ok = async (res: ApiReply) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

async function member(
  name: string,
  screens: Record<number, number>,
  options: { skills?: UserSkill[]; groupId?: number; language?: string; status?: ActiveStatus } = {},
) {
  const s = await addStaffMember(t.app, clinicId, { screens, label: name });
  await t.app.deps.db
    .update(users)
    .set({
      skills: options.skills ?? [],
      language: options.language ?? 'vi',
      status: options.status ?? ActiveStatus.Active,
    })
    .where(eq(users.id, s.user.id));
  if (options.groupId)
    await t.app.deps.db
      .insert(userGroupMembers)
      .values({ clinicId, groupId: options.groupId, userId: s.user.id });
  staff[name] = s;
  return s;
}

/** Who holds a notification of `dedupeKey`, by staff name (the owner as 'owner'). */
async function holders(dedupeKey: string): Promise<string[]> {
  const rows = await t.app.deps.db
    .select({ userId: notifications.userId, kind: notifications.kind })
    .from(notifications)
    .where(and(eq(notifications.clinicId, clinicId), eq(notifications.dedupeKey, dedupeKey)));
  const nameOf = (id: number) =>
    id === owner.user.id ? 'owner' : Object.entries(staff).find(([, s]) => s.user.id === id)?.[0];
  return rows.map((r) => nameOf(r.userId) ?? `user ${r.userId}`).sort();
}

/** An event as a committed transaction leaves it: a row of the outbox (and, for screens, on the bus). */
async function publish(event: Omit<DomainEvent, 'clinicId'>) {
  const whole = { clinicId, ...event } as DomainEvent;
  await enqueueAll(t.app.deps.db, t.app.deps.clock, t.app.deps.events.outboxOf([whole]));
  t.app.deps.events.publish(whole);
}

const delivered = () => t.app.deps.jobs.runDue();

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpClinic(t.app, 'Bell');
  clinicId = owner.user.clinicId;
  filled = await fillClinic(t.app, owner.headers, 'Bell');
  t.app.deps.events.subscribe((e) => heard.push(e));
  t.app.deps.push = { ...t.app.deps.push, deliver: async (items) => void pushed.push(...items) };
  locationB = (
    await ok(
      await t.call(owner.headers, 'POST', '/locations', {
        name: 'Cơ sở Thủ Đức',
        address: '2 Võ Văn Ngân',
        provinceId: 58,
      }),
    )
  ).id;
  doctorB = (
    await ok(
      await t.call(owner.headers, 'POST', '/doctors', {
        name: 'Trần Thị Bích',
        doctorCode: 'BS-TTB',
        timePerAppointmentInMinutes: 15,
        waitingTime: 5,
        isVisibleForBooking: true,
        isAutoApproveAppointment: false,
        numberOfAppointmentsPerSlot: 1,
        specialtyIds: [filled.specialty.id],
        locationIds: [locationB],
      }),
    )
  ).id;
  const groupB = (
    await ok(
      await t.call(owner.headers, 'POST', '/user-groups', { name: 'Nhóm Thủ Đức', locationIds: [locationB] }),
    )
  ).id;
  const groupA = filled.group.id;
  const reception = { [ScreenId.Appointments]: R };
  await member('recA', reception, { skills: [UserSkill.Receptionist], groupId: groupA });
  await member('recEn', reception, { skills: [UserSkill.Receptionist], groupId: groupA, language: 'en' });
  await member('recB', reception, { skills: [UserSkill.Receptionist], groupId: groupB });
  await member('recOff', reception, { skills: [UserSkill.Receptionist], groupId: groupA });
  await member('recGone', reception, {
    skills: [UserSkill.Receptionist],
    groupId: groupA,
    status: ActiveStatus.Inactive,
  });
  await member('recNoScreen', {}, { skills: [UserSkill.Receptionist], groupId: groupA });
  await member('docA', { [ScreenId.TodayExaminations]: R }, { skills: [UserSkill.Doctor] });
  await member('docB', { [ScreenId.TodayExaminations]: R }, { skills: [UserSkill.Doctor] });
  await t.app.deps.db
    .update(doctors)
    .set({ userId: staff.docA!.user.id })
    .where(eq(doctors.id, filled.doctor.id));
  await t.app.deps.db.update(doctors).set({ userId: staff.docB!.user.id }).where(eq(doctors.id, doctorB));
  await member('cashier', { [ScreenId.Billing]: R }, { skills: [UserSkill.Cashier] });
  await member('cashierB', { [ScreenId.Billing]: R }, { skills: [UserSkill.Cashier], groupId: groupB });
  await member('stock', { [ScreenId.StockOnHand]: R });
  // recOff turns online bookings off in my settings (the call itself is tested below).
  await ok(
    await t.call(staff.recOff!.headers, 'PUT', '/notifications/settings', {
      disabledKinds: [Kind.OnlineBookingPending],
    }),
  );
}, 60_000);
afterAll(async () => t?.close());

describe('who receives which notification', () => {
  it('a real check-in by the owner tells that doctor’s own user only', async () => {
    await ok(await t.call(owner.headers, 'PUT', `/clinic-appointments/${filled.appointment.id}/check-in`));
    await delivered();
    const event = heard.find((e) => e.name === RealtimeEvent.AppointmentCheckIn);
    expect(event?.actorUserId).toBe(owner.user.id);
    checkedIn = event!.payload as AppointmentEventPayload;
    // The owner hears every kind, but not of their own act; docB's patient it is not.
    expect(await holders(`checkin:${filled.appointment.id}`)).toEqual(['docA']);
    // Announced twice (another instance, a retry): still one.
    await publish({ name: RealtimeEvent.AppointmentCheckIn, payload: checkedIn, actorUserId: owner.user.id });
    await delivered();
    expect(await holders(`checkin:${filled.appointment.id}`)).toEqual(['docA']);
  });

  it('follows skills, screens, groups, preferences, status and the actor', async () => {
    const atA = { ...checkedIn, id: 900001, status: AppointmentStatus.NotApproved };
    const atB = { ...atA, id: 900002, doctorId: doctorB, doctorName: 'Trần Thị Bích', locationId: locationB };
    await publish({ name: RealtimeEvent.AppointmentAdd, payload: { ...atA, source: 'online' } });
    await publish({ name: RealtimeEvent.AppointmentAdd, payload: { ...atB, source: 'online' } });
    // A staff booking, and an online one its doctor approved at once: nobody needs telling.
    await publish({ name: RealtimeEvent.AppointmentAdd, payload: { ...atA, id: 900003, source: 'staff' } });
    await publish({
      name: RealtimeEvent.AppointmentAdd,
      payload: { ...atA, id: 900004, status: AppointmentStatus.Approved, source: 'online' },
    });
    await publish({ name: RealtimeEvent.AppointmentInvalid, payload: atA, actorUserId: staff.recA!.user.id });
    await publish({ name: RealtimeEvent.AppointmentCheckIn, payload: { ...atB, id: 900005 } });
    await publish({ name: RealtimeEvent.AppointmentCreateUpdatePrescription, payload: atA });
    const invoice = {
      id: 800001,
      code: 'HD000123',
      status: InvoiceStatus.Paid,
      appointmentId: filled.appointment.id,
      clinicPatientId: filled.patient.id,
      total: 250000,
      paymentMethod: PaymentMethod.BankTransfer,
    };
    await publish({ name: RealtimeEvent.InvoicePay, payload: invoice });
    await publish({
      name: RealtimeEvent.InvoicePay,
      payload: { ...invoice, id: 800002, appointmentId: null },
    });
    await publish({
      name: RealtimeEvent.InvoicePay,
      payload: { ...invoice, id: 800003, paymentMethod: PaymentMethod.Cash },
    });
    await delivered();

    const table: [string, string[]][] = [
      // Reception of A only (recB is of B, recOff turned it off, recGone is disabled, recNoScreen lacks the screen).
      ['online:900001', ['owner', 'recA', 'recEn']],
      ['online:900002', ['owner', 'recB']],
      ['online:900003', []],
      ['online:900004', []],
      // recA turned it Invalid: not told of their own act; recOff turned off only online bookings.
      [`invalid:900001:${atA.updatedAt}`, ['owner', 'recEn', 'recOff']],
      ['checkin:900005', ['docB', 'owner']],
      ['prescription:900001', ['cashier', 'owner']],
      // The visit is at A: cashierB (of B) hears nothing; an invoice of no visit only those who see everything.
      ['invoice-paid:800001', ['cashier', 'owner']],
      ['invoice-paid:800002', ['cashier', 'owner']],
      ['invoice-paid:800003', []],
    ];
    for (const [key, expected] of table) expect([key, await holders(key)]).toEqual([key, expected]);
    expect(pushed.filter((p) => p.kind === Kind.InvoicePaidByTransfer)).toHaveLength(4);
  });

  it('tells each recipient on their own room, in their language, with their unread count', () => {
    const news = heard
      .filter((e) => e.name === RealtimeEvent.NotificationNew)
      .map((e) => e.payload as NotificationNewPayload);
    const toEn = news.filter((n) => n.userId === staff.recEn!.user.id);
    expect(toEn.map((n) => [n.notification.title, n.unreadCount])).toEqual([
      ['Online booking waiting for approval', 1],
      ['Appointment no longer valid', 2],
    ]);
    const toA = news.find((n) => n.userId === staff.recA!.user.id)!;
    expect(toA.notification.title).toBe('Lịch hẹn trực tuyến chờ duyệt');
    expect(toA.notification.target).toEqual({ type: 'appointment', id: 900001 });
  });
});

describe('the user’s own calls', () => {
  it('reads in the reader’s language, or the one asked for', async () => {
    const [y, m, d] = checkedIn.date.split('-');
    const vi = await ok(await t.call(staff.recA!.headers, 'GET', '/notifications'));
    expect(vi.pageData.map((n: { title: string; body: string }) => [n.title, n.body])).toEqual([
      [
        'Lịch hẹn trực tuyến chờ duyệt',
        `${checkedIn.patient.fullName} đặt lịch khám ${checkedIn.doctorName} lúc ${checkedIn.time} ngày ${d}/${m}/${y}`,
      ],
    ]);
    const en = await ok(await t.call(staff.recEn!.headers, 'GET', '/notifications'));
    expect(en.pageData.map((n: { title: string }) => n.title)).toEqual([
      'Appointment no longer valid',
      'Online booking waiting for approval',
    ]);
    expect(en.paging.totalItem).toBe(2);
    const asked = await ok(await t.call(staff.recEn!.headers, 'GET', '/notifications?lang=vi&pageSize=1'));
    expect(asked.pageData.map((n: { title: string }) => n.title)).toEqual(['Lịch hẹn không còn hợp lệ']);
    expect(asked.paging).toMatchObject({ totalItem: 2, pageSize: 1, pageNumber: 1 });
    const cashier = await ok(await t.call(staff.cashier!.headers, 'GET', '/notifications?lang=en'));
    expect(cashier.pageData.map((n: { body: string }) => n.body)).toContain(
      `Invoice HD000123 of ${checkedIn.patient.fullName} was paid 250.000 ₫ by bank transfer`,
    );
  });

  it('read, read-all, delete and the unread count; another user’s notification is not found', async () => {
    const en = staff.recEn!.headers;
    expect(await ok(await t.call(en, 'GET', '/notifications/unread-count'))).toEqual({ unreadCount: 2 });
    const list = await ok(await t.call(en, 'GET', '/notifications'));
    const [newest, older] = list.pageData as { id: number; read: boolean }[];
    expect(await ok(await t.call(en, 'PUT', `/notifications/${newest!.id}/read`))).toEqual({
      unreadCount: 1,
    });
    // Reading again keeps it read and the count as it is.
    expect(await ok(await t.call(en, 'PUT', `/notifications/${newest!.id}/read`))).toEqual({
      unreadCount: 1,
    });
    const unread = await ok(await t.call(en, 'GET', '/notifications?unread=true'));
    expect(unread.pageData.map((n: { id: number }) => n.id)).toEqual([older!.id]);

    // Someone else's: not found, and left as it was.
    for (const [method, url] of [
      ['PUT', `/notifications/${older!.id}/read`],
      ['DELETE', `/notifications/${older!.id}`],
    ] as const) {
      const res = await t.call(staff.recA!.headers, method, url);
      expect(res.json().code).toBe(errors.notificationNotFound.code);
    }
    expect(await ok(await t.call(en, 'GET', '/notifications/unread-count'))).toEqual({ unreadCount: 1 });

    expect(await ok(await t.call(en, 'PUT', '/notifications/read-all'))).toEqual({ unreadCount: 0 });
    expect((await ok(await t.call(en, 'GET', '/notifications?unread=true'))).pageData).toEqual([]);
    expect(await ok(await t.call(en, 'DELETE', `/notifications/${older!.id}`))).toEqual({ unreadCount: 0 });
    expect(
      (await ok(await t.call(en, 'GET', '/notifications'))).pageData.map((n: { id: number }) => n.id),
    ).toEqual([newest!.id]);
    expect((await t.call(en, 'DELETE', `/notifications/${older!.id}`)).json().code).toBe(
      errors.notificationNotFound.code,
    );
    // recA's own is untouched by recEn's read-all.
    expect(await ok(await t.call(staff.recA!.headers, 'GET', '/notifications/unread-count'))).toEqual({
      unreadCount: 1,
    });
  });

  it('settings: the kinds a user may receive by role, skills and screens, and those turned off', async () => {
    const settingsOf = async (name: string) =>
      ok(
        await t.call(
          name === 'owner' ? owner.headers : staff[name]!.headers,
          'GET',
          '/notifications/settings',
        ),
      );
    expect(await settingsOf('owner')).toEqual({ availableKinds: [1, 2, 3, 4, 5, 6], disabledKinds: [] });
    expect(await settingsOf('recOff')).toEqual({
      availableKinds: [Kind.OnlineBookingPending, Kind.AppointmentInvalid],
      disabledKinds: [Kind.OnlineBookingPending],
    });
    expect((await settingsOf('docA')).availableKinds).toEqual([Kind.PatientCheckedIn]);
    expect((await settingsOf('cashier')).availableKinds).toEqual([
      Kind.PrescriptionSaved,
      Kind.InvoicePaidByTransfer,
    ]);
    expect((await settingsOf('recNoScreen')).availableKinds).toEqual([]);
    const saved = await ok(
      await t.call(staff.recOff!.headers, 'PUT', '/notifications/settings', {
        disabledKinds: [] as NotificationKind[],
      }),
    );
    expect(saved.disabledKinds).toEqual([]);
    expect(
      (await t.call(staff.recOff!.headers, 'PUT', '/notifications/settings', { disabledKinds: [99] }))
        .statusCode,
    ).toBe(400);
  });
});

describe('the daily stock alert', () => {
  it('counts by the stock screens’ rules, once per day, for the owner and stock readers', async () => {
    const today = localDate(t.app.deps.clock(), 'Asia/Ho_Chi_Minh');
    const vitamin = await ok(
      await t.call(owner.headers, 'POST', '/medicines', {
        name: 'Vitamin C 500mg',
        unit: 'tablet',
        price: 500,
        lowStockThreshold: 50,
      }),
    );
    const imported = await t.call(
      { ...owner.headers, 'idempotency-key': `notif-stock-${today}` },
      'POST',
      '/stock-sheets/create',
      {
        type: 1,
        reason: 'importNewGoods',
        supplierId: filled.supplier.id,
        items: [
          {
            medicineId: vitamin.id,
            lotNumber: 'VC-01',
            expiryDate: addDays(today, 10),
            quantity: 10,
            importPrice: 400,
            costPerUnit: 400,
          },
        ],
      },
    );
    expect(imported.statusCode, imported.body).toBe(200);

    await runStockAlerts(t.app.deps, clinicId, today);
    await runStockAlerts(t.app.deps, clinicId, today);
    expect(await holders(`stock-alert:${today}`)).toEqual(['owner', 'stock']);
    const [y, m, d] = today.split('-');
    const [first] = (await ok(await t.call(staff.stock!.headers, 'GET', '/notifications?pageSize=1')))
      .pageData;
    expect(first).toMatchObject({
      kind: Kind.StockAlert,
      title: `Cảnh báo kho thuốc ngày ${d}/${m}/${y}`,
      // The Vitamin C lot expires within the 90 days; its 10 units are at or below its threshold of 50.
      body: 'Lô sắp hết hạn: 1 · Lô đã hết hạn còn tồn: 0 · Thuốc sắp hết: 1',
      target: { type: 'stock', view: 'expiring' },
    });

    // Twenty days on, the lot has expired: the expired list is the most urgent.
    const later = addDays(today, 20);
    await runStockAlerts(t.app.deps, clinicId, later);
    const [newest] = (await ok(await t.call(owner.headers, 'GET', '/notifications?pageSize=1&lang=en')))
      .pageData;
    expect(newest).toMatchObject({
      body: 'Lots near expiry: 0 · Expired lots in stock: 1 · Medicines running low: 1',
      target: { type: 'stock', view: 'expired' },
    });
    expect(await holders(`stock-alert:${later}`)).toEqual(['owner', 'stock']);
  });
});

describe('from the booking site', () => {
  it('a patient’s own booking waiting for approval rings reception of its location', async () => {
    await t.app.deps.db.update(clinics).set({ plan: Plan.Vip }).where(eq(clinics.id, clinicId));
    const [clinic] = await t.app.deps.db
      .select({ slug: clinics.slug })
      .from(clinics)
      .where(eq(clinics.id, clinicId));
    // fillClinic's doctor works at A on the morning three clinic days from now, approving by hand.
    const date = addDays(localDate(t.app.deps.clock(), 'Asia/Ho_Chi_Minh'), 3);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/public/clinics/${clinic!.slug}/bookings`,
      remoteAddress: '203.0.113.77',
      payload: {
        doctorId: filled.doctor.id,
        locationId: filled.location.id,
        date,
        time: '09:00',
        fullName: 'Phạm Thị Mai',
        phone: '0977000123',
        gender: 0,
        yearOfBirth: 1990,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    await delivered();
    const [booked] = await t.app.deps.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.clinicId, clinicId), eq(appointments.code, res.json().data.code)));
    // recOff turned online bookings back on in the settings test.
    expect(await holders(`online:${booked!.id}`)).toEqual(['owner', 'recA', 'recEn', 'recOff']);
    const [newest] = (await ok(await t.call(staff.recA!.headers, 'GET', '/notifications?pageSize=1')))
      .pageData;
    const [y, m, d] = date.split('-');
    expect(newest.body).toBe(`Phạm Thị Mai đặt lịch khám Bác sĩ Bell lúc 09:00 ngày ${d}/${m}/${y}`);
  });
});
