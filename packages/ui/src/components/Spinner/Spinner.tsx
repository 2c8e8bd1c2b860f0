import { useT } from '../../useT';
import { visuallyHidden } from '../../utils.css';
import { Logo } from '../Logo/Logo';
import * as styles from './Spinner.css';

export interface SpinnerProps {
  /** Fill the viewport height (the app's loading screen). Off for a spinner inside a panel. */
  fullHeight?: boolean;
  /** Announced to screen readers; defaults to 'Đang tải…' / 'Loading…'. */
  label?: string;
  /** Also show the label under the bars. */
  showLabel?: boolean;
  className?: string;
}

/** The loading screen: the logo above three bars pulsing in turn. */
export function Spinner({ fullHeight = true, label, showLabel = false, className }: SpinnerProps) {
  const { t } = useT();
  const text = label ?? t('common.status.loading');
  const classes = [styles.root, fullHeight && styles.fullHeight, className].filter(Boolean).join(' ');
  return (
    <div className={classes} role="status" aria-live="polite" data-testid="spinner">
      <Logo size="lg" />
      <div className={styles.bars} aria-hidden="true">
        <span className={styles.bar} />
        <span className={styles.bar} />
        <span className={styles.bar} />
      </div>
      <span className={showLabel ? styles.label : visuallyHidden}>{text}</span>
    </div>
  );
}
