import { createRequire } from 'node:module';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './staff-sign-in';

// General settings' "Mẫu in" section: the owner uploads a Word template for the prescription through
// the real files flow (request → signed PUT → upload-done, which checks the bytes are a .docx), previews it and
// goes back to the built-in template. The /print/templates routes are answered by the API when it has them; a
// server without them (404) is stood in for here with the contract's answers, so the screen is exercised either way.

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A small real .docx with a value and a loop placeholder (pizzip, the API's own zip library). */
function prescriptionDocx(): Buffer {
  const PizZip = createRequire(new URL('../apps/api/package.json', import.meta.url))('pizzip');
  const zip = new PizZip();
  const w = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
  const p = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document ${w}><w:body>${[
      p('ĐƠN THUỐC — {clinic.name}'),
      p('Họ tên: {patient.fullName}   Tuổi: {patient.age}'),
      p('Chẩn đoán: {diagnosis}'),
      p('{#items}{index}. {name} — {quantity} {unitText} — {doseText}{/items}'),
      p('Mời tái khám ngày {reExamDateText}'),
    ].join('')}</w:body></w:document>`,
  );
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** A one-page PDF saying `text`: the stand-in preview's answer. */
function tinyPdf(text: string): Buffer {
  const content = `BT /F1 18 Tf 40 540 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 595] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** Answers /api/print/templates… like the contract when the API has no such routes yet (404). */
async function standInForMissingPrintRoutes(page: Page) {
  const templates = new Map<string, unknown>();
  await page.route(/\/api\/print\/templates/, async (route) => {
    const real = await route.fetch();
    if (real.status() !== 404) return route.fulfill({ response: real });
    const request = route.request();
    const kind = new URL(request.url()).pathname.split('/')[4];
    const json = (data: unknown) => route.fulfill({ json: { data } });
    if (request.method() === 'GET')
      return json({
        pdfAvailable: true,
        items: ['invoice', 'prescription', 'appointment', 'checkInSheet', 'resultSheet'].map((k) => ({
          kind: k,
          template: templates.get(k) ?? null,
        })),
      });
    if (request.url().endsWith('/preview'))
      return route.fulfill({ contentType: 'application/pdf', body: tinyPdf('Don thuoc - du lieu mau') });
    const { physicalFileId } = request.postDataJSON() as { physicalFileId: number | null };
    const template = physicalFileId && {
      physicalFileId,
      name: 'don-thuoc.docx',
      size: prescriptionDocx().length,
      updatedAt: new Date().toISOString(),
      updatedByName: 'Nguyễn Minh Anh',
    };
    templates.set(kind!, template || null);
    return json({ kind, template: template || null });
  });
}

test('the owner uploads a Word prescription template, previews it and goes back to the built-in one', async ({
  page,
}) => {
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  await page.setViewportSize({ width: 1366, height: 900 });
  await standInForMissingPrintRoutes(page);
  await signIn(page);
  await page.goto('/settings/general');
  const section = page.getByRole('region', { name: 'Mẫu in' });
  await expect(section.getByRole('heading', { name: /^Hóa đơn/ })).toBeVisible();
  const row = section
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: /^Đơn thuốc/ }) });
  await expect(row.getByText('Mẫu có sẵn', { exact: true })).toBeVisible();

  // A PDF is refused before a byte is sent.
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/files/request-upload-file')) uploads.push(r.url());
  });
  const input = page.getByTestId('print-template-input-prescription');
  await input.setInputFiles({ name: 'mau.pdf', mimeType: 'application/pdf', buffer: tinyPdf('x') });
  await expect(row.getByRole('alert')).toHaveText('mau.pdf: chỉ nhận tệp Word .docx.');
  expect(uploads).toEqual([]);

  await input.setInputFiles({ name: 'don-thuoc.docx', mimeType: DOCX, buffer: prescriptionDocx() });
  await expect(row.getByText('Mẫu Word của phòng khám', { exact: true })).toBeVisible();
  await expect(row.getByText(/don-thuoc\.docx · \d+ KB · cập nhật/)).toBeVisible();
  await expect(row.getByRole('link', { name: 'Tải mẫu về' })).toHaveAttribute('download', 'don-thuoc.docx');

  await row.getByText('Các trường dùng trong mẫu Đơn thuốc').click();
  await expect(row.getByText('{patient.fullName}')).toBeVisible();
  // A viewport tall enough for the whole screen: an element shot of a scrolled section slides under the header.
  await expect(page.getByText('Đã lưu mẫu in Đơn thuốc')).toHaveCount(0, { timeout: 10_000 });
  await page.setViewportSize({ width: 1366, height: 3600 });
  await section.screenshot({ path: 'test-results/print-settings-section.png' });
  await page.setViewportSize({ width: 1366, height: 900 });

  await row.getByRole('button', { name: 'Xem thử' }).click();
  const dialog = page.getByRole('dialog', { name: 'Xem thử Đơn thuốc với dữ liệu mẫu' });
  const frame = dialog.locator('iframe[title="Bản xem thử PDF"]');
  await expect(frame).toHaveAttribute('src', /^blob:/, { timeout: 30_000 });
  await expect(dialog.getByRole('link', { name: 'Tải PDF' })).toBeVisible();
  await page.waitForTimeout(1500); // the PDF viewer draws the page
  await page.screenshot({ path: 'test-results/print-settings-preview.png' });
  expect(cspViolations).toEqual([]);
  await dialog.getByRole('button', { name: 'Đóng' }).click();

  await row.getByRole('button', { name: 'Bỏ mẫu' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Dùng lại mẫu in có sẵn?' });
  await confirm.getByRole('button', { name: 'Bỏ mẫu' }).click();
  await expect(row.getByText('Mẫu có sẵn', { exact: true })).toBeVisible();
});
