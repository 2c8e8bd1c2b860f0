import { AppError } from '@clinic/domain';
import { threadJobs } from '../worker/thread-jobs.js';
import { readDocxDirectory, unzippedTooLarge } from './docx-sanitise.js';

// Each .docx is cleaned (docx-sanitise.ts) in a worker thread rather than on the API's event loop: parsing and
// re-serialising every XML part of a large document takes seconds and several times its size in memory. A file
// too large once unzipped is refused here first, from its zip directory alone.

const workerModule = new URL(
  `./sanitise-worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`,
  import.meta.url,
);

const jobs = threadJobs<Uint8Array, { docx: Uint8Array; removed: Record<string, number> }>({
  module: workerModule,
  // Parsed XML takes some 50 times its size: this fits about 15 MB of XML (real templates hold a few hundred KB
  // of XML beside their pictures). Past it the thread stops, not the API, and the file is refused as too large.
  resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 },
  timeoutMs: 60_000,
  failed: (reason, cause) =>
    reason === 'memory' ? unzippedTooLarge() : new AppError('pdfConversionFailed', { cause }),
});

/** sanitiseDocx in the worker thread: the cleaned .docx, and what was removed by kind. */
export async function sanitiseDocxInThread(
  docx: Uint8Array,
): Promise<{ docx: Buffer; removed: Record<string, number> }> {
  readDocxDirectory(docx);
  const cleaned = await jobs.run(docx);
  return {
    docx: Buffer.from(cleaned.docx.buffer, cleaned.docx.byteOffset, cleaned.docx.byteLength),
    removed: cleaned.removed,
  };
}
