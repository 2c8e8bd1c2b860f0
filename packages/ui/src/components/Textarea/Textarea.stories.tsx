import type { Meta, StoryObj } from '@storybook/react-vite';
import * as layout from '../../stories.css';
import { FormField } from '../FormField/FormField';
import { Textarea } from './Textarea';

const meta = {
  title: 'Forms/Textarea',
  component: Textarea,
  decorators: [
    (Story) => (
      <div className={layout.narrow}>
        <FormField label="Tiền sử bệnh" hint="Bệnh mạn tính, phẫu thuật, thuốc đang dùng">
          <Story />
        </FormField>
      </div>
    ),
  ],
  args: { placeholder: 'Tăng huyết áp từ 2019, đang dùng Amlodipin 5 mg', disabled: false },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Invalid: Story = { args: { invalid: true } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Không có' } };
