import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/harness.js';
import { clinicPatients, clinics } from '../schema/index.js';
import { DEMO_OWNER, seedDemo } from './demo.js';
import { DEMO_PATIENT_COUNT, SURNAMES } from './patients.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
});
afterAll(async () => t.close());

describe('demo seed', () => {
  it('creates the demo clinic on the first start, prints its sign-in, and the owner can sign in', async () => {
    expect(t.printed.join('\n')).toContain(`${DEMO_OWNER.email}  /  ${DEMO_OWNER.password}`);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: DEMO_OWNER.phone, password: DEMO_OWNER.password },
    });
    expect(login.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${login.json().data.accessToken}` };
    const info = (await t.app.inject({ method: 'GET', url: '/api/clinics/info', headers })).json().data;
    expect(info).toMatchObject({
      name: 'Phòng khám Đa khoa An Tâm',
      status: 1,
      slug: 'phong-kham-da-khoa-an-tam',
    });
  });

  it('has 300 patients named as Vietnamese people are, findable without diacritics, with custom values', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: DEMO_OWNER.email, password: DEMO_OWNER.password },
    });
    const headers = { authorization: `Bearer ${login.json().data.accessToken}` };
    const rows = await t.app.deps.db.select().from(clinicPatients);
    expect(rows).toHaveLength(DEMO_PATIENT_COUNT);
    expect(rows.map((r) => r.code).sort()).toEqual(
      Array.from({ length: DEMO_PATIENT_COUNT }, (_, i) => `BN${String(i + 1).padStart(6, '0')}`),
    );
    const share = (surname: string) =>
      rows.filter((r) => r.fullName.startsWith(`${surname} `)).length / rows.length;
    expect(share('Nguyễn')).toBeCloseTo(0.38, 1);
    expect(share('Trần')).toBeCloseTo(0.11, 1);
    expect(share('Lê')).toBeGreaterThan(share('Phạm'));
    expect(share('Phạm')).toBeGreaterThan(share('Đỗ'));
    expect(new Set(rows.map((r) => r.fullName.split(' ')[0])).size).toBeGreaterThanOrEqual(20);
    expect(rows.every((r) => SURNAMES.some(([s]) => r.fullName.startsWith(`${s} `)))).toBe(true);
    // Women carry women's middle names and men men's: no 'Văn' woman, no 'Thị' man.
    expect(rows.some((r) => r.gender === 1 && r.fullName.includes(' Văn '))).toBe(false);
    expect(rows.some((r) => r.gender === 0 && r.fullName.includes(' Thị '))).toBe(false);
    expect(rows.every((r) => /^0[3789]\d{8}$/.test(r.phone))).toBe(true);
    expect(new Set(rows.map((r) => r.phone)).size).toBe(rows.length);
    expect(rows.every((r) => r.yearOfBirth! >= 1940 && r.yearOfBirth! <= 2024)).toBe(true);
    expect(rows.filter((r) => r.birthday).every((r) => r.birthday!.startsWith(String(r.yearOfBirth)))).toBe(
      true,
    );
    expect(rows.filter((r) => r.provinceId === 58).length).toBeGreaterThan(rows.length / 2);
    for (const column of ['birthday', 'address', 'heightCm', 'weightKg', 'allergy', 'email'] as const)
      expect(
        rows.some((r) => r[column] !== null),
        column,
      ).toBe(true);

    const found = await t.app.inject({
      method: 'POST',
      url: '/api/clinic-patients/search?pageSize=100',
      headers,
      payload: { keyword: 'nguyen' },
    });
    expect(found.json().data.paging.totalItem).toBe(
      rows.filter((r) => r.fullName.startsWith('Nguyễn')).length,
    );
    const form = (
      await t.app.inject({ method: 'GET', url: '/api/forms/all-by-entity-type?entityTypeId=2', headers })
    ).json().data[0];
    const formProps = (
      await t.app.inject({ method: 'GET', url: `/api/forms/${form.id}/properties`, headers })
    ).json().data as { id: number; name: string; options: string[] }[];
    const blood = formProps.find((p) => p.name === 'Nhóm máu')!;
    expect(blood.options).toEqual(['A', 'B', 'AB', 'O']);
    expect(formProps.map((p) => p.name)).toContain('Nghề nghiệp');
    const withBlood = [];
    for (const row of rows.slice(0, 40)) {
      const patient = (
        await t.app.inject({ method: 'GET', url: `/api/clinic-patients/${row.id}`, headers })
      ).json().data;
      const value = patient.properties.find((p: { propertyId: number }) => p.propertyId === blood.id)?.value;
      if (value) withBlood.push(value);
    }
    expect(withBlood.length).toBeGreaterThan(5);
    expect(withBlood.every((v) => blood.options.includes(v))).toBe(true);
    // The counter continues after the seeded records.
    const next = await t.app.inject({
      method: 'POST',
      url: '/api/clinic-patients',
      headers,
      payload: { fullName: 'Ngô Thị Lan', gender: 1, phone: '0909000111' },
    });
    expect(next.json().data.code).toBe('BN000301');
    await t.app.deps.db.delete(clinicPatients).where(eq(clinicPatients.id, next.json().data.id));
  });

  it('seeds nothing on later starts, and reminds of the sign-in', async () => {
    t.printed.length = 0;
    expect(await seedDemo(t.app.deps)).toBe(false);
    const [{ n } = { n: 0 }] = await t.app.deps.db.select({ n: count() }).from(clinics);
    expect(n).toBe(1);
    expect(t.printed.join('\n')).toContain(`Demo sign-in: ${DEMO_OWNER.email}`);
  });
});
