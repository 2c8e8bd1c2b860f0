import type { ReactNode } from 'react';
import { cx } from '../../internal/cx';
import * as styles from './Notice.css';

export interface NoticeProps {
  /** 'warning' for what needs a look before going on (a duplicate record, invalid appointments); 'info' else. */
  tone?: keyof typeof styles.tone;
  /** The message. */
  children: ReactNode;
  /** Ways forward beside the message: 'Xem danh sách', 'Dùng hồ sơ này'. */
  action?: ReactNode;
  className?: string;
}

/** A banner inside a screen or form that tells of something, with what can be done about it. */
export function Notice({ tone = 'warning', children, action, className }: NoticeProps) {
  return (
    <div className={cx(styles.root, styles.tone[tone], className)} role="status" data-tone={tone}>
      <div className={styles.body}>{children}</div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
