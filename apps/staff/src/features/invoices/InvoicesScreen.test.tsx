import {
  AppError,
  InvoiceStatus,
  PaymentMethod,
  PermissionLevel,
  RealtimeEvent,
  ScreenId,
  StockSheetType,
} from '@clinic/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { employee } from '../../shared/testing/employees';
import { fakeApi } from '../../shared/testing/fakeApi';
import { captureRealtime } from '../../shared/testing/realtimeEvents';
import { renderScreen } from '../../shared/testing/renderScreen';
import { invoice, page, paid, summary } from '../billing/testing/billingApi';
import InvoicesScreen from './InvoicesScreen';

// Screen 23 against the API's answers: the list's filters sent as the contract's body, and an invoice's details
// with its payment and the refund that reversed it, its stock sheets, and the cancel offered to a writer.

afterEach(cleanup);

const render = (path = '/', screens: Partial<Record<ScreenId, PermissionLevel>> = {}) =>
  renderScreen(<InvoicesScreen debounceMs={0} />, {
    screens: {
      [ScreenId.Invoices]: PermissionLevel.Write,
      [ScreenId.Users]: PermissionLevel.Read,
      ...screens,
    },
    path,
  });
const lastSearch = (api: ReturnType<typeof fakeApi>) => api.requests('POST /invoices/search').at(-1);

const cashier = employee(7, 'Lê Thu Ngân', { email: 'ngan@example.vn', roleName: 'Thu ngân' });

describe('invoices (screen 23)', () => {
  it('lists invoices and sends code, patient, cashier, method, status and days as the search body', async () => {
    const api = fakeApi()
      .on('GET /employees', () => page([cashier]))
      .on('POST /invoices/search', () =>
        page([
          summary(5, {
            status: InvoiceStatus.Paid,
            paymentMethod: PaymentMethod.BankTransfer,
            paidByName: 'Lê Thu Ngân',
          }),
          summary(6, {
            code: 'HD000006',
            status: InvoiceStatus.Canceled,
            appointmentId: null,
            appointmentCode: null,
          }),
        ]),
      );
    render();
    const row = within((await screen.findByRole('link', { name: 'HD000005' })).closest('tr')!);
    expect(row.getByText('Nguyễn Văn An')).toBeTruthy();
    expect(row.getByText('BN000001')).toBeTruthy();
    expect(row.getByText('165.000 ₫')).toBeTruthy();
    expect(row.getByText('Chuyển khoản')).toBeTruthy();
    expect(row.getByText('Đã thanh toán')).toBeTruthy();
    expect(row.getByText('Lê Thu Ngân')).toBeTruthy();
    expect(row.getByText('10:00 26/11/2026')).toBeTruthy();
    expect(screen.getByText('Đã hủy', { selector: 'span' })).toBeTruthy();
    expect(lastSearch(api)?.body).toEqual({});
    expect(lastSearch(api)?.query).toEqual({ pageSize: '50', pageNumber: '1' });

    fireEvent.change(screen.getByLabelText('Mã hóa đơn'), { target: { value: 'HD0000' } });
    fireEvent.change(screen.getByLabelText('Bệnh nhân'), { target: { value: 'nguyen van an' } });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Lê Thu Ngân' })).toBeTruthy());
    fireEvent.change(screen.getByLabelText('Thu ngân'), { target: { value: '7' } });
    fireEvent.change(screen.getByLabelText('Phương thức'), { target: { value: String(PaymentMethod.Cash) } });
    fireEvent.change(screen.getByLabelText('Trạng thái'), { target: { value: String(InvoiceStatus.Paid) } });
    fireEvent.change(screen.getByLabelText('Từ ngày'), { target: { value: '01/11/2026' } });
    fireEvent.change(screen.getByLabelText('Đến ngày'), { target: { value: '30/11/2026' } });
    await waitFor(() =>
      expect(lastSearch(api)?.body).toEqual({
        code: 'HD0000',
        keyword: 'nguyen van an',
        cashierId: 7,
        paymentMethod: PaymentMethod.Cash,
        status: InvoiceStatus.Paid,
        from: '2026-11-01',
        to: '2026-11-30',
      }),
    );
  });

  it('shows each invoice’s e-invoice, its state and number, in the HĐĐT column', async () => {
    fakeApi()
      .on('GET /employees', () => page([cashier]))
      .on('POST /invoices/search', () =>
        page([
          summary(5, { status: InvoiceStatus.Paid, eInvoice: { status: 'issued', number: 'C26TAA12' } }),
          summary(6, {
            code: 'HD000006',
            status: InvoiceStatus.Paid,
            eInvoice: { status: 'refused', number: null },
          }),
          summary(7, { code: 'HD000007' }),
        ]),
      );
    render();
    const issued = within((await screen.findByRole('link', { name: 'HD000005' })).closest('tr')!);
    expect(screen.getByRole('columnheader', { name: 'HĐĐT' })).toBeTruthy();
    expect(issued.getByText('Đã xuất')).toBeTruthy();
    expect(issued.getByText('C26TAA12')).toBeTruthy();
    expect(
      within(screen.getByRole('link', { name: 'HD000006' }).closest('tr')!).getByText('Bị từ chối'),
    ).toBeTruthy();
    const column = screen.getAllByRole('columnheader').findIndex((header) => header.textContent === 'HĐĐT');
    const unpaid = screen.getByRole('link', { name: 'HD000007' }).closest('tr')!;
    expect(unpaid.querySelectorAll('td')[column]?.textContent).toBe('—');
  });

  it('offers no cashier filter to someone who may not read the users, and says when there is no invoice', async () => {
    const api = fakeApi().on('POST /invoices/search', () => page([]));
    render('/', { [ScreenId.Users]: PermissionLevel.None });
    expect(await screen.findByText('Chưa có hóa đơn')).toBeTruthy();
    expect(screen.queryByLabelText('Thu ngân')).toBeNull();
    expect(api.requests('GET /employees')).toHaveLength(0);
  });

  it('shows an invoice cancelled after payment: its payment and the refund that reversed it, and its stock sheets', async () => {
    const sold = paid(invoice(5), PaymentMethod.Cash, 200_000);
    const canceled = {
      ...sold,
      status: InvoiceStatus.Canceled,
      canceledAt: '2026-11-26T05:00:00.000Z',
      canceledByName: 'Phạm Quản Lý',
      cancelReason: 'Khách trả lại thuốc',
      payments: [
        ...sold.payments,
        {
          id: 2,
          method: PaymentMethod.Cash,
          amount: -165_000,
          reversesPaymentId: 1,
          bankTransferId: null,
          createdBy: 8,
          createdByName: 'Phạm Quản Lý',
          createdAt: '2026-11-26T05:00:00.000Z',
        },
      ],
      stockSheets: [
        {
          id: 31,
          code: 'PX000031',
          type: StockSheetType.Export,
          reason: 'sale',
          createdAt: sold.paidAt as string,
        },
        {
          id: 32,
          code: 'PN000032',
          type: StockSheetType.Import,
          reason: 'refund',
          createdAt: '2026-11-26T05:00:00.000Z',
        },
      ],
    };
    fakeApi().on('GET /invoices/:id', () => canceled);
    render('/5');
    expect(await screen.findByRole('heading', { name: 'Hóa đơn HD000005' })).toBeTruthy();
    expect(screen.getByText('Đã hủy')).toBeTruthy();
    expect(screen.getByText('Khách trả lại thuốc')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'LK000001' }).getAttribute('href')).toBe('/appointments/1');
    const ledger = within(screen.getByRole('table', { name: 'Thanh toán và hoàn tiền' }));
    const refund = within(ledger.getByText('Hoàn tiền').closest('tr')!);
    expect(refund.getByText('-165.000 ₫')).toBeTruthy();
    expect(refund.getByText('Phạm Quản Lý')).toBeTruthy();
    const payment = within(ledger.getByText('Thanh toán').closest('tr')!);
    expect(payment.getByText('165.000 ₫')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'PX000031' }).getAttribute('href')).toBe('/stock/sheets/31');
    expect(screen.getByRole('link', { name: 'PN000032' }).getAttribute('href')).toBe('/stock/sheets/32');
    expect(screen.getByText('Xuất bán')).toBeTruthy();
    expect(screen.getByText('Nhập hoàn')).toBeTruthy();
    // A cancelled invoice cannot be cancelled again.
    expect(screen.queryByRole('button', { name: 'Hủy hóa đơn' })).toBeNull();
  });

  it('cancels a paid invoice from its details, and reads it again when it changes elsewhere', async () => {
    const realtime = captureRealtime();
    let current = paid(invoice(5), PaymentMethod.Cash, 165_000);
    const api = fakeApi()
      .on('GET /invoices/:id', () => current)
      .on('GET /invoices/:id/e-invoice', () => null)
      .on('GET /e-invoices/counts', () => ({ configured: false, queued: 0, refused: 0 }))
      .on('PUT /invoices/:id/cancel', () => {
        throw new AppError('purchasedPackageInUse');
      });
    render('/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Hủy hóa đơn' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    fireEvent.change(dialog.getByLabelText(/Lý do hủy/), { target: { value: 'Nhầm bệnh nhân' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Hủy hóa đơn' }));
    expect(await dialog.findByRole('alert')).toBeTruthy();
    expect(api.requests('PUT /invoices/:id/cancel')[0]?.headers.get('x-screen-id')).toBe(
      String(ScreenId.Invoices),
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Quay lại' }));

    current = {
      ...current,
      status: InvoiceStatus.Canceled,
      canceledAt: '2026-11-26T05:00:00.000Z',
      cancelReason: 'Khác',
    };
    realtime.emit(RealtimeEvent.InvoiceCancel, {
      id: 5,
      code: 'HD000005',
      status: InvoiceStatus.Canceled,
      appointmentId: 1,
      clinicPatientId: 101,
      total: 165_000,
      paymentMethod: PaymentMethod.Cash,
    });
    expect(await screen.findByText('Đã hủy')).toBeTruthy();
  });
});
