import {
  AppointmentFeature,
  NotificationKind,
  notificationPath,
  PermissionLevel,
  ScreenId,
} from '@clinic/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staffScreens } from '../../app/screens';
import { renderScreen } from '../../shared/testing/renderScreen';
import { signedInUser } from '../../shared/testing/session';
import { authState } from '../../state/auth';
import BillingScreen from '../billing/BillingScreen';
import { billingApi, queueItem } from '../billing/testing/billingApi';
import { NotificationSettingsSection } from './NotificationSettingsSection';
import NotificationsScreen, { NOTIFICATIONS_SCREEN_PAGE_SIZE } from './NotificationsScreen';
import { notification, notificationsApi } from './testing';

// The notifications screen and my settings' section against the API's answers, and where each target leads.

beforeEach(() => {
  authState.userData = signedInUser();
});
afterEach(() => {
  cleanup();
  authState.userData = null;
});

const render = () => renderScreen(<NotificationsScreen />, { screens: [], path: '/notifications' });
const rows = () => within(screen.getByRole('list', { name: 'Thông báo' })).getAllByRole('listitem');

describe('the notifications screen', () => {
  it('pages through all of them and filters the unread', async () => {
    const { server } = notificationsApi(
      Array.from({ length: 25 }, (_, i) => notification(i + 1, { read: i % 2 === 1 })),
    );
    render();
    await screen.findByText('Lịch hẹn trực tuyến chờ duyệt #1');
    expect(rows()).toHaveLength(NOTIFICATIONS_SCREEN_PAGE_SIZE);
    fireEvent.click(screen.getByRole('button', { name: 'Trang sau' }));
    await screen.findByText('Lịch hẹn trực tuyến chờ duyệt #21');
    expect(rows()).toHaveLength(5);

    fireEvent.click(screen.getByRole('tab', { name: /Chưa đọc/ }));
    await screen.findByText('Lịch hẹn trực tuyến chờ duyệt #1');
    await waitFor(() => expect(rows()).toHaveLength(13));
    expect(server.requests('GET /notifications').at(-1)?.query).toMatchObject({
      unread: 'true',
      pageNumber: '1',
    });
    expect(screen.queryByText('Lịch hẹn trực tuyến chờ duyệt #2')).toBeNull();
  });

  it('marks one read, deletes one after a confirm, and reads all', async () => {
    const { server, store } = notificationsApi([notification(1), notification(2), notification(3)]);
    render();
    const first = within(
      (await screen.findByText('Lịch hẹn trực tuyến chờ duyệt #1')).closest('li') as HTMLElement,
    );
    fireEvent.click(first.getByRole('button', { name: 'Đánh dấu đã đọc' }));
    await waitFor(() => expect(first.queryByRole('button', { name: 'Đánh dấu đã đọc' })).toBeNull());
    expect(first.queryByText(/Chưa đọc/)).toBeNull();

    const second = within(screen.getByText('Lịch hẹn trực tuyến chờ duyệt #2').closest('li') as HTMLElement);
    fireEvent.click(second.getByRole('button', { name: 'Xóa thông báo' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Lịch hẹn trực tuyến chờ duyệt #2/)).toBeTruthy();
    expect(server.requests('DELETE /notifications/:id')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xóa thông báo' }));
    await waitFor(() => expect(screen.queryByText('Lịch hẹn trực tuyến chờ duyệt #2')).toBeNull());
    expect(store.items.map((n) => n.id)).toEqual([1, 3]);

    fireEvent.click(screen.getByRole('button', { name: 'Đánh dấu tất cả là đã đọc' }));
    await waitFor(() => expect(screen.queryAllByRole('button', { name: 'Đánh dấu đã đọc' })).toHaveLength(0));
    expect(store.items.every((n) => n.read)).toBe(true);
    expect(screen.getByRole('button', { name: 'Đánh dấu tất cả là đã đọc' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('says so when there is nothing, and when everything is read', async () => {
    notificationsApi([notification(1, { read: true })]);
    render();
    await screen.findByText('Lịch hẹn trực tuyến chờ duyệt #1');
    fireEvent.click(screen.getByRole('tab', { name: /Chưa đọc/ }));
    expect(await screen.findByText('Bạn đã đọc hết thông báo.')).toBeTruthy();
    cleanup();
    notificationsApi([]);
    render();
    expect(await screen.findByText('Bạn chưa có thông báo nào.')).toBeTruthy();
  });

  it('opens the invoice of a transfer notification and reads it', async () => {
    const { server } = notificationsApi([
      notification(4, {
        kind: NotificationKind.InvoicePaidByTransfer,
        title: 'Hóa đơn HD000042 đã thanh toán',
        target: { type: 'invoice', id: 42 },
      }),
    ]);
    const { location } = render();
    fireEvent.click(await screen.findByRole('button', { name: /Hóa đơn HD000042 đã thanh toán/ }));
    expect(location.history.at(-1)).toBe('/invoices/42');
    await waitFor(() => expect(server.requests('PUT /notifications/:id/read')).toHaveLength(1));
  });
});

describe('where a notification leads', () => {
  it('each target opens a path of a registered screen', () => {
    const paths = [
      notificationPath({ type: 'appointment', id: 12 }),
      notificationPath({ type: 'exam', appointmentId: 12 }),
      notificationPath({ type: 'billing', appointmentId: 12 }),
      notificationPath({ type: 'invoice', id: 9 }),
      notificationPath({ type: 'stock', view: 'expired' }),
    ];
    expect(paths).toEqual([
      '/appointments/12',
      '/queue/12/exam',
      '/billing?appointmentId=12',
      '/invoices/9',
      '/stock',
    ]);
    for (const path of paths) {
      const pathname = (path ?? '').split('?')[0] ?? '';
      const owner = staffScreens.find(
        (s) => pathname === s.path || (s.nest === true && pathname.startsWith(`${s.path}/`)),
      );
      expect(owner, path ?? '').toBeDefined();
    }
    expect(notificationPath(null)).toBeNull();
  });

  it("a billing target opens that visit at the cashier's desk", async () => {
    billingApi([queueItem(1), queueItem(2, { patientName: 'Trần Thị Bích' })]);
    renderScreen(<BillingScreen debounceMs={0} />, {
      screens: { [ScreenId.Billing]: PermissionLevel.Write },
      features: [AppointmentFeature.Billing],
      path: notificationPath({ type: 'billing', appointmentId: 2 }) ?? '',
    });
    const chosen = await screen.findByRole('option', { name: /Trần Thị Bích/ });
    expect(chosen.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('option', { name: /Nguyễn Văn An/ }).getAttribute('aria-selected')).toBe('false');
  });
});

describe("my settings' notifications section", () => {
  it('lists the kinds the user can receive and saves a switch turned off, then on', async () => {
    const { server, store } = notificationsApi([], {
      availableKinds: [NotificationKind.OnlineBookingPending, NotificationKind.AppointmentInvalid],
      disabledKinds: [NotificationKind.AppointmentInvalid],
    });
    renderScreen(<NotificationSettingsSection />, { screens: [] });
    const booking = await screen.findByRole('switch', { name: 'Lịch hẹn đặt trực tuyến chờ duyệt' });
    const invalid = screen.getByRole('switch', { name: 'Lịch hẹn không còn hợp lệ' });
    expect(screen.getAllByRole('switch')).toHaveLength(2);
    expect([(booking as HTMLInputElement).checked, (invalid as HTMLInputElement).checked]).toEqual([
      true,
      false,
    ]);

    fireEvent.click(booking);
    await waitFor(() => expect(server.requests('PUT /notifications/settings')).toHaveLength(1));
    expect(server.requests('PUT /notifications/settings')[0]?.body).toEqual({
      disabledKinds: [NotificationKind.OnlineBookingPending, NotificationKind.AppointmentInvalid],
    });
    await waitFor(() => expect((booking as HTMLInputElement).checked).toBe(false));

    fireEvent.click(invalid);
    await waitFor(() =>
      expect(store.settings.disabledKinds).toEqual([NotificationKind.OnlineBookingPending]),
    );
    await waitFor(() => expect((invalid as HTMLInputElement).checked).toBe(true));
  });

  it('says so when the role receives no kind', async () => {
    notificationsApi([], { availableKinds: [], disabledKinds: [] });
    renderScreen(<NotificationSettingsSection />, { screens: [] });
    expect(await screen.findByText('Vai trò của bạn hiện không nhận loại thông báo nào.')).toBeTruthy();
  });
});
