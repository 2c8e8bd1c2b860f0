import { allScreenIds, PermissionLevel, ScreenId } from '@clinic/domain';
import { AbilityProvider, buildAbility } from '@clinic/permissions';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { roles } from '../../shared/resources/descriptions/roles';
import { ResourceForm } from '../../shared/resources/ResourceForm';
import type { AnyClient, AnyDescription, AnyItem } from '../../shared/resources/types';

const saved = (input: Record<string, unknown>) =>
  ({ id: 5, enabled: true, kind: 30, userCount: 0, ...input }) as unknown as AnyItem;

function renderForm(item: AnyItem | null = null) {
  const client = {
    name: 'roles',
    list: vi.fn(),
    all: vi.fn(),
    get: vi.fn(),
    create: vi.fn(async (input: Record<string, unknown>) => saved(input)),
    update: vi.fn(async (_id: number, input: Record<string, unknown>) => saved(input)),
    remove: vi.fn(),
    setEnabled: vi.fn(),
  } as unknown as AnyClient & { create: ReturnType<typeof vi.fn>; update: ReturnType<typeof vi.fn> };
  const ability = buildAbility({
    screenPermissions: [{ frontendScreenId: ScreenId.UserRoles, permissionTypeId: PermissionLevel.Write }],
    frontendFeatureIds: [],
    roleId: 1,
    groupIds: [],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AbilityProvider ability={ability}>
        <ResourceForm
          description={roles as unknown as AnyDescription}
          client={client}
          item={item}
          open
          onClose={() => {}}
        />
      </AbilityProvider>
    </QueryClientProvider>,
  );
  return client;
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
    await waitFor(() => expect(client.create).toHaveBeenCalled());
    expect(client.create.mock.calls[0]?.[0]).toEqual({
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
    await waitFor(() => expect(client.update).toHaveBeenCalled());
    expect(client.update.mock.calls[0]?.[1]).toMatchObject({
      screenPermissions: [
        { screenId: ScreenId.StockOnHand, level: PermissionLevel.Write },
        { screenId: ScreenId.StockSheets, level: PermissionLevel.Write },
      ],
      featureIds: [106],
    });
  });
});
