import { ScreenId } from '@clinic/domain';
import { api } from '../../app/session';
import { appointmentsPerDayChart } from './charts';
import { defineReport } from './definition';
import { ReportPage } from './ReportPage';

// Screen 30: each doctor's appointments by status, by how they were booked, and the no-shows; per day as lines.
export const appointmentReport = defineReport(api.reports.appointments, {
  screenId: ScreenId.AppointmentReport,
  title: 'screen.appointmentReport',
  basis: 'reports.basis.appointments',
  fileName: 'bao-cao-lich-hen',
  rowKey: (row) => row.doctorId,
  columns: [
    { key: 'doctorName', kind: 'text' },
    { key: 'total', kind: 'count' },
    { key: 'notApproved', kind: 'count' },
    { key: 'approved', kind: 'count' },
    { key: 'checkedIn', kind: 'count' },
    { key: 'inProgress', kind: 'count' },
    { key: 'finished', kind: 'count' },
    { key: 'canceled', kind: 'count' },
    { key: 'invalid', kind: 'count' },
    { key: 'noShow', kind: 'count' },
    { key: 'online', kind: 'count' },
    { key: 'staff', kind: 'count' },
    { key: 'walkIn', kind: 'count' },
  ],
  totals: [
    { key: 'total', kind: 'count' },
    { key: 'finished', kind: 'count' },
    { key: 'noShow', kind: 'count' },
    // Apart, as the dashboard and the queue count them.
    { key: 'canceled', kind: 'count' },
    { key: 'invalid', kind: 'count' },
    { key: 'online', kind: 'count' },
    { key: 'walkIn', kind: 'count' },
  ],
  filters: ['sources'],
  chart: appointmentsPerDayChart,
});

export default function AppointmentReportScreen() {
  return <ReportPage definition={appointmentReport} />;
}
