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

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers = owner.headers,
) => t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

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
    const created = await call('POST', `/${name}`, input(`Nguyễn Thị Hà ${name}`));
    expect(created.statusCode, created.body).toBe(200);
    const item = created.json().data;
    expect(item).toMatchObject({ name: `Nguyễn Thị Hà ${name}`, enabled: true });
    expect((await call('GET', `/${name}/${item.id}`)).json().data).toEqual(item);

    const updated = await call('PUT', `/${name}/${item.id}`, input(`Trần Văn Bảo ${name}`));
    expect(updated.json().data).toMatchObject({ id: item.id, name: `Trần Văn Bảo ${name}` });

    const off = await call('PUT', `/${name}/${item.id}/set-enabled`, { enabled: false });
    expect(off.json().data.enabled).toBe(false);
    const enabledOnly = (await call('GET', `/${name}?enabled=true&keyword=bao`)).json().data;
    expect(enabledOnly.pageData.map((i: { id: number }) => i.id)).not.toContain(item.id);
    expect(
      (await call('PUT', `/${name}/${item.id}/set-enabled`, { enabled: true })).json().data.enabled,
    ).toBe(true);

    const deleted = await call(
      'DELETE',
      `/${name}/${item.id}`,
      byName ? { name: `Trần Văn Bảo ${name}` } : undefined,
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await call('GET', `/${name}/${item.id}`)).statusCode).toBe(404);
  });

  it('refuses a duplicate name, case-insensitively, on create and on update', async () => {
    const first = (await call('POST', `/${name}`, input(`Phạm Minh Đức ${name}`))).json().data;
    const twin = await call('POST', `/${name}?lang=en`, input(`PHẠM MINH ĐỨC ${name}`));
    expect(twin.json()).toMatchObject({ code: errors.duplicateName.code, message: errors.duplicateName.en });
    const other = (await call('POST', `/${name}`, input(`Lê Hoàng ${name}`))).json().data;
    const rename = await call('PUT', `/${name}/${other.id}`, input(`phạm minh đức ${name}`));
    expect(rename.json().code).toBe(errors.duplicateName.code);
    // Keeping its own name is not a duplicate.
    expect((await call('PUT', `/${name}/${first.id}`, input(`Phạm Minh Đức ${name}`))).statusCode).toBe(200);
  });

  it('totals its pages: a full page counts the rest, a part page and a page past the end say what is there', async () => {
    for (const n of [1, 2, 3]) await call('POST', `/${name}`, input(`Trang ${n} ${name}`));
    const kw = encodeURIComponent(`trang`);
    const all = (await call('GET', `/${name}?keyword=${kw}&pageSize=50`)).json().data.paging.totalItem;
    expect(all).toBeGreaterThanOrEqual(3);
    const full = (await call('GET', `/${name}?keyword=${kw}&pageSize=2`)).json().data;
    expect(full.pageData).toHaveLength(2);
    expect(full.paging.totalItem).toBe(all);
    const last = Math.ceil(all / 2);
    const lastPage = (await call('GET', `/${name}?keyword=${kw}&pageSize=2&pageNumber=${last}`)).json().data;
    expect(lastPage.paging.totalItem).toBe(all);
    const past = (await call('GET', `/${name}?keyword=${kw}&pageSize=2&pageNumber=${last + 1}`)).json().data;
    expect(past).toMatchObject({ pageData: [], paging: { totalItem: all } });
  });

  it("finds 'Nguyễn' by 'nguyen', pages 50 by default, and refuses a sort outside the allow-list", async () => {
    await call('POST', `/${name}`, input(`Nguyễn Đình Chiểu ${name}`));
    const found = (await call('GET', `/${name}?keyword=nguyen%20dinh`)).json().data;
    expect(found.pageData.map((i: { name: string }) => i.name)).toContain(`Nguyễn Đình Chiểu ${name}`);
    expect(found.paging).toMatchObject({ pageSize: 50, pageNumber: 1 });
    const none = (await call('GET', `/${name}?keyword=zzz-khong-co`)).json().data;
    expect(none).toEqual({ pageData: [], paging: { totalItem: 0, pageSize: 50, pageNumber: 1 } });
    const sorted = (await call('GET', `/${name}?sortBy=name&sortDirection=desc`))
      .json()
      .data.pageData.map((i: { name: string }) => i.name);
    expect(sorted).toEqual([...sorted].sort((a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0)));
    const bad = await call('GET', `/${name}?sortBy=clinicId`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].path).toBe('query.sortBy');
  });

  it('lets a Read-only role list and read, and answers 403 to every write', async () => {
    const [item] = (await call('GET', `/${name}`)).json().data.pageData;
    const reader = await addStaffMember(t.app, owner.user.clinicId, {
      screens: { [screen]: PermissionLevel.Read },
    });
    expect((await call('GET', `/${name}`, undefined, reader.headers)).statusCode).toBe(200);
    expect((await call('GET', `/${name}/${item.id}`, undefined, reader.headers)).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['POST', `/${name}`, input('Không được phép')],
      ['PUT', `/${name}/${item.id}`, input('Không được phép')],
      ['PUT', `/${name}/${item.id}/set-enabled`, { enabled: false }],
      ['DELETE', `/${name}/${item.id}`, { name: item.name }],
    ] as const) {
      const res = await call(method, url, body, reader.headers);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const stranger = await addStaffMember(t.app, owner.user.clinicId);
    expect((await call('GET', `/${name}`, undefined, stranger.headers)).statusCode).toBe(403);
  });
});

describe('in use and delete by name', () => {
  it('refuses to delete a location or specialty a doctor uses, with the count, and deletes nothing', async () => {
    const location = (await call('POST', '/locations', { name: 'Cơ sở Quận 3' })).json().data;
    const specialty = (await call('POST', '/specialties', { name: 'Nhi khoa' })).json().data;
    const doctor = (
      await call('POST', '/doctors', {
        ...cases[4].input('Bs. Hoàng Thu Trang'),
        specialtyIds: [specialty.id],
        locationIds: [location.id],
      })
    ).json().data;
    expect(doctor).toMatchObject({
      specialties: [{ id: specialty.id, name: 'Nhi khoa' }],
      locations: [{ id: location.id, name: 'Cơ sở Quận 3' }],
    });

    const busy = await call('DELETE', `/locations/${location.id}?lang=en`, { name: 'Cơ sở Quận 3' });
    expect(busy.json()).toMatchObject({
      code: errors.inUse.code,
      message: 'Cannot delete or disable: this location is in use (1 related record)',
    });
    expect((await call('DELETE', `/specialties/${specialty.id}`)).json().code).toBe(errors.inUse.code);
    expect((await call('GET', `/locations/${location.id}`)).statusCode).toBe(200);

    // A wrong name is refused and nothing happens; the exact name deletes the doctor and its links.
    const wrong = await call('DELETE', `/doctors/${doctor.id}`, { name: 'Bs. Hoàng Thu' });
    expect(wrong.json().code).toBe(errors.invalidConfirmationInput.code);
    expect((await call('DELETE', `/doctors/${doctor.id}`)).statusCode).toBe(400);
    expect((await call('DELETE', `/doctors/${doctor.id}`, { name: 'Bs. Hoàng Thu Trang' })).statusCode).toBe(
      200,
    );
    expect((await call('DELETE', `/locations/${location.id}`, { name: 'Cơ sở Quận 3' })).statusCode).toBe(
      200,
    );
    expect((await call('DELETE', `/specialties/${specialty.id}`)).statusCode).toBe(200);
  });
});

describe('doctors', () => {
  it('refuses a duplicate doctor code, and specialties or locations of another clinic', async () => {
    const first = (
      await call('POST', '/doctors', { ...cases[4].input('Bs. Đặng Văn Lâm'), doctorCode: 'BS001' })
    ).json().data;
    expect(first.doctorCode).toBe('BS001');
    const twin = await call('POST', '/doctors', { ...cases[4].input('Bs. Khác'), doctorCode: 'bs001' });
    expect(twin.json().code).toBe(errors.duplicateDoctorCode.code);

    const other = await signUpClinic(t.app, 'Other');
    const theirs = (await call('POST', '/specialties', { name: 'Da liễu' }, other.headers)).json().data;
    const stolen = await call('POST', '/doctors', {
      ...cases[4].input('Bs. Mượn'),
      specialtyIds: [theirs.id],
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().code).toBe(errors.specialtyNotFound.code);
  });

  it('stops at the plan’s doctor limit (Trial: 3)', async () => {
    const trial = await signUpClinic(t.app, 'Trial');
    for (let i = 1; i <= 3; i += 1) {
      const res = await call('POST', '/doctors', { ...cases[4].input(`Bác sĩ số ${i}`) }, trial.headers);
      expect(res.statusCode, res.body).toBe(200);
    }
    const fourth = await call(
      'POST',
      '/doctors?lang=vi',
      { ...cases[4].input('Bác sĩ số 4') },
      trial.headers,
    );
    expect(fourth.json()).toMatchObject({
      code: errors.doctorLimitReached.code,
      message: errors.doctorLimitReached.vi,
    });
  });

  it('logs every change in the activity log', async () => {
    const logs = (await call('POST', '/reports/activity-logs', { entityTypes: [1] })).json().data;
    expect(logs.paging.totalItem).toBeGreaterThan(0);
  });
});

describe('laboratories', () => {
  it('saves a provider’s settings and never returns the API key', async () => {
    expect((await call('GET', '/laboratories/2')).json().data).toEqual({
      providerId: 2,
      enabled: false,
      baseUrl: null,
      username: null,
      apiKeySet: false,
      apiKeyHint: null,
    });
    const saved = await call('POST', '/laboratories/2', {
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
    const kept = await call('POST', '/laboratories/2', { enabled: false, baseUrl: null, username: null });
    expect(kept.json().data).toMatchObject({ enabled: false, apiKeySet: true });
    const cleared = await call('POST', '/laboratories/2', {
      enabled: false,
      baseUrl: null,
      username: null,
      apiKey: '',
    });
    expect(cleared.json().data.apiKeySet).toBe(false);
    expect((await call('GET', '/laboratories/4')).statusCode).toBe(400);
    expect(
      (
        await call('POST', '/laboratories/1', {
          enabled: true,
          baseUrl: 'javascript:alert(1)',
          username: null,
        })
      ).statusCode,
    ).toBe(400);
  });
});
