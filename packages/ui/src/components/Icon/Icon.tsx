import { cx } from '../../internal/cx';
import * as styles from './Icon.css';
import { type IconName, iconPaths } from './paths';

export type { IconName };
export type IconSize = keyof typeof styles.size;

export interface IconProps {
  name: IconName;
  /** sm 16 px, md 20 px (default), lg 24 px, xl 48 px. */
  size?: IconSize;
  /** Accessible name; without it the icon is decorative and hidden from screen readers. */
  title?: string;
  className?: string;
}

/** One of the suite's line icons, in the current text colour. */
export function Icon({ name, size = 'md', title, className }: IconProps) {
  return (
    <svg
      className={cx(styles.root, styles.size[size], className)}
      viewBox="0 0 24 24"
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
      data-icon={name}
    >
      <path d={iconPaths[name]} />
    </svg>
  );
}
