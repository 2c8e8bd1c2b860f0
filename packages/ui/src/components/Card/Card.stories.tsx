import type { Meta, StoryObj } from '@storybook/react-vite';
import * as layout from '../../stories.css';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Card } from './Card';

const meta = {
  title: 'Components/Card',
  component: Card,
  decorators: [
    (Story) => (
      <div className={layout.narrow}>
        <Story />
      </div>
    ),
  ],
  args: {
    title: 'Nguyễn Thị Thu Hường',
    subtitle: 'Mã bệnh nhân BN-000123 · 34 tuổi',
    padding: 'md',
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { children: <p>Khám tổng quát, tái khám sau 7 ngày. Dị ứng: không.</p> },
};

export const WithFooter: Story = {
  args: {
    children: (
      <div className={layout.row}>
        <Badge tone="success">Đã tiếp đón</Badge>
        <Badge tone="info">Bảo hiểm</Badge>
      </div>
    ),
    footer: (
      <>
        <Button>Bắt đầu khám</Button>
        <Button variant="secondary">Xem hồ sơ</Button>
      </>
    ),
  },
};

export const Plain: Story = { args: { title: undefined, subtitle: undefined, children: <p>Nội dung.</p> } };
