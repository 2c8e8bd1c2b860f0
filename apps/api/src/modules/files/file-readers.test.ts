import { errors, FileKind, PermissionLevel, ScreenId } from '@clinic/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinics, userGroupMembers } from '../../db/schema/index.js';
import { pngBytes, uploadTestFile } from '../../testing/file-fixtures.js';
import { addStaffMember, createTestApp, type TestApp } from '../../testing/harness.js';
import { type FilesClinic, filesClinic } from './files.fixture.js';

// A file is read by whoever may read what it belongs to, over REST: the clinic's files hang off a patient, a
// visit, a lab result, the print settings, a user and a doctor (files.fixture.ts), and each staff member gets a
// link to exactly the files of the records their role's screens (and groups) let them read. An upload attached to
// nothing is its uploader's alone. A file one may not read answers exactly like a missing one.

const { Read } = PermissionLevel;
type FileName = keyof FilesClinic['files'];

let t: TestApp;
let c: FilesClinic;
let nobody: Awaited<ReturnType<typeof addStaffMember>>;
beforeAll(async () => {
  t = await createTestApp();
  c = await filesClinic(t, 'Doc');
  nobody = await addStaffMember(t.app, c.clinicId, { label: 'Không màn hình' });
});
afterAll(async () => t.close());

const getUrls = (ids: number[], headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/files/get-urls', headers, payload: { physicalFileIds: ids } });
const uploadDone = (id: number, headers: Record<string, string>) =>
  t.app.inject({ method: 'PUT', url: `/api/files/${id}/upload-done`, headers });
const allIds = () => Object.values(c.files);
const nameOf = (id: number) => (Object.keys(c.files) as FileName[]).find((k) => c.files[k] === id) ?? id;

/** The fixture's files a caller gets a link to, by name; each link is checked to download. */
async function readable(headers: Record<string, string>) {
  const res = await getUrls(allIds(), headers);
  expect(res.statusCode, res.body).toBe(200);
  const urls = res.json().data as { physicalFileId: number; fileUrl: string }[];
  for (const { fileUrl } of urls)
    expect((await t.app.inject({ method: 'GET', url: fileUrl })).statusCode, fileUrl).toBe(200);
  return urls.map((u) => nameOf(u.physicalFileId)).sort();
}

describe('a staff member whose role has no screen', () => {
  it('gets no link to any of the clinic’s files: not the lab result’s PDF, not the print template', async () => {
    expect(await readable(nobody.headers)).toEqual([]);
  });

  it('gets from upload-done on someone else’s file exactly what a missing file answers', async () => {
    const missing = await uploadDone(999_999, nobody.headers);
    expect(missing.statusCode).toBe(404);
    for (const id of allIds()) {
      const res = await uploadDone(id, nobody.headers);
      expect(res.statusCode, `${nameOf(id)}: ${res.body}`).toBe(404);
      expect(res.json(), String(nameOf(id))).toEqual(missing.json());
    }
  });
});

describe('a staff member with the screen that shows the owner', () => {
  const patientFiles: FileName[] = ['patientAvatar', 'patientPhoto'];
  const visitFiles: FileName[] = ['checkInPhoto', 'sheetPhoto', 'labPdf'];
  const cases: [string, Record<number, number>, FileName[]][] = [
    ['lab results (41)', { [ScreenId.LabResults]: Read }, ['labPdf']],
    ['patient records (12)', { [ScreenId.PatientRecords]: Read }, [...patientFiles, ...visitFiles]],
    ['today’s examinations (11)', { [ScreenId.TodayExaminations]: Read }, [...patientFiles, ...visitFiles]],
    ['appointments (10)', { [ScreenId.Appointments]: Read }, ['patientAvatar', 'checkInPhoto']],
    ['billing (21)', { [ScreenId.Billing]: Read }, ['patientAvatar']],
    ['general settings (1)', { [ScreenId.GeneralSettings]: Read }, ['printTemplate']],
    ['doctors (4)', { [ScreenId.Doctors]: Read }, ['doctorAvatar']],
    ['users (6)', { [ScreenId.Users]: Read }, ['userAvatar']],
  ];
  it.each(cases)('%s gets the links of exactly those files', async (_label, screens, expected) => {
    const staff = await addStaffMember(t.app, c.clinicId, { screens });
    expect(await readable(staff.headers)).toEqual([...expected].sort());
  });

  it('and the owner, who passes every screen, reads them all, their own unused upload too', async () => {
    expect(await readable(c.owner.headers)).toEqual((Object.keys(c.files) as FileName[]).sort());
  });

  it('reads the visit’s files only when their groups show the visit’s doctor, as the visit’s REST routes do', async () => {
    const other = await c.ok('POST', '/doctors', {
      name: 'Bác sĩ Khác',
      doctorCode: 'BS-KHAC',
      timePerAppointmentInMinutes: 15,
      waitingTime: 5,
      isVisibleForBooking: false,
      isAutoApproveAppointment: false,
      numberOfAppointmentsPerSlot: 1,
    });
    const group = await c.ok('POST', '/user-groups', { name: 'Nhóm bác sĩ khác', doctorIds: [other.id] });
    const scoped = await addStaffMember(t.app, c.clinicId, { screens: { [ScreenId.PatientRecords]: Read } });
    await t.app.deps.db
      .insert(userGroupMembers)
      .values({ clinicId: c.clinicId, groupId: group.id, userId: scoped.user.id });
    const sheets = await t.app.inject({
      method: 'GET',
      url: `/api/clinic-appointments/${c.appointmentId}/service-sheets`,
      headers: scoped.headers,
    });
    expect(sheets.statusCode).toBe(404);
    expect(await readable(scoped.headers)).toEqual(patientFiles.sort());
  });

  it('keeps a user’s own avatar readable by that user', async () => {
    const me = await addStaffMember(t.app, c.clinicId);
    const avatar = await uploadTestFile(t.app, me.headers, {
      kind: FileKind.Avatar,
      name: 'cua-toi.png',
      bytes: pngBytes(),
    });
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: me.headers,
      payload: { fullName: 'Lê Văn Tâm', avatarFileId: avatar.physicalFileId },
    });
    expect(set.statusCode, set.body).toBe(200);
    const mine = await getUrls([avatar.physicalFileId], me.headers);
    expect(mine.json().data.map((u: { physicalFileId: number }) => u.physicalFileId)).toEqual([
      avatar.physicalFileId,
    ]);
    expect((await getUrls([avatar.physicalFileId], nobody.headers)).json().data).toEqual([]);
  });
});

describe('an upload attached to nothing', () => {
  it('is its uploader’s alone: not even the clinic owner gets a link or may confirm it', async () => {
    const records = await addStaffMember(t.app, c.clinicId, {
      screens: { [ScreenId.PatientRecords]: PermissionLevel.Write },
    });
    const own = await uploadTestFile(t.app, records.headers, { name: 'moi.png', bytes: pngBytes() });
    expect((await getUrls([own.physicalFileId], records.headers)).json().data).toHaveLength(1);
    expect((await uploadDone(own.physicalFileId, records.headers)).statusCode).toBe(200);

    expect((await getUrls([own.physicalFileId], c.owner.headers)).json().data).toEqual([]);
    expect((await uploadDone(own.physicalFileId, c.owner.headers)).json().code).toBe(
      errors.fileNotFound.code,
    );
    expect((await getUrls([c.files.unused], records.headers)).json().data).toEqual([]);
    expect((await uploadDone(c.files.unused, records.headers)).json().code).toBe(errors.fileNotFound.code);
  });

  it('cannot be taken onto a record by anyone but its uploader, nor can a file of another record', async () => {
    const records = await addStaffMember(t.app, c.clinicId, {
      screens: { [ScreenId.PatientRecords]: PermissionLevel.Write },
    });
    const property = await c.ok('POST', '/properties', {
      name: 'Ảnh chụp thêm',
      internalName: 'extra_photos_doc',
      entityType: 2,
      fieldType: 5,
      size: 12,
      options: [],
    });
    const attach = (fileId: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/clinic-patients/${c.patientId}/properties`,
        headers: records.headers,
        payload: { properties: [{ propertyId: property.id, value: [fileId] }] },
      });
    // The owner's unused upload, and the result sheet's image (a record the patient-records screen may not write).
    for (const fileId of [c.files.unused, c.files.sheetPhoto]) {
      const res = await attach(fileId);
      expect(res.statusCode, `${nameOf(fileId)}: ${res.body}`).toBe(404);
      expect(res.json().code).toBe(errors.fileNotFound.code);
    }
    // Their own upload goes on, and saving the record again with it stays fine.
    const own = await uploadTestFile(t.app, records.headers, { name: 'them.png', bytes: pngBytes() });
    expect((await attach(own.physicalFileId)).statusCode).toBe(200);
    expect((await attach(own.physicalFileId)).statusCode).toBe(200);
  });
});

describe('a patient record merged into another', () => {
  it('hands its avatar and photos to the record it is merged into, where the same readers find them', async () => {
    const records = await addStaffMember(t.app, c.clinicId, { screens: { [ScreenId.PatientRecords]: Read } });
    const avatar = await c.upload(FileKind.Avatar, 'trung-ho-so.png', pngBytes());
    const photo = await c.upload(FileKind.PropertyImage, 'anh-cu.png', pngBytes());
    const patient = (avatarFileId: number | null, photos: number[]) =>
      c.ok('POST', '/clinic-patients', {
        fullName: 'Phạm Văn Hùng',
        gender: 0,
        phone: '0904888999',
        avatarFileId,
        properties: photos.length ? [{ propertyId: c.patientPhotos, value: photos }] : [],
      });
    const target = await patient(null, []);
    const source = await patient(avatar, [photo]);
    await c.ok('POST', '/clinic-patients/merge', { sourceId: source.id, targetId: target.id });
    const res = await getUrls([avatar, photo], records.headers);
    expect(res.json().data.map((u: { physicalFileId: number }) => u.physicalFileId)).toEqual([avatar, photo]);
  });
});

describe('the public shop window', () => {
  it('still shows a bookable doctor’s avatar, while a staff member without the doctors screen gets no link', async () => {
    const [clinic] = await t.app.deps.db.select().from(clinics).where(eq(clinics.id, c.clinicId));
    const res = await t.app.inject({ method: 'GET', url: `/api/public/clinics/${clinic!.slug}/doctors` });
    expect(res.statusCode, res.body).toBe(200);
    const doctor = (res.json().data as { id: number; avatarUrl: string | null }[]).find(
      (d) => d.id === c.filled.doctor.id,
    );
    expect(doctor?.avatarUrl).toMatch(/^\/api\/files\/download\//);
    expect((await t.app.inject({ method: 'GET', url: doctor!.avatarUrl! })).statusCode).toBe(200);
    expect((await getUrls([c.files.doctorAvatar], nobody.headers)).json().data).toEqual([]);
  });
});
