import * as styles from './Logo.css';

export type LogoSize = keyof typeof styles.size;

export interface LogoProps {
  size?: LogoSize;
  /** Accessible name; without it the logo is decorative (aria-hidden). */
  title?: string;
  className?: string;
}

/**
 * The ClinicOS mark: a teal tile with a white medical cross carrying a heartbeat line.
 * The same drawing is rasterised into the apps' PWA icons by scripts/make-icons.mjs.
 */
export function Logo({ size = 'md', title, className }: LogoProps) {
  const classes = [styles.root, styles.size[size], className].filter(Boolean).join(' ');
  return (
    <svg
      className={classes}
      viewBox="0 0 64 64"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
    >
      <rect className={styles.tile} width="64" height="64" rx="14" />
      <path
        className={styles.cross}
        d="M27 11h10a2 2 0 0 1 2 2v12h12a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H39v12a2 2 0 0 1-2 2H27a2 2 0 0 1-2-2V39H13a2 2 0 0 1-2-2V27a2 2 0 0 1 2-2h12V13a2 2 0 0 1 2-2z"
      />
      <polyline
        className={styles.pulse}
        points="15,32 24,32 28,26 33,38 36,32 49,32"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}
