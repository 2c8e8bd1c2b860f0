import { AppError, PermissionLevel, ScreenId } from '@clinic/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../shared/testing/fakeApi';
import { renderScreen } from '../../shared/testing/renderScreen';
import { clinicState, resetClinicState } from '../../state/clinic';
import { todayIn } from '../schedules/calendar';
import { quickRange } from './ranges';
import SaleSummaryScreen from './SaleSummaryScreen';

// The report page pattern, through the sale summary (screen 31): the totals are the answer's (the whole range), the
// table pages through the server, and a range the API refuses shows its error under the end date.

afterEach(() => {
  cleanup();
  resetClinicState();
});

const day = (n: number) => ({
  day: `2026-11-${String(n).padStart(2, '0')}`,
  invoiceCount: 2,
  refundCount: 0,
  grossAmount: 100_000,
  discountAmount: 0,
  refundAmount: 0,
  netAmount: 100_000,
  cashAmount: 100_000,
  bankTransferAmount: 0,
  eWalletAmount: 0,
});
// Over the whole range: far more than the two rows of a page add up to.
const totals = {
  invoiceCount: 120,
  refundCount: 3,
  grossAmount: 12_500_000,
  discountAmount: 250_000,
  refundAmount: 300_000,
  netAmount: 11_950_000,
  cashAmount: 9_000_000,
  bankTransferAmount: 2_950_000,
  eWalletAmount: 0,
};
const answer = (pageNumber: number) => ({
  pageData: pageNumber === 1 ? [day(1), day(2)] : [day(3)],
  paging: { totalItem: 53, pageSize: 50, pageNumber },
  totals,
  chart: [],
});

/** The figure of a totals card. */
const card = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

const render = () =>
  renderScreen(<SaleSummaryScreen />, { screens: { [ScreenId.SaleSummary]: PermissionLevel.Read } });

describe('report page', () => {
  it('shows the totals of the answer, not of the page, and pages through the server', async () => {
    const api = fakeApi().on('POST /reports/sale-report', ({ query }) => answer(Number(query.pageNumber)));
    render();

    await waitFor(() => expect(card('Thực thu')).toBe('11.950.000 ₫'));
    expect(card('Doanh thu')).toBe('12.500.000 ₫');
    expect(card('Hoàn tiền')).toBe('300.000 ₫');
    expect(card('Số hóa đơn')).toBe('120');
    expect(screen.getByText('01/11/2026')).toBeTruthy();

    // This month in the clinic's zone by default, every place and doctor.
    const [first] = api.requests('POST /reports/sale-report');
    expect(first!.body).toEqual(quickRange('thisMonth', todayIn('Asia/Ho_Chi_Minh')));
    expect(first!.query).toEqual({ pageSize: '50', pageNumber: '1' });

    fireEvent.click(screen.getByRole('button', { name: 'Trang 2' }));
    expect(await screen.findByText('03/11/2026')).toBeTruthy();
    expect(api.requests('POST /reports/sale-report').at(-1)!.query).toEqual({
      pageSize: '50',
      pageNumber: '2',
    });
    // Still the range's totals.
    expect(card('Thực thu')).toBe('11.950.000 ₫');
  });

  it('shows the API’s error on a range over 366 days under the end date', async () => {
    fakeApi().on('POST /reports/sale-report', ({ body }) => {
      if ((body as { from: string }).from < '2025-01-01')
        throw new AppError('schemaViolation', {
          details: { fields: [{ path: 'body.to', messageId: 'formError.reportRange' }] },
        });
      return answer(1);
    });
    render();
    const from = await screen.findByLabelText('Từ ngày');
    fireEvent.change(from, { target: { value: '01/01/2024' } });
    fireEvent.blur(from);
    expect(await screen.findByText('Một báo cáo bao gồm tối đa 366 ngày')).toBeTruthy();
    expect(screen.getByLabelText('Đến ngày').getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the picked quick range, locations and doctors, back on page 1', async () => {
    Object.assign(clinicState, {
      locations: [
        { id: 1, name: 'Cơ sở Quận 1' },
        { id: 2, name: 'Cơ sở Thủ Đức' },
      ],
      doctors: [{ id: 5, name: 'BS. Lê Minh', specialtyIds: [], locationIds: [1] }],
    });
    const api = fakeApi().on('POST /reports/sale-report', ({ query }) => answer(Number(query.pageNumber)));
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Trang 2' }));
    await waitFor(() => expect(api.requests('POST /reports/sale-report').at(-1)!.query.pageNumber).toBe('2'));

    fireEvent.change(screen.getByLabelText('Khoảng thời gian'), { target: { value: 'lastMonth' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Cơ sở Thủ Đức' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'BS. Lê Minh' }));
    const today = todayIn('Asia/Ho_Chi_Minh');
    await waitFor(() =>
      expect(api.requests('POST /reports/sale-report').at(-1)!.body).toEqual({
        ...quickRange('lastMonth', today),
        locationIds: [2],
        doctorIds: [5],
      }),
    );
    expect(api.requests('POST /reports/sale-report').at(-1)!.query.pageNumber).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: 'Xóa bộ lọc' }));
    await waitFor(() =>
      expect(api.requests('POST /reports/sale-report').at(-1)!.body).toEqual(quickRange('lastMonth', today)),
    );
  });

  it('prints every row of the range, not the page, then shows the page again', async () => {
    fakeApi().on('POST /reports/sale-report', ({ query }) =>
      query.pageSize === '50'
        ? answer(Number(query.pageNumber))
        : {
            ...answer(1),
            pageData: [day(1), day(2), day(3)],
            paging: { totalItem: 3, pageSize: 100, pageNumber: 1 },
          },
    );
    const printed: string[][] = [];
    // jsdom has no print(): the page's call is caught here, with the rows on screen at that moment.
    const print = vi.fn(() => {
      printed.push(screen.getAllByRole('row').map((row) => row.textContent ?? ''));
      window.dispatchEvent(new Event('afterprint'));
    });
    vi.stubGlobal('print', print);
    render();
    await screen.findByText('01/11/2026');
    expect(screen.queryByText('03/11/2026')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'In báo cáo' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(printed[0]!.some((row) => row.includes('03/11/2026'))).toBe(true);
    // After printing, the page as it was.
    await waitFor(() => expect(screen.queryByText('03/11/2026')).toBeNull());
    vi.unstubAllGlobals();
  });
});
