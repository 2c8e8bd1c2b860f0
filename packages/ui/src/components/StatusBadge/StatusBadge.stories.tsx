import { AppointmentStatus, allAppointmentStatuses } from '@clinic/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import * as layout from '../../stories.css';
import { StatusBadge } from './StatusBadge';

const meta = {
  title: 'Components/StatusBadge',
  component: StatusBadge,
  args: { status: AppointmentStatus.CheckedIn, dot: false },
  argTypes: { status: { control: 'select', options: allAppointmentStatuses } },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStatuses: Story = {
  render: (args) => (
    <div className={layout.row}>
      {allAppointmentStatuses.map((status) => (
        <StatusBadge key={status} {...args} status={status} />
      ))}
    </div>
  ),
};
