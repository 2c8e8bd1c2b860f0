import type { NotificationView } from '@clinic/api-client';
import { AppError, NotificationKind, type NotificationTarget } from '@clinic/domain';
import { fakeApi } from '../../shared/testing/fakeApi';

// The user's notifications as the API answers them, for component tests: a small in-memory store behind the fake
// HTTP layer, so read, read-all and delete change what the next list and count answer.

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

export function notification(
  id: number,
  extra: Partial<NotificationView> & { minutesAgo?: number } = {},
): NotificationView {
  const { minutesAgo: ago = id, ...rest } = extra;
  return {
    id,
    kind: NotificationKind.OnlineBookingPending,
    title: `Lịch hẹn trực tuyến chờ duyệt #${id}`,
    body: `Nguyễn Văn An đặt lịch khám lúc 09:30 ngày 27/11/2026 (LH00000${id}).`,
    target: { type: 'appointment', id: 100 + id } satisfies NotificationTarget,
    read: false,
    createdAt: minutesAgo(ago),
    ...rest,
  };
}

/** `items` newest first. Texts answer in the `lang` asked: English ones get an "[en] " prefix to tell them apart. */
export function notificationsApi(
  items: NotificationView[],
  settings = {
    availableKinds: [
      NotificationKind.OnlineBookingPending,
      NotificationKind.AppointmentInvalid,
    ] as NotificationKind[],
    disabledKinds: [] as NotificationKind[],
  },
) {
  const store = { items: [...items], settings };
  const unreadCount = () => ({ unreadCount: store.items.filter((n) => !n.read).length });
  const find = (id: string) => {
    const found = store.items.find((n) => n.id === Number(id));
    if (!found) throw new AppError('notificationNotFound');
    return found;
  };
  const server = fakeApi()
    .on('GET /notifications/unread-count', unreadCount)
    .on('GET /notifications', ({ query }) => {
      const pageSize = Number(query.pageSize ?? 50);
      const pageNumber = Number(query.pageNumber ?? 1);
      const rows = store.items.filter((n) => query.unread !== 'true' || !n.read);
      const inLang = (n: NotificationView) =>
        query.lang === 'en' ? { ...n, title: `[en] ${n.title}`, body: `[en] ${n.body}` } : n;
      return {
        pageData: rows.slice((pageNumber - 1) * pageSize, pageNumber * pageSize).map(inLang),
        paging: { totalItem: rows.length, pageSize, pageNumber },
      };
    })
    .on('PUT /notifications/:id/read', ({ params }) => {
      find(params.id ?? '').read = true;
      return unreadCount();
    })
    .on('PUT /notifications/read-all', () => {
      for (const n of store.items) n.read = true;
      return unreadCount();
    })
    .on('DELETE /notifications/:id', ({ params }) => {
      const found = find(params.id ?? '');
      store.items = store.items.filter((n) => n !== found);
      return unreadCount();
    })
    .on('GET /notifications/settings', () => store.settings)
    .on('PUT /notifications/settings', ({ body }) => {
      const { disabledKinds } = body as { disabledKinds: NotificationKind[] };
      store.settings = { ...store.settings, disabledKinds };
      return store.settings;
    });
  return { server, store };
}
