import { LanguageSwitch, Logo } from '@clinic/ui';
import type { ReactNode } from 'react';
import * as styles from '../display.css';
import { Clock } from './Clock';

export interface DisplayFrameProps {
  clinicName: string;
  locationName: string;
  timeZone?: string | undefined;
  children: ReactNode;
  footer?: ReactNode;
}

/** The clinic's name and location, the clock and the VI/EN switch around the board. */
export function DisplayFrame({ clinicName, locationName, timeZone, children, footer }: DisplayFrameProps) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.brand}>
          <Logo size="lg" />
          <div className={styles.brandText}>
            <span className={styles.clinicName}>{clinicName}</span>
            {locationName && <span className={styles.locationName}>{locationName}</span>}
          </div>
        </div>
        <div className={styles.headerEnd}>
          <Clock timeZone={timeZone} />
          <LanguageSwitch size="lg" className={styles.languageSwitch} />
        </div>
      </header>
      <main className={styles.main}>{children}</main>
      {footer}
    </div>
  );
}
