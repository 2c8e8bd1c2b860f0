import type { DeviceAppointmentEventPayload } from '@clinic/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type DisplayApi, isOffline, isRevoked } from '../device/api';
import type { DisplayQueueWithCalls } from '../types';
import { applyAppointmentEvent } from './queueEvents';

/** The queue is read again this often even without events: it is also the heartbeat staff see as 'online'. */
export const REFRESH_MS = 30_000;
/** Events come in bursts (check-in, then start exam): one read for a burst. */
const SOON_MS = 300;

type Me = Awaited<ReturnType<DisplayApi['me']>>;

export interface QueueData {
  queue: DisplayQueueWithCalls | undefined;
  me: Me | undefined;
  offline: boolean;
  /** Reads the queue now (after a reconnect). */
  refresh: () => void;
  /** Reads the queue shortly (when an event cannot say enough). */
  refreshSoon: () => void;
  /** Moves the board's numbers as an appointment event says, reading the queue only when it cannot say enough. */
  applyEvent: (event: DeviceAppointmentEventPayload) => void;
}

/**
 * The location's queue, read now, every 30 s and when the network comes back; events move it from their payload. No answer turns the
 * offline screen on until a read succeeds; 401 means staff revoked the display: `onRevoked`. Other failures (a 500
 * during a deployment) change nothing: the next read decides.
 */
export function useQueueData(
  api: DisplayApi,
  onRevoked: () => void,
  onQueue: (queue: DisplayQueueWithCalls) => void,
): QueueData {
  const [queue, setQueue] = useState<DisplayQueueWithCalls>();
  // The board events apply to: the latest state, also between renders (events come in bursts).
  const current = useRef<DisplayQueueWithCalls>(undefined);
  const [me, setMe] = useState<Me>();
  const [offline, setOffline] = useState(false);
  const callbacks = useRef({ onRevoked, onQueue });
  callbacks.current = { onRevoked, onQueue };
  const live = useRef(true);
  const soon = useRef<ReturnType<typeof setTimeout>>(undefined);

  const failed = useCallback((error: unknown) => {
    if (!live.current) return;
    if (isRevoked(error)) callbacks.current.onRevoked();
    else if (isOffline(error)) setOffline(true);
  }, []);

  const refresh = useCallback(() => {
    api.queue().then((answer) => {
      if (!live.current) return;
      current.current = answer;
      setQueue(answer);
      setOffline(false);
      callbacks.current.onQueue(answer);
    }, failed);
  }, [api, failed]);

  const refreshSoon = useCallback(() => {
    clearTimeout(soon.current);
    soon.current = setTimeout(refresh, SOON_MS);
  }, [refresh]);

  const applyEvent = useCallback(
    (event: DeviceAppointmentEventPayload) => {
      // Before the first read there is nothing to move: that read brings the event's change with it.
      if (!current.current) return;
      const next = applyAppointmentEvent(current.current, event);
      if (!next) return refreshSoon();
      current.current = next;
      setQueue(next);
    },
    [refreshSoon],
  );

  useEffect(() => {
    live.current = true;
    api.me().then((answer) => live.current && setMe(answer), failed);
    refresh();
    const timer = setInterval(refresh, REFRESH_MS);
    // The browser knows first when the network comes back: no need to wait for the next read.
    window.addEventListener('online', refresh);
    return () => {
      live.current = false;
      clearInterval(timer);
      clearTimeout(soon.current);
      window.removeEventListener('online', refresh);
    };
  }, [api, refresh, failed]);

  return { queue, me, offline, refresh, refreshSoon, applyEvent };
}
