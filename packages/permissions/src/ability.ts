import { PermissionLevel, type ScreenId } from '@clinic/domain';

/** What GET /employees/my-permissions answers. */
export interface PermissionResponse {
  frontendFeatureIds: number[];
  screenPermissions: { permissionTypeId: number; frontendScreenId: number }[];
  roleId: number;
  groupIds: number[];
}

export interface Ability {
  /** True when the user's level on the screen reaches `level` (Read by default). */
  canScreen(screen: ScreenId, level?: PermissionLevel): boolean;
  hasFeature(featureId: number): boolean;
}

/** The client's ability, built from the same data the server's guard uses (SPEC §6). */
export function buildAbility(permissions: PermissionResponse | undefined): Ability {
  const levels = new Map(
    permissions?.screenPermissions.map((p) => [p.frontendScreenId, p.permissionTypeId]) ?? [],
  );
  const features = new Set(permissions?.frontendFeatureIds ?? []);
  return {
    canScreen: (screen, level = PermissionLevel.Read) =>
      (levels.get(screen) ?? PermissionLevel.None) >= level,
    hasFeature: (featureId) => features.has(featureId),
  };
}
