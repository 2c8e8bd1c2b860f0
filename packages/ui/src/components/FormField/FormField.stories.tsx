import type { Meta, StoryObj } from '@storybook/react-vite';
import * as layout from '../../stories.css';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { Combobox } from '../Combobox/Combobox';
import { DatePicker } from '../DatePicker/DatePicker';
import { Input } from '../Input/Input';
import { NumberInput } from '../NumberInput/NumberInput';
import { RadioGroup } from '../Radio/RadioGroup';
import { Select } from '../Select/Select';
import { Switch } from '../Switch/Switch';
import { Textarea } from '../Textarea/Textarea';
import { TimePicker } from '../TimePicker/TimePicker';
import { FormField } from './FormField';
import * as styles from './FormField.stories.css';

const meta = {
  title: 'Forms/FormField',
  component: FormField,
  args: { label: 'Họ và tên', required: true, hint: 'Như trên giấy tờ tùy thân', children: null },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <div className={layout.narrow}>
      <FormField {...args}>
        <Input placeholder="Nguyễn Văn An" />
      </FormField>
    </div>
  ),
};

export const ErrorById: Story = {
  render: (args) => (
    <div className={layout.narrow}>
      <FormField
        {...args}
        label="Mật khẩu"
        hint={undefined}
        error="formError.minLength"
        errorParams={{ min: 8 }}
      >
        <Input type="password" defaultValue="abc" />
      </FormField>
    </div>
  ),
};

/** A whole patient form, as the staff app builds it with react-hook-form. */
export const PatientForm: Story = {
  render: () => (
    <Card title="Thêm hồ sơ bệnh nhân" className={styles.form}>
      <div className={styles.grid}>
        <FormField label="Họ và tên" required>
          <Input defaultValue="Nguyễn Thị Thu Hường" />
        </FormField>
        <FormField label="Ngày sinh" required>
          <DatePicker defaultValue="1992-03-08" max="2026-11-21" />
        </FormField>
        <FormField label="Giới tính">
          <RadioGroup
            orientation="horizontal"
            defaultValue={1}
            options={[
              { value: 0, label: 'Nam' },
              { value: 1, label: 'Nữ' },
            ]}
          />
        </FormField>
        <FormField label="Số điện thoại" required error="formError.phone">
          <Input type="tel" defaultValue="09012" />
        </FormField>
        <FormField label="Tỉnh/thành phố">
          <Combobox
            defaultValue={58}
            options={[
              { value: 24, label: 'Hà Nội' },
              { value: 58, label: 'Hồ Chí Minh' },
              { value: 15, label: 'Đà Nẵng' },
            ]}
          />
        </FormField>
        <FormField label="Quốc tịch">
          <Select
            defaultValue={192}
            options={[
              { value: 192, label: 'Việt Nam' },
              { value: 0, label: 'Khác' },
            ]}
          />
        </FormField>
        <FormField label="Giờ hẹn">
          <TimePicker defaultValue="08:30" step={30} min="07:00" max="17:00" />
        </FormField>
        <FormField label="Phí khám">
          <NumberInput vnd defaultValue={150000} min={0} />
        </FormField>
      </div>
      <FormField label="Tiền sử bệnh" hint="Bệnh mạn tính, dị ứng, thuốc đang dùng">
        <Textarea />
      </FormField>
      <Switch label="Gửi tin nhắn nhắc lịch hẹn" defaultChecked />
      <div className={layout.row}>
        <Button>Lưu</Button>
        <Button variant="secondary">Hủy</Button>
      </div>
    </Card>
  ),
};
