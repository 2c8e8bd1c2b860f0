import {
  AppointmentFeature,
  allScreenIds,
  errors,
  PermissionLevel,
  RoleKind,
  ScreenId,
} from '@clinic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaffMember, createTestApp, signUpClinic, type TestApp } from '../../testing/harness.js';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpClinic>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpClinic(t.app, 'Roles');
});
afterAll(async () => t.close());

const receptionist = {
  name: 'Lễ tân',
  description: 'Tiếp đón và đặt lịch',
  screenPermissions: [
    { screenId: ScreenId.Appointments, level: PermissionLevel.Write },
    { screenId: ScreenId.Doctors, level: PermissionLevel.Read },
    { screenId: ScreenId.Billing, level: PermissionLevel.None },
  ],
  featureIds: [AppointmentFeature.Add, AppointmentFeature.CheckIn],
};

describe('roles', () => {
  it('lists Owner and Admin with every screen at Write, and neither can be edited, disabled or deleted', async () => {
    const list = (await t.call(owner.headers, 'GET', '/roles')).json().data.pageData;
    const builtIns = list.filter((r: { kind: number }) => r.kind !== RoleKind.UserDefined);
    expect(builtIns.map((r: { kind: number }) => r.kind).sort()).toEqual([RoleKind.Owner, RoleKind.Admin]);
    for (const role of builtIns) {
      expect(role.screenPermissions).toHaveLength(allScreenIds.length);
      for (const [method, url, body] of [
        ['PUT', `/roles/${role.id}`, receptionist],
        ['PUT', `/roles/${role.id}/set-enabled`, { enabled: false }],
        ['DELETE', `/roles/${role.id}`, undefined],
      ] as const) {
        const res = await t.call(owner.headers, method, url, body);
        expect(res.json().code, `${method} ${url}`).toBe(errors.cannotEditOwner.code);
      }
    }
  });

  it('creates a role with its screen levels and features; its users get exactly those permissions', async () => {
    const created = await t.call(owner.headers, 'POST', '/roles', receptionist);
    expect(created.statusCode, created.body).toBe(200);
    const role = created.json().data;
    expect(role).toMatchObject({
      kind: RoleKind.UserDefined,
      screenPermissions: [
        { screenId: ScreenId.Doctors, level: PermissionLevel.Read },
        { screenId: ScreenId.Appointments, level: PermissionLevel.Write },
      ],
      featureIds: [AppointmentFeature.Add, AppointmentFeature.CheckIn],
      userCount: 0,
    });

    // Edit the matrix: doctors up to Write, appointments down to None.
    const edited = await t.call(owner.headers, 'PUT', `/roles/${role.id}`, {
      ...receptionist,
      screenPermissions: [{ screenId: ScreenId.Doctors, level: PermissionLevel.Write }],
      featureIds: [],
    });
    expect(edited.json().data).toMatchObject({
      screenPermissions: [{ screenId: ScreenId.Doctors, level: PermissionLevel.Write }],
      featureIds: [],
    });
    expect(
      (await t.call(owner.headers, 'POST', '/roles?lang=en', { ...receptionist, name: 'LỄ TÂN' })).json()
        .code,
    ).toBe(errors.duplicateName.code);
  });

  it('refuses unknown screens, levels and features', async () => {
    for (const body of [
      { ...receptionist, name: 'X1', screenPermissions: [{ screenId: 16, level: 10 }] },
      { ...receptionist, name: 'X2', screenPermissions: [{ screenId: 1, level: 15 }] },
      { ...receptionist, name: 'X3', featureIds: [107] },
    ]) {
      expect((await t.call(owner.headers, 'POST', '/roles', body)).statusCode).toBe(400);
    }
  });

  it('will not delete a role people hold, nor let anyone delete or disable their own role', async () => {
    const manager = await addStaffMember(t.app, owner.user.clinicId, {
      screens: { [ScreenId.UserRoles]: PermissionLevel.Write },
    });
    const ownRole = manager.role.id;
    const disable = await t.call(manager.headers, 'PUT', `/roles/${ownRole}/set-enabled?lang=en`, {
      enabled: false,
    });
    expect(disable.json()).toMatchObject({
      code: errors.cannotRemoveOwnRoleOrGroup.code,
      message: 'You cannot delete or disable your own role or group',
    });
    expect((await t.call(manager.headers, 'DELETE', `/roles/${ownRole}`)).json().code).toBe(
      errors.cannotRemoveOwnRoleOrGroup.code,
    );
    // The owner may disable it, but not delete it while someone holds it.
    const held = await t.call(owner.headers, 'DELETE', `/roles/${ownRole}?lang=en`);
    expect(held.json()).toMatchObject({
      code: errors.inUse.code,
      message: 'Cannot delete or disable: this role is in use (1 related record)',
    });
    const empty = (
      await t.call(owner.headers, 'POST', '/roles', { ...receptionist, name: 'Tạm thời' })
    ).json().data;
    expect((await t.call(owner.headers, 'DELETE', `/roles/${empty.id}`)).statusCode).toBe(200);
  });
});
