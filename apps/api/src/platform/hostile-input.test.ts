import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fillClinic, signUpClinic, type TestApp } from '../testing/harness.js';

// Each class of hostile value, at the routes where it was seen answering 500: refused with 400 (413 for a body
// past the limit), the schema-violation code, on the field it sat in. The route-table fuzz test
// (src/fuzz) throws the same classes at every route; these name one example of each.

let t: TestApp;
let headers: Record<string, string>;
let slug = '';
let medicineId = 0;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await signUpClinic(t.app, 'Hostile');
  headers = owner.headers;
  await fillClinic(t.app, headers);
  const clinic = await t.app.inject({ method: 'GET', url: '/api/clinics/info', headers });
  slug = clinic.json().data.slug;
  const medicine = await t.app.inject({
    method: 'POST',
    url: '/api/medicines',
    headers,
    payload: { name: 'Paracetamol 500mg', unit: 'tablet', price: 1000 },
  });
  expect(medicine.statusCode, medicine.body).toBe(200);
  medicineId = medicine.json().data.id;
}, 60_000);
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, withSession = true) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: withSession ? headers : {},
    payload: payload as object,
  });

/** The fields a 400 names. */
const refusedFields = (res: {
  statusCode: number;
  body: string;
  json: () => { code: string; fields?: { path: string; messageId: string }[] };
}) => {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().code).toBe('PSYS_4001');
  return (res.json().fields ?? []).map((field) => `${field.path} ${field.messageId}`);
};

describe('hostile input', () => {
  it('a NUL byte in any text is refused on its field: a name, a sign-in, a public slug', async () => {
    expect(
      refusedFields(
        await send('POST', '/clinic-patients', { fullName: 'Nguyễn\u0000A', gender: 1, phone: '0912345678' }),
      ),
    ).toEqual(['body.fullName formError.forbiddenCharacter']);
    expect(
      refusedFields(
        await send('POST', '/auth/login', { username: 'owner\u0000', password: 'Secret123' }, false),
      ),
    ).toEqual(['body.username formError.forbiddenCharacter']);
    expect(refusedFields(await send('GET', `/public/clinics/${slug}%00/doctors`, undefined, false))).toEqual([
      'params.slug formError.forbiddenCharacter',
    ]);
    expect(refusedFields(await send('POST', '/clinic-patients/search?keyword=%00', {}))).toEqual([
      'query.keyword formError.forbiddenCharacter',
    ]);
  });

  it('an id past the id column is refused, in a path, a query and a body', async () => {
    expect(refusedFields(await send('GET', '/medicines/2147483648'))).toEqual([
      'params.id formError.invalidValue',
    ]);
    expect(
      refusedFields(await send('POST', '/clinic-appointments/search', { doctorIds: [2147483648] })),
    ).toEqual(['body.doctorIds.0 formError.invalidValue']);
    const res = await send('POST', '/clinic-patients', {
      fullName: 'Nguyễn Văn B',
      gender: 1,
      phone: '0912345679',
      avatarFileId: 2 ** 31,
    });
    expect(refusedFields(res)).toEqual(['body.avatarFileId formError.invalidValue']);
  });

  it('an id is read from plain digits only: 0x10 is not medicine 16', async () => {
    expect((await send('GET', `/medicines/${medicineId}`)).statusCode).toBe(200);
    for (const spelled of [`0x${medicineId.toString(16)}`, `${medicineId}e0`, `%20${medicineId}`])
      expect(refusedFields(await send('GET', `/medicines/${spelled}`)), spelled).toEqual([
        'params.id formError.number',
      ]);
  });

  it('a page past the last is refused', async () => {
    expect(refusedFields(await send('POST', '/clinic-patients/search?pageNumber=99999999999', {}))).toEqual([
      'query.pageNumber formError.max',
    ]);
  });

  it('a date that is no day, or out of its years, is refused before any arithmetic', async () => {
    // The report's own range rule speaks of `to` too; what counts is that `from` is refused as no day.
    expect(
      refusedFields(await send('POST', '/reports/appointments', { from: 'abc', to: '2026-12-01' })),
    ).toContain('body.from formError.date');
    expect(
      refusedFields(await send('POST', '/clinic-appointments/search', { from: '9'.repeat(10_000) })),
    ).toEqual(['body.from formError.date']);
    const patient = await send('POST', '/clinic-patients', {
      fullName: 'Nguyễn Văn C',
      gender: 1,
      phone: '0912345670',
      birthday: '2026-02-30',
    });
    expect(refusedFields(patient)).toEqual(['body.birthday formError.date']);
    const lot = await send('POST', '/stock-sheets/create', {
      type: 1,
      reason: 'importNewGoods',
      items: [
        {
          medicineId,
          lotNumber: 'L1',
          expiryDate: '9999-12-31',
          quantity: 1,
          importPrice: 1000,
          costPerUnit: 1000,
        },
      ],
    });
    expect(refusedFields(lot)).toEqual(['body.items.0.expiryDate formError.dateRange']);
  });

  it('a body past the limit answers 413 with its code', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/clinic-patients',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ fullName: 'x'.repeat(20 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PSYS_4130' });
    expect(res.json().message).toContain('1 MB');
  });
});
