import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import * as layout from '../../stories.css';
import { FormField } from '../FormField/FormField';
import { Calendar } from './Calendar';
import { DatePicker } from './DatePicker';

const meta = {
  title: 'Forms/DatePicker',
  component: DatePicker,
  decorators: [
    (Story) => (
      <div className={layout.narrow}>
        <Story />
      </div>
    ),
  ],
  args: { disabled: false },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

function Live(args: Story['args']) {
  const [value, setValue] = useState<string | null>(args?.defaultValue ?? '2026-11-21');
  return (
    <FormField label="Ngày khám" required hint={`Giá trị: ${value ?? '—'}`}>
      <DatePicker {...args} value={value} onChange={setValue} />
    </FormField>
  );
}

export const Default: Story = { render: (args) => <Live {...args} /> };

export const WithinRange: Story = {
  render: (args) => <Live {...args} />,
  args: { min: '2026-11-10', max: '2026-12-10' },
};

export const CalendarOnly: Story = {
  render: () => {
    const [value, setValue] = useState<string | null>('2026-11-21');
    return <Calendar value={value} onSelect={setValue} min="2026-11-03" />;
  },
};
