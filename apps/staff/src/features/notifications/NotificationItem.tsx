import type { NotificationView } from '@clinic/api-client';
import { NotificationKind } from '@clinic/domain';
import { formatDateTime } from '@clinic/i18n';
import { Icon, useT, visuallyHidden } from '@clinic/ui';
import type { ReactNode } from 'react';
import * as styles from './notifications.css';
import { relativeTime } from './relativeTime';
import { notificationKindIcon } from './targets';

const kindTone: Record<NotificationKind, keyof typeof styles.kindIcon> = {
  [NotificationKind.OnlineBookingPending]: 'primary',
  [NotificationKind.AppointmentInvalid]: 'warning',
  [NotificationKind.PatientCheckedIn]: 'info',
  [NotificationKind.PrescriptionSaved]: 'primary',
  [NotificationKind.InvoicePaidByTransfer]: 'success',
  [NotificationKind.StockAlert]: 'danger',
};

/**
 * One notification: its kind's picture, title, text, how long ago, and a dot while unread. The whole row is one
 * button that opens what it is about; the screen adds its own actions beside it.
 */
export function NotificationItem({
  notification: n,
  now,
  onOpen,
  actions,
}: {
  notification: NotificationView;
  now: number;
  onOpen: (notification: NotificationView) => void;
  actions?: ReactNode;
}) {
  const { t, lang } = useT();
  return (
    <li className={styles.item} data-unread={n.read ? undefined : ''}>
      <button type="button" className={styles.open} onClick={() => onOpen(n)}>
        <span className={styles.kindIcon[kindTone[n.kind]]} aria-hidden="true">
          <Icon name={notificationKindIcon[n.kind]} size="sm" />
        </span>
        <span className={styles.text}>
          <span className={styles.title}>
            {!n.read && <span className={visuallyHidden}>{t('notifications.item.unread')}: </span>}
            {n.title}
          </span>
          <span className={styles.body}>{n.body}</span>
          <time className={styles.time} dateTime={n.createdAt} title={formatDateTime(n.createdAt)}>
            {relativeTime(n.createdAt, now, lang, t('notifications.item.justNow'))}
          </time>
        </span>
        {!n.read && <span className={styles.dot} aria-hidden="true" />}
      </button>
      {actions && <span className={styles.rowActions}>{actions}</span>}
    </li>
  );
}
