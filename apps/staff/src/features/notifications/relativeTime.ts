import type { Language } from '@clinic/domain';
import { formatDateTime } from '@clinic/i18n';
import { useEffect, useState } from 'react';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * '5 phút trước' / '5 minutes ago' up to a week, then the date and time; under a minute, `justNow` ('Vừa xong').
 * A clock a little ahead of the server's reads as just now, never as 'in 1 minute'.
 */
export function relativeTime(iso: string, now: number, lang: Language, justNow: string): string {
  const at = Date.parse(iso);
  const ago = now - at;
  if (ago < MINUTE) return justNow;
  const format = new Intl.RelativeTimeFormat(lang, { numeric: 'always' });
  if (ago < HOUR) return format.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return format.format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 7 * DAY) return format.format(-Math.floor(ago / DAY), 'day');
  return formatDateTime(iso);
}

/** The time now, renewed every minute, so '5 phút trước' becomes '6 phút trước' while the list is open. */
export function useNow(everyMs = MINUTE): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
