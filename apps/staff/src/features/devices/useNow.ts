import { useEffect, useState } from 'react';

/** The current time, re-read every `everyMs` while the component is mounted (countdowns, 'x minutes ago'). */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
