import { describe, expect, it } from 'vitest';
import { PermissionLevel, RoleKind } from './access';
import { AppointmentFeature } from './appointments';
import {
  canGrant,
  grantRefusal,
  holdsAll,
  mayAssignGroups,
  mayChangeOwnAccess,
  type RoleHoldings,
  screenLevels,
} from './grants';
import { ScreenId } from './screens';

const { Read, Write, None } = PermissionLevel;
const owner: RoleHoldings = { kind: RoleKind.Owner, screens: {}, features: [] };
const admin: RoleHoldings = { kind: RoleKind.Admin, screens: {}, features: [] };
const role = (screens: Record<number, number>, features: number[] = []): RoleHoldings => ({
  kind: RoleKind.UserDefined,
  screens,
  features,
});
// The probe's clerk: Users and User roles at Write, nothing else.
const clerk = role({ [ScreenId.Users]: Write, [ScreenId.UserRoles]: Write });
const cashier = role({ [ScreenId.Billing]: Write, [ScreenId.Invoices]: Read }, [AppointmentFeature.Billing]);

describe('nobody grants what they do not hold', () => {
  it('never hands out the Owner role, not even as the Owner: ownership moves by transfer', () => {
    for (const caller of [owner, admin, clerk]) expect(grantRefusal(caller, owner)).toBe('ownerRole');
  });

  it('lets only the Owner and an Admin hand out the Admin role', () => {
    expect(canGrant(owner, admin)).toBe(true);
    expect(canGrant(admin, admin)).toBe(true);
    expect(grantRefusal(clerk, admin)).toBe('aboveCaller');
    // Even a role holding every screen at Write is not an Admin.
    const everything = role(
      Object.fromEntries(Object.values(ScreenId).map((id) => [id, Write])),
      Object.values(AppointmentFeature),
    );
    expect(grantRefusal(everything, admin)).toBe('aboveCaller');
  });

  it('lets Owner and Admin hand out any user-defined role', () => {
    for (const caller of [owner, admin]) {
      expect(canGrant(caller, cashier)).toBe(true);
      expect(canGrant(caller, clerk)).toBe(true);
    }
  });

  it('lets a user-defined caller hand out a role only when it holds each of its screens at the level and each feature', () => {
    expect(canGrant(clerk, clerk)).toBe(true);
    expect(canGrant(clerk, role({ [ScreenId.Users]: Read }))).toBe(true);
    expect(canGrant(clerk, role({ [ScreenId.Users]: None, [ScreenId.UserRoles]: Write }))).toBe(true);
    expect(canGrant(clerk, role({}))).toBe(true);
    // The probe's self-edit: Billing, Invoices and Stock added to the clerk's own screens.
    expect(
      grantRefusal(
        clerk,
        role({
          ...clerk.screens,
          [ScreenId.Billing]: Write,
          [ScreenId.Invoices]: Read,
          [ScreenId.StockOnHand]: Read,
        }),
      ),
    ).toBe('aboveCaller');
    // Read held is not Write.
    const reader = role({ [ScreenId.Users]: Read });
    expect(canGrant(reader, role({ [ScreenId.Users]: Write }))).toBe(false);
    // A feature the caller lacks, even with every screen held.
    expect(canGrant(cashier, role({ [ScreenId.Billing]: Read }, [AppointmentFeature.Billing]))).toBe(true);
    expect(
      canGrant(
        cashier,
        role({ [ScreenId.Billing]: Read }, [AppointmentFeature.Billing, AppointmentFeature.Cancel]),
      ),
    ).toBe(false);
  });

  it('says who holds whom for editing, disabling and deleting users: the Owner only by the Owner', () => {
    expect(holdsAll(owner, owner)).toBe(true);
    expect(holdsAll(admin, owner)).toBe(false);
    expect(holdsAll(clerk, owner)).toBe(false);
    expect(holdsAll(clerk, admin)).toBe(false);
    expect(holdsAll(clerk, cashier)).toBe(false);
    expect(holdsAll(cashier, clerk)).toBe(false);
    expect(holdsAll(admin, cashier)).toBe(true);
  });

  it('lets only the Owner change their own role or groups', () => {
    expect(mayChangeOwnAccess(RoleKind.Owner)).toBe(true);
    expect(mayChangeOwnAccess(RoleKind.Admin)).toBe(false);
    expect(mayChangeOwnAccess(RoleKind.UserDefined)).toBe(false);
  });

  it('lets a caller limited by groups hand out only a non-empty choice among their own enabled groups', () => {
    // Owner, Admin and anyone in no enabled group see everything: any groups, none included.
    for (const kind of [RoleKind.Owner, RoleKind.Admin]) expect(mayAssignGroups(kind, [1], [])).toBe(true);
    expect(mayAssignGroups(RoleKind.UserDefined, [], [])).toBe(true);
    expect(mayAssignGroups(RoleKind.UserDefined, [], [7])).toBe(true);
    // In groups 1 and 2: those, not another, and not none (no group is every location).
    expect(mayAssignGroups(RoleKind.UserDefined, [1, 2], [2])).toBe(true);
    expect(mayAssignGroups(RoleKind.UserDefined, [1, 2], [1, 2])).toBe(true);
    expect(mayAssignGroups(RoleKind.UserDefined, [1, 2], [2, 3])).toBe(false);
    expect(mayAssignGroups(RoleKind.UserDefined, [1, 2], [])).toBe(false);
  });

  it('reads the screen levels of stored pairs, the higher one winning on a repeat', () => {
    expect(
      screenLevels([
        { screenId: ScreenId.Users, level: Read },
        { screenId: ScreenId.Users, level: Write },
        { screenId: ScreenId.Billing, level: Read },
      ]),
    ).toEqual({ [ScreenId.Users]: Write, [ScreenId.Billing]: Read });
  });
});
