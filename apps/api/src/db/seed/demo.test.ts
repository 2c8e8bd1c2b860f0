import {
  AppointmentAction,
  AppointmentRepeatType,
  AppointmentStatus,
  addDays,
  EInvoiceStatus,
  FormOwnerKind,
  instantOfLocal,
  localDate,
  localTime,
  MedicineLotExpiry,
  StockLevel,
  TaskLane,
} from '@clinic/domain';
import { count, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAction } from '../../modules/appointments/transitions.service.js';
import { EINVOICE_ISSUE_JOB } from '../../modules/e-invoices/e-invoice-queue.service.js';
import { clinicTimeZone, loadOccurrences } from '../../modules/schedules/occurrences.js';
import { stockOnHandPage } from '../../modules/stock/stock.read.js';
import { inTransaction } from '../../platform/tx.js';
import { createTestApp, type TestApp } from '../../testing/harness.js';
import { expectLedgerBalanced } from '../../testing/ledger.js';
import {
  appointmentStatusHistory,
  appointments,
  clinicPatients,
  clinics,
  doctorLocations,
  doctors,
  eInvoiceSettings,
  eInvoices,
  forms,
  jobs,
  labResults,
  medicines,
  prescriptionItems,
  prescriptions,
  schedules,
  serviceOrders,
  serviceSheets,
  services,
  stockSheets,
} from '../schema/index.js';
import { DEMO_CANCEL_REASON, DEMO_DAY, DEMO_INVALID_REASON } from './appointments.js';
import { DEMO_OWNER, seedDemo } from './demo.js';
import { DEMO_EINVOICES, DEMO_SELLER } from './e-invoices.js';
import { DEMO_PATIENT_COUNT, SURNAMES } from './patients.js';
import { firstWorkingDay, isWorkingDay } from './schedules.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
});
afterAll(async () => t.close());

describe('demo seed', () => {
  it('creates the demo clinic on the first start, prints its sign-in, and the owner can sign in', async () => {
    expect(t.printed.join('\n')).toContain(`${DEMO_OWNER.email}  /  ${DEMO_OWNER.password}`);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: DEMO_OWNER.phone, password: DEMO_OWNER.password },
    });
    expect(login.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${login.json().data.accessToken}` };
    const info = (await t.app.inject({ method: 'GET', url: '/api/clinics/info', headers })).json().data;
    expect(info).toMatchObject({
      name: 'Phòng khám Đa khoa An Tâm',
      status: 1,
      slug: 'phong-kham-da-khoa-an-tam',
    });
  });

  it('has 300 patients named as Vietnamese people are, findable without diacritics, with custom values', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: DEMO_OWNER.email, password: DEMO_OWNER.password },
    });
    const headers = { authorization: `Bearer ${login.json().data.accessToken}` };
    const rows = await t.app.deps.db.select().from(clinicPatients);
    expect(rows).toHaveLength(DEMO_PATIENT_COUNT);
    expect(rows.map((r) => r.code).sort()).toEqual(
      Array.from({ length: DEMO_PATIENT_COUNT }, (_, i) => `BN${String(i + 1).padStart(6, '0')}`),
    );
    const share = (surname: string) =>
      rows.filter((r) => r.fullName.startsWith(`${surname} `)).length / rows.length;
    expect(share('Nguyễn')).toBeCloseTo(0.38, 1);
    expect(share('Trần')).toBeCloseTo(0.11, 1);
    expect(share('Lê')).toBeGreaterThan(share('Phạm'));
    expect(share('Phạm')).toBeGreaterThan(share('Đỗ'));
    expect(new Set(rows.map((r) => r.fullName.split(' ')[0])).size).toBeGreaterThanOrEqual(20);
    expect(rows.every((r) => SURNAMES.some(([s]) => r.fullName.startsWith(`${s} `)))).toBe(true);
    // Women carry women's middle names and men men's: no 'Văn' woman, no 'Thị' man.
    expect(rows.some((r) => r.gender === 1 && r.fullName.includes(' Văn '))).toBe(false);
    expect(rows.some((r) => r.gender === 0 && r.fullName.includes(' Thị '))).toBe(false);
    expect(rows.every((r) => /^0[3789]\d{8}$/.test(r.phone))).toBe(true);
    expect(new Set(rows.map((r) => r.phone)).size).toBe(rows.length);
    expect(rows.every((r) => r.yearOfBirth! >= 1940 && r.yearOfBirth! <= 2024)).toBe(true);
    expect(rows.filter((r) => r.birthday).every((r) => r.birthday!.startsWith(String(r.yearOfBirth)))).toBe(
      true,
    );
    expect(rows.filter((r) => r.provinceId === 58).length).toBeGreaterThan(rows.length / 2);
    for (const column of ['birthday', 'address', 'heightCm', 'weightKg', 'allergy', 'email'] as const)
      expect(
        rows.some((r) => r[column] !== null),
        column,
      ).toBe(true);

    const found = await t.app.inject({
      method: 'POST',
      url: '/api/clinic-patients/search?pageSize=100',
      headers,
      payload: { keyword: 'nguyen' },
    });
    expect(found.json().data.paging.totalItem).toBe(
      rows.filter((r) => r.fullName.startsWith('Nguyễn')).length,
    );
    const form = (
      await t.app.inject({ method: 'GET', url: '/api/forms/all-by-entity-type?entityTypeId=2', headers })
    ).json().data[0];
    const formProps = (
      await t.app.inject({ method: 'GET', url: `/api/forms/${form.id}/properties`, headers })
    ).json().data as { id: number; name: string; options: string[] }[];
    const blood = formProps.find((p) => p.name === 'Nhóm máu')!;
    expect(blood.options).toEqual(['A', 'B', 'AB', 'O']);
    expect(formProps.map((p) => p.name)).toContain('Nghề nghiệp');
    const withBlood = [];
    for (const row of rows.slice(0, 40)) {
      const patient = (
        await t.app.inject({ method: 'GET', url: `/api/clinic-patients/${row.id}`, headers })
      ).json().data;
      const value = patient.properties.find((p: { propertyId: number }) => p.propertyId === blood.id)?.value;
      if (value) withBlood.push(value);
    }
    expect(withBlood.length).toBeGreaterThan(5);
    expect(withBlood.every((v) => blood.options.includes(v))).toBe(true);
    // The counter continues after the seeded records.
    const next = await t.app.inject({
      method: 'POST',
      url: '/api/clinic-patients',
      headers,
      payload: { fullName: 'Ngô Thị Lan', gender: 1, phone: '0909000111' },
    });
    expect(next.json().data.code).toBe('BN000301');
    await t.app.deps.db.delete(clinicPatients).where(eq(clinicPatients.id, next.json().data.id));
  });

  it('has a catalog: 25 services, 3 service templates and 60 medicines, listed through the API', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: DEMO_OWNER.email, password: DEMO_OWNER.password },
    });
    const headers = { authorization: `Bearer ${login.json().data.accessToken}` };
    const get = async (url: string) =>
      (await t.app.inject({ method: 'GET', url: `/api${url}`, headers })).json().data;
    expect((await get('/services')).paging.totalItem).toBe(25);
    const exam = (await get('/services?keyword=kham tong quat')).pageData;
    expect(exam.map((s: { name: string; price: number }) => [s.name, s.price])).toEqual([
      ['Khám tổng quát', 150000],
    ]);
    const bundles = (await get('/services?keyword=goi-')).pageData;
    expect(
      bundles.every((s: { type: string; associatedServiceIds: number[] }) => s.type === 'associate'),
    ).toBe(true);
    const templates = (await get('/service-templates')).pageData;
    expect(templates).toHaveLength(3);
    expect(templates.every((t: { serviceIds: number[] }) => t.serviceIds.length >= 3)).toBe(true);
    const medicines = await get('/medicines?pageSize=100');
    expect(medicines.paging.totalItem).toBe(60);
    expect(new Set(medicines.pageData.map((m: { unit: string }) => m.unit)).size).toBe(7);
    // Each says how it is taken: a structured default dose, or a default note where no dose can say it.
    expect(
      medicines.pageData.every(
        (m: { guide: string | null; defaultDose: object | null }) => m.defaultDose ?? m.guide,
      ),
    ).toBeTruthy();
    const amoxicillin = medicines.pageData.find((m: { name: string }) => m.name === 'Amoxicillin 500mg');
    expect(amoxicillin).toMatchObject({
      unit: 'blister',
      doseUnit: 'tablet',
      unitsPerPack: 10,
      guide: null,
      defaultDose: { morning: 1, noon: 1, afternoon: 0, evening: 1, days: 7, route: 'oral', food: 'any' },
    });
  });

  it('has three months of stock sheets over a balanced ledger: near-expiry lots, one expired, two medicines low', async () => {
    const [clinic] = await t.app.deps.db.select().from(clinics);
    const now = t.app.deps.clock();
    const today = localDate(now, clinic!.timeZone);
    const sheets = await t.app.deps.db.select().from(stockSheets).orderBy(stockSheets.createdAt);
    expect(sheets.length).toBeGreaterThanOrEqual(20);
    expect(localDate(sheets[0]!.createdAt, clinic!.timeZone) <= addDays(today, -85)).toBe(true);
    expect(new Set(sheets.map((s) => s.reason))).toEqual(
      // A refund: the demo's one refunded invoice brought its medicines back (billing's seed).
      new Set(['importNewGoods', 'sale', 'damaged', 'lost', 'refund']),
    );
    expect(new Set(sheets.filter((s) => s.supplierId).map((s) => s.supplierId)).size).toBe(3);
    await expectLedgerBalanced(t.app.deps.db);

    const onHand = (await stockOnHandPage(t.app.deps.db, clinic!.id, now, { pageSize: 100, pageNumber: 1 }))
      .pageData;
    expect(onHand).toHaveLength(60);
    expect(onHand.filter((m) => m.stockLevel === StockLevel.LowInStock)).toHaveLength(2);
    expect(onHand.filter((m) => m.expiredQuantity > 0).map((m) => m.expiredQuantity)).toEqual([40]);
    expect(
      onHand.filter((m) => m.expiryState === MedicineLotExpiry.NearExpiration).length,
    ).toBeGreaterThanOrEqual(3);
    expect(onHand.every((m) => m.onHand > 0 && m.valueAtCost > 0)).toBe(true);
  });

  it('has five service packages in every step of their workflow, built from the catalog', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: DEMO_OWNER.email, password: DEMO_OWNER.password },
    });
    const headers = { authorization: `Bearer ${login.json().data.accessToken}` };
    const search = async (filter: object) =>
      (await t.app.inject({ method: 'POST', url: '/api/packages/search', headers, payload: filter })).json()
        .data as {
        pageData: { code: string; status: string; items: { price: number }[]; itemsTotal: number }[];
        paging: { totalItem: number };
      };
    const all = await search({});
    expect(all.paging.totalItem).toBe(5);
    expect(all.pageData.map((p) => p.status).sort()).toEqual([
      'approved',
      'approved',
      'disabled',
      'draft',
      'waitForApprove',
    ]);
    for (const p of all.pageData) {
      expect(p.items.length, p.code).toBeGreaterThan(0);
      expect(p.items.every((line) => line.price > 0)).toBe(true);
      expect(p.itemsTotal).toBeGreaterThan(0);
    }
    expect((await search({ keyword: 'tieu duong' })).pageData.map((p) => p.code)).toEqual(['GOI-TD-3T']);
  });

  it('gives each patient checked in today the check-up package, paid three weeks ago and not yet used', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: DEMO_OWNER.email, password: DEMO_OWNER.password },
    });
    const headers = { authorization: `Bearer ${login.json().data.accessToken}` };
    const queue = await t.app.inject({
      method: 'POST',
      url: '/api/clinic-appointments/search?pageSize=100',
      headers,
      payload: { statuses: [3000] },
    });
    const waiting = queue.json().data.pageData as { clinicPatientId: number }[];
    expect(waiting.length).toBeGreaterThan(0);
    for (const { clinicPatientId } of waiting) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/clinic-patients/${clinicPatientId}/purchased-packages`,
        headers,
      });
      const bought = res.json().data as {
        code: string;
        state: string;
        items: { used: number; count: number }[];
      }[];
      expect(bought.map((p) => [p.code, p.state])).toEqual([['GOI-KSK', 'active']]);
      expect(bought[0]!.items.every((line) => line.used === 0 && line.count > 0)).toBe(true);
    }
  });

  it('gives every doctor weekday mornings and afternoons from today on, never in two places', async () => {
    const db = t.app.deps.db;
    const [clinic] = await db.select().from(clinics);
    const tz = await clinicTimeZone(db, clinic!.id);
    const today = localDate(new Date(), tz);
    const firstDay = firstWorkingDay(today);
    const team = await db.select().from(doctors);
    const places = await db.select().from(doctorLocations);
    const all = await db.select().from(schedules);
    // On a weekend, a one-off morning today holds today's appointments; the weekday series start on Monday.
    const weekendMornings = all.filter((r) => r.repeatType === AppointmentRepeatType.NoRepeat);
    expect(weekendMornings).toHaveLength(isWorkingDay(today) ? 0 : team.length);
    for (const row of weekendMornings)
      expect(`${localDate(row.startAt, tz)} ${localTime(row.startAt, tz)}–${localTime(row.endAt, tz)}`).toBe(
        `${today} 08:00–11:30`,
      );
    const rows = all.filter((r) => r.repeatType !== AppointmentRepeatType.NoRepeat);
    expect(rows).toHaveLength(team.length * 2);
    for (const row of rows) {
      expect(row).toMatchObject({
        repeatType: AppointmentRepeatType.EveryWorkDaysOfWeek,
        rrule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
        lastEndAt: null,
      });
      expect(localDate(row.startAt, tz)).toBe(firstDay);
      expect(`${localTime(row.startAt, tz)}–${localTime(row.endAt, tz)}`).toMatch(
        /^(08:00–11:30|13:30–17:00)$/,
      );
      // Only where the doctor works.
      expect(places.some((p) => p.doctorId === row.doctorId && p.locationId === row.locationId)).toBe(true);
    }
    // Doctors of two locations spend a session at each.
    for (const d of team) {
      const theirs = places.filter((p) => p.doctorId === d.id).map((p) => p.locationId);
      const used = new Set(rows.filter((r) => r.doctorId === d.id).map((r) => r.locationId));
      expect(used.size, d.name).toBe(theirs.length);
    }

    // Two weeks of occurrences from the first day: ten working days × two sessions per doctor, on weekdays only,
    // and none of a doctor's overlapping another of his.
    const from = instantOfLocal(firstDay, '00:00', tz);
    const to = instantOfLocal(addDays(firstDay, 14), '00:00', tz);
    const occurrences = await loadOccurrences(db, clinic!.id, { from, to, timeZone: tz });
    const weekday = (iso: string) => new Date(`${localDate(new Date(iso), tz)}T00:00:00Z`).getUTCDay();
    expect(occurrences.filter((o) => weekday(o.start) === 0 || weekday(o.start) === 6)).toEqual([]);
    for (const d of team) {
      const own = occurrences.filter((o) => o.doctorId === d.id);
      expect(own, d.name).toHaveLength(20);
      for (let i = 1; i < own.length; i += 1) expect(own[i]!.start >= own[i - 1]!.end, d.name).toBe(true);
    }

    // The receptionist is offered the next working day's slots (today's are partly booked and partly past):
    // every doctor, at each of their locations.
    const nextDay = firstWorkingDay(addDays(today, 1));
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: DEMO_OWNER.email, password: DEMO_OWNER.password },
    });
    const headers = { authorization: `Bearer ${login.json().data.accessToken}` };
    for (const place of places) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/clinic-appointments/get-schedule-slots',
        headers,
        payload: { doctorId: place.doctorId, locationId: place.locationId, date: nextDay },
      });
      expect(res.statusCode, res.body).toBe(200);
      const slots = res.json().data as { time: string; booked: number }[];
      // 15-minute visits + 5 minutes' wait: 10 slots in a 3½-hour session.
      const perDoctor = team.find((d) => d.id === place.doctorId)!;
      const sessions = rows.filter((r) => r.doctorId === place.doctorId && r.locationId === place.locationId);
      expect(slots, perDoctor.name).toHaveLength(10 * sessions.length);
      expect(slots.every((s) => s.booked === 0)).toBe(true);
    }
    // Nothing at the weekend.
    let saturday = nextDay;
    while (new Date(`${saturday}T00:00:00Z`).getUTCDay() !== 6) saturday = addDays(saturday, 1);
    const weekend = await t.app.inject({
      method: 'POST',
      url: '/api/clinic-appointments/get-schedule-slots',
      headers,
      payload: { doctorId: team[0]!.id, locationId: places[0]!.locationId, date: saturday },
    });
    expect(weekend.json().data).toEqual([]);
  });

  it("has today's appointments of every doctor in every state, the queue numbered, the next number free", async () => {
    const S = AppointmentStatus;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: DEMO_OWNER.email, password: DEMO_OWNER.password },
    });
    const headers = { authorization: `Bearer ${login.json().data.accessToken}` };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/clinic-appointments/all-today',
      headers,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    const today = res.json().data as {
      id: number;
      status: number;
      doctorId: number;
      orderNumber: number | null;
      cancelReason: string | null;
      invalidReason: string | null;
      clinicPatientId: number;
      locationId: number;
      time: string;
    }[];
    const team = await t.app.deps.db.select().from(doctors);
    expect(today).toHaveLength(team.length * DEMO_DAY.length + 1);
    for (const d of team) {
      const own = today.filter((a) => a.doctorId === d.id);
      const statuses = new Set(own.map((a) => a.status));
      for (const s of [S.NotApproved, S.Approved, S.CheckedIn, S.InProgress, S.Finished, S.Canceled])
        expect(statuses.has(s), `${d.name} ${s}`).toBe(true);
      expect(
        own
          .filter((a) => a.orderNumber !== null)
          .map((a) => a.orderNumber)
          .sort(),
      ).toEqual([1, 2, 3, 4]);
      expect(own.find((a) => a.status === S.Canceled)!.cancelReason).toBe(DEMO_CANCEL_REASON);
    }
    const invalid = today.filter((a) => a.status === S.Invalid);
    expect(invalid).toHaveLength(1);
    expect(invalid[0]!.invalidReason).toBe(DEMO_INVALID_REASON);
    // Never one patient twice in a day: distinct seeded patients.
    expect(new Set(today.map((a) => a.clinicPatientId)).size).toBe(today.length);
    // (The past two months' finished visits of seed/examination.ts have their own history.)
    const todayIds = new Set(today.map((a) => a.id));
    const history = (await t.app.deps.db.select().from(appointmentStatusHistory)).filter((h) =>
      todayIds.has(h.appointmentId),
    );
    expect(new Set(history.map((h) => h.appointmentId)).size).toBe(today.length);

    // Each in a slot of its doctor's session this morning, at that session's location (one story: the queue,
    // the appointments and the schedule screen agree).
    const [clinic] = await t.app.deps.db.select().from(clinics);
    const tz = await clinicTimeZone(t.app.deps.db, clinic!.id);
    const day = localDate(new Date(), tz);
    const sessions = await loadOccurrences(t.app.deps.db, clinic!.id, {
      from: instantOfLocal(day, '00:00', tz),
      to: instantOfLocal(addDays(day, 1), '00:00', tz),
      timeZone: tz,
    });
    for (const a of today) {
      const start = instantOfLocal(day, a.time, tz).getTime();
      const session = sessions.find(
        (o) => o.doctorId === a.doctorId && Date.parse(o.start) <= start && start < Date.parse(o.end),
      );
      expect(session, `${a.time} of doctor ${a.doctorId}`).toBeDefined();
      expect(a.locationId).toBe(session!.locationId);
      const slotMinutes = (start - Date.parse(session!.start)) / 60_000;
      const doctor = team.find((d) => d.id === a.doctorId)!;
      expect(slotMinutes % (doctor.timePerAppointmentInMinutes + doctor.waitingTime)).toBe(0);
    }

    // The next check-in of a doctor continues the queue at 5 (the first approved one of today; the window may be
    // closed at the time the suite runs, so this goes through the service with the clock 10 minutes before it).
    const approved = today.find((a) => a.status === S.Approved && a.time === '09:20')!;
    const { row } = await inTransaction(t.app.deps, { clinicId: clinic!.id, userId: null }, (tx) =>
      applyAction(tx, approved.id, AppointmentAction.CheckIn, {
        now: instantOfLocal(day, '09:10', tz),
      }),
    );
    expect(row.orderNumber).toBe(5);
  });

  it('has two months of finished visits with services done, result sheets, prescriptions and lab results', async () => {
    const db = t.app.deps.db;
    const S = AppointmentStatus;
    const [clinic] = await db.select({ id: clinics.id }).from(clinics);
    const timeZone = await clinicTimeZone(db, clinic!.id);
    const today = localDate(new Date(), timeZone);
    const since = instantOfLocal(addDays(today, -60), '00:00', timeZone);
    const finished = await db
      .select({ id: appointments.id, startAt: appointments.startAt, patientId: appointments.clinicPatientId })
      .from(appointments)
      .where(eq(appointments.status, S.Finished));
    const team = await db.select({ id: doctors.id }).from(doctors);
    // Two visits a weekday per doctor over 60 days (about 42 weekdays), and today's finished ones.
    expect(finished.length).toBeGreaterThanOrEqual(team.length * 2 * 40);
    for (const visit of finished) expect(visit.startAt.getTime()).toBeGreaterThanOrEqual(since.getTime());
    const visitIds = new Set(finished.map((v) => v.id));
    // The past visits walked the whole way to Finished, as a real one does.
    const history = await db
      .select({ appointmentId: appointmentStatusHistory.appointmentId })
      .from(appointmentStatusHistory)
      .where(eq(appointmentStatusHistory.toStatus, S.Finished));
    expect(new Set(history.map((h) => h.appointmentId))).toEqual(visitIds);

    // Every finished visit ordered services, all done, at the service's price, by someone, after the visit began.
    const orders = await db
      .select({
        appointmentId: serviceOrders.appointmentId,
        lane: serviceOrders.lane,
        price: serviceOrders.price,
        catalogPrice: services.price,
        doneBy: serviceOrders.doneBy,
        doneAt: serviceOrders.doneAt,
        startAt: appointments.startAt,
      })
      .from(serviceOrders)
      .innerJoin(services, eq(services.id, serviceOrders.serviceId))
      .innerJoin(appointments, eq(appointments.id, serviceOrders.appointmentId));
    expect(new Set(orders.map((o) => o.appointmentId))).toEqual(visitIds);
    for (const o of orders) {
      expect([o.lane, o.price, o.doneBy === null]).toEqual([TaskLane.Done, o.catalogPrice, false]);
      expect(o.doneAt!.getTime()).toBeGreaterThan(o.startAt.getTime());
    }

    // Result sheets on ServiceSheet forms, each visit with its diagnosis; about 30% name a next appointment, some
    // of them in the coming week (the re-examination list is not empty).
    const sheets = await db
      .select({
        appointmentId: serviceSheets.appointmentId,
        entityType: forms.entityType,
        diagnosis: serviceSheets.diagnosis,
        serviceOrderId: serviceSheets.serviceOrderId,
        next: serviceSheets.nextAppointmentDate,
      })
      .from(serviceSheets)
      .innerJoin(forms, eq(forms.id, serviceSheets.formId));
    for (const sheet of sheets) expect(sheet.entityType).toBe(FormOwnerKind.ServiceSheet);
    const visitSheets = sheets.filter((s) => s.serviceOrderId === null);
    expect(new Set(visitSheets.map((s) => s.appointmentId))).toEqual(visitIds);
    for (const sheet of visitSheets) expect(sheet.diagnosis).toMatch(/\S/);
    const withNext = visitSheets.filter((s) => s.next !== null);
    expect(withNext.length / visitSheets.length).toBeGreaterThan(0.25);
    expect(withNext.length / visitSheets.length).toBeLessThan(0.35);
    const dueThisWeek = withNext.filter((s) => s.next! > today && s.next! <= addDays(today, 7));
    expect(dueThisWeek.length).toBeGreaterThanOrEqual(5);

    // Prescriptions on most visits: 1–4 medicines of the clinic's library, priced, with doses and days.
    const written = await db
      .select({
        id: prescriptions.id,
        appointmentId: prescriptions.appointmentId,
        reExamDate: prescriptions.reExamDate,
        diagnoses: prescriptions.diagnoses,
        nationalCode: prescriptions.nationalCode,
        nationalStatus: prescriptions.nationalStatus,
      })
      .from(prescriptions);
    expect(written.length).toBeGreaterThan(finished.length / 2);
    // Each with its ICD-10 diagnosis, sent to the national system under a code of its own.
    for (const p of written) {
      expect(p.diagnoses).toEqual([{ code: expect.stringMatching(/^[A-Z]\d\d/), name: expect.any(String) }]);
      expect(p.nationalCode).toMatch(/^79999\d{7}-c$/);
      expect(p.nationalStatus).toBe('sent');
    }
    expect(new Set(written.map((p) => p.nationalCode)).size).toBe(written.length);
    for (const p of written) expect(visitIds.has(p.appointmentId)).toBe(true);
    expect(written.some((p) => p.reExamDate !== null)).toBe(true);
    const lines = await db
      .select({
        prescriptionId: prescriptionItems.prescriptionId,
        clinicId: prescriptionItems.clinicId,
        medicineClinic: medicines.clinicId,
        price: prescriptionItems.price,
        medicinePrice: medicines.price,
        quantity: prescriptionItems.quantity,
        days: prescriptionItems.days,
      })
      .from(prescriptionItems)
      .innerJoin(medicines, eq(medicines.id, prescriptionItems.medicineId));
    const perPrescription = new Map<number, number>();
    for (const line of lines) {
      expect([line.medicineClinic, line.price]).toEqual([line.clinicId, line.medicinePrice]);
      expect(line.quantity).toBeGreaterThan(0);
      expect(line.days).toBeGreaterThan(0);
      perPrescription.set(line.prescriptionId, (perPrescription.get(line.prescriptionId) ?? 0) + 1);
    }
    expect(perPrescription.size).toBe(written.length);
    for (const n of perPrescription.values()) expect(n >= 1 && n <= 4).toBe(true);

    // A few lab results of the tested visits' patients, without files (see seed/examination.ts).
    const labs = await db
      .select({
        patientId: labResults.clinicPatientId,
        appointmentId: labResults.appointmentId,
        fileIds: labResults.fileIds,
      })
      .from(labResults);
    expect(labs.length).toBeGreaterThanOrEqual(3);
    for (const lab of labs) {
      const visit = finished.find((v) => v.id === lab.appointmentId);
      expect([visit?.patientId, lab.fileIds]).toEqual([lab.patientId, []]);
    }
  });

  it('has two months of takings: every past visit paid by one of three methods, a few cancelled, one transfer to match', async () => {
    const db = t.app.deps.db;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: DEMO_OWNER.email, password: DEMO_OWNER.password },
    });
    const headers = { authorization: `Bearer ${login.json().data.accessToken}` };
    const api = async (method: 'GET' | 'POST', url: string, payload?: object) => {
      const res = await t.call(headers, method, url, payload);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    const [clinic] = await db.select().from(clinics);
    const today = localDate(new Date(), clinic!.timeZone);

    const count = async (filter: object) =>
      (await api('POST', '/invoices/search?pageSize=1', filter)).paging.totalItem;
    const byMethod = await Promise.all(
      [1, 2, 3].map((paymentMethod) => count({ status: 9000, paymentMethod })),
    );
    for (const n of byMethod) expect(n).toBeGreaterThan(20);
    expect(await count({ status: 9999 })).toBe(3);
    expect(await count({ from: addDays(today, -60), to: addDays(today, -50) })).toBeGreaterThan(50);
    // Every past finished visit is billed; today's wait at the cashier's, the first with its invoice started.
    const unbilled = await db
      .select({ id: appointments.id, startAt: appointments.startAt })
      .from(appointments)
      .where(
        sql`${appointments.status} = ${AppointmentStatus.Finished} and ${appointments.billedAt} is null`,
      );
    for (const visit of unbilled) expect(localDate(visit.startAt, clinic!.timeZone)).toBe(today);
    const queue = await api('GET', '/invoices/billing-queue');
    expect(queue.length).toBeGreaterThanOrEqual(unbilled.length);
    expect(queue.filter((v: { invoices: unknown[] }) => v.invoices.length === 1)).toHaveLength(1);

    // A paid visit's invoice: its lines add up, one payment, the prescription sold from stock.
    const [sale] = (
      await api('POST', '/invoices/search?pageSize=50', { status: 9000, paymentMethod: 2 })
    ).pageData.map((i: { id: number }) => i.id);
    const invoice = await api('GET', `/invoices/${sale}`);
    expect(invoice.total).toBe(
      invoice.items.reduce((sum: number, line: { total: number }) => sum + line.total, 0),
    );
    expect(invoice.payments.map((p: { amount: number }) => p.amount)).toEqual(
      invoice.total > 0 ? [invoice.total] : [],
    );
    expect(invoice.vietQr).toBeNull();
    // The refunded one: the sale and its reversal both there.
    const refunded = (await api('POST', '/invoices/search', { status: 9999, paymentMethod: 1 })).pageData;
    expect(refunded).toHaveLength(1);
    const reversal = await api('GET', `/invoices/${refunded[0].id}`);
    expect(reversal.payments.map((p: { amount: number }) => p.amount)).toEqual([
      reversal.total,
      -reversal.total,
    ]);
    const transfers = await api('GET', '/payments/bank-transfers?status=unmatched');
    expect(transfers.pageData).toHaveLength(1);
    expect(transfers.pageData[0].codeInContent).toBeNull();
    expect((await api('GET', '/payments/bank-transfers?status=matched')).paging.totalItem).toBeGreaterThan(
      20,
    );
    await expectLedgerBalanced(db);
  });

  it("queues the latest paid invoices' e-invoices for the job, one to a company, the oldest refused", async () => {
    const [settings] = await t.app.deps.db.select().from(eInvoiceSettings);
    expect(settings).toMatchObject({
      sellerTaxCode: DEMO_SELLER.taxCode,
      issueOn: 'payment',
      series: `C${String(new Date().getUTCFullYear()).slice(2)}TAA`,
    });
    const rows = await t.app.deps.db.select().from(eInvoices).orderBy(desc(eInvoices.id));
    expect(rows).toHaveLength(DEMO_EINVOICES);
    expect(rows.filter((r) => r.status === EInvoiceStatus.Queued)).toHaveLength(DEMO_EINVOICES - 1);
    expect(rows[0]).toMatchObject({ status: EInvoiceStatus.Refused, refusalCode: 'UNREACHABLE' });
    expect(rows.filter((r) => (r.buyer as { taxCode?: string }).taxCode === '0318765434')).toHaveLength(1);
    const queuedJobs = await t.app.deps.db
      .select({ n: count() })
      .from(jobs)
      .where(eq(jobs.kind, EINVOICE_ISSUE_JOB));
    expect(queuedJobs[0]!.n).toBe(DEMO_EINVOICES);
  });

  it('leaves the planner statistics of what it wrote (PGlite never gathers them itself)', async () => {
    const rows = await t.app.deps.db.execute<{ reltuples: number }>(
      sql`select reltuples::float8 as reltuples from pg_class where relname = 'clinic_patients'`,
    );
    expect(rows.rows[0]!.reltuples).toBe(DEMO_PATIENT_COUNT);
  });

  it('seeds nothing on later starts, and reminds of the sign-in', async () => {
    t.printed.length = 0;
    expect(await seedDemo(t.app.deps)).toBe(false);
    const [{ n } = { n: 0 }] = await t.app.deps.db.select({ n: count() }).from(clinics);
    expect(n).toBe(1);
    expect(t.printed.join('\n')).toContain(`Demo sign-in: ${DEMO_OWNER.email}`);
  });
});

describe('demo seed started on a weekend', () => {
  it("opens a one-off morning today for today's appointments, and the weekday series on Monday", async () => {
    const tz = 'Asia/Ho_Chi_Minh';
    let saturday = addDays(localDate(new Date(), tz), 1);
    while (new Date(`${saturday}T00:00:00Z`).getUTCDay() !== 6) saturday = addDays(saturday, 1);
    const weekend = await createTestApp(
      { seedDemo: true },
      { clock: () => instantOfLocal(saturday, '07:30', tz) },
    );
    try {
      const db = weekend.app.deps.db;
      const [clinic] = await db.select().from(clinics);
      const rows = await db.select().from(schedules);
      const team = await db.select().from(doctors);
      const mornings = rows.filter((r) => r.repeatType === AppointmentRepeatType.NoRepeat);
      expect(mornings).toHaveLength(team.length);
      expect(
        rows
          .filter((r) => r.repeatType !== AppointmentRepeatType.NoRepeat)
          .map((r) => localDate(r.startAt, tz)),
      ).toEqual(
        rows.filter((r) => r.repeatType !== AppointmentRepeatType.NoRepeat).map(() => addDays(saturday, 2)),
      );
      const sessions = await loadOccurrences(db, clinic!.id, {
        from: instantOfLocal(saturday, '00:00', tz),
        to: instantOfLocal(addDays(saturday, 1), '00:00', tz),
        timeZone: tz,
      });
      // Today's; the finished visits of the past weeks (seed/examination.ts) come before.
      const booked = (await db.select().from(appointments)).filter(
        (a) => a.startAt.getTime() >= instantOfLocal(saturday, '00:00', tz).getTime(),
      );
      expect(booked).toHaveLength(team.length * DEMO_DAY.length + 1);
      for (const a of booked) {
        expect(localDate(a.startAt, tz)).toBe(saturday);
        const inside = sessions.some(
          (o) =>
            o.doctorId === a.doctorId &&
            o.locationId === a.locationId &&
            Date.parse(o.start) <= a.startAt.getTime() &&
            a.endAt.getTime() <= Date.parse(o.end),
        );
        expect(inside, `${a.code} at ${localTime(a.startAt, tz)}`).toBe(true);
      }
    } finally {
      await weekend.close();
    }
  });
});
