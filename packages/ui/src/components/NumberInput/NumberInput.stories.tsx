import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import * as layout from '../../stories.css';
import { FormField } from '../FormField/FormField';
import { NumberInput } from './NumberInput';

const meta = {
  title: 'Forms/NumberInput',
  component: NumberInput,
  decorators: [
    (Story) => (
      <div className={layout.narrow}>
        <Story />
      </div>
    ),
  ],
  args: { vnd: true, defaultValue: 150000, min: 0 },
} satisfies Meta<typeof NumberInput>;

export default meta;
type Story = StoryObj<typeof meta>;

function Live(args: Story['args']) {
  const [value, setValue] = useState<number | null>(args?.defaultValue ?? null);
  return (
    <FormField label="Giá dịch vụ" hint={`Giá trị: ${value === null ? '—' : value}`}>
      <NumberInput {...args} value={value} onChange={setValue} />
    </FormField>
  );
}

export const Vnd: Story = { render: (args) => <Live {...args} /> };

export const Decimal: Story = {
  render: () => (
    <div className={layout.column}>
      <FormField label="Cân nặng">
        <NumberInput decimals={1} min={0} defaultValue={58.5} suffix="kg" />
      </FormField>
      <FormField label="Số lượng" error="formError.integer">
        <NumberInput min={1} defaultValue={2} />
      </FormField>
    </div>
  ),
};
