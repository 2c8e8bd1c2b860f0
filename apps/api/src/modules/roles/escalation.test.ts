import { errors, PermissionLevel, RoleKind, ScreenId } from '@clinic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiReply,
  addStaffMember,
  createTestApp,
  signUpClinic,
  type TestApp,
} from '../../testing/harness.js';

// Nobody grants what they do not hold (docs/product.md#permissions). Each story is a way a clerk holding only the
// Users (6) and User roles (7) screens at Write could once raise themselves or an accomplice above that.

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpClinic>>;
let adminRoleId: number;
let cashierRoleId: number;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpClinic(t.app, 'Esc');
  const roles = (await t.call(owner.headers, 'GET', english('/roles'))).json().data.pageData as {
    id: number;
    kind: number;
  }[];
  adminRoleId = roles.find((r) => r.kind === RoleKind.Admin)!.id;
  cashierRoleId = (
    await t.call(owner.headers, 'POST', english('/roles'), {
      name: 'Thu ngân',
      screenPermissions: [
        { screenId: ScreenId.Billing, level: PermissionLevel.Write },
        { screenId: ScreenId.Invoices, level: PermissionLevel.Write },
      ],
      featureIds: [],
    })
  ).json().data.id;
});
afterAll(async () => t.close());

/** The url asking for English answers: a refusal's message is compared with the catalogue's English text. */
const english = (url: string) => `${url}${url.includes('?') ? '&' : '?'}lang=en`;

const clerkScreens = { [ScreenId.Users]: PermissionLevel.Write, [ScreenId.UserRoles]: PermissionLevel.Write };
const newClerk = () =>
  addStaffMember(t.app, owner.user.clinicId, { screens: clerkScreens, label: 'Nhân sự' });

async function signIn(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: email, password: 'Staff1234' },
  });
  return { authorization: `Bearer ${res.json().data.accessToken as string}` };
}

const employeeBody = (roleId: number, groupIds: number[] = []) => ({
  fullName: 'Nhân sự',
  phone: null,
  roleId,
  groupIds,
  skills: [],
});

function expectRefused(res: ApiReply, key: keyof typeof errors) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ code: errors[key].code, message: errors[key].en });
}

describe('a clerk cannot raise themselves', () => {
  it('gives themselves neither the Admin role nor any role above their own, and still reads no invoice', async () => {
    const clerk = await newClerk();
    expectRefused(
      await t.call(clerk.headers, 'PUT', english(`/employees/${clerk.user.id}`), employeeBody(adminRoleId)),
      'cannotChangeOwnAccess',
    );
    expectRefused(
      await t.call(clerk.headers, 'PUT', english(`/employees/${clerk.user.id}`), employeeBody(cashierRoleId)),
      'cannotChangeOwnAccess',
    );
    const again = await signIn(clerk.email);
    expect((await t.call(again, 'POST', english('/invoices/search'), {})).statusCode).toBe(403);
    // Their name, phone and skills stay theirs to edit.
    const renamed = await t.call(clerk.headers, 'PUT', english(`/employees/${clerk.user.id}`), {
      ...employeeBody(clerk.role.id),
      fullName: 'Tên mới',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it('cannot add Billing, Invoices, Stock or settings screens to their own role, nor edit it at all', async () => {
    const clerk = await newClerk();
    const widened = {
      name: clerk.role.name,
      screenPermissions: [
        ...Object.entries(clerkScreens).map(([screenId, level]) => ({ screenId: Number(screenId), level })),
        { screenId: ScreenId.Billing, level: PermissionLevel.Write },
        { screenId: ScreenId.Invoices, level: PermissionLevel.Write },
        { screenId: ScreenId.StockOnHand, level: PermissionLevel.Write },
        { screenId: ScreenId.GeneralSettings, level: PermissionLevel.Write },
      ],
      featureIds: [],
    };
    expectRefused(
      await t.call(clerk.headers, 'PUT', english(`/roles/${clerk.role.id}`), widened),
      'cannotChangeOwnAccess',
    );
    expectRefused(
      await t.call(clerk.headers, 'PUT', english(`/roles/${clerk.role.id}`), {
        ...widened,
        screenPermissions: [],
      }),
      'cannotChangeOwnAccess',
    );
    const again = await signIn(clerk.email);
    expect((await t.call(again, 'POST', english('/invoices/search'), {})).statusCode).toBe(403);
  });

  it('cannot step out of the groups that limit what they see', async () => {
    const location = (
      await t.call(owner.headers, 'POST', english('/locations'), { name: 'Cơ sở nhóm' })
    ).json().data;
    const group = (
      await t.call(owner.headers, 'POST', english('/user-groups'), {
        name: 'Nhóm giới hạn',
        locationIds: [location.id],
      })
    ).json().data;
    const clerk = await addStaffMember(t.app, owner.user.clinicId, {
      screens: { ...clerkScreens, [ScreenId.UserGroups]: PermissionLevel.Write },
    });
    expect(
      (
        await t.call(
          owner.headers,
          'PUT',
          english(`/employees/${clerk.user.id}`),
          employeeBody(clerk.role.id, [group.id]),
        )
      ).statusCode,
    ).toBe(200);
    const headers = await signIn(clerk.email);
    expectRefused(
      await t.call(headers, 'PUT', english(`/employees/${clerk.user.id}`), employeeBody(clerk.role.id, [])),
      'cannotChangeOwnAccess',
    );
    // Nor widen the group they are in to every location.
    expectRefused(
      await t.call(headers, 'PUT', english(`/user-groups/${group.id}`), {
        name: 'Nhóm giới hạn',
        allLocations: true,
      }),
      'cannotChangeOwnAccess',
    );
    // Another group is theirs to edit.
    const other = (
      await t.call(owner.headers, 'POST', english('/user-groups'), {
        name: 'Nhóm khác',
        locationIds: [location.id],
      })
    ).json().data;
    expect(
      (
        await t.call(headers, 'PUT', english(`/user-groups/${other.id}`), {
          name: 'Nhóm khác',
          allLocations: true,
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('a clerk cannot raise an accomplice', () => {
  it('invites nobody into the Admin role or a role above their own, and creates no such user', async () => {
    const clerk = await newClerk();
    for (const roleId of [adminRoleId, cashierRoleId]) {
      const email = `dong.pham.${roleId}@example.vn`;
      expectRefused(
        await t.call(clerk.headers, 'POST', english('/employees/invite'), { emails: email, roleId }),
        'cannotGrantAbove',
      );
      const listed = (
        await t.call(owner.headers, 'GET', english(`/employees?keyword=${encodeURIComponent(email)}`))
      ).json().data;
      expect(listed.pageData).toEqual([]);
    }
    // A role within their own is theirs to hand out.
    const within = (
      await t.call(clerk.headers, 'POST', english('/roles'), {
        name: 'Xem nhân sự',
        screenPermissions: [{ screenId: ScreenId.Users, level: PermissionLevel.Read }],
        featureIds: [],
      })
    ).json().data;
    const invited = await t.call(clerk.headers, 'POST', english('/employees/invite'), {
      emails: 'xem.ns@example.vn',
      roleId: within.id,
    });
    expect(invited.json().data.invited).toHaveLength(1);
  });

  it("gives a colleague neither the Admin role nor a role above the clerk's own", async () => {
    const clerk = await newClerk();
    const colleague = await addStaffMember(t.app, owner.user.clinicId, {
      screens: { [ScreenId.Users]: PermissionLevel.Read },
    });
    for (const roleId of [adminRoleId, cashierRoleId]) {
      expectRefused(
        await t.call(clerk.headers, 'PUT', english(`/employees/${colleague.user.id}`), employeeBody(roleId)),
        'cannotGrantAbove',
      );
    }
    expect(
      (
        await t.call(
          clerk.headers,
          'PUT',
          english(`/employees/${colleague.user.id}`),
          employeeBody(clerk.role.id),
        )
      ).statusCode,
    ).toBe(200);
  });

  it('writes no role above their own: neither a new one nor an existing one', async () => {
    const clerk = await newClerk();
    const above = {
      name: 'Kế toán',
      screenPermissions: [{ screenId: ScreenId.Invoices, level: PermissionLevel.Read }],
      featureIds: [],
    };
    expectRefused(await t.call(clerk.headers, 'POST', english('/roles'), above), 'cannotGrantAbove');
    const reader = (
      await t.call(owner.headers, 'POST', english('/roles'), {
        name: 'Đọc nhân sự',
        screenPermissions: [{ screenId: ScreenId.Users, level: PermissionLevel.Read }],
        featureIds: [],
      })
    ).json().data;
    expectRefused(
      await t.call(clerk.headers, 'PUT', english(`/roles/${reader.id}`), { ...above, name: 'Đọc nhân sự' }),
      'cannotGrantAbove',
    );
    // A role holding more than the clerk is not theirs to edit, disable or delete, even to lower it.
    const lowered = { name: 'Thu ngân', screenPermissions: [], featureIds: [] };
    expectRefused(
      await t.call(clerk.headers, 'PUT', english(`/roles/${cashierRoleId}`), lowered),
      'cannotGrantAbove',
    );
    expectRefused(
      await t.call(clerk.headers, 'PUT', english(`/roles/${cashierRoleId}/set-enabled`), { enabled: false }),
      'cannotGrantAbove',
    );
    expectRefused(
      await t.call(clerk.headers, 'DELETE', english(`/roles/${cashierRoleId}`)),
      'cannotGrantAbove',
    );
  });
});

describe('a clerk limited by groups cannot widen anyone beyond their own view', () => {
  it('invites or moves people only into their own groups, never into none or another', async () => {
    const post = async (url: string, payload: object) =>
      (await t.call(owner.headers, 'POST', english(url), payload)).json().data;
    const here = await post('/locations', { name: 'Cơ sở của nhân sự' });
    const there = await post('/locations', { name: 'Cơ sở khác' });
    const mine = await post('/user-groups', { name: 'Nhóm của nhân sự', locationIds: [here.id] });
    const theirs = await post('/user-groups', { name: 'Nhóm cơ sở khác', locationIds: [there.id] });
    const clerk = await newClerk();
    await t.call(
      owner.headers,
      'PUT',
      english(`/employees/${clerk.user.id}`),
      employeeBody(clerk.role.id, [mine.id]),
    );
    const headers = await signIn(clerk.email);
    const within = (
      await t.call(headers, 'POST', english('/roles'), {
        name: 'Xem nhân sự theo nhóm',
        screenPermissions: [{ screenId: ScreenId.Users, level: PermissionLevel.Read }],
        featureIds: [],
      })
    ).json().data;
    // No group at all sees every location; another group sees another one.
    for (const groupIds of [[], [theirs.id], [mine.id, theirs.id]]) {
      expectRefused(
        await t.call(headers, 'POST', english('/employees/invite'), {
          emails: `nhom.g${groupIds.join('g')}x@example.vn`,
          roleId: within.id,
          groupIds,
        }),
        'cannotGrantAbove',
      );
    }
    const invited = await t.call(headers, 'POST', english('/employees/invite'), {
      emails: 'nhom.cua.toi@example.vn',
      roleId: within.id,
      groupIds: [mine.id],
    });
    expect(invited.json().data.invited, invited.body).toHaveLength(1);
    const colleague = invited.json().data.invited[0].id as number;
    expectRefused(
      await t.call(headers, 'PUT', english(`/employees/${colleague}`), employeeBody(within.id, [])),
      'cannotGrantAbove',
    );
    expectRefused(
      await t.call(headers, 'PUT', english(`/employees/${colleague}`), employeeBody(within.id, [theirs.id])),
      'cannotGrantAbove',
    );
    // Someone the owner put in another group keeps it while the clerk edits only their name.
    await t.call(
      owner.headers,
      'PUT',
      english(`/employees/${colleague}`),
      employeeBody(within.id, [theirs.id]),
    );
    expect(
      (await t.call(headers, 'PUT', english(`/employees/${colleague}`), employeeBody(within.id, [theirs.id])))
        .statusCode,
    ).toBe(200);
  });

  it('changes no role or group through their own profile', async () => {
    const clerk = await newClerk();
    const res = await t.call(clerk.headers, 'PUT', english('/users/me'), {
      fullName: 'Tự sửa',
      roleId: adminRoleId,
      groupIds: [],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.userRoleId).toBe(clerk.role.id);
  });
});

describe('a clerk cannot act on someone who holds more', () => {
  it('neither edits, disables, deletes nor sets the password of an Admin (and so never signs in as one)', async () => {
    const clerk = await newClerk();
    const admin = await addStaffMember(t.app, owner.user.clinicId, { label: 'Quản trị' });
    await t.call(owner.headers, 'PUT', english(`/employees/${admin.user.id}`), employeeBody(adminRoleId));
    expectRefused(
      await t.call(clerk.headers, 'POST', english(`/employees/${admin.user.id}/change-password`), {
        password: 'Taken1234',
      }),
      'userAboveCaller',
    );
    expectRefused(
      await t.call(clerk.headers, 'PUT', english(`/employees/${admin.user.id}`), employeeBody(clerk.role.id)),
      'userAboveCaller',
    );
    expectRefused(
      await t.call(clerk.headers, 'PUT', english(`/employees/${admin.user.id}/set-enabled`), {
        enabled: false,
      }),
      'userAboveCaller',
    );
    expectRefused(
      await t.call(clerk.headers, 'DELETE', english(`/employees/${admin.user.id}`)),
      'userAboveCaller',
    );
    // Nor a cashier, who holds screens the clerk does not.
    const cashier = await addStaffMember(t.app, owner.user.clinicId, {
      screens: { [ScreenId.Billing]: PermissionLevel.Write },
    });
    expectRefused(
      await t.call(clerk.headers, 'PUT', english(`/employees/${cashier.user.id}/set-enabled`), {
        enabled: false,
      }),
      'userAboveCaller',
    );
    // The Owner and an Admin still do all of it.
    expect(
      (
        await t.call(owner.headers, 'POST', english(`/employees/${admin.user.id}/change-password`), {
          password: 'Taken1234',
        })
      ).statusCode,
    ).toBe(200);
    const adminHeaders = (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: admin.email, password: 'Taken1234' },
      })
    ).json().data.accessToken;
    expect(
      (
        await t.call(
          {
            authorization: `Bearer ${adminHeaders}`,
          },
          'PUT',
          english(`/employees/${cashier.user.id}/set-enabled`),
          { enabled: false },
        )
      ).statusCode,
    ).toBe(200);
  });
});
