import { AppointmentFeature, PermissionLevel, ScreenId } from '@clinic/domain';
import { describe, expect, it } from 'vitest';
import { buildAbility } from './ability';

describe('ability', () => {
  const ability = buildAbility({
    frontendFeatureIds: [AppointmentFeature.CheckIn],
    screenPermissions: [
      { permissionTypeId: PermissionLevel.Write, frontendScreenId: ScreenId.Appointments },
      { permissionTypeId: PermissionLevel.Read, frontendScreenId: ScreenId.Doctors },
    ],
    roleId: 3,
    groupIds: [],
  });

  it('grants up to the level held, and nothing on screens not listed', () => {
    expect(ability.canScreen(ScreenId.Appointments, PermissionLevel.Write)).toBe(true);
    expect(ability.canScreen(ScreenId.Doctors)).toBe(true);
    expect(ability.canScreen(ScreenId.Doctors, PermissionLevel.Write)).toBe(false);
    expect(ability.canScreen(ScreenId.Users)).toBe(false);
  });

  it('knows features, and denies everything before permissions load', () => {
    expect(ability.hasFeature(AppointmentFeature.CheckIn)).toBe(true);
    expect(ability.hasFeature(AppointmentFeature.Cancel)).toBe(false);
    expect(buildAbility(undefined).canScreen(ScreenId.Dashboard)).toBe(false);
  });
});
