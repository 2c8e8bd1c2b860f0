import { PermissionLevel, RealtimeEvent, ScreenId } from '@clinic/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../shared/testing/fakeApi';
import { captureRealtime } from '../../shared/testing/realtimeEvents';
import { renderScreen } from '../../shared/testing/renderScreen';
import { EInvoicesBlock } from './EInvoicesBlock';

// The dashboard's e-invoice notice: the refused ones (with the way to the list to send them again) and those on their
// way, for whoever may read the cashier's screen or the invoice list, once the clinic issues e-invoices.

afterEach(cleanup);

type Counts = { configured: boolean; queued: number; refused: number };

function countsApi(counts: () => Counts) {
  return fakeApi().on('GET /e-invoices/counts', () => counts());
}

const render = (screens: Partial<Record<ScreenId, PermissionLevel>>) =>
  renderScreen(<EInvoicesBlock />, { screens: { [ScreenId.Dashboard]: PermissionLevel.Read, ...screens } });
const card = (name: string) => within(screen.getByRole('region', { name }));

describe('the e-invoice notice on the dashboard (screen 29)', () => {
  it('shows the refused ones in the danger tone with the way to send them again, and those on their way', async () => {
    const api = countsApi(() => ({ configured: true, queued: 2, refused: 3 }));
    render({ [ScreenId.Billing]: PermissionLevel.Read });
    expect(await screen.findByRole('heading', { name: 'Hóa đơn điện tử' })).toBeTruthy();
    const refused = card('Bị từ chối');
    expect(refused.getByText('3').dataset.tone).toBe('danger');
    expect(refused.getByText('Xem lý do, sửa rồi gửi lại.')).toBeTruthy();
    expect(refused.getByRole('link', { name: 'Xem và gửi lại' }).getAttribute('href')).toBe(
      '/e-invoices?status=refused',
    );
    const queued = card('Đang gửi');
    expect(queued.getByText('2')).toBeTruthy();
    expect(api.requests('GET /e-invoices/counts')[0]!.headers.get('x-screen-id')).toBe(
      String(ScreenId.Billing),
    );
  });

  it('asks as the invoice list without the cashier’s screen; none refused shows no link and no danger', async () => {
    const api = countsApi(() => ({ configured: true, queued: 0, refused: 0 }));
    render({ [ScreenId.Invoices]: PermissionLevel.Read });
    const refused = within(await screen.findByRole('region', { name: 'Bị từ chối' }));
    expect(refused.getByText('0').dataset.tone).toBeUndefined();
    expect(refused.getByText('Không có hóa đơn nào bị từ chối.')).toBeTruthy();
    expect(refused.queryByRole('link')).toBeNull();
    expect(api.requests('GET /e-invoices/counts')[0]!.headers.get('x-screen-id')).toBe(
      String(ScreenId.Invoices),
    );
  });

  it('shows nothing while the clinic has no e-invoice settings', async () => {
    const api = countsApi(() => ({ configured: false, queued: 0, refused: 0 }));
    const { container } = render({ [ScreenId.Billing]: PermissionLevel.Read });
    await waitFor(() => expect(api.requests('GET /e-invoices/counts')).toHaveLength(1));
    // Give the answer its render: still nothing.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.innerHTML).toBe('');
  });

  it('shows nothing and asks nothing of a user who may read neither billing nor invoices', async () => {
    const api = countsApi(() => ({ configured: true, queued: 1, refused: 4 }));
    const { container } = render({});
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.innerHTML).toBe('');
    expect(api.requests('GET /e-invoices/counts')).toHaveLength(0);
  });

  it('reads the counts again when an invoice is paid or cancelled elsewhere', async () => {
    const realtime = captureRealtime();
    let counts: Counts = { configured: true, queued: 0, refused: 1 };
    const api = countsApi(() => counts);
    render({ [ScreenId.Billing]: PermissionLevel.Read });
    const queued = within(await screen.findByRole('region', { name: 'Đang gửi' }));
    expect(await queued.findByText('0')).toBeTruthy();

    counts = { configured: true, queued: 1, refused: 1 };
    realtime.emit(RealtimeEvent.InvoicePay, { id: 7 } as never);
    expect(await queued.findByText('1')).toBeTruthy();
    counts = { configured: true, queued: 2, refused: 1 };
    realtime.emit(RealtimeEvent.InvoiceCancel, { id: 7 } as never);
    expect(await queued.findByText('2')).toBeTruthy();
    expect(api.requests('GET /e-invoices/counts')).toHaveLength(3);
  });
});
