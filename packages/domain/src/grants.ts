import { PermissionLevel, RoleKind } from './access';

// Nobody grants what they do not hold (docs/product.md#permissions). One rule answers every way access is handed
// out or taken from someone: assigning a role to a user, inviting into it, writing a role's permissions, and
// editing, disabling or deleting a user or a role. The API's guards and the staff app's pickers both call it.

/**
 * What a role holds: its kind, a level per screen id (a screen left out is None) and its appointment feature ids.
 * Owner and Admin hold every screen at Write and every feature, whatever the map and the list say.
 */
export interface RoleHoldings {
  readonly kind: number;
  readonly screens: Readonly<Record<number, number>>;
  readonly features: readonly number[];
}

/** Why a grant is refused: the Owner role moves only by ownership transfer; or the target holds more. */
export type GrantRefusal = 'ownerRole' | 'aboveCaller';

/** A screen-level map from the pairs the API and the database carry (the highest level wins on a repeat). */
export function screenLevels(
  pairs: Iterable<{ readonly screenId: number; readonly level: number }>,
): Record<number, number> {
  const levels: Record<number, number> = {};
  for (const { screenId, level } of pairs) levels[screenId] = Math.max(levels[screenId] ?? 0, level);
  return levels;
}

const holdsEverything = (kind: number) => kind === RoleKind.Owner || kind === RoleKind.Admin;

/**
 * True when `caller` holds at least everything `target` holds: the Owner holds all; Owner is held by the Owner
 * alone, Admin by Owner and Admin; a user-defined role is held by a caller whose level on each of its screens is at
 * least the role's, and who has each of its features.
 */
export function holdsAll(caller: RoleHoldings, target: RoleHoldings): boolean {
  if (caller.kind === RoleKind.Owner) return true;
  if (target.kind === RoleKind.Owner) return false;
  if (holdsEverything(caller.kind)) return true;
  if (holdsEverything(target.kind)) return false;
  for (const [screenId, level] of Object.entries(target.screens)) {
    if (level > (caller.screens[Number(screenId)] ?? PermissionLevel.None)) return false;
  }
  return target.features.every((f) => caller.features.includes(f));
}

/**
 * Whether `caller` may hand out `target` (assign it, invite into it, or give a role these permissions), or why
 * not. The Owner role is never handed out, not even by the Owner: ownership moves only by transfer.
 */
export function grantRefusal(caller: RoleHoldings, target: RoleHoldings): GrantRefusal | null {
  if (target.kind === RoleKind.Owner) return 'ownerRole';
  return holdsAll(caller, target) ? null : 'aboveCaller';
}

export const canGrant = (caller: RoleHoldings, target: RoleHoldings) => grantRefusal(caller, target) === null;

/**
 * Only the Owner changes their own role or groups, or edits a role or group they belong to: anyone else could
 * widen their own access with it. (The built-in Owner and Admin roles cannot be edited by anyone, so for the Owner
 * this allows only their own groups.)
 */
export const mayChangeOwnAccess = (callerKind: number) => callerKind === RoleKind.Owner;

/**
 * Whether a caller may put someone in exactly `wanted` groups. Groups limit what their members see, and someone in
 * no enabled group sees everything (docs/product.md#accounts): so a caller whom groups limit (a user-defined role in
 * at least one enabled group) hands out only a non-empty choice among those groups, never a wider view than their
 * own. Owner and Admin, and callers in no enabled group, see everything and may set any groups.
 */
export function mayAssignGroups(
  callerKind: number,
  callerEnabledGroupIds: readonly number[],
  wanted: readonly number[],
): boolean {
  if (holdsEverything(callerKind) || callerEnabledGroupIds.length === 0) return true;
  return wanted.length > 0 && wanted.every((id) => callerEnabledGroupIds.includes(id));
}
