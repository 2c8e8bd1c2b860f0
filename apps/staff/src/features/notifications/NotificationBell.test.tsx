import { NOTIFICATION_PANEL_SIZE, NotificationKind, RealtimeEvent } from '@clinic/domain';
import { i18n } from '@clinic/i18n';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { captureRealtime } from '../../shared/testing/realtimeEvents';
import { renderScreen } from '../../shared/testing/renderScreen';
import { signedInUser } from '../../shared/testing/session';
import { authState } from '../../state/auth';
import { badgeText, NotificationBell } from './NotificationBell';
import { notification, notificationsApi } from './testing';

// The header's bell against the API's answers: the count, the panel of the newest, a notification arriving on the
// user's realtime room (no reload, no refetch), a click that reads it and opens what it is about, read-all, and
// the panel's texts following the app's language.

const receptionist = signedInUser();

beforeEach(() => {
  authState.userData = signedInUser();
});
afterEach(() => {
  cleanup();
  authState.userData = null;
  i18n.setLanguage('vi');
});

const bell = () => screen.getByRole('button', { name: /^Thông báo,/ });
const render = () => renderScreen(<NotificationBell />, { screens: [] });

describe('the notifications bell', () => {
  it('shows the unread count in its badge and name, and 99+ beyond 99', async () => {
    notificationsApi([notification(1), notification(2), notification(3, { read: true })]);
    render();
    const button = await screen.findByRole('button', { name: 'Thông báo, 2 chưa đọc' });
    expect(button.parentElement?.textContent).toBe('2');
    expect([badgeText(99), badgeText(100), badgeText(1234)]).toEqual(['99', '99+', '99+']);
  });

  it('says none unread and shows no badge when all are read', async () => {
    notificationsApi([notification(1, { read: true })]);
    render();
    const button = await screen.findByRole('button', { name: 'Thông báo, không có thông báo chưa đọc' });
    expect(button.parentElement?.textContent).toBe('');
  });

  it('opens a panel of the newest, in the app language, with how long ago and which are unread; Esc closes it', async () => {
    const { server } = notificationsApi([
      notification(1, { minutesAgo: 5 }),
      notification(2, {
        kind: NotificationKind.AppointmentInvalid,
        title: 'Lịch hẹn không còn hợp lệ',
        minutesAgo: 120,
        read: true,
      }),
      ...Array.from({ length: 10 }, (_, i) => notification(10 + i, { minutesAgo: 60 * 24 * 2 })),
    ]);
    render();
    await screen.findByRole('button', { name: 'Thông báo, 11 chưa đọc' });
    fireEvent.click(bell());
    const panel = await screen.findByRole('dialog', { name: 'Thông báo' });
    const rows = await within(panel).findAllByRole('listitem');
    expect(rows).toHaveLength(NOTIFICATION_PANEL_SIZE);
    expect(server.requests('GET /notifications')[0]?.query).toMatchObject({
      lang: 'vi',
      pageSize: String(NOTIFICATION_PANEL_SIZE),
      pageNumber: '1',
    });
    const first = within(rows[0] as HTMLElement);
    expect(first.getByText('Lịch hẹn trực tuyến chờ duyệt #1')).toBeTruthy();
    expect(first.getByText(/Nguyễn Văn An đặt lịch khám/)).toBeTruthy();
    expect(first.getByText('5 phút trước')).toBeTruthy();
    expect(first.getByText(/Chưa đọc/)).toBeTruthy();
    const second = within(rows[1] as HTMLElement);
    expect(second.getByText('2 giờ trước')).toBeTruthy();
    expect(second.queryByText(/Chưa đọc/)).toBeNull();
    // The keyboard starts on the newest notification.
    await waitFor(() => expect(document.activeElement).toBe(first.getByRole('button')));
    expect(within(panel).getByRole('link', { name: 'Xem tất cả' }).getAttribute('href')).toBe(
      '/notifications',
    );

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(bell());
  });

  it('rings when one arrives on the realtime room: the count and the open panel update without asking again', async () => {
    const live = captureRealtime();
    const { server } = notificationsApi([notification(1)]);
    render();
    await screen.findByRole('button', { name: 'Thông báo, 1 chưa đọc' });
    fireEvent.click(bell());
    const panel = await screen.findByRole('dialog');
    await within(panel).findByText('Lịch hẹn trực tuyến chờ duyệt #1');
    const asked = server.calls.length;
    expect(live.subscribed(RealtimeEvent.NotificationNew)).toBe(1);

    act(() =>
      live.emit(RealtimeEvent.NotificationNew, {
        userId: receptionist.id,
        notification: notification(2, { title: 'Trần Thị Bích đặt lịch trực tuyến', minutesAgo: 0 }),
        unreadCount: 2,
      }),
    );
    expect(screen.getByRole('button', { name: 'Thông báo, 2 chưa đọc' })).toBeTruthy();
    expect(bell().parentElement?.className).toMatch(/ringing/);
    const rows = within(panel).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('Trần Thị Bích đặt lịch trực tuyến')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Vừa xong')).toBeTruthy();
    expect(server.calls.length).toBe(asked);
  });

  it('a click reads the notification and opens what it is about', async () => {
    const { server } = notificationsApi([
      notification(1, { target: { type: 'exam', appointmentId: 41 } }),
      notification(2),
    ]);
    const { location } = render();
    await screen.findByRole('button', { name: 'Thông báo, 2 chưa đọc' });
    fireEvent.click(bell());
    fireEvent.click(await screen.findByRole('button', { name: /Lịch hẹn trực tuyến chờ duyệt #1/ }));
    expect(location.history.at(-1)).toBe('/queue/41/exam');
    expect(screen.queryByRole('dialog')).toBeNull();
    await screen.findByRole('button', { name: 'Thông báo, 1 chưa đọc' });
    expect(server.requests('PUT /notifications/:id/read').map((r) => r.params.id)).toEqual(['1']);
  });

  it('marks all read from the panel', async () => {
    const { server } = notificationsApi([notification(1), notification(2)]);
    render();
    await screen.findByRole('button', { name: 'Thông báo, 2 chưa đọc' });
    fireEvent.click(bell());
    const panel = await screen.findByRole('dialog');
    await within(panel).findAllByText(/Chưa đọc/);
    fireEvent.click(within(panel).getByRole('button', { name: 'Đánh dấu tất cả là đã đọc' }));
    await screen.findByRole('button', { name: 'Thông báo, không có thông báo chưa đọc' });
    expect(within(panel).queryAllByText(/Chưa đọc/)).toHaveLength(0);
    expect(within(panel).getByRole('button', { name: 'Đánh dấu tất cả là đã đọc' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(server.requests('PUT /notifications/read-all')).toHaveLength(1);
  });

  it('asks for the list again in the new language when the app language changes', async () => {
    const { server } = notificationsApi([notification(1)]);
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Thông báo, 1 chưa đọc' }));
    await screen.findByText('Lịch hẹn trực tuyến chờ duyệt #1');
    act(() => i18n.setLanguage('en'));
    expect(await screen.findByText('[en] Lịch hẹn trực tuyến chờ duyệt #1')).toBeTruthy();
    expect(server.requests('GET /notifications').map((r) => r.query.lang)).toEqual(['vi', 'en']);
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
  });
});
