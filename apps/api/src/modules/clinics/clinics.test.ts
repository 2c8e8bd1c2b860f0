import { createHash } from 'node:crypto';
import {
  ActivityAction,
  ActivityEntityType,
  AppointmentFeature,
  allScreenIds,
  errors,
  PermissionLevel,
  RoleKind,
  ScreenId,
} from '@clinic/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinics } from '../../db/schema/index.js';
import { addStaffMember, createTestApp, signUpClinic, type TestApp } from '../../testing/harness.js';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpClinic>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpClinic(t.app, 'Owner');
});
afterAll(async () => t.close());

const settings = {
  clinicName: 'Phòng khám Nhi Hạnh Phúc',
  phone: '0283 822 1234',
  email: 'LienHe@HanhPhuc.vn',
  address: '12 Lý Tự Trọng, Quận 1, TP. Hồ Chí Minh',
  timeZone: 'Asia/Ho_Chi_Minh',
  allowBookingInDays: 14,
  allowBookingBeforeMinutes: 90,
  allowCheckInLateAfterMinutes: 10,
  enableCheckInSheet: false,
};

describe('clinic settings', () => {
  it('reads defaults, saves every setting, and reflects the name in the clinic info', async () => {
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/clinics/general-settings',
      headers: owner.headers,
    });
    expect(before.json().data).toMatchObject({
      clinicName: owner.input.clinicName,
      allowBookingInDays: 30,
      allowBookingBeforeMinutes: 60,
      allowCheckInLateAfterMinutes: 15,
      enableCheckInSheet: true,
      timeZone: 'Asia/Ho_Chi_Minh',
    });
    expect(before.json().data.bookingUrl).toMatch(/^http:\/\/clinic\.test\/booking\/phong-kham-owner-\d+$/);

    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/clinics/general-settings',
      headers: owner.headers,
      payload: settings,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      ...settings,
      email: 'lienhe@hanhphuc.vn',
      phone: '02838221234',
    });
    const info = await t.app.inject({ method: 'GET', url: '/api/clinics/info', headers: owner.headers });
    expect(info.json().data).toMatchObject({ name: settings.clinicName, enableCheckInSheet: false });
  });

  it('keeps the VietQR bank account and a write-only webhook key, unique to the clinic', async () => {
    const put = (payload: object, headers = owner.headers) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/clinics/general-settings',
        headers,
        payload: { ...settings, ...payload },
      });
    const bank = { bin: '970436', accountNumber: '0071000123456', accountName: 'PHONG KHAM HANH PHUC' };
    const key = 'sepay-key-0123456789abcdef';
    const saved = await put({ bank, bankWebhookApiKey: key });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ bank, hasBankWebhookKey: true });
    expect(saved.body).not.toContain(key);
    const [row] = await t.app.deps.db.select().from(clinics).where(eq(clinics.id, owner.user.clinicId));
    expect(row!.bankWebhookKeyHash).toBe(createHash('sha256').update(key).digest('hex'));

    // Absent keeps both; an unknown bank or a short key is refused at its field; null removes.
    const kept = await put({});
    expect(kept.json().data).toMatchObject({ bank, hasBankWebhookKey: true });
    const bad = await put({ bank: { ...bank, bin: '123456' }, bankWebhookApiKey: 'short' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .fields.map((f: { path: string }) => f.path)
        .sort(),
    ).toEqual(['body.bank.bin', 'body.bankWebhookApiKey']);
    // Another clinic cannot take the same key: it names the clinic on the webhook.
    const other = await signUpClinic(t.app, 'Khac');
    const taken = await put({ bankWebhookApiKey: key }, other.headers);
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fields[0]).toMatchObject({
      path: 'body.bankWebhookApiKey',
      messageId: 'formError.duplicate',
    });
    const removed = await put({ bank: null, bankWebhookApiKey: null });
    expect(removed.json().data).toMatchObject({ bank: null, hasBankWebhookKey: false });
  });

  it('rejects an unknown time zone and out-of-range numbers, changing nothing', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/clinics/general-settings?lang=en',
      headers: owner.headers,
      payload: { ...settings, clinicName: 'Changed', timeZone: 'Mars/Olympus', allowBookingInDays: 0 },
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .fields.map((f: { path: string }) => f.path)
        .sort(),
    ).toEqual(['body.allowBookingInDays', 'body.timeZone']);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/clinics/general-settings',
      headers: owner.headers,
    });
    expect(after.json().data.clinicName).toBe(settings.clinicName);
  });

  it('lets a role read settings with Read and change them only with Write', async () => {
    const reader = await addStaffMember(t.app, owner.user.clinicId, {
      screens: { [ScreenId.GeneralSettings]: PermissionLevel.Read },
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/clinics/general-settings', headers: reader.headers }))
        .statusCode,
    ).toBe(200);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/clinics/general-settings?lang=en',
      headers: reader.headers,
      payload: settings,
    });
    expect(put.statusCode).toBe(403);
    expect(put.json()).toMatchObject({
      code: errors.noPermission.code,
      message: 'You do not have permission for this method',
    });

    const nobody = await addStaffMember(t.app, owner.user.clinicId);
    const get = await t.app.inject({
      method: 'GET',
      url: '/api/clinics/general-settings',
      headers: nobody.headers,
    });
    expect(get.statusCode).toBe(403);
    expect(get.json().message).toBe(errors.noPermission.vi);
    // Everyone signed in may read their clinic's identity.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/clinics/info', headers: nobody.headers })).statusCode,
    ).toBe(200);
  });
});

describe('links when the server has no PUBLIC_URL', () => {
  it('answers the booking link as a path for the browser to complete, and no public address; e-mails keep one', async () => {
    const bare = await createTestApp({ publicUrl: 'http://localhost:3000', publicUrlConfigured: false });
    try {
      const clinic = await signUpClinic(bare.app, 'NoUrl');
      const get = async (url: string) =>
        (await bare.app.inject({ method: 'GET', url: `/api${url}`, headers: clinic.headers })).json().data;
      const info = await get('/clinics/info');
      expect(info.publicUrl).toBeNull();
      expect(info.bookingUrl).toBe(`/booking/${info.slug}`);
      expect((await get('/clinics/general-settings')).bookingUrl).toBe(`/booking/${info.slug}`);
      // The sign-up mail was sent with an absolute link: mail never takes the request's Host.
      expect(bare.printed.join('\n')).toContain('http://localhost:3000/activate?');
    } finally {
      await bare.close();
    }
  });

  it('with PUBLIC_URL, answers it and the whole booking link', async () => {
    const info = (
      await t.app.inject({ method: 'GET', url: '/api/clinics/info', headers: owner.headers })
    ).json().data;
    expect(info.publicUrl).toBe('http://clinic.test');
    expect(info.bookingUrl).toBe(`http://clinic.test/booking/${info.slug}`);
  });
});

describe('my permissions', () => {
  it('gives the owner every screen at Write and every appointment feature', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/employees/my-permissions',
      headers: owner.headers,
    });
    const data = res.json().data;
    expect(data.roleId).toBe(owner.user.userRoleId);
    expect(data.groupIds).toEqual([]);
    expect(data.frontendFeatureIds.sort()).toEqual(Object.values(AppointmentFeature).sort());
    expect(data.screenPermissions).toHaveLength(allScreenIds.length);
    expect(
      new Set(data.screenPermissions.map((p: { permissionTypeId: number }) => p.permissionTypeId)),
    ).toEqual(new Set([PermissionLevel.Write]));
  });

  it('gives a user-defined role exactly its grants', async () => {
    const receptionist = await addStaffMember(t.app, owner.user.clinicId, {
      screens: {
        [ScreenId.Appointments]: PermissionLevel.Write,
        [ScreenId.Doctors]: PermissionLevel.Read,
        [ScreenId.Users]: PermissionLevel.None,
      },
      features: [AppointmentFeature.Add, AppointmentFeature.CheckIn],
    });
    const data = (
      await t.app.inject({
        method: 'GET',
        url: '/api/employees/my-permissions',
        headers: receptionist.headers,
      })
    ).json().data;
    expect(data.roleId).toBe(receptionist.role.id);
    expect(data.frontendFeatureIds.sort()).toEqual([AppointmentFeature.Add, AppointmentFeature.CheckIn]);
    expect(data.screenPermissions).toEqual(
      expect.arrayContaining([
        { permissionTypeId: PermissionLevel.Write, frontendScreenId: ScreenId.Appointments },
        { permissionTypeId: PermissionLevel.Read, frontendScreenId: ScreenId.Doctors },
      ]),
    );
    expect(data.screenPermissions).toHaveLength(2);
  });
});

describe('profile and activity log', () => {
  it('updates my profile, refuses a phone someone else uses, and logs who changed what', async () => {
    const other = await signUpClinic(t.app, 'Other');
    const taken = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: owner.headers,
      payload: { fullName: 'Nguyễn Văn Owner', phone: other.input.phone },
    });
    expect(taken.json().code).toBe(errors.phoneOrEmailUsed.code);
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: owner.headers,
      payload: { fullName: 'Đỗ Đức Anh', language: 'en' },
    });
    expect(ok.json().data).toMatchObject({ fullName: 'Đỗ Đức Anh', language: 'en' });

    const logs = await t.app.inject({
      method: 'POST',
      url: '/api/reports/activity-logs?pageSize=10&pageNumber=1',
      headers: owner.headers,
      payload: { entityTypes: [ActivityEntityType.User], actions: [ActivityAction.Update] },
    });
    expect(logs.statusCode).toBe(200);
    const { pageData, paging } = logs.json().data;
    expect(paging).toEqual({ totalItem: 1, pageSize: 10, pageNumber: 1 });
    expect(pageData[0]).toMatchObject({
      entityId: owner.user.id,
      userId: owner.user.id,
      userFullName: 'Đỗ Đức Anh',
    });
    // The other clinic sees none of it.
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/reports/activity-logs',
      headers: other.headers,
      payload: {},
    });
    expect(theirs.json().data.paging.totalItem).toBe(0);
  });

  it('filters the activity log by date range and pages it', async () => {
    const future = await t.app.inject({
      method: 'POST',
      url: '/api/reports/activity-logs',
      headers: owner.headers,
      payload: { from: '2099-01-01T00:00:00+07:00' },
    });
    expect(future.json().data.paging.totalItem).toBe(0);
    const backwards = await t.app.inject({
      method: 'POST',
      url: '/api/reports/activity-logs',
      headers: owner.headers,
      payload: { from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields[0].path).toBe('body.to');
    const noAccess = await addStaffMember(t.app, owner.user.clinicId);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/reports/activity-logs',
          headers: noAccess.headers,
          payload: {},
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('ownership transfer', () => {
  it('only the owner transfers, with the password, to a colleague; the old owner becomes an Admin', async () => {
    const clinic = await signUpClinic(t.app, 'Transfer');
    const colleague = await addStaffMember(t.app, clinic.user.clinicId, { label: 'Phạm Thu Hà' });
    const stranger = await signUpClinic(t.app, 'Stranger');

    const byColleague = await t.app.inject({
      method: 'POST',
      url: '/api/clinics/change-owner',
      headers: colleague.headers,
      payload: { userId: colleague.user.id, password: 'Staff1234' },
    });
    expect(byColleague.json().code).toBe(errors.onlyOwnerCanAct.code);
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/api/clinics/change-owner',
      headers: clinic.headers,
      payload: { userId: colleague.user.id, password: 'Nope12345' },
    });
    expect(wrongPassword.json().code).toBe(errors.wrongPassword.code);
    const toStranger = await t.app.inject({
      method: 'POST',
      url: '/api/clinics/change-owner',
      headers: clinic.headers,
      payload: { userId: stranger.user.id, password: clinic.input.password },
    });
    expect(toStranger.statusCode).toBe(404);

    const done = await t.app.inject({
      method: 'POST',
      url: '/api/clinics/change-owner',
      headers: clinic.headers,
      payload: { userId: colleague.user.id, password: clinic.input.password },
    });
    expect(done.statusCode).toBe(200);
    const oldOwner = (
      await t.app.inject({ method: 'GET', url: '/api/users/me', headers: clinic.headers })
    ).json().data;
    const newOwner = (
      await t.app.inject({ method: 'GET', url: '/api/users/me', headers: colleague.headers })
    ).json().data;
    expect(oldOwner.roleKind).toBe(RoleKind.Admin);
    expect(newOwner.roleKind).toBe(RoleKind.Owner);
    // The former owner can no longer transfer ownership.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/clinics/change-owner',
      headers: clinic.headers,
      payload: { userId: clinic.user.id, password: clinic.input.password },
    });
    expect(again.json().code).toBe(errors.onlyOwnerCanAct.code);
  });
});
