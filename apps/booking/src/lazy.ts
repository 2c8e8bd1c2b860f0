import { lazy } from 'react';

// The first screen (the clinic and its specialties) is all the first download carries; every later page is a
// chunk of its own, fetched while the patient reads the first one, so no tap waits on the network for code.

const pages = {
  doctor: () => import('./wizard/DoctorStep').then((m) => ({ default: m.DoctorStep })),
  time: () => import('./wizard/TimeStep').then((m) => ({ default: m.TimeStep })),
  details: () => import('./wizard/DetailsStep').then((m) => ({ default: m.DetailsStep })),
  result: () => import('./booking/ResultPage').then((m) => ({ default: m.ResultPage })),
  lookup: () => import('./booking/LookupPage'),
};

export const DoctorStep = lazy(pages.doctor);
export const TimeStep = lazy(pages.time);
export const DetailsStep = lazy(pages.details);
export const ResultPage = lazy(pages.result);
export const LookupPage = lazy(pages.lookup);

/** A patient reads the first screen for seconds before the first tap: its first moments stay free for input. */
const PREFETCH_AFTER_MS = 3000;

/**
 * Fetches the later pages a few seconds after the first screen shows, one page per idle period, so that
 * loading them never blocks a tap on the first screen (a failure is retried when the page is needed).
 */
export function prefetchPages(): () => void {
  const queue = Object.values(pages);
  let cancel = () => {};
  const next = () => {
    const load = queue.shift();
    if (!load) return;
    cancel = whenIdle(() => {
      load()
        .catch(() => undefined)
        .then(next);
    });
  };
  const start = setTimeout(next, PREFETCH_AFTER_MS);
  cancel = () => clearTimeout(start);
  return () => {
    queue.length = 0;
    cancel();
  };
}

function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 3000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 1000);
  return () => clearTimeout(timer);
}
