import {
  ActivityAction,
  ActivityEntityType,
  errors,
  FileKind,
  FormOwnerKind,
  PropertyFieldType,
} from '@clinic/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, clinicPatients, patientPropertyValues, physicalFiles } from '../../db/schema/index.js';
import { createTestApp, signUpClinic, type TestApp } from '../../testing/harness.js';
import { patientReferences } from './patient-references.service.js';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpClinic>>;
let other: Awaited<ReturnType<typeof signUpClinic>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpClinic(t.app, 'Pat');
  other = await signUpClinic(t.app, 'PatOther');
});
afterAll(async () => t.close());

let fileSeq = 0;
/** A stored file as upload-done leaves it, uploaded by the owner (the files flow itself is tested in modules/files). */
async function storedFile(clinicId: number, kind: FileKind, contentType: string, ready = true) {
  fileSeq += 1;
  const [row] = await t.app.deps.db
    .insert(physicalFiles)
    .values({
      clinicId,
      kind,
      name: `tep-${fileSeq}`,
      contentType,
      size: 1000,
      storageKey: `test/${clinicId}/${fileSeq}-${Date.now()}`,
      uploadedAt: ready ? new Date() : null,
      readyAt: ready ? new Date() : null,
      createdBy: owner.user.id,
    })
    .returning();
  return row!.id;
}

const patientCount = async (clinicId = owner.user.clinicId) =>
  (
    await t.app.deps.db
      .select({ n: count() })
      .from(clinicPatients)
      .where(eq(clinicPatients.clinicId, clinicId))
  )[0]!.n;

const logsOf = (id: number) =>
  t.app.deps.db
    .select()
    .from(activityLogs)
    .where(and(eq(activityLogs.entityType, ActivityEntityType.ClinicPatient), eq(activityLogs.entityId, id)))
    .orderBy(activityLogs.id);

const bich = {
  fullName: 'Trần Thị Bích',
  gender: 1,
  phone: '0912 345 678',
  email: 'bich.tran@example.vn',
  birthday: '1985-04-12',
  provinceId: 58,
  address: '12 Lý Tự Trọng, Quận 1',
};

const search = async (filter: object, query = '') => {
  const res = await t.call(owner.headers, 'POST', `/clinic-patients/search${query}`, filter);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    pageData: { id: number; code: string; fullName: string }[];
    paging: { totalItem: number };
  };
};

const ids = {} as Record<string, number> & { bich: number; duc: number; khoi: number };
const props: Record<string, { id: number }> = {};

describe('the receptionist registers patients', () => {
  it('numbers them BN000001, BN000002 from the clinic counter and logs each creation', async () => {
    const first = await t.call(owner.headers, 'POST', '/clinic-patients', bich);
    expect(first.statusCode, first.body).toBe(200);
    const patient = first.json().data;
    expect(patient).toMatchObject({
      code: 'BN000001',
      fullName: 'Trần Thị Bích',
      gender: 1,
      phone: '0912345678',
      email: 'bich.tran@example.vn',
      birthday: '1985-04-12',
      yearOfBirth: 1985,
      nationality: 192,
      provinceId: 58,
      heightCm: null,
      avatarFileId: null,
      properties: [],
      visits: [],
    });
    expect(Object.keys(patient).sort()).toEqual(
      [
        'id',
        'code',
        'fullName',
        'gender',
        'phone',
        'email',
        'birthday',
        'yearOfBirth',
        'provinceId',
        'address',
        'avatarFileId',
        'createdAt',
        'nationality',
        'heightCm',
        'weightKg',
        'medicalHistory',
        'allergy',
        'citizenId',
        'guardianName',
        'guardianCitizenId',
        'updatedAt',
        'properties',
        'visits',
      ].sort(),
    );
    ids.bich = patient.id;
    const second = await t.call(owner.headers, 'POST', '/clinic-patients', {
      fullName: 'Nguyễn Văn Đức',
      gender: 0,
      phone: '0987654321',
      yearOfBirth: 1962,
      provinceId: 24,
      heightCm: 168,
      allergy: 'Penicillin',
    });
    expect(second.json().data).toMatchObject({ code: 'BN000002', birthday: null, yearOfBirth: 1962 });
    ids.duc = second.json().data.id;
    // The create answers the record as a read of it does (its column-backed properties come with the insert).
    expect(second.json().data).toEqual(
      (await t.call(owner.headers, 'GET', `/clinic-patients/${ids.duc}`)).json().data,
    );
    expect(second.json().data.properties).toHaveLength(2);
    // Another clinic counts on its own.
    const theirs = await t.call(other.headers, 'POST', '/clinic-patients', { ...bich, phone: '0911000111' });
    expect(theirs.json().data.code).toBe('BN000001');
    const [log] = await logsOf(ids.bich);
    expect(log).toMatchObject({
      action: ActivityAction.Create,
      userId: owner.user.id,
      details: { code: 'BN000001', name: 'Trần Thị Bích' },
    });
  });

  it('shows the column-backed fixed properties as property values too', async () => {
    const fixed = (await t.call(owner.headers, 'GET', '/properties/search?entityTypeId=2')).json().data
      .pageData as {
      id: number;
      internalName: string;
    }[];
    for (const p of fixed) props[p.internalName] = p;
    const duc = (await t.call(owner.headers, 'GET', `/clinic-patients/${ids.duc}`)).json().data;
    expect(duc.properties).toEqual([
      { propertyId: props.height!.id, value: '168' },
      { propertyId: props.allergy!.id, value: 'Penicillin' },
    ]);
  });

  it("keeps a child's citizen number and guardian, and a PUT without them clears them", async () => {
    // A clinic of its own, so the records the other tests count stay as they are.
    const clinic = await signUpClinic(t.app, 'PatIdentity');
    const body = {
      fullName: 'Lê Minh Khang',
      gender: 0,
      phone: '0933222111',
      birthday: '2022-05-01',
      citizenId: '079222001234',
      guardianName: 'Lê Thị Mai',
      guardianCitizenId: '079188005678',
    };
    const created = (await t.call(clinic.headers, 'POST', '/clinic-patients', body)).json().data;
    expect(created).toMatchObject({
      citizenId: '079222001234',
      guardianName: 'Lê Thị Mai',
      guardianCitizenId: '079188005678',
    });
    const url = `/clinic-patients/${created.id}`;
    const bad = await t.call(clinic.headers, 'PUT', url, { ...body, guardianCitizenId: '0791880056' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.map((f: { path: string }) => f.path)).toEqual(['body.guardianCitizenId']);
    const { citizenId: _c, guardianName: _g, guardianCitizenId: _gc, ...rest } = body;
    const cleared = (await t.call(clinic.headers, 'PUT', url, rest)).json().data;
    expect(cleared).toMatchObject({ citizenId: null, guardianName: null, guardianCitizenId: null });
  });

  it('refuses an invalid body with the failing fields and writes nothing, not even a code', async () => {
    const before = await patientCount();
    const res = await t.call(owner.headers, 'POST', '/clinic-patients', {
      fullName: '',
      gender: 3,
      phone: '12',
      birthday: '2999-01-01',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('PSYS_4001');
    expect(
      res
        .json()
        .fields.map((f: { path: string }) => f.path)
        .sort(),
    ).toEqual(['body.birthday', 'body.fullName', 'body.gender', 'body.phone'].sort());
    expect(await patientCount()).toBe(before);
  });
});

describe('custom property values', () => {
  beforeAll(async () => {
    const add = async (name: string, internalName: string, fieldType: number, extra: object = {}) =>
      (
        await t.call(owner.headers, 'POST', '/properties', {
          name,
          internalName,
          entityType: 2,
          fieldType,
          size: 6,
          ...extra,
        })
      ).json().data as { id: number };
    props.blood = await add('Nhóm máu', 'blood_type', PropertyFieldType.ListOfOptions, {
      options: ['A', 'B', 'AB', 'O'],
    });
    props.job = await add('Nghề nghiệp', 'job', PropertyFieldType.FreeText);
    props.xray = await add('Phim X-quang', 'xray', PropertyFieldType.Images);
    props.clip = await add('Video nội soi', 'endoscopy', PropertyFieldType.Video);
    props.visitDate = await add('Ngày khám đầu', 'first_visit', PropertyFieldType.Date);
    props.sheet = (
      await t.call(owner.headers, 'POST', '/properties', {
        name: 'Triệu chứng phụ',
        internalName: 'minor_symptom',
        entityType: FormOwnerKind.CheckInSheet,
        fieldType: PropertyFieldType.FreeText,
        size: 6,
      })
    ).json().data;
  });

  it('merge into the stored ones; null clears one; height written as a property lands in its column', async () => {
    const put = (properties: object[]) =>
      t.call(owner.headers, 'PUT', `/clinic-patients/${ids.bich}/properties`, { properties });
    const first = await put([
      { propertyId: props.blood!.id, value: 'O' },
      { propertyId: props.job!.id, value: 'Giáo viên' },
      { propertyId: props.height!.id, value: '158' },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.heightCm).toBe(158);
    const second = await put([
      { propertyId: props.job!.id, value: null },
      { propertyId: props.visitDate!.id, value: '2024-03-01' },
    ]);
    const values = Object.fromEntries(
      second
        .json()
        .data.properties.map((p: { propertyId: number; value: unknown }) => [p.propertyId, p.value]),
    );
    expect(values).toEqual({
      [props.height!.id]: '158',
      [props.blood!.id]: 'O',
      [props.visitDate!.id]: '2024-03-01',
    });
    const cleared = await put([{ propertyId: props.height!.id, value: '' }]);
    expect(cleared.json().data.heightCm).toBeNull();
    const [log] = (await logsOf(ids.bich)).slice(-1);
    expect(log).toMatchObject({
      action: ActivityAction.Update,
      details: { propertyIds: [props.height!.id] },
    });
  });

  it('clears a value sent blank (whitespace only) instead of storing it', async () => {
    const put = (properties: object[]) =>
      t.call(owner.headers, 'PUT', `/clinic-patients/${ids.bich}/properties`, { properties });
    await put([
      { propertyId: props.job!.id, value: 'Giáo viên' },
      { propertyId: props.blood!.id, value: 'A' },
    ]);
    const res = await put([
      { propertyId: props.job!.id, value: '   ' },
      { propertyId: props.blood!.id, value: ' ' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const kept = res.json().data.properties.map((p: { propertyId: number }) => p.propertyId);
    expect(kept).not.toContain(props.job!.id);
    expect(kept).not.toContain(props.blood!.id);
  });

  it('refuses a value of the wrong type with its field path, and keeps the others unwritten', async () => {
    const before = (await t.call(owner.headers, 'GET', `/clinic-patients/${ids.bich}`)).json().data;
    const res = await t.call(owner.headers, 'PUT', `/clinic-patients/${ids.bich}/properties`, {
      properties: [
        { propertyId: props.job!.id, value: 'Kỹ sư' },
        { propertyId: props.blood!.id, value: 'C' },
        { propertyId: props.weight!.id, value: '900' },
        { propertyId: props.visitDate!.id, value: '2024-02-30' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('PSYS_4001');
    expect(res.json().fields.map((f: { path: string }) => f.path)).toEqual([
      'body.properties.1.value',
      'body.properties.2.value',
      'body.properties.3.value',
    ]);
    expect((await t.call(owner.headers, 'GET', `/clinic-patients/${ids.bich}`)).json().data).toEqual(before);
  });

  it('takes only patient properties of this clinic (4016)', async () => {
    const theirs = (await t.call(other.headers, 'GET', '/properties/search?entityTypeId=2')).json().data
      .pageData[0];
    for (const propertyId of [props.sheet!.id, theirs.id, 999_999]) {
      const res = await t.call(owner.headers, 'PUT', `/clinic-patients/${ids.bich}/properties`, {
        properties: [{ propertyId, value: 'x' }],
      });
      expect(res.json().code).toBe(errors.propertyNotFound.code);
    }
  });

  it('takes images and videos only as ready files of this clinic of the right type', async () => {
    const clinicId = owner.user.clinicId;
    const png = await storedFile(clinicId, FileKind.PropertyImage, 'image/png');
    const jpg = await storedFile(clinicId, FileKind.PropertyImage, 'image/jpeg');
    const mp4 = await storedFile(clinicId, FileKind.PropertyImage, 'video/mp4');
    const pending = await storedFile(clinicId, FileKind.PropertyImage, 'image/png', false);
    const avatar = await storedFile(clinicId, FileKind.Avatar, 'image/png');
    const foreign = await storedFile(other.user.clinicId, FileKind.PropertyImage, 'image/png');
    const put = (propertyId: number, value: unknown) =>
      t.call(owner.headers, 'PUT', `/clinic-patients/${ids.bich}/properties`, {
        properties: [{ propertyId, value }],
      });
    expect((await put(props.xray!.id, [png, foreign])).json().code).toBe(errors.fileNotFound.code);
    expect((await put(props.xray!.id, [avatar])).json().code).toBe(errors.fileNotFound.code);
    expect((await put(props.xray!.id, [pending])).json().code).toBe(errors.fileNotReady.code);
    expect((await put(props.xray!.id, [mp4])).json().code).toBe(errors.invalidFileType.code);
    expect((await put(props.clip!.id, [png])).json().code).toBe(errors.invalidFileType.code);
    expect((await put(props.clip!.id, [mp4, mp4 + 1])).json().code).toBe('PSYS_4001');
    expect((await put(props.xray!.id, [1, 2, 3, 4, 5, 6])).json().fields[0].path).toBe(
      'body.properties.0.value',
    );
    expect((await put(props.clip!.id, [mp4])).statusCode).toBe(200);
    const saved = (await put(props.xray!.id, [png, jpg, png])).json().data;
    expect(saved.properties).toContainEqual({ propertyId: props.xray!.id, value: [png, jpg] });
    expect(saved.properties).toContainEqual({ propertyId: props.clip!.id, value: [mp4] });
  });

  it('are set with the patient in one go when creating or editing, and an error writes nothing', async () => {
    const before = await patientCount();
    const bad = await t.call(owner.headers, 'POST', '/clinic-patients', {
      fullName: 'Phạm Minh Khôi',
      gender: 0,
      phone: '0398765432',
      properties: [{ propertyId: props.blood!.id, value: 'Z' }],
    });
    expect(bad.json().fields[0].path).toBe('body.properties.0.value');
    expect(await patientCount()).toBe(before);
    const avatar = await storedFile(owner.user.clinicId, FileKind.Avatar, 'image/jpeg');
    const res = await t.call(owner.headers, 'POST', '/clinic-patients', {
      fullName: 'Phạm Minh Khôi',
      gender: 0,
      phone: '0398765432',
      yearOfBirth: 2015,
      provinceId: 58,
      avatarFileId: avatar,
      properties: [
        { propertyId: props.blood!.id, value: 'A' },
        { propertyId: props.weight!.id, value: '32.5' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    // The failed attempt gave its number back.
    expect(res.json().data).toMatchObject({ code: 'BN000003', weightKg: 32.5, avatarFileId: avatar });
    ids.khoi = res.json().data.id;
    const wrongAvatar = await storedFile(owner.user.clinicId, FileKind.PropertyImage, 'image/jpeg');
    const refused = await t.call(owner.headers, 'PUT', `/clinic-patients/${ids.khoi}`, {
      fullName: 'Phạm Minh Khôi',
      gender: 0,
      phone: '0398765432',
      avatarFileId: wrongAvatar,
    });
    expect(refused.json().code).toBe(errors.fileNotFound.code);
    // PUT replaces the record's columns; property values not named stay.
    const edited = await t.call(owner.headers, 'PUT', `/clinic-patients/${ids.khoi}`, {
      fullName: 'Phạm Minh Khôi',
      gender: 0,
      phone: '0398765432',
      birthday: '2015-09-02',
      properties: [{ propertyId: props.job!.id, value: 'Học sinh' }],
    });
    expect(edited.json().data).toMatchObject({
      birthday: '2015-09-02',
      yearOfBirth: 2015,
      provinceId: null,
      weightKg: null,
      avatarFileId: null,
    });
    expect(edited.json().data.properties).toEqual([
      { propertyId: props.blood!.id, value: 'A' },
      { propertyId: props.job!.id, value: 'Học sinh' },
    ]);
  });
});

describe('finding a patient', () => {
  beforeAll(async () => {
    const more = [
      { fullName: 'Lê Thị Thu Trang', gender: 1, phone: '0771234567', yearOfBirth: 1990, provinceId: 58 },
      { fullName: 'Trần Văn Thịnh', gender: 0, phone: '0359876543', yearOfBirth: 1975, provinceId: 24 },
      { fullName: 'Đỗ Đức Anh', gender: 0, phone: '0868111222', yearOfBirth: 2001, provinceId: 58 },
    ];
    for (const p of more) {
      const res = await t.call(owner.headers, 'POST', '/clinic-patients', p);
      ids[p.fullName] = res.json().data.id;
    }
  });

  it("'tran thi' finds 'Trần Thị Bích' typed without diacritics, and phone and code are searched too", async () => {
    expect((await search({ keyword: 'tran thi' })).pageData.map((p) => p.fullName)).toEqual([
      'Trần Thị Bích',
    ]);
    expect((await search({ keyword: 'TRAN' })).pageData.map((p) => p.fullName).sort()).toEqual([
      'Lê Thị Thu Trang',
      'Trần Thị Bích',
      'Trần Văn Thịnh',
    ]);
    expect((await search({ keyword: 'do duc' })).pageData.map((p) => p.fullName)).toEqual(['Đỗ Đức Anh']);
    expect((await search({ keyword: '0987654' })).pageData.map((p) => p.fullName)).toEqual([
      'Nguyễn Văn Đức',
    ]);
    expect((await search({ keyword: '0987 654 321' })).pageData.map((p) => p.fullName)).toEqual([
      'Nguyễn Văn Đức',
    ]);
    expect((await search({ keyword: 'bn000003' })).pageData.map((p) => p.code)).toEqual(['BN000003']);
    expect((await search({ keyword: '100%' })).paging.totalItem).toBe(0);
    // Another clinic's Trần Thị Bích stays in that clinic.
    expect((await search({ keyword: 'bich' })).paging.totalItem).toBe(1);
  });

  it('combines gender, birth-year range and province, and pages', async () => {
    const names = async (filter: object, query = '?orderBy=fullName&orderByType=asc') =>
      (await search(filter, query)).pageData.map((p) => p.fullName);
    expect(await names({ gender: 0 })).toEqual([
      'Đỗ Đức Anh',
      'Nguyễn Văn Đức',
      'Phạm Minh Khôi',
      'Trần Văn Thịnh',
    ]);
    expect(await names({ gender: 0, birthYearFrom: 1970, birthYearTo: 2005 })).toEqual([
      'Đỗ Đức Anh',
      'Trần Văn Thịnh',
    ]);
    expect(await names({ provinceId: 58, birthYearTo: 1995 })).toEqual(['Lê Thị Thu Trang', 'Trần Thị Bích']);
    expect(await names({ keyword: 'tran', provinceId: 24 })).toEqual(['Trần Văn Thịnh']);
    expect(await names({ gender: 1, provinceId: 24 })).toEqual([]);
    const paged = await search({}, '?pageSize=2&pageNumber=2&orderBy=code&orderByType=asc');
    expect(paged.pageData.map((p) => p.code)).toEqual(['BN000003', 'BN000004']);
    expect(paged.paging).toEqual({ totalItem: 6, pageSize: 2, pageNumber: 2 });
  });

  it('orders newest first by default, by year with unknown years last, and refuses other orders', async () => {
    const newest = await search({});
    expect(newest.pageData[0]!.fullName).toBe('Đỗ Đức Anh');
    expect(newest.pageData.at(-1)!.code).toBe('BN000001');
    const byYear = (await search({}, '?orderBy=yearOfBirth&orderByType=desc')).pageData.map(
      (p) => p.fullName,
    );
    expect(byYear.slice(0, 2)).toEqual(['Phạm Minh Khôi', 'Đỗ Đức Anh']);
    expect(
      (await t.call(owner.headers, 'POST', '/clinic-patients/search?orderBy=phone', {})).json().code,
    ).toBe('PSYS_4001');
    const badRange = await t.call(owner.headers, 'POST', '/clinic-patients/search', {
      birthYearFrom: 2000,
      birthYearTo: 1990,
    });
    expect(badRange.json().fields[0].path).toBe('body.birthYearTo');
  });
});

describe('a new record of a person the clinic already has', () => {
  // A clinic of its own, so the other stories' codes and counts stay as they are.
  let clinic: Awaited<ReturnType<typeof signUpClinic>>;
  beforeAll(async () => {
    clinic = await signUpClinic(t.app, 'PatDup');
  });
  const find = (body: object, headers = clinic.headers) =>
    t.call(headers, 'POST', '/clinic-patients/find-duplicates', body);
  const create = (body: object) => t.call(clinic.headers, 'POST', '/clinic-patients', body);

  it('is found by phone and name, whatever the accents, case and spaces; another name on the phone is not', async () => {
    const tuan = (await create({ fullName: 'Lê  Minh Tuấn', gender: 0, phone: '0934 111 222' })).json().data;
    await create({ fullName: 'Lê Minh Tâm', gender: 0, phone: '0934111222' });
    const res = await find({ fullName: '  le minh   TUAN ', phone: '0934.111.222' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((p: { id: number; code: string }) => [p.id, p.code])).toEqual([
      [tuan.id, tuan.code],
    ]);
    expect((await find({ fullName: 'Lê Minh Tuấn', phone: '0934111333' })).json().data).toEqual([]);
    // Another clinic's records stay there.
    expect(
      (await find({ fullName: 'Lê Minh Tuấn', phone: '0934111222' }, other.headers)).json().data,
    ).toEqual([]);
  });

  it('names the records holding a phone under another name (a family, or a slip), not the same person’s', async () => {
    const shared = (body: object, headers = clinic.headers) =>
      t.call(headers, 'POST', '/clinic-patients/find-shared-phone', body);
    const mother = (await create({ fullName: 'Phạm Thị Hồng', gender: 0, phone: '0934 777 888' })).json()
      .data;
    const son = (await create({ fullName: 'Trần Văn Nam', gender: 1, phone: '0934777888' })).json().data;
    // A daughter typed with the family's phone: both records on it are named, oldest first.
    const res = await shared({ fullName: 'Trần Thị Mai', phone: '0934.777.888' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((p: { id: number; fullName: string }) => [p.id, p.fullName])).toEqual([
      [mother.id, 'Phạm Thị Hồng'],
      [son.id, 'Trần Văn Nam'],
    ]);
    // The same name without accents or case is the same person (find-duplicates' answer), not a shared phone.
    expect(
      (await shared({ fullName: '  pham thi   HONG', phone: '0934777888' }))
        .json()
        .data.map((p: { id: number }) => p.id),
    ).toEqual([son.id]);
    expect((await shared({ fullName: 'Trần Thị Mai', phone: '0934777999' })).json().data).toEqual([]);
    expect(
      (await shared({ fullName: 'Trần Thị Mai', phone: '0934777888' }, other.headers)).json().data,
    ).toEqual([]);
    expect((await shared({ fullName: ' ', phone: '12' })).statusCode).toBe(400);
  });

  it('refuses a body without a name or with a bad phone, naming the field', async () => {
    const res = await find({ fullName: ' ', phone: '12' });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .fields.map((f: { path: string }) => f.path)
        .sort(),
    ).toEqual(['body.fullName', 'body.phone']);
  });
});

describe('merging two records of the same person', () => {
  let source: number;
  let target: number;
  let images: number[];

  beforeAll(async () => {
    const file = () => storedFile(owner.user.clinicId, FileKind.PropertyImage, 'image/jpeg');
    images = [await file(), await file(), await file(), await file(), await file(), await file()];
    const avatar = await storedFile(owner.user.clinicId, FileKind.Avatar, 'image/png');
    target = (
      await t.call(owner.headers, 'POST', '/clinic-patients', {
        fullName: 'Hoàng Văn Nam',
        gender: 0,
        phone: '0905111333',
        yearOfBirth: 1970,
        allergy: 'Hải sản',
        properties: [
          { propertyId: props.blood!.id, value: 'B' },
          { propertyId: props.xray!.id, value: images.slice(0, 3) },
        ],
      })
    ).json().data.id;
    source = (
      await t.call(owner.headers, 'POST', '/clinic-patients', {
        fullName: 'Hoàng Văn Nam',
        gender: 0,
        phone: '0905111333',
        birthday: '1970-06-15',
        email: 'nam.hoang@example.vn',
        address: '5 Trần Phú, Đà Nẵng',
        heightCm: 171,
        allergy: 'Không',
        citizenId: '048070001234',
        avatarFileId: avatar,
        properties: [
          { propertyId: props.blood!.id, value: 'O' },
          { propertyId: props.job!.id, value: 'Tài xế' },
          // A record's images are its own (an upload goes on one record): pooling keeps the target's first.
          { propertyId: props.xray!.id, value: images.slice(3) },
        ],
      })
    ).json().data.id;
  });

  it('refuses a record merged into itself (1063) and another clinic’s record (4003)', async () => {
    expect(
      (
        await t.call(owner.headers, 'POST', '/clinic-patients/merge', { sourceId: source, targetId: source })
      ).json().code,
    ).toBe(errors.mergeSamePatient.code);
    const theirs = (await search({ keyword: 'bich' }, '')).pageData[0]!.id;
    const foreign = await t.call(other.headers, 'POST', '/clinic-patients/merge', {
      sourceId: theirs,
      targetId: target,
    });
    expect(foreign.json().code).toBe(errors.patientNotFound.code);
    const mine = await t.call(owner.headers, 'POST', '/clinic-patients/merge', {
      sourceId: source,
      targetId: 999_999,
    });
    expect(mine.json().code).toBe(errors.patientNotFound.code);
  });

  it('moves what the target lacks, pools images up to five, logs it on both, and removes the source', async () => {
    const moved: [number, number][] = [];
    patientReferences.push({
      tables: [],
      count: async () => 0,
      move: async (_tx, _clinicId, from, to) => {
        moved.push([from, to]);
      },
    });
    try {
      const res = await t.call(owner.headers, 'POST', '/clinic-patients/merge', {
        sourceId: source,
        targetId: target,
      });
      expect(res.statusCode, res.body).toBe(200);
      const merged = res.json().data;
      expect(merged).toMatchObject({
        id: target,
        fullName: 'Hoàng Văn Nam',
        birthday: '1970-06-15',
        yearOfBirth: 1970,
        email: 'nam.hoang@example.vn',
        address: '5 Trần Phú, Đà Nẵng',
        heightCm: 171,
        allergy: 'Hải sản',
        citizenId: '048070001234',
      });
      expect(merged.avatarFileId).not.toBeNull();
      const values = Object.fromEntries(
        merged.properties.map((p: { propertyId: number; value: unknown }) => [p.propertyId, p.value]),
      );
      expect(values[props.blood!.id]).toBe('B');
      expect(values[props.job!.id]).toBe('Tài xế');
      expect(values[props.xray!.id]).toEqual(images.slice(0, 5));
      expect(moved).toEqual([[source, target]]);
    } finally {
      patientReferences.pop();
    }
    expect((await t.call(owner.headers, 'GET', `/clinic-patients/${source}`)).json().code).toBe(
      errors.patientNotFound.code,
    );
    const [left] = await t.app.deps.db
      .select({ n: count() })
      .from(patientPropertyValues)
      .where(eq(patientPropertyValues.patientId, source));
    expect(left!.n).toBe(0);
    const mergeLog = (await logsOf(target)).at(-1);
    expect(mergeLog).toMatchObject({
      action: ActivityAction.Merge,
      details: {
        sourceId: source,
        sourceName: 'Hoàng Văn Nam',
        sourceCode: expect.stringMatching(/^BN\d{6}$/),
      },
    });
    expect((await logsOf(source)).at(-1)).toMatchObject({ action: ActivityAction.Delete });
  });
});

describe('deleting a record', () => {
  it('is refused while visits point at it, then removes it and logs it', async () => {
    patientReferences.push({
      tables: [],
      count: async (tx, _clinicId, patientId) =>
        Number((await tx.execute(sql`select ${patientId === ids.duc ? 2 : 0}::int as n`)).rows[0]!.n),
      move: async () => {},
    });
    try {
      const refused = await t.call(owner.headers, 'DELETE', `/clinic-patients/${ids.duc}`);
      expect(refused.json().code).toBe(errors.inUse.code);
      expect(refused.json().message).toContain('hồ sơ bệnh nhân này đang được sử dụng (2 ');
    } finally {
      patientReferences.pop();
    }
    expect((await t.call(owner.headers, 'DELETE', `/clinic-patients/${ids.duc}`)).json().data).toEqual({
      deleted: true,
    });
    expect((await t.call(owner.headers, 'GET', `/clinic-patients/${ids.duc}`)).statusCode).toBe(404);
    expect((await logsOf(ids.duc)).at(-1)).toMatchObject({
      action: ActivityAction.Delete,
      details: { code: 'BN000002', name: 'Nguyễn Văn Đức' },
    });
    // Codes are never reused: the next patient gets a new number.
    const next = await t.call(owner.headers, 'POST', '/clinic-patients', {
      fullName: 'Vũ Thị Hoa',
      gender: 1,
      phone: '0911222333',
    });
    expect(next.json().data.code).toBe('BN000009');
  });
});
