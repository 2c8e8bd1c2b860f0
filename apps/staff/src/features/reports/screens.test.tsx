import { PermissionLevel, ScreenId } from '@clinic/domain';
import { cleanup, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../shared/testing/fakeApi';
import { renderScreen } from '../../shared/testing/renderScreen';
import AppointmentReportScreen from './AppointmentReportScreen';
import SaleByDoctorScreen from './SaleByDoctorScreen';
import SaleByMedicineLotsScreen from './SaleByMedicineLotsScreen';
import SaleByPatientsScreen from './SaleByPatientsScreen';
import SaleByServicePackagesScreen from './SaleByServicePackagesScreen';
import SaleByServiceScreen from './SaleByServiceScreen';
import SaleSummaryScreen from './SaleSummaryScreen';
import StockByMedicineLotsScreen from './StockByMedicineLotsScreen';
import StockByMedicineScreen from './StockByMedicineScreen';

// Each report screen against a sample answer of its call: its column titles, one row's values as it shows them, and
// its chart where it has one. The per-day charts are drawn on canvas (uPlot), which the test DOM lacks: they are
// stood in for by their series' names.

vi.mock('../../shared/charts', async (original) => ({
  ...(await original<typeof import('../../shared/charts')>()),
  TimeChart: ({ summary, series }: { summary: string; series: { label: string }[] }) => (
    <figure aria-label={summary}>{series.map((s) => s.label).join(' | ')}</figure>
  ),
}));

afterEach(cleanup);

const money = { grossAmount: 1_200_000, discountAmount: 100_000, refundAmount: 50_000, netAmount: 1_050_000 };
const answer = (row: object, totals: object, chart?: unknown) => ({
  pageData: [row],
  paging: { totalItem: 1, pageSize: 50, pageNumber: 1 },
  totals,
  ...(chart === undefined ? {} : { chart }),
});
const topTen = [
  { id: 1, name: 'Khám tổng quát', netAmount: 1_050_000 },
  { id: 2, name: 'Siêu âm bụng', netAmount: 300_000 },
];
const stock = { opening: 100, imported: 50, exported: 30, closing: 120, closingValue: 180_000 };
const counts = {
  total: 40,
  notApproved: 1,
  approved: 2,
  checkedIn: 3,
  inProgress: 4,
  finished: 25,
  canceled: 3,
  invalid: 0,
  online: 12,
  staff: 20,
  walkIn: 8,
  noShow: 2,
};

interface Case {
  name: string;
  Screen: ComponentType;
  screenId: ScreenId;
  route: `POST /${string}`;
  answer: object;
  headers: string[];
  cells: string[];
  chart?: string;
}

const cases: Case[] = [
  {
    name: 'appointments (30)',
    Screen: AppointmentReportScreen,
    screenId: ScreenId.AppointmentReport,
    route: 'POST /reports/appointments',
    answer: answer({ doctorId: 3, doctorName: 'BS. Lê Minh', ...counts }, counts, [
      { day: '2026-11-02', total: 40, finished: 25, noShow: 2 },
    ]),
    headers: ['Bác sĩ', 'Tổng lịch hẹn', 'Đã khám xong', 'Không đến', 'Đặt trực tuyến', 'Vãng lai'],
    cells: ['BS. Lê Minh', '40', '25'],
    chart: 'Lịch hẹn | Đã khám xong | Không đến',
  },
  {
    name: 'sale summary (31)',
    Screen: SaleSummaryScreen,
    screenId: ScreenId.SaleSummary,
    route: 'POST /reports/sale-report',
    answer: answer(
      {
        day: '2026-11-02',
        invoiceCount: 4,
        refundCount: 1,
        ...money,
        cashAmount: 800_000,
        bankTransferAmount: 250_000,
        eWalletAmount: 0,
      },
      { invoiceCount: 4, refundCount: 1, ...money, cashAmount: 0, bankTransferAmount: 0, eWalletAmount: 0 },
      [{ day: '2026-11-02', netAmount: 1_050_000 }],
    ),
    headers: [
      'Ngày',
      'Doanh thu',
      'Giảm giá',
      'Hoàn tiền',
      'Thực thu',
      'Tiền mặt',
      'Chuyển khoản',
      'Ví điện tử',
    ],
    cells: ['02/11/2026', '800.000 ₫', '250.000 ₫'],
    chart: 'Thực thu',
  },
  {
    name: 'sale by service (32)',
    Screen: SaleByServiceScreen,
    screenId: ScreenId.SaleByService,
    route: 'POST /reports/sale-by-service',
    answer: answer(
      { serviceId: 1, code: 'DV001', name: 'Khám tổng quát', quantity: 12, ...money },
      { quantity: 12, ...money },
      topTen,
    ),
    headers: ['Mã', 'Dịch vụ', 'Số lượng', 'Thực thu'],
    cells: ['DV001', '12', '1.200.000 ₫'],
    chart: 'Siêu âm bụng',
  },
  {
    name: 'sale by medicine lots (33)',
    Screen: SaleByMedicineLotsScreen,
    screenId: ScreenId.SaleByMedicineLots,
    route: 'POST /reports/sale-by-medicine-lots',
    answer: answer(
      {
        medicineId: 1,
        medicineName: 'Amoxicillin 500mg',
        unit: 'blister',
        lotId: 7,
        lotNumber: 'LO-7',
        expiryDate: '2027-01-31',
        quantity: 5,
        ...money,
        costAmount: 600_000,
        marginAmount: 450_000,
      },
      { quantity: 5, ...money, costAmount: 600_000, marginAmount: 450_000 },
    ),
    headers: ['Thuốc', 'Đơn vị', 'Số lô', 'Hạn dùng', 'Giá vốn', 'Lợi nhuận'],
    cells: ['Amoxicillin 500mg', 'Vỉ', 'LO-7', '31/01/2027'],
  },
  {
    name: 'sale by patients (34)',
    Screen: SaleByPatientsScreen,
    screenId: ScreenId.SaleByClinicPatient,
    route: 'POST /reports/sale-by-patients',
    answer: answer(
      {
        clinicPatientId: 9,
        patientCode: 'BN000009',
        fullName: 'Trần Thị Bích',
        phoneNumber: '0901234567',
        invoiceCount: 2,
        ...money,
      },
      { invoiceCount: 2, ...money },
    ),
    headers: ['Mã bệnh nhân', 'Họ tên', 'Số điện thoại', 'Số hóa đơn'],
    cells: ['BN000009', 'Trần Thị Bích', '0901234567'],
  },
  {
    name: 'stock by medicine (35)',
    Screen: StockByMedicineScreen,
    screenId: ScreenId.StockByMedicine,
    route: 'POST /reports/stock-by-medicines',
    answer: answer({ medicineId: 1, name: 'Paracetamol 500mg', unit: 'tablet', ...stock }, stock),
    headers: ['Thuốc', 'Đơn vị', 'Tồn đầu kỳ', 'Nhập', 'Xuất', 'Tồn cuối kỳ', 'Giá trị tồn cuối kỳ'],
    cells: ['Paracetamol 500mg', 'Viên', '180.000 ₫'],
  },
  {
    name: 'stock by medicine lots (36)',
    Screen: StockByMedicineLotsScreen,
    screenId: ScreenId.StockByMedicineLots,
    route: 'POST /reports/stock-by-medicine-lot-report',
    answer: answer(
      {
        medicineId: 1,
        medicineName: 'Paracetamol 500mg',
        unit: 'tablet',
        lotId: 4,
        lotNumber: 'LO-4',
        expiryDate: '2026-12-15',
        expiryState: 2,
        costPerUnit: 1_500,
        ...stock,
      },
      stock,
    ),
    headers: ['Số lô', 'Hạn dùng', 'Tình trạng hạn', 'Giá vốn/đơn vị', 'Tồn cuối kỳ'],
    cells: ['LO-4', '15/12/2026', 'Sắp hết hạn', '1.500 ₫'],
  },
  {
    name: 'sale by doctor (37)',
    Screen: SaleByDoctorScreen,
    screenId: ScreenId.SaleByDoctor,
    route: 'POST /reports/sale-by-doctor',
    answer: answer(
      { doctorId: 3, doctorName: 'BS. Lê Minh', invoiceCount: 6, ...money, commissionAmount: 105_000 },
      { invoiceCount: 6, ...money, commissionAmount: 105_000 },
      topTen,
    ),
    headers: ['Bác sĩ', 'Số hóa đơn', 'Thực thu', 'Hoa hồng'],
    cells: ['BS. Lê Minh', '6', '105.000 ₫'],
    chart: 'Khám tổng quát',
  },
  {
    name: 'sale by service package (39)',
    Screen: SaleByServicePackagesScreen,
    screenId: ScreenId.SaleByServicePackage,
    route: 'POST /reports/sale-by-service-packages',
    answer: answer(
      { packageId: 2, code: 'GOI01', name: 'Gói khám thai', quantity: 3, ...money },
      { quantity: 3, ...money },
      topTen,
    ),
    headers: ['Mã', 'Gói dịch vụ', 'Số lượng', 'Thực thu'],
    cells: ['GOI01', 'Gói khám thai', '3'],
    chart: 'Khám tổng quát',
  },
];

describe('report screens', () => {
  it.each(cases)('$name shows its columns and a row of a sample answer', async (c) => {
    fakeApi()
      .on(c.route, () => c.answer)
      .on('GET /services', () => ({ pageData: [], paging: { totalItem: 0, pageSize: 100, pageNumber: 1 } }))
      .on('GET /medicines', () => ({ pageData: [], paging: { totalItem: 0, pageSize: 100, pageNumber: 1 } }));
    renderScreen(<c.Screen />, { screens: { [c.screenId]: PermissionLevel.Read } });
    const table = within(await screen.findByRole('table'));
    await table.findByText(c.cells[0]!);
    const headers = table.getAllByRole('columnheader').map((th) => th.textContent);
    for (const header of c.headers) expect(headers).toContain(header);
    const row = within(table.getAllByRole('row')[1]!);
    for (const cell of c.cells) expect(row.getByText(cell)).toBeTruthy();
    const chart = screen.queryByRole('region', { name: 'Biểu đồ' });
    if (c.chart) expect(within(chart!).getByText(c.chart)).toBeTruthy();
    else expect(chart).toBeNull();
  });
});

describe('the sales that belong to no one', () => {
  it.each([
    {
      Screen: SaleByDoctorScreen,
      screenId: ScreenId.SaleByDoctor,
      route: 'POST /reports/sale-by-doctor' as const,
      row: { doctorId: 0, doctorName: '', invoiceCount: 1, ...money, commissionAmount: 0 },
      chart: [{ id: 0, name: '', netAmount: 1_050_000 }],
      label: 'Không có bác sĩ',
      basis: /Bán lẻ không qua khám nằm ở dòng “Không có bác sĩ”/,
    },
    {
      Screen: SaleByPatientsScreen,
      screenId: ScreenId.SaleByClinicPatient,
      route: 'POST /reports/sale-by-patients' as const,
      row: {
        clinicPatientId: 0,
        patientCode: '',
        fullName: '',
        phoneNumber: null,
        invoiceCount: 1,
        ...money,
      },
      chart: undefined,
      label: 'Khách lẻ',
      basis: /người không có hồ sơ bệnh nhân nằm ở dòng “Khách lẻ”/,
    },
  ])('names the row of $label and says under the title what the report counts', async (c) => {
    fakeApi().on(c.route, () => answer(c.row, { invoiceCount: 1, ...money, commissionAmount: 0 }, c.chart));
    renderScreen(<c.Screen />, { screens: { [c.screenId]: PermissionLevel.Read } });
    const table = within(await screen.findByRole('table'));
    // The first body row, once the answer replaced the loading rows.
    await table.findByText(c.label);
    expect(within(table.getAllByRole('row')[1]!).getByText(c.label)).toBeTruthy();
    expect(screen.getByText(c.basis)).toBeTruthy();
    if (c.chart)
      expect(within(screen.getByRole('region', { name: 'Biểu đồ' })).getByText(c.label)).toBeTruthy();
  });
});
