import { AppointmentFeature, PermissionLevel, ScreenId } from '@clinic/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildAbility } from './ability';
import { AbilityProvider, Can, useCan } from './react';

afterEach(cleanup);

const receptionist = buildAbility({
  frontendFeatureIds: [AppointmentFeature.CheckIn],
  screenPermissions: [
    { frontendScreenId: ScreenId.GeneralSettings, permissionTypeId: PermissionLevel.Read },
    { frontendScreenId: ScreenId.Appointments, permissionTypeId: PermissionLevel.Write },
  ],
  roleId: 4,
  groupIds: [],
});

const text = () => document.body.textContent;

describe('<Can>', () => {
  it('shows its children only when the action is allowed', () => {
    render(
      <AbilityProvider ability={receptionist}>
        <Can I="read" a="generalSettings">
          <span>settings</span>
        </Can>
        <Can I="update" a="generalSettings">
          <button type="button">save</button>
        </Can>
        <Can I="checkIn" a="appointments">
          <button type="button">check in</button>
        </Can>
        <Can I="cancel" a="appointments">
          <button type="button">cancel</button>
        </Can>
      </AbilityProvider>,
    );
    expect(screen.getByText('settings')).toBeTruthy();
    expect(screen.queryByText('save')).toBeNull();
    expect(screen.getByText('check in')).toBeTruthy();
    expect(screen.queryByText('cancel')).toBeNull();
  });

  it('`not` inverts: the children show when the action is NOT allowed', () => {
    render(
      <AbilityProvider ability={receptionist}>
        <Can not I="update" a="generalSettings">
          read-only
        </Can>
        <Can not I="update" a="appointments">
          hidden
        </Can>
      </AbilityProvider>,
    );
    expect(text()).toBe('read-only');
  });

  it('checks a field when given one', () => {
    const ability = buildAbility(undefined, [{ action: 'update', subject: 'users', fields: ['fullName'] }]);
    render(
      <AbilityProvider ability={ability}>
        <Can I="update" a="users" field="fullName">
          name
        </Can>
        <Can I="update" a="users" field="email">
          email
        </Can>
      </AbilityProvider>,
    );
    expect(text()).toBe('name');
  });

  it('allows nothing outside a provider', () => {
    render(
      <>
        <Can I="read" a="dashboard">
          dashboard
        </Can>
        <Can not I="read" a="dashboard">
          denied
        </Can>
      </>,
    );
    expect(text()).toBe('denied');
  });
});

function SaveButton() {
  return useCan('update', 'generalSettings') ? <button type="button">save</button> : <span>no</span>;
}

describe('useCan', () => {
  it('answers for the provided ability and follows a new one (permissions loaded after sign-in)', () => {
    const { rerender } = render(
      <AbilityProvider ability={buildAbility(undefined)}>
        <SaveButton />
      </AbilityProvider>,
    );
    expect(text()).toBe('no');
    const admin = buildAbility({
      frontendFeatureIds: [],
      screenPermissions: [
        { frontendScreenId: ScreenId.GeneralSettings, permissionTypeId: PermissionLevel.Write },
      ],
      roleId: 2,
      groupIds: [],
    });
    rerender(
      <AbilityProvider ability={admin}>
        <SaveButton />
      </AbilityProvider>,
    );
    expect(text()).toBe('save');
  });
});
