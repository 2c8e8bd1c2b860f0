import { errors, PermissionLevel, ScreenId } from '@clinic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaffMember, createTestApp, signUpClinic, type TestApp } from '../../testing/harness.js';

// The doctor keeps prescriptions they write often as templates (screen 25) and applies one on the exam screen.

let t: TestApp;
let clinic: Awaited<ReturnType<typeof signUpClinic>>;
let other: Awaited<ReturnType<typeof signUpClinic>>;
beforeAll(async () => {
  t = await createTestApp();
  clinic = await signUpClinic(t.app, 'RxTpl');
  other = await signUpClinic(t.app, 'RxTplOther');
});
afterAll(async () => t.close());

let n = 0;
async function medicine(headers = clinic.headers) {
  const res = await t.call(headers, 'POST', '/medicines', {
    name: `Hoạt chất ${++n}`,
    unit: 'bottle',
    price: 30000,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; name: string };
}
const line = (medicineId: number, quantity = 1) => ({
  medicineId,
  quantity,
  unit: 'bottle',
  morning: 1,
  days: 7,
});

describe('prescription templates (screen 25)', () => {
  it('creates a template with its lines in order, replaces them on edit, and deletes it', async () => {
    const [a, b, c] = [await medicine(), await medicine(), await medicine()];
    const created = await t.call(clinic.headers, 'POST', '/prescription-templates', {
      name: 'Viêm họng người lớn',
      diagnosis: 'Viêm họng cấp',
      advice: 'Súc miệng nước muối',
      items: [line(b.id, 2), line(a.id)],
    });
    expect(created.statusCode, created.body).toBe(200);
    const template = created.json().data;
    expect(template.items.map((l: { name: string; quantity: number }) => [l.name, l.quantity])).toEqual([
      [b.name, 2],
      [a.name, 1],
    ]);
    expect(template).toMatchObject({ diagnosis: 'Viêm họng cấp', enabled: true });

    const updated = await t.call(clinic.headers, 'PUT', `/prescription-templates/${template.id}`, {
      name: 'Viêm họng người lớn',
      items: [line(c.id, 3)],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const read = (await t.call(clinic.headers, 'GET', `/prescription-templates/${template.id}`)).json().data;
    expect(read.items.map((l: { medicineId: number }) => l.medicineId)).toEqual([c.id]);
    expect(read.diagnosis).toBeNull();

    // A medicine disabled since still reads in the template (the editor flags it when applied).
    expect(
      (await t.call(clinic.headers, 'PUT', `/medicines/${c.id}/set-enabled`, { enabled: false })).statusCode,
    ).toBe(200);
    expect(
      (await t.call(clinic.headers, 'GET', `/prescription-templates/${template.id}`)).json().data.items[0],
    ).toMatchObject({
      medicineId: c.id,
      enabled: false,
    });
    // …but a template is not saved with one.
    const withDisabled = await t.call(clinic.headers, 'PUT', `/prescription-templates/${template.id}`, {
      name: 'Viêm họng người lớn',
      items: [line(a.id), line(c.id)],
    });
    expect(withDisabled.json().fields).toEqual([
      expect.objectContaining({ path: 'body.items.1.medicineId', messageId: 'formError.invalidValue' }),
    ]);

    const listed = await t.call(clinic.headers, 'GET', '/prescription-templates?keyword=viem hong');
    expect(listed.json().data.pageData.map((x: { id: number }) => x.id)).toEqual([template.id]);
    // A medicine a template names is in use: not deleted.
    const inUse = await t.call(clinic.headers, 'DELETE', `/medicines/${c.id}`);
    expect(inUse.json().code).toBe(errors.inUse.code);
    expect(
      (await t.call(clinic.headers, 'DELETE', `/prescription-templates/${template.id}`)).statusCode,
    ).toBe(200);
    expect((await t.call(clinic.headers, 'DELETE', `/medicines/${c.id}`)).statusCode).toBe(200);
    expect((await t.call(clinic.headers, 'GET', `/prescription-templates/${template.id}`)).json().code).toBe(
      errors.templateNotFound.code,
    );
  });

  it('refuses a name the clinic has, no line, 21 lines, and another clinic’s medicine or template', async () => {
    const a = await medicine();
    const first = await t.call(clinic.headers, 'POST', '/prescription-templates', {
      name: 'Ho khan',
      items: [line(a.id)],
    });
    expect(first.statusCode, first.body).toBe(200);
    const again = await t.call(clinic.headers, 'POST', '/prescription-templates', {
      name: 'ho khan',
      items: [line(a.id)],
    });
    expect(again.json().code).toBe(errors.duplicateName.code);
    const none = await t.call(clinic.headers, 'POST', '/prescription-templates', {
      name: 'Trống',
      items: [],
    });
    expect(none.json().fields[0]).toMatchObject({ path: 'body.items', messageId: 'formError.minItems' });
    const many = await Promise.all(Array.from({ length: 21 }, () => medicine()));
    const tooMany = await t.call(clinic.headers, 'POST', '/prescription-templates', {
      name: 'Dài',
      items: many.map((m) => line(m.id)),
    });
    expect(tooMany.json().fields[0]).toMatchObject({ path: 'body.items', messageId: 'formError.maxItems' });

    const theirs = await medicine(other.headers);
    const foreign = await t.call(clinic.headers, 'POST', '/prescription-templates', {
      name: 'Ngoại',
      items: [line(theirs.id)],
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe(errors.medicineNotFound.code);
    const elsewhere = await t.call(other.headers, 'POST', '/prescription-templates', {
      name: 'Ho khan',
      items: [line(theirs.id)],
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    expect(
      (await t.call(clinic.headers, 'GET', `/prescription-templates/${elsewhere.json().data.id}`)).statusCode,
    ).toBe(404);
  });

  it('a doctor with only the exam screen (11) lists and reads templates to apply them, but cannot change one', async () => {
    const a = await medicine();
    const made = await t.call(clinic.headers, 'POST', '/prescription-templates', {
      name: 'Đau dạ dày',
      items: [line(a.id)],
    });
    const id = made.json().data.id as number;
    const doctor = await addStaffMember(t.app, clinic.user.clinicId, {
      screens: { [ScreenId.TodayExaminations]: PermissionLevel.Write },
    });
    const listed = await t.call(doctor.headers, 'GET', '/prescription-templates?enabled=true');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.pageData.map((x: { id: number }) => x.id)).toContain(id);
    expect((await t.call(doctor.headers, 'GET', `/prescription-templates/${id}`)).statusCode).toBe(200);
    const change = await t.call(doctor.headers, 'PUT', `/prescription-templates/${id}`, {
      name: 'X',
      items: [line(a.id)],
    });
    expect(change.statusCode).toBe(403);
    const outsider = await addStaffMember(t.app, clinic.user.clinicId, {
      screens: { [ScreenId.Billing]: PermissionLevel.Write },
    });
    expect((await t.call(outsider.headers, 'GET', '/prescription-templates')).statusCode).toBe(403);
  });
});
