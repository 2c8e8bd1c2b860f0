// A worker thread's entry: loads the TypeScript module named by workerData.module (a file URL). The API runs from
// its TypeScript sources under tsx (`node --import tsx src/main.ts`, as vitest does its own way), and Node 20 does
// not carry `--import tsx` into a worker thread, so this plain-JS entry registers tsx (resolved from here, the
// API's own dependency) for the thread first. A compiled module (.js, .mjs) is imported as it is.
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { module } = workerData;
if (/\.[cm]?ts$/.test(new URL(module).pathname)) await tsImport(module, import.meta.url);
else await import(module);
