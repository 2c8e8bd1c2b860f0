import type { QueueCallPayload } from '@clinic/domain';
import type { SpokenStore } from './spoken';

/** A live `queue.call`, or a call replayed from the queue's recentCalls (which names the doctor, not their id). */
export type Call = Pick<QueueCallPayload, 'id' | 'orderNumber' | 'room'> &
  Partial<QueueCallPayload> & { doctorName?: string };

export interface CallQueueOptions {
  spoken: SpokenStore;
  /** Highlight, chime and speech of one call; the next call waits until this settles. */
  announce: (call: Call) => Promise<void>;
  /** Called as a call starts (it counts as spoken from then on, so a reload mid-sentence does not repeat it). */
  onStart?: (call: Call) => void;
  onIdle?: () => void;
}

/**
 * Calls arriving together are spoken one after another, never overlapping, each id at most once per display.
 */
export function createCallQueue({ spoken, announce, onStart, onIdle }: CallQueueOptions) {
  const waiting: Call[] = [];
  let running = false;
  let stopped = false;

  async function drain() {
    running = true;
    while (!stopped) {
      const call = waiting.shift();
      if (!call) break;
      if (spoken.has(call.id)) continue;
      spoken.add(call.id);
      onStart?.(call);
      await announce(call).catch(() => undefined);
    }
    running = false;
    if (!stopped) onIdle?.();
  }

  return {
    push(call: Call) {
      if (stopped || spoken.has(call.id) || waiting.some((known) => known.id === call.id)) return;
      waiting.push(call);
      if (!running) void drain();
    },
    get busy() {
      return running;
    },
    stop() {
      stopped = true;
      waiting.length = 0;
    },
  };
}

export type CallQueue = ReturnType<typeof createCallQueue>;
