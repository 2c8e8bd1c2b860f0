import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { errors, FileKind, PermissionLevel, printKinds, ScreenId } from '@clinic/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { physicalFiles, printPdfs, printTemplates } from '../../db/schema/index.js';
import type { PdfConverter } from '../../platform/pdf/converter.js';
import { findExecutable, libreOfficeConverter } from '../../platform/pdf/libreoffice.js';
import { hangOnce, largeXmlDocx, pdfText, sofficeInstalled, wordDocx } from '../../testing/docx-fixtures.js';
import { padTo, pngBytes, uploadTestFile } from '../../testing/file-fixtures.js';
import { addStaffMember, cloneTestDatabase, createTestApp, type TestApp } from '../../testing/harness.js';
import { multipart, type PrintClinic, printClinic, setTemplate } from './print.fixture.js';

// The clinic's .docx templates and their PDFs: setting and checking templates, the conversion service, the PDF
// of a document (cached until it changes), the queue, and a server without LibreOffice or with a hung one.
// Several apps share one database (and secret), as instances of one deployment would, each with its converter.

const work = mkdtempSync(path.join(tmpdir(), 'print-pdf-'));
const jwtSecret = 'print-pdf-test-secret-0123456789abcdef0123456789';
/** One secret and one files folder for every app of the test, as instances of one deployment share them. */
const shared = { jwtSecret, dataDir: path.join(work, 'data') };
let database: Database;
let t: TestApp;
let a: PrintClinic;
let b: PrintClinic;
/** Conversions the main app's LibreOffice worker was asked for. */
let conversions = 0;

const exeBytes = () => padTo(Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'latin1'), 4096);
const prescriptionTemplate = () =>
  wordDocx([
    '{clinic.name}',
    'Bệnh nhân: {patient.fullName}',
    '{#items}{index}. {name}: {doseText}{/items}',
    'Lời dặn: {advice}',
    'Mời tái khám ngày {reExamDateText}',
  ]);

beforeAll(async () => {
  database = await cloneTestDatabase();
  const real = libreOfficeConverter({ binary: undefined, timeoutMs: 60_000, dataDir: undefined });
  const counting: PdfConverter = {
    available: () => real.available(),
    convert: (docx, owner) => {
      conversions += 1;
      return real.convert(docx, owner);
    },
    close: () => real.close(),
  };
  t = await createTestApp(shared, { database, pdfConverter: counting });
  a = await printClinic(t, 'Pdf');
  b = await printClinic(t, 'PdfB');
}, 120_000);
afterAll(async () => {
  await t.close();
  await database.close();
  rmSync(work, { recursive: true, force: true });
});

const post = (app: TestApp, url: string, headers = a.owner.headers, payload?: object) =>
  app.app.inject({ method: 'POST', url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
const convert = (app: TestApp, fileName: string, bytes: Buffer, headers = a.owner.headers) => {
  const body = multipart('file', fileName, bytes);
  return app.app.inject({
    method: 'POST',
    url: '/api/print/convert-to-pdf',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};
const templateItem = async (kind: string) => {
  const res = await a.call('GET', '/print/templates');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.items.find((i: { kind: string }) => i.kind === kind);
};

describe('templates', () => {
  it('refuses a renamed .exe as a print template at upload-done', async () => {
    await expect(
      uploadTestFile(t.app, a.owner.headers, {
        kind: FileKind.PrintTemplate,
        name: 'mau.docx',
        bytes: exeBytes(),
      }),
    ).rejects.toThrow(new RegExp(`upload-done: .*"code":${errors.invalidFileType.code}`));
  });

  it('refuses a template docxtemplater cannot compile, before saving it', async () => {
    const file = await uploadTestFile(t.app, a.owner.headers, {
      kind: FileKind.PrintTemplate,
      name: 'hong.docx',
      bytes: wordDocx(['Xin chào {patient.fullName', '{#items}{name}']),
    });
    const res = await a.call('PUT', '/print/templates/invoice', { physicalFileId: file.physicalFileId });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: errors.printTemplateInvalid.code });
    expect(res.json().message).toContain('patient.fullName');
    expect((await templateItem('invoice')).template).toBeNull();
  });

  it('refuses a template past 32 MB once unzipped, in the caller’s language, before saving or converting it', async () => {
    const huge = largeXmlDocx(40, ['{patient.fullName}']);
    const file = await uploadTestFile(t.app, a.owner.headers, {
      kind: FileKind.PrintTemplate,
      name: 'rat-lon.docx',
      bytes: huge,
    });
    const res = await a.call('PUT', '/print/templates/invoice', { physicalFileId: file.physicalFileId });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'PSYS_4131',
      message:
        'Tệp Word quá lớn khi giải nén (tối đa 32 MB). Hãy giảm kích thước hình ảnh trong tệp rồi thử lại.',
    });
    expect((await templateItem('invoice')).template).toBeNull();
    const english = { ...a.owner.headers, 'accept-language': 'en' } as typeof a.owner.headers;
    const converted = await convert(t, 'rat-lon.docx', huge, english);
    expect(converted.statusCode).toBe(413);
    expect(converted.json().message).toBe(
      'The Word file is too large once unzipped (at most 32 MB). Make its pictures smaller and try again.',
    );
  }, 60_000);

  it('refuses a file that is not a print template', async () => {
    const image = await uploadTestFile(t.app, a.owner.headers, {
      kind: FileKind.PropertyImage,
      name: 'anh.png',
      bytes: pngBytes(),
    });
    const res = await a.call('PUT', '/print/templates/invoice', { physicalFileId: image.physicalFileId });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(errors.fileNotFound.code);
  });

  it('sets, lists and removes a template; editing needs general settings at write level', async () => {
    const reader = await addStaffMember(t.app, a.clinicId, {
      screens: { [ScreenId.GeneralSettings]: PermissionLevel.Read },
    });
    const file = await uploadTestFile(t.app, a.owner.headers, {
      kind: FileKind.PrintTemplate,
      name: 'Mẫu hóa đơn.docx',
      bytes: wordDocx(['{invoice.code}']),
    });
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/print/templates/invoice',
      headers: reader.headers,
      payload: { physicalFileId: file.physicalFileId },
    });
    expect(refused.statusCode).toBe(403);
    const res = await a.call('PUT', '/print/templates/invoice', { physicalFileId: file.physicalFileId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      kind: 'invoice',
      template: {
        physicalFileId: file.physicalFileId,
        name: 'Mẫu hóa đơn.docx',
        size: file.size,
        updatedAt: expect.any(String),
        updatedByName: a.owner.input.fullName,
      },
    });
    const list = await t.app.inject({ method: 'GET', url: '/api/print/templates', headers: reader.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.pdfAvailable).toBe(sofficeInstalled);
    expect(list.json().data.items.map((i: { kind: string }) => i.kind)).toEqual([...printKinds]);
    const removed = await a.call('PUT', '/print/templates/invoice', { physicalFileId: null });
    expect(removed.json().data).toEqual({ kind: 'invoice', template: null });
    expect(
      await t.app.deps.db.select().from(printTemplates).where(eq(printTemplates.clinicId, a.clinicId)),
    ).toEqual([]);
  });

  it('answers printTemplateNotFound for a document of a kind without a template', async () => {
    const res = await post(t, `/print/invoice/${a.invoice.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(errors.printTemplateNotFound.code);
  });
});

describe('POST /print/convert-to-pdf refusals', () => {
  it('refuses a renamed .exe, a file over 5 MB, a request without the file, and callers without settings', async () => {
    const exe = await convert(t, 'mau.docx', exeBytes());
    expect(exe.statusCode).toBe(400);
    expect(exe.json().code).toBe(errors.invalidFileType.code);
    const big = await convert(t, 'to.docx', padTo(wordDocx(['x']), 5 * 1024 * 1024 + 1));
    expect(big.statusCode).toBe(400);
    expect(big.json()).toMatchObject({
      code: errors.fileTooLarge.code,
      message: expect.stringContaining('5 MB'),
    });
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/print/convert-to-pdf',
      headers: { ...a.owner.headers, 'content-type': 'application/json' },
      payload: {},
    });
    expect(none.statusCode).toBe(400);
    const cashier = await addStaffMember(t.app, a.clinicId, {
      screens: { [ScreenId.Billing]: PermissionLevel.Read },
    });
    expect((await convert(t, 'a.docx', wordDocx(['x']), cashier.headers)).statusCode).toBe(403);
    expect(conversions).toBe(0);
  });
});

describe.skipIf(!sofficeInstalled)('PDFs with LibreOffice', () => {
  it('prints a Vietnamese prescription through the clinic’s template: the text is in the PDF', async () => {
    await setTemplate(a, t.app, 'prescription', prescriptionTemplate());
    const res = await post(t, `/print/prescription/${a.appointmentId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Nguyễn Thị Lan');
    expect(text).toContain('Mời tái khám ngày 03/12/2099');
    expect(text).toContain('Lời dặn: Uống nhiều nước ấm');
    expect(text).toContain('Sáng 1 · Tối 1');
    expect(text).toContain(a.owner.input.clinicName);
  }, 120_000);

  it('serves the cached PDF until the document changes, then makes and caches a new one', async () => {
    const before = conversions;
    const again = await post(t, `/print/prescription/${a.appointmentId}`);
    expect(again.statusCode).toBe(200);
    expect(pdfText(again.rawPayload)).toContain('Nguyễn Thị Lan');
    expect(conversions).toBe(before);
    const [cached] = await t.app.deps.db
      .select()
      .from(printPdfs)
      .where(and(eq(printPdfs.clinicId, a.clinicId), eq(printPdfs.kind, 'prescription')));
    expect(cached).toMatchObject({ documentId: a.appointmentId });

    await a.prescribeAdvice('Kiêng đồ lạnh, nghỉ ngơi');
    const edited = await post(t, `/print/prescription/${a.appointmentId}`);
    expect(edited.statusCode).toBe(200);
    expect(pdfText(edited.rawPayload)).toContain('Kiêng đồ lạnh, nghỉ ngơi');
    expect(conversions).toBe(before + 1);
    // The new PDF replaced the old one: one row, one PDF file, the old file's row gone.
    const rows = await t.app.deps.db.select().from(printPdfs).where(eq(printPdfs.clinicId, a.clinicId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.fileId).not.toBe(cached!.fileId);
    const pdfFiles = await t.app.deps.db
      .select({ id: physicalFiles.id })
      .from(physicalFiles)
      .where(and(eq(physicalFiles.clinicId, a.clinicId), eq(physicalFiles.kind, FileKind.PrintTemplatePdf)));
    expect(pdfFiles).toEqual([{ id: rows[0]!.fileId }]);
    // Who prints and when is not part of the document: another user's print is the cached one.
    const doctor = await addStaffMember(t.app, a.clinicId, {
      screens: { [ScreenId.TodayExaminations]: PermissionLevel.Read },
    });
    expect((await post(t, `/print/prescription/${a.appointmentId}`, doctor.headers)).statusCode).toBe(200);
    expect(conversions).toBe(before + 1);
  }, 120_000);

  it('converts an uploaded .docx, and previews a template with demo data', async () => {
    const res = await convert(t, 'Giấy hẹn.docx', wordDocx(['Giấy hẹn khám: Trần Thị Ánh']));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(pdfText(res.rawPayload)).toContain('Giấy hẹn khám: Trần Thị Ánh');

    const current = await post(t, '/print/templates/prescription/preview', a.owner.headers, {});
    expect(current.statusCode, current.body).toBe(200);
    expect(pdfText(current.rawPayload)).toContain('Nguyễn Thị Hồng Nhung');
    const upload = await uploadTestFile(t.app, a.owner.headers, {
      kind: FileKind.PrintTemplate,
      name: 'moi.docx',
      bytes: wordDocx(['Hóa đơn {invoice.code}: {invoice.totalInWords}']),
    });
    const tried = await post(t, '/print/templates/invoice/preview', a.owner.headers, {
      physicalFileId: upload.physicalFileId,
    });
    expect(tried.statusCode, tried.body).toBe(200);
    expect(pdfText(tried.rawPayload)).toContain('Hóa đơn HD-000315: Bốn trăm năm mươi nghìn đồng');
  }, 120_000);

  it('answers 10 conversions of two clinics at once, one LibreOffice run at a time', async () => {
    const lock = path.join(work, 'running');
    const overlap = path.join(work, 'overlap');
    const soffice = findExecutable(['soffice', 'libreoffice'])!;
    const script = path.join(work, 'counting-soffice');
    writeFileSync(
      script,
      `#!/bin/sh\nmkdir ${lock} 2>/dev/null || touch ${overlap}\n${soffice} "$@"\nrc=$?\nrmdir ${lock}\nexit $rc\n`,
    );
    chmodSync(script, 0o755);
    const queued = await createTestApp({ ...shared, sofficePath: script }, { database });
    try {
      // Five each: as many as one clinic may have under way at once.
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          convert(
            queued,
            `tai-lieu-${i}.docx`,
            wordDocx([`Tài liệu số ${i + 1}`]),
            (i % 2 ? b : a).owner.headers,
          ),
        ),
      );
      answers.forEach((res, i) => {
        expect(res.statusCode, res.body).toBe(200);
        expect(pdfText(res.rawPayload)).toContain(`Tài liệu số ${i + 1}`);
      });
      expect(existsSync(overlap), 'two conversions ran at once').toBe(false);
    } finally {
      await queued.close();
    }
  }, 300_000);
});

describe('without LibreOffice, or with a hung one', () => {
  it('answers the .docx routes with the translated pdfUnavailable, while the data and built-in printing work', async () => {
    await setTemplate(a, t.app, 'appointment', wordDocx(['Mã lịch hẹn: {bookingCode}']));
    const bare = await createTestApp(
      { ...shared, sofficePath: path.join(work, 'no-soffice-here') },
      { database },
    );
    try {
      const templates = await bare.app.inject({
        method: 'GET',
        url: '/api/print/templates',
        headers: a.owner.headers,
      });
      expect(templates.json().data.pdfAvailable).toBe(false);
      const vi = await post(bare, `/print/appointment/${a.appointmentId}`);
      expect(vi.statusCode).toBe(503);
      expect(vi.json()).toMatchObject({ code: 'PSYS_5031', message: errors.pdfUnavailable.vi });
      const en = await post(bare, `/print/appointment/${a.appointmentId}?lang=en`);
      expect(en.json()).toMatchObject({ code: 'PSYS_5031', message: errors.pdfUnavailable.en });
      expect((await convert(bare, 'a.docx', wordDocx(['x']))).json().code).toBe('PSYS_5031');
      expect((await post(bare, '/print/templates/appointment/preview', a.owner.headers, {})).statusCode).toBe(
        503,
      );
      const data = await bare.app.inject({
        method: 'GET',
        url: `/api/print/appointment/${a.appointmentId}/data`,
        headers: a.owner.headers,
      });
      expect(data.statusCode).toBe(200);
      expect(data.json().data.kind).toBe('appointment');
    } finally {
      await bare.close();
    }
  });

  it('kills a hung conversion after the timeout (pdfConversionFailed), and the next print succeeds', async () => {
    await setTemplate(a, t.app, 'checkInSheet', wordDocx(['{formName}']));
    const hanging = await createTestApp(
      {
        ...shared,
        sofficePath: writeScript(
          'hanging-soffice',
          hangOnce(path.join(work, 'hung'), path.join(work, 'hung.pids')),
        ),
        pdfTimeoutMs: 1500,
      },
      { database },
    );
    try {
      const first = await post(hanging, `/print/checkInSheet/${a.appointmentId}`);
      expect(first.statusCode).toBe(503);
      expect(first.json()).toMatchObject({ code: 'PSYS_5032', message: errors.pdfConversionFailed.vi });
      const next = await post(hanging, `/print/checkInSheet/${a.appointmentId}`);
      expect(next.statusCode, next.body).toBe(200);
      expect(pdfText(next.rawPayload)).toContain('fake soffice');
    } finally {
      await hanging.close();
    }
  }, 60_000);
});

function writeScript(name: string, body: string) {
  const file = path.join(work, name);
  writeFileSync(file, `#!/bin/sh\n${body}\n`);
  chmodSync(file, 0o755);
  return file;
}
