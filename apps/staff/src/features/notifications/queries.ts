import type { NotificationSettingsInput, NotificationView } from '@clinic/api-client';
import { type Language, NOTIFICATION_PANEL_SIZE, RealtimeEvent } from '@clinic/domain';
import { useT } from '@clinic/ui';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, realtime } from '../../app/session';
import { authState } from '../../state/auth';

// The signed-in user's own notifications: the bell's count, its panel, the full screen and my settings'
// kinds, all under ['notifications']. Every write answers the unread count, so the bell never asks again; a
// `notification.new` from the user's realtime room goes into the cache as it is.

export const notifications = api.notifications;

export type Page = {
  pageData: NotificationView[];
  paging: { totalItem: number; pageSize: number; pageNumber: number };
};

export interface ListQuery {
  lang: Language;
  unread: boolean;
  pageSize: number;
  pageNumber: number;
}

export const notificationKeys = {
  all: ['notifications'] as const,
  unreadCount: ['notifications', 'unread-count'] as const,
  lists: ['notifications', 'list'] as const,
  // The texts are made by the server in `lang`: another language is another list.
  list: (q: ListQuery) =>
    ['notifications', 'list', q.lang, q.unread ? 'unread' : 'all', q.pageSize, q.pageNumber] as const,
  settings: ['notifications', 'settings'] as const,
};

const listQueryOf = (key: readonly unknown[]): ListQuery | null => {
  const [, , lang, filter, pageSize, pageNumber] = key;
  if (typeof pageNumber !== 'number' || typeof pageSize !== 'number') return null;
  return { lang: lang as Language, unread: filter === 'unread', pageSize, pageNumber };
};

export function useUnreadCount() {
  return useQuery({
    queryKey: notificationKeys.unreadCount,
    queryFn: ({ signal }) => notifications.unreadCount({ signal }),
    select: (answer) => answer.unreadCount,
  });
}

/** One page of the user's notifications, newest first, in the language the app shows now. */
export function useNotificationList({
  unread = false,
  pageSize = NOTIFICATION_PANEL_SIZE,
  pageNumber = 1,
  enabled = true,
}: {
  unread?: boolean;
  pageSize?: number;
  pageNumber?: number;
  enabled?: boolean;
} = {}) {
  const { lang } = useT();
  const query: ListQuery = { lang, unread, pageSize, pageNumber };
  return useQuery({
    queryKey: notificationKeys.list(query),
    queryFn: ({ signal }) =>
      notifications.list(
        { lang, pageSize, pageNumber, ...(unread ? { unread: 'true' as const } : {}) },
        { signal },
      ) as Promise<Page>,
    placeholderData: keepPreviousData,
    enabled,
  });
}

const setCount = (queryClient: QueryClient, unreadCount: number) =>
  queryClient.setQueryData(notificationKeys.unreadCount, { unreadCount });

/** Every cached list page, with what it asked for. */
function cachedLists(queryClient: QueryClient) {
  return queryClient
    .getQueriesData<Page>({ queryKey: notificationKeys.lists })
    .map(([key, page]) => ({ key, page, query: listQueryOf(key) }));
}

/** Marks notifications read in every cached page; pages of unread ones are asked again (they shrink). */
function markReadInCache(queryClient: QueryClient, isRead: (n: NotificationView) => boolean) {
  for (const { key, page, query } of cachedLists(queryClient)) {
    if (!page || !query) continue;
    queryClient.setQueryData<Page>(key, {
      ...page,
      pageData: page.pageData.map((n) => (isRead(n) ? { ...n, read: true } : n)),
    });
  }
  void queryClient.invalidateQueries({
    queryKey: notificationKeys.lists,
    predicate: (q) => listQueryOf(q.queryKey)?.unread === true,
  });
}

/**
 * A new notification from the realtime room: the count is the server's, and it heads the first page of each list
 * in the language it was made in (the user's); lists in another language and later pages are asked again.
 */
export function addNotificationToCache(
  queryClient: QueryClient,
  notification: NotificationView,
  unreadCount: number,
  madeIn: Language | undefined,
) {
  setCount(queryClient, unreadCount);
  for (const { key, page, query } of cachedLists(queryClient)) {
    if (!page || !query) continue;
    if (query.pageNumber !== 1 || query.lang !== madeIn) {
      void queryClient.invalidateQueries({ queryKey: key, exact: true });
      continue;
    }
    const rest = page.pageData.filter((n) => n.id !== notification.id);
    queryClient.setQueryData<Page>(key, {
      pageData: [notification, ...rest].slice(0, query.pageSize),
      paging: {
        ...page.paging,
        totalItem: page.paging.totalItem + (rest.length === page.pageData.length ? 1 : 0),
      },
    });
  }
}

/**
 * Listens to `notification.new` while the shell is shown (the bell owns it) and calls `onArrive` for each one,
 * so the bell can ring.
 */
export function useNotificationEvents(onArrive?: (notification: NotificationView) => void) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      realtime.on(RealtimeEvent.NotificationNew, (payload) => {
        const notification = payload.notification as NotificationView;
        addNotificationToCache(queryClient, notification, payload.unreadCount, authState.userData?.language);
        onArrive?.(notification);
      }),
    [queryClient, onArrive],
  );
}

export function useReadNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => notifications.read(id),
    onSuccess: ({ unreadCount }, id) => {
      setCount(queryClient, unreadCount);
      markReadInCache(queryClient, (n) => n.id === id);
    },
  });
}

export function useReadAllNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => notifications.readAll(),
    onSuccess: ({ unreadCount }) => {
      setCount(queryClient, unreadCount);
      markReadInCache(queryClient, () => true);
    },
  });
}

export function useRemoveNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => notifications.remove(id),
    onSuccess: ({ unreadCount }, id) => {
      setCount(queryClient, unreadCount);
      for (const { key, page } of cachedLists(queryClient)) {
        if (!page) continue;
        queryClient.setQueryData<Page>(key, { ...page, pageData: page.pageData.filter((n) => n.id !== id) });
      }
      // Pages shift by one: each is asked again for its new last row and total.
      void queryClient.invalidateQueries({ queryKey: notificationKeys.lists });
    },
  });
}

export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationKeys.settings,
    queryFn: ({ signal }) => notifications.settings({ signal }),
  });
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationSettingsInput) => notifications.saveSettings(input),
    onSuccess: (settings) => queryClient.setQueryData(notificationKeys.settings, settings),
  });
}
