import { Icon, type IconName } from '@clinic/ui';
import type { ReactNode } from 'react';
import * as styles from '../kiosk.css';

export type NoticeTone = keyof typeof styles.badgeTone;

/** One whole-screen message: a big icon, a title, one clear sentence, then what the patient can do. */
export function Notice({
  icon,
  tone,
  title,
  text,
  children,
}: {
  /** Left out where the screen's own content must have the room (the ticket's number). */
  icon?: IconName;
  tone: NoticeTone;
  title: string;
  text: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className={styles.panel} aria-labelledby="notice-title" aria-live="polite">
      {icon && (
        <span className={`${styles.badge} ${styles.badgeTone[tone]}`}>
          <Icon name={icon} size="xl" className={styles.badgeIcon} />
        </span>
      )}
      <h1 id="notice-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.lead}>{text}</p>
      {children}
    </section>
  );
}
