import type { Meta, StoryObj } from '@storybook/react-vite';
import * as layout from '../../stories.css';
import { FormField } from '../FormField/FormField';
import { PasswordInput } from './PasswordInput';

const meta = {
  title: 'Forms/PasswordInput',
  component: PasswordInput,
  decorators: [
    (Story) => (
      <div className={layout.narrow}>
        <Story />
      </div>
    ),
  ],
  args: { defaultValue: 'Phongkham2026', defaultVisible: false },
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <FormField label="Mật khẩu" required hint="Ít nhất 8 ký tự, có chữ hoa, chữ thường và chữ số">
      <PasswordInput {...args} />
    </FormField>
  ),
};

export const WithError: Story = {
  render: (args) => (
    <FormField label="Mật khẩu mới" required error="formError.passwordRule">
      <PasswordInput {...args} defaultValue="abc" autoComplete="new-password" />
    </FormField>
  ),
};
