import type { InvoiceView } from '@clinic/api-client';
import {
  AppError,
  AppointmentFeature,
  InvoiceStatus,
  PaymentMethod,
  PermissionLevel,
  RealtimeEvent,
  ScreenId,
  vietQrPayload,
} from '@clinic/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { captureRealtime } from '../../shared/testing/realtimeEvents';
import { renderScreen } from '../../shared/testing/renderScreen';
import BillingScreen from './BillingScreen';
import { billingApi, invoice, page, paid, queueItem, transfer, unchanged } from './testing/billingApi';

// Screen 21 against the API's answers: the queue, an invoice from start billing to finish, discounts previewed by
// the server's own function, paying by cash, transfer and e-wallet under one idempotency key, the bank's payment
// arriving live, cancelling, and attaching a transfer that matched nothing.

afterEach(cleanup);

const render = (level: PermissionLevel = PermissionLevel.Write, features = [AppointmentFeature.Billing]) =>
  renderScreen(<BillingScreen debounceMs={0} />, { screens: { [ScreenId.Billing]: level }, features });

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Visit 1 waiting with its unpaid invoice 5 (exam 150.000 + 10 tablets at 1.500 = 165.000). */
function visitWithInvoice(unpaid: InvoiceView = invoice(5)) {
  const row = queueItem(1, {
    invoices: [{ id: unpaid.id, code: unpaid.code, status: unpaid.status, total: unpaid.total }],
  });
  let current = unpaid;
  const api = billingApi([row], () => current);
  /** What the invoice reads as from now on (another desk or the bank changed it). */
  const becomes = (next: InvoiceView) => {
    current = next;
  };
  return { api, row, becomes };
}

const openVisit = async (name = 'Nguyễn Văn An') =>
  fireEvent.click(await screen.findByRole('option', { name: new RegExp(name) }));

describe('the cashier (screen 21)', () => {
  it('lists the visits waiting with their invoices, filters without accents and opens one by keyboard', async () => {
    billingApi([
      queueItem(1, {
        invoices: [{ id: 5, code: 'HD000005', status: InvoiceStatus.WaitForPayment, total: 165_000 }],
      }),
      queueItem(2, {
        patientName: 'Trần Thị Bích',
        patientCode: 'BN000002',
        patientPhone: '0912000111',
        invoices: [{ id: 6, code: 'HD000006', status: InvoiceStatus.Paid, total: 90_000 }],
      }),
    ]);
    render();
    const first = within(await screen.findByRole('option', { name: /Nguyễn Văn An/ }));
    expect(first.getByText('Chưa thanh toán · 165.000 ₫')).toBeTruthy();
    expect(first.getByText(/STT 1/)).toBeTruthy();
    const second = within(screen.getByRole('option', { name: /Trần Thị Bích/ }));
    expect(second.getByText('Đã thanh toán')).toBeTruthy();
    expect(screen.getByText('Chọn một lượt khám để thu tiền')).toBeTruthy();

    // Without accents, by phone, by code: each finds Bích alone.
    for (const query of ['tran thi bich', '0912', 'bn000002']) {
      type('Tìm bệnh nhân', query);
      expect(screen.getAllByRole('option')).toHaveLength(1);
      expect(screen.getByRole('option', { name: /Trần Thị Bích/ })).toBeTruthy();
    }
    type('Tìm bệnh nhân', 'khong co ai');
    expect(screen.getByText('Không có lượt khám nào khớp với tìm kiếm')).toBeTruthy();

    type('Tìm bệnh nhân', '');
    const box = screen.getByLabelText('Tìm bệnh nhân');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() =>
      expect(screen.getByRole('option', { name: /Trần Thị Bích/ }).getAttribute('aria-selected')).toBe(
        'true',
      ),
    );
    expect(screen.getByRole('heading', { name: 'Trần Thị Bích · BN000002' })).toBeTruthy();
  });

  it('says when nobody is waiting', async () => {
    billingApi([]);
    render();
    expect(await screen.findByText('Chưa có lượt khám nào chờ thanh toán')).toBeTruthy();
  });

  it('starts billing a visit that has no invoice and shows the invoice it answers, under one key until it succeeds', async () => {
    const made = invoice(5);
    let answered = 0;
    const api = billingApi([queueItem(1)], () => made).on(
      'PUT /clinic-appointments/:id/start-billing',
      () => {
        answered += 1;
        if (answered === 1) throw new AppError('statusNotAllowed');
        return made;
      },
    );
    render();
    await openVisit();
    expect(screen.getByText('Lượt khám này chưa có hóa đơn.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Lập hóa đơn' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Lập hóa đơn' }));
    expect(await screen.findByText('HD000005')).toBeTruthy();
    // The retry sends the first send's key: however many clicks, the visit's invoice is made once.
    const keys = api
      .requests('PUT /clinic-appointments/:id/start-billing')
      .map((r) => r.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(uuid);
    expect(keys[1]).toBe(keys[0]);
    expect(api.requests('PUT /clinic-appointments/:id/start-billing')[0]?.params).toEqual({ id: '1' });
    expect(api.requests('PUT /clinic-appointments/:id/start-billing')[0]?.headers.get('x-feature-id')).toBe(
      String(AppointmentFeature.Billing),
    );
    const lines = within(screen.getByRole('table', { name: 'Các dòng của hóa đơn' }));
    const medicine = within(lines.getByText('Paracetamol 500mg').closest('tr')!);
    expect(medicine.getByText('10 Viên')).toBeTruthy();
    expect(medicine.getByText('15.000 ₫')).toBeTruthy();
    expect(screen.getByTestId('invoice-total').textContent).toBe('165.000 ₫');
    // The invoice is checked against the visit as soon as it opens.
    await waitFor(() => expect(api.requests('POST /invoices/:id/check-with-appointment')).toHaveLength(1));
  });

  it('previews line and invoice discounts as the server computes them and saves them by line source with the total', async () => {
    const { api } = visitWithInvoice();
    api.on('POST /invoices/:id/update-with-appointment', () =>
      invoice(5, { updatedAt: '2026-11-26T03:05:00.000Z' }),
    );
    render();
    await openVisit();
    await screen.findByText('HD000005');
    // An amount first (10 ₫), then 10 % off the exam: 135.000; then 5.000 ₫ off the invoice: 150.000 − 5.000.
    type('Giảm giá Khám tổng quát', '10');
    expect(screen.getByTestId('invoice-total').textContent).toBe('164.990 ₫');
    fireEvent.change(screen.getByLabelText('Kiểu giảm giá Khám tổng quát'), { target: { value: 'percent' } });
    type('Giảm giá Khám tổng quát', '10');
    const exam = within(screen.getByText('Khám tổng quát').closest('tr')!);
    expect(exam.getByText('135.000 ₫')).toBeTruthy();
    expect(screen.getByTestId('invoice-total').textContent).toBe('150.000 ₫');
    type('Giảm giá hóa đơn', '5000');
    expect(screen.getByTestId('invoice-total').textContent).toBe('145.000 ₫');
    // Paying waits for the discounts to be saved.
    expect(screen.getAllByText('Giảm giá chưa được lưu: hãy lưu trước khi thu tiền.').length).toBeGreaterThan(
      0,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Lưu giảm giá' }));
    await waitFor(() => expect(api.requests('POST /invoices/:id/update-with-appointment')).toHaveLength(1));
    expect(api.requests('POST /invoices/:id/update-with-appointment')[0]?.body).toEqual({
      discount: { kind: 'amount', value: 5000 },
      lineDiscounts: [
        { source: 'service-order:10', discount: { kind: 'percent', value: 10 } },
        { source: 'prescription:7:medicine:3', discount: null },
      ],
      total: 145_000,
    });
  });

  it('shows the change due for cash, refuses less than the total, and pays once under one idempotency key', async () => {
    const unpaid = invoice(5);
    const { api } = visitWithInvoice(unpaid);
    let attempts = 0;
    api.on('PUT /invoices/:id/pay', () => {
      attempts += 1;
      // The first answer is lost (the network failed): the retry must send the same key.
      if (attempts === 1) throw new AppError('internalError', { params: { message: 'req-1' } });
      return paid(unpaid, PaymentMethod.Cash, 200_000);
    });
    render();
    await openVisit();
    await screen.findByText('HD000005');
    expect(screen.getByRole('radio', { name: 'Tiền mặt' })).toBeTruthy();
    type('Khách đưa', '100000');
    expect(screen.getByText('Số tiền khách đưa chưa đủ')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Thu tiền mặt' }) as HTMLButtonElement).disabled).toBe(true);
    // The quick amounts: exact, then the next round notes above 165.000.
    for (const amount of ['Đủ 165.000 ₫', '200.000 ₫', '500.000 ₫'])
      expect(screen.getByRole('button', { name: amount })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '200.000 ₫' }));
    expect(screen.getByLabelText('Tiền thừa').textContent).toBe('35.000 ₫');

    fireEvent.click(screen.getByRole('button', { name: 'Thu tiền mặt' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Thu tiền mặt' }));
    expect(await screen.findByText('Đã thanh toán', { selector: 'strong' })).toBeTruthy();
    const pays = api.requests('PUT /invoices/:id/pay');
    expect(pays).toHaveLength(2);
    expect(pays[0]?.body).toEqual({
      paymentMethod: PaymentMethod.Cash,
      amountReceived: 200_000,
      total: 165_000,
    });
    const key = pays[0]?.headers.get('idempotency-key');
    expect(key).toMatch(uuid);
    expect(pays[1]?.headers.get('idempotency-key')).toBe(key);
    // The paid state: method, cashier, what was handed over and the change.
    expect(screen.getByText('Lê Thu Ngân')).toBeTruthy();
    expect(screen.getByText('200.000 ₫', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByText('35.000 ₫', { selector: 'dd' })).toBeTruthy();
    // The paid invoice can be printed.
    expect(screen.getByRole('button', { name: 'In hóa đơn' })).toBeTruthy();
  });

  it('shows an outdated invoice refused and rebuilds it from the visit on request', async () => {
    const { api } = visitWithInvoice();
    api
      .on('PUT /invoices/:id/pay', () => {
        throw new AppError('invoiceOutdated');
      })
      .on('POST /invoices/:id/update-with-appointment', () =>
        invoice(5, { updatedAt: '2026-11-26T03:05:00.000Z' }),
      );
    render();
    await openVisit();
    await screen.findByText('HD000005');
    fireEvent.click(screen.getByRole('radio', { name: 'Ví điện tử' }));
    fireEvent.click(screen.getByRole('button', { name: 'Xác nhận đã thanh toán qua ví điện tử' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Lượt khám đã thay đổi sau khi lập hóa đơn, hãy cập nhật hóa đơn trước',
    );
    expect(api.requests('PUT /invoices/:id/pay')[0]?.body).toEqual({
      paymentMethod: PaymentMethod.EWallet,
      total: 165_000,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cập nhật hóa đơn' }));
    await waitFor(() => expect(api.requests('POST /invoices/:id/update-with-appointment')).toHaveLength(1));
    expect(api.requests('POST /invoices/:id/update-with-appointment')[0]?.body).toEqual({
      discount: null,
      lineDiscounts: [
        { source: 'service-order:10', discount: null },
        { source: 'prescription:7:medicine:3', discount: null },
      ],
    });
  });

  it('shows a wrong total in words', async () => {
    const { api } = visitWithInvoice();
    api.on('PUT /invoices/:id/pay', () => {
      throw new AppError('totalMismatch', { details: { total: 170_000 } });
    });
    render();
    await openVisit();
    await screen.findByText('HD000005');
    fireEvent.click(screen.getByRole('button', { name: 'Đủ 165.000 ₫' }));
    fireEvent.click(screen.getByRole('button', { name: 'Thu tiền mặt' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Tổng tiền không chính xác');
  });

  it('warns when the visit changed since the invoice, listing what and the new total, and updates it', async () => {
    const { api } = visitWithInvoice();
    api
      .on('POST /invoices/:id/check-with-appointment', () => ({
        ...unchanged(165_000),
        changed: true,
        added: [
          {
            ...invoice(5).items[0]!,
            id: 0,
            source: 'service-order:20',
            name: 'Xét nghiệm máu',
            unitPrice: 80_000,
            total: 80_000,
          },
        ],
        removed: [{ ...invoice(5).items[1]! }],
        appointmentTotal: 230_000,
      }))
      .on('POST /invoices/:id/update-with-appointment', () =>
        invoice(5, { updatedAt: '2026-11-26T03:05:00.000Z' }),
      );
    render();
    await openVisit();
    expect(await screen.findByText('Lượt khám đã thay đổi sau khi lập hóa đơn')).toBeTruthy();
    expect(screen.getByText('Thêm: Xét nghiệm máu × 1')).toBeTruthy();
    expect(screen.getByText('Bỏ: Paracetamol 500mg × 10')).toBeTruthy();
    expect(screen.getByText('Tổng tiền mới: 230.000 ₫ (hóa đơn đang là 165.000 ₫)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cập nhật hóa đơn' }));
    await waitFor(() => expect(api.requests('POST /invoices/:id/update-with-appointment')).toHaveLength(1));
    expect(api.requests('POST /invoices/:id/update-with-appointment')[0]?.body).toMatchObject({
      total: 230_000,
    });
  });

  it('shows the transfer QR and turns Paid by itself when the bank pays the invoice (invoice.pay)', async () => {
    const realtime = captureRealtime();
    const payload = vietQrPayload({
      bin: '970436',
      accountNumber: '0071000123456',
      amount: 165_000,
      purpose: 'HD000005',
    });
    const unpaid = invoice(5, {
      vietQr: {
        payload,
        bankBin: '970436',
        accountNumber: '0071000123456',
        accountName: 'PHONG KHAM AN BINH',
        amount: 165_000,
        purpose: 'HD000005',
      },
    });
    const { api, becomes } = visitWithInvoice(unpaid);
    render();
    await openVisit();
    await screen.findByText('HD000005');
    fireEvent.click(screen.getByRole('radio', { name: 'Chuyển khoản' }));
    const qr = screen.getByRole('img', {
      name: 'Mã VietQR chuyển khoản 165.000 ₫ đến Vietcombank 0071000123456',
    });
    expect(qr.getAttribute('data-payload')).toBe(payload);
    expect(screen.getByText('Đang chờ chuyển khoản…')).toBeTruthy();

    becomes(paid(unpaid, PaymentMethod.BankTransfer));
    realtime.emit(RealtimeEvent.InvoicePay, {
      id: 5,
      code: 'HD000005',
      status: InvoiceStatus.Paid,
      appointmentId: 1,
      clinicPatientId: 101,
      total: 165_000,
      paymentMethod: PaymentMethod.BankTransfer,
    });
    expect(await screen.findByText('Đã thanh toán', { selector: 'strong' })).toBeTruthy();
    expect(screen.queryByText('Đang chờ chuyển khoản…')).toBeNull();
    expect(screen.getByText('Chuyển khoản', { selector: 'dd' })).toBeTruthy();
    expect(api.requests('PUT /invoices/:id/pay')).toHaveLength(0);
  });

  it('says when no bank account is set up, and takes a transfer confirmed by hand', async () => {
    const unpaid = invoice(5);
    const { api } = visitWithInvoice(unpaid);
    api.on('PUT /invoices/:id/pay', () => paid(unpaid, PaymentMethod.BankTransfer));
    render();
    await openVisit();
    await screen.findByText('HD000005');
    fireEvent.click(screen.getByRole('radio', { name: 'Chuyển khoản' }));
    expect(screen.getByText('Chưa cấu hình tài khoản nhận chuyển khoản')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mở cài đặt chung' }).getAttribute('href')).toBe(
      '/settings/general',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Đã nhận tiền' }));
    await waitFor(() => expect(api.requests('PUT /invoices/:id/pay')).toHaveLength(1));
    expect(api.requests('PUT /invoices/:id/pay')[0]?.body).toEqual({
      paymentMethod: PaymentMethod.BankTransfer,
      total: 165_000,
    });
  });

  it('finishes the visit once paid, and shows the refusal while an invoice is unpaid', async () => {
    const done = paid(invoice(5), PaymentMethod.Cash, 165_000);
    const { api } = visitWithInvoice(done);
    let refuse = true;
    api.on('PUT /clinic-appointments/:id/finish-billing', () => {
      if (refuse) throw new AppError('unpaidInvoices');
      return { appointmentId: 1, billedAt: '2026-11-26T03:20:00.000Z', billedBy: 7 };
    });
    render();
    await openVisit();
    expect(await screen.findByText('Đã thanh toán', { selector: 'strong' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hoàn tất' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Lượt khám còn hóa đơn chưa thanh toán');
    refuse = false;
    api.on('GET /invoices/billing-queue', () => []);
    fireEvent.click(screen.getByRole('button', { name: 'Hoàn tất' }));
    expect(await screen.findByText('Chưa có lượt khám nào chờ thanh toán')).toBeTruthy();
    expect(screen.getByText('Chọn một lượt khám để thu tiền')).toBeTruthy();
    expect(api.requests('PUT /clinic-appointments/:id/finish-billing').at(-1)?.params).toEqual({ id: '1' });
  });

  it('bills the rest when the visit has more to pay than its paid invoice holds (missingInvoice)', async () => {
    const done = paid(invoice(5), PaymentMethod.Cash, 165_000);
    const { api } = visitWithInvoice(done);
    api.on('PUT /clinic-appointments/:id/finish-billing', () => {
      throw new AppError('missingInvoice');
    });
    api.on('PUT /clinic-appointments/:id/start-billing', () => invoice(9));
    render();
    await openVisit();
    expect(await screen.findByText('Đã thanh toán', { selector: 'strong' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Lập hóa đơn cho phần còn lại' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Hoàn tất' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Chưa có hóa đơn');
    fireEvent.click(screen.getByRole('button', { name: 'Lập hóa đơn cho phần còn lại' }));
    await waitFor(() =>
      expect(api.requests('PUT /clinic-appointments/:id/start-billing').at(-1)?.params).toEqual({ id: '1' }),
    );
    expect(
      api.requests('PUT /clinic-appointments/:id/start-billing').at(-1)?.headers.get('idempotency-key'),
    ).toMatch(uuid);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Lập hóa đơn cho phần còn lại' })).toBeNull(),
    );
  });

  it('closes the visit when its billing is finished at another desk (billing.finish)', async () => {
    const realtime = captureRealtime();
    const { api } = visitWithInvoice(paid(invoice(5), PaymentMethod.Cash, 165_000));
    render();
    await openVisit();
    expect(await screen.findByText('Đã thanh toán', { selector: 'strong' })).toBeTruthy();
    api.on('GET /invoices/billing-queue', () => []);
    realtime.emit(RealtimeEvent.BillingFinish, { appointmentId: 1 });
    expect(await screen.findByText('Chưa có lượt khám nào chờ thanh toán')).toBeTruthy();
    expect(screen.getByText('Chọn một lượt khám để thu tiền')).toBeTruthy();
  });

  it('cancels a paid invoice with a required reason, saying what the reversal does, under one idempotency key', async () => {
    const done = paid(invoice(5), PaymentMethod.Cash, 165_000);
    const { api } = visitWithInvoice(done);
    api.on('PUT /invoices/:id/cancel', ({ body }) => ({
      ...done,
      status: InvoiceStatus.Canceled,
      canceledAt: '2026-11-26T03:30:00.000Z',
      canceledByName: 'Lê Thu Ngân',
      cancelReason: (body as { reason: string }).reason,
    }));
    render();
    await openVisit();
    await screen.findByText('Đã thanh toán', { selector: 'strong' });
    fireEvent.click(screen.getByRole('button', { name: 'Hủy hóa đơn' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Hủy hóa đơn HD000005' }));
    expect(
      dialog.getByText(/165\.000 ₫ sẽ được hoàn lại cho khách, thuốc đã xuất được nhập lại kho/),
    ).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Hủy hóa đơn' }));
    expect(await dialog.findByText('Trường này là bắt buộc')).toBeTruthy();
    expect(api.requests('PUT /invoices/:id/cancel')).toHaveLength(0);
    fireEvent.change(dialog.getByLabelText(/Lý do hủy/), { target: { value: 'Khách đổi ý' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Hủy hóa đơn' }));
    await waitFor(() => expect(api.requests('PUT /invoices/:id/cancel')).toHaveLength(1));
    const sent = api.requests('PUT /invoices/:id/cancel')[0];
    expect(sent?.body).toEqual({ reason: 'Khách đổi ý' });
    expect(sent?.headers.get('idempotency-key')).toMatch(uuid);
    expect(await screen.findByText(/Lý do: Khách đổi ý/)).toBeTruthy();
  });

  it('attaches an unmatched transfer to the unpaid invoice the cashier finds', async () => {
    const parked = transfer(3, {
      content: 'MBVCB.3278.HD000005 thanh toan',
      codeInContent: 'HD000005',
      amount: 165_000,
    });
    const api = billingApi([])
      .on('GET /payments/bank-transfers', () => page([parked]))
      .on('POST /invoices/search', () => page([invoice(5)]))
      .on('PUT /payments/bank-transfers/:id/attach', () => paid(invoice(5), PaymentMethod.BankTransfer));
    render();
    const tab = await screen.findByRole('tab', { name: /Chuyển khoản chưa khớp/ });
    await waitFor(() => expect(tab.textContent).toContain('1'));
    fireEvent.click(tab);
    const row = within((await screen.findByText('MBVCB.3278.HD000005 thanh toan')).closest('tr')!);
    expect(row.getByText('165.000 ₫')).toBeTruthy();
    expect(row.getByText('Vietcombank')).toBeTruthy();
    expect(row.getByText('HD000005')).toBeTruthy();
    expect(api.requests('GET /payments/bank-transfers')[0]?.query).toMatchObject({ status: 'unmatched' });
    fireEvent.click(row.getByRole('button', { name: 'Gắn vào hóa đơn' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Gắn chuyển khoản 165.000 ₫ vào hóa đơn' }),
    );
    fireEvent.click(await dialog.findByRole('radio', { name: /HD000005 · 165\.000 ₫/ }));
    expect(api.requests('POST /invoices/search').at(-1)?.body).toEqual({
      status: InvoiceStatus.WaitForPayment,
      code: 'HD000005',
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Gắn và thanh toán' }));
    await waitFor(() => expect(api.requests('PUT /payments/bank-transfers/:id/attach')).toHaveLength(1));
    const sent = api.requests('PUT /payments/bank-transfers/:id/attach')[0];
    expect(sent?.params).toEqual({ id: '3' });
    expect(sent?.body).toEqual({ invoiceId: 5 });
    expect(sent?.headers.get('idempotency-key')).toMatch(uuid);
  });

  it('shows a short transfer refused when attached', async () => {
    const parked = transfer(3, { amount: 100_000 });
    const api = billingApi([])
      .on('GET /payments/bank-transfers', () => page([parked]))
      .on('POST /invoices/search', () => page([invoice(5)]))
      .on('PUT /payments/bank-transfers/:id/attach', () => {
        throw new AppError('transferAmountShort', { params: { amount: '100.000 ₫', total: '165.000 ₫' } });
      });
    render();
    fireEvent.click(await screen.findByRole('tab', { name: /Chuyển khoản chưa khớp/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Gắn vào hóa đơn' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('Mã hóa đơn'), { target: { value: 'HD000005' } });
    await waitFor(() =>
      expect(api.requests('POST /invoices/search').at(-1)?.body).toMatchObject({ code: 'HD000005' }),
    );
    fireEvent.click(await dialog.findByRole('radio', { name: /HD000005/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Gắn và thanh toán' }));
    expect((await dialog.findByRole('alert')).textContent).toContain('ít hơn tổng tiền hóa đơn');
  });

  it('offers a reader, or a writer without the billing feature, nothing to write', async () => {
    visitWithInvoice();
    render(PermissionLevel.Read);
    await openVisit();
    await screen.findByText('HD000005');
    expect(screen.queryByRole('button', { name: 'Bán lẻ' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hoàn tất' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hủy hóa đơn' })).toBeNull();
    expect(screen.queryByText('Thanh toán')).toBeNull();
    cleanup();
    visitWithInvoice();
    render(PermissionLevel.Write, []);
    await openVisit();
    await screen.findByText('HD000005');
    expect(screen.queryByRole('button', { name: 'Bán lẻ' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Thu tiền mặt' })).toBeNull();
  });
});
