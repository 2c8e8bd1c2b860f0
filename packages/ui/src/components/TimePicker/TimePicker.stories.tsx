import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import * as layout from '../../stories.css';
import { FormField } from '../FormField/FormField';
import { TimePicker } from './TimePicker';

const meta = {
  title: 'Forms/TimePicker',
  component: TimePicker,
  decorators: [
    (Story) => (
      <div className={layout.narrow}>
        <Story />
      </div>
    ),
  ],
  args: { step: 15, min: '07:00', max: '18:00', disabled: false },
} satisfies Meta<typeof TimePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

function Live(args: Story['args']) {
  const [value, setValue] = useState<string | null>('08:30');
  return (
    <FormField label="Giờ khám" hint={`Giá trị: ${value ?? '—'}`}>
      <TimePicker {...args} value={value} onChange={setValue} />
    </FormField>
  );
}

export const Default: Story = { render: (args) => <Live {...args} /> };
export const HalfHourSlots: Story = { render: (args) => <Live {...args} />, args: { step: 30 } };
