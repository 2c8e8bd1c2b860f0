import { useEffect, useRef } from 'react';
import type { DeviceSocketHandlers } from './socket';

/** Opens a device's socket: a lazily loaded chunk in the apps, a fake in their tests. */
export type ConnectDeviceSocket<Handlers> = (handlers: Handlers) => Promise<{ close: () => void }>;

/** The plain connection of a device that listens to no event of its own (the kiosk), loaded on first use. */
export const lazyDeviceSocket =
  (getToken: () => string | undefined): ConnectDeviceSocket<DeviceSocketHandlers> =>
  (handlers) =>
    import('./socket').then(({ connectDeviceSocket }) => connectDeviceSocket(getToken, handlers));

/**
 * Keeps the device's socket open while the app runs. The handlers may change between renders: the socket
 * always calls the latest ones, so it is opened once, not on every render.
 */
export function useDeviceSocket<Handlers extends object>(
  connect: ConnectDeviceSocket<Handlers>,
  handlers: Handlers,
): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    let closed = false;
    let close: (() => void) | undefined;
    connect(forwardTo(latest)).then(
      (socket) => {
        if (closed) socket.close();
        else close = socket.close;
      },
      () => undefined, // the chunk failed to load (offline at boot): the heartbeat still guards revocation
    );
    return () => {
      closed = true;
      close?.();
    };
  }, [connect]);
}

/** Handlers with the same names that call whatever `latest` holds when an event arrives. */
function forwardTo<Handlers extends object>(latest: { current: Handlers }): Handlers {
  const forward = Object.keys(latest.current).map((name) => [
    name,
    (...args: unknown[]) => {
      const handler = (latest.current as Record<string, unknown>)[name];
      if (typeof handler === 'function') handler(...args);
    },
  ]);
  // The keys are the handlers' own, each bound to a function of the same name: the shape is Handlers.
  return Object.fromEntries(forward) as Handlers;
}
