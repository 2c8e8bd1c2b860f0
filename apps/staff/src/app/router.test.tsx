import { PermissionLevel, ScreenId, screenById } from '@clinic/domain';
import { AbilityProvider, buildAbility } from '@clinic/permissions';
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkBoundary } from './pages/Pages';
import { ScreenRoute } from './router';
import type { StaffScreen } from './screens';

const withPermissions = (levels: Record<number, number>, node: React.ReactNode) => (
  <AbilityProvider
    ability={buildAbility({
      screenPermissions: Object.entries(levels).map(([id, level]) => ({
        frontendScreenId: Number(id),
        permissionTypeId: level,
      })),
      frontendFeatureIds: [],
      roleId: 1,
      groupIds: [],
    })}
  >
    <ChunkBoundary>
      <Suspense fallback="…">{node}</Suspense>
    </ChunkBoundary>
  </AbilityProvider>
);

describe('screen routes', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the not-permitted page, and never loads the screen, when the user may not read it', async () => {
    const load = vi.fn(async () => ({ default: () => <h1>Cài đặt chung</h1> }));
    const settings: StaffScreen = {
      def: screenById[ScreenId.GeneralSettings],
      path: '/settings/general',
      icon: 'settings',
      load,
    };
    render(withPermissions({ [ScreenId.Doctors]: PermissionLevel.Write }, <ScreenRoute screen={settings} />));
    expect(screen.getByRole('heading', { name: 'Bạn không có quyền xem trang này' })).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the screen for a user with Read', async () => {
    const settings: StaffScreen = {
      def: screenById[ScreenId.GeneralSettings],
      path: '/settings/general',
      icon: 'settings',
      load: async () => ({ default: () => <h1>Màn hình cài đặt</h1> }),
    };
    render(
      withPermissions(
        { [ScreenId.GeneralSettings]: PermissionLevel.Read },
        <ScreenRoute screen={settings} />,
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Màn hình cài đặt' })).toBeTruthy();
  });

  it('shows a retry message instead of a blank page when the screen’s chunk fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken: StaffScreen = {
      def: screenById[ScreenId.GeneralSettings],
      path: '/settings/general',
      icon: 'settings',
      load: () =>
        Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/index-abc.js')),
    };
    render(
      withPermissions({ [ScreenId.GeneralSettings]: PermissionLevel.Read }, <ScreenRoute screen={broken} />),
    );
    expect(await screen.findByText('Không tải được trang')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeTruthy();
  });
});
