import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Table, type TableColumn, type TableSort } from './Table';

interface Patient {
  id: number;
  code: string;
  fullName: string;
  phone: string;
}

const columns: TableColumn<Patient>[] = [
  { key: 'code', header: 'Mã', sortable: true },
  { key: 'fullName', header: 'Họ tên', sortable: true },
  { key: 'phone', header: 'Điện thoại', hideBelow: 'tablet' },
];

const rows: Patient[] = [
  { id: 1, code: 'BN-001', fullName: 'Nguyễn Văn An', phone: '0901 234 567' },
  { id: 2, code: 'BN-002', fullName: 'Trần Thị Bình', phone: '0912 345 678' },
];

function Sortable({ onSort }: { onSort: (sort: TableSort | null) => void }) {
  const [sort, setSort] = useState<TableSort | null>(null);
  return (
    <Table
      caption="Bệnh nhân"
      columns={columns}
      rows={rows}
      rowKey="id"
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        onSort(next);
      }}
    />
  );
}

describe('Table', () => {
  it('is a table named by its caption with a header row and the rows', () => {
    render(<Table caption="Bệnh nhân" columns={columns} rows={rows} rowKey="id" />);
    const table = screen.getByRole('table', { name: 'Bệnh nhân' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Mã', 'Họ tên', 'Điện thoại']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('cell', { name: 'Trần Thị Bình' })).toBeInTheDocument();
  });

  it('cycles a sortable column through ascending, descending and unsorted', async () => {
    const onSort = vi.fn();
    render(<Sortable onSort={onSort} />);
    const header = () => screen.getByRole('columnheader', { name: /Họ tên/ });
    expect(header()).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(screen.getByRole('button', { name: /Họ tên/ }));
    expect(onSort).toHaveBeenLastCalledWith({ key: 'fullName', direction: 'asc' });
    expect(header()).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: /Họ tên/ }));
    expect(header()).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(screen.getByRole('button', { name: /Họ tên/ }));
    expect(onSort).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('columnheader', { name: 'Điện thoại' })).not.toHaveAttribute('aria-sort');
  });

  it('pages by 50 with the x–y / total line', async () => {
    const onPageChange = vi.fn();
    render(
      <Table
        caption="Bệnh nhân"
        columns={columns}
        rows={rows}
        rowKey="id"
        pageNumber={3}
        totalItem={120}
        onPageChange={onPageChange}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Phân trang' })).toHaveTextContent('101–120 / 120');
    await userEvent.click(screen.getByRole('button', { name: 'Trang trước' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('shows the empty state, and skeleton rows while loading', () => {
    const { rerender } = render(<Table caption="Bệnh nhân" columns={columns} rows={[]} rowKey="id" />);
    expect(screen.getByText('Không có dữ liệu')).toBeInTheDocument();

    rerender(<Table caption="Bệnh nhân" columns={columns} rows={rows} rowKey="id" loading />);
    const table = screen.getByRole('table', { hidden: true });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Nguyễn Văn An')).toBeNull();
    expect(table.querySelectorAll('tbody tr')).toHaveLength(5);
    expect(screen.getByRole('status')).toHaveTextContent('Đang tải dữ liệu…');
  });

  it('opens a row by click or Enter when rows are clickable', async () => {
    const onRowClick = vi.fn();
    render(<Table caption="Bệnh nhân" columns={columns} rows={rows} rowKey="id" onRowClick={onRowClick} />);
    await userEvent.click(screen.getByRole('cell', { name: 'Nguyễn Văn An' }));
    expect(onRowClick).toHaveBeenLastCalledWith(rows[0]);
    const second = screen.getAllByRole('row')[2] as HTMLElement;
    second.focus();
    await userEvent.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(rows[1]);
  });

  it('leaves a click on a control inside the row to that control', async () => {
    const onRowClick = vi.fn();
    const onButton = vi.fn();
    const withButton: TableColumn<Patient>[] = [
      ...columns,
      {
        key: 'actions',
        header: 'Thao tác',
        cell: () => (
          <button type="button" onClick={onButton}>
            Duyệt
          </button>
        ),
      },
    ];
    render(
      <Table caption="Bệnh nhân" columns={withButton} rows={rows} rowKey="id" onRowClick={onRowClick} />,
    );
    await userEvent.click(screen.getAllByRole('button', { name: 'Duyệt' })[0] as HTMLElement);
    expect(onButton).toHaveBeenCalledTimes(1);
    expect(onRowClick).not.toHaveBeenCalled();
  });
});
