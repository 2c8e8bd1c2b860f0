import type { ButtonHTMLAttributes, Ref } from 'react';
import { cx } from '../../internal/cx';
import { Icon, type IconName, type IconSize } from '../Icon/Icon';
import * as styles from './IconButton.css';

export type IconButtonVariant = keyof typeof styles.variant;
export type IconButtonSize = keyof typeof styles.size;

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** Required: an icon alone says nothing to a screen reader. Also shown as the tooltip. */
  'aria-label': string;
  icon: IconName;
  variant?: IconButtonVariant;
  size?: IconButtonSize;
  ref?: Ref<HTMLButtonElement>;
}

const iconSize: Record<IconButtonSize, IconSize> = { xs: 'sm', sm: 'sm', md: 'md', lg: 'lg' };

/** A square button showing one icon: close, menu, calendar, show password… */
export function IconButton({
  icon,
  variant = 'ghost',
  size = 'md',
  type = 'button',
  title,
  className,
  ...rest
}: IconButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      title={title ?? rest['aria-label']}
      className={cx(styles.root, styles.variant[variant], styles.size[size], className)}
    >
      <Icon name={icon} size={iconSize[size]} />
    </button>
  );
}
