import {
  addDays,
  ClinicStatus,
  errors,
  localDate,
  Plan,
  type PlanFeature,
  planFeatures,
  planHas,
  screenFeature,
  screenPlanFeature,
} from '@clinic/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinics } from '../db/schema/index.js';
import { createTestApp, fillClinic, pairDevice, signUpClinic, type TestApp } from '../testing/harness.js';
import { alternativeScreens } from './route.js';
import { writes } from './route-guard.js';

// The plan matrix, walked over the route table like the permission matrix (permissions.test.ts): every route of a
// plan feature answers planFeatureMissing (402) to a clinic whose plan lacks it, and an expired plan turns every
// write off and keeps every read (docs/product.md#plans).

/** The routes that are not GET yet answer after the plan expired: signing out, paying, and reads by POST. */
const answerWhenExpired = [
  'POST /api/auth/logout',
  'PUT /api/invoices/:id/pay',
  'PUT /api/payments/bank-transfers/:id/attach',
  'POST /api/files/get-urls',
  'POST /api/kiosk/appointments/find',
  // This browser's push registration, part of signing in and out on it.
  'POST /api/users/register-device',
  'POST /api/users/unregister-device',
];

const PROVIDER_TOKEN = 'provider-secret-for-the-plan-matrix';
let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpClinic>>;
let locationId: number;
let now = new Date();

beforeAll(async () => {
  t = await createTestApp({ providerToken: PROVIDER_TOKEN }, { clock: () => now });
  owner = await signUpClinic(t.app, 'Plan');
  locationId = (await fillClinic(t.app, owner.headers, 'PL')).location.id;
});
afterAll(async () => t.close());

const guarded = () => t.app.routeTable.filter((r) => r.clinic && r.method !== 'HEAD');
const urlOf = (url: string) =>
  url.replace(':id', '1').replace(':providerId', '1').replace(':kind', 'invoice').replace(':slug', 'x');
const callRoute = (route: { method: string; url: string }, headers: Record<string, string>) =>
  t.app.inject({
    method: route.method as 'GET',
    url: urlOf(route.url),
    headers,
    payload: route.method === 'GET' ? undefined : {},
  });

/** The provider's command, as `pnpm provider:plan` sends it. */
async function setPlan(plan: Plan, until: string | null) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/provider/clinics/${owner.user.clinicId}/plan`,
    headers: { authorization: `Bearer ${PROVIDER_TOKEN}` },
    payload: { plan, until },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const planRoutes = () =>
  guarded().flatMap((r) => {
    const access = r.clinic!.access;
    return access.auth === 'user' && access.plan !== undefined ? [{ ...r, feature: access.plan }] : [];
  });

describe('the plan matrix', () => {
  it('declares the feature on the routes of every locked screen, unless a screen of every plan also grants it', () => {
    const missing = guarded()
      .filter((r) => {
        const access = r.clinic!.access;
        if (access.auth !== 'user' || access.screen === undefined) return false;
        const screens = [access.screen, ...alternativeScreens(access.orScreen)];
        // The exam screen reads a medicine's lots: such a route is in every plan.
        if (screens.some((s) => screenFeature(s) === undefined)) return false;
        return access.plan !== screenPlanFeature[access.screen];
      })
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    const features = new Set(planRoutes().map((r) => r.feature));
    expect([...features].sort()).toEqual(['customPrintTemplates', 'devices', 'reports', 'stock']);
    // The exam screen's look-up of lots stays open to every plan.
    const lots = guarded().find((r) => r.url === '/api/medicines/:id/medicine-lots');
    expect(lots?.clinic?.access.auth === 'user' && lots.clinic.access.plan).toBeUndefined();
  });

  it('refuses every route of a feature the plan lacks with planFeatureMissing (402), for every plan', async () => {
    const routes = planRoutes();
    expect(routes.length).toBeGreaterThan(15);
    for (const plan of Object.values(Plan)) {
      await setPlan(plan, null);
      for (const route of routes) {
        const res = await callRoute(route, owner.headers);
        const label = `plan ${plan}, ${route.method} ${route.url}: ${res.body.slice(0, 120)}`;
        if (planHas(plan, route.feature)) {
          expect(res.statusCode, label).not.toBe(402);
        } else {
          expect(res.statusCode, label).toBe(402);
          expect(res.json().code, label).toBe(errors.planFeatureMissing.code);
        }
      }
    }
  });

  it('lets Basic use everything outside its matrix: the dashboard, billing, the exam screen’s lot look-up', async () => {
    await setPlan(Plan.Basic, null);
    expect(planFeatures[Plan.Basic]).toEqual([] satisfies PlanFeature[]);
    for (const url of [
      '/api/dashboard/today',
      '/api/invoices/billing-queue',
      '/api/medicines/1/medicine-lots',
    ]) {
      const route = guarded().find((r) => r.url === url && r.method === 'GET');
      if (!route) continue; // a path renamed elsewhere: the walk below still covers every route
      const res = await callRoute(route, owner.headers);
      expect(res.statusCode, `${url}: ${res.body}`).not.toBe(402);
    }
    const unplanned = guarded().filter(
      (r) => r.clinic!.access.auth === 'user' && !('plan' in r.clinic!.access && r.clinic!.access.plan),
    );
    for (const route of unplanned.filter((r) => r.method === 'GET')) {
      const res = await callRoute(route, owner.headers);
      expect(res.statusCode, `${route.method} ${route.url}`).not.toBe(402);
    }
  });
});

describe('an expired plan', () => {
  it('answers clinicPlanExpired (402) to every write and keeps every read', async () => {
    await setPlan(Plan.Full, new Date(now.getTime() + 60_000).toISOString());
    // A minute later the plan has ended, without any change to the clinic: expiry is the clock's.
    now = new Date(now.getTime() + 120_000);
    try {
      const staffRoutes = guarded().filter((r) => r.clinic!.access.auth === 'user');
      expect(staffRoutes.length).toBeGreaterThan(100);
      const stillAnswering: string[] = [];
      for (const route of staffRoutes) {
        if (route.method === 'POST' && route.url === '/api/auth/logout') continue; // would end the session
        const res = await callRoute(route, owner.headers);
        const label = `${route.method} ${route.url}: ${res.body.slice(0, 120)}`;
        if (writes(route.clinic!.access, route.method)) {
          expect(res.statusCode, label).toBe(402);
          expect(res.json().code, label).toBe(errors.clinicPlanExpired.code);
        } else {
          expect(res.json().code, label).not.toBe(errors.clinicPlanExpired.code);
          if (route.method !== 'GET') stillAnswering.push(`${route.method} ${route.url}`);
        }
      }
      // Every non-GET route that answers after expiry is a read by its permission level (a POST search) or is
      // on the short list of exceptions.
      const exceptions = guarded()
        .filter((r) => r.clinic!.access.auth !== 'public' && r.clinic!.access.auth !== 'provider')
        .filter((r) => 'whenExpired' in r.clinic!.access && r.clinic!.access.whenExpired)
        .map((r) => `${r.method} ${r.url}`);
      expect(exceptions.sort()).toEqual([...answerWhenExpired].sort());
      expect(stillAnswering).toContain('PUT /api/invoices/:id/pay');
      expect(stillAnswering).toContain('POST /api/stock-sheets/search');
    } finally {
      await setPlan(Plan.Full, null);
    }
  });

  it('still signs in, refreshes and signs out; refuses the kiosk’s check-in and a new online booking', async () => {
    // A kiosk of its own (the walks above revoke device 1).
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/devices',
      headers: owner.headers,
      payload: { kind: 1, locationId, name: 'Kiosk hết hạn' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const kiosk = await pairDevice(t.app, created.json().data.pairingCode);
    await setPlan(Plan.Full, new Date(now.getTime() - 1000).toISOString());
    try {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: owner.input.email, password: owner.input.password },
      });
      expect(login.statusCode, login.body).toBe(200);
      const session = login.json().data as { accessToken: string; refreshToken: string };
      const refresh = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh-token',
        payload: { refreshToken: session.refreshToken },
      });
      expect(refresh.statusCode, refresh.body).toBe(200);
      const headers = { authorization: `Bearer ${refresh.json().data.accessToken}` };
      const saving = await t.app.inject({
        method: 'PUT',
        url: '/api/users/me',
        headers,
        payload: { fullName: 'Tên mới' },
      });
      expect(saving.statusCode).toBe(402);
      expect(saving.json().message).toBe(errors.clinicPlanExpired.vi);
      const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
      expect(logout.statusCode, logout.body).toBe(200);

      const checkIn = await t.app.inject({
        method: 'POST',
        url: '/api/kiosk/appointments/check-in',
        headers: kiosk.headers,
        payload: {},
      });
      expect(checkIn.statusCode).toBe(402);
      const find = await t.app.inject({
        method: 'POST',
        url: '/api/kiosk/appointments/find',
        headers: kiosk.headers,
        payload: {},
      });
      expect(find.statusCode).not.toBe(402);

      await t.app.deps.db
        .update(clinics)
        .set({ status: ClinicStatus.Actived })
        .where(eq(clinics.id, owner.user.clinicId));
      const [clinic] = await t.app.deps.db.select().from(clinics).where(eq(clinics.id, owner.user.clinicId));
      const booking = await t.app.inject({
        method: 'POST',
        url: `/api/public/clinics/${clinic!.slug}/bookings`,
        payload: {
          doctorId: 1,
          locationId: 1,
          date: addDays(localDate(now, clinic!.timeZone), 1),
          time: '09:00',
          fullName: 'Trần Thị Bình',
          phone: '0901234567',
          gender: 0,
          yearOfBirth: 1990,
        },
      });
      expect(booking.statusCode, booking.body).toBe(402);
      expect(booking.json().code).toBe(errors.clinicPlanExpired.code);
    } finally {
      await setPlan(Plan.Full, null);
    }
  });
});
