import { errors, PermissionLevel, ScreenId } from '@clinic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaffMember, createTestApp, signUpClinic, type TestApp } from '../../testing/harness.js';

let t: TestApp;
let clinic: Awaited<ReturnType<typeof signUpClinic>>;
let other: Awaited<ReturnType<typeof signUpClinic>>;
beforeAll(async () => {
  t = await createTestApp();
  clinic = await signUpClinic(t.app, 'Tpl');
  other = await signUpClinic(t.app, 'TplOther');
});
afterAll(async () => t.close());

const service = async (code: string, price: number, headers = clinic.headers) => {
  const res = await t.call(headers, 'POST', '/services', { code, name: `Dịch vụ ${code}`, price });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
};

describe('service templates (screen 24)', () => {
  it('keeps the services in the order the doctor put them, and totals today’s prices', async () => {
    const exam = await service('KTQ', 150000);
    const ecg = await service('DT', 80000);
    const xray = await service('XQ', 120000);
    const created = await t.call(clinic.headers, 'POST', '/service-templates', {
      name: 'Khám sức khỏe tổng quát',
      serviceIds: [xray, exam, ecg],
      description: 'Gói khám cho người đi làm',
    });
    expect(created.statusCode, created.body).toBe(200);
    const template = created.json().data;
    expect(template.serviceIds).toEqual([xray, exam, ecg]);
    expect(template.services.map((s: { code: string }) => s.code)).toEqual(['XQ', 'KTQ', 'DT']);
    expect(template.totalPrice).toBe(350000);

    // Reordered and one removed, in one write.
    const updated = await t.call(clinic.headers, 'PUT', `/service-templates/${template.id}`, {
      name: 'Khám sức khỏe tổng quát',
      serviceIds: [ecg, exam],
    });
    expect(updated.json().data.serviceIds).toEqual([ecg, exam]);
    expect(
      (await t.call(clinic.headers, 'GET', `/service-templates/${template.id}`)).json().data.serviceIds,
    ).toEqual([ecg, exam]);

    // A service a template lists is in use: not deleted, only disabled.
    const del = await t.call(clinic.headers, 'DELETE', `/services/${exam}`);
    expect(del.statusCode).toBe(400);
    expect(del.json().code).toBe(errors.inUse.code);
    expect(del.json().message).toContain('dịch vụ');
    expect(
      (await t.call(clinic.headers, 'PUT', `/services/${exam}/set-enabled`, { enabled: false })).statusCode,
    ).toBe(200);
    // XQ left the template: it may go.
    expect((await t.call(clinic.headers, 'DELETE', `/services/${xray}`)).statusCode).toBe(200);
    // Deleting the template frees its services.
    expect((await t.call(clinic.headers, 'DELETE', `/service-templates/${template.id}`)).statusCode).toBe(
      200,
    );
    expect((await t.call(clinic.headers, 'DELETE', `/services/${exam}`)).statusCode).toBe(200);
  });

  it('refuses a template with no service, a service twice, a name the clinic has, and another clinic’s service', async () => {
    const a = await service('SA', 200000);
    const none = await t.call(clinic.headers, 'POST', '/service-templates', {
      name: 'Trống',
      serviceIds: [],
    });
    expect(none.json().fields[0]).toMatchObject({ path: 'body.serviceIds', messageId: 'formError.minItems' });
    const twice = await t.call(clinic.headers, 'POST', '/service-templates', {
      name: 'Lặp',
      serviceIds: [a, a],
    });
    expect(twice.json().fields[0]).toMatchObject({
      path: 'body.serviceIds.1',
      messageId: 'formError.duplicate',
    });

    expect(
      (await t.call(clinic.headers, 'POST', '/service-templates', { name: 'Siêu âm', serviceIds: [a] }))
        .statusCode,
    ).toBe(200);
    const dup = await t.call(clinic.headers, 'POST', '/service-templates', {
      name: 'siêu âm',
      serviceIds: [a],
    });
    expect(dup.json().code).toBe(errors.duplicateName.code);
    // Another clinic may name one the same.
    const theirs = await service('SA', 1, other.headers);
    const elsewhere = await t.call(other.headers, 'POST', '/service-templates', {
      name: 'Siêu âm',
      serviceIds: [theirs],
    });
    expect(elsewhere.statusCode).toBe(200);

    const foreign = await t.call(clinic.headers, 'POST', '/service-templates', {
      name: 'Ngoại',
      serviceIds: [a, theirs],
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe(errors.serviceNotFound.code);
    const foreignTemplate = await t.call(
      clinic.headers,
      'GET',
      `/service-templates/${elsewhere.json().data.id}`,
    );
    expect(foreignTemplate.statusCode).toBe(404);
    expect(foreignTemplate.json().code).toBe(errors.templateNotFound.code);
  });

  it('a nurse who keeps the templates (screen 24) picks services without the services screen, but cannot change one', async () => {
    const exam = await service('KNHI', 150000);
    const nurse = await addStaffMember(t.app, clinic.user.clinicId, {
      screens: { [ScreenId.ServiceTemplates]: PermissionLevel.Write },
    });
    const listed = await t.call(nurse.headers, 'GET', '/services?enabled=true');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.pageData.map((s: { id: number }) => s.id)).toContain(exam);
    const made = await t.call(nurse.headers, 'POST', '/service-templates', {
      name: 'Khám nhi',
      serviceIds: [exam],
    });
    expect(made.statusCode, made.body).toBe(200);
    expect((await t.call(nurse.headers, 'GET', `/services/${exam}`)).statusCode).toBe(403);
    const change = await t.call(nurse.headers, 'PUT', `/services/${exam}`, {
      code: 'KNHI',
      name: 'X',
      price: 1,
    });
    expect(change.statusCode).toBe(403);
  });
});
