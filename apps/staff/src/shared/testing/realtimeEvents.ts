import type { RealtimeEvent } from '@clinic/domain';
import { onTestFinished, vi } from 'vitest';
import { realtime } from '../../app/session';

type Events = Parameters<typeof realtime.on>[0];
type Payload<E extends Events> = Parameters<Parameters<typeof realtime.on<E>>[1]>[0];
type Listener = (payload: never) => void;

/**
 * Catches what screens subscribe to on the staff app's realtime client, so a test can play a server event through
 * the same handlers the socket would call (no socket is opened). Call it in the test, before rendering; undone when the test ends.
 */
export function captureRealtime() {
  const listeners = new Map<string, Set<Listener>>();
  const spy = vi.spyOn(realtime, 'on').mockImplementation((event: string, handler: Listener) => {
    const set = listeners.get(event) ?? new Set<Listener>();
    set.add(handler);
    listeners.set(event, set);
    return () => set.delete(handler);
  });
  onTestFinished(() => spy.mockRestore());
  return {
    /** Calls every handler subscribed to `event` with `payload`, as the socket would. */
    emit<E extends Events & RealtimeEvent>(event: E, payload: Payload<E>) {
      for (const handler of listeners.get(event) ?? []) (handler as (p: Payload<E>) => void)(payload);
    },
    /** How many handlers are subscribed to `event` now. */
    subscribed: (event: Events) => listeners.get(event)?.size ?? 0,
  };
}
