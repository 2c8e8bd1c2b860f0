import type { Meta, StoryObj } from '@storybook/react-vite';
import * as layout from '../../stories.css';
import { FormField } from '../FormField/FormField';
import { Radio } from './Radio';
import { RadioGroup } from './RadioGroup';

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: {
    options: [
      { value: 1, label: 'Tiền mặt' },
      { value: 2, label: 'Chuyển khoản', description: 'Quét mã VietQR tại quầy' },
      { value: 3, label: 'Ví điện tử', disabled: true },
    ],
    defaultValue: 1,
    orientation: 'vertical',
    disabled: false,
  },
  argTypes: { orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <FormField label="Phương thức thanh toán" required>
      <RadioGroup {...args} />
    </FormField>
  ),
};

export const Horizontal: Story = {
  render: () => (
    <div className={layout.column}>
      <FormField label="Giới tính">
        <RadioGroup orientation="horizontal" defaultValue={0}>
          <Radio value={0} label="Nam" />
          <Radio value={1} label="Nữ" />
        </RadioGroup>
      </FormField>
      <FormField label="Kết thúc lặp lại" error="formError.required">
        <RadioGroup
          orientation="horizontal"
          options={[
            { value: '0', label: 'Không bao giờ' },
            { value: '1', label: 'Vào ngày' },
            { value: '2', label: 'Sau số lần' },
          ]}
        />
      </FormField>
    </div>
  ),
};
