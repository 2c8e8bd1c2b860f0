import { useT } from '@clinic/ui';
import { useEffect, useState } from 'react';
import * as styles from '../display.css';

/** The clock in the clinic's time zone (the TV's own zone may be wrong). */
export function Clock({ timeZone }: { timeZone?: string | undefined }) {
  const { lang } = useT();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 5000);
    return () => clearInterval(timer);
  }, []);
  const zone = timeZone ? { timeZone } : {};
  const time = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    ...zone,
  });
  const date = new Intl.DateTimeFormat(lang === 'vi' ? 'vi-VN' : 'en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    ...zone,
  });
  return (
    <div className={styles.clock}>
      <time className={styles.clockTime} dateTime={now.toISOString()}>
        {time.format(now)}
      </time>
      <span className={styles.clockDate}>{date.format(now)}</span>
    </div>
  );
}
