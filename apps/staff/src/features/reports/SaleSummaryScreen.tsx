import { ScreenId } from '@clinic/domain';
import { api } from '../../app/session';
import { netPerDayChart } from './charts';
import { defineReport } from './definition';
import { ReportPage } from './ReportPage';

// Screen 31: the money of each day with a sale or a refund, by payment method; net per day as bars.
export const saleSummaryReport = defineReport(api.reports.saleSummary, {
  screenId: ScreenId.SaleSummary,
  title: 'screen.saleSummary',
  basis: 'reports.basis.saleSummary',
  fileName: 'bao-cao-doanh-thu',
  rowKey: (row) => row.day,
  columns: [
    { key: 'day', kind: 'date' },
    { key: 'invoiceCount', kind: 'count' },
    { key: 'refundCount', kind: 'count' },
    { key: 'grossAmount', kind: 'money' },
    { key: 'discountAmount', kind: 'money' },
    { key: 'refundAmount', kind: 'money' },
    { key: 'netAmount', kind: 'money' },
    { key: 'cashAmount', kind: 'money' },
    { key: 'bankTransferAmount', kind: 'money' },
    { key: 'eWalletAmount', kind: 'money' },
  ],
  totals: [
    { key: 'grossAmount', kind: 'money' },
    { key: 'discountAmount', kind: 'money' },
    { key: 'refundAmount', kind: 'money' },
    { key: 'netAmount', kind: 'money' },
    { key: 'invoiceCount', kind: 'count' },
  ],
  chart: netPerDayChart,
});

export default function SaleSummaryScreen() {
  return <ReportPage definition={saleSummaryReport} />;
}
