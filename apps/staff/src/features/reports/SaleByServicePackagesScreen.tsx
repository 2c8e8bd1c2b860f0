import { ScreenId } from '@clinic/domain';
import { api } from '../../app/session';
import { topTenChart } from './charts';
import { defineReport } from './definition';
import { ReportPage } from './ReportPage';

// Screen 39: what each service package sold (less refunds); the ten with the most net revenue as bars.
export const saleByPackageReport = defineReport(api.reports.saleByServicePackages, {
  screenId: ScreenId.SaleByServicePackage,
  title: 'screen.saleByServicePackage',
  basis: 'reports.basis.saleByServicePackages',
  fileName: 'bao-cao-doanh-thu-theo-goi-dich-vu',
  rowKey: (row) => row.packageId,
  columns: [
    { key: 'code', kind: 'text' },
    { key: 'name', title: 'reports.column.packageName', kind: 'text' },
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
  filters: ['packages'],
  chart: topTenChart,
});

export default function SaleByServicePackagesScreen() {
  return <ReportPage definition={saleByPackageReport} />;
}
