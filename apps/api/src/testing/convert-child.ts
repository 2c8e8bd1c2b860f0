import { libreOfficeConverter } from '../platform/pdf/libreoffice.js';
import { docxPackage } from './docx-fixtures.js';

// A process that converts one long document with the real soffice, the data folder given as its argument: the
// tests kill it (`kill -9`) mid-conversion, as an API crashing, and look at what it leaves behind. 8 000 pages
// (600 KB of XML, within the template limits) take soffice over 10 s, so an orphan would still run when the test
// looks.
const converter = libreOfficeConverter({ binary: undefined, timeoutMs: 120_000, dataDir: process.argv[2] });
const page = (i: number) => `<w:p><w:r><w:t>Trang ${i + 1}</w:t></w:r><w:r><w:br w:type="page"/></w:r></w:p>`;
const body = Array.from({ length: 8_000 }, (_, i) => page(i)).join('');
await converter.convert(docxPackage({ body }), { clinicId: 1 });
await converter.close();
