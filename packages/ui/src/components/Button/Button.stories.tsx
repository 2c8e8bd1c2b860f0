import type { Meta, StoryObj } from '@storybook/react-vite';
import * as layout from '../../stories.css';
import { Button } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Lưu lịch hẹn', variant: 'primary', size: 'md', loading: false, disabled: false },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Hủy' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Xóa bác sĩ' } };
export const Loading: Story = { args: { loading: true, loadingLabel: 'Đang lưu…' } };
export const Disabled: Story = { args: { disabled: true } };
export const KioskSize: Story = { args: { size: 'xl', children: 'Quét mã QR' } };

export const AllVariants: Story = {
  render: (args) => (
    <div className={layout.column}>
      {(['sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <div key={size} className={layout.row}>
          <Button {...args} size={size} variant="primary">
            Xác nhận
          </Button>
          <Button {...args} size={size} variant="secondary">
            Hủy
          </Button>
          <Button {...args} size={size} variant="danger">
            Xóa
          </Button>
          <Button {...args} size={size} loading loadingLabel="Đang lưu…">
            Lưu
          </Button>
        </div>
      ))}
    </div>
  ),
};
