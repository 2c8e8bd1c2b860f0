import {
  ActivityAction,
  ActivityEntityType,
  LIST_COUNT_CAP,
  PermissionLevel,
  ScreenId,
} from '@clinic/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaffMember, createTestApp, signUpClinic, type TestApp } from '../../testing/harness.js';

// The activity log grows with every change, so its list reads a page off the newest-first index and counts no
// further than LIST_COUNT_CAP: past it the paging says totalIsCapped.

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpClinic>>;

const list = (body: object, pageNumber: number, pageSize: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/reports/activity-logs?pageSize=${pageSize}&pageNumber=${pageNumber}`,
    headers: owner.headers,
    payload: body,
  });

/** `n` Doctor log rows of entity `entityId`, all at one instant: only the id orders them. */
const logMany = (n: number, entityId: number, at: string) =>
  t.app.deps.db.execute(sql`
    insert into activity_logs (clinic_id, user_id, entity_type, entity_id, action, created_at)
    select ${owner.user.clinicId}, ${owner.user.id}, ${ActivityEntityType.Doctor}, ${entityId}, ${ActivityAction.Update},
      ${at}::timestamptz
    from generate_series(1, ${n})`);

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpClinic(t.app, 'Logs');
});
afterAll(() => t.close());

describe('the activity log list', () => {
  it('pages newest first, the newer id first between equal times, with an exact total below the cap', async () => {
    await logMany(5, 1, '2020-01-01T00:00:00Z');
    const body = { entityTypes: [ActivityEntityType.Doctor], entityId: 1 };
    const ids: number[] = [];
    for (const pageNumber of [1, 2, 3]) {
      const { pageData, paging } = (await list(body, pageNumber, 2)).json().data;
      expect(paging).toEqual({ totalItem: 5, pageSize: 2, pageNumber });
      ids.push(...pageData.map((l: { id: number }) => l.id));
    }
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(5);
  });

  it('counts to the cap and says so; the page past it is counted up to itself', async () => {
    const over = LIST_COUNT_CAP + 5;
    await logMany(over, 2, '2021-01-01T00:00:00Z');
    const body = { entityTypes: [ActivityEntityType.Doctor], entityId: 2 };
    const first = (await list(body, 1, 100)).json().data;
    expect(first.paging).toEqual({
      totalItem: LIST_COUNT_CAP,
      pageSize: 100,
      pageNumber: 1,
      totalIsCapped: true,
    });
    const last = (await list(body, LIST_COUNT_CAP / 100 + 1, 100)).json().data;
    expect(last.pageData).toHaveLength(5);
    expect(last.paging).toEqual({ totalItem: over, pageSize: 100, pageNumber: LIST_COUNT_CAP / 100 + 1 });
  });
});

/** The log rows a filter finds (one page of 100), newest first. */
const found = async (body: object) => {
  const res = await list(body, 1, 100);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.pageData as {
    id: number;
    entityType: number;
    entityId: number;
    action: number;
    userId: number;
    userFullName: string;
    details: Record<string, unknown>;
  }[];
};

describe('before/after of an update, and the filters over real rows', () => {
  it('a patient update stores exactly the fields it changed, beside the code and the name', async () => {
    const input = { fullName: 'Trần Thị Bích', phone: '0912345678', gender: 1, address: '12 Lê Lợi' };
    const made = await t.call(owner.headers, 'POST', '/clinic-patients', input);
    expect(made.statusCode, made.body).toBe(200);
    const created = made.json().data;
    const saved = await t.call(owner.headers, 'PUT', `/clinic-patients/${created.id}`, {
      ...input,
      fullName: 'Trần Thị Bích Ngọc',
      address: '14 Lê Lợi',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // Saved again unchanged: the row says so by having no changes.
    await t.call(owner.headers, 'PUT', `/clinic-patients/${created.id}`, {
      ...input,
      fullName: 'Trần Thị Bích Ngọc',
      address: '14 Lê Lợi',
    });

    const updates = await found({
      entityTypes: [ActivityEntityType.ClinicPatient],
      actions: [ActivityAction.Update],
      entityId: created.id,
    });
    expect(updates).toHaveLength(2);
    expect(updates[1]!.details).toEqual({
      code: created.code,
      name: 'Trần Thị Bích Ngọc',
      changes: { fullName: ['Trần Thị Bích', 'Trần Thị Bích Ngọc'], address: ['12 Lê Lợi', '14 Lê Lợi'] },
    });
    expect(updates[0]!.details).toEqual({ code: created.code, name: 'Trần Thị Bích Ngọc' });
    expect(updates[0]!.userFullName).toBe(owner.input.fullName);
  });

  it('a generic resource update (a location) and the clinic settings store their changed fields, never a secret', async () => {
    const location = (
      await t.call(owner.headers, 'POST', '/locations', {
        name: 'Cơ sở 2',
        address: '1 Võ Văn Ngân',
        provinceId: 58,
      })
    ).json().data;
    const put = await t.call(owner.headers, 'PUT', `/locations/${location.id}`, {
      name: 'Cơ sở 2',
      address: '5 Võ Văn Ngân',
      provinceId: 58,
    });
    expect(put.statusCode, put.body).toBe(200);
    const [locationLog] = await found({
      entityTypes: [ActivityEntityType.Location],
      actions: [ActivityAction.Update],
      entityId: location.id,
    });
    expect(locationLog!.details).toEqual({
      name: 'Cơ sở 2',
      changes: { address: ['1 Võ Văn Ngân', '5 Võ Văn Ngân'] },
    });

    const settings = (await t.call(owner.headers, 'GET', '/clinics/general-settings')).json().data;
    const { clinicName, phone, email, timeZone, allowBookingInDays, allowBookingBeforeMinutes } = settings;
    const res = await t.call(owner.headers, 'PUT', '/clinics/general-settings', {
      clinicName,
      phone,
      email,
      address: 'Tầng 3, 20 Nguyễn Huệ',
      timeZone,
      allowBookingInDays,
      allowBookingBeforeMinutes,
      allowCheckInLateAfterMinutes: settings.allowCheckInLateAfterMinutes,
      enableCheckInSheet: settings.enableCheckInSheet,
      bankWebhookApiKey: 'a-very-secret-key-0123456789',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [clinicLog] = await found({
      entityTypes: [ActivityEntityType.Clinic],
      entityId: owner.user.clinicId,
    });
    expect(clinicLog!.action).toBe(ActivityAction.Update);
    expect(clinicLog!.details).toEqual({
      name: clinicName,
      changes: { address: [settings.address, 'Tầng 3, 20 Nguyễn Huệ'] },
    });
  });

  it('filters by user, action, entity type, entity id and the [from, to) range, each narrowing real rows', async () => {
    const clerk = await addStaffMember(t.app, owner.user.clinicId, {
      screens: { [ScreenId.PatientRecords]: PermissionLevel.Write },
      label: 'Lê Văn Thu',
    });
    const input = { fullName: 'Phạm Văn Hải', phone: '0987000111', gender: 1 };
    const patient = (await t.call(clerk.headers, 'POST', '/clinic-patients', input)).json().data;
    await t.call(clerk.headers, 'PUT', `/clinic-patients/${patient.id}`, { ...input, phone: '0987000222' });

    const byClerk = await found({ userIds: [clerk.user.id] });
    expect(byClerk.map((r) => [r.action, r.entityId, r.userFullName])).toEqual([
      [ActivityAction.Update, patient.id, 'Lê Văn Thu'],
      [ActivityAction.Create, patient.id, 'Lê Văn Thu'],
    ]);
    expect(byClerk[0]!.details.changes).toEqual({ phone: ['0987000111', '0987000222'] });
    const created = await found({ userIds: [clerk.user.id], actions: [ActivityAction.Create] });
    expect(created.map((r) => r.action)).toEqual([ActivityAction.Create]);
    // The entity id alone matches records of any type with that id; with a type, only that record.
    const ofPatient = await found({ entityTypes: [ActivityEntityType.ClinicPatient], entityId: patient.id });
    expect(
      ofPatient.every((r) => r.entityId === patient.id && r.entityType === ActivityEntityType.ClinicPatient),
    ).toBe(true);
    expect(ofPatient).toHaveLength(2);
    expect(
      await found({
        entityTypes: [ActivityEntityType.Location],
        entityId: patient.id,
        userIds: [clerk.user.id],
      }),
    ).toEqual([]);

    // The rows of 2020 (the first story) lie in [2020-01-01, 2020-01-02) and nowhere after it.
    const in2020 = await found({ from: '2020-01-01T00:00:00Z', to: '2020-01-02T00:00:00Z' });
    expect(in2020).toHaveLength(5);
    expect(in2020.every((r) => r.entityId === 1)).toBe(true);
    expect(await found({ from: '2020-01-01T00:00:01Z', to: '2020-12-31T00:00:00Z' })).toEqual([]);
    const recent = await found({ from: '2022-01-01T00:00:00+07:00', userIds: [clerk.user.id] });
    expect(recent).toHaveLength(2);

    // The owner renames the clerk on the users screen: the row names exactly that change.
    const renamed = await t.call(owner.headers, 'PUT', `/employees/${clerk.user.id}`, {
      fullName: 'Lê Văn Thu Hà',
      phone: null,
      roleId: clerk.role.id,
      groupIds: [],
      skills: [],
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const [userLog] = await found({ entityTypes: [ActivityEntityType.User], entityId: clerk.user.id });
    expect(userLog!.details).toEqual({
      name: 'Lê Văn Thu Hà',
      roleChanged: false,
      changes: { fullName: ['Lê Văn Thu', 'Lê Văn Thu Hà'] },
    });
  });

  it('refuses a range that ends before it starts', async () => {
    const res = await list({ from: '2024-02-01T00:00:00Z', to: '2024-01-01T00:00:00Z' }, 1, 10);
    expect(res.statusCode).toBe(400);
  });
});
