import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../shared/testing/fakeApi';
import { renderScreen } from '../../shared/testing/renderScreen';
import AcceptInvite from './AcceptInvite';
import Activate from './Activate';
import ForgotPassword from './ForgotPassword';
import ResetPassword from './ResetPassword';
import SignUp from './SignUp';

// The sign-in side's forms resolve with the API's own bodies (contracts/auth.ts): the contract's rule shows on
// its field, and nothing is sent.

afterEach(cleanup);

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('sign-in side forms checked by the contract', () => {
  it('forgot password refuses an address that is not one', async () => {
    const server = fakeApi();
    renderScreen(<ForgotPassword />, { screens: [] });
    type(/^E-mail/, 'lan.nguyen@');
    fireEvent.click(screen.getByRole('button', { name: 'Gửi mã' }));
    expect(await screen.findByText('Trường này phải là một email hợp lệ')).toBeTruthy();
    expect(server.calls).toHaveLength(0);
  });

  it('activation wants the six digits of the mailed code', async () => {
    const server = fakeApi();
    renderScreen(<Activate />, { screens: [] });
    type(/^E-mail/, 'lan.nguyen@example.vn');
    type(/^Mã xác nhận/, '12a456');
    fireEvent.click(screen.getByRole('button', { name: 'Kích hoạt' }));
    expect(await screen.findByText('Giá trị của trường này không hợp lệ')).toBeTruthy();
    expect(server.calls).toHaveLength(0);
  });

  it('reset password wants the six digits of the mailed code', async () => {
    const server = fakeApi();
    renderScreen(<ResetPassword />, { screens: [], path: '/reset-password?email=lan.nguyen%40example.vn' });
    type(/^Mã xác nhận/, '12345');
    type(/^Mật khẩu mới/, 'Phongkham1');
    type(/^Nhập lại mật khẩu/, 'Phongkham1');
    fireEvent.click(screen.getByRole('button', { name: 'Đặt lại mật khẩu' }));
    expect(await screen.findByText('Giá trị của trường này không hợp lệ')).toBeTruthy();
    expect(server.calls).toHaveLength(0);
  });

  it('sign-up refuses a phone number the API does not take', async () => {
    const server = fakeApi();
    renderScreen(<SignUp />, { screens: [] });
    type(/^Tên phòng khám/, 'Phòng khám An Bình');
    type(/^Họ và tên/, 'Nguyễn Thị Lan');
    type(/^E-mail/, 'lan.nguyen@example.vn');
    type(/^Số điện thoại/, '091234');
    type(/^Mật khẩu/, 'Phongkham1');
    type(/^Nhập lại mật khẩu/, 'Phongkham1');
    fireEvent.click(screen.getByRole('button', { name: 'Tạo phòng khám' }));
    expect(await screen.findByText('Số điện thoại không hợp lệ')).toBeTruthy();
    expect(server.calls).toHaveLength(0);
  });

  it('an invited colleague’s name is at most the API’s 120 characters', async () => {
    const server = fakeApi();
    renderScreen(<AcceptInvite />, {
      screens: [],
      path: '/accept-invite?email=lan.nguyen%40example.vn&code=123456',
    });
    type(/^Họ và tên/, 'Lan'.repeat(41));
    type(/^Mật khẩu/, 'Phongkham1');
    type(/^Nhập lại mật khẩu/, 'Phongkham1');
    fireEvent.click(screen.getByRole('button', { name: 'Hoàn tất' }));
    expect(await screen.findByText('Trường này chỉ được có tối đa 120 ký tự')).toBeTruthy();
    expect(server.calls).toHaveLength(0);
  });
});
