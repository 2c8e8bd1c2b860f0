import {
  ActivityEntityType,
  errors,
  FileKind,
  Gender,
  LabProvider,
  PermissionLevel,
  ScreenId,
} from '@clinic/domain';
import type { LabResultItem } from '@clinic/domain/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs } from '../../db/schema/index.js';
import { pdfBytes, pngBytes, uploadTestFile } from '../../testing/file-fixtures.js';
import {
  type ApiReply,
  addStaffMember,
  createTestApp,
  fillClinic,
  signUpClinic,
  type TestApp,
} from '../../testing/harness.js';
import { readVisitLabResults } from './lab-results.read.js';

// Screen 41: the nurse attaches a laboratory's report (a PDF and a photo) to a patient and their visit, then
// finds it again by the patient's name typed without accents, or by the laboratory.

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpClinic>>;
let filled: Awaited<ReturnType<typeof fillClinic>>;
let other: Awaited<ReturnType<typeof signUpClinic>>;
let otherFilled: Awaited<ReturnType<typeof fillClinic>>;
function refused(res: ApiReply, key: keyof typeof errors) {
  expect(res.statusCode, res.body).toBe(errors[key].status);
  expect(res.json().code, res.body).toBe(errors[key].code);
}
async function created(url: string, payload: object) {
  const res = await t.call(owner.headers, 'POST', url, payload);
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.body}`);
  return res.json().data as { id: number };
}
const upload = async (name: string, bytes: Buffer, headers = owner.headers) =>
  (await uploadTestFile(t.app, headers, { kind: FileKind.LabResult, name, bytes })).physicalFileId;
async function search(filter: object, query = '') {
  const res = await t.call(owner.headers, 'POST', `/lab-results${query}`, filter);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { pageData: LabResultItem[]; paging: { totalItem: number } };
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpClinic(t.app, 'Lab');
  filled = await fillClinic(t.app, owner.headers, 'Lab');
  other = await signUpClinic(t.app, 'Other');
  otherFilled = await fillClinic(t.app, other.headers, 'Other');
}, 60_000);
afterAll(async () => t.close());

describe('attaching a lab result', () => {
  it('keeps a PDF and a PNG on the patient’s visit, in the order given, with a row in the activity log', async () => {
    const pdf = await upload('cong-thuc-mau.pdf', pdfBytes());
    const png = await upload('sinh-hoa.png', pngBytes());
    const res = await t.call(owner.headers, 'POST', '/lab-results/create', {
      clinicPatientId: filled.patient.id,
      appointmentId: filled.appointment.id,
      laboratoryId: LabProvider.Provider2,
      resultDate: '2026-11-20',
      note: 'Đường huyết hơi cao',
      physicalFileIds: [pdf, png],
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().data as LabResultItem;
    expect(result).toMatchObject({
      clinicPatientId: filled.patient.id,
      patient: { id: filled.patient.id, fullName: 'Bệnh nhân Lab' },
      appointmentId: filled.appointment.id,
      laboratoryId: 2,
      resultDate: '2026-11-20',
      note: 'Đường huyết hơi cao',
      createdBy: owner.user.id,
      files: [
        { physicalFileId: pdf, fileName: 'cong-thuc-mau.pdf', mimeType: 'application/pdf' },
        { physicalFileId: png, fileName: 'sinh-hoa.png', mimeType: 'image/png' },
      ],
    });
    expect(result.appointmentCode).toMatch(/\S/);
    const logged = await t.app.deps.db
      .select()
      .from(activityLogs)
      .where(
        and(eq(activityLogs.entityType, ActivityEntityType.LabResult), eq(activityLogs.entityId, result.id)),
      );
    expect(logged).toHaveLength(1);
    // The medical record reads the visit's results through the same shape.
    const ofVisit = await readVisitLabResults(t.app.deps.db, owner.user.clinicId, filled.appointment.id);
    expect(ofVisit.map((r) => r.id)).toEqual([result.id]);
    expect(ofVisit[0]!.files).toHaveLength(2);
  });

  it('refuses a text file, another patient’s visit, laboratory 4, no files, and another clinic’s patient or file', async () => {
    // A .txt is refused at the upload already: the lab-result kind takes PDF, JPG and PNG only.
    const txt = await t.call(owner.headers, 'POST', '/files/request-upload-file', {
      kind: FileKind.LabResult,
      name: 'ket-qua.txt',
      size: 20,
      contentType: 'text/plain',
    });
    refused(txt, 'invalidFileExtension');
    // A file uploaded as another kind (an avatar) is not a lab result's file.
    const avatar = (
      await uploadTestFile(t.app, owner.headers, { kind: FileKind.Avatar, name: 'a.png', bytes: pngBytes() })
    ).physicalFileId;
    const pdf = await upload('ket-qua.pdf', pdfBytes());
    const base = {
      clinicPatientId: filled.patient.id,
      laboratoryId: LabProvider.Provider1,
      resultDate: '2026-11-21',
      physicalFileIds: [pdf],
    };
    refused(
      await t.call(owner.headers, 'POST', '/lab-results/create', { ...base, physicalFileIds: [avatar] }),
      'fileNotFound',
    );
    refused(
      await t.call(owner.headers, 'POST', '/lab-results/create', { ...base, physicalFileIds: [] }),
      'schemaViolation',
    );
    refused(
      await t.call(owner.headers, 'POST', '/lab-results/create', { ...base, laboratoryId: 4 }),
      'schemaViolation',
    );
    // The visit of another patient of the same clinic.
    const stranger = await created('/clinic-patients', {
      fullName: 'Ngô Văn Lạ',
      gender: 1,
      phone: '0987000111',
      yearOfBirth: 1980,
    });
    refused(
      await t.call(owner.headers, 'POST', '/lab-results/create', {
        ...base,
        clinicPatientId: stranger.id,
        appointmentId: filled.appointment.id,
      }),
      'appointmentNotFound',
    );
    // Another clinic's patient, visit and file answer 404 like missing ones.
    refused(
      await t.call(owner.headers, 'POST', '/lab-results/create', {
        ...base,
        clinicPatientId: otherFilled.patient.id,
      }),
      'patientNotFound',
    );
    refused(
      await t.call(owner.headers, 'POST', '/lab-results/create', {
        ...base,
        appointmentId: otherFilled.appointment.id,
      }),
      'appointmentNotFound',
    );
    const theirs = await upload('cua-ho.pdf', pdfBytes(), other.headers);
    refused(
      await t.call(owner.headers, 'POST', '/lab-results/create', { ...base, physicalFileIds: [theirs] }),
      'fileNotFound',
    );
    // None of the refusals left a row.
    expect((await search({ clinicPatientId: stranger.id })).paging.totalItem).toBe(0);
    expect((await search({ from: '2026-11-21', to: '2026-11-21' })).paging.totalItem).toBe(0);
  });

  it('answers 403 to a role without screen 41, and reads for the day’s examinations (screen 11)', async () => {
    const pdf = await upload('x.pdf', pdfBytes());
    const body = {
      clinicPatientId: filled.patient.id,
      laboratoryId: 1,
      resultDate: '2026-11-21',
      physicalFileIds: [pdf],
    };
    const cashier = await addStaffMember(t.app, owner.user.clinicId, {
      screens: { [ScreenId.Appointments]: PermissionLevel.Write },
    });
    refused(await t.call(cashier.headers, 'POST', '/lab-results/create', body), 'noPermission');
    refused(await t.call(cashier.headers, 'POST', '/lab-results', {}), 'noPermission');
    const doctor = await addStaffMember(t.app, owner.user.clinicId, {
      screens: { [ScreenId.TodayExaminations]: PermissionLevel.Read },
    });
    expect((await t.call(doctor.headers, 'POST', '/lab-results', {})).statusCode).toBe(200);
    refused(await t.call(doctor.headers, 'POST', '/lab-results/create', body), 'noPermission');
    const reader = await addStaffMember(t.app, owner.user.clinicId, {
      screens: { [ScreenId.LabResults]: PermissionLevel.Read },
    });
    refused(await t.call(reader.headers, 'POST', '/lab-results/create', body), 'noPermission');
  });
});

describe('searching lab results', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    const lan = await created('/clinic-patients', {
      fullName: 'Trần Thị Lan',
      gender: Gender.Female,
      phone: '0901222333',
      yearOfBirth: 1975,
    });
    const hung = await created('/clinic-patients', {
      fullName: 'Phạm Văn Hùng',
      gender: Gender.Male,
      phone: '0933444555',
      yearOfBirth: 1960,
    });
    const add = async (clinicPatientId: number, laboratoryId: number, resultDate: string) => {
      const file = await upload('kq.pdf', pdfBytes());
      return (
        await created('/lab-results/create', {
          clinicPatientId,
          laboratoryId,
          resultDate,
          physicalFileIds: [file],
        })
      ).id;
    };
    ids.lanOld = await add(lan.id, LabProvider.Provider1, '2026-10-02');
    ids.lanNew = await add(lan.id, LabProvider.Provider3, '2026-11-10');
    ids.hung = await add(hung.id, LabProvider.Provider1, '2026-11-05');
  });

  it('lists newest result date first, and finds a patient by name without accents, phone or code', async () => {
    const window = { from: '2026-10-01', to: '2026-11-15' };
    expect((await search(window)).pageData.map((r) => r.id)).toEqual([ids.lanNew, ids.hung, ids.lanOld]);
    expect((await search({ ...window, keyword: 'tran thi lan' })).pageData.map((r) => r.id)).toEqual([
      ids.lanNew,
      ids.lanOld,
    ]);
    expect((await search({ ...window, keyword: 'HUNG' })).pageData.map((r) => r.id)).toEqual([ids.hung]);
    expect((await search({ ...window, keyword: '0933 444' })).pageData.map((r) => r.id)).toEqual([ids.hung]);
    expect((await search({ ...window, keyword: 'không ai' })).pageData).toEqual([]);
  });

  it('filters by laboratory and dates, and pages with the total', async () => {
    const window = { from: '2026-10-01', to: '2026-11-15' };
    const lab1 = await search({ ...window, laboratoryIds: [LabProvider.Provider1] });
    expect(lab1.pageData.map((r) => r.id)).toEqual([ids.hung, ids.lanOld]);
    expect((await search({ from: '2026-11-06', to: '2026-11-30' })).pageData.map((r) => r.id)).toContain(
      ids.lanNew,
    );
    const first = await search(window, '?pageSize=2&pageNumber=1');
    expect(first.pageData.map((r) => r.id)).toEqual([ids.lanNew, ids.hung]);
    expect(first.paging.totalItem).toBe(3);
    const second = await search(window, '?pageSize=2&pageNumber=2');
    expect(second.pageData.map((r) => r.id)).toEqual([ids.lanOld]);
  });

  it('shows another clinic none of them', async () => {
    const res = await t.call(other.headers, 'POST', '/lab-results', {});
    expect(res.json().data.pageData).toEqual([]);
  });
});
