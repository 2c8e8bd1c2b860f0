import { AppError } from '@clinic/domain';
import { describe, expect, it } from 'vitest';
import { threadJobs } from './thread-jobs.js';

// A worker thread's jobs: answers and errors come back as they were, and a job past its memory or its time
// stops the thread alone, the next job starting a new one.

type Job = { kind: 'echo' | 'refuse' | 'hog' | 'spin'; text?: string };

const jobs = () =>
  threadJobs<Job, string>({
    module: new URL('../../testing/thread-jobs-worker.ts', import.meta.url),
    resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16 },
    timeoutMs: 5_000,
    failed: (reason) => new Error(`failed: ${reason}`),
  });

describe('thread jobs', () => {
  it('answers in order, and gives back an AppError with its key and params', async () => {
    const thread = jobs();
    try {
      const answers = await Promise.all([
        thread.run({ kind: 'echo', text: 'một' }),
        thread.run({ kind: 'refuse' }).catch((error: unknown) => error),
        thread.run({ kind: 'echo', text: 'hai' }),
      ]);
      expect(answers[0]).toBe('echo: một');
      expect(answers[1]).toBeInstanceOf(AppError);
      expect(answers[1]).toMatchObject({ key: 'docxUnzippedTooLarge', params: { max: '1 MB' } });
      expect(answers[2]).toBe('echo: hai');
    } finally {
      await thread.close();
    }
  }, 30_000);

  it('a job past the thread’s memory, or past its time, fails alone; the next job runs in a new thread', async () => {
    const thread = jobs();
    try {
      await expect(thread.run({ kind: 'hog' })).rejects.toThrow('failed: memory');
      expect(await thread.run({ kind: 'echo', text: 'sau khi hết bộ nhớ' })).toBe('echo: sau khi hết bộ nhớ');
      await expect(thread.run({ kind: 'spin' })).rejects.toThrow('failed: timeout');
      expect(await thread.run({ kind: 'echo', text: 'sau khi quá giờ' })).toBe('echo: sau khi quá giờ');
    } finally {
      await thread.close();
    }
  }, 60_000);
});
