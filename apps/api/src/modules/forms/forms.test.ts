import {
  ActivityAction,
  ActivityEntityType,
  errors,
  type FormOwnerKind,
  PropertyFieldType,
} from '@clinic/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs } from '../../db/schema/index.js';
import { createTestApp, signUpClinic, type TestApp } from '../../testing/harness.js';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpClinic>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpClinic(t.app, 'Form');
});
afterAll(async () => t.close());

const addProperty = async (name: string, internalName: string, entityType: FormOwnerKind = 2) =>
  (
    await t.call(owner.headers, 'POST', '/properties', {
      name,
      internalName,
      entityType,
      fieldType: PropertyFieldType.FreeText,
      size: 6,
    })
  ).json().data as { id: number };

type Form = { id: number; name: string; isDefault: boolean; enabled: boolean; propertyIds: number[] };

describe('the default forms every clinic starts with', () => {
  let patientForm: Form;
  let fixedIds: number[];

  it('holds the fixed properties of its entity in order, one per entity, listed first', async () => {
    const res = await t.call(owner.headers, 'GET', '/forms?entityTypeId=2');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.paging.totalItem).toBe(1);
    patientForm = res.json().data.pageData[0];
    expect(patientForm).toMatchObject({
      name: 'Hồ sơ bệnh nhân',
      entityType: 2,
      isDefault: true,
      enabled: true,
    });
    const props = (await t.call(owner.headers, 'GET', `/forms/${patientForm.id}/properties`)).json().data;
    expect(props.map((p: { internalName: string }) => p.internalName)).toEqual([
      'height',
      'weight',
      'medical_history',
      'allergy',
      'diagnosis',
    ]);
    fixedIds = props.map((p: { id: number }) => p.id);
    expect(patientForm.propertyIds).toEqual(fixedIds);
    const all = (await t.call(owner.headers, 'GET', '/forms?pageSize=100')).json().data.pageData;
    expect(all.map((f: Form) => f.name)).toEqual(['Hồ sơ bệnh nhân', 'Phiếu tiếp nhận', 'Phiếu kết quả']);
  });

  it('cannot be deleted or disabled (1027), nor lose a fixed property or change entity', async () => {
    expect((await t.call(owner.headers, 'DELETE', `/forms/${patientForm.id}`)).json().code).toBe(
      errors.cannotEditDefaultForm.code,
    );
    const off = await t.call(owner.headers, 'PUT', `/forms/${patientForm.id}/set-enabled`, {
      enabled: false,
    });
    expect(off.json().code).toBe(errors.cannotEditDefaultForm.code);
    const lose = await t.call(owner.headers, 'PUT', `/forms/${patientForm.id}`, {
      name: 'Hồ sơ bệnh nhân',
      entityType: 2,
      propertyIds: fixedIds.slice(1),
    });
    expect(lose.json().code).toBe(errors.cannotEditDefaultForm.code);
    const symptom = (await t.call(owner.headers, 'GET', '/properties/search?entityTypeId=4')).json().data
      .pageData[0];
    const move = await t.call(owner.headers, 'PUT', `/forms/${patientForm.id}`, {
      name: 'Hồ sơ bệnh nhân',
      entityType: 4,
      propertyIds: [symptom.id],
    });
    expect(move.json().code).toBe(errors.cannotEditDefaultForm.code);
    expect((await t.call(owner.headers, 'GET', `/forms/${patientForm.id}`)).json().data).toEqual(patientForm);
  });

  it('may be renamed, reordered and given custom properties', async () => {
    const job = await addProperty('Nghề nghiệp', 'job');
    const res = await t.call(owner.headers, 'PUT', `/forms/${patientForm.id}`, {
      name: 'Hồ sơ khám bệnh',
      entityType: 2,
      propertyIds: [job.id, ...[...fixedIds].reverse()],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Hồ sơ khám bệnh',
      isDefault: true,
      propertyIds: [job.id, ...[...fixedIds].reverse()],
    });
    const props = (await t.call(owner.headers, 'GET', `/forms/${patientForm.id}/properties`)).json().data;
    expect(props[0]).toMatchObject({ id: job.id, name: 'Nghề nghiệp', formCount: 1 });
  });
});

describe('the clinic builds its own forms', () => {
  let childForm: Form;
  let weightId: number;
  let growth: { id: number };

  it('creates a form of properties of its entity, and logs it', async () => {
    growth = await addProperty('Chỉ số tăng trưởng', 'growth');
    const fixed = (
      await t.call(owner.headers, 'GET', '/properties/search?entityTypeId=2&keyword=can nang')
    ).json().data.pageData;
    weightId = fixed[0].id;
    const res = await t.call(owner.headers, 'POST', '/forms', {
      name: 'Khám nhi',
      entityType: 2,
      propertyIds: [growth.id, weightId],
    });
    expect(res.statusCode).toBe(200);
    childForm = res.json().data;
    expect(childForm).toMatchObject({
      name: 'Khám nhi',
      isDefault: false,
      enabled: true,
      propertyIds: [growth.id, weightId],
    });
    const [log] = await t.app.deps.db
      .select()
      .from(activityLogs)
      .where(
        and(eq(activityLogs.entityType, ActivityEntityType.Form), eq(activityLogs.entityId, childForm.id)),
      );
    expect(log).toMatchObject({ action: ActivityAction.Create, details: { name: 'Khám nhi' } });
  });

  it('refuses a name already taken, whatever its case (1029)', async () => {
    const res = await t.call(owner.headers, 'POST', '/forms', {
      name: 'KHÁM NHI',
      entityType: 2,
      propertyIds: [growth.id],
    });
    expect(res.json().code).toBe(errors.duplicateFormName.code);
  });

  it('refuses properties of another entity, another clinic or nowhere (4016), and empty or repeated lists', async () => {
    const symptom = (await t.call(owner.headers, 'GET', '/properties/search?entityTypeId=4')).json().data
      .pageData[0];
    const wrongEntity = await t.call(owner.headers, 'POST', '/forms', {
      name: 'Sai',
      entityType: 2,
      propertyIds: [symptom.id],
    });
    expect(wrongEntity.json().code).toBe(errors.propertyNotFound.code);
    const other = await signUpClinic(t.app, 'FormOther');
    const theirs = (await t.call(other.headers, 'GET', '/properties/search?entityTypeId=2')).json().data
      .pageData[0];
    const foreign = await t.call(owner.headers, 'POST', '/forms', {
      name: 'Sai',
      entityType: 2,
      propertyIds: [theirs.id],
    });
    expect(foreign.json().code).toBe(errors.propertyNotFound.code);
    const missing = await t.call(owner.headers, 'POST', '/forms', {
      name: 'Sai',
      entityType: 2,
      propertyIds: [999_999],
    });
    expect(missing.json().code).toBe(errors.propertyNotFound.code);
    const empty = await t.call(owner.headers, 'POST', '/forms', {
      name: 'Sai',
      entityType: 2,
      propertyIds: [],
    });
    expect(empty.json()).toMatchObject({ code: 'PSYS_4001', fields: [{ path: 'body.propertyIds' }] });
    const twice = await t.call(owner.headers, 'POST', '/forms', {
      name: 'Sai',
      entityType: 2,
      propertyIds: [growth.id, growth.id],
    });
    expect(twice.json().code).toBe('PSYS_4001');
    expect((await t.call(owner.headers, 'GET', '/forms?keyword=sai')).json().data.paging.totalItem).toBe(0);
  });

  it('lists by entity and keyword without diacritics; all-by-entity-type gives the enabled ones, default first', async () => {
    const byKeyword = (await t.call(owner.headers, 'GET', '/forms?keyword=kham nhi')).json().data.pageData;
    expect(byKeyword.map((f: Form) => f.id)).toEqual([childForm.id]);
    expect(
      (await t.call(owner.headers, 'GET', '/forms?entityTypeId=5'))
        .json()
        .data.pageData.map((f: Form) => f.name),
    ).toEqual(['Phiếu kết quả']);
    const all = (await t.call(owner.headers, 'GET', '/forms/all-by-entity-type?entityTypeId=2')).json().data;
    expect(all.map((f: Form) => [f.name, f.isDefault])).toEqual([
      ['Hồ sơ khám bệnh', true],
      ['Khám nhi', false],
    ]);
    await t.call(owner.headers, 'PUT', `/forms/${childForm.id}/set-enabled`, { enabled: false });
    const enabled = (await t.call(owner.headers, 'GET', '/forms/all-by-entity-type?entityTypeId=2')).json()
      .data;
    expect(enabled.map((f: Form) => f.name)).toEqual(['Hồ sơ khám bệnh']);
    expect((await t.call(owner.headers, 'GET', '/forms/all-by-entity-type?entityTypeId=3')).statusCode).toBe(
      400,
    );
  });

  it('reorders, and a deleted form frees its properties', async () => {
    const res = await t.call(owner.headers, 'PUT', `/forms/${childForm.id}`, {
      name: 'Khám nhi',
      entityType: 2,
      propertyIds: [weightId, growth.id],
    });
    expect(res.json().data.propertyIds).toEqual([weightId, growth.id]);
    const props = (await t.call(owner.headers, 'GET', `/forms/${childForm.id}/properties`)).json().data;
    expect(props.map((p: { id: number }) => p.id)).toEqual([weightId, growth.id]);
    expect((await t.call(owner.headers, 'DELETE', `/properties/${growth.id}`)).json().code).toBe(
      errors.inUse.code,
    );
    expect((await t.call(owner.headers, 'DELETE', `/forms/${childForm.id}`)).json().data).toEqual({
      deleted: true,
    });
    expect((await t.call(owner.headers, 'GET', `/forms/${childForm.id}`)).statusCode).toBe(404);
    expect((await t.call(owner.headers, 'DELETE', `/properties/${growth.id}`)).json().data).toEqual({
      deleted: true,
    });
  });
});
