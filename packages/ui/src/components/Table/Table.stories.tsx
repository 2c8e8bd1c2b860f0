import { AppointmentStatus } from '@clinic/domain';
import { formatVnd } from '@clinic/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { Avatar } from '../Avatar/Avatar';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { Table, type TableColumn, type TableSort } from './Table';
import * as styles from './Table.stories.css';

interface Appointment {
  id: number;
  code: string;
  patient: string;
  time: string;
  doctor: string;
  status: AppointmentStatus;
  fee: number;
}

const names = [
  'Nguyễn Văn An',
  'Trần Thị Bình',
  'Đỗ Đức Anh',
  'Lê Hoàng Nguyên',
  'Phạm Thị Thu Hường',
  'Võ Minh Khôi',
  'Huỳnh Ngọc Trâm',
];
const doctors = ['BS. Võ Minh Khôi', 'BS. Huỳnh Ngọc Trâm', 'BS. Đặng Quốc Bảo'];
const statuses = Object.values(AppointmentStatus);

const all: Appointment[] = Array.from({ length: 134 }, (_, index) => ({
  id: index + 1,
  code: `LH-${String(index + 1).padStart(5, '0')}`,
  patient: names[index % names.length] as string,
  time: `${String(7 + (index % 10)).padStart(2, '0')}:${index % 2 ? '30' : '00'}`,
  doctor: doctors[index % doctors.length] as string,
  status: statuses[index % statuses.length] as AppointmentStatus,
  fee: 150000 + (index % 4) * 50000,
}));

const columns: TableColumn<Appointment>[] = [
  { key: 'code', header: 'Mã lịch hẹn', sortable: true, width: 'sm' },
  { key: 'time', header: 'Giờ', sortable: true, width: 'xs' },
  {
    key: 'patient',
    header: 'Bệnh nhân',
    sortable: true,
    cell: (row) => (
      <span className={styles.person}>
        <Avatar name={row.patient} />
        {row.patient}
      </span>
    ),
  },
  { key: 'doctor', header: 'Bác sĩ', hideBelow: 'tablet' },
  { key: 'status', header: 'Trạng thái', cell: (row) => <StatusBadge status={row.status} /> },
  { key: 'fee', header: 'Phí khám', align: 'end', sortable: true, cell: (row) => formatVnd(row.fee) },
];

interface AppointmentsProps {
  caption: string;
  showCaption?: boolean;
  loading?: boolean;
  /** Show the table with no rows. */
  empty?: boolean;
}

/** Today's appointments, sorted and paged in memory the way the API does it (50 per page). */
function Appointments({ caption, showCaption, loading, empty = false }: AppointmentsProps) {
  const [sort, setSort] = useState<TableSort | null>({ key: 'time', direction: 'asc' });
  const [page, setPage] = useState(1);
  const source = empty ? [] : all;
  const sorted = useMemo(() => {
    if (!sort) return source;
    const key = sort.key as keyof Appointment;
    const sign = sort.direction === 'asc' ? 1 : -1;
    return [...source].sort(
      (a, b) => String(a[key]).localeCompare(String(b[key]), 'vi', { numeric: true }) * sign,
    );
  }, [sort, source]);
  return (
    <Table
      caption={caption}
      showCaption={showCaption}
      columns={columns}
      rows={sorted.slice((page - 1) * 50, page * 50)}
      rowKey="id"
      sort={sort}
      onSortChange={setSort}
      pageNumber={page}
      totalItem={source.length}
      onPageChange={setPage}
      loading={loading}
    />
  );
}

const meta = {
  title: 'Data/Table',
  component: Appointments,
  args: { caption: 'Lịch hẹn hôm nay', showCaption: true, loading: false, empty: false },
} satisfies Meta<typeof Appointments>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { empty: true } };
