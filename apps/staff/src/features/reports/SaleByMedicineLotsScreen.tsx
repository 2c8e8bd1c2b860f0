import { ScreenId } from '@clinic/domain';
import { api } from '../../app/session';
import { defineReport } from './definition';
import { ReportPage } from './ReportPage';

// Screen 33: what each lot sold, its cost and the margin (a table reads better than a chart here).
export const saleByMedicineLotsReport = defineReport(api.reports.saleByMedicineLots, {
  screenId: ScreenId.SaleByMedicineLots,
  title: 'screen.saleByMedicineLots',
  basis: 'reports.basis.saleByMedicineLots',
  fileName: 'bao-cao-doanh-thu-theo-lo-thuoc',
  rowKey: (row) => row.lotId,
  columns: [
    { key: 'medicineName', kind: 'text' },
    { key: 'unit', kind: 'unit' },
    { key: 'lotNumber', kind: 'text' },
    { key: 'expiryDate', kind: 'date' },
    { key: 'quantity', kind: 'count' },
    { key: 'grossAmount', kind: 'money' },
    { key: 'discountAmount', kind: 'money' },
    { key: 'refundAmount', kind: 'money' },
    { key: 'netAmount', kind: 'money' },
    { key: 'costAmount', kind: 'money' },
    { key: 'marginAmount', kind: 'money' },
  ],
  totals: [
    { key: 'quantity', kind: 'count' },
    { key: 'netAmount', kind: 'money' },
    { key: 'costAmount', kind: 'money' },
    { key: 'marginAmount', kind: 'money' },
  ],
  filters: ['medicines'],
});

export default function SaleByMedicineLotsScreen() {
  return <ReportPage definition={saleByMedicineLotsReport} />;
}
