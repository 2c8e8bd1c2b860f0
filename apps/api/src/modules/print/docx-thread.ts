import { AppError } from '@clinic/domain';
import { readDocxDirectory, unzippedTooLarge } from '../../platform/pdf/docx-sanitise.js';
import { threadJobs } from '../../platform/worker/thread-jobs.js';
import { checkTemplateBytes } from './docx.js';

// Templates are checked and filled in a worker thread (docx-worker.ts), never on the API's event loop: a large
// template takes seconds of CPU and several times its unzipped size in memory, and meanwhile the API must keep
// answering every clinic. What is cheap is checked here first (the file's size and type, the unzipped size the zip
// declares), so an oversized file is refused before anything is handed to the thread.

export type DocxJob =
  | { kind: 'check'; template: Uint8Array }
  | { kind: 'fill'; template: Uint8Array; data: Record<string, unknown> };

/** The worker module beside this one: TypeScript when the API runs from its sources, JavaScript once compiled. */
const workerModule = new URL(
  `./docx-worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`,
  import.meta.url,
);

const jobs = threadJobs<DocxJob, Uint8Array | null>({
  module: workerModule,
  // Parsed XML takes some 50 times its size: this fits about 15 MB of XML (real templates hold a few hundred KB
  // of XML beside their pictures). Past it the thread stops, not the API, and the file is refused as too large.
  resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 },
  timeoutMs: 60_000,
  // Out of memory: the template is too large to fill; out of time or crashed: worth another try.
  failed: (reason, cause) =>
    reason === 'memory' ? unzippedTooLarge() : new AppError('pdfConversionFailed', { cause }),
});

/** checkTemplate (docx.ts) of an uploaded template, its heavy part in the worker thread. */
export async function checkTemplateInThread(template: Uint8Array): Promise<void> {
  checkTemplateBytes(template);
  readDocxDirectory(template);
  await jobs.run({ kind: 'check', template });
}

/** fillDocx (docx.ts) in the worker thread: the filled .docx. */
export async function fillDocxInThread(template: Uint8Array, data: Record<string, unknown>): Promise<Buffer> {
  readDocxDirectory(template);
  const filled = await jobs.run({ kind: 'fill', template, data });
  return Buffer.from(filled!.buffer, filled!.byteOffset, filled!.byteLength);
}
