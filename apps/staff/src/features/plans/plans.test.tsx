import { PermissionLevel, Plan, providerContact, ScreenId, screenById } from '@clinic/domain';
import { AbilityProvider, buildAbility } from '@clinic/permissions';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScreenRoute } from '../../app/router';
import type { StaffScreen } from '../../app/screens';
import { Sidebar } from '../../app/shell/Sidebar';
import { clinicInfo } from '../../shared/testing/session';
import { clinicState } from '../../state/clinic';
import { PlanExpiredBanner } from './PlanExpiredBanner';

// The clinic's plan in the staff app (docs/product.md#plans): a screen the plan lacks stays in the sidebar with a
// lock and opens the upgrade panel instead of its code; an expired plan puts a banner on every page.

const owner = buildAbility({
  screenPermissions: Object.values(ScreenId).map((id) => ({
    frontendScreenId: id,
    permissionTypeId: PermissionLevel.Write,
  })),
  frontendFeatureIds: [],
  roleId: 1,
  groupIds: [],
});
const asOwner = (node: ReactNode) => <AbilityProvider ability={owner}>{node}</AbilityProvider>;

function onPlan(plan: Plan, planExpiresAt: string | null = null) {
  act(() => {
    clinicState.info = clinicInfo({ plan, planExpiresAt });
  });
}

const stockSheets = (load: StaffScreen['load']): StaffScreen => ({
  def: screenById[ScreenId.StockSheets],
  path: '/stock/sheets',
  icon: 'file-swap',
  load,
});

afterEach(() => {
  cleanup();
  act(() => {
    clinicState.info = null;
  });
});

describe('a screen the plan lacks', () => {
  it('opens the upgrade panel with the provider’s contact on Basic, and never loads the screen', () => {
    onPlan(Plan.Basic);
    const load = vi.fn(async () => ({ default: () => <h1>Phiếu kho</h1> }));
    render(asOwner(<ScreenRoute screen={stockSheets(load)} />));
    expect(screen.getByRole('heading', { name: 'Phiếu nhập xuất kho' })).toBeTruthy();
    expect(screen.getByText('Gói của phòng khám chưa có chức năng này')).toBeTruthy();
    expect(screen.getByText(/không có trong gói Cơ bản/)).toBeTruthy();
    expect(screen.getByRole('link', { name: providerContact.phone }).getAttribute('href')).toBe(
      'tel:19006868',
    );
    expect(screen.getByRole('link', { name: providerContact.email }).getAttribute('href')).toBe(
      `mailto:${providerContact.email}`,
    );
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the same screen on the Full plan', async () => {
    onPlan(Plan.Full);
    render(
      asOwner(<ScreenRoute screen={stockSheets(async () => ({ default: () => <h1>Phiếu kho</h1> }))} />),
    );
    expect(await screen.findByRole('heading', { name: 'Phiếu kho' })).toBeTruthy();
  });

  it('stays in the sidebar with a lock: stock and the reports on Basic, never the dashboard', () => {
    onPlan(Plan.Basic);
    render(asOwner(<Sidebar />));
    const nav = screen.getByRole('navigation');
    const locked = (name: string) =>
      within(within(nav).getByRole('link', { name: new RegExp(`^${name}`) })).queryByLabelText(
        'Cần nâng cấp gói',
      );
    expect(locked('Phiếu nhập xuất kho')).toBeTruthy();
    expect(locked('Tổng quan')).toBeNull();
    expect(within(nav).getAllByLabelText('Cần nâng cấp gói')).toHaveLength(12);
  });
});

describe('an expired plan', () => {
  it('puts a banner on the page with the day it ended and the support contact; none before', () => {
    onPlan(Plan.Full, '2026-03-14T17:00:00.000Z');
    const { unmount } = render(<PlanExpiredBanner />);
    const banner = screen.getByRole('status');
    // Midnight of 15/03 in Ho Chi Minh City: the plan ended on the 15th, the clinic's day.
    expect(banner.textContent).toContain('đã hết hạn ngày 15/03/2026');
    expect(banner.textContent).toContain(providerContact.phone);
    unmount();
    onPlan(Plan.Full, null);
    render(<PlanExpiredBanner />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
