import type { Meta, StoryObj } from '@storybook/react-vite';
import * as layout from '../../stories.css';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Tự động duyệt lịch hẹn', disabled: false, indeterminate: false },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const States: Story = {
  render: () => (
    <div className={layout.column}>
      <Checkbox label="Chưa chọn" />
      <Checkbox label="Đã chọn" defaultChecked />
      <Checkbox label="Chọn một phần" indeterminate />
      <Checkbox
        label="Hiện trên trang đặt lịch"
        description="Bệnh nhân có thể tự đặt lịch với bác sĩ này"
        defaultChecked
      />
      <Checkbox label="Không được sửa" disabled defaultChecked />
      <Checkbox label="Đồng ý với điều khoản" invalid />
    </div>
  ),
};
