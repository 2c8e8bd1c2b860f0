import {
  type ClinicData,
  type ClinicInfo,
  createStoredValue,
  type MyPermissions,
  type StorageLike,
} from '@clinic/api-client';

/** Beside the remembered session's keys (userData, sessionToken): the staff app's own, cleared with them at logout. */
export const REMEMBERED_DETAILS_KEY = 'sessionDetails';

/** What the shell renders with besides the user, as the last successful load left it. */
export interface RememberedDetails {
  /** Whose details these are: another user's are never used. */
  userId: number;
  clinic: ClinicInfo;
  permissions: Pick<MyPermissions, 'screenPermissions' | 'frontendFeatureIds'>;
  clinicData: ClinicData;
}

function isRememberedDetails(value: unknown): value is RememberedDetails {
  const v = value as Partial<RememberedDetails> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.userId === 'number' &&
    typeof v.clinic === 'object' &&
    Array.isArray(v.permissions?.screenPermissions) &&
    Array.isArray(v.clinicData?.locations)
  );
}

/**
 * The last loaded clinic info, permissions and clinic data, kept in local storage so that a reload with no network
 * can open the app signed in (only a failed refresh or a missing token ends a session:
 * docs/product.md#sessions-and-the-staff-shell). A small stand-in until the full offline cache arrives; the session
 * module saves it after each load and clears it at logout.
 */
export function createRememberedDetails(storage?: StorageLike | null) {
  const stored = createStoredValue<RememberedDetails>(REMEMBERED_DETAILS_KEY, {
    validate: isRememberedDetails,
    ...(storage === undefined ? {} : { storage }),
  });
  return {
    save: (details: RememberedDetails) => stored.set(details),
    /** The remembered details of this user, or undefined (none, unreadable, or someone else's). */
    forUser: (userId: number) => {
      const details = stored.get();
      return details?.userId === userId ? details : undefined;
    },
    clear: () => stored.clear(),
  };
}
