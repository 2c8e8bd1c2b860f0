import type { Meta, StoryObj } from '@storybook/react-vite';
import * as layout from '../../stories.css';
import { iconNames } from '../Icon/paths';
import { IconButton } from './IconButton';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { icon: 'bell', 'aria-label': 'Thông báo', variant: 'ghost', size: 'md', disabled: false },
  argTypes: {
    icon: { control: 'select', options: iconNames },
    variant: { control: 'inline-radio', options: ['ghost', 'secondary', 'primary', 'danger'] },
    size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div className={layout.column}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <div key={size} className={layout.row}>
          <IconButton {...args} size={size} icon="menu" aria-label="Mở menu" />
          <IconButton {...args} size={size} variant="secondary" icon="settings" aria-label="Cài đặt" />
          <IconButton {...args} size={size} variant="primary" icon="plus" aria-label="Thêm mới" />
          <IconButton {...args} size={size} variant="danger" icon="trash" aria-label="Xóa" />
          <IconButton {...args} size={size} icon="logout" aria-label="Đăng xuất" disabled />
        </div>
      ))}
    </div>
  ),
};
