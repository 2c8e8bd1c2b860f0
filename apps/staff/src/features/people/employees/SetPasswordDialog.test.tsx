import type { Employee } from '@clinic/api-client';
import { ScreenId } from '@clinic/domain';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../shared/testing/fakeApi';
import { renderScreen } from '../../../shared/testing/renderScreen';
import { SetPasswordDialog } from './SetPasswordDialog';

afterEach(cleanup);

const binh = { id: 9, fullName: 'Trần Văn Bình' } as Employee;

describe('set password', () => {
  it('refuses a password the API’s rule does not accept, on its field', async () => {
    const server = fakeApi();
    renderScreen(<SetPasswordDialog employee={binh} onClose={() => {}} />, { screens: [ScreenId.Users] });
    fireEvent.change(screen.getByLabelText(/^Mật khẩu/), { target: { value: 'phongkham' } });
    fireEvent.change(screen.getByLabelText(/^Nhập lại mật khẩu/), { target: { value: 'phongkham' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(
      await screen.findByText(
        'Mật khẩu phải có ít nhất 8 ký tự, gồm ít nhất 1 chữ thường, 1 chữ hoa và 1 chữ số',
      ),
    ).toBeTruthy();
    expect(server.calls).toHaveLength(0);
  });
});
