import { errors, PermissionLevel, ScreenId } from '@clinic/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs } from '../../db/schema/index.js';
import { addStaffMember, createTestApp, signUpClinic, type TestApp } from '../../testing/harness.js';

let t: TestApp;
let clinic: Awaited<ReturnType<typeof signUpClinic>>;
let other: Awaited<ReturnType<typeof signUpClinic>>;
let exam: { id: number; price: number };
let blood: { id: number; price: number };
let pill: { id: number; price: number };
beforeAll(async () => {
  t = await createTestApp();
  clinic = await signUpClinic(t.app, 'Pkg');
  other = await signUpClinic(t.app, 'PkgOther');
  exam = await made('/services', { code: 'KTQ', name: 'Khám tổng quát', price: 150000 });
  blood = await made('/services', { code: 'XN-CTM', name: 'Xét nghiệm công thức máu', price: 90000 });
  pill = await made('/medicines', { name: 'Paracetamol 500mg', unit: 'tablet', price: 1000 });
});
afterAll(async () => t.close());

async function made(url: string, body: object, headers = clinic.headers) {
  const res = await t.call(headers, 'POST', url, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

let codes = 0;
/** A valid package body: an exam and ten tablets, 30 days. */
const body = (overrides: object = {}) => ({
  code: `GOI-${++codes}`,
  name: 'Gói khám sức khỏe',
  type: 'examination',
  price: 300000,
  promotionPrice: 250000,
  expireAfterDays: 30,
  items: [
    { serviceId: exam.id, count: 2 },
    { medicineId: pill.id, count: 10 },
  ],
  ...overrides,
});

const expectError = (res: { statusCode: number; json(): { code: unknown } }, key: keyof typeof errors) => {
  expect(res.json().code).toBe(errors[key].code);
  expect(res.statusCode).toBe(errors[key].status);
};

async function packageIn(status: 'draft' | 'waitForApprove' | 'approved' | 'disabled') {
  const pkg = await made('/packages', body());
  const moves = {
    draft: [],
    waitForApprove: ['submit'],
    approved: ['submit', 'approve'],
    disabled: ['submit', 'approve', 'disable'],
  }[status];
  for (const move of moves) {
    const res =
      move === 'disable'
        ? await t.call(clinic.headers, 'PUT', `/packages/${pkg.id}/set-enabled`, { enabled: false })
        : await t.call(clinic.headers, 'PUT', `/packages/${pkg.id}/${move}`);
    expect(res.statusCode, res.body).toBe(200);
  }
  return pkg as { id: number };
}

describe('packages (screen 19)', () => {
  it('the manager sets up a package: Draft, its lines at today’s prices and their total', async () => {
    const pkg = await made('/packages', body({ code: 'GOI-KSK', description: 'Khám định kỳ' }));
    expect(pkg).toMatchObject({
      code: 'GOI-KSK',
      type: 'examination',
      price: 300000,
      promotionPrice: 250000,
      salePrice: 250000,
      expireAfterDays: 30,
      status: 'draft',
      submittedBy: null,
      description: 'Khám định kỳ',
    });
    const read = (await t.call(clinic.headers, 'GET', `/packages/${pkg.id}`)).json().data;
    expect(read.items).toEqual([
      expect.objectContaining({
        kind: 'service',
        serviceId: exam.id,
        medicineId: null,
        code: 'KTQ',
        count: 2,
      }),
      expect.objectContaining({
        kind: 'medicine',
        medicineId: pill.id,
        code: null,
        name: 'Paracetamol 500mg',
      }),
    ]);
    expect(read.items.map((i: { total: number }) => i.total)).toEqual([300000, 10000]);
    expect(read.itemsTotal).toBe(310000);
    // The total follows the catalog: a price change shows at once.
    await t.call(clinic.headers, 'PUT', `/services/${exam.id}`, {
      code: 'KTQ',
      name: 'Khám tổng quát',
      price: 160000,
    });
    expect((await t.call(clinic.headers, 'GET', `/packages/${pkg.id}`)).json().data.itemsTotal).toBe(330000);
    await t.call(clinic.headers, 'PUT', `/services/${exam.id}`, {
      code: 'KTQ',
      name: 'Khám tổng quát',
      price: 150000,
    });
    // The alias path answers the same package.
    expect((await t.call(clinic.headers, 'GET', `/packpages/${pkg.id}`)).json().data).toEqual(
      (await t.call(clinic.headers, 'GET', `/packages/${pkg.id}`)).json().data,
    );
    const [log] = await t.app.deps.db
      .select()
      .from(activityLogs)
      .where(
        and(
          eq(activityLogs.clinicId, clinic.user.clinicId),
          eq(activityLogs.entityType, 27),
          eq(activityLogs.entityId, pkg.id),
        ),
      );
    expect(log).toMatchObject({ userId: clinic.user.id, action: 1, details: { code: 'GOI-KSK' } });
  });

  it('refuses a code the clinic has (any case), but another clinic may use it', async () => {
    await made('/packages', body({ code: 'GOI-TRUNG' }));
    expectError(
      await t.call(clinic.headers, 'POST', '/packages', body({ code: 'goi-trung' })),
      'duplicatePackage',
    );
    expectError(
      await t.call(clinic.headers, 'POST', '/packpages', body({ code: 'GOI-TRUNG' })),
      'duplicatePackage',
    );
    const theirs = await t.call(other.headers, 'POST', '/packages', {
      ...body({ code: 'GOI-TRUNG' }),
      items: [
        {
          serviceId: (await made('/services', { code: 'X', name: 'X', price: 1 }, other.headers)).id,
          count: 1,
        },
      ],
    });
    expect(theirs.statusCode, theirs.body).toBe(200);
    // Editing a package with its own code is no duplicate; taking another's is.
    const mine = await made('/packages', body({ code: 'GOI-RIENG' }));
    expect(
      (await t.call(clinic.headers, 'PUT', `/packages/${mine.id}`, body({ code: 'GOI-RIENG' }))).statusCode,
    ).toBe(200);
    expectError(
      await t.call(clinic.headers, 'PUT', `/packages/${mine.id}`, body({ code: 'GOI-TRUNG' })),
      'duplicatePackage',
    );
  });

  it('refuses a promotion price at or above the price; no promotion is fine', async () => {
    expectError(
      await t.call(clinic.headers, 'POST', '/packages', body({ promotionPrice: 300000 })),
      'promotionPriceAbovePrice',
    );
    expectError(
      await t.call(clinic.headers, 'POST', '/packages', body({ promotionPrice: 400000 })),
      'promotionPriceAbovePrice',
    );
    const none = await made('/packages', body({ promotionPrice: null }));
    expect(none).toMatchObject({ promotionPrice: null, salePrice: 300000 });
  });

  it('names every repeated line, a line with no or two targets, and counts or days below 1', async () => {
    const repeated = await t.call(
      clinic.headers,
      'POST',
      '/packages',
      body({
        items: [
          { serviceId: exam.id, count: 1 },
          { medicineId: pill.id, count: 1 },
          { serviceId: exam.id, count: 3 },
          { medicineId: pill.id, count: 2 },
          { serviceId: blood.id, count: 1 },
        ],
      }),
    );
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().code).toBe('PSYS_4001');
    expect(repeated.json().fields).toEqual([
      expect.objectContaining({ path: 'body.items.2.serviceId', messageId: 'formError.duplicate' }),
      expect.objectContaining({ path: 'body.items.3.medicineId', messageId: 'formError.duplicate' }),
    ]);
    const bad = await t.call(
      clinic.headers,
      'POST',
      '/packages',
      body({
        expireAfterDays: 0,
        items: [
          { count: 1 },
          { serviceId: exam.id, medicineId: pill.id, count: 1 },
          { serviceId: blood.id, count: 0 },
        ],
      }),
    );
    const paths = bad.json().fields.map((f: { path: string }) => f.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'body.expireAfterDays',
        'body.items.0.serviceId',
        'body.items.1.medicineId',
        'body.items.2.count',
      ]),
    );
    const fractional = await t.call(
      clinic.headers,
      'POST',
      '/packages',
      body({ items: [{ serviceId: exam.id, count: 1.5 }] }),
    );
    expect(fractional.json().fields.map((f: { path: string }) => f.path)).toEqual(['body.items.0.count']);
    const empty = await t.call(clinic.headers, 'POST', '/packages', body({ items: [] }));
    expect(empty.json().fields[0]).toMatchObject({ path: 'body.items', messageId: 'formError.minItems' });
  });

  it('moves through the transition table: each route from its statuses, refused from the others', async () => {
    const routes: [string, object | undefined, Record<string, string | null>][] = [
      // [route, body, from status → to status (null: refused with 'workflow not allowed')]
      [
        'submit',
        undefined,
        { draft: 'waitForApprove', waitForApprove: null, approved: null, disabled: null },
      ],
      ['approve', undefined, { draft: null, waitForApprove: 'approved', approved: null, disabled: null }],
      [
        'return-to-draft',
        undefined,
        { draft: null, waitForApprove: 'draft', approved: 'draft', disabled: 'draft' },
      ],
      [
        'set-enabled',
        { enabled: false },
        { draft: null, waitForApprove: null, approved: 'disabled', disabled: null },
      ],
      [
        'set-enabled',
        { enabled: true },
        { draft: null, waitForApprove: null, approved: null, disabled: 'approved' },
      ],
      ['', body(), { draft: 'draft', waitForApprove: null, approved: 'draft', disabled: null }],
    ];
    for (const [route, payload, table] of routes) {
      for (const [from, to] of Object.entries(table)) {
        const pkg = await packageIn(from as 'draft');
        const url = route ? `/packages/${pkg.id}/${route}` : `/packages/${pkg.id}`;
        const res = await t.call(clinic.headers, 'PUT', url, payload && 'code' in payload ? body() : payload);
        const label = `${route || 'edit'} ${JSON.stringify(payload ?? {}).slice(0, 20)} from ${from}`;
        if (to === null) {
          expect(res.json().code, label).toBe(errors.workflowNotAllowed.code);
          expect((await t.call(clinic.headers, 'GET', `/packages/${pkg.id}`)).json().data.status, label).toBe(
            from,
          );
        } else {
          expect(res.statusCode, `${label}: ${res.body}`).toBe(200);
          expect(res.json().data.status, label).toBe(to);
        }
      }
    }
  });

  it('remembers the submitter; editing an Approved package returns it to Draft and forgets the approval', async () => {
    const pkg = await packageIn('waitForApprove');
    const waiting = (await t.call(clinic.headers, 'GET', `/packages/${pkg.id}`)).json().data;
    expect(waiting).toMatchObject({
      status: 'waitForApprove',
      submittedBy: clinic.user.id,
      approvedBy: null,
    });
    const approved = (await t.call(clinic.headers, 'PUT', `/packages/${pkg.id}/approve`)).json().data;
    expect(approved).toMatchObject({
      status: 'approved',
      submittedBy: clinic.user.id,
      approvedBy: clinic.user.id,
    });
    const edited = await t.call(
      clinic.headers,
      'PUT',
      `/packages/${pkg.id}`,
      body({ name: 'Gói mới', price: 350000 }),
    );
    expect(edited.json().data).toMatchObject({
      status: 'draft',
      name: 'Gói mới',
      price: 350000,
      submittedBy: null,
      approvedBy: null,
      approvedAt: null,
    });
    const actions = await t.app.deps.db
      .select({ action: activityLogs.action })
      .from(activityLogs)
      .where(and(eq(activityLogs.entityType, 27), eq(activityLogs.entityId, pkg.id)));
    // Create, submit (update), Approved, edit (update).
    expect(actions.map((a) => a.action)).toEqual([1, 2, 8, 2]);
  });

  it('refuses approval to its own submitter unless Owner or Admin; the Owner approves their own', async () => {
    const grants = { screens: { [ScreenId.Packages]: PermissionLevel.Write } };
    const nurse = await addStaffMember(t.app, clinic.user.clinicId, { ...grants, label: 'Điều dưỡng' });
    const doctor = await addStaffMember(t.app, clinic.user.clinicId, { ...grants, label: 'Bác sĩ' });
    const pkg = await made('/packages', body(), nurse.headers);
    expect((await t.call(nurse.headers, 'PUT', `/packages/${pkg.id}/submit`)).statusCode).toBe(200);
    const own = await t.call(nurse.headers, 'PUT', `/packages/${pkg.id}/approve`);
    expectError(own, 'noPermission');
    expect((await t.call(clinic.headers, 'GET', `/packages/${pkg.id}`)).json().data.status).toBe(
      'waitForApprove',
    );
    const byDoctor = await t.call(doctor.headers, 'PUT', `/packages/${pkg.id}/approve`);
    expect(byDoctor.json().data).toMatchObject({ status: 'approved', approvedBy: doctor.user.id });
    // The owner submits and approves their own.
    const mine = await packageIn('waitForApprove');
    expect((await t.call(clinic.headers, 'PUT', `/packages/${mine.id}/approve`)).json().data.status).toBe(
      'approved',
    );
    // Read on screen 19 is not enough to move a package.
    const reader = await addStaffMember(t.app, clinic.user.clinicId, {
      screens: { [ScreenId.Packages]: PermissionLevel.Read },
    });
    expectError(await t.call(reader.headers, 'PUT', `/packages/${mine.id}/return-to-draft`), 'noPermission');
  });

  it('submits and approves only while every service and medicine in it is enabled', async () => {
    const drug = await made('/medicines', { name: 'Vitamin C 500mg', unit: 'tablet', price: 500 });
    const pkg = await made('/packages', body({ items: [{ medicineId: drug.id, count: 30 }] }));
    await t.call(clinic.headers, 'PUT', `/medicines/${drug.id}/set-enabled`, { enabled: false });
    expect((await t.call(clinic.headers, 'GET', `/packages/${pkg.id}`)).json().data.items[0].enabled).toBe(
      false,
    );
    expectError(await t.call(clinic.headers, 'PUT', `/packages/${pkg.id}/submit`), 'packageItemDisabled');
    await t.call(clinic.headers, 'PUT', `/medicines/${drug.id}/set-enabled`, { enabled: true });
    expect((await t.call(clinic.headers, 'PUT', `/packages/${pkg.id}/submit`)).statusCode).toBe(200);
    // A medicine or service in a package is in use: not deleted.
    expectError(await t.call(clinic.headers, 'DELETE', `/medicines/${drug.id}`), 'inUse');
  });

  it('searches by accent-free keyword on code and name, by status and type, paged', async () => {
    const fresh = await signUpClinic(t.app, 'PkgSearch');
    const svc = await made('/services', { code: 'SA', name: 'Siêu âm', price: 200000 }, fresh.headers);
    const line = [{ serviceId: svc.id, count: 1 }];
    const mk = (code: string, name: string, type: string) =>
      made('/packages', { ...body({ code, name, type, items: line }), promotionPrice: null }, fresh.headers);
    const a = await mk('TS-TIM', 'Tầm soát tim mạch', 'test');
    await mk('KSK-01', 'Khám sức khỏe định kỳ', 'examination');
    await mk('TIEM-01', 'Tiêm phòng cúm', 'injection');
    await t.call(fresh.headers, 'PUT', `/packages/${a.id}/submit`);
    const search = async (filter: object, query = '') => {
      const res = await t.call(fresh.headers, 'POST', `/packages/search${query}`, filter);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { pageData: { code: string }[]; paging: { totalItem: number } };
    };
    expect((await search({ keyword: 'tam soat' })).pageData.map((p) => p.code)).toEqual(['TS-TIM']);
    expect((await search({ keyword: 'ksk' })).pageData.map((p) => p.code)).toEqual(['KSK-01']);
    expect((await search({ status: 'waitForApprove' })).pageData.map((p) => p.code)).toEqual(['TS-TIM']);
    expect((await search({ type: 'injection' })).pageData.map((p) => p.code)).toEqual(['TIEM-01']);
    const paged = await search({}, '?pageSize=2&pageNumber=2&sortBy=name');
    expect(paged.pageData.map((p) => p.code)).toEqual(['TS-TIM']);
    expect(paged.paging.totalItem).toBe(3);
    const unknown = await t.call(fresh.headers, 'POST', '/packages/search', { status: 'nope' });
    expect(unknown.json().code).toBe('PSYS_4001');
  });

  it('answers 404 for another clinic’s package and refuses their services in a line', async () => {
    const svc = await made('/services', { code: 'THEIRS', name: 'Của họ', price: 1 }, other.headers);
    const theirs = await made('/packages', body({ items: [{ serviceId: svc.id, count: 1 }] }), other.headers);
    for (const res of [
      await t.call(clinic.headers, 'GET', `/packages/${theirs.id}`),
      await t.call(clinic.headers, 'PUT', `/packages/${theirs.id}`, body()),
      await t.call(clinic.headers, 'PUT', `/packages/${theirs.id}/submit`),
      await t.call(clinic.headers, 'PUT', `/packpages/${theirs.id}/approve`),
    ])
      expectError(res, 'packageNotFound');
    expectError(
      await t.call(clinic.headers, 'POST', '/packages', body({ items: [{ serviceId: svc.id, count: 1 }] })),
      'serviceNotFound',
    );
  });
});
