import {
  AppointmentFeature,
  allScreenIds,
  PermissionAction,
  PermissionLevel,
  permissionKeyByScreenId,
  ScreenId,
} from '@clinic/domain';
import { describe, expect, it } from 'vitest';
import {
  type Action,
  actionByFeature,
  buildAbility,
  FEATURE_SUBJECT,
  FeatureAction,
  type PermissionResponse,
  rulesFromPermissions,
} from './ability';

const writeActions = ['read', 'create', 'update', 'delete', 'enable', 'disable', 'pay'] as const;
const featureActions = ['add', 'approve', 'checkIn', 'examination', 'cancel', 'billing'] as const;

const permissions = (
  screens: [ScreenId | number, number][],
  features: number[] = [],
): PermissionResponse => ({
  frontendFeatureIds: features,
  screenPermissions: screens.map(([frontendScreenId, permissionTypeId]) => ({
    frontendScreenId,
    permissionTypeId,
  })),
  roleId: 3,
  groupIds: [],
});

describe('screen levels → actions on the screen’s subject', () => {
  it('Read allows only read', () => {
    const ability = buildAbility(permissions([[ScreenId.Doctors, PermissionLevel.Read]]));
    expect(ability.can('read', 'doctors')).toBe(true);
    for (const action of writeActions.filter((a) => a !== 'read')) {
      expect(ability.can(action, 'doctors'), action).toBe(false);
    }
  });

  it('Write allows read, create, update, delete, enable, disable and pay', () => {
    const ability = buildAbility(permissions([[ScreenId.Invoices, PermissionLevel.Write]]));
    expect(Object.values(PermissionAction)).toEqual([...writeActions]);
    for (const action of writeActions) expect(ability.can(action, 'invoices'), action).toBe(true);
  });

  it('None, and screens not listed, allow nothing', () => {
    const ability = buildAbility(permissions([[ScreenId.Users, PermissionLevel.None]]));
    for (const action of writeActions) {
      expect(ability.can(action, 'users')).toBe(false);
      expect(ability.can(action, 'suppliers')).toBe(false);
    }
  });

  it('each screen id maps to its permission key, e.g. screen 1 → generalSettings', () => {
    const ability = buildAbility(permissions(allScreenIds.map((id) => [id, PermissionLevel.Write])));
    expect(permissionKeyByScreenId[ScreenId.GeneralSettings]).toBe('generalSettings');
    expect(ability.can('update', 'generalSettings')).toBe(true);
    for (const id of allScreenIds) expect(ability.can('delete', permissionKeyByScreenId[id])).toBe(true);
    expect(rulesFromPermissions(permissions([[ScreenId.ActivityLogs, PermissionLevel.Read]]))).toEqual([
      { action: 'read', subject: 'activityLogs' },
    ]);
  });

  it('a level on one screen says nothing about another', () => {
    const ability = buildAbility(permissions([[ScreenId.Locations, PermissionLevel.Write]]));
    expect(ability.can('update', 'locations')).toBe(true);
    expect(ability.can('update', 'specialties')).toBe(false);
  });

  it('screen ids and levels this client does not know grant nothing', () => {
    expect(
      rulesFromPermissions(
        permissions([
          [999, PermissionLevel.Write],
          [ScreenId.Doctors, 15],
        ]),
      ),
    ).toEqual([]);
  });
});

describe('appointment features → actions on appointments', () => {
  it('maps 101 add, 102 approve, 103 checkIn, 104 examination, 105 cancel, 106 billing', () => {
    expect(FEATURE_SUBJECT).toBe('appointments');
    expect(actionByFeature).toEqual({
      101: 'add',
      102: 'approve',
      103: 'checkIn',
      104: 'examination',
      105: 'cancel',
      106: 'billing',
    });
    expect(Object.values(FeatureAction)).toEqual([...featureActions]);
  });

  it.each(Object.entries(actionByFeature))('feature %s allows only its own action', (featureId, action) => {
    const ability = buildAbility(permissions([], [Number(featureId)]));
    for (const other of featureActions) {
      expect(ability.can(other, 'appointments'), other).toBe(other === action);
    }
  });

  it('features apply to appointments only and combine with the appointments screen level', () => {
    const ability = buildAbility(
      permissions([[ScreenId.Appointments, PermissionLevel.Read]], [AppointmentFeature.CheckIn]),
    );
    expect(ability.can('read', 'appointments')).toBe(true);
    expect(ability.can('checkIn', 'appointments')).toBe(true);
    expect(ability.can('update', 'appointments')).toBe(false);
    expect(ability.can('cancel', 'appointments')).toBe(false);
    expect(ability.can('checkIn', 'billing')).toBe(false);
    expect(ability.can('checkIn', 'todayExaminations')).toBe(false);
  });

  it('unknown feature ids are ignored', () => {
    expect(rulesFromPermissions(permissions([], [100, 107]))).toEqual([]);
  });
});

describe('can', () => {
  it('allows nothing before permissions load', () => {
    const ability = buildAbility(undefined);
    expect(ability.rules).toEqual([]);
    expect(ability.can('read', 'dashboard')).toBe(false);
    expect(ability.canScreen(ScreenId.Dashboard)).toBe(false);
  });

  it('a rule without fields covers every field', () => {
    const ability = buildAbility(permissions([[ScreenId.Doctors, PermissionLevel.Write]]));
    expect(ability.can('update', 'doctors', 'introduction')).toBe(true);
    expect(ability.can('update', 'locations', 'name')).toBe(false);
  });

  it('a rule for some fields allows those fields, and the subject when no field is asked', () => {
    const ability = buildAbility(undefined, [{ action: 'update', subject: 'users', fields: ['fullName'] }]);
    expect(ability.can('update', 'users', 'fullName')).toBe(true);
    expect(ability.can('update', 'users', 'email')).toBe(false);
    expect(ability.can('update', 'users')).toBe(true);
  });

  it('an inverted rule forbids its fields only, or the whole subject when it names none', () => {
    const ability = buildAbility(permissions([[ScreenId.Users, PermissionLevel.Write]]), [
      { action: 'update', subject: 'users', fields: ['password'], inverted: true },
      { action: 'delete', subject: 'users', inverted: true },
    ]);
    expect(ability.can('update', 'users', 'password')).toBe(false);
    expect(ability.can('update', 'users', 'fullName')).toBe(true);
    expect(ability.can('update', 'users')).toBe(true);
    expect(ability.can('delete', 'users')).toBe(false);
    expect(ability.can('delete', 'users', 'fullName')).toBe(false);
  });

  it('cannot is the opposite of can', () => {
    const ability = buildAbility(permissions([[ScreenId.Services, PermissionLevel.Read]]));
    const cases: [Action, boolean][] = [
      ['read', false],
      ['update', true],
    ];
    for (const [action, expected] of cases) expect(ability.cannot(action, 'services')).toBe(expected);
  });
});

describe('screen levels and features, as numbers', () => {
  const ability = buildAbility(
    permissions(
      [
        [ScreenId.Appointments, PermissionLevel.Write],
        [ScreenId.Doctors, PermissionLevel.Read],
      ],
      [AppointmentFeature.CheckIn],
    ),
  );

  it('grants up to the level held, and nothing on screens not listed', () => {
    expect(ability.canScreen(ScreenId.Appointments, PermissionLevel.Write)).toBe(true);
    expect(ability.canScreen(ScreenId.Doctors)).toBe(true);
    expect(ability.canScreen(ScreenId.Doctors, PermissionLevel.Write)).toBe(false);
    expect(ability.canScreen(ScreenId.Users)).toBe(false);
  });

  it('knows features', () => {
    expect(ability.hasFeature(AppointmentFeature.CheckIn)).toBe(true);
    expect(ability.hasFeature(AppointmentFeature.Cancel)).toBe(false);
  });
});
