import { parentPort } from 'node:worker_threads';
import { AppError } from '@clinic/domain';
import type { ThreadAnswer } from './thread-jobs.js';

/** Inside a worker thread: answers each job threadJobs sends with `handle`'s value, or the error it threw. */
export function serveThreadJobs<Request, Response>(
  handle: (request: Request) => Response | Promise<Response>,
) {
  const port = parentPort;
  if (!port) throw new Error('serveThreadJobs runs only inside a worker thread');
  port.on('message', async ({ id, request }: { id: number; request: Request }) => {
    let answer: ThreadAnswer<Response>;
    try {
      answer = { id, ok: true, value: await handle(request) };
    } catch (error) {
      answer = {
        id,
        ok: false,
        error:
          error instanceof AppError
            ? { key: error.key, params: error.params, message: error.message }
            : { message: error instanceof Error ? error.message : String(error) },
      };
    }
    port.postMessage(answer);
  });
}
