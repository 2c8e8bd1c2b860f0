import { ApiError } from '@clinic/api-client/public';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEARTBEAT_MS, useHeartbeat } from './useHeartbeat';

const offline = () => new ApiError(0, undefined, 'Failed to fetch');

afterEach(() => vi.useRealTimers());

describe('useHeartbeat', () => {
  it('goes offline when nobody answers and back online at the next beat that is answered', async () => {
    // Only the beat's interval is faked; vi.waitFor polls on real timers.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const api = { me: vi.fn().mockRejectedValueOnce(offline()).mockResolvedValue({ name: 'kiosk' }) };
    const { result } = renderHook(() => useHeartbeat(api, vi.fn()));
    await vi.waitFor(() => expect(result.current.offline).toBe(true));
    await act(async () => vi.advanceTimersByTime(HEARTBEAT_MS));
    await vi.waitFor(() => expect(result.current.offline).toBe(false));
    expect(result.current.me).toEqual({ name: 'kiosk' });
  });

  it('calls in as soon as the browser says the network is back', async () => {
    const api = { me: vi.fn().mockRejectedValueOnce(offline()).mockResolvedValue({ name: 'tv' }) };
    const { result } = renderHook(() => useHeartbeat(api, vi.fn()));
    await waitFor(() => expect(result.current.offline).toBe(true));
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(result.current.me).toEqual({ name: 'tv' }));
    expect(result.current.offline).toBe(false);
  });

  it('reports a revoked token, and takes a server error for no news', async () => {
    const onRevoked = vi.fn();
    const api = {
      me: vi
        .fn()
        .mockRejectedValueOnce(new ApiError(500, undefined, 'deploying'))
        .mockRejectedValueOnce(new ApiError(401, undefined, 'revoked')),
    };
    const { result } = renderHook(() => useHeartbeat(api, onRevoked));
    await waitFor(() => expect(api.me).toHaveBeenCalledTimes(1));
    expect(result.current.offline).toBe(false);
    expect(onRevoked).not.toHaveBeenCalled();
    act(() => result.current.beat());
    await waitFor(() => expect(onRevoked).toHaveBeenCalledTimes(1));
  });
});
