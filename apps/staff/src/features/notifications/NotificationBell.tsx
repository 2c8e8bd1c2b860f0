import type { NotificationView } from '@clinic/api-client';
import { EmptyState, IconButton, Spinner, toast, useT } from '@clinic/ui';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { MenuButton } from '../../app/shell/Menu';
import { NotificationItem } from './NotificationItem';
import * as styles from './notifications.css';
import {
  useNotificationEvents,
  useNotificationList,
  useReadAllNotifications,
  useUnreadCount,
} from './queries';
import { useNow } from './relativeTime';
import { useOpenNotification } from './useOpenNotification';

/** How long the bell rings (and glows) after a notification arrives. */
const RING_MS = 1500;

/** The unread count as the badge shows it. */
export const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * The staff header's bell: the unread count, a ring when a notification arrives (from the user's realtime room),
 * and a panel of the newest ones.
 */
export function NotificationBell() {
  const { t } = useT();
  const count = useUnreadCount().data ?? 0;
  const [ringing, setRinging] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const onArrive = useCallback(
    (notification: NotificationView) => {
      setRinging(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setRinging(false), RING_MS);
      toast.info(t('notifications.bell.arrived', { title: notification.title }), notification.body);
    },
    [t],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  useNotificationEvents(onArrive);
  const label = count > 0 ? t('notifications.bell.label', { count }) : t('notifications.bell.labelNone');

  return (
    <MenuButton
      role="dialog"
      label={t('notifications.title')}
      trigger={(props) => (
        <span className={ringing ? `${styles.bell} ${styles.ringing}` : styles.bell}>
          <IconButton variant="ghost" icon="bell" aria-label={label} {...props} />
          {count > 0 && (
            <span className={styles.badge} aria-hidden="true">
              {badgeText(count)}
            </span>
          )}
        </span>
      )}
    >
      {(close) => <NotificationPanel onClose={close} />}
    </MenuButton>
  );
}

/** The newest notifications, read-all, and the way to the full screen. Focus starts on the first notification. */
export function NotificationPanel({ onClose }: { onClose: () => void }) {
  const { t } = useT();
  const titleId = useId();
  const root = useRef<HTMLDivElement>(null);
  const list = useNotificationList();
  const count = useUnreadCount().data ?? 0;
  const readAll = useReadAllNotifications();
  const open = useOpenNotification();
  const now = useNow();
  const items = list.data?.pageData ?? [];
  const loaded = list.isSuccess;

  // Once the list shows: the first notification takes focus (else the first control), so the keyboard starts there.
  useEffect(() => {
    if (!loaded) return;
    const first =
      root.current?.querySelector<HTMLElement>('li button') ?? root.current?.querySelector<HTMLElement>('a');
    first?.focus();
  }, [loaded]);

  return (
    <section className={styles.panel} ref={root} aria-labelledby={titleId}>
      <div className={styles.panelHeader}>
        <h2 id={titleId} className={styles.panelTitle}>
          {t('notifications.title')}
        </h2>
        <button
          type="button"
          className={styles.linkButton}
          disabled={count === 0 || readAll.isPending}
          onClick={() => readAll.mutate()}
        >
          {t('notifications.panel.markAllRead')}
        </button>
      </div>
      <div className={styles.panelList}>
        {list.isPending ? (
          <Spinner fullHeight={false} />
        ) : list.isError ? (
          <EmptyState size="sm" icon="alert" title={t('notifications.panel.loadFailed')} />
        ) : items.length === 0 ? (
          <EmptyState size="sm" icon="bell" title={t('notifications.panel.empty')} />
        ) : (
          <ul className={styles.list}>
            {items.map((n) => (
              <NotificationItem
                key={n.id}
                notification={n}
                now={now}
                onOpen={(chosen) => {
                  onClose();
                  open(chosen);
                }}
              />
            ))}
          </ul>
        )}
      </div>
      <div className={styles.panelFooter}>
        <Link href="/notifications" className={styles.linkButton} onClick={onClose}>
          {t('notifications.panel.viewAll')}
        </Link>
      </div>
    </section>
  );
}
