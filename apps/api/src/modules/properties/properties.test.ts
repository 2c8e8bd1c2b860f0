import {
  ActivityAction,
  ActivityEntityType,
  errors,
  FormOwnerKind,
  fixedPropertyDefinitions,
  PropertyFieldType,
} from '@clinic/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, properties } from '../../db/schema/index.js';
import type { DomainEvent } from '../../platform/events.js';
import { createTestApp, signUpClinic, type TestApp } from '../../testing/harness.js';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpClinic>>;
const events: DomainEvent[] = [];
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpClinic(t.app, 'Prop');
  t.app.deps.events.subscribe((e) => events.push(e));
});
afterAll(async () => t.close());

const bloodType = {
  name: 'Nhóm máu',
  internalName: 'blood_type',
  entityType: FormOwnerKind.ClinicPatient,
  fieldType: PropertyFieldType.ListOfOptions,
  size: 6,
  options: ['A', 'B', 'AB', 'O'],
};

const propertyRows = async () =>
  (
    await t.app.deps.db
      .select({ n: count() })
      .from(properties)
      .where(eq(properties.clinicId, owner.user.clinicId))
  )[0]!.n;

describe('a new clinic’s fixed properties', () => {
  it('come with the clinic, in Vietnamese, each held by its entity’s default form', async () => {
    const res = await t.call(owner.headers, 'GET', '/properties/search?entityTypeId=2&pageSize=100');
    expect(res.statusCode).toBe(200);
    const { pageData, paging } = res.json().data;
    expect(paging.totalItem).toBe(5);
    expect(pageData.map((p: { internalName: string }) => p.internalName)).toEqual([
      'height',
      'weight',
      'medical_history',
      'allergy',
      'diagnosis',
    ]);
    expect(pageData[0]).toMatchObject({
      name: 'Chiều cao (cm)',
      entityType: 2,
      fieldType: PropertyFieldType.FreeText,
      size: 3,
      options: [],
      fixed: true,
      enabled: true,
      formCount: 1,
    });
    const all = (await t.call(owner.headers, 'GET', '/properties/search?pageSize=100')).json().data;
    expect(all.paging.totalItem).toBe(fixedPropertyDefinitions.length);
    const sheet = (await t.call(owner.headers, 'GET', '/properties/search?entityTypeId=5')).json().data
      .pageData;
    expect(sheet.map((p: { name: string }) => p.name)).toEqual(['Chẩn đoán', 'Kết luận', 'Ngày tái khám']);
    // The check-in sheet: the symptom and the vital signs taken at the desk.
    const checkIn = (
      await t.call(owner.headers, 'GET', '/properties/search?entityTypeId=4&pageSize=100')
    ).json().data.pageData;
    expect(checkIn.map((p: { name: string }) => p.name)).toEqual([
      'Triệu chứng',
      'Mạch (lần/phút)',
      'Nhiệt độ (°C)',
      'Huyết áp (mmHg)',
      'SpO₂ (%)',
      'Chiều cao (cm)',
      'Cân nặng (kg)',
    ]);
  });

  it('cannot be edited or deleted (1026), and stay as they were', async () => {
    const [height] = (
      await t.call(owner.headers, 'GET', '/properties/search?entityTypeId=2&keyword=chieu cao')
    ).json().data.pageData;
    const put = await t.call(owner.headers, 'PUT', `/properties/${height.id}`, {
      ...bloodType,
      internalName: 'height',
    });
    expect(put.json().code).toBe(errors.cannotEditDefaultProperty.code);
    const del = await t.call(owner.headers, 'DELETE', `/properties/${height.id}`);
    expect(del.json().code).toBe(errors.cannotEditDefaultProperty.code);
    expect((await t.call(owner.headers, 'GET', `/properties/${height.id}`)).json().data).toEqual(height);
  });
});

describe('the receptionist adds a custom property', () => {
  let bloodTypeId: number;

  it('refuses a list without options (1025) or with the same option twice (1024), writing nothing', async () => {
    const before = await propertyRows();
    const empty = await t.call(owner.headers, 'POST', '/properties', { ...bloodType, options: [] });
    expect(empty.json().code).toBe(errors.emptyOptions.code);
    const twice = await t.call(owner.headers, 'POST', '/properties', {
      ...bloodType,
      options: ['A', 'B', ' a '],
    });
    expect(twice.json().code).toBe(errors.duplicateOptions.code);
    const invalid = await t.call(owner.headers, 'POST', '/properties', {
      ...bloodType,
      name: ' ',
      internalName: 'Blood Type',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().code).toBe('PSYS_4001');
    expect(
      invalid
        .json()
        .fields.map((f: { path: string }) => f.path)
        .sort(),
    ).toEqual(['body.internalName', 'body.name']);
    expect(await propertyRows()).toBe(before);
  });

  it('creates it, logs it, announces it, and finds it typed without diacritics', async () => {
    events.length = 0;
    const res = await t.call(owner.headers, 'POST', '/properties', bloodType);
    expect(res.statusCode).toBe(200);
    const item = res.json().data;
    bloodTypeId = item.id;
    expect(item).toMatchObject({ ...bloodType, fixed: false, enabled: true, formCount: 0 });
    expect(Object.keys(item).sort()).toEqual(
      [
        'id',
        'name',
        'internalName',
        'entityType',
        'fieldType',
        'size',
        'options',
        'fixed',
        'enabled',
        'formCount',
        'createdAt',
        'updatedAt',
      ].sort(),
    );
    expect(events).toContainEqual({
      clinicId: owner.user.clinicId,
      name: 'resource.change',
      payload: { resource: 'properties', id: item.id, action: 'create' },
      actorUserId: owner.user.id,
    });
    const [log] = await t.app.deps.db
      .select()
      .from(activityLogs)
      .where(
        and(eq(activityLogs.entityType, ActivityEntityType.Property), eq(activityLogs.entityId, item.id)),
      );
    expect(log).toMatchObject({ action: ActivityAction.Create, details: { name: 'Nhóm máu' } });
    const found = (await t.call(owner.headers, 'GET', '/properties/search?keyword=nhom mau')).json().data
      .pageData;
    expect(found.map((p: { id: number }) => p.id)).toEqual([item.id]);
  });

  it('keeps internal names unique per entity (1028) but lets another entity reuse one', async () => {
    const again = await t.call(owner.headers, 'POST', '/properties', { ...bloodType, name: 'Nhóm máu 2' });
    expect(again.json().code).toBe(errors.duplicateInternalName.code);
    const fixedName = await t.call(owner.headers, 'POST', '/properties', {
      ...bloodType,
      internalName: 'height',
    });
    expect(fixedName.json().code).toBe(errors.duplicateInternalName.code);
    const sheet = await t.call(owner.headers, 'POST', '/properties', {
      ...bloodType,
      entityType: FormOwnerKind.CheckInSheet,
    });
    expect(sheet.statusCode).toBe(200);
    const renamed = await t.call(owner.headers, 'PUT', `/properties/${sheet.json().data.id}`, {
      ...bloodType,
      entityType: FormOwnerKind.ClinicPatient,
    });
    expect(renamed.json().code).toBe(errors.duplicateInternalName.code);
    expect(
      (await t.call(owner.headers, 'DELETE', `/properties/${sheet.json().data.id}`)).json().data,
    ).toEqual({
      deleted: true,
    });
  });

  it('edits it (options are trimmed), and drops options for a non-list type', async () => {
    const res = await t.call(owner.headers, 'PUT', `/properties/${bloodTypeId}`, {
      ...bloodType,
      options: [' A ', 'B', 'AB', 'O', 'Rh-'],
    });
    expect(res.json().data.options).toEqual(['A', 'B', 'AB', 'O', 'Rh-']);
    const text = await t.call(owner.headers, 'POST', '/properties', {
      ...bloodType,
      name: 'Nghề nghiệp',
      internalName: 'job',
      fieldType: PropertyFieldType.FreeText,
    });
    expect(text.json().data.options).toEqual([]);
  });

  it('cannot be deleted or moved to another entity while a form holds it', async () => {
    const form = (
      await t.call(owner.headers, 'POST', '/forms', {
        name: 'Khám tổng quát',
        entityType: 2,
        propertyIds: [bloodTypeId],
      })
    ).json().data;
    expect((await t.call(owner.headers, 'GET', `/properties/${bloodTypeId}`)).json().data.formCount).toBe(1);
    const del = await t.call(owner.headers, 'DELETE', `/properties/${bloodTypeId}`);
    expect(del.statusCode).toBe(400);
    expect(del.json()).toMatchObject({ code: errors.inUse.code });
    expect(del.json().message).toContain('biểu mẫu');
    expect(del.json().message).toContain('1');
    const moved = await t.call(owner.headers, 'PUT', `/properties/${bloodTypeId}`, {
      ...bloodType,
      entityType: FormOwnerKind.ServiceSheet,
    });
    expect(moved.json().code).toBe(errors.invalidValueType.code);
    expect((await t.call(owner.headers, 'DELETE', `/forms/${form.id}`)).statusCode).toBe(200);
  });

  it('cannot change its entity or type once a patient has a value for it', async () => {
    const patient = (
      await t.call(owner.headers, 'POST', '/clinic-patients', {
        fullName: 'Lê Văn Tám',
        gender: 0,
        phone: '0903111222',
        yearOfBirth: 1980,
        properties: [{ propertyId: bloodTypeId, value: 'AB' }],
      })
    ).json().data;
    const moved = await t.call(owner.headers, 'PUT', `/properties/${bloodTypeId}`, {
      ...bloodType,
      entityType: FormOwnerKind.CheckInSheet,
    });
    expect(moved.json().code).toBe(errors.invalidValueType.code);
    const retyped = await t.call(owner.headers, 'PUT', `/properties/${bloodTypeId}`, {
      ...bloodType,
      fieldType: PropertyFieldType.Date,
    });
    expect(retyped.json().code).toBe(errors.invalidValueType.code);
    // Cleared, the value no longer binds it: not in a form, no values, it may move.
    await t.call(owner.headers, 'PUT', `/clinic-patients/${patient.id}/properties`, {
      properties: [{ propertyId: bloodTypeId, value: null }],
    });
    const now = await t.call(owner.headers, 'PUT', `/properties/${bloodTypeId}`, {
      ...bloodType,
      entityType: FormOwnerKind.CheckInSheet,
    });
    expect(now.json().data.entityType).toBe(FormOwnerKind.CheckInSheet);
  });

  it('is deleted once nothing holds it, and another clinic never sees it', async () => {
    const other = await signUpClinic(t.app, 'PropOther');
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/properties/${bloodTypeId}`,
      headers: other.headers,
    });
    expect(foreign.json().code).toBe(errors.propertyNotFound.code);
    const list = (
      await t.app.inject({
        method: 'GET',
        url: '/api/properties/search?pageSize=100',
        headers: other.headers,
      })
    ).json().data;
    expect(list.paging.totalItem).toBe(fixedPropertyDefinitions.length);
    expect((await t.call(owner.headers, 'DELETE', `/properties/${bloodTypeId}`)).json().data).toEqual({
      deleted: true,
    });
    expect((await t.call(owner.headers, 'GET', `/properties/${bloodTypeId}`)).statusCode).toBe(404);
  });
});
