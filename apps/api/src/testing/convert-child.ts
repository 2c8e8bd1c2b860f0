import { libreOfficeConverter } from '../platform/pdf/libreoffice.js';
import { wordDocx } from './docx-fixtures.js';

// A process that converts one long document with the real soffice, the data folder given as its argument: the
// tests kill it (`kill -9`) mid-conversion, as an API crashing, and look at what it leaves behind. The document
// takes soffice over 10 s, so an orphan would still run when the test looks.
const converter = libreOfficeConverter({ binary: undefined, timeoutMs: 120_000, dataDir: process.argv[2] });
const lines = Array.from({ length: 100_000 }, (_, i) => `Dòng số ${i + 1} của một đơn thuốc rất dài`);
await converter.convert(wordDocx(lines), { clinicId: 1 });
await converter.close();
