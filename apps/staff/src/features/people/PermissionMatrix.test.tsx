import type { Role, RoleInput } from '@clinic/api-client';
import { allScreenIds, PermissionLevel, RoleKind, ScreenId } from '@clinic/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resourceClients } from '../../shared/resources/clients';
import { roles } from '../../shared/resources/descriptions/roles';
import { ResourceForm } from '../../shared/resources/ResourceForm';
import { fakeApi } from '../../shared/testing/fakeApi';
import { renderScreen } from '../../shared/testing/renderScreen';

// The body's screen and feature ids are plain numbers (the contract's input); the answer types them.
const saved = (input: RoleInput): Role =>
  ({
    id: 5,
    enabled: true,
    kind: RoleKind.UserDefined,
    userCount: 0,
    createdAt: '2026-01-02T03:00:00.000Z',
    updatedAt: '2026-01-02T03:00:00.000Z',
    description: null,
    screenPermissions: [],
    featureIds: [],
    ...input,
  }) as Role;

/** The role form over the server's /roles; answers the bodies it sent, by route. */
function renderForm(item: Role | null = null) {
  const server = fakeApi()
    .on('POST /roles', ({ body }) => saved(body as RoleInput))
    .on('PUT /roles/:id', ({ body }) => saved(body as RoleInput));
  renderScreen(
    <ResourceForm description={roles} client={resourceClients.roles} item={item} open onClose={() => {}} />,
    { screens: [ScreenId.UserRoles] },
  );
  return {
    created: () => server.requests('POST /roles').map((request) => request.body),
    updated: () => server.requests('PUT /roles/:id').map((request) => request.body),
  };
}

/** The radio group of one screen, named by the screen's title. */
const screenRow = (title: string) => screen.getByRole('radiogroup', { name: title });

afterEach(cleanup);

describe('role permission matrix', () => {
  it('lists every screen grouped by tab, all at Không for a new role', () => {
    renderForm();
    const settings = screen.getByRole('group', { name: 'Cài đặt' });
    expect(within(settings).getByRole('radiogroup', { name: 'Cơ sở khám' })).toBeTruthy();
    expect(screen.getAllByRole('radiogroup')).toHaveLength(allScreenIds.length);
    expect(
      (within(screenRow('Cơ sở khám')).getByRole('radio', { name: 'Không' }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('choosing Sửa on a screen and switching a feature on is what gets saved', async () => {
    const client = renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: /Tên vai trò/ }), { target: { value: 'Lễ tân' } });
    fireEvent.click(within(screenRow('Lịch hẹn')).getByRole('radio', { name: 'Sửa' }));
    fireEvent.click(within(screenRow('Cơ sở khám')).getByRole('radio', { name: 'Xem' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Tiếp đón' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Thêm lịch hẹn' }));
    fireEvent.submit(document.querySelector('form')!);
    await waitFor(() => expect(client.created()).not.toEqual([]));
    expect(client.created()[0]).toEqual({
      name: 'Lễ tân',
      description: null,
      screenPermissions: [
        { screenId: ScreenId.Locations, level: PermissionLevel.Read },
        { screenId: ScreenId.Appointments, level: PermissionLevel.Write },
      ],
      featureIds: [101, 103],
    });
  });

  it('sets a whole tab at once, and None drops the tab from the payload', async () => {
    const client = renderForm(
      saved({
        name: 'Kế toán',
        description: null,
        screenPermissions: [{ screenId: ScreenId.Dashboard, level: PermissionLevel.Read }],
        featureIds: [106],
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Đặt cả nhóm Kho: Sửa' }));
    expect(
      (within(screenRow('Tồn kho')).getByRole('radio', { name: 'Sửa' }) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Đặt cả nhóm Báo cáo: Không' }));
    fireEvent.submit(document.querySelector('form')!);
    await waitFor(() => expect(client.updated()).not.toEqual([]));
    expect(client.updated()[0]).toMatchObject({
      screenPermissions: [
        { screenId: ScreenId.StockOnHand, level: PermissionLevel.Write },
        { screenId: ScreenId.StockSheets, level: PermissionLevel.Write },
      ],
      featureIds: [106],
    });
  });
});
