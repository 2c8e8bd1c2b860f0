import { errors, PermissionLevel, RoleKind, ScreenId, UserSkill } from '@clinic/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index.js';
import { addStaffMember, createTestApp, signUpClinic, type TestApp } from '../../testing/harness.js';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpClinic>>;
let receptionistRole: number;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpClinic(t.app, 'Emp');
  const role = await t.call(owner.headers, 'POST', '/roles', {
    name: 'Lễ tân',
    screenPermissions: [{ screenId: ScreenId.Locations, level: PermissionLevel.Read }],
    featureIds: [],
  });
  receptionistRole = role.json().data.id;
});
afterAll(async () => t.close());

const mailsTo = async (email: string) =>
  t.app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
const inviteLinkCode = async (email: string) => {
  const [mail] = (await mailsTo(email)).slice(-1);
  return mail?.text.match(/accept-invite\?email=[^&]+&code=(\d{6})/)?.[1];
};

describe('inviting staff', () => {
  it('refuses more than 20 addresses at once', async () => {
    const emails = Array.from({ length: 21 }, (_, i) => `nv${i}@example.vn`).join(', ');
    const res = await t.call(owner.headers, 'POST', '/employees/invite', {
      emails,
      roleId: receptionistRole,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0]).toMatchObject({ path: 'body.emails', messageId: 'formError.maxItems' });
  });

  it('invites the valid addresses and names each one it could not invite', async () => {
    const res = await t.call(owner.headers, 'POST', '/employees/invite?lang=en', {
      emails: `le.tan.1@example.vn, not-an-email ,  THU.NGAN.2@example.vn, ${owner.input.email}`,
      roleId: receptionistRole,
      skills: [UserSkill.Receptionist],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { invited, failed } = res.json().data;
    expect(invited.map((i: { email: string }) => i.email)).toEqual([
      'le.tan.1@example.vn',
      'thu.ngan.2@example.vn',
    ]);
    expect(failed).toEqual([
      { email: 'not-an-email', code: errors.invalidEmail.code, message: errors.invalidEmail.en },
      { email: owner.input.email, code: errors.phoneOrEmailUsed.code, message: errors.phoneOrEmailUsed.en },
    ]);
    expect(await mailsTo('le.tan.1@example.vn')).toHaveLength(1);
    expect(await mailsTo('thu.ngan.2@example.vn')).toHaveLength(1);
    expect(await mailsTo('not-an-email')).toHaveLength(0);
    const listed = (await t.call(owner.headers, 'GET', '/employees?keyword=le.tan')).json().data.pageData[0];
    expect(listed).toMatchObject({
      email: 'le.tan.1@example.vn',
      verified: false,
      roleId: receptionistRole,
      skills: [UserSkill.Receptionist],
      groupIds: [],
    });
  });

  it('the invited colleague follows the mailed link, sets a name and password, and signs in with the role', async () => {
    await t.call(owner.headers, 'POST', '/employees/invite', {
      emails: 'bac.si.3@example.vn',
      roleId: receptionistRole,
    });
    const code = await inviteLinkCode('bac.si.3@example.vn');
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/accept-invite',
      payload: {
        email: 'bac.si.3@example.vn',
        code: code === '000000' ? '111111' : '000000',
        fullName: 'Ngô Thanh Vân',
        password: 'Secret123',
      },
    });
    expect(wrong.json().code).toBe(errors.confirmationCodeInvalid.code);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/accept-invite',
      payload: { email: 'bac.si.3@example.vn', code, fullName: 'Ngô Thanh Vân', password: 'Secret123' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'bac.si.3@example.vn', password: 'Secret123' },
    });
    expect(login.json().data.user).toMatchObject({
      fullName: 'Ngô Thanh Vân',
      userRoleId: receptionistRole,
      roleKind: RoleKind.UserDefined,
    });
    // Re-inviting someone who accepted is refused.
    const [me] = (await t.call(owner.headers, 'GET', '/employees?keyword=ngo%20thanh')).json().data.pageData;
    expect((await t.call(owner.headers, 'PUT', `/employees/${me.id}/re-invite`)).json().code).toBe(
      errors.alreadyVerified.code,
    );
  });
});

describe('protections and sessions', () => {
  it('nobody else edits, disables, deletes or sets the password of the owner; nobody disables themselves', async () => {
    const admin = await addStaffMember(t.app, owner.user.clinicId, {
      screens: { [ScreenId.Users]: PermissionLevel.Write },
    });
    const body = { fullName: 'Đổi tên', phone: null, roleId: receptionistRole, groupIds: [], skills: [] };
    expect((await t.call(admin.headers, 'PUT', `/employees/${owner.user.id}`, body)).json().code).toBe(
      errors.cannotEditOwner.code,
    );
    expect(
      (
        await t.call(admin.headers, 'PUT', `/employees/${owner.user.id}/set-enabled`, { enabled: false })
      ).json().code,
    ).toBe(errors.cannotEditOwner.code);
    expect((await t.call(admin.headers, 'DELETE', `/employees/${owner.user.id}`)).json().code).toBe(
      errors.cannotEditOwner.code,
    );
    expect(
      (
        await t.call(admin.headers, 'POST', `/employees/${owner.user.id}/change-password`, {
          password: 'Taken1234',
        })
      ).json().code,
    ).toBe(errors.cannotEditOwner.code);
    expect(
      (
        await t.call(admin.headers, 'PUT', `/employees/${admin.user.id}/set-enabled`, { enabled: false })
      ).json().code,
    ).toBe(errors.statusNotAllowed.code);
    // Handing out the Owner role is not a way around ownership transfer.
    const ownerRole = (await t.call(owner.headers, 'GET', '/roles'))
      .json()
      .data.pageData.find((r: { kind: number }) => r.kind === RoleKind.Owner);
    expect(
      (
        await t.call(owner.headers, 'PUT', `/employees/${admin.user.id}`, { ...body, roleId: ownerRole.id })
      ).json().code,
    ).toBe(errors.invalidRole.code);
  });

  it("the caller's own profile (kept with their session) shows every change to them at once", async () => {
    const staff = await addStaffMember(t.app, owner.user.clinicId);
    const me = async () => (await t.call(staff.headers, 'GET', '/users/me')).json().data;
    expect((await me()).fullName).not.toBe('Tên tự sửa');
    // Read once, then changed by themselves…
    await t.call(staff.headers, 'PUT', '/users/me', { fullName: 'Tên tự sửa', language: 'en' });
    expect(await me()).toMatchObject({ fullName: 'Tên tự sửa', language: 'en' });
    // …and by an administrator, role kept (the session lives on).
    const role = (await me()).userRoleId;
    const edited = await t.call(owner.headers, 'PUT', `/employees/${staff.user.id}`, {
      fullName: 'Tên do quản lý sửa',
      phone: null,
      roleId: role,
      groupIds: [],
      skills: [],
    });
    expect(edited.json()).toMatchObject({ data: { fullName: 'Tên do quản lý sửa' } });
    expect(await me()).toMatchObject({ fullName: 'Tên do quản lý sửa', userRoleId: role });
  });

  it('disabling a user or changing their role ends their sessions at once', async () => {
    const staff = await addStaffMember(t.app, owner.user.clinicId, {
      screens: { [ScreenId.Locations]: PermissionLevel.Read },
    });
    expect((await t.call(staff.headers, 'GET', '/users/me')).statusCode).toBe(200);
    await t.call(owner.headers, 'PUT', `/employees/${staff.user.id}`, {
      fullName: 'Mới',
      phone: null,
      roleId: receptionistRole,
      groupIds: [],
      skills: [],
    });
    expect((await t.call(staff.headers, 'GET', '/users/me')).statusCode).toBe(401);

    const other = await addStaffMember(t.app, owner.user.clinicId);
    expect(
      (
        await t.call(owner.headers, 'PUT', `/employees/${other.user.id}/set-enabled`, { enabled: false })
      ).json().data.enabled,
    ).toBe(false);
    expect((await t.call(other.headers, 'GET', '/users/me')).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: other.email, password: 'Staff1234' },
    });
    expect(again.statusCode).toBe(400);
  });
});

describe('group scoping', () => {
  it('with two locations and two doctors, a group limits the doctors its members see', async () => {
    const post = async (url: string, payload: object) =>
      (await t.call(owner.headers, 'POST', url, payload)).json().data;
    const q1 = await post('/locations', { name: 'Cơ sở Bình Thạnh' });
    const q2 = await post('/locations', { name: 'Cơ sở Thủ Đức' });
    const doctor = (name: string, code: string, locationIds: number[]) =>
      post('/doctors', {
        name,
        doctorCode: code,
        timePerAppointmentInMinutes: 15,
        waitingTime: 0,
        isVisibleForBooking: true,
        isAutoApproveAppointment: false,
        numberOfAppointmentsPerSlot: 1,
        locationIds,
      });
    const d1 = await doctor('BS. Lý Thường Kiệt', 'G1', [q1.id]);
    const d2 = await doctor('BS. Trần Hưng Đạo', 'G2', [q2.id]);
    const byLocation = await post('/user-groups', { name: 'Nhóm Bình Thạnh', locationIds: [q1.id] });
    const byDoctor = await post('/user-groups', { name: 'Nhóm BS Đạo', doctorIds: [d2.id] });
    expect(
      (await t.call(owner.headers, 'POST', '/user-groups', { name: 'Nhóm rỗng' })).json().fields[0].path,
    ).toBe('body.locationIds');

    const member = await addStaffMember(t.app, owner.user.clinicId, {
      screens: { [ScreenId.Doctors]: PermissionLevel.Read },
    });
    const seen = async () =>
      (await t.call(member.headers, 'GET', '/doctors?pageSize=100'))
        .json()
        .data.pageData.map((d: { id: number }) => d.id);
    // No group yet: every doctor.
    expect(await seen()).toEqual(expect.arrayContaining([d1.id, d2.id]));

    const setGroups = (groupIds: number[]) =>
      t.call(owner.headers, 'PUT', `/employees/${member.user.id}`, {
        fullName: 'Thành viên',
        phone: null,
        roleId: member.role.id,
        groupIds,
        skills: [],
      });
    await setGroups([byLocation.id]);
    expect(await seen()).toEqual([d1.id]);
    expect((await t.call(member.headers, 'GET', `/doctors/${d2.id}`)).statusCode).toBe(404);
    await setGroups([byDoctor.id]);
    expect(await seen()).toEqual([d2.id]);
    await setGroups([byLocation.id, byDoctor.id]);
    expect((await seen()).sort()).toEqual([d1.id, d2.id].sort());
    // Owner and Admin are never limited by groups.
    expect(
      (await t.call(owner.headers, 'GET', '/doctors?pageSize=100')).json().data.pageData.length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('nobody deletes or disables a group they belong to', async () => {
    const group = (
      await t.call(owner.headers, 'POST', '/user-groups', { name: 'Nhóm của tôi', allLocations: true })
    ).json().data;
    const manager = await addStaffMember(t.app, owner.user.clinicId, {
      screens: { [ScreenId.UserGroups]: PermissionLevel.Write },
    });
    await t.call(owner.headers, 'PUT', `/employees/${manager.user.id}`, {
      fullName: 'Quản lý',
      phone: null,
      roleId: manager.role.id,
      groupIds: [group.id],
      skills: [],
    });
    const fresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: manager.email, password: 'Staff1234' },
    });
    const headers = { authorization: `Bearer ${fresh.json().data.accessToken}` };
    expect((await t.call(headers, 'DELETE', `/user-groups/${group.id}`)).json().code).toBe(
      errors.cannotRemoveOwnRoleOrGroup.code,
    );
    expect(
      (await t.call(headers, 'PUT', `/user-groups/${group.id}/set-enabled`, { enabled: false })).json().code,
    ).toBe(errors.cannotRemoveOwnRoleOrGroup.code);
  });
});
