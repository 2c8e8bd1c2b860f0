import { RoleKind } from './access';
import { PackageStatus } from './billing';
import type { ValueOf } from './util';

// The one transition table of a service package (screen 19; docs/product.md#packages-screens-19-22: Draft →
// WaitForApprove → Approved/Active → Disabled, back to Draft and submitted again): the API enforces it, the staff app
// draws its buttons from it. A move it does not list answers 'workflow not allowed', never a silent no-op.

export const PackageAction = {
  Submit: 'submit',
  Approve: 'approve',
  ReturnToDraft: 'returnToDraft',
  Disable: 'disable',
  Enable: 'enable',
  /** Saving the package's fields: an Approved package goes back to Draft, to be approved again before it sells. */
  Edit: 'edit',
} as const;
export type PackageAction = ValueOf<typeof PackageAction>;

const S = PackageStatus;

/** For each action: the statuses it may start from and the status it leads to. */
export const packageTransitions = {
  [PackageAction.Submit]: { from: [S.Draft], to: S.WaitForApprove },
  [PackageAction.Approve]: { from: [S.WaitForApprove], to: S.Approved },
  [PackageAction.ReturnToDraft]: { from: [S.WaitForApprove, S.Approved, S.Disabled], to: S.Draft },
  [PackageAction.Disable]: { from: [S.Approved], to: S.Disabled },
  [PackageAction.Enable]: { from: [S.Disabled], to: S.Approved },
  // A package waiting for approval is not edited under the approver's eyes: it is returned to Draft first.
  [PackageAction.Edit]: { from: [S.Draft, S.Approved], to: S.Draft },
} as const satisfies Record<PackageAction, { from: readonly PackageStatus[]; to: PackageStatus }>;

/** Whether `action` may be taken on a package in `status`. */
export function canApplyToPackage(action: PackageAction, status: PackageStatus): boolean {
  return (packageTransitions[action].from as readonly PackageStatus[]).includes(status);
}

/** The status `action` leads to from `status`, or null when the table does not allow it. */
export function nextPackageStatus(action: PackageAction, status: PackageStatus): PackageStatus | null {
  return canApplyToPackage(action, status) ? packageTransitions[action].to : null;
}

/** The actions open to a package in `status` (the staff app's buttons; Write on screen 19 is checked apart). */
export function packageActionsFor(status: PackageStatus): PackageAction[] {
  return (Object.keys(packageTransitions) as PackageAction[]).filter((a) => canApplyToPackage(a, status));
}

/** Only an Approved package is sold: put in a cart, billed, used. */
export const isSellable = (status: PackageStatus) => status === S.Approved;

/**
 * Whether the caller may approve a package someone submitted: never their own submission (four eyes), unless they
 * are the clinic's Owner or Admin, who may approve anything.
 */
export function mayApprovePackage(
  caller: { userId: number; roleKind: RoleKind },
  submittedBy: number | null,
): boolean {
  if (caller.roleKind === RoleKind.Owner || caller.roleKind === RoleKind.Admin) return true;
  return submittedBy !== caller.userId;
}
