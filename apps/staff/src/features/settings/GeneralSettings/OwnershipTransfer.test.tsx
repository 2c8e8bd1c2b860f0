import { AppError, PermissionLevel, RoleKind, ScreenId } from '@clinic/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { employee } from '../../../shared/testing/employees';
import { fakeApi } from '../../../shared/testing/fakeApi';
import { renderScreen } from '../../../shared/testing/renderScreen';
import { clinicInfo, signedInUser } from '../../../shared/testing/session';
import { authState } from '../../../state/auth';
import GeneralSettings from '.';
import { generalSettings } from './testing';

// The owner hands the clinic to a colleague from the general settings: she picks who, types her own password, reads
// what she keeps and loses, confirms, and her page loads its session again as the Admin she now is.

afterEach(() => {
  cleanup();
  authState.userData = null;
});

const settings = generalSettings({ phone: null });

const me = (roleKind: RoleKind) =>
  signedInUser({
    email: 'an@example.vn',
    fullName: 'Nguyễn Văn An',
    userRoleId: roleKind === RoleKind.Owner ? 1 : 2,
    roleKind,
  });

const staffList = [
  employee(7, 'Nguyễn Văn An', { isOwner: true, roleKind: RoleKind.Owner, roleName: 'Owner' }),
  employee(8, 'Trần Thị Bình', { roleName: 'Admin', roleKind: RoleKind.Admin }),
  employee(9, 'Lê Chưa Kích Hoạt', { verified: false }),
];

function ownerApi() {
  return (
    fakeApi()
      .on('GET /clinics/general-settings', () => settings)
      .on('GET /employees', () => ({
        pageData: staffList,
        paging: { totalItem: staffList.length, pageSize: 100, pageNumber: 1 },
      }))
      .on('POST /clinics/change-owner', ({ body }) => {
        if ((body as { password: string }).password !== 'Dung-mat-khau1') throw new AppError('wrongPassword');
        return { ownerUserId: 8, previousOwnerUserId: 7 };
      })
      // The session loaded again after the hand-over: the same user, an Admin now.
      .on('GET /users/me', () => me(RoleKind.Admin))
      .on('GET /clinics/info', () => clinicInfo())
      .on('GET /employees/my-permissions', () => ({
        screenPermissions: [],
        frontendFeatureIds: [],
        roleId: 2,
        groupIds: [],
      }))
  );
}

const render = () =>
  renderScreen(<GeneralSettings />, { screens: { [ScreenId.GeneralSettings]: PermissionLevel.Write } });
const card = async () =>
  within((await screen.findByRole('heading', { name: 'Chuyển quyền chủ phòng khám' })).closest('form')!);

describe('ownership transfer', () => {
  it('is offered to the owner only', async () => {
    ownerApi();
    authState.userData = me(RoleKind.Admin);
    render();
    await screen.findByRole('heading', { name: 'Nhận chuyển khoản (VietQR)' });
    expect(screen.queryByRole('heading', { name: 'Chuyển quyền chủ phòng khám' })).toBeNull();
  });

  it('names the new owner and what the old one keeps, re-checks the password, then reloads the session', async () => {
    const server = ownerApi();
    authState.userData = me(RoleKind.Owner);
    render();
    const transfer = await card();
    const who = transfer.getByRole('combobox', { name: /Chủ mới/ });
    fireEvent.click(who);
    // Only an activated colleague can take the clinic: not the owner herself, not a pending invitation.
    const options = await transfer.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Trần Thị Bìnhnv8@example.vn · Admin']);
    fireEvent.click(options[0]!);
    fireEvent.change(transfer.getByLabelText(/Mật khẩu của bạn/), { target: { value: 'sai' } });
    fireEvent.click(transfer.getByRole('button', { name: 'Chuyển quyền…' }));

    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText('Chuyển quyền chủ phòng khám cho Trần Thị Bình?')).toBeTruthy();
    expect(dialog.getByText(/Bạn trở thành Quản trị viên/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Chuyển quyền cho Trần Thị Bình' }));
    expect(await transfer.findByText('Mật khẩu hiện tại không đúng')).toBeTruthy();
    expect(authState.userData?.roleKind).toBe(RoleKind.Owner);

    fireEvent.change(transfer.getByLabelText(/Mật khẩu của bạn/), { target: { value: 'Dung-mat-khau1' } });
    fireEvent.click(transfer.getByRole('button', { name: 'Chuyển quyền…' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Chuyển quyền cho Trần Thị Bình',
      }),
    );
    await waitFor(() => expect(authState.userData?.roleKind).toBe(RoleKind.Admin));
    expect(server.requests('POST /clinics/change-owner').map((r) => r.body)).toEqual([
      { userId: 8, password: 'sai' },
      { userId: 8, password: 'Dung-mat-khau1' },
    ]);
    // An Admin does not hand the clinic over: the card is gone with the owner's role.
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Chuyển quyền chủ phòng khám' })).toBeNull(),
    );
  });
});
