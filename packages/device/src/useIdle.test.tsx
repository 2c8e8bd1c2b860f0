import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIdle } from './useIdle';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useIdle', () => {
  it('counts down while active, a touch restarting the count, and calls onIdle at zero', () => {
    const onIdle = vi.fn();
    const { result } = renderHook(() => useIdle(true, 30, onIdle));
    act(() => vi.advanceTimersByTime(20_000));
    expect(result.current).toBe(10);
    act(() => void window.dispatchEvent(new Event('pointerdown')));
    expect(result.current).toBe(30);
    act(() => vi.advanceTimersByTime(29_000));
    expect(onIdle).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1_000));
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('without activity events only the quiet counts: a touch changes nothing (the display)', () => {
    const onIdle = vi.fn();
    renderHook(() => useIdle(true, 30, onIdle, { activity: [] }));
    act(() => vi.advanceTimersByTime(20_000));
    act(() => void window.dispatchEvent(new Event('pointerdown')));
    act(() => vi.advanceTimersByTime(10_000));
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('starts again when it stops being active or its restart key changes', () => {
    const onIdle = vi.fn();
    const { rerender } = renderHook(({ active, step }) => useIdle(active, 30, onIdle, { restartKey: step }), {
      initialProps: { active: true, step: 'type' },
    });
    act(() => vi.advanceTimersByTime(20_000));
    rerender({ active: true, step: 'confirm' });
    act(() => vi.advanceTimersByTime(20_000));
    rerender({ active: false, step: 'confirm' });
    act(() => vi.advanceTimersByTime(60_000));
    expect(onIdle).not.toHaveBeenCalled();
  });
});
