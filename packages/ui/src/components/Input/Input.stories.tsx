import type { Meta, StoryObj } from '@storybook/react-vite';
import * as layout from '../../stories.css';
import { FormField } from '../FormField/FormField';
import { Icon } from '../Icon/Icon';
import { Input } from './Input';

const meta = {
  title: 'Forms/Input',
  component: Input,
  decorators: [
    (Story) => (
      <div className={layout.narrow}>
        <Story />
      </div>
    ),
  ],
  args: { placeholder: 'Nguyễn Văn An', size: 'md', disabled: false, invalid: false },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const InAField: Story = {
  render: (args) => (
    <div className={layout.column}>
      <FormField label="Họ và tên" required hint="Như trên giấy tờ tùy thân">
        <Input {...args} />
      </FormField>
      <FormField label="Số điện thoại" error="formError.required">
        <Input {...args} type="tel" placeholder="0901 234 567" />
      </FormField>
      <FormField label="Tìm bệnh nhân">
        <Input
          {...args}
          type="search"
          placeholder="Tên, mã hoặc số điện thoại"
          prefix={<Icon name="search" />}
        />
      </FormField>
      <FormField label="Cân nặng">
        <Input {...args} inputMode="decimal" placeholder="60" suffix="kg" />
      </FormField>
      <FormField label="Mã phòng khám">
        <Input {...args} value="PK-0001" disabled readOnly />
      </FormField>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div className={layout.column}>
      <Input {...args} size="sm" aria-label="Nhỏ" />
      <Input {...args} size="md" aria-label="Vừa" />
      <Input {...args} size="lg" aria-label="Lớn" />
    </div>
  ),
};
