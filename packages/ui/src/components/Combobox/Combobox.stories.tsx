import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import * as layout from '../../stories.css';
import { FormField } from '../FormField/FormField';
import { Combobox, type ComboboxOption } from './Combobox';

const patients: ComboboxOption<number>[] = [
  { value: 1, label: 'Nguyễn Văn An', description: 'BN-000123 · 0901 234 567' },
  { value: 2, label: 'Trần Thị Bình', description: 'BN-000124 · 0912 345 678' },
  { value: 3, label: 'Đỗ Đức Anh', description: 'BN-000125 · 0987 654 321' },
  { value: 4, label: 'Lê Hoàng Nguyên', description: 'BN-000126 · 0934 111 222' },
  { value: 5, label: 'Phạm Thị Thu Hường', description: 'BN-000127 · 0868 222 333' },
  { value: 6, label: 'Võ Minh Khôi', description: 'BN-000128 · 0977 333 444', disabled: true },
  { value: 7, label: 'Huỳnh Ngọc Trâm', description: 'BN-000129 · 0905 444 555' },
];

const meta = {
  title: 'Forms/Combobox',
  component: Combobox,
  decorators: [
    (Story) => (
      <div className={layout.narrow}>
        <Story />
      </div>
    ),
  ],
  args: { options: patients, clearable: true, loading: false, disabled: false },
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

function Live(args: Story['args']) {
  const [value, setValue] = useState<string | number | null>(null);
  return (
    <FormField label="Bệnh nhân" required hint="Gõ tên không dấu cũng được: “nguyen”, “do duc”">
      <Combobox {...args} options={args?.options ?? patients} value={value} onChange={setValue} />
    </FormField>
  );
}

export const Default: Story = { render: (args) => <Live {...args} /> };
export const Loading: Story = { render: (args) => <Live {...args} />, args: { options: [], loading: true } };
export const Invalid: Story = {
  render: (args) => (
    <FormField label="Bác sĩ" required error="formError.required">
      <Combobox {...args} />
    </FormField>
  ),
};
