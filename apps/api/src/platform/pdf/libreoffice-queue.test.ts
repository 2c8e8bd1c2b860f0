import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AppError } from '@clinic/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { pdfText, quickSoffice, sofficeInstalled, wordDocx } from '../../testing/docx-fixtures.js';
import { libreOfficeConverter, MAX_QUEUED_PER_CLINIC } from './libreoffice.js';

// The clinics take turns at the one LibreOffice worker: one clinic's queue delays another clinic's conversion by
// at most the conversion running, and a clinic with too many under way is refused more (pdfQueueFull).

const work = mkdtempSync(path.join(tmpdir(), 'lo-queue-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe.skipIf(!sofficeInstalled)('clinics’ turns', () => {
  it('a clinic’s one conversion completes after at most one of another clinic’s queued ones', async () => {
    const converter = libreOfficeConverter({
      binary: undefined,
      timeoutMs: 60_000,
      dataDir: path.join(work, 'turns'),
    });
    const completed: string[] = [];
    const convert = (clinicId: number, name: string) =>
      converter.convert(wordDocx([`Tài liệu ${name}`]), { clinicId }).then((pdf) => {
        completed.push(name);
        return pdf;
      });
    try {
      // Clinic 1 queues four, then clinic 2 one.
      const busy = ['A1', 'A2', 'A3', 'A4'].map((name) => convert(1, name));
      const other = convert(2, 'B1');
      const pdfs = await Promise.all([...busy, other]);
      expect(pdfText(pdfs[4]!)).toContain('Tài liệu B1');
    } finally {
      await converter.close();
    }
    expect(completed).toEqual(['A1', 'B1', 'A2', 'A3', 'A4']);
  }, 120_000);
});

describe('a clinic’s limit', () => {
  it(`refuses a clinic's conversion past ${MAX_QUEUED_PER_CLINIC} under way, while another clinic's still queue`, async () => {
    const quick = quickSoffice(work);
    const converter = libreOfficeConverter({
      binary: quick,
      timeoutMs: 20_000,
      dataDir: path.join(work, 'limit'),
    });
    const docx = wordDocx(['Giới hạn']);
    try {
      const accepted = Array.from({ length: MAX_QUEUED_PER_CLINIC }, () =>
        converter.convert(docx, { clinicId: 1 }),
      );
      const refused = await converter.convert(docx, { clinicId: 1 }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(AppError);
      expect(refused).toMatchObject({
        key: 'pdfQueueFull',
        status: 429,
        params: { max: MAX_QUEUED_PER_CLINIC },
      });
      expect((refused as AppError).text('vi')).toBe(
        `Phòng khám đang có ${MAX_QUEUED_PER_CLINIC} tài liệu chờ chuyển sang PDF. Vui lòng thử lại sau ít phút.`,
      );
      const other = converter.convert(docx, { clinicId: 2 });
      for (const made of await Promise.all([...accepted, other]))
        expect(pdfText(made)).toContain('quick soffice');
      // Once its conversions are done, the clinic converts again.
      expect(pdfText(await converter.convert(docx, { clinicId: 1 }))).toContain('quick soffice');
    } finally {
      await converter.close();
    }
  }, 60_000);
});
