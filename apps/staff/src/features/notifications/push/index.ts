import { i18n } from '@clinic/i18n';
import { toast } from '@clinic/ui';
import { api } from '../../../app/session';
import { authState } from '../../../state/auth';
import { createPushClient, listenToWorker, permissionAsked, storedDevice } from './pushClient';
import { pushToken, removePushToken } from './tokens';

/** The worker's registration once active; none in a browser without service workers or before one is installed. */
async function activeRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return undefined;
  return registration.active ? registration : navigator.serviceWorker.ready;
}

const client = createPushClient({
  notifications: api.notifications,
  getLanguage: () => i18n.getLanguage(),
  userId: () => (authState.isUserLoggedIn ? authState.userData?.id : undefined),
  permission:
    typeof Notification === 'undefined'
      ? undefined
      : { state: () => Notification.permission, request: () => Notification.requestPermission() },
  registration: activeRegistration,
  getToken: pushToken,
  removeToken: removePushToken,
  device: storedDevice(),
  asked: permissionAsked(),
  onRegistrationFailed: () =>
    toast.error(
      i18n.t('notifications.push.registrationFailed'),
      i18n.t('notifications.push.registrationFailedHint'),
    ),
  log: (message, error) => console.warn(message, error),
});

let stop: (() => void) | undefined;

/** After the signed-in user's details load: register this browser, follow language switches and the worker. */
export function startPush(): void {
  if (!stop) {
    const stopWorker = listenToWorker('serviceWorker' in navigator ? navigator.serviceWorker : undefined);
    let lang = i18n.getLanguage();
    const stopLanguage = i18n.subscribe(() => {
      if (i18n.getLanguage() === lang) return;
      lang = i18n.getLanguage();
      void client.register();
    });
    stop = () => {
      stopWorker();
      stopLanguage();
      stop = undefined;
    };
  }
  void client.register();
}

/** Logout, while the session still holds: the server forgets this browser's token and the browser its subscription. */
export async function stopPush(): Promise<void> {
  stop?.();
  await client.unregister();
}
