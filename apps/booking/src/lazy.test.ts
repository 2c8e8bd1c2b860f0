import { afterEach, expect, it, vi } from 'vitest';
import { prefetchPages } from './lazy';

// The later pages are fetched one per idle period: a single idle callback that loaded all five made one
// long task of up to 100 ms on a slow phone, right while the patient could first tap the page.

afterEach(() => {
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

it('loads one page per idle period, and all five in the end', async () => {
  const pending = stubIdle();
  prefetchPages();
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
  pending.shift()?.();
  stop();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(pending).toHaveLength(0);
});
