import { type ResourceLimits, Worker } from 'node:worker_threads';
import { AppError, isErrorKey, type TextParams } from '@clinic/domain';

// CPU- and memory-heavy work (filling a .docx template…) run in a worker thread instead of on the API's event
// loop, so health checks and every other request keep being answered meanwhile, and the thread's heap is bounded
// (resourceLimits) instead of growing the API's. One thread, one job at a time, in arrival order; a job past its
// time, or a thread past its memory, has the thread terminated (the next job starts a new one). A thread left idle
// ends after a while, and never keeps the process alive. Errors come back as they were thrown: an AppError with
// its key and params, anything else as an Error with its message.

/** What a worker answers for one job (see serveThreadJobs). */
export type ThreadAnswer<T> =
  | { id: number; ok: true; value: T }
  | { id: number; ok: false; error: { key?: string; params?: TextParams; message: string } };

export interface ThreadJobsOptions {
  /** The worker's module: a file URL (TypeScript under tsx, or compiled JavaScript). */
  module: URL;
  resourceLimits: ResourceLimits;
  /** How long one job may run before its thread is terminated. */
  timeoutMs: number;
  /** The error a job answers when its thread ran out of time or memory, or died. */
  failed: (reason: 'timeout' | 'memory' | 'crash', cause: unknown) => Error;
  /** How long an idle thread is kept for the next job (its heap stays as large as its largest job until it ends). */
  idleMs?: number;
}

const ENTRY = new URL('./typescript-worker.mjs', import.meta.url);

export function threadJobs<Request, Response>(options: ThreadJobsOptions) {
  let worker: Worker | undefined;
  let chain: Promise<unknown> = Promise.resolve();
  let idleTimer: NodeJS.Timeout | undefined;
  let nextId = 1;

  const stop = (thread: Worker) => {
    if (worker === thread) worker = undefined;
    void thread.terminate();
  };

  const thread = () => {
    if (idleTimer) clearTimeout(idleTimer);
    worker ??= new Worker(ENTRY, {
      workerData: { module: options.module.href },
      resourceLimits: options.resourceLimits,
      // Its output is the API's own log lines: nothing to keep apart.
      stdout: false,
      stderr: false,
    });
    return worker;
  };

  const runNow = (request: Request) =>
    new Promise<Response>((resolve, reject) => {
      const current = thread();
      current.ref();
      const id = nextId++;
      const done = () => {
        clearTimeout(timer);
        current.off('message', onMessage);
        current.off('error', onError);
        current.off('exit', onExit);
        current.unref();
        idleTimer = setTimeout(() => stop(current), options.idleMs ?? 15_000);
        idleTimer.unref();
      };
      const onMessage = (answer: ThreadAnswer<Response>) => {
        if (answer.id !== id) return;
        done();
        if (answer.ok) resolve(answer.value);
        else {
          const { key, params, message } = answer.error;
          reject(key && isErrorKey(key) ? new AppError(key, { params: params ?? {} }) : new Error(message));
        }
      };
      const onError = (error: Error & { code?: string }) => {
        done();
        stop(current);
        reject(options.failed(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'crash', error));
      };
      const onExit = (code: number) => {
        done();
        if (worker === current) worker = undefined;
        reject(options.failed('crash', new Error(`the worker thread exited with ${code}`)));
      };
      const timer = setTimeout(() => {
        done();
        stop(current);
        reject(options.failed('timeout', new Error(`no answer within ${options.timeoutMs} ms`)));
      }, options.timeoutMs);
      current.on('message', onMessage);
      current.once('error', onError);
      current.once('exit', onExit);
      current.postMessage({ id, request });
    });

  return {
    /** Runs one job in the thread, after those before it. */
    run(request: Request): Promise<Response> {
      const job = chain.then(() => runNow(request));
      chain = job.catch(() => {});
      return job;
    },
    /** Ends the thread (a job under way fails). */
    async close() {
      if (idleTimer) clearTimeout(idleTimer);
      if (worker) stop(worker);
    },
  };
}
