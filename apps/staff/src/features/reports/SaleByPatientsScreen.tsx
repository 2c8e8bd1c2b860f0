import { ScreenId } from '@clinic/domain';
import { api } from '../../app/session';
import { defineReport } from './definition';
import { ReportPage } from './ReportPage';

// Screen 34: what each patient bought and was refunded; sales to no patient record are the walk-in customer's row.
export const saleByPatientsReport = defineReport(api.reports.saleByPatients, {
  screenId: ScreenId.SaleByClinicPatient,
  title: 'screen.saleByClinicPatient',
  basis: 'reports.basis.saleByPatients',
  fileName: 'bao-cao-doanh-thu-theo-benh-nhan',
  rowKey: (row) => row.clinicPatientId,
  columns: [
    { key: 'patientCode', kind: 'text' },
    { key: 'fullName', kind: 'text', blank: 'reports.noOwner.patient' },
    { key: 'phoneNumber', kind: 'text' },
    { key: 'invoiceCount', kind: 'count' },
    { key: 'grossAmount', kind: 'money' },
    { key: 'discountAmount', kind: 'money' },
    { key: 'refundAmount', kind: 'money' },
    { key: 'netAmount', kind: 'money' },
  ],
  totals: [
    { key: 'invoiceCount', kind: 'count' },
    { key: 'grossAmount', kind: 'money' },
    { key: 'refundAmount', kind: 'money' },
    { key: 'netAmount', kind: 'money' },
  ],
  filters: ['patients'],
});

export default function SaleByPatientsScreen() {
  return <ReportPage definition={saleByPatientsReport} />;
}
