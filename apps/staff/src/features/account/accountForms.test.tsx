import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../shared/testing/fakeApi';
import { renderScreen } from '../../shared/testing/renderScreen';
import { signedInUser } from '../../shared/testing/session';
import { authState, type UserData } from '../../state/auth';
import ChangePassword from './ChangePassword';
import MySettings from './MySettings';

// The account forms resolve with the API's own bodies (contracts/users.ts).

const lan: UserData = signedInUser({ phone: '0912345678' });

beforeEach(() => {
  authState.userData = { ...lan };
});
afterEach(() => {
  cleanup();
  authState.userData = null;
});

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('account forms checked by the contract', () => {
  it('my settings refuses a phone number the API does not take, and sends a blank one as none', async () => {
    const server = fakeApi()
      .on('PUT /users/me', ({ body }) => ({ ...lan, ...(body as object) }))
      .on('GET /notifications/settings', () => ({ availableKinds: [], disabledKinds: [] }));
    renderScreen(<MySettings />, { screens: [] });
    type(/^Số điện thoại/, '091234');
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Số điện thoại không hợp lệ')).toBeTruthy();
    expect(server.requests('PUT /users/me')).toHaveLength(0);

    type(/^Số điện thoại/, '  ');
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(server.requests('PUT /users/me')).toHaveLength(1));
    expect(server.requests('PUT /users/me')[0]?.body).toMatchObject({ fullName: lan.fullName, phone: null });
  });

  it('change password refuses a current password longer than the API’s 200 characters', async () => {
    const server = fakeApi();
    renderScreen(<ChangePassword />, { screens: [] });
    type(/^Mật khẩu hiện tại/, 'Phongkham1'.repeat(21));
    type(/^Mật khẩu mới/, 'Phongkham2');
    type(/^Nhập lại mật khẩu/, 'Phongkham2');
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Trường này chỉ được có tối đa 200 ký tự')).toBeTruthy();
    expect(server.calls).toHaveLength(0);
  });
});
