import { serveThreadJobs } from '../../platform/worker/serve-thread-jobs.js';
import { checkTemplate, fillDocx } from './docx.js';
import type { DocxJob } from './docx-thread.js';

// The worker thread that checks and fills the clinics' .docx templates (docx-thread.ts sends the jobs).
serveThreadJobs<DocxJob, Uint8Array | null>((job) => {
  if (job.kind === 'check') {
    checkTemplate(job.template);
    return null;
  }
  return fillDocx(job.template, job.data);
});
