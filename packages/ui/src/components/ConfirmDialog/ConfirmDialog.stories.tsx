import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
import * as styles from './ConfirmDialog.css';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    message: 'Duyệt lịch hẹn LH-00012 của Nguyễn Văn An lúc 09:30 ngày 21/11/2026?',
    variant: 'default',
    onConfirm: () => new Promise((resolve) => setTimeout(resolve, 1200)),
    onCancel: () => {},
  },
  argTypes: { variant: { control: 'inline-radio', options: ['default', 'danger'] } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

function Live(args: ConfirmDialogProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button variant={args.variant === 'danger' ? 'danger' : 'primary'} onClick={() => setOpen(true)}>
        Mở hộp xác nhận
      </Button>
      <ConfirmDialog
        {...args}
        open={open}
        onCancel={() => setOpen(false)}
        onConfirm={async () => {
          await args.onConfirm();
          setOpen(false);
        }}
      />
    </>
  );
}

export const Default: Story = { render: (args) => <Live {...args} /> };

export const Danger: Story = {
  render: (args) => <Live {...args} />,
  args: {
    variant: 'danger',
    title: 'Hủy lịch hẹn',
    message: 'Lịch hẹn sẽ bị hủy và bệnh nhân nhận được thông báo.',
    confirmLabel: 'Hủy lịch hẹn',
    cancelLabel: 'Không',
  },
};

export const TypeTheName: Story = {
  render: (args) => <Live {...args} />,
  args: {
    variant: 'danger',
    title: 'Xóa bác sĩ',
    message: (
      <p>
        Bác sĩ <span className={styles.name}>BS. Võ Minh Khôi</span> và lịch làm việc của bác sĩ sẽ bị xóa.
        Không thể hoàn tác.
      </p>
    ),
    confirmText: 'BS. Võ Minh Khôi',
    confirmLabel: 'Xóa bác sĩ',
  },
};
