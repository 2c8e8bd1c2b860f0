import { describe, expect, it } from 'vitest';
import {
  allScreenIds,
  isScreenId,
  permissionKeyByScreenId,
  ScreenId,
  type ScreenTab,
  screenById,
  screenIdByPermissionKey,
  screens,
  screensOfTab,
  tabs,
} from './screens';

// The screen list, written out tab by tab in sidebar order, with Devices (43) at the end of the settings.
const spec: Record<ScreenTab, number[]> = {
  settings: [1, 2, 3, 4, 5, 6, 7, 8, 13, 14, 15, 18, 19, 25, 24, 28, 40, 43],
  operations: [9, 10, 11, 21, 38],
  stock: [26, 27],
  lists: [12, 23, 42, 41],
  reports: [29, 31, 30, 36, 32, 33, 37, 34, 35, 39],
};

describe('screen registry', () => {
  it('has every screen id of docs/product.md (staff screens by id) in its tab, in sidebar order', () => {
    expect(tabs).toEqual(['settings', 'operations', 'stock', 'lists', 'reports']);
    for (const tab of tabs) {
      expect(
        screensOfTab(tab).map((s) => s.id),
        tab,
      ).toEqual(spec[tab]);
      expect(screensOfTab(tab).map((s) => s.order)).toEqual(spec[tab].map((_, i) => i + 1));
    }
  });

  it('keeps purchased packages (22) out of the sidebar', () => {
    expect(screenById[ScreenId.PurchasedPackages]).toMatchObject({ id: 22, tab: null, order: null });
  });

  it('lists each ScreenId exactly once and nothing else', () => {
    const declared = Object.values(ScreenId).sort((a, b) => a - b);
    expect([...allScreenIds].sort((a, b) => a - b)).toEqual(declared);
    expect(new Set(allScreenIds).size).toBe(allScreenIds.length);
    const expected = [...Object.values(spec).flat(), 22].sort((a, b) => a - b);
    expect(declared).toEqual(expected);
    // 16, 17 and 20 are ids of no screen.
    expect(isScreenId(16)).toBe(false);
    expect(isScreenId(42)).toBe(true);
  });

  it('names each screen by a camelCase permission key and a title key', () => {
    expect(screenById[ScreenId.GeneralSettings]).toMatchObject({
      key: 'generalSettings',
      titleKey: 'screen.generalSettings',
      tab: 'settings',
    });
    expect(permissionKeyByScreenId[9]).toBe('doctorSchedules');
    expect(screenIdByPermissionKey.saleByServicePackage).toBe(39);
    for (const screen of screens) {
      expect(screen.key).toMatch(/^[a-z][A-Za-z]+$/);
      expect(screenIdByPermissionKey[screen.key]).toBe(screen.id);
    }
  });
});
