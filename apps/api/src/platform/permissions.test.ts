import {
  AppointmentFeature,
  DeviceKind,
  errors,
  grantRefusal,
  holdsAll,
  PermissionLevel,
  RoleKind,
  ScreenId,
} from '@clinic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addStaffMember,
  createTestApp,
  fillClinic,
  pairDevice,
  signUpClinic,
  type TestApp,
} from '../testing/harness.js';
import { alternativeScreens } from './route.js';

/** Routes anyone may call: sign-up, sign-in, password reset, health. Nothing else may go without a screen. */
const publicRoutes = [
  'POST /api/auth/register-clinic',
  'POST /api/auth/verify-clinic-user',
  'POST /api/auth/resend-confirmation',
  'POST /api/auth/login',
  'POST /api/auth/refresh-token',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/auth/accept-invite',
  'GET /api/health',
  // Signed links: the token in the path is the permission (upload: 15 min, once; download: a day).
  'PUT /api/files/upload/:token',
  'GET /api/files/download/:token',
  // The public booking site: a clinic by its slug; bookings found only by code and phone together.
  'GET /api/public/clinics/:slug',
  'GET /api/public/clinics/:slug/symptoms',
  'GET /api/public/clinics/:slug/doctors',
  'POST /api/public/clinics/:slug/days',
  'POST /api/public/clinics/:slug/slots',
  'POST /api/public/clinics/:slug/bookings',
  'POST /api/public/clinics/:slug/bookings/lookup',
  'POST /api/public/clinics/:slug/bookings/cancel',
  'GET /api/public/clinics/:slug/bookings/:code.ics',
  // The bank-notification webhook: its API key (Authorization: Apikey …) names the clinic.
  'POST /api/payments/bank-webhook',
  // A kiosk or display trades the code staff read off screen 43 for its device token.
  'POST /api/devices/pair',
];
/** Routes for paired devices only, by their device token: the kinds each one allows. */
const deviceRoutes: Record<string, number[]> = {
  'GET /api/device/me': [DeviceKind.Kiosk, DeviceKind.Display],
  'POST /api/kiosk/appointments/find': [DeviceKind.Kiosk],
  'POST /api/kiosk/appointments/check-in': [DeviceKind.Kiosk],
  'GET /api/display/queue': [DeviceKind.Display],
};
/** Routes about the caller's own account or clinic identity: every signed-in user, no screen. */
const selfRoutes = [
  'POST /api/auth/logout',
  'GET /api/users/me',
  'PUT /api/users/me',
  'PUT /api/users/change-password',
  'GET /api/clinics/info',
  'GET /api/clinics/clinic-data',
  'GET /api/clinics/symptom-suggestions',
  'GET /api/employees/my-permissions',
  'POST /api/clinics/change-owner', // owner only
  'GET /api/e-invoices/settings', // owner only
  'PUT /api/e-invoices/settings', // owner only
  // Any staff member may upload; a file's link follows the screens of the record it belongs to (file-readers.ts).
  'POST /api/files/request-upload-file',
  'PUT /api/files/:id/upload-done',
  'POST /api/files/get-urls',
  // Form definitions (no patient data) that every record screen draws: patients, check-in, result sheets.
  'GET /api/forms/all-by-entity-type',
  'GET /api/forms/:id/properties',
  'GET /api/properties/search',
  // The catalog other screens pick from (a service template's services, later appointments and prescriptions).
  'GET /api/services',
  'GET /api/medicines',
  // The ICD-10 list (no clinic data) that result sheets and prescriptions pick diagnoses from.
  'GET /api/icd10',
  // Any staff member may hear a phrase; a display may too, by call id only (tts.test.ts).
  'POST /api/google-cloud/tts',
  // The caller's own notifications: every query is scoped by clinic and user.
  'GET /api/notifications',
  'GET /api/notifications/unread-count',
  'PUT /api/notifications/:id/read',
  'PUT /api/notifications/read-all',
  'DELETE /api/notifications/:id',
  'GET /api/notifications/settings',
  'PUT /api/notifications/settings',
  // This browser's push registration: each call is about the caller's own device.
  'GET /api/notifications/push-config',
  'POST /api/users/register-device',
  'POST /api/users/unregister-device',
];

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpClinic>>;
let kiosk: Awaited<ReturnType<typeof pairDevice>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpClinic(t.app, 'Perm');
  const filled = await fillClinic(t.app, owner.headers, 'P');
  kiosk = await pairDevice(t.app, filled.device.pairingCode);
});
afterAll(async () => t.close());

const guarded = () => t.app.routeTable.filter((r) => r.clinic && r.method !== 'HEAD');

describe('route declarations', () => {
  it('every route declares a screen and a level, except the explicit public and self-service lists', () => {
    const undeclared = guarded()
      .filter((r) => r.clinic!.access.auth !== 'device' && r.clinic!.access.auth !== 'provider')
      .filter((r) => r.clinic!.access.auth !== 'user' || r.clinic!.access.screen === undefined)
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(undeclared).toEqual([...publicRoutes, ...selfRoutes].sort());
    // The provider's own routes, by PROVIDER_TOKEN (modules/provider): no clinic session at all.
    expect(
      guarded()
        .filter((r) => r.clinic!.access.auth === 'provider')
        .map((r) => `${r.method} ${r.url}`),
    ).toEqual(['PUT /api/provider/clinics/:id/plan']);
    for (const route of guarded().filter((r) => r.clinic!.access.auth === 'public')) {
      expect(publicRoutes, `${route.method} ${route.url} is public`).toContain(
        `${route.method} ${route.url}`,
      );
    }
  });
});

describe('devices', () => {
  it('device routes are exactly the declared list, each with its kinds', () => {
    const declared = Object.fromEntries(
      guarded()
        .filter((r) => r.clinic!.access.auth === 'device')
        .map((r) => {
          const access = r.clinic!.access as { kinds: readonly number[] };
          return [`${r.method} ${r.url}`, [...access.kinds]];
        }),
    );
    expect(declared).toEqual(deviceRoutes);
  });

  it('refuses a device token on every staff route with 403, before any session is looked up', async () => {
    const staffRoutes = guarded().filter((r) => r.clinic!.access.auth === 'user');
    expect(staffRoutes.length).toBeGreaterThan(50);
    for (const route of staffRoutes) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: route.url.replace(':id', '1').replace(':providerId', '1'),
        headers: kiosk.headers,
        payload: route.method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json().code).toBe(errors.noPermission.code);
    }
  });

  it('refuses staff tokens, no token and unknown device tokens on every device route with 401', async () => {
    const unknown = `dev_${'A'.repeat(43)}`;
    for (const key of Object.keys(deviceRoutes)) {
      const [method, url] = key.split(' ') as ['GET' | 'POST', string];
      for (const headers of [owner.headers, {}, { authorization: `Bearer ${unknown}` }]) {
        const res = await t.app.inject({
          method,
          url,
          headers,
          payload: method === 'GET' ? undefined : {},
        });
        expect(res.statusCode, `${key} ${JSON.stringify(headers).slice(0, 30)}`).toBe(401);
        expect(res.json().code).toBe(errors.unauthorized.code);
      }
    }
  });
});

describe('the role matrix', () => {
  const byScreen = () => {
    const map = new Map<number, { method: string; url: string; level: number }[]>();
    for (const r of guarded()) {
      const access = r.clinic!.access;
      if (access.auth !== 'user' || access.screen === undefined) continue;
      // A route granted by any of several screens is walked under each.
      for (const screen of [access.screen, ...alternativeScreens(access.orScreen)]) {
        map.set(screen, [
          ...(map.get(screen) ?? []),
          { method: r.method, url: r.url, level: access.level ?? PermissionLevel.Read },
        ]);
      }
    }
    return map;
  };
  /** The guard checks the permission before it looks the row up, so any id probes the permission alone. */
  const urlOf = (url: string) => url.replace(':id', '1').replace(':providerId', '1');

  it('with Read on a screen: its read routes answer, its write routes are 403; with None everything is 403', async () => {
    const screens = byScreen();
    expect(screens.size).toBeGreaterThanOrEqual(7);
    for (const [screen, routes] of screens) {
      const reader = await addStaffMember(t.app, owner.user.clinicId, {
        screens: { [screen]: PermissionLevel.Read },
      });
      const nobody = await addStaffMember(t.app, owner.user.clinicId, { screens: {} });
      for (const route of routes) {
        const url = urlOf(route.url);
        const asReader = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: reader.headers,
          payload: route.method === 'GET' ? undefined : {},
        });
        if (route.level === PermissionLevel.Write) {
          expect(asReader.statusCode, `Read role, ${route.method} ${url}`).toBe(403);
          expect(asReader.json().code).toBe(errors.noPermission.code);
        } else {
          expect(asReader.statusCode, `Read role, ${route.method} ${url}: ${asReader.body}`).not.toBe(403);
        }
        const asNobody = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: nobody.headers,
          payload: route.method === 'GET' ? undefined : {},
        });
        expect(asNobody.statusCode, `no role, ${route.method} ${url}`).toBe(403);
      }
    }
  });

  it('never grants access through x-screen-id: the header is informative only', async () => {
    const nobody = await addStaffMember(t.app, owner.user.clinicId, { screens: {} });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/locations',
      headers: { ...nobody.headers, 'x-screen-id': '2', 'x-feature-id': '101' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('grants a route by any one of several alternative screens: the exam screen and the cashier read the packages to sell', async () => {
    const search = t.app.routeTable.find((r) => r.method === 'POST' && r.url === '/api/packages/search');
    const access = search?.clinic?.access;
    expect(access?.auth === 'user' && alternativeScreens(access.orScreen)).toEqual([
      ScreenId.PurchasedPackages,
      ScreenId.TodayExaminations,
      ScreenId.Billing,
    ]);
    for (const screen of [
      ScreenId.Packages,
      ScreenId.PurchasedPackages,
      ScreenId.TodayExaminations,
      ScreenId.Billing,
    ]) {
      const reader = await addStaffMember(t.app, owner.user.clinicId, {
        screens: { [screen]: PermissionLevel.Read },
      });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/packages/search',
        headers: reader.headers,
        payload: {},
      });
      expect(res.statusCode, `screen ${screen}: ${res.body}`).toBe(200);
    }
    const elsewhere = await addStaffMember(t.app, owner.user.clinicId, {
      screens: { [ScreenId.Services]: PermissionLevel.Write },
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/packages/search',
      headers: elsewhere.headers,
      payload: {},
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('the role assignment matrix: nobody grants what they do not hold', () => {
  const { Read, Write } = PermissionLevel;
  const people = { [ScreenId.Users]: Write, [ScreenId.UserRoles]: Write };
  type Holder = { id: number; kind: number; screens: Record<number, number>; features: number[] };
  const userDefined = (screens: Record<number, number>, features: number[] = []) => ({
    kind: RoleKind.UserDefined,
    screens,
    features,
  });
  // Callers: the built-in roles, the probe's clerk (Users and User roles), and a clerk who also bills.
  const callerKinds = {
    owner: { kind: RoleKind.Owner, screens: {}, features: [] },
    admin: { kind: RoleKind.Admin, screens: {}, features: [] },
    clerk: userDefined(people),
    billingClerk: userDefined({ ...people, [ScreenId.Billing]: Write, [ScreenId.Invoices]: Read }, [
      AppointmentFeature.Billing,
    ]),
  };
  // Targets: the built-in roles, nothing, each part of the callers' holdings alone, and a little more than each.
  const targetKinds = {
    owner: callerKinds.owner,
    admin: callerKinds.admin,
    empty: userDefined({}),
    usersRead: userDefined({ [ScreenId.Users]: Read }),
    clerkAlike: userDefined(people),
    billingWrite: userDefined({ [ScreenId.Billing]: Write }),
    invoicesWrite: userDefined({ [ScreenId.Invoices]: Write }),
    billingFeature: userDefined({ [ScreenId.Billing]: Read }, [AppointmentFeature.Billing]),
    cancelFeature: userDefined({}, [AppointmentFeature.Cancel]),
    billingClerkAlike: callerKinds.billingClerk,
  };
  const expected = (
    refusal: 'ownerRole' | 'aboveCaller' | null | 'builtIn' | 'above' | 'self',
  ): { status: number; code?: string | number } =>
    refusal === null
      ? { status: 200 }
      : {
          status: 400,
          code: {
            ownerRole: errors.invalidRole.code,
            aboveCaller: errors.cannotGrantAbove.code,
            builtIn: errors.cannotEditOwner.code,
            above: errors.userAboveCaller.code,
            self: errors.statusNotAllowed.code,
          }[refusal],
        };
  const answer = (res: { statusCode: number; json(): { code?: string | number } }) =>
    res.statusCode === 200 ? { status: 200 } : { status: res.statusCode, code: res.json().code };

  it('assigns, invites into and writes a role, and disables its holder, exactly as the domain rule says', async () => {
    const clinicId = owner.user.clinicId;
    const roleList = (
      await t.call(owner.headers, 'GET', '/roles?pageSize=100&sortBy=createdAt&sortDirection=asc')
    ).json().data.pageData as Holder[];
    const builtInId = (kind: number) => roleList.find((r) => r.kind === kind)!.id;
    const makeRole = async (name: string, holding: { screens: Record<number, number>; features: number[] }) =>
      (
        await t.call(owner.headers, 'POST', '/roles', {
          name,
          screenPermissions: Object.entries(holding.screens).map(([screenId, level]) => ({
            screenId: Number(screenId),
            level,
          })),
          featureIds: holding.features,
        })
      ).json().data.id as number;
    const body = (roleId: number) => ({ fullName: 'Ma trận', phone: null, roleId, groupIds: [], skills: [] });
    const signIn = async (email: string) => {
      const res = await t.call({}, 'POST', '/auth/login', { username: email, password: 'Staff1234' });
      return { authorization: `Bearer ${res.json().data.accessToken as string}` };
    };

    const emptyRoleId = await makeRole('Ma trận: trống', { screens: {}, features: [] });
    // One after another: addStaffMember numbers its e-mails from a counter shared across awaits.
    const inTurn = async <T, R>(items: T[], make: (item: T) => Promise<R>) => {
      const made: R[] = [];
      for (const item of items) made.push(await make(item));
      return made;
    };
    const targets = await inTurn(Object.entries(targetKinds), async ([name, holding]) => {
      const id =
        holding.kind === RoleKind.UserDefined
          ? await makeRole(`Ma trận: ${name}`, holding)
          : builtInId(holding.kind);
      // Someone holding the role, for the disable column (the Owner role's holder is the owner).
      let holderId = owner.user.id;
      if (holding.kind !== RoleKind.Owner) {
        holderId = (await addStaffMember(t.app, clinicId, { label: `Giữ ${name}` })).user.id;
        await t.call(owner.headers, 'PUT', `/employees/${holderId}`, body(id));
      }
      return { name, holding, id, holderId };
    });
    const callers = await inTurn(Object.entries(callerKinds), async ([name, holding]) => {
      if (holding.kind === RoleKind.Owner)
        return { name, holding, userId: owner.user.id, headers: owner.headers };
      const member = await addStaffMember(t.app, clinicId, {
        screens: holding.screens,
        features: holding.features,
      });
      if (holding.kind === RoleKind.UserDefined)
        return { name, holding, userId: member.user.id, headers: member.headers };
      await t.call(owner.headers, 'PUT', `/employees/${member.user.id}`, body(builtInId(holding.kind)));
      return { name, holding, userId: member.user.id, headers: await signIn(member.email) };
    });

    const colleague = await addStaffMember(t.app, clinicId, { label: 'Đồng nghiệp' });
    const mismatches: string[] = [];
    const check = (cell: string, got: object, want: object) => {
      if (JSON.stringify(got) !== JSON.stringify(want))
        mismatches.push(`${cell}: ${JSON.stringify(got)} ≠ ${JSON.stringify(want)}`);
    };
    let n = 0;
    for (const caller of callers) {
      for (const target of targets) {
        n += 1;
        const cell = `${caller.name} → ${target.name}`;
        const grant = grantRefusal(caller.holding, target.holding);
        // A colleague who holds nothing (the owner puts them back each time) is moved into the target role…
        await t.call(owner.headers, 'PUT', `/employees/${colleague.user.id}`, body(emptyRoleId));
        check(
          `${cell}: PUT /employees/:id`,
          answer(await t.call(caller.headers, 'PUT', `/employees/${colleague.user.id}`, body(target.id))),
          expected(grant),
        );
        // …someone new is invited into it…
        check(
          `${cell}: POST /employees/invite`,
          answer(
            await t.call(caller.headers, 'POST', '/employees/invite', {
              emails: `ma.tran.${n}@example.vn`,
              roleId: target.id,
            }),
          ),
          expected(grant),
        );
        // …a role that holds nothing is given the target's permissions (the built-in roles are never written)…
        const scratch = await makeRole(`Ma trận: nháp ${n}`, { screens: {}, features: [] });
        check(
          `${cell}: PUT /roles/:id`,
          answer(
            await t.call(
              caller.headers,
              'PUT',
              `/roles/${target.holding.kind === RoleKind.UserDefined ? scratch : target.id}`,
              {
                name: `Ma trận: nháp ${n}`,
                screenPermissions: Object.entries(target.holding.screens).map(([screenId, level]) => ({
                  screenId: Number(screenId),
                  level,
                })),
                featureIds: target.holding.features,
              },
            ),
          ),
          expected(
            target.holding.kind !== RoleKind.UserDefined ? 'builtIn' : grant === null ? null : 'aboveCaller',
          ),
        );
        // …and the role's holder is disabled (then enabled again by the owner).
        // Nobody disables the owner, the owner included (the owner's own rule answers first).
        const actOn =
          target.holding.kind === RoleKind.Owner
            ? 'builtIn'
            : target.holderId === caller.userId
              ? 'self'
              : holdsAll(caller.holding, target.holding)
                ? null
                : 'above';
        check(
          `${cell}: PUT /employees/:id/set-enabled`,
          answer(
            await t.call(caller.headers, 'PUT', `/employees/${target.holderId}/set-enabled`, {
              enabled: false,
            }),
          ),
          expected(actOn),
        );
        await t.call(owner.headers, 'PUT', `/employees/${target.holderId}/set-enabled`, { enabled: true });
      }
    }
    expect(n).toBe(Object.keys(callerKinds).length * Object.keys(targetKinds).length);
    expect(mismatches).toEqual([]);
  });
});
