import { useEffect, useState } from 'react';

export type PresenceState = 'open' | 'closing' | 'closed';

/**
 * Keeps an element mounted for `durationMs` after `open` turns false, so it can play its exit transition
 * (Modal 300 ms). 'closing' is the time to play it; 'closed' means unmount.
 */
export function usePresence(open: boolean, durationMs: number): PresenceState {
  const [state, setState] = useState<PresenceState>(open ? 'open' : 'closed');

  useEffect(() => {
    if (open) {
      setState('open');
      return;
    }
    setState((previous) => (previous === 'closed' ? 'closed' : 'closing'));
    const timer = setTimeout(() => setState('closed'), durationMs);
    return () => clearTimeout(timer);
  }, [open, durationMs]);

  // On the render where `open` turns true the effect has not run yet: show at once.
  if (open) return 'open';
  return state;
}
