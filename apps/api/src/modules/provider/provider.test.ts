import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { ActivityAction, ActivityEntityType, errors, Plan } from '@clinic/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, clinics } from '../../db/schema/index.js';
import { createTestApp, signUpClinic, type TestApp } from '../../testing/harness.js';

// The provider changes a clinic's plan (docs/product.md#plans): by its PROVIDER_TOKEN only, logged in the clinic's
// activity log, and at once for the clinic's signed-in staff; `pnpm provider:plan` is the command that calls it.

const TOKEN = 'a-long-provider-token-for-tests-0123456789';
const run = promisify(execFile);
const command = path.resolve(import.meta.dirname, '../../scripts/provider-plan.ts');
/** Where `pnpm provider:plan` runs it (tsx resolves from there), whichever folder the tests run from. */
const apiDir = path.resolve(import.meta.dirname, '../../..');

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpClinic>>;
beforeAll(async () => {
  t = await createTestApp({ providerToken: TOKEN });
  owner = await signUpClinic(t.app, 'Prov');
});
afterAll(async () => t.close());

const setPlan = (clinicId: number, payload: object, authorization?: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/provider/clinics/${clinicId}/plan`,
    headers: authorization ? { authorization } : {},
    payload,
  });
const clinicRow = async () =>
  (await t.app.deps.db.select().from(clinics).where(eq(clinics.id, owner.user.clinicId)))[0]!;

describe('the provider route', () => {
  it('starts a new clinic on a 14-day trial', async () => {
    const clinic = await clinicRow();
    expect(clinic.plan).toBe(Plan.Trial);
    const days = (clinic.planExpiresAt!.getTime() - clinic.createdAt.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(14);
  });

  it('does not exist on a server without PROVIDER_TOKEN', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({
        method: 'PUT',
        url: `/api/provider/clinics/1/plan`,
        headers: { authorization: `Bearer ${TOKEN}` },
        payload: { plan: Plan.Vip, until: null },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe(errors.routeNotFound.code);
    } finally {
      await plain.close();
    }
  });

  it('refuses no token, a wrong token and a staff token with 401', async () => {
    for (const authorization of [
      undefined,
      `Bearer ${TOKEN}x`,
      'Bearer short',
      owner.headers.authorization,
    ]) {
      const res = await setPlan(owner.user.clinicId, { plan: Plan.Vip, until: null }, authorization);
      expect(res.statusCode, String(authorization)).toBe(401);
    }
    expect((await clinicRow()).plan).toBe(Plan.Trial);
  });

  it('sets the plan and its end, logs it, and the clinic’s signed-in staff are held to it at once', async () => {
    // Stock is open on the trial: the owner's session is cached with it.
    const stock = () =>
      t.app.inject({ method: 'GET', url: '/api/stock-sheets/stock-on-hand', headers: owner.headers });
    expect((await stock()).statusCode).toBe(200);

    const res = await setPlan(
      owner.user.clinicId,
      { plan: Plan.Basic, until: '2030-06-30' },
      `Bearer ${TOKEN}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      clinicId: owner.user.clinicId,
      plan: Plan.Basic,
      // Through 30 June in the clinic's zone: midnight starting 1 July in Ho Chi Minh City.
      planExpiresAt: '2030-06-30T17:00:00.000Z',
    });
    const clinic = await clinicRow();
    expect(clinic.plan).toBe(Plan.Basic);
    expect(clinic.planExpiresAt?.toISOString()).toBe('2030-06-30T17:00:00.000Z');

    const [log] = await t.app.deps.db
      .select()
      .from(activityLogs)
      .where(
        and(
          eq(activityLogs.clinicId, owner.user.clinicId),
          eq(activityLogs.entityType, ActivityEntityType.Clinic),
        ),
      )
      .orderBy(desc(activityLogs.id))
      .limit(1);
    expect(log).toMatchObject({ action: ActivityAction.Update, userId: null, entityId: owner.user.clinicId });
    expect(log!.details).toMatchObject({ by: 'provider', changes: { plan: [Plan.Trial, Plan.Basic] } });

    const refused = await stock();
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      code: errors.planFeatureMissing.code,
      message: errors.planFeatureMissing.vi,
    });
    const info = await t.app.inject({ method: 'GET', url: '/api/clinics/info', headers: owner.headers });
    expect(info.json().data).toMatchObject({ plan: Plan.Basic, planExpiresAt: '2030-06-30T17:00:00.000Z' });
  });

  it('answers 404 for an unknown clinic and 400 for a plan that does not exist', async () => {
    const unknown = await setPlan(999_999, { plan: Plan.Full, until: null }, `Bearer ${TOKEN}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe(errors.clinicNotFound.code);
    const bad = await setPlan(owner.user.clinicId, { plan: 9, until: 'soon' }, `Bearer ${TOKEN}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe(errors.schemaViolation.code);
  });
});

describe('pnpm provider:plan', () => {
  it('changes the plan through a running server and prints what it set; a wrong token changes nothing', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const env = { ...process.env, API_URL: address, PROVIDER_TOKEN: TOKEN };
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', command, String(owner.user.clinicId), 'advanced', 'none'],
      { env, cwd: apiDir },
    );
    expect(stdout.trim()).toBe(`clinic ${owner.user.clinicId}: plan Advanced (4), no end`);
    expect(await clinicRow()).toMatchObject({ plan: Plan.Advanced, planExpiresAt: null });

    const wrong = await run(
      process.execPath,
      ['--import', 'tsx', command, String(owner.user.clinicId), 'basic', '2031-01-01'],
      { env: { ...env, PROVIDER_TOKEN: 'not-the-token' }, cwd: apiDir },
    ).catch((error: { code: number; stderr: string }) => error);
    expect(wrong).toMatchObject({ code: 1 });
    expect((wrong as { stderr: string }).stderr).toContain('refused (HTTP 401)');
    expect((await clinicRow()).plan).toBe(Plan.Advanced);
  }, 60_000);
});
