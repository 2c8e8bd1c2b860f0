import { i18n } from '@clinic/i18n';
import { staffSignInDictionaries } from '@clinic/i18n/staff-sign-in';
import { hasStoredSession } from './storedSession';

/** The signed-out screens of the main part: only /login is served before it loads. */
const signedOutScreens = ['/register', '/activate', '/accept-invite', '/forgot-password', '/reset-password'];

/**
 * Decides, before the first render, whether the page starts on the light sign-in screen: nobody is remembered
 * and the address is not another signed-out screen. Such a start goes to /login at once (the main part's router
 * would redirect there anyway) with only the sign-in strings added.
 */
export function signedOutStart(): boolean {
  const path = window.location.pathname;
  if (hasStoredSession() || signedOutScreens.includes(path)) return false;
  if (path !== '/login') window.history.replaceState(null, '', '/login');
  i18n.addDictionaries(staffSignInDictionaries);
  return true;
}
