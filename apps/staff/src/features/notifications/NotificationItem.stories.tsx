import type { NotificationView } from '@clinic/api-client';
import { NotificationKind } from '@clinic/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
// Storybook's preview loads only the shared strings; the staff app adds its own areas before rendering.
import '../../app/dictionaries';
import { NotificationItem } from './NotificationItem';
import * as styles from './notifications.css';

const now = Date.parse('2026-11-27T03:00:00Z');
const ago = (minutes: number) => new Date(now - minutes * 60_000).toISOString();

const examples: NotificationView[] = [
  {
    id: 3,
    kind: NotificationKind.OnlineBookingPending,
    title: 'Lịch hẹn trực tuyến chờ duyệt',
    body: 'Phan Thị Thu Trang đặt khám với BS. Lê Quang Minh lúc 09:30 ngày 28/11/2026 (LH000231).',
    target: { type: 'appointment', id: 231 },
    read: false,
    createdAt: ago(5),
  },
  {
    id: 2,
    kind: NotificationKind.InvoicePaidByTransfer,
    title: 'Hóa đơn đã thanh toán bằng chuyển khoản',
    body: 'HD000187 — 1.250.000 ₫ từ Vietcombank, khớp tự động.',
    target: { type: 'invoice', id: 187 },
    read: false,
    createdAt: ago(130),
  },
  {
    id: 1,
    kind: NotificationKind.StockAlert,
    title: 'Cảnh báo kho',
    body: '3 lô sắp hết hạn, 1 lô đã hết hạn, 2 thuốc sắp hết hàng.',
    target: { type: 'stock', view: 'expiring' },
    read: true,
    createdAt: ago(60 * 24 * 3),
  },
];

/** The rows of the bell's panel and the notifications screen: unread ones bold with a dot. */
function NotificationRows({ items }: { items: NotificationView[] }) {
  return (
    <ul className={`${styles.list} ${styles.panel}`}>
      {items.map((n) => (
        <NotificationItem key={n.id} notification={n} now={now} onOpen={() => undefined} />
      ))}
    </ul>
  );
}

const meta = {
  title: 'Staff/Notifications/NotificationItem',
  component: NotificationRows,
  args: { items: examples },
} satisfies Meta<typeof NotificationRows>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Panel: Story = {};

export const AllRead: Story = { args: { items: examples.map((n) => ({ ...n, read: true })) } };
