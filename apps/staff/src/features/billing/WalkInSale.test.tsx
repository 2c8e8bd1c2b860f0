import { AppError, AppointmentFeature, ScreenId } from '@clinic/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogPackage, service as catalogService, medicine } from '../../shared/testing/catalog';
import { renderScreen } from '../../shared/testing/renderScreen';
import { listItem } from '../patients/testing';
import BillingScreen from './BillingScreen';
import { billingApi, invoice, line, page } from './testing/billingApi';

// A walk-in sale on screen 21: a patient, a service and a medicine picked by keyboard, discounts, the total
// previewed by the server's own function and sent to be checked; a wrong total reads the prices again.

afterEach(cleanup);

const paracetamol = (price: number) => medicine(3, 'Paracetamol 500mg', { price });
const service = catalogService(4, 'KTQ', 'Khám tổng quát', { isBasicService: true });

/** Types in a picker and takes the option named `name` with the keyboard. */
async function pick(box: HTMLElement, text: string, name: RegExp) {
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: text } });
  const option = await screen.findByRole('option', { name });
  for (let step = 0; step < 5 && box.getAttribute('aria-activedescendant') !== option.id; step += 1)
    fireEvent.keyDown(box, { key: 'ArrowDown' });
  fireEvent.keyDown(box, { key: 'Enter' });
}

describe('a walk-in sale (screen 21)', () => {
  it('previews the total as the server computes it, sends it to be checked, reads prices again when it differs, and opens the invoice', async () => {
    let medicinePrice = 1_500;
    const sold = invoice(9, {
      code: 'HD000009',
      appointmentId: null,
      appointmentCode: null,
      items: [line(0, { source: 'service:4#0', serviceOrderId: null })],
    });
    let mismatch = true;
    const api = billingApi([], () => sold)
      .on('POST /clinic-patients/search', () => page([listItem(101, 'Nguyễn Văn An')]))
      .on('GET /services', () => page([service]))
      .on('GET /medicines', () => page([paracetamol(medicinePrice)]))
      .on('POST /packages/search', () => page([]))
      .on('GET /medicines/:id', () => paracetamol(medicinePrice))
      .on('GET /services/:id', () => service)
      .on('POST /invoices/create', () => {
        if (mismatch) {
          mismatch = false;
          medicinePrice = 2_000;
          throw new AppError('totalMismatch');
        }
        return sold;
      });
    renderScreen(<BillingScreen debounceMs={0} />, {
      screens: [ScreenId.Billing],
      features: [AppointmentFeature.Billing],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Bán lẻ' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Bán lẻ' }));
    await pick(dialog.getAllByRole('combobox')[0]!, 'an', /Nguyễn Văn An/);
    const products = dialog.getByRole('combobox', { name: 'Thêm thuốc, dịch vụ hoặc gói' });
    await pick(products, 'kham', /Khám tổng quát/);
    await pick(products, 'para', /Paracetamol/);
    fireEvent.change(dialog.getByLabelText('Số lượng Paracetamol 500mg'), { target: { value: '2' } });
    fireEvent.change(dialog.getByLabelText('Kiểu giảm giá hóa đơn'), {
      target: { value: 'percent' },
    });
    fireEvent.change(dialog.getByLabelText('Giảm giá hóa đơn'), { target: { value: '10' } });
    // 150.000 + 2 × 1.500 = 153.000, less 10 % = 137.700.
    expect(dialog.getByTestId('walk-in-total').textContent).toBe('137.700 ₫');

    fireEvent.click(dialog.getByRole('button', { name: 'Lập hóa đơn' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('Tổng tiền không chính xác');
    expect(api.requests('POST /invoices/create')[0]?.body).toEqual({
      clinicPatientId: 101,
      items: [
        { serviceId: 4, quantity: 1, discount: null },
        { medicineId: 3, quantity: 2, discount: null },
      ],
      discount: { kind: 'percent', value: 10 },
      total: 137_700,
    });
    // The medicine costs 2.000 now: 150.000 + 4.000, less 10 % = 138.600.
    await waitFor(() => expect(dialog.getByTestId('walk-in-total').textContent).toBe('138.600 ₫'));
    fireEvent.click(dialog.getByRole('button', { name: 'Lập hóa đơn' }));
    await waitFor(() => expect(api.requests('POST /invoices/create')).toHaveLength(2));
    expect(api.requests('POST /invoices/create')[1]?.body).toMatchObject({ total: 138_600 });
    // Both sends under the dialog's one key (the refused first send kept none): a double click makes one sale.
    const keys = api.requests('POST /invoices/create').map((r) => r.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(keys[1]).toBe(keys[0]);
    // The new invoice opens in the panel, ready to pay.
    expect(await screen.findByText('HD000009')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Bán lẻ' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Thu tiền mặt' })).toBeTruthy();
  });

  it('sells to a walk-in customer with no record: a name and phone at most, shown as "Khách lẻ"; a package is refused before sending', async () => {
    const sold = invoice(10, {
      code: 'HD000010',
      appointmentId: null,
      appointmentCode: null,
      clinicPatientId: null,
      patientName: 'Chị Hoa',
      patientCode: null,
      customerPhone: '0903555111',
      items: [line(0, { source: 'medicine:3#0', serviceOrderId: null })],
    });
    const pkg = catalogPackage(2, 'GOI-1', 'Gói khám thai', { price: 500_000 });
    const api = billingApi([], () => sold)
      .on('GET /services', () => page([]))
      .on('GET /medicines', () => page([paracetamol(1_500)]))
      .on('POST /packages/search', () => page([pkg]))
      .on('POST /invoices/create', () => sold);
    renderScreen(<BillingScreen debounceMs={0} />, {
      screens: [ScreenId.Billing],
      features: [AppointmentFeature.Billing],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Bán lẻ' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Bán lẻ' }));
    fireEvent.click(dialog.getByRole('radio', { name: 'Khách lẻ (không tạo hồ sơ)' }));
    // No patient to pick: the customer's name and phone instead, both optional.
    expect(dialog.queryByText('Bệnh nhân')).toBeNull();
    fireEvent.change(dialog.getByLabelText('Tên khách (không bắt buộc)'), { target: { value: 'Chị Hoa' } });
    fireEvent.change(dialog.getByLabelText('Số điện thoại (không bắt buộc)'), {
      target: { value: '0903555111' },
    });
    const products = dialog.getByRole('combobox', { name: 'Thêm thuốc, dịch vụ hoặc gói' });
    await pick(products, 'goi', /Gói khám thai/);
    expect(dialog.getByRole('alert').textContent).toBe('Gói dịch vụ chỉ bán cho bệnh nhân có hồ sơ.');
    const create = dialog.getByRole('button', { name: 'Lập hóa đơn' }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    fireEvent.click(dialog.getByRole('button', { name: 'Bỏ Gói khám thai' }));
    await pick(products, 'para', /Paracetamol/);
    expect(create.disabled).toBe(false);
    fireEvent.click(create);
    await waitFor(() => expect(api.requests('POST /invoices/create')).toHaveLength(1));
    expect(api.requests('POST /invoices/create')[0]?.body).toEqual({
      clinicPatientId: null,
      customerName: 'Chị Hoa',
      customerPhone: '0903555111',
      items: [{ medicineId: 3, quantity: 1, discount: null }],
      discount: null,
      total: 1_500,
    });
    // The invoice opens for the walk-in customer, named as such.
    expect(await screen.findByText('Khách lẻ · Chị Hoa · 0903555111')).toBeTruthy();
  });
});
