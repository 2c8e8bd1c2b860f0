import { PermissionLevel, RealtimeEvent, ScreenId } from '@clinic/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TimeChartProps } from '../../shared/charts';
import { fakeApi } from '../../shared/testing/fakeApi';
import { captureRealtime } from '../../shared/testing/realtimeEvents';
import { renderScreen } from '../../shared/testing/renderScreen';
import { clinicState, resetClinicState } from '../../state/clinic';
import DashboardScreen from './DashboardScreen';
import { answerDashboard, todayStats } from './testing/dashboardApi';

// Screen 29 against the API's answers: each block drawn from its own call, a failing block alone showing a retry,
// the location filter sent to every call, and today's figures read again when an invoice is paid elsewhere.

// uPlot draws on a canvas, which happy-dom has not: the chart stands in as its summary and the series it was given.
vi.mock('../../shared/charts/TimeChart', () => ({
  chartColors: ['#0f766e', '#0369a1', '#965d07', '#b91c1c', '#475569', '#147a3a'],
  TimeChart: ({ summary, labels, series }: TimeChartProps) => (
    <figure aria-label={summary} data-labels={labels.join(',')} data-series={JSON.stringify(series)} />
  ),
}));

afterEach(() => {
  cleanup();
  resetClinicState();
  vi.useRealTimers();
});

const render = (path = '/') =>
  renderScreen(<DashboardScreen />, { screens: { [ScreenId.Dashboard]: PermissionLevel.Read }, path });
const region = (name: string) => within(screen.getByRole('region', { name }));

describe('dashboard (screen 29)', () => {
  it('draws today, this month against the last, the top sellers and the stock from the eight calls', async () => {
    // The 3rd of November at the clinic: the month's later days have no value yet.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-03T03:00:00Z'));
    const api = answerDashboard(fakeApi());
    render();

    const revenue = within((await screen.findByRole('region', { name: 'Doanh thu thuần' })) as HTMLElement);
    expect(revenue.getByText('1.250.000 ₫')).toBeTruthy();
    expect(revenue.getByText('6 hóa đơn')).toBeTruthy();
    expect(revenue.getByText('700.000 ₫')).toBeTruthy();
    expect(revenue.getByText('500.000 ₫')).toBeTruthy();
    expect(revenue.getByText('50.000 ₫')).toBeTruthy();
    const appointments = region('Lịch hẹn');
    expect(appointments.getByText('14')).toBeTruthy();
    expect(within(appointments.getByText('Đã tiếp đón').closest('li')!).getByText('4')).toBeTruthy();
    expect(region('Đang chờ khám').getByText('4')).toBeTruthy();
    expect(region('Bệnh nhân mới').getByText('5')).toBeTruthy();

    // Sales: 2.250.000 this month to date against 1.500.000 at the same point of last month.
    const sales = within(await screen.findByRole('region', { name: 'Doanh thu theo ngày' }));
    expect(sales.getByText('2.250.000 ₫')).toBeTruthy();
    expect(sales.getByText(/Tăng 50%/)).toBeTruthy();
    expect(sales.getByText(/so với 1.500.000 ₫ cùng kỳ tháng trước/)).toBeTruthy();
    // What the figure is made of and what it counts, as the sale summary of this month.
    expect(sales.getByText('9 hóa đơn')).toBeTruthy();
    expect(sales.getByText(/như báo cáo doanh thu tổng hợp của tháng này/)).toBeTruthy();
    expect(sales.getByRole('link', { name: 'Xem báo cáo' }).getAttribute('href')).toBe(
      '/reports/sale-summary',
    );
    const chart = sales.getByRole('figure', {
      name: 'Doanh thu mỗi ngày tháng 11/2026, so với tháng 10/2026',
    });
    expect(chart.dataset.labels).toBe('1,2,3,4');
    expect(JSON.parse(chart.dataset.series ?? '[]')).toMatchObject([
      { label: 'Tháng 11/2026', kind: 'bars', values: [400_000, 600_000, 1_250_000, null] },
      { label: 'Tháng 10/2026', kind: 'bars', muted: true, values: [500_000, 500_000, 500_000, 800_000] },
    ]);
    const visits = region('Lịch hẹn theo ngày');
    expect(visits.getByText('36')).toBeTruthy();
    expect(visits.getByText(/Giảm 10%/)).toBeTruthy();
    // Every status, the cancelled and the invalid also apart, as the appointment report counts them.
    expect(visits.getByText('Gồm 2 đã hủy · 1 không hợp lệ')).toBeTruthy();
    expect(visits.getByText(/như báo cáo lịch hẹn của tháng này/)).toBeTruthy();

    // Top services by revenue first, then by quantity.
    const services = within(await screen.findByRole('region', { name: 'Dịch vụ bán chạy' }));
    const names = () => services.getAllByRole('listitem').map((li) => li.textContent);
    expect(names()).toEqual(['Nội soi tai mũi họng1.200.000 ₫', 'Khám tổng quát900.000 ₫']);
    fireEvent.click(services.getByRole('tab', { name: 'Theo số lượng' }));
    expect(names()).toEqual(['Khám tổng quát9', 'Nội soi tai mũi họng4']);
    expect(
      within(await screen.findByRole('region', { name: 'Thuốc bán chạy' })).getByText('Amoxicillin 500mg'),
    ).toBeTruthy();

    // Stock: the first rows, and "see all" to stock on hand filtered to that level when there are more.
    const near = within(await screen.findByRole('region', { name: 'Sắp hết hạn' }));
    expect(near.getByText('Paracetamol 500mg')).toBeTruthy();
    expect(near.getByText(/Lô L1 · HSD 20\/12\/2026/)).toBeTruthy();
    expect(near.getByRole('link', { name: 'Xem tất cả 12' }).getAttribute('href')).toBe(
      '/stock?level=expiring&sort=expiry',
    );
    const expired = within(await screen.findByRole('region', { name: 'Đã hết hạn' }));
    expect(expired.getByText('Cefuroxim 250mg')).toBeTruthy();
    expect(expired.queryByRole('link', { name: /Xem tất cả/ })).toBeNull();
    const low = within(await screen.findByRole('region', { name: 'Sắp hết hàng' }));
    expect(low.getByText('Còn 5 Viên (mức cảnh báo 20)')).toBeTruthy();

    for (const call of api.calls) {
      expect(call.query).toEqual({});
      expect(call.headers.get('x-screen-id')).toBe(String(ScreenId.Dashboard));
    }
  });

  it('shows a retry in the one block whose call failed, and the others as usual', async () => {
    let fail = true;
    answerDashboard(fakeApi()).on('GET /dashboard/top-sale-medicines', () => {
      // A server failure (HTTP 500), as a crashed query would answer.
      if (fail) return new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } });
      return { byRevenue: [], byQuantity: [] };
    });
    render();
    const medicines = within(await screen.findByRole('region', { name: 'Thuốc bán chạy' }));
    expect(await medicines.findByText('Không tải được phần này.')).toBeTruthy();
    expect(await screen.findByText('Nội soi tai mũi họng')).toBeTruthy();
    expect(await screen.findByText('1.250.000 ₫')).toBeTruthy();
    fail = false;
    fireEvent.click(medicines.getByRole('button', { name: 'Thử lại' }));
    expect(await medicines.findByText('Tháng này chưa bán được gì.')).toBeTruthy();
  });

  it('sends the chosen location to every call', async () => {
    clinicState.locations = [
      { id: 1, name: 'Quận 1' },
      { id: 2, name: 'Thủ Đức' },
    ];
    const api = answerDashboard(fakeApi());
    render();
    fireEvent.change(await screen.findByLabelText('Cơ sở'), { target: { value: '2' } });
    await waitFor(() =>
      expect(api.requests('GET /dashboard/low-in-stock-medicines').at(-1)?.query).toEqual({
        locationId: '2',
      }),
    );
    for (const path of [
      'today-statics',
      'monthly-sales-stats',
      'top-sale-services',
      'expired-medicines',
    ] as const)
      expect(api.requests(`GET /dashboard/${path}`).at(-1)?.query).toEqual({ locationId: '2' });
  });

  it("reads today's figures again when an invoice is paid at another desk, without polling", async () => {
    const realtime = captureRealtime();
    let revenue = 1_250_000;
    const api = answerDashboard(fakeApi(), () =>
      todayStats({
        revenue: {
          invoiceCount: 7,
          netAmount: revenue,
          cashAmount: revenue,
          bankTransferAmount: 0,
          eWalletAmount: 0,
        },
      }),
    );
    render();
    const card = () => within(screen.getByRole('region', { name: 'Doanh thu thuần' }));
    await waitFor(() => expect(card().getAllByText('1.250.000 ₫').length).toBeGreaterThan(0));
    expect(api.requests('GET /dashboard/today-statics')).toHaveLength(1);
    expect(realtime.subscribed(RealtimeEvent.InvoicePay)).toBeGreaterThan(0);

    revenue = 1_415_000;
    realtime.emit(RealtimeEvent.InvoicePay, { id: 5 } as never);
    await waitFor(() => expect(card().getAllByText('1.415.000 ₫').length).toBeGreaterThan(0));
    expect(api.requests('GET /dashboard/today-statics')).toHaveLength(2);
    expect(api.requests('GET /dashboard/monthly-sales-stats')).toHaveLength(2);
    expect(api.requests('GET /dashboard/top-sale-services')).toHaveLength(2);
  });
});
