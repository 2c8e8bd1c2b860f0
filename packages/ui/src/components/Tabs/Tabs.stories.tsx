import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyState } from '../EmptyState/EmptyState';
import { Tabs } from './Tabs';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: {
    'aria-label': 'Hàng đợi khám',
    activation: 'automatic',
    items: [
      { id: 'new', label: 'Mới', badge: 4, content: <p>4 lịch hẹn mới chờ tiếp đón.</p> },
      { id: 'checkedIn', label: 'Đã tiếp đón', badge: 12, content: <p>12 bệnh nhân đang chờ khám.</p> },
      { id: 'inProgress', label: 'Đang khám', badge: 3, content: <p>3 bệnh nhân đang khám.</p> },
      { id: 'finished', label: 'Đã khám xong', badge: 27, content: <p>27 lượt khám đã xong.</p> },
      {
        id: 'canceled',
        label: 'Đã hủy',
        badge: 0,
        content: <EmptyState size="sm" title="Không có lịch hẹn bị hủy" icon="check-circle" />,
      },
    ],
  },
  argTypes: { activation: { control: 'inline-radio', options: ['automatic', 'manual'] } },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ExaminationQueue: Story = {};
export const WithDisabled: Story = {
  args: {
    items: [
      { id: 'general', label: 'Thông tin chung', content: <p>Tên phòng khám, địa chỉ, giờ làm việc.</p> },
      { id: 'booking', label: 'Đặt lịch trực tuyến', content: <p>Đường dẫn đặt lịch và mã QR.</p> },
      { id: 'printing', label: 'Mẫu in', disabled: true, content: <p>Mẫu in hóa đơn, đơn thuốc.</p> },
    ],
  },
};
