import { AppError } from '@clinic/domain';
import { serveThreadJobs } from '../platform/worker/serve-thread-jobs.js';

// A worker module for the thread-jobs tests: echoes, throws an AppError, fills its heap, or never answers.
const kept: unknown[] = [];
serveThreadJobs<{ kind: 'echo' | 'refuse' | 'hog' | 'spin'; text?: string }, string>((job) => {
  if (job.kind === 'refuse') throw new AppError('docxUnzippedTooLarge', { params: { max: '1 MB' } });
  if (job.kind === 'hog') for (;;) kept.push(new Array(1_000_000).fill(job));
  if (job.kind === 'spin') for (;;);
  return `echo: ${job.text}`;
});
