import type { Language } from '@clinic/domain';
import { i18n } from '@clinic/i18n';
import { useCallback, useEffect, useRef, useState } from 'react';
import { announceCall, type Voices } from '../calls/announcer';
import { type Call, type CallQueue, createCallQueue } from '../calls/callQueue';
import { spokenStore } from '../calls/spoken';

/** The card stays lit this long after the sentence, so people looking up late still see it, and calls breathe. */
export const HOLD_MS = 4000;

export interface Announcements {
  /** The call being announced (its card is highlighted). */
  current: Call | undefined;
  /** The ids announced by this page, in order (the test hook `spoken-calls`). */
  spokenIds: number[];
  push: (call: Call) => void;
}

/** The display's one call queue: each call highlighted, chimed and spoken in turn, in the language on screen. */
export function useAnnouncements(voices: Voices, holdMs = HOLD_MS): Announcements {
  const [current, setCurrent] = useState<Call>();
  const [spokenIds, setSpokenIds] = useState<number[]>([]);
  const queue = useRef<CallQueue>(undefined);

  useEffect(() => {
    const calls = createCallQueue({
      spoken: spokenStore,
      announce: async (call) => {
        await announceCall(call, i18n.getLanguage() as Language, voices);
        await new Promise((resolve) => setTimeout(resolve, holdMs));
      },
      onStart: (call) => {
        setCurrent(call);
        setSpokenIds((ids) => [...ids, call.id]);
      },
      onIdle: () => setCurrent(undefined),
    });
    queue.current = calls;
    return () => calls.stop();
  }, [voices, holdMs]);

  const push = useCallback((call: Call) => queue.current?.push(call), []);
  return { current, spokenIds, push };
}
