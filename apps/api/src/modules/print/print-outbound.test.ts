import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { errors, FileKind } from '@clinic/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { physicalFiles } from '../../db/schema/index.js';
import { findExecutable } from '../../platform/pdf/libreoffice.js';
import {
  complexField,
  countingListener,
  docxPackage,
  para,
  pdfImageCount,
  pdfText,
  picture,
  rel,
  simpleField,
  sofficeInstalled,
  wordDocx,
} from '../../testing/docx-fixtures.js';
import { pngBytes, uploadTestFile } from '../../testing/file-fixtures.js';
import { cloneTestDatabase, createTestApp, signUpClinic, type TestApp } from '../../testing/harness.js';
import { multipart, type PrintClinic, printClinic, setTemplate } from './print.fixture.js';

// Documents never reach out: a clinic's template that links pictures or text from outside the file — on the
// server's own network (a listener here stands for an internal service or a cloud metadata address), or on its disk
// (another clinic's uploads) — prints without them, through every path that makes a PDF: a document printed with
// the template, a preview, the conversion service. A macro-enabled file is refused. Real LibreOffice throughout.

const work = mkdtempSync(path.join(tmpdir(), 'print-outbound-'));
const dataDir = path.join(work, 'data');
let database: Database;
let t: TestApp;
let b: PrintClinic;
let listener: Awaited<ReturnType<typeof countingListener>>;
/** Clinic A's uploads on the server's disk: a picture and a Word file with a secret line in it. */
let victim: { picture: string; secretDocx: string; pictureKey: string };
const SECRET = 'BÍ MẬT CỦA PHÒNG KHÁM A';

beforeAll(async () => {
  listener = await countingListener(pngBytes());
  database = await cloneTestDatabase();
  t = await createTestApp({ dataDir }, { database });
  const a = await signUpClinic(t.app, 'A');
  const stored = async (kind: FileKind, name: string, bytes: Buffer) => {
    const file = await uploadTestFile(t.app, a.headers, { kind, name, bytes });
    const [row] = await t.app.deps.db
      .select({ storageKey: physicalFiles.storageKey })
      .from(physicalFiles)
      .where(eq(physicalFiles.id, file.physicalFileId));
    return row!.storageKey;
  };
  const pictureKey = await stored(FileKind.PropertyImage, 'logo.png', pngBytes());
  const secretKey = await stored(FileKind.PrintTemplate, 'mau.docx', wordDocx([SECRET]));
  victim = {
    picture: path.join(dataDir, 'files', pictureKey),
    secretDocx: path.join(dataDir, 'files', secretKey),
    pictureKey,
  };
  // The files are really there, readable by the server: what the test must keep out of clinic B's PDFs.
  expect(readFileSync(victim.picture)).toEqual(pngBytes());
  b = await printClinic(t, 'B');
}, 180_000);
afterAll(async () => {
  await t?.close();
  await database?.close();
  await listener?.close();
  rmSync(work, { recursive: true, force: true });
});

const post = (url: string, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: b.owner.headers,
    ...(payload ? { payload } : {}),
  });
const convert = (bytes: Buffer, lang = 'vi') => {
  const body = multipart('file', 'mau.docx', bytes);
  return t.app.inject({
    method: 'POST',
    url: `/api/print/convert-to-pdf?lang=${lang}`,
    headers: { ...b.owner.headers, ...body.headers },
    payload: body.payload,
  });
};

describe.skipIf(!sofficeInstalled)('a template never makes the server fetch anything', () => {
  it('pictures linked to the server’s own network: set, printed, previewed, converted, and the listener hears nothing', async () => {
    const template = docxPackage({
      body:
        para('Bệnh nhân: {patient.fullName}') +
        `<w:p>${picture('rIdLogo')}</w:p>` +
        // INCLUDEPICTURE as Word writes it: the field, and its last result a picture linked to the same address.
        `<w:p>${complexField(`INCLUDEPICTURE "${listener.url('field.png')}" \\d`, picture('rIdField'))}</w:p>` +
        para('Mời tái khám ngày {reExamDateText}'),
      rels:
        rel('rIdLogo', 'image', listener.url('latest/meta-data/logo.png')) +
        rel('rIdField', 'image', listener.url('field-result.png')),
      header: {
        body: `<w:p>${picture('rIdHeaderLogo')}</w:p>`,
        rels: rel('rIdHeaderLogo', 'image', listener.url('header.png')),
      },
    });
    await setTemplate(b, t.app, 'prescription', template);

    const printed = await post(`/print/prescription/${b.appointmentId}`);
    expect(printed.statusCode, printed.body).toBe(200);
    const text = pdfText(printed.rawPayload);
    expect(text).toContain('Bệnh nhân: Nguyễn Thị Lan');
    expect(text).toContain('Mời tái khám ngày 03/12/2099');
    const preview = await post('/print/templates/prescription/preview', {});
    expect(preview.statusCode, preview.body).toBe(200);
    const converted = await convert(template);
    expect(converted.statusCode, converted.body).toBe(200);

    expect(listener.seen).toEqual([]);
  }, 180_000);

  it('another clinic’s uploads linked by file://, a relative path, a field or an SVG never reach the PDF', async () => {
    const template = docxPackage({
      body:
        para('Phiếu khám {patient.fullName}') +
        `<w:p>${picture('rIdFile')}</w:p>` +
        // Relative to where the old worker kept its jobs (DATA_DIR/pdf/lo-jobs/<job>/document.docx).
        `<w:p>${picture('rIdRelative')}</w:p>` +
        `<w:p>${complexField(`INCLUDEPICTURE "${victim.picture}" \\d`, picture('rIdFieldFile'))}</w:p>` +
        `<w:p>${complexField(`INCLUDETEXT "file://${victim.secretDocx}"`, '<w:r><w:t>kết quả cũ</w:t></w:r>')}</w:p>` +
        `<w:p>${simpleField(`INCLUDETEXT "${victim.secretDocx}"`, 'kết quả cũ')}</w:p>` +
        // An embedded SVG picture drawing the file in: neither the namespace nor the profile stops this one.
        `<w:p>${picture('rIdSvg', 'embed')}</w:p>`,
      rels:
        rel('rIdFile', 'image', `file://${victim.picture}`) +
        rel('rIdRelative', 'image', `../../../files/${victim.pictureKey}`) +
        rel('rIdFieldFile', 'image', victim.picture) +
        rel('rIdSvg', 'image', 'media/logo.svg', false),
      parts: {
        'word/media/logo.svg':
          '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">' +
          `<image width="100" height="100" href="file://${victim.picture}"/></svg>`,
      },
      contentTypes: '<Default Extension="svg" ContentType="image/svg+xml"/>',
    });
    await setTemplate(b, t.app, 'checkInSheet', template);
    const printed = await post(`/print/checkInSheet/${b.appointmentId}`);
    expect(printed.statusCode, printed.body).toBe(200);
    const text = pdfText(printed.rawPayload);
    expect(text).toContain('Phiếu khám Nguyễn Thị Lan');
    expect(text).not.toContain(SECRET);
    expect(pdfImageCount(printed.rawPayload)).toBe(0);
  }, 120_000);

  it('refuses a macro-enabled document with the translated error, as a template and for conversion', async () => {
    const macros = docxPackage({
      body: para('Hóa đơn {invoice.code}'),
      mainType: 'application/vnd.ms-word.document.macroEnabled.main+xml',
      rels: rel('rIdVba', 'vbaProject', 'vbaProject.bin', false).replace(
        'http://schemas.openxmlformats.org/officeDocument/2006/relationships/vbaProject',
        'http://schemas.microsoft.com/office/2006/relationships/vbaProject',
      ),
      parts: { 'word/vbaProject.bin': Buffer.from('\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1', 'latin1') },
      contentTypes: '<Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/>',
    });
    const file = await uploadTestFile(t.app, b.owner.headers, {
      kind: FileKind.PrintTemplate,
      name: 'macro.docx',
      bytes: macros,
    });
    const set = await b.call('PUT', '/print/templates/invoice', { physicalFileId: file.physicalFileId });
    expect(set.statusCode).toBe(400);
    expect(set.json()).toMatchObject({
      code: errors.printTemplateHasMacros.code,
      message: errors.printTemplateHasMacros.vi,
    });
    const en = await convert(macros, 'en');
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({
      code: errors.printTemplateHasMacros.code,
      message: errors.printTemplateHasMacros.en,
    });
  });

  it('a document LibreOffice itself wrote (styles, table, hyperlink, Vietnamese) converts whole', async () => {
    // A real word processor's .docx has far more parts than the fixtures: styles, settings, fonts, numbering.
    const dir = mkdtempSync(path.join(work, 'written-'));
    const html = path.join(dir, 'don-thuoc.html');
    writeFileSync(
      html,
      '<html><head><meta charset="utf-8"></head><body><h1>Đơn thuốc</h1>' +
        '<p><b>Bệnh nhân:</b> Nguyễn Thị Hồng Nhung, <i>Quận Hoàn Kiếm, Hà Nội</i></p>' +
        '<table border="1"><tr><td>Amoxicillin 500mg</td><td>Sáng 1 · Tối 1</td></tr></table>' +
        '<ul><li>Uống nhiều nước ấm</li></ul><p><a href="https://phongkham.example.vn">phongkham.example.vn</a></p></body></html>',
    );
    const soffice = findExecutable(['soffice', 'libreoffice'])!;
    execFileSync(soffice, [
      `-env:UserInstallation=file://${path.join(dir, 'profile')}`,
      '--headless',
      '--convert-to',
      'docx:MS Word 2007 XML',
      '--outdir',
      dir,
      html,
    ]);
    const res = await convert(readFileSync(path.join(dir, 'don-thuoc.docx')));
    expect(res.statusCode, res.body).toBe(200);
    const text = pdfText(res.rawPayload);
    for (const line of [
      'Đơn thuốc',
      'Bệnh nhân: Nguyễn Thị Hồng Nhung',
      'Quận Hoàn Kiếm, Hà Nội',
      'Amoxicillin 500mg',
      'Sáng 1 · Tối 1',
      'Uống nhiều nước ấm',
      'phongkham.example.vn',
    ])
      expect(text).toContain(line);
  }, 120_000);
});
