import { PermissionLevel, ScreenId } from '@clinic/domain';
import { AbilityProvider, buildAbility } from '@clinic/permissions';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { layoutState } from '../../state/layout';
import { staffScreens } from '../screens';
import { Sidebar } from './Sidebar';

/** An owner: every screen of the registry readable, so the sidebar lists them all. */
const everything = buildAbility({
  screenPermissions: staffScreens.map((s) => ({
    frontendScreenId: s.def.id,
    permissionTypeId: PermissionLevel.Write,
  })),
  frontendFeatureIds: [],
  roleId: 1,
  groupIds: [],
});

describe('sidebar', () => {
  afterEach(() => {
    cleanup();
    act(() => {
      layoutState.menuCollapsed = false;
    });
  });

  it('gives every screen its own icon in the registry (none borrows the home icon)', () => {
    const icons = staffScreens.map((s) => s.icon);
    const repeated = icons.filter((icon, i) => icons.indexOf(icon) !== i);
    expect(repeated).toEqual([]);
    expect(icons).not.toContain('home');
  });

  it('collapsed, tells every settings screen apart by its icon, and names each in a tooltip', () => {
    layoutState.menuCollapsed = true;
    render(
      <AbilityProvider ability={everything}>
        <Sidebar />
      </AbilityProvider>,
    );
    const nav = screen.getByRole('navigation');
    const settings = within(nav).getByRole('region', { name: 'Cài đặt' });
    const links = within(settings).getAllByRole('link');
    expect(links.length).toBe(staffScreens.filter((s) => s.def.tab === 'settings').length);
    expect(links.length).toBeGreaterThan(10);

    const all = within(nav).getAllByRole('link');
    const icons = all.map((link) => link.querySelector('svg')?.getAttribute('data-icon'));
    expect(icons.every(Boolean)).toBe(true);
    expect(new Set(icons).size).toBe(all.length);
    for (const link of all) expect(link.getAttribute('title')).toBe(link.textContent);
  });

  it('lists the national prescriptions, which have no permission of their own, after the exams or to a records reader', () => {
    const readerOf = (id: ScreenId) =>
      buildAbility({
        screenPermissions: [{ frontendScreenId: id, permissionTypeId: PermissionLevel.Read }],
        frontendFeatureIds: [],
        roleId: 1,
        groupIds: [],
      });
    const linksFor = (id: ScreenId) => {
      const view = render(
        <AbilityProvider ability={readerOf(id)}>
          <Sidebar />
        </AbilityProvider>,
      );
      const names = within(screen.getByRole('navigation'))
        .getAllByRole('link')
        .map((link) => link.textContent);
      view.unmount();
      return names;
    };
    expect(linksFor(ScreenId.TodayExaminations)).toEqual([
      'Trang chủ',
      'Khám bệnh hôm nay',
      'Đơn thuốc quốc gia',
    ]);
    expect(linksFor(ScreenId.PatientRecords)).toContain('Đơn thuốc quốc gia');
    expect(linksFor(ScreenId.Invoices)).not.toContain('Đơn thuốc quốc gia');
  });
});
