import { ScreenId } from '@clinic/domain';
import { api } from '../../app/session';
import { topTenChart } from './charts';
import { defineReport } from './definition';
import { ReportPage } from './ReportPage';

// Screen 37: each doctor's sales and commission on services, and the retail sales' row with no doctor (so the rows
// add up to the sale summary); the ten with the most net revenue as bars.
export const saleByDoctorReport = defineReport(api.reports.saleByDoctor, {
  screenId: ScreenId.SaleByDoctor,
  title: 'screen.saleByDoctor',
  basis: 'reports.basis.saleByDoctor',
  fileName: 'bao-cao-doanh-thu-theo-bac-si',
  rowKey: (row) => row.doctorId,
  columns: [
    { key: 'doctorName', kind: 'text', blank: 'reports.noOwner.doctor' },
    { key: 'invoiceCount', kind: 'count' },
    { key: 'grossAmount', kind: 'money' },
    { key: 'discountAmount', kind: 'money' },
    { key: 'refundAmount', kind: 'money' },
    { key: 'netAmount', kind: 'money' },
    { key: 'commissionAmount', kind: 'money' },
  ],
  totals: [
    { key: 'invoiceCount', kind: 'count' },
    { key: 'grossAmount', kind: 'money' },
    { key: 'refundAmount', kind: 'money' },
    { key: 'netAmount', kind: 'money' },
    { key: 'commissionAmount', kind: 'money' },
  ],
  chart: (chart, context) => topTenChart(chart, context, 'reports.noOwner.doctor'),
});

export default function SaleByDoctorScreen() {
  return <ReportPage definition={saleByDoctorReport} />;
}
