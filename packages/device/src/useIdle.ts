import { useEffect, useRef, useState } from 'react';

/** What counts as someone using a touch screen: any of these restarts the idle count. */
export const TOUCH_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

export interface IdleOptions {
  /** A change restarts the count (the kiosk's next step). */
  restartKey?: unknown;
  /** Window events that count as use; none for a screen nobody touches (the display). */
  activity?: readonly (keyof WindowEventMap)[];
}

/**
 * Calls `onIdle` after `seconds` of being `active` without any `activity` event (a touch or key press by
 * default); any such event starts the count again. Answers the seconds left, for a countdown.
 */
export function useIdle(
  active: boolean,
  seconds: number,
  onIdle: () => void,
  { restartKey, activity = TOUCH_EVENTS }: IdleOptions = {},
): number {
  const [left, setLeft] = useState(seconds);
  const idle = useRef(onIdle);
  idle.current = onIdle;
  // Compared by content: callers pass the list inline.
  const activityKey = activity.join(' ');

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new restartKey restarts the count; activityKey stands for activity.
  useEffect(() => {
    setLeft(seconds);
    if (!active) return;
    const events = activityKey ? (activityKey.split(' ') as (keyof WindowEventMap)[]) : [];
    let lastActivity = Date.now();
    const touch = () => {
      lastActivity = Date.now();
      setLeft(seconds);
    };
    const timer = setInterval(() => {
      const remaining = seconds - Math.floor((Date.now() - lastActivity) / 1000);
      setLeft(Math.max(remaining, 0));
      if (remaining <= 0) {
        lastActivity = Date.now();
        idle.current();
      }
    }, 1000);
    for (const event of events) window.addEventListener(event, touch, { passive: true, capture: true });
    return () => {
      clearInterval(timer);
      for (const event of events) window.removeEventListener(event, touch, { capture: true });
    };
  }, [active, seconds, restartKey, activityKey]);

  return left;
}
