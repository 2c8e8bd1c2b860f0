import { useEffect, useRef, useState } from 'react';

const ACTIVITY = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * Calls `onIdle` after `seconds` without a touch or key press; any activity starts the count again, and so
 * does a change of `restartKey` (a new step). Answers the seconds left, for the countdown.
 */
export function useIdle(active: boolean, seconds: number, onIdle: () => void, restartKey?: unknown): number {
  const [left, setLeft] = useState(seconds);
  const idle = useRef(onIdle);
  idle.current = onIdle;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new restartKey restarts the count.
  useEffect(() => {
    setLeft(seconds);
    if (!active) return;
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
    for (const event of ACTIVITY) window.addEventListener(event, touch, { passive: true, capture: true });
    return () => {
      clearInterval(timer);
      for (const event of ACTIVITY) window.removeEventListener(event, touch, { capture: true });
    };
  }, [active, seconds, restartKey]);

  return left;
}
