import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Notice } from './Notice';

const meta = {
  title: 'Components/Notice',
  component: Notice,
  args: {
    tone: 'warning',
    children: 'Phòng khám đã có hồ sơ BN000304 · Lê Minh Tuấn · 1990 cùng họ tên và số điện thoại.',
    action: (
      <Button size="sm" variant="secondary">
        Dùng hồ sơ này
      </Button>
    ),
  },
  argTypes: { tone: { control: 'select', options: ['warning', 'info'] } },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Warning: Story = {};
export const Info: Story = {
  args: { tone: 'info', children: 'Ứng dụng đã sẵn sàng để dùng khi mất mạng.', action: undefined },
};
