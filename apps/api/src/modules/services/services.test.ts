import { errors, FormOwnerKind } from '@clinic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpClinic, type TestApp } from '../../testing/harness.js';

let t: TestApp;
let clinic: Awaited<ReturnType<typeof signUpClinic>>;
let other: Awaited<ReturnType<typeof signUpClinic>>;
beforeAll(async () => {
  t = await createTestApp();
  clinic = await signUpClinic(t.app, 'Svc');
  other = await signUpClinic(t.app, 'SvcOther');
});
afterAll(async () => t.close());

const create = async (body: object, headers = clinic.headers) => {
  const res = await t.call(headers, 'POST', '/services', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; code: string; name: string; price: number };
};

describe('services (screen 18)', () => {
  it('the receptionist sets up a service; its code is the clinic’s own, but another clinic may use it', async () => {
    const exam = await create({
      code: 'KTQ',
      name: 'Khám tổng quát',
      price: 150000,
      commissionPercent: 10,
      isBasicService: true,
    });
    expect(exam).toMatchObject({
      code: 'KTQ',
      price: 150000,
      commissionPercent: 10,
      isBasicService: true,
      isAffiliate: false,
      type: 'single',
      associatedServiceIds: [],
      formIds: [],
      enabled: true,
    });
    // Same code, any case: refused in this clinic.
    const again = await t.call(clinic.headers, 'POST', '/services', {
      code: 'ktq',
      name: 'Khám lại',
      price: 100000,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe(errors.duplicateService.code);
    // Another clinic has its own codes.
    await create({ code: 'KTQ', name: 'Khám tổng quát', price: 120000 }, other.headers);
    // Updating itself with its own code is no duplicate.
    const same = await t.call(clinic.headers, 'PUT', `/services/${exam.id}`, {
      code: 'KTQ',
      name: 'Khám tổng quát',
      price: 160000,
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().data.price).toBe(160000);
  });

  it('two receptionists adding one code at once: one service, the other told it is a duplicate', async () => {
    const answers = await Promise.all(
      ['SONG-SONG', 'song-song', 'Song-Song', 'SONG-song'].map((code) =>
        // In the other clinic, so this clinic's lists below keep their count.
        t.call(other.headers, 'POST', '/services', { code, name: `Dịch vụ ${code}`, price: 10000 }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect(refused.json().code, refused.body).toBe(errors.duplicateService.code);
    }
  });

  it('refuses a price that is not whole VND, and a commission above 100', async () => {
    const bad = await t.call(clinic.headers, 'POST', '/services', {
      code: 'X1',
      name: 'X',
      price: 1000.5,
      commissionPercent: 120,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('PSYS_4001');
    const paths = bad.json().fields.map((f: { path: string }) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['body.price', 'body.commissionPercent']));
  });

  it('lists by accent-free keyword on code and name, and by price range; a "to" below "from" is refused', async () => {
    await create({ code: 'SA-BUNG', name: 'Siêu âm bụng tổng quát', price: 200000 });
    await create({ code: 'XN-CTM', name: 'Xét nghiệm công thức máu', price: 90000 });
    await create({ code: 'DT', name: 'Điện tim', price: 80000 });
    const list = async (query: string) => {
      const res = await t.call(clinic.headers, 'GET', `/services?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { pageData: { code: string }[]; paging: { totalItem: number } };
    };
    expect((await list('keyword=sieu am')).pageData.map((s) => s.code)).toEqual(['SA-BUNG']);
    expect((await list('keyword=dien tim')).pageData.map((s) => s.code)).toEqual(['DT']);
    expect((await list('keyword=xn-ctm')).pageData.map((s) => s.code)).toEqual(['XN-CTM']);
    const cheap = await list('priceFrom=80000&priceTo=90000&sortBy=price');
    expect(cheap.pageData.map((s) => s.code)).toEqual(['DT', 'XN-CTM']);
    expect(cheap.paging.totalItem).toBe(2);
    const paged = await list('pageSize=2&pageNumber=2&sortBy=code');
    expect(paged.pageData).toHaveLength(2);
    // KTQ of the first story and these three.
    expect(paged.paging.totalItem).toBe(4);

    const reversed = await t.call(clinic.headers, 'GET', '/services?priceFrom=90000&priceTo=80000');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().code).toBe('PSYS_4001');
    expect(reversed.json().fields).toEqual([
      expect.objectContaining({ path: 'query.priceTo', messageId: 'formError.priceRange' }),
    ]);
    // The message is translated.
    const en = await t.app.inject({
      method: 'GET',
      url: '/api/services?priceFrom=90000&priceTo=80000&lang=en',
      headers: clinic.headers,
    });
    expect(en.json().fields[0].text).toBe('The "to" price must be at least the "from" price (90000)');
  });

  it('an associate service bundles single services only, never itself nor another associate', async () => {
    const blood = await create({ code: 'XN-DM', name: 'Xét nghiệm đường máu', price: 50000 });
    const urine = await create({ code: 'XN-NT', name: 'Tổng phân tích nước tiểu', price: 60000 });
    const bundle = await create({
      code: 'GOI-XN',
      name: 'Xét nghiệm cơ bản',
      price: 100000,
      type: 'associate',
      associatedServiceIds: [urine.id, blood.id],
    });
    const read = (await t.call(clinic.headers, 'GET', `/services/${bundle.id}`)).json().data;
    expect(read.associatedServiceIds).toEqual([urine.id, blood.id]);
    expect(read.associatedServices.map((s: { code: string }) => s.code)).toEqual(['XN-NT', 'XN-DM']);

    // No parts, or parts on a single service: refused by the contract.
    const empty = await t.call(clinic.headers, 'POST', '/services', {
      code: 'A0',
      name: 'A0',
      price: 1,
      type: 'associate',
    });
    expect(empty.json().fields[0]).toMatchObject({ path: 'body.associatedServiceIds' });
    const single = await t.call(clinic.headers, 'POST', '/services', {
      code: 'A1',
      name: 'A1',
      price: 1,
      associatedServiceIds: [blood.id],
    });
    expect(single.json().fields[0]).toMatchObject({ messageId: 'formError.singleHasNoServices' });
    // An associate inside an associate: refused.
    const nested = await t.call(clinic.headers, 'POST', '/services', {
      code: 'A2',
      name: 'A2',
      price: 1,
      type: 'associate',
      associatedServiceIds: [bundle.id],
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().code).toBe(errors.invalidService.code);
    // Itself.
    const itself = await t.call(clinic.headers, 'PUT', `/services/${bundle.id}`, {
      code: 'GOI-XN',
      name: 'Xét nghiệm cơ bản',
      price: 100000,
      type: 'associate',
      associatedServiceIds: [bundle.id],
    });
    expect(itself.json().code).toBe(errors.invalidService.code);
    // A bundled single service cannot turn associate (it would nest).
    const turn = await t.call(clinic.headers, 'PUT', `/services/${blood.id}`, {
      code: 'XN-DM',
      name: 'Xét nghiệm đường máu',
      price: 50000,
      type: 'associate',
      associatedServiceIds: [urine.id],
    });
    expect(turn.json().code).toBe(errors.invalidService.code);
    // A bundled service is in use: not deleted, but it may be disabled.
    const del = await t.call(clinic.headers, 'DELETE', `/services/${blood.id}`);
    expect(del.statusCode).toBe(400);
    expect(del.json().code).toBe(errors.inUse.code);
    const off = await t.call(clinic.headers, 'PUT', `/services/${blood.id}/set-enabled`, { enabled: false });
    expect(off.json().data.enabled).toBe(false);
    // Deleting the bundle frees its parts.
    expect((await t.call(clinic.headers, 'DELETE', `/services/${bundle.id}`)).statusCode).toBe(200);
    expect((await t.call(clinic.headers, 'DELETE', `/services/${blood.id}`)).statusCode).toBe(200);
  });

  it('uses result-sheet forms only, and answers 404 for another clinic’s service', async () => {
    const property = await t.call(clinic.headers, 'POST', '/properties', {
      name: 'Kết luận siêu âm',
      internalName: 'ket_luan_sa',
      entityType: FormOwnerKind.ServiceSheet,
      fieldType: 1,
      size: 12,
    });
    expect(property.statusCode, property.body).toBe(200);
    const sheet = await t.call(clinic.headers, 'POST', '/forms', {
      name: 'Phiếu siêu âm',
      entityType: FormOwnerKind.ServiceSheet,
      propertyIds: [property.json().data.id],
    });
    expect(sheet.statusCode, sheet.body).toBe(200);
    const patientProperty = await t.call(clinic.headers, 'POST', '/properties', {
      name: 'Nghề nghiệp',
      internalName: 'nghe_nghiep',
      entityType: FormOwnerKind.ClinicPatient,
      fieldType: 1,
      size: 12,
    });
    const patientForm = await t.call(clinic.headers, 'POST', '/forms', {
      name: 'Phiếu bệnh nhân',
      entityType: FormOwnerKind.ClinicPatient,
      propertyIds: [patientProperty.json().data.id],
    });
    expect(patientForm.statusCode, patientForm.body).toBe(200);
    const withSheet = await create({
      code: 'SA-TG',
      name: 'Siêu âm tuyến giáp',
      price: 180000,
      formIds: [sheet.json().data.id],
    });
    expect((await t.call(clinic.headers, 'GET', `/services/${withSheet.id}`)).json().data.forms).toEqual([
      { id: sheet.json().data.id, name: 'Phiếu siêu âm' },
    ]);
    const wrongKind = await t.call(clinic.headers, 'POST', '/services', {
      code: 'SA-X',
      name: 'Siêu âm X',
      price: 1,
      formIds: [patientForm.json().data.id],
    });
    expect(wrongKind.statusCode).toBe(404);
    expect(wrongKind.json().code).toBe(errors.formNotFound.code);

    const theirs = await create({ code: 'THEIRS', name: 'Dịch vụ phòng khám khác', price: 1 }, other.headers);
    for (const res of [
      await t.call(clinic.headers, 'GET', `/services/${theirs.id}`),
      await t.call(clinic.headers, 'PUT', `/services/${theirs.id}`, { code: 'Z', name: 'Z', price: 1 }),
      await t.call(clinic.headers, 'DELETE', `/services/${theirs.id}`),
      await t.call(clinic.headers, 'POST', '/services', {
        code: 'B1',
        name: 'B1',
        price: 1,
        type: 'associate',
        associatedServiceIds: [theirs.id],
      }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe(errors.serviceNotFound.code);
    }
  });
});
