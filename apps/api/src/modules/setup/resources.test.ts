import { errors, PermissionLevel, Plan, ScreenId } from '@clinic/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinics } from '../../db/schema/index.js';
import { addStaffMember, createTestApp, signUpClinic, type TestApp } from '../../testing/harness.js';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpClinic>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpClinic(t.app, 'Res');
  // The Trial plan allows 3 doctors; these tests create more, so this clinic is on Vip (unlimited).
  await t.app.deps.db.update(clinics).set({ plan: Plan.Vip }).where(eq(clinics.id, owner.user.clinicId));
});
afterAll(async () => t.close());

/** Each resource, with a valid input whose name is given, and the screen that guards it. */
const cases = [
  {
    name: 'locations',
    screen: ScreenId.Locations,
    byName: true,
    input: (n: string) => ({ name: n, address: '12 Lý Tự Trọng', provinceId: 24 }),
  },
  {
    name: 'specialties',
    screen: ScreenId.Specialties,
    byName: false,
    input: (n: string) => ({ name: n, shortName: 'TM' }),
  },
  {
    name: 'symptoms',
    screen: ScreenId.SymptomSuggestions,
    byName: false,
    input: (n: string) => ({ name: n }),
  },
  {
    name: 'suppliers',
    screen: ScreenId.Suppliers,
    byName: false,
    input: (n: string) => ({ name: n, phone: '0912 345 678', email: '' }),
  },
  {
    name: 'doctors',
    screen: ScreenId.Doctors,
    byName: true,
    input: (n: string) => ({
      name: n,
      doctorCode: `C-${n.length}-${Math.round(Math.random() * 1e6)}`,
      timePerAppointmentInMinutes: 20,
      waitingTime: 5,
      isVisibleForBooking: true,
      isAutoApproveAppointment: true,
      numberOfAppointmentsPerSlot: 2,
    }),
  },
] as const;

describe.each(cases)('$name', ({ name, screen, byName, input }) => {
  it('creates, reads, updates, lists, disables, enables and deletes', async () => {
    const created = await t.call(owner.headers, 'POST', `/${name}`, input(`Nguyễn Thị Hà ${name}`));
    expect(created.statusCode, created.body).toBe(200);
    const item = created.json().data;
    expect(item).toMatchObject({ name: `Nguyễn Thị Hà ${name}`, enabled: true });
    expect((await t.call(owner.headers, 'GET', `/${name}/${item.id}`)).json().data).toEqual(item);

    const updated = await t.call(owner.headers, 'PUT', `/${name}/${item.id}`, input(`Trần Văn Bảo ${name}`));
    expect(updated.json().data).toMatchObject({ id: item.id, name: `Trần Văn Bảo ${name}` });

    const off = await t.call(owner.headers, 'PUT', `/${name}/${item.id}/set-enabled`, { enabled: false });
    expect(off.json().data.enabled).toBe(false);
    const enabledOnly = (await t.call(owner.headers, 'GET', `/${name}?enabled=true&keyword=bao`)).json().data;
    expect(enabledOnly.pageData.map((i: { id: number }) => i.id)).not.toContain(item.id);
    expect(
      (await t.call(owner.headers, 'PUT', `/${name}/${item.id}/set-enabled`, { enabled: true })).json().data
        .enabled,
    ).toBe(true);

    const deleted = await t.call(
      owner.headers,
      'DELETE',
      `/${name}/${item.id}`,
      byName ? { name: `Trần Văn Bảo ${name}` } : undefined,
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await t.call(owner.headers, 'GET', `/${name}/${item.id}`)).statusCode).toBe(404);
  });

  it('refuses a duplicate name, case-insensitively, on create and on update', async () => {
    const first = (await t.call(owner.headers, 'POST', `/${name}`, input(`Phạm Minh Đức ${name}`))).json()
      .data;
    const twin = await t.call(owner.headers, 'POST', `/${name}?lang=en`, input(`PHẠM MINH ĐỨC ${name}`));
    expect(twin.json()).toMatchObject({ code: errors.duplicateName.code, message: errors.duplicateName.en });
    const other = (await t.call(owner.headers, 'POST', `/${name}`, input(`Lê Hoàng ${name}`))).json().data;
    const rename = await t.call(owner.headers, 'PUT', `/${name}/${other.id}`, input(`phạm minh đức ${name}`));
    expect(rename.json().code).toBe(errors.duplicateName.code);
    // Keeping its own name is not a duplicate.
    expect(
      (await t.call(owner.headers, 'PUT', `/${name}/${first.id}`, input(`Phạm Minh Đức ${name}`))).statusCode,
    ).toBe(200);
  });

  it('totals its pages: a full page counts the rest, a part page and a page past the end say what is there', async () => {
    for (const n of [1, 2, 3]) await t.call(owner.headers, 'POST', `/${name}`, input(`Trang ${n} ${name}`));
    const kw = encodeURIComponent(`trang`);
    const all = (await t.call(owner.headers, 'GET', `/${name}?keyword=${kw}&pageSize=50`)).json().data.paging
      .totalItem;
    expect(all).toBeGreaterThanOrEqual(3);
    const full = (await t.call(owner.headers, 'GET', `/${name}?keyword=${kw}&pageSize=2`)).json().data;
    expect(full.pageData).toHaveLength(2);
    expect(full.paging.totalItem).toBe(all);
    const last = Math.ceil(all / 2);
    const lastPage = (
      await t.call(owner.headers, 'GET', `/${name}?keyword=${kw}&pageSize=2&pageNumber=${last}`)
    ).json().data;
    expect(lastPage.paging.totalItem).toBe(all);
    const past = (
      await t.call(owner.headers, 'GET', `/${name}?keyword=${kw}&pageSize=2&pageNumber=${last + 1}`)
    ).json().data;
    expect(past).toMatchObject({ pageData: [], paging: { totalItem: all } });
  });

  it("finds 'Nguyễn' by 'nguyen', pages 50 by default, and refuses a sort outside the allow-list", async () => {
    await t.call(owner.headers, 'POST', `/${name}`, input(`Nguyễn Đình Chiểu ${name}`));
    const found = (await t.call(owner.headers, 'GET', `/${name}?keyword=nguyen%20dinh`)).json().data;
    expect(found.pageData.map((i: { name: string }) => i.name)).toContain(`Nguyễn Đình Chiểu ${name}`);
    expect(found.paging).toMatchObject({ pageSize: 50, pageNumber: 1 });
    const none = (await t.call(owner.headers, 'GET', `/${name}?keyword=zzz-khong-co`)).json().data;
    expect(none).toEqual({ pageData: [], paging: { totalItem: 0, pageSize: 50, pageNumber: 1 } });
    const sorted = (await t.call(owner.headers, 'GET', `/${name}?sortBy=name&sortDirection=desc`))
      .json()
      .data.pageData.map((i: { name: string }) => i.name);
    expect(sorted).toEqual([...sorted].sort((a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0)));
    const bad = await t.call(owner.headers, 'GET', `/${name}?sortBy=clinicId`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].path).toBe('query.sortBy');
  });

  it('lets a Read-only role list and read, and answers 403 to every write', async () => {
    const [item] = (await t.call(owner.headers, 'GET', `/${name}`)).json().data.pageData;
    const reader = await addStaffMember(t.app, owner.user.clinicId, {
      screens: { [screen]: PermissionLevel.Read },
    });
    expect((await t.call(reader.headers, 'GET', `/${name}`)).statusCode).toBe(200);
    expect((await t.call(reader.headers, 'GET', `/${name}/${item.id}`)).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['POST', `/${name}`, input('Không được phép')],
      ['PUT', `/${name}/${item.id}`, input('Không được phép')],
      ['PUT', `/${name}/${item.id}/set-enabled`, { enabled: false }],
      ['DELETE', `/${name}/${item.id}`, { name: item.name }],
    ] as const) {
      const res = await t.call(reader.headers, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const stranger = await addStaffMember(t.app, owner.user.clinicId);
    expect((await t.call(stranger.headers, 'GET', `/${name}`)).statusCode).toBe(403);
  });
});

describe('in use and delete by name', () => {
  it('refuses to delete a location or specialty a doctor uses, with the count, and deletes nothing', async () => {
    const location = (await t.call(owner.headers, 'POST', '/locations', { name: 'Cơ sở Quận 3' })).json()
      .data;
    const specialty = (await t.call(owner.headers, 'POST', '/specialties', { name: 'Nhi khoa' })).json().data;
    const doctor = (
      await t.call(owner.headers, 'POST', '/doctors', {
        ...cases[4].input('Bs. Hoàng Thu Trang'),
        specialtyIds: [specialty.id],
        locationIds: [location.id],
      })
    ).json().data;
    expect(doctor).toMatchObject({
      specialties: [{ id: specialty.id, name: 'Nhi khoa' }],
      locations: [{ id: location.id, name: 'Cơ sở Quận 3' }],
    });

    const busy = await t.call(owner.headers, 'DELETE', `/locations/${location.id}?lang=en`, {
      name: 'Cơ sở Quận 3',
    });
    expect(busy.json()).toMatchObject({
      code: errors.inUse.code,
      message: 'Cannot delete or disable: this location is in use (1 related record)',
    });
    expect((await t.call(owner.headers, 'DELETE', `/specialties/${specialty.id}`)).json().code).toBe(
      errors.inUse.code,
    );
    expect((await t.call(owner.headers, 'GET', `/locations/${location.id}`)).statusCode).toBe(200);

    // A wrong name is refused and nothing happens; the exact name deletes the doctor and its links.
    const wrong = await t.call(owner.headers, 'DELETE', `/doctors/${doctor.id}`, { name: 'Bs. Hoàng Thu' });
    expect(wrong.json().code).toBe(errors.invalidConfirmationInput.code);
    expect((await t.call(owner.headers, 'DELETE', `/doctors/${doctor.id}`)).statusCode).toBe(400);
    expect(
      (await t.call(owner.headers, 'DELETE', `/doctors/${doctor.id}`, { name: 'Bs. Hoàng Thu Trang' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.call(owner.headers, 'DELETE', `/locations/${location.id}`, { name: 'Cơ sở Quận 3' }))
        .statusCode,
    ).toBe(200);
    expect((await t.call(owner.headers, 'DELETE', `/specialties/${specialty.id}`)).statusCode).toBe(200);
  });
});

describe('doctors', () => {
  it('refuses a duplicate doctor code, and specialties or locations of another clinic', async () => {
    const first = (
      await t.call(owner.headers, 'POST', '/doctors', {
        ...cases[4].input('Bs. Đặng Văn Lâm'),
        doctorCode: 'BS001',
      })
    ).json().data;
    expect(first.doctorCode).toBe('BS001');
    const twin = await t.call(owner.headers, 'POST', '/doctors', {
      ...cases[4].input('Bs. Khác'),
      doctorCode: 'bs001',
    });
    expect(twin.json().code).toBe(errors.duplicateDoctorCode.code);

    const other = await signUpClinic(t.app, 'Other');
    const theirs = (await t.call(other.headers, 'POST', '/specialties', { name: 'Da liễu' })).json().data;
    const stolen = await t.call(owner.headers, 'POST', '/doctors', {
      ...cases[4].input('Bs. Mượn'),
      specialtyIds: [theirs.id],
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().code).toBe(errors.specialtyNotFound.code);
  });

  it('stops at the plan’s doctor limit (Trial: 3)', async () => {
    const trial = await signUpClinic(t.app, 'Trial');
    for (let i = 1; i <= 3; i += 1) {
      const res = await t.call(trial.headers, 'POST', '/doctors', { ...cases[4].input(`Bác sĩ số ${i}`) });
      expect(res.statusCode, res.body).toBe(200);
    }
    const fourth = await t.call(trial.headers, 'POST', '/doctors?lang=vi', {
      ...cases[4].input('Bác sĩ số 4'),
    });
    expect(fourth.json()).toMatchObject({
      code: errors.doctorLimitReached.code,
      message: errors.doctorLimitReached.vi,
    });
  });

  it('logs every change in the activity log', async () => {
    const logs = (await t.call(owner.headers, 'POST', '/reports/activity-logs', { entityTypes: [1] })).json()
      .data;
    expect(logs.paging.totalItem).toBeGreaterThan(0);
  });
});

describe('laboratories', () => {
  it('saves a provider’s settings and never returns the API key', async () => {
    expect((await t.call(owner.headers, 'GET', '/laboratories/2')).json().data).toEqual({
      providerId: 2,
      enabled: false,
      baseUrl: null,
      username: null,
      apiKeySet: false,
      apiKeyHint: null,
    });
    const saved = await t.call(owner.headers, 'POST', '/laboratories/2', {
      enabled: true,
      baseUrl: 'https://lab.example.vn/api',
      username: 'phongkham',
      apiKey: 'sk-live-1234567890abcd',
    });
    expect(saved.json().data).toEqual({
      providerId: 2,
      enabled: true,
      baseUrl: 'https://lab.example.vn/api',
      username: 'phongkham',
      apiKeySet: true,
      apiKeyHint: '••••abcd',
    });
    expect(saved.body).not.toContain('sk-live');
    // Omitting the key keeps it; an empty key clears it.
    const kept = await t.call(owner.headers, 'POST', '/laboratories/2', {
      enabled: false,
      baseUrl: null,
      username: null,
    });
    expect(kept.json().data).toMatchObject({ enabled: false, apiKeySet: true });
    const cleared = await t.call(owner.headers, 'POST', '/laboratories/2', {
      enabled: false,
      baseUrl: null,
      username: null,
      apiKey: '',
    });
    expect(cleared.json().data.apiKeySet).toBe(false);
    expect((await t.call(owner.headers, 'GET', '/laboratories/4')).statusCode).toBe(400);
    expect(
      (
        await t.call(owner.headers, 'POST', '/laboratories/1', {
          enabled: true,
          baseUrl: 'javascript:alert(1)',
          username: null,
        })
      ).statusCode,
    ).toBe(400);
  });
});
