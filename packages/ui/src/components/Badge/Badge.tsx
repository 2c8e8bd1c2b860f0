import type { HTMLAttributes } from 'react';
import type { Tone } from '../../theme.css';
import * as styles from './Badge.css';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** One of the theme's status colours. */
  tone?: Tone;
  /** A leading dot, for live states ('đang hoạt động'). */
  dot?: boolean;
}

export function Badge({ tone = 'secondary', dot = false, className, children, ...rest }: BadgeProps) {
  const classes = [styles.root, styles.tone[tone], className].filter(Boolean).join(' ');
  return (
    <span {...rest} className={classes} data-tone={tone}>
      {dot && <span className={styles.dot} aria-hidden="true" />}
      {children}
    </span>
  );
}
