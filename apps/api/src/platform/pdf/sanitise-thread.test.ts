import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PizZip from 'pizzip';
import { afterAll, describe, expect, it } from 'vitest';
import { docxPackage, largeXmlDocx, para, picture, rel } from '../../testing/docx-fixtures.js';
import { libreOfficeConverter } from './libreoffice.js';
import { sanitiseDocxInThread } from './sanitise-thread.js';

// Each .docx is cleaned in a worker thread before it is converted, off the API's event loop, and one too large
// once unzipped is refused before it is cleaned or converted.

const work = mkdtempSync(path.join(tmpdir(), 'sanitise-thread-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('cleaning in the worker thread', () => {
  it('cleans a large document while the API’s event loop keeps turning', async () => {
    const body = Array.from({ length: 20_000 }, (_, i) => para(`Dòng ${i + 1}`)).join('');
    const docx = docxPackage({
      body: `${body}<w:p>${picture('rIdWeb')}</w:p>`,
      rels: rel('rIdWeb', 'image', 'http://169.254.169.254/latest/meta-data'),
    });
    let turns = 0;
    let cleaning = true;
    const turn = () => {
      turns += 1;
      if (cleaning) setImmediate(turn);
    };
    setImmediate(turn);
    const cleaned = await sanitiseDocxInThread(docx).finally(() => {
      cleaning = false;
    });
    // Cleaned on this thread, the whole document would have been parsed before any of these callbacks ran.
    expect(turns).toBeGreaterThan(1);
    expect(cleaned.removed).toEqual({ 'external relationship': 1 });
    const rels = new PizZip(cleaned.docx).file('word/_rels/document.xml.rels')!.asText();
    expect(rels).not.toContain('169.254.169.254');
  }, 60_000);

  it('refuses a .docx past 32 MB once unzipped with docxUnzippedTooLarge, and soffice never runs', async () => {
    const ran = path.join(work, 'soffice-ran');
    const soffice = path.join(work, 'recording-soffice');
    writeFileSync(soffice, `#!/bin/sh\ntouch ${ran}\n`);
    chmodSync(soffice, 0o755);
    const converter = libreOfficeConverter({ binary: soffice, timeoutMs: 20_000, dataDir: undefined });
    try {
      const refused = await converter
        .convert(largeXmlDocx(40, ['Quá lớn']), { clinicId: 1 })
        .catch((error: unknown) => error);
      expect(refused).toMatchObject({ key: 'docxUnzippedTooLarge', params: { max: '32 MB' } });
    } finally {
      await converter.close();
    }
    expect(existsSync(ran), 'soffice ran').toBe(false);
  }, 60_000);
});
