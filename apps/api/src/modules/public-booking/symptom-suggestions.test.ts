import { ScreenId } from '@clinic/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinics } from '../../db/schema/index.js';
import { addStaffMember, createTestApp, signUpClinic, type TestApp } from '../../testing/harness.js';

// The clinic keeps its symptom suggestions in settings (screen 5). A patient typing a symptom on the booking site
// is offered the enabled ones of that clinic only, with no sign-in and nothing but their names; a receptionist who
// cannot open the settings is offered the same list in the appointment and check-in forms.

let t: TestApp;
let clinicA: Awaited<ReturnType<typeof signUpClinic>>;
let clinicB: Awaited<ReturnType<typeof signUpClinic>>;
let slugA = '';

async function addSymptom(headers: Record<string, string>, name: string) {
  const res = await t.call(headers, 'POST', '/symptoms', { name });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number };
}

beforeAll(async () => {
  t = await createTestApp();
  clinicA = await signUpClinic(t.app, 'SymA');
  clinicB = await signUpClinic(t.app, 'SymB');
  slugA = (
    await t.app.deps.db
      .select({ slug: clinics.slug })
      .from(clinics)
      .where(eq(clinics.id, clinicA.user.clinicId))
  )[0]!.slug;
  await addSymptom(clinicA.headers, 'Sốt');
  await addSymptom(clinicA.headers, 'Ho khan');
  const off = await addSymptom(clinicA.headers, 'Đau bụng');
  const disabled = await t.call(clinicA.headers, 'PUT', `/symptoms/${off.id}/set-enabled`, {
    enabled: false,
  });
  expect(disabled.statusCode, disabled.body).toBe(200);
  await addSymptom(clinicB.headers, 'Chóng mặt');
}, 60_000);
afterAll(async () => t.close());

describe('symptom suggestions', () => {
  it('shows a stranger on the booking site the enabled suggestions of that clinic only, names and ids alone', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/public/clinics/${slugA}/symptoms` });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data as { id: number; name: string }[];
    expect(list.map((s) => s.name)).toEqual(['Ho khan', 'Sốt']);
    for (const item of list) expect(Object.keys(item).sort()).toEqual(['id', 'name']);
  });

  it('answers an unknown clinic with 404, as the rest of the booking site does', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/public/clinics/khong-co-phong-kham/symptoms',
    });
    expect(res.statusCode).toBe(404);
  });

  it('offers a receptionist without the settings screen the same enabled list of her own clinic', async () => {
    const receptionist = await addStaffMember(t.app, clinicA.user.clinicId, {
      screens: { [ScreenId.Appointments]: 20 },
    });
    expect((await t.call(receptionist.headers, 'GET', '/symptoms')).statusCode).toBe(403);
    const res = await t.call(receptionist.headers, 'GET', '/clinics/symptom-suggestions');
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as { name: string }[]).map((s) => s.name)).toEqual(['Ho khan', 'Sốt']);
    const other = await t.call(clinicB.headers, 'GET', '/clinics/symptom-suggestions');
    expect((other.json().data as { name: string }[]).map((s) => s.name)).toEqual(['Chóng mặt']);
  });
});
