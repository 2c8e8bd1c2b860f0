import { useEffect, useRef } from 'react';
import type { DisplaySocketHandlers } from '../device/socket';

/** Opens the display's socket (a lazily loaded chunk in the app; a fake in tests). */
export type ConnectSocket = (handlers: DisplaySocketHandlers) => Promise<{ close: () => void }>;

/** Keeps the device socket open while the display runs; the handlers may change between renders. */
export function useDisplaySocket(connect: ConnectSocket, handlers: DisplaySocketHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    let closed = false;
    let close: (() => void) | undefined;
    connect({
      onCall: (call) => latest.current.onCall(call),
      onChange: (appointment) => latest.current.onChange(appointment),
      onReconnected: () => latest.current.onReconnected(),
      onLost: () => latest.current.onLost(),
    }).then(
      (socket) => {
        if (closed) socket.close();
        else close = socket.close;
      },
      () => undefined, // the chunk failed to load (offline at boot): the 30 s reads still keep the screen right
    );
    return () => {
      closed = true;
      close?.();
    };
  }, [connect]);
}
