import type { ButtonHTMLAttributes, Ref } from 'react';
import { visuallyHidden } from '../../utils.css';
import * as styles from './Button.css';

export type ButtonVariant = keyof typeof styles.variant;
export type ButtonSize = keyof typeof styles.size;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, keeps the width, blocks clicks and sets aria-busy. */
  loading?: boolean;
  /** Read by screen readers while loading (the visible label is hidden). */
  loadingLabel?: string;
  fullWidth?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A button's classes, for a link that must look like one ('Chỉ đường', 'Thêm vào lịch'). */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  className,
}: Pick<ButtonProps, 'variant' | 'size' | 'fullWidth' | 'className'> = {}): string {
  return [styles.base, styles.variant[variant], styles.size[size], fullWidth && styles.fullWidth, className]
    .filter(Boolean)
    .join(' ');
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  loadingLabel,
  fullWidth = false,
  type = 'button',
  disabled,
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName({ variant, size, fullWidth, className })}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      {loading && <span className={styles.ring} aria-hidden="true" />}
      <span className={loading ? styles.labelHidden : undefined}>{children}</span>
      {loading && loadingLabel && <span className={visuallyHidden}>{loadingLabel}</span>}
    </button>
  );
}
