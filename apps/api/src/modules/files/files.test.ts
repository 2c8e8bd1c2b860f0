import { errors, FileKind, MB } from '@clinic/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { physicalFiles } from '../../db/schema/index.js';
import { createFileTokens } from '../../platform/files/file-tokens.js';
import { DOCX_TYPE } from '../../platform/files/magic.js';
import {
  aviBytes,
  docxBytes,
  htmlBytes,
  jpegBytes,
  mp4Bytes,
  padTo,
  pdfBytes,
  pngBytes,
  uploadTestFile,
} from '../../testing/file-fixtures.js';
import { createTestApp, signUpClinic, type TestApp } from '../../testing/harness.js';
import { removeStaleUploads } from './files.service.js';

let t: TestApp;
let clinic: Awaited<ReturnType<typeof signUpClinic>>;
let other: Awaited<ReturnType<typeof signUpClinic>>;
beforeAll(async () => {
  t = await createTestApp();
  clinic = await signUpClinic(t.app, 'Files');
  other = await signUpClinic(t.app, 'Other');
});
afterAll(async () => t.close());

const requestUpload = (
  headers: Record<string, string>,
  file: { kind: number; name: string; size: number; contentType?: string },
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/files/request-upload-file',
    headers,
    payload: { contentType: '', ...file },
  });
const putBytes = (uploadUrl: string, bytes: Buffer) =>
  t.app.inject({
    method: 'PUT',
    url: uploadUrl,
    headers: { 'content-type': 'application/octet-stream' },
    payload: bytes,
  });
const uploadDone = (id: number, headers = clinic.headers) =>
  t.app.inject({ method: 'PUT', url: `/api/files/${id}/upload-done`, headers });
const getUrls = (ids: number[], headers = clinic.headers) =>
  t.app.inject({ method: 'POST', url: '/api/files/get-urls', headers, payload: { physicalFileIds: ids } });
const fileRow = async (id: number) =>
  (await t.app.deps.db.select().from(physicalFiles).where(eq(physicalFiles.id, id)))[0];

/** Requests an upload and PUTs the bytes, without confirming: what upload-done then judges. */
async function sendBytes(file: {
  kind: number;
  name: string;
  bytes: Buffer;
  contentType?: string;
  declaredSize?: number;
}) {
  const { bytes, declaredSize, ...declared } = file;
  const req = await requestUpload(clinic.headers, { ...declared, size: declaredSize ?? bytes.length });
  expect(req.statusCode, req.body).toBe(200);
  const { physicalFileId, uploadUrl } = req.json().data;
  expect((await putBytes(uploadUrl, bytes)).statusCode).toBe(200);
  return { id: physicalFileId as number, uploadUrl: uploadUrl as string };
}

describe('uploading a file: the bytes decide what it is', () => {
  it('stores a PNG that was named .jpg as the PNG it is, and serves it inline with nosniff', async () => {
    const bytes = pngBytes();
    const req = await requestUpload(clinic.headers, {
      kind: FileKind.PropertyImage,
      name: 'x-quang.jpg',
      size: bytes.length,
      contentType: 'image/jpeg',
    });
    expect(req.statusCode, req.body).toBe(200);
    const { physicalFileId, uploadUrl } = req.json().data;
    expect(uploadUrl).toMatch(/^\/api\/files\/upload\/u\.\d+\.\d+\.[\w-]+$/);

    const put = await putBytes(uploadUrl, bytes);
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ data: { received: true } });
    const done = await uploadDone(physicalFileId);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({
      physicalFileId,
      contentType: 'image/png',
      size: bytes.length,
      name: 'x-quang.jpg',
    });

    const urls = await getUrls([physicalFileId]);
    expect(urls.json().data).toEqual([
      { physicalFileId, fileUrl: expect.stringMatching(/^\/api\/files\/download\//) },
    ]);
    const download = await t.app.inject({ method: 'GET', url: urls.json().data[0].fileUrl });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(
      `inline; filename="x-quang.jpg"; filename*=UTF-8''x-quang.jpg`,
    );
    expect(download.headers['cache-control']).toBe('private, max-age=3600');
    expect(download.rawPayload.equals(bytes)).toBe(true);
  });

  it('refuses an HTML page named .png at upload-done, and removes its bytes and its row', async () => {
    const { id } = await sendBytes({ kind: FileKind.PropertyImage, name: 'anh.png', bytes: htmlBytes() });
    const { storageKey } = (await fileRow(id))!;
    expect(await t.app.deps.files.size(storageKey)).toBe(htmlBytes().length);

    const done = await uploadDone(id);
    expect(done.statusCode).toBe(400);
    expect(done.json().code).toBe(errors.invalidFileType.code);
    expect(await fileRow(id)).toBeUndefined();
    expect(await t.app.deps.files.size(storageKey)).toBeNull();
    expect((await uploadDone(id)).json().code).toBe(errors.fileNotFound.code);
  });

  it('refuses a 3 MB avatar when it is declared, and when the declared size lied', async () => {
    const declared = await requestUpload(clinic.headers, {
      kind: FileKind.Avatar,
      name: 'chan-dung.jpg',
      size: 3 * MB,
      contentType: 'image/jpeg',
    });
    expect(declared.statusCode).toBe(400);
    expect(declared.json()).toMatchObject({
      code: errors.fileTooLarge.code,
      message: expect.stringContaining('2 MB'),
    });

    // Declared small, sent 3 MB: the upload route stops reading and answers 413.
    const lie = await requestUpload(clinic.headers, { kind: FileKind.Avatar, name: 'a.jpg', size: 1000 });
    const put = await putBytes(lie.json().data.uploadUrl, padTo(jpegBytes(), 3 * MB));
    expect(put.statusCode).toBe(413);
    expect(put.json().code).toBe(errors.fileTooLarge.code);
    expect((await uploadDone(lie.json().data.physicalFileId)).json().code).toBe(errors.fileNotReady.code);

    // Just over 2 MB gets past the upload route's slack; upload-done measures it and refuses.
    const { id } = await sendBytes({
      kind: FileKind.Avatar,
      name: 'b.jpg',
      bytes: padTo(jpegBytes(), 2 * MB + 10),
      declaredSize: 100_000,
    });
    const done = await uploadDone(id);
    expect(done.json()).toMatchObject({
      code: errors.fileTooLarge.code,
      message: expect.stringContaining('2 MB'),
    });
    expect(await fileRow(id)).toBeUndefined();
  });

  it('checks the declared name and type before any byte is sent', async () => {
    const gif = await requestUpload(clinic.headers, { kind: FileKind.Avatar, name: 'a.gif', size: 10 });
    expect(gif.json().code).toBe(errors.invalidFileExtension.code);
    const wrongType = await requestUpload(clinic.headers, {
      kind: FileKind.Avatar,
      name: 'a.png',
      size: 10,
      contentType: 'text/html',
    });
    expect(wrongType.json().code).toBe(errors.invalidFileType.code);
    const empty = await requestUpload(clinic.headers, { kind: FileKind.Avatar, name: 'a.png', size: 0 });
    expect(empty.json().code).toBe(errors.fileCorrupted.code);
    const bigVideo = await requestUpload(clinic.headers, {
      kind: FileKind.PropertyImage,
      name: 'sieu-am.mp4',
      size: 21 * MB,
    });
    expect(bigVideo.json()).toMatchObject({
      code: errors.fileTooLarge.code,
      message: expect.stringContaining('20 MB'),
    });
  });

  it('takes MP4 and AVI videos as property media, and a Word document as a print template (as a download)', async () => {
    const mp4 = await uploadTestFile(t.app, clinic.headers, { name: 'sieu-am.mp4', bytes: mp4Bytes() });
    expect(mp4.contentType).toBe('video/mp4');
    const avi = await uploadTestFile(t.app, clinic.headers, { name: 'noi-soi.avi', bytes: aviBytes() });
    expect(avi.contentType).toBe('video/x-msvideo');

    const docx = await uploadTestFile(t.app, clinic.headers, {
      kind: FileKind.PrintTemplate,
      name: 'Mẫu phiếu khám.docx',
      bytes: docxBytes(),
    });
    expect(docx.contentType).toBe(DOCX_TYPE);
    const download = await t.app.inject({ method: 'GET', url: docx.fileUrl });
    expect(download.headers['content-type']).toBe(DOCX_TYPE);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Mau phieu kham.docx"; filename*=UTF-8''M%E1%BA%ABu%20phi%E1%BA%BFu%20kh%C3%A1m.docx`,
    );

    // A PDF named .docx is still a PDF: not a Word template.
    const { id } = await sendBytes({ kind: FileKind.PrintTemplate, name: 'mau.docx', bytes: pdfBytes() });
    expect((await uploadDone(id)).json().code).toBe(errors.invalidFileType.code);
  });
});

describe('upload and download links', () => {
  it('work once: a second PUT to the same link is refused, as is a forged one', async () => {
    const { id, uploadUrl } = await sendBytes({ kind: FileKind.Avatar, name: 'a.png', bytes: pngBytes() });
    const again = await putBytes(uploadUrl, htmlBytes());
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe(errors.uploadLinkInvalid.code);
    const forged = await putBytes(
      uploadUrl.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
      pngBytes(),
    );
    expect(forged.json().code).toBe(errors.uploadLinkInvalid.code);
    expect((await uploadDone(id)).json().data.contentType).toBe('image/png');
  });

  it('expire: an upload link older than 15 minutes and an old download link are refused', async () => {
    const tokens = createFileTokens(t.app.deps.config.jwtSecret);
    const req = await requestUpload(clinic.headers, { kind: FileKind.Avatar, name: 'a.png', size: 100 });
    const id = req.json().data.physicalFileId as number;
    const expired = tokens.sign('upload', id, new Date(Date.now() - 1000));
    const put = await putBytes(`/api/files/upload/${expired}`, pngBytes());
    expect(put.json().code).toBe(errors.uploadLinkInvalid.code);

    const ready = await uploadTestFile(t.app, clinic.headers, {
      kind: FileKind.Avatar,
      name: 'b.png',
      bytes: pngBytes(),
    });
    const oldLink = tokens.sign('download', ready.physicalFileId, new Date(Date.now() - 1000));
    expect((await t.app.inject({ method: 'GET', url: `/api/files/download/${oldLink}` })).statusCode).toBe(
      404,
    );
    // An upload link is not a download link, even for the same file.
    const wrongPurpose = tokens.sign('upload', ready.physicalFileId, new Date(Date.now() + 60_000));
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/files/download/${wrongPurpose}` })).statusCode,
    ).toBe(404);
  });

  it('resolve only the caller’s clinic’s ready files: another clinic’s id and a pending upload give no URL', async () => {
    const mine = await uploadTestFile(t.app, clinic.headers, { name: 'a.png', bytes: pngBytes() });
    const theirs = await uploadTestFile(t.app, other.headers, { name: 'b.png', bytes: pngBytes() });
    const pending = await requestUpload(clinic.headers, {
      kind: FileKind.PropertyImage,
      name: 'c.png',
      size: 10,
    });
    const res = await getUrls([
      theirs.physicalFileId,
      mine.physicalFileId,
      pending.json().data.physicalFileId,
      999999,
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((u: { physicalFileId: number }) => u.physicalFileId)).toEqual([
      mine.physicalFileId,
    ]);
    // upload-done on another clinic's file is a missing file, like a missing one.
    expect((await uploadDone(theirs.physicalFileId)).json().code).toBe(errors.fileNotFound.code);
    // At most 10 ids per request (docs/product.md#files).
    expect((await getUrls(Array.from({ length: 11 }, (_, i) => i + 1))).statusCode).toBe(400);
  });

  it('says "not ready" when upload-done comes before the bytes', async () => {
    const req = await requestUpload(clinic.headers, { kind: FileKind.Avatar, name: 'a.png', size: 100 });
    const done = await uploadDone(req.json().data.physicalFileId);
    expect(done.json().code).toBe(errors.fileNotReady.code);
  });
});

describe('uploads never confirmed', () => {
  it('are removed with their bytes a day later; confirmed files and recent uploads stay', async () => {
    const abandoned = await sendBytes({ kind: FileKind.PropertyImage, name: 'bo-do.png', bytes: pngBytes() });
    const { storageKey } = (await fileRow(abandoned.id))!;
    const kept = await uploadTestFile(t.app, clinic.headers, { name: 'giu.png', bytes: pngBytes() });

    const inAnHour = new Date(Date.now() + 60 * 60 * 1000);
    await removeStaleUploads(t.app.deps, inAnHour);
    expect(await fileRow(abandoned.id)).toBeDefined();

    const tomorrow = new Date(Date.now() + 25 * 60 * 60 * 1000);
    expect(await removeStaleUploads(t.app.deps, tomorrow)).toBeGreaterThanOrEqual(1);
    expect(await fileRow(abandoned.id)).toBeUndefined();
    expect(await t.app.deps.files.size(storageKey)).toBeNull();
    expect((await fileRow(kept.physicalFileId))?.readyAt).not.toBeNull();
  });
});

describe('avatars', () => {
  it('a user sets and clears their own avatar; a doctor gets one; another clinic’s file is refused', async () => {
    const avatar = await uploadTestFile(t.app, clinic.headers, {
      kind: FileKind.Avatar,
      name: 'toi.png',
      bytes: pngBytes(),
    });
    const me = (payload: object, headers = clinic.headers) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/users/me',
        headers,
        payload: { fullName: 'Nguyễn Văn A', ...payload },
      });
    const set = await me({ avatarFileId: avatar.physicalFileId });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.avatarFileId).toBe(avatar.physicalFileId);
    expect((await me({ avatarFileId: null })).json().data.avatarFileId).toBeNull();

    const theirs = await uploadTestFile(t.app, other.headers, {
      kind: FileKind.Avatar,
      name: 'x.png',
      bytes: pngBytes(),
    });
    const foreign = await me({ avatarFileId: theirs.physicalFileId });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe(errors.fileNotFound.code);
    // A property photo is not an avatar, and a pending upload is not ready.
    const photo = await uploadTestFile(t.app, clinic.headers, { name: 'p.png', bytes: pngBytes() });
    expect((await me({ avatarFileId: photo.physicalFileId })).json().code).toBe(errors.fileNotFound.code);
    const pending = await requestUpload(clinic.headers, { kind: FileKind.Avatar, name: 'q.png', size: 10 });
    expect((await me({ avatarFileId: pending.json().data.physicalFileId })).json().code).toBe(
      errors.fileNotReady.code,
    );

    const doctorBody = {
      name: 'Bác sĩ Lê Thị Hoa',
      doctorCode: 'BS-AV1',
      timePerAppointmentInMinutes: 15,
      waitingTime: 5,
      isVisibleForBooking: true,
      isAutoApproveAppointment: false,
      numberOfAppointmentsPerSlot: 1,
    };
    // The user's avatar is the user's: a doctor takes a picture of its own, never one already on another record.
    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/doctors',
      headers: clinic.headers,
      payload: { ...doctorBody, avatarFileId: avatar.physicalFileId },
    });
    expect(reused.json().code).toBe(errors.fileNotFound.code);
    const picture = await uploadTestFile(t.app, clinic.headers, {
      kind: FileKind.Avatar,
      name: 'bac-si.png',
      bytes: pngBytes(),
    });
    const doctor = await t.app.inject({
      method: 'POST',
      url: '/api/doctors',
      headers: clinic.headers,
      payload: { ...doctorBody, avatarFileId: picture.physicalFileId },
    });
    expect(doctor.statusCode, doctor.body).toBe(200);
    expect(doctor.json().data.avatarFileId).toBe(picture.physicalFileId);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/doctors/${doctor.json().data.id}`,
      headers: clinic.headers,
      payload: { ...doctorBody, name: 'Bác sĩ Lê Thị Hoa (Nội)' },
    });
    expect(edited.json().data.avatarFileId).toBe(picture.physicalFileId); // left out: kept
    const foreignDoctor = await t.app.inject({
      method: 'PUT',
      url: `/api/doctors/${doctor.json().data.id}`,
      headers: clinic.headers,
      payload: { ...doctorBody, avatarFileId: theirs.physicalFileId },
    });
    expect(foreignDoctor.json().code).toBe(errors.fileNotFound.code);
  });
});
