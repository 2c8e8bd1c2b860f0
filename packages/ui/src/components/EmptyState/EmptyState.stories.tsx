import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { Icon } from '../Icon/Icon';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Data/EmptyState',
  component: EmptyState,
  args: { size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const NoSearchResults: Story = {
  render: (args) => (
    <Card>
      <EmptyState
        {...args}
        icon="search"
        title="Không tìm thấy bệnh nhân"
        description="Không có hồ sơ nào khớp với “nguyen van b”. Thử tìm bằng mã bệnh nhân hoặc số điện thoại."
        action={
          <Button>
            <Icon name="plus" size="sm" />
            Thêm hồ sơ bệnh nhân
          </Button>
        }
      />
    </Card>
  ),
};
