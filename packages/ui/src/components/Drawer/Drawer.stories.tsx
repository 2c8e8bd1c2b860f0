import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { DatePicker } from '../DatePicker/DatePicker';
import { FormField } from '../FormField/FormField';
import { Select } from '../Select/Select';
import { Switch } from '../Switch/Switch';
import { Drawer, type DrawerProps } from './Drawer';

const meta = {
  title: 'Overlays/Drawer',
  component: Drawer,
  args: { open: true, title: 'Lọc lịch hẹn', side: 'right', size: 'md', dismissible: true },
  argTypes: {
    side: { control: 'inline-radio', options: ['right', 'left'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

function Filters(args: DrawerProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Mở bộ lọc
      </Button>
      <Drawer
        {...args}
        open={open}
        onClose={() => setOpen(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Xóa bộ lọc
            </Button>
            <Button onClick={() => setOpen(false)}>Áp dụng</Button>
          </>
        }
      >
        <FormField label="Từ ngày">
          <DatePicker defaultValue="2026-11-01" />
        </FormField>
        <FormField label="Đến ngày">
          <DatePicker defaultValue="2026-11-30" />
        </FormField>
        <FormField label="Bác sĩ">
          <Select
            placeholder="Tất cả bác sĩ"
            defaultValue=""
            options={[
              { value: 1, label: 'BS. Võ Minh Khôi' },
              { value: 2, label: 'BS. Huỳnh Ngọc Trâm' },
            ]}
          />
        </FormField>
        <Switch label="Chỉ lịch hẹn chưa duyệt" />
      </Drawer>
    </>
  );
}

export const Default: Story = { render: (args) => <Filters {...args} /> };
export const Left: Story = { ...Default, args: { side: 'left', size: 'sm', title: 'Menu' } };
