import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './Spinner';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  parameters: { layout: 'fullscreen' },
  args: { fullHeight: true, showLabel: false },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FullHeight: Story = {};
export const WithLabel: Story = { args: { showLabel: true } };
export const InPanel: Story = { args: { fullHeight: false, showLabel: true, label: 'Đang tải danh sách…' } };
