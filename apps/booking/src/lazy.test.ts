import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { prefetchPages } from './lazy';

// The later pages are fetched a few seconds after the first screen, one per idle period: a single idle
// callback that loaded all five made one long task of up to 100 ms on a slow phone, right while the patient
// could first tap the page.

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function stubIdle() {
  const pending: Array<() => void> = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => pending.push(run));
  vi.stubGlobal('cancelIdleCallback', (handle: number) => {
    pending.splice(handle - 1, 1);
  });
  return pending;
}

it('waits while the first screen is new, then loads one page per idle period, and all five in the end', {
  timeout: 20_000,
}, async () => {
  const pending = stubIdle();
  prefetchPages();
  vi.advanceTimersByTime(2900);
  expect(pending).toHaveLength(0);
  vi.advanceTimersByTime(100);
  vi.useRealTimers();
  let periods = 0;
  while (pending.length > 0) {
    expect(pending).toHaveLength(1);
    pending.shift()?.();
    periods++;
    await vi.waitFor(() => expect(pending.length > 0 || periods === 5).toBe(true), { timeout: 10_000 });
  }
  expect(periods).toBe(5);
});

it('loads nothing more once stopped', async () => {
  const pending = stubIdle();
  const stop = prefetchPages();
  vi.advanceTimersByTime(3000);
  pending.shift()?.();
  stop();
  vi.useRealTimers();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(pending).toHaveLength(0);
});
