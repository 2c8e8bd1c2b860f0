import {
  ActivityAction,
  ActivityEntityType,
  AppointmentStatus,
  addDays,
  errors,
  FormOwnerKind,
  instantOfLocal,
  localDate,
  PermissionLevel,
  Plan,
  PropertyFieldType,
  ScreenId,
} from '@clinic/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityLogs,
  appointments,
  checkInSheets,
  clinics,
  forms,
  properties,
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
import type { AppointmentItem } from './appointment-view.read.js';

// The day lists of screens 10 and 11 (all-today, all-by-status), group scope on the status moves, and the
// check-in sheet saved with the check-in or afterwards.

const S = AppointmentStatus;
const HCM = 'Asia/Ho_Chi_Minh';
const MIN = 60_000;
const today = () => localDate(new Date(), HCM);

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpClinic>>;
let filled: Awaited<ReturnType<typeof fillClinic>>;
const doctor = { a: 0, b: 0 };
let seq = 0;
async function created(url: string, payload: object) {
  const res = await t.call(owner.headers, 'POST', url, payload);
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.body}`);
  return res.json().data as { id: number };
}
function refused(res: ApiReply, key: keyof typeof errors) {
  expect(res.statusCode, res.body).toBe(errors[key].status);
  expect(res.json().code, res.body).toBe(errors[key].code);
}

/** An appointment written straight into its table at `day` `time` (clinic zone). */
async function book(
  day: string,
  time: string,
  status: number,
  extra: { doctorId?: number; notReserved?: boolean } = {},
) {
  seq += 1;
  const start = extra.notReserved ? new Date() : instantOfLocal(day, time, HCM);
  const [row] = await t.app.deps.db
    .insert(appointments)
    .values({
      clinicId: owner.user.clinicId,
      code: `LH-D-${seq}`,
      clinicPatientId: filled.patient.id,
      doctorId: extra.doctorId ?? doctor.a,
      locationId: filled.location.id,
      startAt: start,
      endAt: new Date(start.getTime() + 15 * MIN),
      status,
      notReserved: extra.notReserved ?? false,
    })
    .returning();
  return row!.id;
}
const walkIn = () => book(today(), '00:00', S.Approved, { notReserved: true });

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpClinic(t.app, 'Day');
  await t.app.deps.db.update(clinics).set({ plan: Plan.Vip }).where(eq(clinics.id, owner.user.clinicId));
  filled = await fillClinic(t.app, owner.headers, 'Day');
  const hire = async (code: string) =>
    (
      await created('/doctors', {
        name: `Bác sĩ ${code}`,
        doctorCode: code,
        timePerAppointmentInMinutes: 15,
        waitingTime: 5,
        isVisibleForBooking: true,
        isAutoApproveAppointment: false,
        numberOfAppointmentsPerSlot: 1,
        specialtyIds: [filled.specialty.id],
        locationIds: [filled.location.id],
      })
    ).id;
  doctor.a = await hire('BS-DA');
  doctor.b = await hire('BS-DB');
}, 60_000);
afterAll(async () => t.close());

describe('the day lists', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    const d = today();
    ids.yesterday = await book(addDays(d, -1), '09:00', S.Approved);
    ids.late = await book(d, '16:00', S.NotApproved);
    ids.early = await book(d, '07:00', S.Finished);
    ids.mid = await book(d, '10:00', S.CheckedIn);
    ids.canceled = await book(d, '10:00', S.Canceled, { doctorId: doctor.b });
    ids.invalid = await book(d, '11:00', S.Invalid, { doctorId: doctor.b });
    ids.tomorrow = await book(addDays(d, 1), '08:00', S.Approved);
  });
  const list = async (url: string, body: object, headers = owner.headers) => {
    const res = await t.call(headers, 'POST', url, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as AppointmentItem[];
  };
  const mine = () => ({ doctorIds: [doctor.a, doctor.b] });

  it('all-today: every status of the clinic day, in slot order, filtered by doctors and locations', async () => {
    const all = await list('/clinic-appointments/all-today', mine());
    expect(all.map((a) => a.id)).toEqual([ids.early, ids.mid, ids.canceled, ids.invalid, ids.late]);
    expect(all.every((a) => a.date === today())).toBe(true);
    expect(all[0]).toMatchObject({ status: S.Finished, time: '07:00', doctorId: doctor.a });
    const b = await list('/clinic-appointments/all-today', { doctorIds: [doctor.b] });
    expect(b.map((a) => a.id)).toEqual([ids.canceled, ids.invalid]);
    expect(
      await list('/clinic-appointments/all-today', { ...mine(), locationIds: [filled.location.id + 999] }),
    ).toEqual([]);
    // No body filter: every doctor's, the harness's walk-in of today included.
    const everything = await list('/clinic-appointments/all-today', {});
    expect(everything.map((a) => a.id)).toContain(filled.appointment.id);
  });

  it('all-by-status: the given statuses of today, or of another clinic day', async () => {
    const active = await list('/clinic-appointments/all-by-status', {
      ...mine(),
      statuses: [S.NotApproved, S.CheckedIn],
    });
    expect(active.map((a) => a.id)).toEqual([ids.mid, ids.late]);
    const tomorrow = await list('/clinic-appointments/all-by-status', {
      ...mine(),
      statuses: [S.Approved],
      date: addDays(today(), 1),
    });
    expect(tomorrow.map((a) => a.id)).toEqual([ids.tomorrow]);
    const noStatus = await t.call(owner.headers, 'POST', '/clinic-appointments/all-by-status', {
      statuses: [],
    });
    expect(noStatus.statusCode).toBe(400);
  });

  it('answers screen 10 or screen 11 Read; nobody else', async () => {
    const queue = await addStaffMember(t.app, owner.user.clinicId, {
      screens: { [ScreenId.TodayExaminations]: PermissionLevel.Read },
    });
    const nobody = await addStaffMember(t.app, owner.user.clinicId, { screens: {} });
    expect((await list('/clinic-appointments/all-today', mine(), queue.headers)).length).toBe(5);
    await list('/clinic-appointments/all-by-status', { statuses: [S.CheckedIn] }, queue.headers);
    refused(await t.call(nobody.headers, 'POST', '/clinic-appointments/all-today', {}), 'noPermission');
  });

  it('lets a doctor working from the queue (screen 11 Write + feature) start an exam; Read alone may not', async () => {
    const checkedIn = await book(today(), '13:00', S.CheckedIn);
    const onlyRead = await addStaffMember(t.app, owner.user.clinicId, {
      screens: { [ScreenId.TodayExaminations]: PermissionLevel.Read },
      features: [104],
    });
    refused(
      await t.call(onlyRead.headers, 'PUT', `/clinic-appointments/${checkedIn}/start-exam`, {}),
      'noPermission',
    );
    const doctorUser = await addStaffMember(t.app, owner.user.clinicId, {
      screens: { [ScreenId.TodayExaminations]: PermissionLevel.Write },
      features: [104],
    });
    const started = await t.call(
      doctorUser.headers,
      'PUT',
      `/clinic-appointments/${checkedIn}/start-exam`,
      {},
    );
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data.status).toBe(S.InProgress);
  });

  it('shows and moves only the appointments of the doctors in the caller’s groups', async () => {
    const group = await created('/user-groups', { name: 'Nhóm bác sĩ B', doctorIds: [doctor.b] });
    const receptionist = await addStaffMember(t.app, owner.user.clinicId, {
      screens: { [ScreenId.Appointments]: PermissionLevel.Write },
      features: [101, 102, 103, 104, 105],
    });
    await t.app.deps.db
      .insert(userGroupMembers)
      .values({ clinicId: owner.user.clinicId, groupId: group.id, userId: receptionist.user.id });
    const seen = await list('/clinic-appointments/all-today', {}, receptionist.headers);
    expect(seen.map((a) => a.id)).toEqual([ids.canceled, ids.invalid]);
    const byStatus = await list(
      '/clinic-appointments/all-by-status',
      { statuses: [S.CheckedIn, S.Canceled] },
      receptionist.headers,
    );
    expect(byStatus.map((a) => a.id)).toEqual([ids.canceled]);

    const hidden = await book(today(), '00:00', S.NotApproved, { notReserved: true });
    const h = receptionist.headers;
    refused(await t.call(h, 'PUT', '/clinic-appointments/approve', { ids: [hidden] }), 'appointmentNotFound');
    refused(await t.call(h, 'PUT', `/clinic-appointments/${hidden}/check-in`), 'appointmentNotFound');
    refused(
      await t.call(h, 'PUT', '/clinic-appointments/cancel', { id: hidden, reason: 'Bận' }),
      'appointmentNotFound',
    );
    refused(await t.call(h, 'GET', `/clinic-appointments/${hidden}/history`), 'appointmentNotFound');
    // The reads by id build the item from the guard's row, and still apply the group check.
    refused(await t.call(h, 'GET', `/clinic-appointments/${hidden}`), 'appointmentNotFound');
    refused(await t.call(h, 'GET', `/clinic-appointments/${hidden}/details-for-edit`), 'appointmentNotFound');
    const [row] = await t.app.deps.db.select().from(appointments).where(eq(appointments.id, hidden));
    expect(row!.status).toBe(S.NotApproved);
    // The group's own doctor's appointment moves.
    const visible = await book(today(), '00:00', S.NotApproved, { doctorId: doctor.b, notReserved: true });
    const ok = await t.call(h, 'PUT', '/clinic-appointments/approve', { ids: [visible] });
    expect(ok.statusCode, ok.body).toBe(200);
    const read = await t.call(h, 'GET', `/clinic-appointments/${visible}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toMatchObject({ id: visible, doctorId: doctor.b, status: S.Approved });
    const forEdit = await t.call(h, 'GET', `/clinic-appointments/${visible}/details-for-edit`);
    expect(forEdit.statusCode, forEdit.body).toBe(200);
    expect(forEdit.json().data.appointment).toEqual(read.json().data);
    await t.app.deps.db.delete(userGroupMembers).where(eq(userGroupMembers.userId, receptionist.user.id));
  });
});

describe('check-in sheets', () => {
  let formId = 0;
  let symptom = 0;
  let fever = 0;
  beforeAll(async () => {
    const clinicId = owner.user.clinicId;
    const [form] = await t.app.deps.db
      .select({ id: forms.id })
      .from(forms)
      .where(
        and(
          eq(forms.clinicId, clinicId),
          eq(forms.entityType, FormOwnerKind.CheckInSheet),
          eq(forms.isDefault, true),
        ),
      );
    formId = form!.id;
    const [fixed] = await t.app.deps.db
      .select({ id: properties.id })
      .from(properties)
      .where(
        and(
          eq(properties.clinicId, clinicId),
          eq(properties.entityType, FormOwnerKind.CheckInSheet),
          eq(properties.internalName, 'symptom'),
        ),
      );
    symptom = fixed!.id;
    const [custom] = await t.app.deps.db
      .insert(properties)
      .values({
        clinicId,
        name: 'Sốt',
        internalName: 'fever',
        entityType: FormOwnerKind.CheckInSheet,
        fieldType: PropertyFieldType.ListOfOptions,
        size: 6,
        options: ['Có', 'Không'],
      })
      .returning({ id: properties.id });
    fever = custom!.id;
  });
  const setEnabled = (on: boolean) =>
    t.app.deps.db.update(clinics).set({ enableCheckInSheet: on }).where(eq(clinics.id, owner.user.clinicId));

  it('saves the sheet with the check-in; its symptom becomes the appointment’s', async () => {
    const id = await walkIn();
    const res = await t.call(owner.headers, 'PUT', `/clinic-appointments/${id}/check-in`, {
      sheet: {
        formId,
        properties: [
          { propertyId: symptom, value: 'Ho, sốt nhẹ' },
          { propertyId: fever, value: 'Có' },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: S.CheckedIn, symptom: 'Ho, sốt nhẹ' });
    const sheet = await t.call(owner.headers, 'GET', `/clinic-appointments/${id}/check-in-sheet`);
    expect(sheet.statusCode, sheet.body).toBe(200);
    expect(sheet.json().data).toMatchObject({
      appointmentId: id,
      formId,
      properties: [
        { propertyId: symptom, value: 'Ho, sốt nhẹ' },
        { propertyId: fever, value: 'Có' },
      ],
    });

    // Later, replaced as a whole.
    const saved = await t.call(owner.headers, 'POST', '/check-in-sheets', {
      appointmentId: id,
      formId,
      properties: [{ propertyId: fever, value: 'Không' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.properties).toEqual([{ propertyId: fever, value: 'Không' }]);
    const rows = await t.app.deps.db.select().from(checkInSheets).where(eq(checkInSheets.appointmentId, id));
    expect(rows).toHaveLength(1);

    // Resent by the staff outbox under the key it made offline: written once, the same answer twice.
    const body = { appointmentId: id, formId, properties: [{ propertyId: symptom, value: 'Đau đầu' }] };
    const keyed = { ...owner.headers, 'idempotency-key': 'check-in-sheet-offline-1' };
    const first = await t.call(keyed, 'POST', '/check-in-sheets', body);
    expect(first.statusCode, first.body).toBe(200);
    const before = await t.app.deps.db
      .select()
      .from(checkInSheets)
      .where(eq(checkInSheets.appointmentId, id));
    const replay = await t.call(keyed, 'POST', '/check-in-sheets', body);
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json().data).toEqual(first.json().data);
    const after = await t.app.deps.db.select().from(checkInSheets).where(eq(checkInSheets.appointmentId, id));
    expect(after).toHaveLength(1);
    // Not written again: the row's last change is the first send's.
    expect(after).toEqual(before);
  });

  it('refuses a bad sheet and leaves the appointment unchecked', async () => {
    const id = await walkIn();
    const bad = await t.call(owner.headers, 'PUT', `/clinic-appointments/${id}/check-in`, {
      sheet: { formId, properties: [{ propertyId: fever, value: 'Có lẽ' }] },
    });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json().fields?.[0]?.path).toBe('body.sheet.properties.0.value');
    refused(
      await t.call(owner.headers, 'PUT', `/clinic-appointments/${id}/check-in`, {
        sheet: { formId: filled.form.id, properties: [] },
      }),
      'formNotFound',
    );
    refused(
      await t.call(owner.headers, 'PUT', `/clinic-appointments/${id}/check-in`, {
        sheet: { formId, properties: [{ propertyId: filled.property.id, value: 'x' }] },
      }),
      'propertyNotFound',
    );
    const [row] = await t.app.deps.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row!.status).toBe(S.Approved);
    expect(row!.orderNumber).toBeNull();
    // Not checked in yet: no sheet may be saved on its own; none to read.
    refused(
      await t.call(owner.headers, 'POST', '/check-in-sheets', { appointmentId: id, formId, properties: [] }),
      'statusNotAllowed',
    );
    const none = await t.call(owner.headers, 'GET', `/clinic-appointments/${id}/check-in-sheet`);
    expect(none.statusCode).toBe(200);
    expect(none.json().data).toBeNull();
  });

  it('is corrected by reception after check-in until the visit is finished: validated as at check-in, logged with what changed', async () => {
    const id = await walkIn();
    const checkedIn = await t.call(owner.headers, 'PUT', `/clinic-appointments/${id}/check-in`, {
      sheet: {
        formId,
        properties: [
          { propertyId: symptom, value: 'Ho' },
          { propertyId: fever, value: 'Không' },
        ],
      },
    });
    expect(checkedIn.statusCode, checkedIn.body).toBe(200);
    // In the exam already: reception still corrects what was typed at the desk.
    await t.app.deps.db.update(appointments).set({ status: S.InProgress }).where(eq(appointments.id, id));

    // The same checks as at check-in: a value outside the list is refused at its field, nothing changes.
    const bad = await t.call(owner.headers, 'POST', '/check-in-sheets', {
      appointmentId: id,
      formId,
      properties: [{ propertyId: fever, value: 'Có lẽ' }],
    });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json().fields?.[0]?.path).toBe('body.properties.0.value');
    refused(
      await t.call(owner.headers, 'POST', '/check-in-sheets', {
        appointmentId: id,
        formId,
        properties: [{ propertyId: filled.property.id, value: 'x' }],
      }),
      'propertyNotFound',
    );

    const corrected = await t.call(owner.headers, 'POST', '/check-in-sheets', {
      appointmentId: id,
      formId,
      properties: [
        { propertyId: symptom, value: 'Ho, sốt 38 độ' },
        { propertyId: fever, value: 'Có' },
      ],
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const [visit] = await t.app.deps.db.select().from(appointments).where(eq(appointments.id, id));
    expect(visit!.symptom).toBe('Ho, sốt 38 độ');

    // The log: the check-in's creation, then the correction with each answer before and after.
    const [sheet] = await t.app.deps.db
      .select()
      .from(checkInSheets)
      .where(eq(checkInSheets.appointmentId, id));
    const logs = await t.app.deps.db
      .select()
      .from(activityLogs)
      .where(
        and(
          eq(activityLogs.clinicId, owner.user.clinicId),
          eq(activityLogs.entityType, ActivityEntityType.CheckInSheet),
          eq(activityLogs.entityId, sheet!.id),
        ),
      )
      .orderBy(activityLogs.id);
    expect(logs.map((l) => l.action)).toEqual([ActivityAction.Create, ActivityAction.Update]);
    const names = await t.app.deps.db
      .select({ id: properties.id, name: properties.name })
      .from(properties)
      .where(inArray(properties.id, [symptom, fever]));
    const nameOf = (pid: number) => names.find((n) => n.id === pid)!.name;
    expect(logs[1]!.details).toEqual({
      appointmentId: id,
      formId,
      changes: {
        [nameOf(symptom)]: ['Ho', 'Ho, sốt 38 độ'],
        [nameOf(fever)]: ['Không', 'Có'],
      },
    });

    // Finished: the sheet belongs to the closed record and is no longer corrected.
    await t.app.deps.db.update(appointments).set({ status: S.Finished }).where(eq(appointments.id, id));
    refused(
      await t.call(owner.headers, 'POST', '/check-in-sheets', { appointmentId: id, formId, properties: [] }),
      'checkInSheetClosed',
    );
    const kept = await t.call(owner.headers, 'GET', `/clinic-appointments/${id}/check-in-sheet`);
    expect(kept.json().data.properties).toEqual([
      { propertyId: symptom, value: 'Ho, sốt 38 độ' },
      { propertyId: fever, value: 'Có' },
    ]);
  });

  it('takes the vital signs of the default form, and refuses one no person can have with its bound', async () => {
    const vitals = await t.app.deps.db
      .select({ id: properties.id, key: properties.internalName })
      .from(properties)
      .where(
        and(
          eq(properties.clinicId, owner.user.clinicId),
          eq(properties.entityType, FormOwnerKind.CheckInSheet),
          eq(properties.fixed, true),
        ),
      );
    const idOf = (key: string) => vitals.find((v) => v.key === key)!.id;
    const measured = {
      pulse: '88',
      temperature: '38.2',
      blood_pressure: '130/85',
      spo2: '97',
      height: '165',
      weight: '58.5',
    };
    const id = await walkIn();
    const tooHot = await t.call(owner.headers, 'PUT', `/clinic-appointments/${id}/check-in`, {
      sheet: { formId, properties: [{ propertyId: idOf('temperature'), value: '382' }] },
    });
    expect(tooHot.statusCode, tooHot.body).toBe(400);
    expect(tooHot.json().fields?.[0]).toMatchObject({
      path: 'body.sheet.properties.0.value',
      messageId: 'formError.measurementRange',
    });
    // A minus typed before a weight is a negative weight, refused as one (not "must be a number").
    const negative = await t.call(owner.headers, 'PUT', `/clinic-appointments/${id}/check-in`, {
      sheet: { formId, properties: [{ propertyId: idOf('weight'), value: '-55' }] },
    });
    expect(negative.statusCode, negative.body).toBe(400);
    expect(negative.json().fields?.[0]).toMatchObject({
      path: 'body.sheet.properties.0.value',
      messageId: 'formError.measurementNegative',
      text: 'Số đo không được âm',
    });
    const res = await t.call(owner.headers, 'PUT', `/clinic-appointments/${id}/check-in`, {
      sheet: {
        formId,
        properties: Object.entries(measured).map(([key, value]) => ({ propertyId: idOf(key), value })),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const sheet = (await t.call(owner.headers, 'GET', `/clinic-appointments/${id}/check-in-sheet`)).json()
      .data;
    expect(
      Object.fromEntries(
        sheet.properties.map((p: { propertyId: number; value: string }) => [
          vitals.find((v) => v.id === p.propertyId)!.key,
          p.value,
        ]),
      ),
    ).toEqual(measured);
  });

  it('with check-in sheets off: a sheet is refused, a plain check-in goes through', async () => {
    await setEnabled(false);
    try {
      const id = await walkIn();
      refused(
        await t.call(owner.headers, 'PUT', `/clinic-appointments/${id}/check-in`, {
          sheet: { formId, properties: [] },
        }),
        'checkInSheetDisabled',
      );
      const plain = await t.call(owner.headers, 'PUT', `/clinic-appointments/${id}/check-in`);
      expect(plain.statusCode, plain.body).toBe(200);
      refused(
        await t.call(owner.headers, 'POST', '/check-in-sheets', {
          appointmentId: id,
          formId,
          properties: [],
        }),
        'checkInSheetDisabled',
      );
      refused(
        await t.call(owner.headers, 'GET', `/clinic-appointments/${id}/check-in-sheet`),
        'checkInSheetDisabled',
      );
    } finally {
      await setEnabled(true);
    }
  });
});
