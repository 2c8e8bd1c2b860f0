import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { Modal } from './Modal';

const meta = {
  title: 'Components/Modal',
  component: Modal,
  args: {
    open: true,
    title: 'Hủy lịch hẹn',
    children: <p>Lịch hẹn của bệnh nhân Trần Văn Bình lúc 09:30 ngày 21/11/2026 sẽ bị hủy.</p>,
    dismissible: true,
    size: 'sm',
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

function Interactive(args: Story['args']) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Mở hộp thoại</Button>
      <Modal
        {...args}
        title={args?.title ?? 'Hộp thoại'}
        open={open}
        onClose={() => setOpen(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Không
            </Button>
            <Button variant="danger" onClick={() => setOpen(false)} data-autofocus>
              Hủy lịch hẹn
            </Button>
          </>
        }
      />
    </>
  );
}

export const Default: Story = { render: (args) => <Interactive {...args} /> };

export const UpdatePrompt: Story = {
  args: {
    title: 'Cập nhật ứng dụng',
    children: <p>Đã có phiên bản mới của ứng dụng. Trang sẽ được tải lại!</p>,
    dismissible: false,
    role: 'alertdialog',
    footer: <Button data-autofocus>OK</Button>,
  },
};
