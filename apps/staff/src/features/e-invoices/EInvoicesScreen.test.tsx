import type { EInvoiceRow } from '@clinic/api-client';
import { AppError, EInvoiceStatus, PermissionLevel, ScreenId } from '@clinic/domain';
import { toastStore } from '@clinic/ui';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../shared/testing/fakeApi';
import { renderScreen } from '../../shared/testing/renderScreen';
import EInvoicesScreen from './EInvoicesScreen';
import { counts, eInvoiceRow } from './testing';

// The e-invoice list against GET /e-invoices: the address's filters sent as the query, adjustments named by the
// original they lower, and "Gửi lại" for a refused one.

afterEach(() => {
  cleanup();
  toastStore.clear();
});

const page = (rows: EInvoiceRow[], totalItem = rows.length) => ({
  pageData: rows,
  paging: { totalItem, pageSize: 50, pageNumber: 1 },
});

const render = (path: string, screens: Partial<Record<ScreenId, PermissionLevel>>) =>
  renderScreen(<EInvoicesScreen debounceMs={0} />, { screens, path });
const lastQuery = (api: ReturnType<typeof fakeApi>) => api.requests('GET /e-invoices').at(-1)!.query;

const issued = eInvoiceRow(1, {
  status: EInvoiceStatus.Cancelled,
  number: 'C26TAA7',
  lookupCode: 'LOOK0001',
  buyer: { name: 'Nguyễn Văn An', legalName: 'Công ty TNHH An Phát', taxCode: '0100109106' },
});
const adjustment = eInvoiceRow(2, {
  invoiceId: 101,
  invoiceCode: 'HD000101',
  status: EInvoiceStatus.Issued,
  number: 'C26TAA8',
  amount: 165_000,
  adjusts: { id: 1, number: 'C26TAA7' },
  reason: 'Khách trả lại thuốc',
});
const refused = eInvoiceRow(3, {
  status: EInvoiceStatus.Refused,
  buyer: { name: 'Trần Thị Bích' },
  refusalCode: 'INVALID_SERIES',
  refusalReason: 'Ký hiệu hóa đơn không hợp lệ',
});

describe('the e-invoice list', () => {
  it('sends the address filters as the query, and the filters typed and picked into the address', async () => {
    const api = fakeApi()
      .on('GET /e-invoices/counts', () => counts())
      .on('GET /e-invoices', () => page([issued, adjustment]));
    const { location } = render('/e-invoices?status=issued&from=2026-11-01&to=2026-11-20&page=2', {
      [ScreenId.Invoices]: PermissionLevel.Read,
    });
    // The original and its adjustment, both of invoice 101.
    const links = await screen.findAllByRole('link', { name: 'HD000101' });
    expect(lastQuery(api)).toEqual({
      status: 'issued',
      from: '2026-11-01',
      to: '2026-11-20',
      pageSize: '50',
      pageNumber: '2',
    });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/invoices/101', '/invoices/101']);
    const original = within(screen.getByText('Công ty TNHH An Phát').closest('tr')!);
    expect(original.getByText('MST 0100109106')).toBeTruthy();
    expect(original.getByText('Hóa đơn gốc')).toBeTruthy();
    expect(original.getByText('Đã hủy')).toBeTruthy();
    expect(original.getByText('C26TAA7')).toBeTruthy();
    expect(original.getByText('LOOK0001')).toBeTruthy();
    expect(original.getByText('165.000 ₫')).toBeTruthy();
    // The adjustment names the original it lowers, and why.
    const lowering = within(screen.getByText('C26TAA8').closest('tr')!);
    expect(lowering.getByText('Điều chỉnh giảm cho số C26TAA7')).toBeTruthy();
    expect(lowering.getByText('Khách trả lại thuốc')).toBeTruthy();
    expect(lowering.getByText('-165.000 ₫')).toBeTruthy();
    // Nothing set up is missing: no notice.
    expect(screen.queryByText(/chưa cài đặt hóa đơn điện tử/)).toBeNull();

    fireEvent.change(screen.getByLabelText('Trạng thái'), { target: { value: 'refused' } });
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ status: 'refused', pageNumber: '1' }));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '0100109106' } });
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ status: 'refused', keyword: '0100109106' }));
    await waitFor(() =>
      expect(location.history!.at(-1)).toBe(
        '/e-invoices?status=refused&from=2026-11-01&to=2026-11-20&q=0100109106',
      ),
    );
  });

  it('shows why the provider refused one, and "Gửi lại" sends it again with a toast', async () => {
    const api = fakeApi()
      .on('GET /e-invoices/counts', () => counts())
      .on('GET /e-invoices', () => page([refused, issued]))
      .on('POST /e-invoices/:id/send', () => ({ ...refused, status: EInvoiceStatus.Queued }));
    render('/e-invoices', { [ScreenId.Billing]: PermissionLevel.Write });
    const row = within((await screen.findByText('Trần Thị Bích')).closest('tr')!);
    // The plain address lists all of them, whatever their day.
    expect(lastQuery(api)).toEqual({ pageSize: '50', pageNumber: '1' });
    expect(row.getByText('Bị từ chối')).toBeTruthy();
    expect(row.getByText('INVALID_SERIES')).toBeTruthy();
    expect(row.getByText(/Ký hiệu hóa đơn không hợp lệ/)).toBeTruthy();
    // A cashier without the invoice list sees the code alone.
    expect(screen.queryByRole('link', { name: 'HD000103' })).toBeNull();
    expect(within(screen.getByText('Công ty TNHH An Phát').closest('tr')!).queryByRole('button')).toBeNull();

    fireEvent.click(row.getByRole('button', { name: 'Gửi lại hóa đơn điện tử của HD000103' }));
    await waitFor(() => expect(api.requests('POST /e-invoices/:id/send')).toHaveLength(1));
    expect(api.requests('POST /e-invoices/:id/send')[0]!.params).toEqual({ id: '3' });
    expect(api.requests('POST /e-invoices/:id/send')[0]!.headers.get('x-screen-id')).toBe(
      String(ScreenId.Billing),
    );
    await waitFor(() =>
      expect(toastStore.getSnapshot()[0]?.title).toBe('Đã gửi lại hóa đơn điện tử của HD000103'),
    );
    // The list is read again after the send.
    await waitFor(() => expect(api.requests('GET /e-invoices').length).toBeGreaterThan(1));
  });

  it('tells when e-invoices are not set up, offers no send to a reader, and says when there is none', async () => {
    fakeApi()
      .on('GET /e-invoices/counts', () => counts(false))
      .on('GET /e-invoices', () => page([]));
    const view = render('/e-invoices', { [ScreenId.Invoices]: PermissionLevel.Read });
    expect(await screen.findByText(/Phòng khám chưa cài đặt hóa đơn điện tử/)).toBeTruthy();
    expect(await screen.findByText('Chưa có hóa đơn điện tử')).toBeTruthy();
    view.unmount();

    fakeApi()
      .on('GET /e-invoices/counts', () => counts())
      .on('GET /e-invoices', () => page([refused]));
    render('/e-invoices', { [ScreenId.Invoices]: PermissionLevel.Read });
    expect(await screen.findByText('Trần Thị Bích')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Gửi lại/ })).toBeNull();
  });

  it('offers a retry when the list cannot load', async () => {
    let fail = true;
    fakeApi()
      .on('GET /e-invoices/counts', () => counts())
      .on('GET /e-invoices', () => {
        if (fail) throw new AppError('internalError');
        return page([]);
      });
    render('/e-invoices', { [ScreenId.Billing]: PermissionLevel.Read });
    expect(await screen.findByText('Không tải được danh sách hóa đơn điện tử.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('Chưa có hóa đơn điện tử')).toBeTruthy();
  });
});
