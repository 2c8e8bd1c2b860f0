import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useDeviceSocket } from './useDeviceSocket';

interface Handlers {
  onLost: () => void;
  onCall: (id: number) => void;
}

/** A connection the test drives: what the hook handed over, and whether it was closed. */
function fakeConnection() {
  const socket = { handlers: undefined as Handlers | undefined, close: vi.fn() };
  const connect = vi.fn(async (handlers: Handlers) => {
    socket.handlers = handlers;
    return { close: socket.close };
  });
  return { socket, connect };
}

describe('useDeviceSocket', () => {
  it('opens one socket that always calls the latest handlers, and closes it on unmount', async () => {
    const { socket, connect } = fakeConnection();
    const first = { onLost: vi.fn(), onCall: vi.fn() };
    const second = { onLost: vi.fn(), onCall: vi.fn() };
    const { rerender, unmount } = renderHook(({ handlers }) => useDeviceSocket(connect, handlers), {
      initialProps: { handlers: first },
    });
    await waitFor(() => expect(socket.handlers).toBeDefined());
    rerender({ handlers: second });
    socket.handlers?.onCall(7);
    socket.handlers?.onLost();
    expect(first.onCall).not.toHaveBeenCalled();
    expect(second.onCall).toHaveBeenCalledWith(7);
    expect(second.onLost).toHaveBeenCalledTimes(1);
    expect(connect).toHaveBeenCalledTimes(1);
    unmount();
    expect(socket.close).toHaveBeenCalledTimes(1);
  });

  it('closes a socket that opens after the screen is gone', async () => {
    let open: (socket: { close: () => void }) => void = () => undefined;
    const connect = vi.fn(() => new Promise<{ close: () => void }>((resolve) => (open = resolve)));
    const close = vi.fn();
    const { unmount } = renderHook(() => useDeviceSocket(connect, { onLost: vi.fn() }));
    unmount();
    open({ close });
    await waitFor(() => expect(close).toHaveBeenCalledTimes(1));
  });
});
