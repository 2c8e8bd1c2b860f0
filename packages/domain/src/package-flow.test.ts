import { describe, expect, it } from 'vitest';
import { RoleKind } from './access';
import { PackageStatus } from './billing';
import {
  canApplyToPackage,
  isSellable,
  mayApprovePackage,
  nextPackageStatus,
  PackageAction,
  packageActionsFor,
} from './package-flow';

const S = PackageStatus;
const A = PackageAction;

describe('the package transition table', () => {
  // Every action from every status: the whole table, allowed and refused, so a change to it shows here.
  const expected: Record<PackageAction, Partial<Record<PackageStatus, PackageStatus>>> = {
    submit: { draft: 'waitForApprove' },
    approve: { waitForApprove: 'approved' },
    returnToDraft: { waitForApprove: 'draft', approved: 'draft', disabled: 'draft' },
    disable: { approved: 'disabled' },
    enable: { disabled: 'approved' },
    edit: { draft: 'draft', approved: 'draft' },
  };
  for (const action of Object.values(A))
    for (const status of Object.values(S)) {
      const to = expected[action][status] ?? null;
      it(`${action} from ${status}: ${to ?? 'refused'}`, () => {
        expect(nextPackageStatus(action, status)).toBe(to);
        expect(canApplyToPackage(action, status)).toBe(to !== null);
      });
    }

  it('walks Draft → WaitForApprove → Approved → Disabled and back, and offers the matching buttons', () => {
    expect(packageActionsFor(S.Draft)).toEqual([A.Submit, A.Edit]);
    expect(packageActionsFor(S.WaitForApprove)).toEqual([A.Approve, A.ReturnToDraft]);
    expect(packageActionsFor(S.Approved)).toEqual([A.ReturnToDraft, A.Disable, A.Edit]);
    expect(packageActionsFor(S.Disabled)).toEqual([A.ReturnToDraft, A.Enable]);
  });

  it('sells an Approved package only', () => {
    expect(Object.values(S).filter(isSellable)).toEqual([S.Approved]);
  });
});

describe('who may approve', () => {
  const doctor = { userId: 7, roleKind: RoleKind.UserDefined };
  it('refuses the submitter their own package, unless they are Owner or Admin', () => {
    expect(mayApprovePackage(doctor, 7)).toBe(false);
    expect(mayApprovePackage(doctor, 8)).toBe(true);
    expect(mayApprovePackage(doctor, null)).toBe(true);
    expect(mayApprovePackage({ userId: 7, roleKind: RoleKind.Owner }, 7)).toBe(true);
    expect(mayApprovePackage({ userId: 7, roleKind: RoleKind.Admin }, 7)).toBe(true);
  });
});
