import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiStatus } from './ApiStatus';

const meta = {
  title: 'Components/ApiStatus',
  component: ApiStatus,
  args: { status: 'ok' },
  argTypes: { status: { control: 'inline-radio', options: ['checking', 'ok', 'down'] } },
} satisfies Meta<typeof ApiStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Up: Story = {};
export const Down: Story = { args: { status: 'down' } };
export const Checking: Story = { args: { status: 'checking' } };
