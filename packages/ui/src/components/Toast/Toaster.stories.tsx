import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import * as layout from '../../stories.css';
import { Button } from '../Button/Button';
import { Toaster } from './Toaster';
import { createToastApi, createToastStore } from './toast';

// The stories use their own store, so toasts from one story never leak into another.
const store = createToastStore();
const toast = createToastApi(store);

const meta = {
  title: 'Overlays/Toaster',
  component: Toaster,
  parameters: { layout: 'fullscreen' },
  args: { store },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

function Demo() {
  useEffect(() => {
    store.clear();
    toast.info('Có 3 lịch hẹn mới', 'Đặt qua trang đặt lịch trực tuyến', { duration: 0 });
    toast.warning('Thuốc sắp hết hạn', 'Amoxicillin 500 mg – lô A2305 hết hạn ngày 30/11/2026', {
      duration: 0,
    });
    toast.error('ui.toast.error', 'Không kết nối được máy chủ. Vui lòng thử lại.', { duration: 0 });
    toast.success('Đã lưu lịch hẹn', 'Nguyễn Văn An · 09:30 · 21/11/2026', { duration: 0 });
  }, []);
  return (
    <div className={layout.column}>
      <div className={layout.row}>
        <Button onClick={() => toast('Thông báo', 'Một thông báo thường')}>Mặc định</Button>
        <Button onClick={() => toast.success('Đã lưu')}>Thành công</Button>
        <Button variant="secondary" onClick={() => toast.info('Đã gửi e-mail mời')}>
          Thông tin
        </Button>
        <Button variant="secondary" onClick={() => toast.warning('Sắp hết phiên đăng nhập')}>
          Cảnh báo
        </Button>
        <Button variant="danger" onClick={() => toast.error('ui.toast.error', 'Mã lỗi 1052')}>
          Lỗi
        </Button>
      </div>
      <Toaster store={store} />
    </div>
  );
}

export const Default: Story = {
  render: () => <Demo />,
  decorators: [
    (Story) => (
      <div className={layout.padded}>
        <Story />
      </div>
    ),
  ],
};
