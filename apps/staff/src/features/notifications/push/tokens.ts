import type { PushConfig } from '@clinic/api-client';

const FCM_APP_NAME = 'clinic-push';

function base64UrlBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

function sameKey(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const bytes = new Uint8Array(a);
  return bytes.every((byte, i) => byte === b[i]);
}

/** The Push API subscription as JSON (the API's Web Push token), made with the server's VAPID key. */
async function webPushToken(
  vapidPublicKey: string,
  registration: ServiceWorkerRegistration,
): Promise<string> {
  const key = base64UrlBytes(vapidPublicKey);
  let subscription = await registration.pushManager.getSubscription();
  // A subscription made for another key (the server's keys were replaced) can never be pushed to.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  return JSON.stringify(subscription.toJSON());
}

/** Firebase's SDK is loaded only when the server names FCM. */
async function fcmMessaging(config: Extract<PushConfig, { provider: 'fcm' }>) {
  const [{ getApps, initializeApp }, messaging] = await Promise.all([
    import('firebase/app'),
    import('firebase/messaging'),
  ]);
  const app = getApps().find((a) => a.name === FCM_APP_NAME) ?? initializeApp(config.firebase, FCM_APP_NAME);
  return { messaging, instance: messaging.getMessaging(app) };
}

/** The provider's token for this browser, through the staff service worker's registration. */
export async function pushToken(
  config: PushConfig,
  registration: ServiceWorkerRegistration,
): Promise<string> {
  if (config.provider === 'webpush') return webPushToken(config.vapidPublicKey, registration);
  const { messaging, instance } = await fcmMessaging(config);
  return messaging.getToken(instance, { vapidKey: config.vapidKey, serviceWorkerRegistration: registration });
}

/** Logout: the browser drops its subscription too, so a later user of this browser starts clean. */
export async function removePushToken(
  provider: PushConfig['provider'],
  registration: ServiceWorkerRegistration,
): Promise<void> {
  if (provider === 'webpush') {
    await (await registration.pushManager.getSubscription())?.unsubscribe();
    return;
  }
  const { getApps } = await import('firebase/app');
  const app = getApps().find((a) => a.name === FCM_APP_NAME);
  if (!app) {
    // FCM's token lives in a push subscription of this worker all the same.
    await (await registration.pushManager.getSubscription())?.unsubscribe();
    return;
  }
  const { deleteToken, getMessaging } = await import('firebase/messaging');
  await deleteToken(getMessaging(app));
}
