// A worker thread's entry: loads the module named by workerData.module (a file URL). Run from its TypeScript
// sources (`pnpm dev` under tsx, the tests under vitest), the API's worker modules are .ts, and Node 20 does not
// carry `--import tsx` into a worker thread, so this plain-JS entry registers tsx (resolved from here, the API's
// own dependency) for the thread first. The build (build.mjs) copies this file beside its bundles, whose worker
// modules are JavaScript: those are imported as they are, and tsx is not loaded at all.
import { workerData } from 'node:worker_threads';

const { module } = workerData;
if (/\.[cm]?ts$/.test(new URL(module).pathname)) {
  const { tsImport } = await import('tsx/esm/api');
  await tsImport(module, import.meta.url);
} else await import(module);
