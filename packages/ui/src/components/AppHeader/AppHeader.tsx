import type { ReactNode } from 'react';
import { Logo } from '../Logo/Logo';
import * as styles from './AppHeader.css';

export interface AppHeaderProps {
  /** Product name, e.g. 'ClinicOS — Quản lý phòng khám'. */
  name: ReactNode;
  /** Shown instead of `name` on phone-width screens, e.g. 'ClinicOS'. */
  shortName?: ReactNode;
  /** What this app is: 'Ki-ốt tiếp đón', 'Màn hình gọi số'... */
  appTitle?: ReactNode;
  /** Right-hand side: language switch, clock, user menu. */
  actions?: ReactNode;
  /** 'tv' scales everything up for the waiting-room display. */
  size?: keyof typeof styles.size;
  className?: string;
}

/** The top bar shared by the four apps: logo, product name, app role, actions. */
export function AppHeader({ name, shortName, appTitle, actions, size = 'md', className }: AppHeaderProps) {
  return (
    <header className={[styles.root, styles.size[size], className].filter(Boolean).join(' ')}>
      <div className={styles.brand}>
        <Logo size={size === 'tv' ? 'tv' : 'md'} />
        <div className={styles.text}>
          {shortName ? (
            <>
              <span className={`${styles.name} ${styles.nameSize[size]} ${styles.wideOnly}`}>{name}</span>
              <span className={`${styles.name} ${styles.nameSize[size]} ${styles.narrowOnly}`}>
                {shortName}
              </span>
            </>
          ) : (
            <span className={`${styles.name} ${styles.nameSize[size]}`}>{name}</span>
          )}
          {appTitle && <span className={`${styles.appTitle} ${styles.appTitleSize[size]}`}>{appTitle}</span>}
        </div>
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}
