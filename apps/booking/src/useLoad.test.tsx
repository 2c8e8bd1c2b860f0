import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLoad } from './useLoad';

describe('useLoad', () => {
  it('loads on mount, showing loading until the answer comes', async () => {
    const load = vi.fn(async () => 'answer');
    const { result } = renderHook(() => useLoad(load, []));
    expect(result.current).toMatchObject({ loading: true, data: undefined });
    await waitFor(() => expect(result.current).toMatchObject({ loading: false, data: 'answer' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('with an answer at hand, shows it at once and loads only when asked again', async () => {
    const load = vi.fn(async () => 'fresh');
    const { result } = renderHook(() => useLoad(load, [], 'at hand'));
    expect(result.current).toMatchObject({ loading: false, data: 'at hand' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(load).not.toHaveBeenCalled();
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.data).toBe('fresh'));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
