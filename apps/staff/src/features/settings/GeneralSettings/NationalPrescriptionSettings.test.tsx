import type { GeneralSettings as Settings } from '@clinic/api-client';
import { PermissionLevel, RoleKind, ScreenId } from '@clinic/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../shared/testing/fakeApi';
import { renderScreen } from '../../../shared/testing/renderScreen';
import { signedInUser } from '../../../shared/testing/session';
import { authState } from '../../../state/auth';
import GeneralSettings from '.';
import { generalSettings } from './testing';

// The national e-prescription account on screen 1: the owner's alone, its password write-only, and sent
// only when it changed, so saving the other cards never touches it.

afterEach(() => {
  cleanup();
  authState.userData = null;
});

const loaded = generalSettings({
  nationalPrescription: { facilityCode: '40618', username: 'pk.anbinh', hasPassword: true },
  nationalSystem: { url: 'https://donthuocquocgia.vn/api', standIn: false },
});

function signedInAs(roleKind: RoleKind) {
  authState.userData = signedInUser({ userRoleId: 1, roleKind });
}

/** The settings API: the PUT answers what it was sent, the account as the server keeps it (no password). */
function settingsApi(settings: Settings) {
  return fakeApi()
    .on('GET /clinics/general-settings', () => settings)
    .on('PUT /clinics/general-settings', ({ body }) => {
      const { nationalPrescription: account, ...rest } = body as {
        nationalPrescription?: { facilityCode: string; username: string; password?: string } | null;
      };
      const national =
        account === undefined
          ? settings.nationalPrescription
          : account && {
              facilityCode: account.facilityCode,
              username: account.username,
              hasPassword: Boolean(account.password) || Boolean(settings.nationalPrescription?.hasPassword),
            };
      return { ...settings, ...rest, nationalPrescription: national };
    });
}

const render = () =>
  renderScreen(<GeneralSettings />, { screens: { [ScreenId.GeneralSettings]: PermissionLevel.Write } });
const card = async () =>
  within((await screen.findByRole('heading', { name: 'Đơn thuốc điện tử quốc gia' })).closest('form')!);
const puts = (api: ReturnType<typeof fakeApi>) => api.requests('PUT /clinics/general-settings');

describe('the national e-prescription account (screen 1)', () => {
  it('is not shown to an admin, whose save of the clinic form leaves the account out', async () => {
    signedInAs(RoleKind.Admin);
    const api = settingsApi(loaded);
    render();
    const days = await screen.findByLabelText(/^Đặt lịch trước tối đa/);
    await waitFor(() => expect((days as HTMLInputElement).value).toBe('14'));
    expect(screen.queryByRole('heading', { name: 'Đơn thuốc điện tử quốc gia' })).toBeNull();
    expect(screen.queryByLabelText(/^Mã cơ sở/)).toBeNull();

    fireEvent.change(days, { target: { value: '30' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Lưu' })[0]!);
    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]!.body).toMatchObject({ allowBookingInDays: 30 });
    expect(puts(api)[0]!.body).not.toHaveProperty('nationalPrescription');
  });

  it('shows the owner the account with its password as saved, and sends it only once changed, blank keeping it', async () => {
    signedInAs(RoleKind.Owner);
    const api = settingsApi(loaded);
    render();
    const account = await card();
    expect(account.getByText('Đơn thuốc được gửi tới https://donthuocquocgia.vn/api')).toBeTruthy();
    expect((account.getByLabelText(/^Mã cơ sở/) as HTMLInputElement).value).toBe('40618');
    expect((account.getByLabelText(/^Tên đăng nhập/) as HTMLInputElement).value).toBe('pk.anbinh');
    // Write-only: the field is empty, the hint says one is kept.
    const password = account.getByLabelText(/^Mật khẩu/) as HTMLInputElement;
    expect(password.value).toBe('');
    expect(account.getByText(/^Đã lưu — gõ mật khẩu mới để thay/)).toBeTruthy();
    const save = account.getByRole('button', { name: 'Lưu' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    // A new user name with the password left blank: the stored password stays (no password sent).
    fireEvent.change(account.getByLabelText(/^Tên đăng nhập/), { target: { value: 'pk.anbinh2' } });
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]!.body).toMatchObject({
      clinicName: 'Phòng khám An Bình',
      timeZone: 'Asia/Ho_Chi_Minh',
      nationalPrescription: { facilityCode: '40618', username: 'pk.anbinh2' },
    });
    expect(puts(api)[0]!.body).not.toHaveProperty('nationalPrescription.password');
    expect(puts(api)[0]!.body).not.toHaveProperty('bank');

    // Typing a password replaces it; once saved the field is empty again.
    fireEvent.change(password, { target: { value: 'Mat-khau-moi' } });
    fireEvent.click(save);
    await waitFor(() => expect(puts(api)).toHaveLength(2));
    expect(puts(api)[1]!.body).toMatchObject({
      nationalPrescription: { facilityCode: '40618', username: 'pk.anbinh2', password: 'Mat-khau-moi' },
    });
    await waitFor(() => expect(password.value).toBe(''));

    // The clinic form above never carries the account.
    fireEvent.change(screen.getByLabelText(/^Đặt lịch trước tối đa/), { target: { value: '21' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Lưu' })[0]!);
    await waitFor(() => expect(puts(api)).toHaveLength(3));
    expect(puts(api)[2]!.body).not.toHaveProperty('nationalPrescription');
  });

  it('uppercases the facility code, says inline what is wrong, and asks for a password for a new account', async () => {
    signedInAs(RoleKind.Owner);
    const api = settingsApi({
      ...loaded,
      nationalPrescription: null,
      nationalSystem: { url: 'http://127.0.0.1:3000/national-rx', standIn: true },
    });
    render();
    const account = await card();
    expect(
      account.getByText('Hệ thống thử nghiệm trên máy (demo) — đặt NATIONAL_RX_URL để gửi lên hệ thống thật'),
    ).toBeTruthy();
    expect(account.getByText('Chưa khai tài khoản: đơn thuốc chưa được gửi đi.')).toBeTruthy();
    expect(account.queryByRole('button', { name: 'Gỡ tài khoản' })).toBeNull();
    const code = account.getByLabelText(/^Mã cơ sở/) as HTMLInputElement;
    fireEvent.change(code, { target: { value: '4o61' } });
    expect(code.value).toBe('4O61');
    fireEvent.change(account.getByLabelText(/^Tên đăng nhập/), { target: { value: 'pk.anbinh' } });
    fireEvent.click(account.getByRole('button', { name: 'Lưu' }));
    expect(await account.findByText('Giá trị của trường này không hợp lệ')).toBeTruthy();
    expect(account.getByText('Trường này là bắt buộc')).toBeTruthy();
    expect(puts(api)).toHaveLength(0);

    fireEvent.change(code, { target: { value: '4o61r' } });
    fireEvent.change(account.getByLabelText(/^Mật khẩu/), { target: { value: 'Bi-mat-1' } });
    fireEvent.click(account.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]!.body).toMatchObject({
      nationalPrescription: { facilityCode: '4O61R', username: 'pk.anbinh', password: 'Bi-mat-1' },
    });
  });

  it('removes the account only once confirmed', async () => {
    signedInAs(RoleKind.Owner);
    const api = settingsApi(loaded);
    render();
    const account = await card();
    fireEvent.click(account.getByRole('button', { name: 'Gỡ tài khoản' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText('Gỡ tài khoản đơn thuốc quốc gia?')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(puts(api)).toHaveLength(0);

    fireEvent.click(account.getByRole('button', { name: 'Gỡ tài khoản' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Gỡ tài khoản' }),
    );
    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]!.body).toMatchObject({ nationalPrescription: null });
    expect(await account.findByText('Chưa khai tài khoản: đơn thuốc chưa được gửi đi.')).toBeTruthy();
    expect((account.getByLabelText(/^Mã cơ sở/) as HTMLInputElement).value).toBe('');
  });
});
