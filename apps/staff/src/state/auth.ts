import { proxy } from 'valtio';

export interface UserData {
  id: number;
  clinicId: number;
  email: string;
  phone: string | null;
  fullName: string;
  avatarFileId: number | null;
  skills: number[];
  language: 'vi' | 'en';
  status: number;
  verified: boolean;
  userRoleId: number;
  roleKind: number;
  userGroupIds: number[];
}

export interface ScreenPermission {
  permissionTypeId: number;
  frontendScreenId: number;
}

/** The signed-in state, with its initial values. */
export const authState = proxy({
  isCheckingRememberedUser: true,
  isUserLoggedIn: false,
  /** Toggles after every successful token refresh, so listeners (realtime) can react. */
  refreshToken: false,
  isLoadingPermission: true,
  /**
   * The last load of the user details got no answer (offline, server unreachable): the shell runs on the
   * details remembered at the previous load, shows the offline banner, and loads them again once it can.
   */
  isOffline: false,
  userData: null as UserData | null,
  userPermission: [] as ScreenPermission[],
  frontendFeatureIds: [] as number[],
});
