import type { NotificationView } from '@clinic/api-client';
import {
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  IconButton,
  Pagination,
  Spinner,
  Tabs,
  toast,
  useT,
} from '@clinic/ui';
import { useState } from 'react';
import { Page } from '../../app/shell/Page';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { NotificationItem } from './NotificationItem';
import * as styles from './notifications.css';
import {
  useNotificationList,
  useReadAllNotifications,
  useReadNotification,
  useRemoveNotification,
  useUnreadCount,
} from './queries';
import { useNow } from './relativeTime';
import { useOpenNotification } from './useOpenNotification';

export const NOTIFICATIONS_SCREEN_PAGE_SIZE = 20;

type Filter = 'all' | 'unread';

/**
 * Every notification of the signed-in user (/notifications, beside my settings: it is the user's own, so no screen
 * permission): all or only the unread, page by page; each can be opened, marked read or deleted (after a confirm,
 * as deletes are everywhere in the app).
 */
export default function NotificationsScreen() {
  const { t } = useT();
  const [filter, setFilter] = useState<Filter>('all');
  const [pageNumber, setPageNumber] = useState(1);
  const [removing, setRemoving] = useState<NotificationView | null>(null);
  const list = useNotificationList({
    unread: filter === 'unread',
    pageSize: NOTIFICATIONS_SCREEN_PAGE_SIZE,
    pageNumber,
  });
  const count = useUnreadCount().data ?? 0;
  const read = useReadNotification();
  const readAll = useReadAllNotifications();
  const remove = useRemoveNotification();
  const open = useOpenNotification();
  const errorText = useApiErrorText();
  const now = useNow();
  const items = list.data?.pageData ?? [];
  const total = list.data?.paging.totalItem ?? 0;
  // A page emptied by deletes or reads (the last one) steps back to the one before.
  if (list.isSuccess && !list.isPlaceholderData && items.length === 0 && pageNumber > 1) {
    setPageNumber(pageNumber - 1);
  }

  return (
    <Page
      title={t('notifications.title')}
      text={t('notifications.screen.intro')}
      actions={
        <Button
          variant="secondary"
          disabled={count === 0}
          loading={readAll.isPending}
          onClick={() =>
            readAll.mutate(undefined, { onSuccess: () => toast.success(t('notifications.screen.allRead')) })
          }
        >
          {t('notifications.panel.markAllRead')}
        </Button>
      }
    >
      <div className={styles.stack}>
        <Tabs
          aria-label={t('notifications.screen.filter')}
          value={filter}
          onChange={(id) => {
            setFilter(id as Filter);
            setPageNumber(1);
          }}
          items={[
            { id: 'all', label: t('notifications.screen.all') },
            { id: 'unread', label: t('notifications.screen.unread'), badge: count > 0 ? count : undefined },
          ]}
        />
        <Card>
          {list.isPending ? (
            <Spinner fullHeight={false} />
          ) : list.isError ? (
            <EmptyState icon="alert" title={t('notifications.panel.loadFailed')} />
          ) : items.length === 0 ? (
            <EmptyState
              icon="bell"
              title={
                filter === 'unread'
                  ? t('notifications.screen.emptyUnread')
                  : t('notifications.screen.emptyAll')
              }
            />
          ) : (
            <ul
              className={styles.list}
              aria-label={t('notifications.title')}
              aria-busy={list.isFetching || undefined}
            >
              {items.map((n) => (
                <NotificationItem
                  key={n.id}
                  notification={n}
                  now={now}
                  onOpen={open}
                  actions={
                    <>
                      {!n.read && (
                        <IconButton
                          size="sm"
                          icon="check"
                          aria-label={t('notifications.item.markRead')}
                          onClick={() => read.mutate(n.id)}
                        />
                      )}
                      <IconButton
                        size="sm"
                        icon="trash"
                        aria-label={t('notifications.item.remove')}
                        onClick={() => setRemoving(n)}
                      />
                    </>
                  }
                />
              ))}
            </ul>
          )}
        </Card>
        {total > NOTIFICATIONS_SCREEN_PAGE_SIZE && (
          <Pagination
            pageNumber={pageNumber}
            pageSize={NOTIFICATIONS_SCREEN_PAGE_SIZE}
            totalItem={total}
            onPageChange={setPageNumber}
          />
        )}
      </div>
      <ConfirmDialog
        open={removing !== null}
        variant="danger"
        title={t('notifications.screen.removeTitle')}
        message={t('notifications.screen.removeMessage', { title: removing?.title ?? '' })}
        confirmLabel={t('notifications.item.remove')}
        loading={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              setRemoving(null);
              toast.success(t('notifications.screen.removed'));
            },
            onError: (error) => toast.error(errorText(error) ?? ''),
          })
        }
      />
    </Page>
  );
}
