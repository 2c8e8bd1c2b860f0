import type { EInvoiceState } from '@clinic/api-client';
import {
  AppError,
  AppointmentFeature,
  EInvoiceStatus,
  PaymentMethod,
  PermissionLevel,
  RoleKind,
  ScreenId,
} from '@clinic/domain';
import { toastStore } from '@clinic/ui';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../shared/testing/fakeApi';
import { renderScreen } from '../../shared/testing/renderScreen';
import { signedInUser } from '../../shared/testing/session';
import { authState } from '../../state/auth';
import BillingScreen from '../billing/BillingScreen';
import { billingApi, invoice, paid, queueItem } from '../billing/testing/billingApi';
import InvoicesScreen from '../invoices/InvoicesScreen';
import { counts, eInvoiceState } from './testing';

// The e-invoice block of an invoice's details (screen 23) against GET/POST /invoices/:id/e-invoice: none yet and
// the invoice paid (issued to the patient, or to a company whose tax code is checked), on its way, issued, refused.

afterEach(() => {
  cleanup();
  toastStore.clear();
  authState.userData = null;
});

const paidInvoice = paid(invoice(5), PaymentMethod.Cash, 200_000);

/** Invoice 5, paid, whose e-invoice is `state` (null: none queued), with e-invoices set up unless told. */
function eInvoiceApi(state: EInvoiceState | null, configured = true) {
  let current = state;
  const api = fakeApi()
    .on('GET /invoices/:id', () => ({
      ...paidInvoice,
      eInvoice: current && { status: current.status, number: current.number },
    }))
    .on('GET /invoices/:id/e-invoice', () => current)
    .on('GET /e-invoices/counts', () => counts(configured))
    .on('POST /invoices/:id/e-invoice', () => {
      current = eInvoiceState({ status: EInvoiceStatus.Queued });
      return current;
    });
  return api;
}

const render = (level: PermissionLevel = PermissionLevel.Write) =>
  renderScreen(<InvoicesScreen debounceMs={0} />, { screens: { [ScreenId.Invoices]: level }, path: '/5' });
const panel = async () => within(await screen.findByRole('region', { name: /^Hóa đơn điện tử/ }));
const issueRequests = (api: ReturnType<typeof fakeApi>) => api.requests('POST /invoices/:id/e-invoice');

describe('the e-invoice of an invoice', () => {
  it('issues a paid invoice’s e-invoice to its patient, then shows it on its way', async () => {
    const api = eInvoiceApi(null);
    render();
    fireEvent.click((await panel()).getByRole('button', { name: 'Xuất hóa đơn điện tử' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Xuất hóa đơn điện tử cho HD000005' }));
    expect(dialog.getByRole('radio', { name: 'Bệnh nhân' })).toHaveProperty('checked', true);
    expect(dialog.getByText('Hóa đơn xuất cho Nguyễn Văn An.')).toBeTruthy();
    // Focus starts on the buyer's choice, and Enter there issues it.
    const patient = dialog.getByRole('radio', { name: 'Bệnh nhân' });
    await waitFor(() => expect(document.activeElement).toBe(patient));
    fireEvent.keyDown(patient, { key: 'Enter' });

    await waitFor(() => expect(issueRequests(api)).toHaveLength(1));
    expect(issueRequests(api)[0]!.body).toEqual({ company: null });
    expect(issueRequests(api)[0]!.params).toEqual({ id: '5' });
    expect(issueRequests(api)[0]!.headers.get('x-screen-id')).toBe(String(ScreenId.Invoices));
    await waitFor(() =>
      expect(toastStore.getSnapshot()[0]?.title).toBe('Đã đưa hóa đơn điện tử vào hàng gửi'),
    );
    const block = await panel();
    expect(await block.findByText('Đang gửi')).toBeTruthy();
    expect(block.getByText('Đang gửi…')).toBeTruthy();
    expect(block.queryByRole('button', { name: 'Xuất hóa đơn điện tử' })).toBeNull();
  });

  it('checks a company’s tax code on its field, and shows the server’s refusal of a field there too', async () => {
    const api = eInvoiceApi(null);
    render();
    fireEvent.click((await panel()).getByRole('button', { name: 'Xuất hóa đơn điện tử' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('radio', { name: 'Công ty' }));
    const taxCode = dialog.getByLabelText(/Mã số thuế/);
    await waitFor(() => expect(document.activeElement).toBe(taxCode));
    // The last digit is not the check digit of the nine before it.
    fireEvent.change(taxCode, { target: { value: '0100109107' } });
    fireEvent.change(dialog.getByLabelText(/Tên đơn vị/), { target: { value: 'Công ty TNHH An Phát' } });
    fireEvent.change(dialog.getByLabelText(/Địa chỉ/), { target: { value: '1 Lê Lợi, Quận 1' } });
    fireEvent.submit(taxCode.closest('form')!);
    expect(
      await dialog.findByText(
        'Mã số thuế không hợp lệ (10 chữ số, hoặc 10 chữ số - 3 chữ số đơn vị phụ thuộc)',
      ),
    ).toBeTruthy();
    expect(taxCode.getAttribute('aria-invalid')).toBe('true');
    expect(issueRequests(api)).toHaveLength(0);

    // A rule only the server knows, named by its field, shows on that field.
    api.on('POST /invoices/:id/e-invoice', () => {
      throw new AppError('schemaViolation', {
        details: { fields: [{ path: 'body.company.email', messageId: 'formError.invalidEmail' }] },
      });
    });
    fireEvent.change(taxCode, { target: { value: '0100109106-001' } });
    fireEvent.change(dialog.getByLabelText(/E-mail/), { target: { value: 'ketoan@anphat.vn' } });
    fireEvent.submit(taxCode.closest('form')!);
    await waitFor(() => expect(issueRequests(api)).toHaveLength(1));
    expect(issueRequests(api)[0]!.body).toEqual({
      company: {
        taxCode: '0100109106-001',
        legalName: 'Công ty TNHH An Phát',
        address: '1 Lê Lợi, Quận 1',
        email: 'ketoan@anphat.vn',
      },
    });
    await waitFor(() => expect(dialog.getByLabelText(/E-mail/).getAttribute('aria-invalid')).toBe('true'));
  });

  it('offers no issue before e-invoices are set up: the owner is told where, others see nothing', async () => {
    const api = eInvoiceApi(null, false);
    const view = render();
    expect(await screen.findByRole('heading', { name: 'Hóa đơn HD000005' })).toBeTruthy();
    await waitFor(() => expect(api.requests('GET /e-invoices/counts')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: /^Hóa đơn điện tử/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Xuất hóa đơn điện tử' })).toBeNull();
    view.unmount();

    authState.userData = signedInUser({ roleKind: RoleKind.Owner });
    render();
    const block = await panel();
    expect(block.getByText(/chưa cài đặt hóa đơn điện tử/)).toBeTruthy();
    expect(block.queryByRole('button')).toBeNull();
  });

  it('shows an issued e-invoice’s number, lookup code, time and company buyer, with nothing to do', async () => {
    eInvoiceApi(
      eInvoiceState({
        status: EInvoiceStatus.Issued,
        number: 'C26TAA12',
        lookupCode: 'A1B2C3D4E5',
        issuedAt: '2026-11-26T03:16:00.000Z',
        buyer: { name: 'Nguyễn Văn An', legalName: 'Công ty TNHH An Phát', taxCode: '0100109106' },
      }),
    );
    render();
    const block = await panel();
    expect(block.getByText('Đã xuất')).toBeTruthy();
    expect(block.getByText('C26TAA12')).toBeTruthy();
    expect(block.getByText('A1B2C3D4E5')).toBeTruthy();
    expect(block.getByText('10:16 26/11/2026')).toBeTruthy();
    expect(block.getByText('Công ty TNHH An Phát')).toBeTruthy();
    expect(block.getByText('MST 0100109106')).toBeTruthy();
    expect(block.queryByRole('button')).toBeNull();
    expect(block.queryByText('Đang gửi…')).toBeNull();
  });

  it('shows why a refused one was refused, sends it again as it is, or to a corrected company', async () => {
    const refused = eInvoiceState({
      status: EInvoiceStatus.Refused,
      refusalCode: 'INVALID_BUYER_TAX_CODE',
      refusalReason: 'Mã số thuế người mua không hợp lệ',
      buyer: {
        name: 'Nguyễn Văn An',
        legalName: 'Công ty TNHH An Phát',
        taxCode: '0100109106',
        address: 'Q1',
      },
    });
    const api = eInvoiceApi(refused);
    render();
    const block = await panel();
    expect(block.getByText('Bị từ chối')).toBeTruthy();
    const reason = block.getByTestId('e-invoice-refusal');
    expect(reason.textContent).toContain('INVALID_BUYER_TAX_CODE');
    expect(reason.textContent).toContain('Mã số thuế người mua không hợp lệ');

    // The correction opens on the company it went to.
    fireEvent.click(block.getByRole('button', { name: 'Sửa người mua và gửi lại' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('radio', { name: 'Công ty' })).toHaveProperty('checked', true);
    const taxCode = dialog.getByLabelText(/Mã số thuế/) as HTMLInputElement;
    expect(taxCode.value).toBe('0100109106');
    await waitFor(() => expect(document.activeElement).toBe(taxCode));
    fireEvent.change(taxCode, { target: { value: '0100109106-001' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Gửi lại' }));
    await waitFor(() => expect(issueRequests(api)).toHaveLength(1));
    expect(issueRequests(api)[0]!.body).toMatchObject({
      company: { taxCode: '0100109106-001', legalName: 'Công ty TNHH An Phát', address: 'Q1' },
    });
    expect(await (await panel()).findByText('Đang gửi')).toBeTruthy();
  });

  it('sends a refused one again as it is, our own reasons in words, and offers no send to a reader', async () => {
    const refused = eInvoiceState({
      status: EInvoiceStatus.Refused,
      refusalCode: 'UNREACHABLE',
      refusalReason: 'connect ECONNREFUSED',
    });
    const api = eInvoiceApi(refused);
    const view = render(PermissionLevel.Read);
    const readOnly = await panel();
    expect(
      readOnly.getByText('Không kết nối được nhà cung cấp hóa đơn điện tử sau nhiều lần thử', {
        exact: false,
      }),
    ).toBeTruthy();
    expect(readOnly.queryByText(/ECONNREFUSED/)).toBeNull();
    expect(readOnly.queryByRole('button')).toBeNull();
    view.unmount();

    render();
    fireEvent.click((await panel()).getByRole('button', { name: 'Gửi lại' }));
    await waitFor(() => expect(issueRequests(api)).toHaveLength(1));
    expect(issueRequests(api)[0]!.body).toEqual({ company: null });
    await waitFor(() =>
      expect(toastStore.getSnapshot()[0]?.title).toBe('Đã đưa hóa đơn điện tử vào hàng gửi'),
    );
    expect(await (await panel()).findByText('Đang gửi')).toBeTruthy();
  });

  it('shows on the cashier’s paid invoice, made as the cashier’s screen, polled until it is issued', async () => {
    const row = queueItem(1, {
      invoices: [{ id: 5, code: 'HD000005', status: paidInvoice.status, total: paidInvoice.total }],
    });
    let current = eInvoiceState({ status: EInvoiceStatus.Queued });
    const api = billingApi([row], () => paidInvoice).on('GET /invoices/:id/e-invoice', () => current);
    renderScreen(<BillingScreen debounceMs={0} />, {
      screens: { [ScreenId.Billing]: PermissionLevel.Write },
      features: [AppointmentFeature.Billing],
    });
    fireEvent.click(await screen.findByRole('option', { name: /Nguyễn Văn An/ }));
    expect(await (await panel()).findByText('Đang gửi…')).toBeTruthy();
    expect(api.requests('GET /invoices/:id/e-invoice')[0]!.headers.get('x-screen-id')).toBe(
      String(ScreenId.Billing),
    );
    current = eInvoiceState({ status: EInvoiceStatus.Issued, number: 'C26TAA3', lookupCode: 'LOOK3' });
    // The state is read again every 3 s while it is on its way.
    expect(await (await panel()).findByText('C26TAA3', {}, { timeout: 8_000 })).toBeTruthy();
    expect((await panel()).getByText('Đã xuất')).toBeTruthy();
  });
});
