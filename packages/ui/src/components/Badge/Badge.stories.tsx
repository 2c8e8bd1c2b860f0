import type { Meta, StoryObj } from '@storybook/react-vite';
import * as layout from '../../stories.css';
import { tones } from '../../theme.css';
import { Badge } from './Badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { tone: 'success', children: 'Đã tiếp đón', dot: false },
  argTypes: { tone: { control: 'select', options: tones } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDot: Story = { args: { dot: true, tone: 'info', children: 'Đang khám' } };

const examples: Record<(typeof tones)[number], string> = {
  primary: 'Mới',
  secondary: 'Nháp',
  success: 'Hoàn thành',
  info: 'Đang khám',
  warning: 'Sắp hết hạn',
  danger: 'Đã hủy',
};

export const AllTones: Story = {
  render: (args) => (
    <div className={layout.row}>
      {tones.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {examples[tone]}
        </Badge>
      ))}
    </div>
  ),
};
