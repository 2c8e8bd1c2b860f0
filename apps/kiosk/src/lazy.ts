import { lazy } from 'react';

// The start screen is all the first download carries. The camera step (html5-qrcode) and the ticket
// (react-to-print) are chunks of their own, fetched while the kiosk idles, so no tap waits on the network.

const steps = {
  scan: () => import('./scan/ScanStep'),
  ticket: () => import('./ticket/TicketStep'),
};

export const ScanStep = lazy(steps.scan);
export const TicketStep = lazy(steps.ticket);

/** Fetches the later steps once the browser is idle (a failure is retried when the step is needed). */
export function prefetchSteps(): () => void {
  const run = () => {
    for (const load of Object.values(steps)) load().catch(() => undefined);
  };
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 3000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 1000);
  return () => clearTimeout(timer);
}
