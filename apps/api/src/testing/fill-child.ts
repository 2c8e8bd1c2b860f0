import { fillDocxInThread } from '../modules/print/docx-thread.js';
import { docxText, wordDocx } from './docx-fixtures.js';

// Fills a template in the print worker thread from a process started as the API is (`node --import tsx`), and
// prints the filled text: the worker's module must be found outside vitest too.
const filled = await fillDocxInThread(wordDocx(['Bệnh nhân: {patient.fullName}']), {
  patient: { fullName: process.argv[2] },
});
process.stdout.write(docxText(filled));
