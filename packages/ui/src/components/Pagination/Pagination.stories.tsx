import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Pagination } from './Pagination';

const meta = {
  title: 'Data/Pagination',
  component: Pagination,
  args: { pageNumber: 1, pageSize: 50, totalItem: 1234, onPageChange: () => {} },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => {
    const [page, setPage] = useState(args.pageNumber);
    return <Pagination {...args} pageNumber={page} onPageChange={setPage} />;
  },
};

export const FewItems: Story = { args: { totalItem: 12 } };
