import { serveThreadJobs } from '../worker/serve-thread-jobs.js';
import { sanitiseDocx } from './docx-sanitise.js';

// The worker thread that cleans each .docx before it is converted (sanitise-thread.ts sends the jobs).
serveThreadJobs<Uint8Array, { docx: Uint8Array; removed: Record<string, number> }>((docx) =>
  sanitiseDocx(docx),
);
