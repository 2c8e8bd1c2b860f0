import { AppError, PermissionLevel, RoleKind, ScreenId } from '@clinic/domain';
import type { EInvoiceSettings, EInvoiceSettingsInput } from '@clinic/domain/contracts';
import { toastStore } from '@clinic/ui';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../shared/testing/fakeApi';
import { renderScreen } from '../../../shared/testing/renderScreen';
import { signedInUser } from '../../../shared/testing/session';
import { authState } from '../../../state/auth';
import GeneralSettings from '.';
import { generalSettings } from './testing';

// The e-invoice settings on screen 1: the owner's alone, the password write-only (required only at the first save),
// checked by the contract before anything is sent, and sent exactly as the contract's body.

afterEach(() => {
  cleanup();
  authState.userData = null;
  toastStore.clear();
});

const general = generalSettings({
  nationalSystem: { url: 'https://donthuocquocgia.vn/api', standIn: false },
});

const stored: NonNullable<EInvoiceSettings['settings']> = {
  provider: 'viettel',
  username: '0100109106-215',
  hasPassword: true,
  sellerTaxCode: '0100109106',
  sellerLegalName: 'Công ty TNHH Phòng khám An Bình',
  sellerAddress: '12 Nguyễn Trãi, Quận 1, TP. Hồ Chí Minh',
  templateCode: '1/001',
  series: 'C26TAA',
  issueOn: 'payment',
  serviceTaxRate: -2,
  medicineTaxRate: 5,
  packageTaxRate: -2,
};

const realProvider: EInvoiceSettings['target'] = {
  provider: 'viettel',
  url: 'https://api-vinvoice.viettel.vn/services/einvoiceapplication/api',
  standIn: false,
  lookupUrl: 'https://vinvoice.viettel.vn/utilities/invoice-search',
};

/** The API as it answers: the settings saved as sent (the password never answered, only that one is kept). */
function eInvoiceApi(settings: EInvoiceSettings['settings'], target = realProvider) {
  let current = settings;
  return fakeApi()
    .on('GET /clinics/general-settings', () => general)
    .on('GET /e-invoices/settings', () => ({ settings: current, target }))
    .on('PUT /e-invoices/settings', ({ body }) => {
      const { password, ...rest } = body as EInvoiceSettingsInput;
      current = { ...rest, hasPassword: Boolean(password) || Boolean(current?.hasPassword) };
      return { settings: current, target };
    });
}

function renderAs(roleKind: RoleKind) {
  authState.userData = signedInUser({ userRoleId: 1, roleKind });
  return renderScreen(<GeneralSettings />, {
    screens: { [ScreenId.GeneralSettings]: PermissionLevel.Write },
  });
}

const card = async () =>
  within((await screen.findByRole('heading', { name: 'Hóa đơn điện tử' })).closest('form')!);
const puts = (api: ReturnType<typeof fakeApi>) => api.requests('PUT /e-invoices/settings');
const input = (scope: ReturnType<typeof within>, label: RegExp) =>
  scope.getByLabelText(label) as HTMLInputElement;

describe('the e-invoice settings (screen 1)', () => {
  it('shows the owner the stored settings with the password as saved, and sends the contract body without it', async () => {
    const api = eInvoiceApi(stored);
    renderAs(RoleKind.Owner);
    const settings = await card();
    await waitFor(() => expect(input(settings, /^Tên đăng nhập/).value).toBe('0100109106-215'));
    expect(settings.getByText(`Hóa đơn được gửi tới ${realProvider.url}`)).toBeTruthy();
    expect(settings.getByText(`Người mua tra cứu hóa đơn tại ${realProvider.lookupUrl}`)).toBeTruthy();
    expect(settings.getByText(/cần xác nhận thuế suất với kế toán/)).toBeTruthy();
    expect(
      (settings.getByLabelText(/^Nhà cung cấp/) as HTMLSelectElement).selectedOptions[0]?.textContent,
    ).toBe('Viettel S-Invoice');
    expect(input(settings, /^Mã số thuế/).value).toBe('0100109106');
    expect(input(settings, /^Tên đơn vị/).value).toBe('Công ty TNHH Phòng khám An Bình');
    expect(input(settings, /^Mẫu số/).value).toBe('1/001');
    expect(input(settings, /^Ký hiệu/).value).toBe('C26TAA');
    expect((settings.getByRole('radio', { name: /^Khi thanh toán/ }) as HTMLInputElement).checked).toBe(true);
    const medicines = settings.getByLabelText(/^Thuốc/) as HTMLSelectElement;
    expect(medicines.selectedOptions[0]?.textContent).toBe('5%');
    expect((settings.getByLabelText(/^Dịch vụ/) as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(
      'Không chịu thuế GTGT',
    );
    // Write-only: the field is empty, the hint says one is kept.
    const password = input(settings, /^Mật khẩu/);
    expect(password.value).toBe('');
    expect(settings.getByText(/^Đã lưu — gõ mật khẩu mới để thay/)).toBeTruthy();
    const save = settings.getByRole('button', { name: 'Lưu' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    // On the cashier's request, medicines at 8 %: sent as the contract's body, the stored password kept.
    fireEvent.click(settings.getByRole('radio', { name: /^Khi thu ngân bấm xuất/ }));
    fireEvent.change(medicines, { target: { value: '8' } });
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]!.body).toEqual({
      provider: 'viettel',
      username: '0100109106-215',
      sellerTaxCode: '0100109106',
      sellerLegalName: 'Công ty TNHH Phòng khám An Bình',
      sellerAddress: '12 Nguyễn Trãi, Quận 1, TP. Hồ Chí Minh',
      templateCode: '1/001',
      series: 'C26TAA',
      issueOn: 'request',
      serviceTaxRate: -2,
      medicineTaxRate: 8,
      packageTaxRate: -2,
    });
    await waitFor(() => expect(toastStore.getSnapshot()[0]?.title).toBe('Đã lưu cài đặt hóa đơn điện tử'));
    await waitFor(() => expect(save.disabled).toBe(true));

    // A typed password replaces the stored one; once saved the field is empty again.
    fireEvent.change(password, { target: { value: 'Mat-khau-moi' } });
    fireEvent.click(save);
    await waitFor(() => expect(puts(api)).toHaveLength(2));
    expect(puts(api)[1]!.body).toMatchObject({
      password: 'Mat-khau-moi',
      issueOn: 'request',
      medicineTaxRate: 8,
    });
    await waitFor(() => expect(password.value).toBe(''));
  });

  it('starts a first setup with the default rates, on the local stand-in, and asks for the password on the field', async () => {
    const api = eInvoiceApi(null, { ...realProvider, url: 'http://127.0.0.1:3000/sinvoice', standIn: true });
    renderAs(RoleKind.Owner);
    const settings = await card();
    expect(await settings.findByText(/thử nghiệm cục bộ \(không gửi thật\)/)).toBeTruthy();
    expect(settings.getByText(/^Chưa cài đặt/)).toBeTruthy();
    expect((settings.getByLabelText(/^Dịch vụ/) as HTMLSelectElement).value).toBe('-2');
    expect((settings.getByLabelText(/^Thuốc/) as HTMLSelectElement).value).toBe('5');
    expect((settings.getByLabelText(/^Gói dịch vụ/) as HTMLSelectElement).value).toBe('-2');
    expect(settings.queryByText(/^Đã lưu — gõ mật khẩu mới/)).toBeNull();

    fireEvent.change(input(settings, /^Tên đăng nhập/), { target: { value: 'pk-anbinh' } });
    fireEvent.change(input(settings, /^Mã số thuế/), { target: { value: '0100109106 001' } });
    fireEvent.change(input(settings, /^Tên đơn vị/), { target: { value: 'Công ty TNHH An Bình' } });
    fireEvent.change(input(settings, /^Địa chỉ/), { target: { value: '12 Nguyễn Trãi' } });
    fireEvent.change(input(settings, /^Mẫu số/), { target: { value: '1/001' } });
    // The series is upper-cased as it is typed.
    const series = input(settings, /^Ký hiệu/);
    fireEvent.change(series, { target: { value: 'c26taa' } });
    expect(series.value).toBe('C26TAA');
    fireEvent.click(settings.getByRole('button', { name: 'Lưu' }));
    // The one field left blank is the password.
    expect(await settings.findAllByText('Trường này là bắt buộc')).toHaveLength(1);
    expect(input(settings, /^Mật khẩu/).getAttribute('aria-invalid')).toBe('true');
    expect(puts(api)).toHaveLength(0);

    fireEvent.change(input(settings, /^Mật khẩu/), { target: { value: 'Bi-mat-1' } });
    fireEvent.click(settings.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]!.body).toEqual({
      provider: 'viettel',
      username: 'pk-anbinh',
      password: 'Bi-mat-1',
      sellerTaxCode: '0100109106-001',
      sellerLegalName: 'Công ty TNHH An Bình',
      sellerAddress: '12 Nguyễn Trãi',
      templateCode: '1/001',
      series: 'C26TAA',
      issueOn: 'payment',
      serviceTaxRate: -2,
      medicineTaxRate: 5,
      packageTaxRate: -2,
    });
    // Saved: the password now shows as kept.
    expect(await settings.findByText(/^Đã lưu — gõ mật khẩu mới để thay/)).toBeTruthy();
  });

  it('says inline what is wrong: the tax code by its check digit, the template, and what the server refused', async () => {
    const api = eInvoiceApi(stored);
    renderAs(RoleKind.Owner);
    const settings = await card();
    const saveButton = () => settings.getByRole('button', { name: 'Lưu' }) as HTMLButtonElement;
    const taxCode = input(settings, /^Mã số thuế/);
    await waitFor(() => expect(taxCode.value).toBe('0100109106'));
    // One digit off: the check digit no longer matches.
    fireEvent.change(taxCode, { target: { value: '0100109107' } });
    fireEvent.change(input(settings, /^Mẫu số/), { target: { value: '3/01' } });
    fireEvent.click(settings.getByRole('button', { name: 'Lưu' }));
    expect(
      await settings.findByText(
        'Mã số thuế không hợp lệ (10 chữ số, hoặc 10 chữ số - 3 chữ số đơn vị phụ thuộc)',
      ),
    ).toBeTruthy();
    expect(settings.getByText('Giá trị của trường này không hợp lệ')).toBeTruthy();
    expect(puts(api)).toHaveLength(0);

    // A refusal the server names a field of goes under that field; its password refusal under the password.
    api.on('PUT /e-invoices/settings', () => {
      throw new AppError('schemaViolation', {
        details: { fields: [{ path: 'body.sellerAddress', messageId: 'formError.invalidValue' }] },
      });
    });
    fireEvent.change(taxCode, { target: { value: '0100109106' } });
    fireEvent.change(input(settings, /^Mẫu số/), { target: { value: '1/001' } });
    const address = input(settings, /^Địa chỉ/);
    fireEvent.change(address, { target: { value: '14 Nguyễn Trãi, Quận 1' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(address.getAttribute('aria-invalid')).toBe('true'));
    expect(puts(api)).toHaveLength(1);
    expect(settings.getAllByText('Giá trị của trường này không hợp lệ')).toHaveLength(1);

    api.on('PUT /e-invoices/settings', () => {
      throw new AppError('eInvoicePasswordRequired');
    });
    fireEvent.change(address, { target: { value: '14 Nguyễn Trãi' } });
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.click(saveButton());
    await waitFor(() => expect(puts(api)).toHaveLength(2));
    expect(await settings.findByText('Nhập mật khẩu tài khoản hóa đơn điện tử')).toBeTruthy();
    expect(input(settings, /^Mật khẩu/).getAttribute('aria-invalid')).toBe('true');
  });

  it('is not shown to an admin, and its settings are never asked for', async () => {
    const api = eInvoiceApi(stored);
    renderAs(RoleKind.Admin);
    expect(await screen.findByRole('heading', { name: 'Cài đặt chung' })).toBeTruthy();
    await screen.findByLabelText(/^Đặt lịch trước tối đa/);
    expect(screen.queryByRole('heading', { name: 'Hóa đơn điện tử' })).toBeNull();
    expect(screen.queryByLabelText(/^Ký hiệu/)).toBeNull();
    expect(api.requests('GET /e-invoices/settings')).toHaveLength(0);
  });
});
