import { errors, MAX_MEDICINES_PER_ADD } from '@clinic/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { medicines } from '../../db/schema/index.js';
import { createTestApp, signUpClinic, type TestApp } from '../../testing/harness.js';

let t: TestApp;
let clinic: Awaited<ReturnType<typeof signUpClinic>>;
let other: Awaited<ReturnType<typeof signUpClinic>>;
beforeAll(async () => {
  t = await createTestApp();
  clinic = await signUpClinic(t.app, 'Med');
  other = await signUpClinic(t.app, 'MedOther');
});
afterAll(async () => t.close());

const medicineCount = async (clinicId: number) =>
  (
    await t.app.deps.db
      .select({ n: count() })
      .from(medicines)
      .where(and(eq(medicines.clinicId, clinicId)))
  )[0]!.n;

const medicine = (name: string, extra: object = {}) => ({
  name,
  unit: 'tablet',
  price: 1500,
  guide: 'Uống 1 viên sau ăn, ngày 2 lần',
  ...extra,
});

describe('medicine library (screen 15)', () => {
  it('adds, edits, lists, disables and deletes a medicine; its name is unique in the clinic, accents and case aside', async () => {
    const created = await t.call(
      clinic.headers,
      'POST',
      '/medicines',
      medicine('Paracetamol 500mg', { ingredients: 'Paracetamol' }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const item = created.json().data;
    expect(item).toMatchObject({
      name: 'Paracetamol 500mg',
      unit: 'tablet',
      price: 1500,
      ingredients: 'Paracetamol',
      guide: 'Uống 1 viên sau ăn, ngày 2 lần',
      lowStockThreshold: null,
      enabled: true,
    });
    expect(item).not.toHaveProperty('searchName');
    for (const name of ['paracetamol 500MG', 'Paracetamól 500mg']) {
      const dup = await t.call(clinic.headers, 'POST', '/medicines', medicine(name));
      expect(dup.statusCode).toBe(400);
      expect(dup.json().code).toBe(errors.duplicateMedicine.code);
    }
    expect(
      (await t.call(other.headers, 'POST', '/medicines', medicine('Paracetamol 500mg'))).statusCode,
    ).toBe(200);

    const siro = await t.call(
      clinic.headers,
      'POST',
      '/medicines',
      medicine('Siro ho Bảo Thanh', { unit: 'bottle', price: 45000 }),
    );
    const found = (await t.call(clinic.headers, 'GET', '/medicines?keyword=bao thanh')).json().data.pageData;
    expect(found.map((m: { id: number }) => m.id)).toEqual([siro.json().data.id]);

    const edited = await t.call(
      clinic.headers,
      'PUT',
      `/medicines/${item.id}`,
      medicine('Paracetamol 500mg', { price: 2000 }),
    );
    expect(edited.json().data.price).toBe(2000);
    const off = await t.call(clinic.headers, 'PUT', `/medicines/${item.id}/set-enabled`, { enabled: false });
    expect(off.json().data.enabled).toBe(false);
    expect((await t.call(clinic.headers, 'DELETE', `/medicines/${item.id}`)).statusCode).toBe(200);
    expect((await t.call(clinic.headers, 'GET', `/medicines/${item.id}`)).json().code).toBe(
      errors.medicineNotFound.code,
    );
  });

  it('refuses a unit outside the stock units', async () => {
    const res = await t.call(clinic.headers, 'POST', '/medicines', medicine('Vitamin C', { unit: 'box' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].path).toBe('body.unit');
  });

  it('adds up to 20 medicines at once, all together', async () => {
    const rows = [
      medicine('Amoxicillin 500mg', { unit: 'blister', price: 12000 }),
      medicine('Oresol', { unit: 'sachet', price: 3000, guide: 'Pha 1 gói với 200 ml nước' }),
      medicine('Kem bôi Fucidin', { unit: 'tube', price: 85000 }),
    ];
    const res = await t.call(clinic.headers, 'POST', '/medicines/bulk', { medicines: rows });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.medicines.map((m: { name: string }) => m.name)).toEqual([
      'Amoxicillin 500mg',
      'Oresol',
      'Kem bôi Fucidin',
    ]);
    const tooMany = Array.from({ length: MAX_MEDICINES_PER_ADD + 1 }, (_, i) => medicine(`Thuốc ${i}`));
    expect((await t.call(clinic.headers, 'POST', '/medicines/bulk', { medicines: tooMany })).statusCode).toBe(
      400,
    );
  });

  it('writes nothing when one row is bad, and names every bad row by its index', async () => {
    const before = await medicineCount(clinic.user.clinicId);
    // Rows 1 and 3 repeat medicines the clinic already has (in other case).
    const clash = await t.call(clinic.headers, 'POST', '/medicines/bulk', {
      medicines: [
        medicine('Cetirizin 10mg'),
        medicine('AMOXICILLIN 500MG'),
        medicine('Loratadin 10mg'),
        medicine('oresol'),
      ],
    });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().code).toBe(errors.duplicateMedicine.code);
    expect(clash.json().fields.map((f: { path: string }) => f.path)).toEqual([
      'body.medicines.1.name',
      'body.medicines.3.name',
    ]);
    expect(await medicineCount(clinic.user.clinicId)).toBe(before);

    // A bad price in row 2 and a repeat within the batch in row 3.
    const invalid = await t.call(clinic.headers, 'POST', '/medicines/bulk', {
      medicines: [
        medicine('Cetirizin 10mg'),
        medicine('Loratadin 10mg'),
        medicine('Omeprazol 20mg', { price: -1 }),
        medicine('cetirizin 10MG'),
      ],
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().code).toBe('PSYS_4001');
    expect(invalid.json().fields.map((f: { path: string }) => f.path)).toEqual(
      expect.arrayContaining(['body.medicines.2.price', 'body.medicines.3.name']),
    );
    expect(await medicineCount(clinic.user.clinicId)).toBe(before);

    // A bad price in row 2 and, in row 0, a medicine the clinic has: both named in the one answer.
    const both = await t.call(clinic.headers, 'POST', '/medicines/bulk', {
      medicines: [
        medicine('Amoxicillin 500MG'),
        medicine('Loratadin 10mg'),
        medicine('Omeprazol 20mg', { price: 'free' }),
      ],
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().code).toBe('PSYS_4001');
    expect(both.json().fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'body.medicines.2.price' }),
        expect.objectContaining({
          path: 'body.medicines.0.name',
          messageId: 'formError.duplicate',
          text: 'Giá trị này đã tồn tại hoặc bị lặp lại',
        }),
      ]),
    );
    expect(await medicineCount(clinic.user.clinicId)).toBe(before);
  });

  it('answers 404 for another clinic’s medicine', async () => {
    const theirs = await t.call(other.headers, 'POST', '/medicines', medicine('Thuốc riêng'));
    const id = theirs.json().data.id;
    for (const res of [
      await t.call(clinic.headers, 'GET', `/medicines/${id}`),
      await t.call(clinic.headers, 'PUT', `/medicines/${id}`, medicine('Thuốc riêng')),
      await t.call(clinic.headers, 'DELETE', `/medicines/${id}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe(errors.medicineNotFound.code);
    }
  });
});
