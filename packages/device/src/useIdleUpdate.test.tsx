import { appUpdate } from '@clinic/pwa';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOUCH_EVENTS } from './useIdle';
import { useIdleUpdate } from './useIdleUpdate';

const update = vi.fn(async () => undefined);
beforeEach(() => {
  vi.useFakeTimers();
  update.mockClear();
  appUpdate.setUpdater(update);
});
afterEach(() => {
  vi.useRealTimers();
  // The app-wide store outlives a test: no prompt left waiting for the next one.
  if (appUpdate.getSnapshot().needRefresh) void appUpdate.accept();
});

describe('useIdleUpdate', () => {
  it('installs a waiting version after the quiet seconds, a touch starting them again (the kiosk)', () => {
    renderHook(() => useIdleUpdate(true, { seconds: 30, activity: TOUCH_EVENTS }));
    act(() => appUpdate.showUpdatePrompt());
    act(() => vi.advanceTimersByTime(20_000));
    act(() => void window.dispatchEvent(new Event('touchstart')));
    act(() => vi.advanceTimersByTime(29_000));
    expect(update).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1_000));
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('waits while the app is not quiet, then counts from the moment it is (the display between calls)', () => {
    const { rerender } = renderHook(({ quiet }) => useIdleUpdate(quiet, { seconds: 30, activity: [] }), {
      initialProps: { quiet: false },
    });
    act(() => appUpdate.showUpdatePrompt());
    act(() => vi.advanceTimersByTime(60_000));
    expect(update).not.toHaveBeenCalled();
    rerender({ quiet: true });
    act(() => vi.advanceTimersByTime(29_000));
    expect(update).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1_000));
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('does nothing without a waiting version', () => {
    renderHook(() => useIdleUpdate(true, { seconds: 30, activity: [] }));
    act(() => vi.advanceTimersByTime(120_000));
    expect(update).not.toHaveBeenCalled();
  });
});
