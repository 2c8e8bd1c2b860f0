import { ScreenId } from '@clinic/domain';
import { api } from '../../app/session';
import { defineReport } from './definition';
import { ReportPage } from './ReportPage';

// Screen 36: each lot's opening, in, out and closing units, with its expiry state on the range's last day.
export const stockByMedicineLotsReport = defineReport(api.reports.stockByMedicineLots, {
  screenId: ScreenId.StockByMedicineLots,
  title: 'screen.stockByMedicineLots',
  basis: 'reports.basis.stockByMedicineLots',
  fileName: 'bao-cao-ton-kho-theo-lo-thuoc',
  rowKey: (row) => row.lotId,
  columns: [
    { key: 'medicineName', kind: 'text' },
    { key: 'unit', kind: 'unit' },
    { key: 'lotNumber', kind: 'text' },
    { key: 'expiryDate', kind: 'date' },
    { key: 'expiryState', kind: 'expiry' },
    { key: 'costPerUnit', kind: 'money' },
    { key: 'opening', kind: 'count' },
    { key: 'imported', kind: 'count' },
    { key: 'exported', kind: 'count' },
    { key: 'closing', kind: 'count' },
    { key: 'closingValue', kind: 'money' },
  ],
  totals: [
    { key: 'opening', kind: 'count' },
    { key: 'imported', kind: 'count' },
    { key: 'exported', kind: 'count' },
    { key: 'closing', kind: 'count' },
    { key: 'closingValue', kind: 'money' },
  ],
  filters: ['medicines', 'expiryStates'],
  byPlace: false,
});

export default function StockByMedicineLotsScreen() {
  return <ReportPage definition={stockByMedicineLotsReport} />;
}
