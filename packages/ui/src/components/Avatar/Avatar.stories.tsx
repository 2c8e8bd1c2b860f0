import type { Meta, StoryObj } from '@storybook/react-vite';
import * as layout from '../../stories.css';
import { Avatar } from './Avatar';
import defaultAvatar from './default-avatar.svg';

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { name: 'Nguyễn Văn An', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {};

export const Fallbacks: Story = {
  render: (args) => (
    <div className={layout.column}>
      {(['sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <div key={size} className={layout.row}>
          <Avatar {...args} size={size} src={defaultAvatar} name="Ảnh" />
          <Avatar {...args} size={size} name="Nguyễn Văn An" />
          <Avatar {...args} size={size} name="Trần Thị Thu Hường" />
          <Avatar {...args} size={size} name="Đỗ Đức Anh" />
          <Avatar {...args} size={size} name="Lê Hoàng Nguyên" />
          <Avatar {...args} size={size} name={null} />
          <Avatar {...args} size={size} src="/khong-co-anh.jpg" name="Ảnh lỗi" />
        </div>
      ))}
    </div>
  ),
};
