import { ScreenId } from '@clinic/domain';
import { api } from '../../app/session';
import { topTenChart } from './charts';
import { defineReport } from './definition';
import { ReportPage } from './ReportPage';

// Screen 32: what each service sold (less refunds); the ten with the most net revenue as bars.
export const saleByServiceReport = defineReport(api.reports.saleByService, {
  screenId: ScreenId.SaleByService,
  title: 'screen.saleByService',
  basis: 'reports.basis.saleByService',
  fileName: 'bao-cao-doanh-thu-theo-dich-vu',
  rowKey: (row) => row.serviceId,
  columns: [
    { key: 'code', kind: 'text' },
    { key: 'name', title: 'reports.column.serviceName', kind: 'text' },
    { key: 'quantity', kind: 'count' },
    { key: 'grossAmount', kind: 'money' },
    { key: 'discountAmount', kind: 'money' },
    { key: 'refundAmount', kind: 'money' },
    { key: 'netAmount', kind: 'money' },
  ],
  totals: [
    { key: 'quantity', kind: 'count' },
    { key: 'grossAmount', kind: 'money' },
    { key: 'discountAmount', kind: 'money' },
    { key: 'refundAmount', kind: 'money' },
    { key: 'netAmount', kind: 'money' },
  ],
  filters: ['services'],
  chart: topTenChart,
});

export default function SaleByServiceScreen() {
  return <ReportPage definition={saleByServiceReport} />;
}
