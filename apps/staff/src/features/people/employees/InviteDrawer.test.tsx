import { PermissionLevel, RoleKind, ScreenId } from '@clinic/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../shared/testing/fakeApi';
import { renderScreen } from '../../../shared/testing/renderScreen';
import { signedInUser } from '../../../shared/testing/session';
import { authState } from '../../../state/auth';
import { InviteDrawer } from './InviteDrawer';

afterEach(() => {
  cleanup();
  authState.userData = null;
});

const times = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
const role = (
  id: number,
  name: string,
  kind: number,
  screens: Record<number, number>,
  featureIds: number[] = [],
) => ({
  id,
  name,
  kind,
  description: null,
  enabled: true,
  screenPermissions: Object.entries(screens).map(([screenId, level]) => ({
    screenId: Number(screenId),
    level,
  })),
  featureIds,
  userCount: 0,
  ...times,
});
const roles = [
  role(1, 'Owner', RoleKind.Owner, {}),
  role(2, 'Admin', RoleKind.Admin, {}),
  role(3, 'Xem nhân sự', RoleKind.UserDefined, { [ScreenId.Users]: PermissionLevel.Read }),
  role(4, 'Thu ngân', RoleKind.UserDefined, { [ScreenId.Billing]: PermissionLevel.Write }),
];

function signedInAs(roleKind: RoleKind) {
  authState.userData = signedInUser({ userRoleId: 9, roleKind });
}

async function offeredRoles(roleKind: RoleKind) {
  signedInAs(roleKind);
  const server = fakeApi();
  server.on('GET /roles', () => ({
    pageData: roles,
    paging: { totalItem: roles.length, pageSize: 100, pageNumber: 1 },
  }));
  server.on('GET /user-groups', () => ({
    pageData: [],
    paging: { totalItem: 0, pageSize: 100, pageNumber: 1 },
  }));
  // The clerk of the probe: Users and User roles at Write (an Admin's ability holds everything anyway).
  renderScreen(<InviteDrawer open onClose={() => {}} />, { screens: [ScreenId.Users, ScreenId.UserRoles] });
  const select = await screen.findByRole('combobox', { name: /Vai trò/ });
  await waitFor(() => expect(within(select).queryAllByRole('option').length).toBeGreaterThan(1));
  return within(select)
    .getAllByRole<HTMLOptionElement>('option')
    .filter((o) => o.value !== '')
    .map((o) => o.textContent);
}

describe('the invite form offers only the roles the user can grant', () => {
  it('shows a Users clerk the roles within their own, never Admin nor one that holds more', async () => {
    expect(await offeredRoles(RoleKind.UserDefined)).toEqual(['Xem nhân sự']);
  });

  it('shows an Admin every role but Owner, whose role moves only by transfer', async () => {
    expect(await offeredRoles(RoleKind.Admin)).toEqual(['Quản trị viên', 'Xem nhân sự', 'Thu ngân']);
  });
});
