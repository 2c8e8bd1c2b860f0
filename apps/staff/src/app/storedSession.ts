import {
  createLocalStorageTokenStore,
  createStoredValue,
  type LoginResponse,
  STORAGE_KEYS,
  type UserView,
} from '@clinic/api-client';

// The remembered session (docs/product.md#sessions-and-the-staff-shell): the user and the token pair in local
// storage. Its own small module, so the sign-in screen and main.tsx can read and write it without loading the staff
// client.

export const tokens = createLocalStorageTokenStore();
export const storedUser = createStoredValue<UserView>(STORAGE_KEYS.userData);

/** A remembered user is restored only if both the user and the token are stored. */
export function hasStoredSession(): boolean {
  return storedUser.get() !== undefined && tokens.get() !== undefined;
}

/** Login stores user and token locally; the app then starts as from a remembered session. */
export function storeSignIn(result: LoginResponse): void {
  tokens.set({ accessToken: result.accessToken, refreshToken: result.refreshToken });
  storedUser.set(result.user);
}
