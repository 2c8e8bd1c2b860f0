import type { Meta, StoryObj } from '@storybook/react-vite';
import * as layout from '../../stories.css';
import { FormField } from '../FormField/FormField';
import { Select } from './Select';

const meta = {
  title: 'Forms/Select',
  component: Select,
  decorators: [
    (Story) => (
      <div className={layout.narrow}>
        <Story />
      </div>
    ),
  ],
  args: {
    options: [
      { value: 1, label: 'Tiền mặt' },
      { value: 2, label: 'Chuyển khoản' },
      { value: 3, label: 'Ví điện tử' },
    ],
    placeholder: true,
    defaultValue: '',
    size: 'md',
    disabled: false,
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <FormField label="Phương thức thanh toán" required>
      <Select {...args} />
    </FormField>
  ),
};

export const Selected: Story = { ...Default, args: { defaultValue: 2 } };

export const Invalid: Story = {
  render: (args) => (
    <FormField label="Phương thức thanh toán" required error="formError.required">
      <Select {...args} />
    </FormField>
  ),
};
