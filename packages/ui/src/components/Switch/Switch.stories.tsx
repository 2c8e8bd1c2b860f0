import type { Meta, StoryObj } from '@storybook/react-vite';
import * as layout from '../../stories.css';
import { Switch } from './Switch';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: { label: 'Dùng phiếu tiếp đón', defaultChecked: true, disabled: false },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const States: Story = {
  render: () => (
    <div className={layout.column}>
      <Switch label="Đang hoạt động" defaultChecked />
      <Switch label="Ngừng hoạt động" />
      <Switch
        label="Hiện trên trang đặt lịch"
        description="Bệnh nhân có thể đặt lịch trực tuyến với bác sĩ này"
        defaultChecked
      />
      <Switch label="Không được đổi" disabled defaultChecked />
    </div>
  ),
};
