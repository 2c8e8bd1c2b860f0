import { ScreenId } from '@clinic/domain';
import { api } from '../../app/session';
import { defineReport } from './definition';
import { ReportPage } from './ReportPage';

// Screen 35: each medicine's opening, in, out and closing units over the range. Stock is the clinic's: no location
// or doctor filter.
export const stockByMedicineReport = defineReport(api.reports.stockByMedicines, {
  screenId: ScreenId.StockByMedicine,
  title: 'screen.stockByMedicine',
  basis: 'reports.basis.stockByMedicine',
  fileName: 'bao-cao-ton-kho-theo-thuoc',
  rowKey: (row) => row.medicineId,
  columns: [
    { key: 'name', title: 'reports.column.medicineName', kind: 'text' },
    { key: 'unit', kind: 'unit' },
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
  filters: ['medicines', 'stockLevel'],
  byPlace: false,
});

export default function StockByMedicineScreen() {
  return <ReportPage definition={stockByMedicineReport} />;
}
