import type { RoleScreenPermission } from '@clinic/api-client';
import {
  AppointmentFeature,
  PermissionLevel,
  type ScreenDef,
  type ScreenId,
  type ScreenTab,
  screens,
  tabs,
  tabTitleKey,
} from '@clinic/domain';
import type { TranslationKey } from '@clinic/i18n';

/** One block of the permission matrix: a sidebar tab's screens, or the screens outside the sidebar. */
export interface ScreenGroup {
  key: ScreenTab | 'other';
  titleKey: TranslationKey;
  screens: readonly ScreenDef[];
}

/**
 * Every screen with an id (docs/product.md#staff-screens-by-id), tab by tab in sidebar order, then the ones outside
 * the sidebar (purchased packages).
 */
export const screenGroups: readonly ScreenGroup[] = [
  ...tabs.map(
    (tab): ScreenGroup => ({
      key: tab,
      titleKey: tabTitleKey[tab] as TranslationKey,
      screens: screens.filter((s) => s.tab === tab),
    }),
  ),
  {
    key: 'other',
    titleKey: 'people.roles.otherTab',
    screens: screens.filter((s) => s.tab === null),
  } satisfies ScreenGroup,
].filter((group) => group.screens.length > 0);

export const levels = [PermissionLevel.None, PermissionLevel.Read, PermissionLevel.Write] as const;

export const levelLabelKey = {
  [PermissionLevel.None]: 'people.roles.none',
  [PermissionLevel.Read]: 'people.roles.read',
  [PermissionLevel.Write]: 'people.roles.write',
} as const satisfies Record<PermissionLevel, TranslationKey>;

/** Appointment features 101–106 in id order, with their labels. */
export const features = Object.values(AppointmentFeature).map((id) => ({
  id,
  labelKey: `people.roles.feature${id}` as TranslationKey,
}));

export function levelOf(permissions: readonly RoleScreenPermission[], screenId: ScreenId): PermissionLevel {
  return permissions.find((p) => p.screenId === screenId)?.level ?? PermissionLevel.None;
}

/** What the API takes: each screen once, only levels above None, by screen id. */
export function normalizePermissions(permissions: readonly RoleScreenPermission[]): RoleScreenPermission[] {
  const byScreen = new Map<ScreenId, PermissionLevel>();
  for (const p of permissions) byScreen.set(p.screenId, p.level);
  return [...byScreen]
    .filter(([, level]) => level > PermissionLevel.None)
    .sort(([a], [b]) => a - b)
    .map(([screenId, level]) => ({ screenId, level }));
}

/** Sets `screenIds` to `level`, keeping the other screens. */
export function withLevel(
  permissions: readonly RoleScreenPermission[],
  screenIds: readonly ScreenId[],
  level: PermissionLevel,
): RoleScreenPermission[] {
  const others = permissions.filter((p) => !screenIds.includes(p.screenId));
  return normalizePermissions([...others, ...screenIds.map((screenId) => ({ screenId, level }))]);
}

/** Adds or removes one feature, keeping ids in order. */
export function withFeature(
  featureIds: readonly AppointmentFeature[],
  id: AppointmentFeature,
  on: boolean,
): AppointmentFeature[] {
  const rest = featureIds.filter((f) => f !== id);
  return (on ? [...rest, id] : rest).sort((a, b) => a - b);
}
