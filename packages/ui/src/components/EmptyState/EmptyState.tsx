import type { ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { useT } from '../../useT';
import { Icon, type IconName } from '../Icon/Icon';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** One of the suite's icons (an empty tray by default). */
  icon?: IconName;
  /** 'Không có dữ liệu' / 'No data' by default. */
  title?: ReactNode;
  description?: ReactNode;
  /** A way forward: 'Thêm bệnh nhân', 'Xóa bộ lọc'. */
  action?: ReactNode;
  /** 'sm' inside tables and cards, 'md' for a whole screen. */
  size?: keyof typeof styles.size;
  className?: string;
}

/** What an empty list or search result shows instead of nothing. */
export function EmptyState({
  icon = 'inbox',
  title,
  description,
  action,
  size = 'md',
  className,
}: EmptyStateProps) {
  const { t } = useT();
  return (
    <div className={cx(styles.root, styles.size[size], className)}>
      <span className={styles.iconWrap}>
        <Icon name={icon} size="lg" />
      </span>
      <p className={styles.title}>{title ?? t('ui.empty.title')}</p>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
