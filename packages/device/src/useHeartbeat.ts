import { useCallback, useEffect, useRef, useState } from 'react';
import { isOffline, isRevoked } from './errors';

/** A device calls in this often: it is how staff see it online, and how it notices a lost network. */
export const HEARTBEAT_MS = 30_000;

export interface Heartbeat<Me> {
  me: Me | undefined;
  offline: boolean;
  /** Calls in now (after a lost socket, or when a call failed for want of network). */
  beat: () => void;
}

/**
 * `me()` now and every 30 s, for weeks. No answer (ApiError 0) turns the offline screen on until a beat
 * succeeds; 401 means staff revoked the device (or paired another one in its place): `onRevoked`. Other
 * failures (a 500 during a deployment) change nothing: the next beat decides.
 */
export function useHeartbeat<Me>(api: { me: () => Promise<Me> }, onRevoked: () => void): Heartbeat<Me> {
  const [me, setMe] = useState<Me>();
  const [offline, setOffline] = useState(false);
  const revoked = useRef(onRevoked);
  revoked.current = onRevoked;
  const live = useRef(true);

  const beat = useCallback(() => {
    api.me().then(
      (answer) => {
        if (!live.current) return;
        setMe(answer);
        setOffline(false);
      },
      (error: unknown) => {
        if (!live.current) return;
        if (isRevoked(error)) revoked.current();
        else if (isOffline(error)) setOffline(true);
      },
    );
  }, [api]);

  useEffect(() => {
    live.current = true;
    beat();
    const timer = setInterval(beat, HEARTBEAT_MS);
    // The browser knows first when the network comes back: no need to wait for the next beat.
    window.addEventListener('online', beat);
    return () => {
      live.current = false;
      clearInterval(timer);
      window.removeEventListener('online', beat);
    };
  }, [beat]);

  return { me, offline, beat };
}
