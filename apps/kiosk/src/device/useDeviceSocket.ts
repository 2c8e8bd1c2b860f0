import { useEffect, useRef } from 'react';
import { readToken } from './storage';

/**
 * Keeps the device's socket open while the kiosk runs. When the server refuses or drops it, `onLost` asks
 * the API (me()) whether the kiosk was revoked: a network blip must not unpair a kiosk.
 */
export function useDeviceSocket(onLost: () => void): void {
  const lost = useRef(onLost);
  lost.current = onLost;
  useEffect(() => {
    let closed = false;
    let close: (() => void) | undefined;
    import('./socket').then(
      ({ connectDeviceSocket }) => {
        if (closed) return;
        const client = connectDeviceSocket(readToken, () => lost.current());
        close = () => client.close();
      },
      () => undefined, // the chunk failed to load (offline at boot): the heartbeat still guards revocation
    );
    return () => {
      closed = true;
      close?.();
    };
  }, []);
}
