import { LanguageSwitch, Logo, useT } from '@clinic/ui';
import { type ReactNode, useEffect, useState } from 'react';
import type { DeviceInfo } from '../device/storage';
import { clockParts } from '../flow/format';
import * as styles from '../kiosk.css';

export interface KioskFrameProps {
  device?: DeviceInfo | undefined;
  timeZone?: string | undefined;
  /** Seconds before the kiosk goes back to start; shown in the last 10. */
  secondsLeft?: number | undefined;
  children: ReactNode;
}

/** The clinic's name, logo and location, the clock and the big VI/EN switch around every screen. */
export function KioskFrame({ device, timeZone, secondsLeft, children }: KioskFrameProps) {
  const { t } = useT();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.brand}>
          {device?.clinic.logoUrl ? (
            <img className={styles.logo} src={device.clinic.logoUrl} alt="" width={64} height={64} />
          ) : (
            <Logo size="md" />
          )}
          <div className={styles.brandText}>
            <span className={styles.clinicName}>{device?.clinic.name ?? t('common.product.name')}</span>
            <span className={styles.locationName}>{device?.location.name ?? t('kiosk.title')}</span>
          </div>
        </div>
        <div className={styles.headerEnd}>
          <Clock timeZone={timeZone} />
          <LanguageSwitch size="lg" />
        </div>
      </header>
      <main className={styles.main}>{children}</main>
      {secondsLeft !== undefined && secondsLeft <= 10 && (
        <p className={styles.countdown} role="timer" aria-live="polite">
          {t('kiosk.countdown', { seconds: secondsLeft })}
        </p>
      )}
    </div>
  );
}

function Clock({ timeZone }: { timeZone?: string | undefined }) {
  const { lang } = useT();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 10_000);
    return () => clearInterval(timer);
  }, []);
  const { time, date } = clockParts(now, lang, timeZone);
  return (
    <div className={styles.clock}>
      <time className={styles.clockTime}>{time}</time>
      <span className={styles.clockDate}>{date}</span>
    </div>
  );
}
