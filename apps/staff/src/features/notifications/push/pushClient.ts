import {
  type ApiClient,
  createStoredValue,
  type PushConfig,
  STORAGE_KEYS,
  type StoredValue,
} from '@clinic/api-client';
import type { Language } from '@clinic/i18n';

// Push (docs/product.md#notifications): after sign-in the browser is asked once for notification permission; when
// granted, the push token of the provider the server names is registered when new or different from the stored one (and
// again on a language switch, so pushes arrive in the language the user reads), and removed on logout. The service
// worker (public/push-sw.js) shows pushes; while a staff window is in front it hands them to that window instead, to
// the one foreground listener.

/** What was last registered from this browser. */
export interface StoredDevice {
  /** Whose it is: after a session that ended without logout (expired), the next user registers it again. */
  userId: number;
  token: string;
  lang: Language;
  provider: PushConfig['provider'];
}

/** What a push carries (the API's PushMessage). */
export interface PushMessage {
  title: string;
  body: string;
  tag: string;
  url: string;
  notificationId: number;
}

/** The browser parts push needs; tests give their own. */
export interface PushEnvironment {
  notifications: Pick<ApiClient['notifications'], 'pushConfig' | 'registerDevice' | 'unregisterDevice'>;
  getLanguage: () => Language;
  /** The signed-in user, undefined when nobody is. */
  userId: () => number | undefined;
  /** The Notification permission API, absent in browsers without it. */
  permission?: { state: () => NotificationPermission; request: () => Promise<NotificationPermission> };
  /** The staff service worker's registration, once it is active; undefined when there is none. */
  registration: () => Promise<ServiceWorkerRegistration | undefined>;
  /** A token from the provider (web push or FCM); see tokens.ts. */
  getToken: (config: PushConfig, registration: ServiceWorkerRegistration) => Promise<string>;
  removeToken: (provider: PushConfig['provider'], registration: ServiceWorkerRegistration) => Promise<void>;
  device: StoredValue<StoredDevice>;
  /** Whether the permission was asked once already (a dismissed prompt is not asked again at every load). */
  asked: StoredValue<boolean>;
  onRegistrationFailed: (error: unknown) => void;
  tokenTimeoutMs?: number;
  log: (message: string, error: unknown) => void;
}

/**
 * Chromium's PushManager.subscribe never settles when its push service cannot be reached (seen offline): a token
 * not there by then is a failed retrieval, so a later language switch is not queued behind it forever.
 */
const TOKEN_TIMEOUT_MS = 20_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no push token within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export function createPushClient(env: PushEnvironment) {
  let running: Promise<void> | undefined;

  /** Asks once; afterwards the browser's own answer stands (granted, denied, or still undecided). */
  async function permitted(): Promise<boolean> {
    if (!env.permission) return false;
    const state = env.permission.state();
    if (state !== 'default') return state === 'granted';
    if (env.asked.get()) return false;
    env.asked.set(true);
    return (await env.permission.request()) === 'granted';
  }

  async function register(): Promise<void> {
    if (!(await permitted())) return;
    const registration = await env.registration();
    if (!registration) return;
    let config: PushConfig;
    let token: string;
    try {
      config = await env.notifications.pushConfig();
      token = await withTimeout(env.getToken(config, registration), env.tokenTimeoutMs ?? TOKEN_TIMEOUT_MS);
    } catch (error) {
      // A failed token retrieval is only logged, never shown (offline, a blocked push service, no FCM reachable).
      env.log('push: no device token', error);
      return;
    }
    const lang = env.getLanguage();
    const userId = env.userId();
    if (userId === undefined) return;
    const stored = env.device.get();
    const current = { userId, token, lang, provider: config.provider };
    if (stored && (Object.keys(current) as (keyof StoredDevice)[]).every((k) => stored[k] === current[k]))
      return;
    try {
      await env.notifications.registerDevice({ deviceToken: token, lang, platform: 'web' });
      env.device.set(current);
    } catch (error) {
      env.onRegistrationFailed(error);
    }
  }

  return {
    /** At load after sign-in, and on a language switch: registers the token when new or different. */
    register(): Promise<void> {
      // One at a time: a language switch during the first registration waits for it, then compares.
      running = (running ?? Promise.resolve()).then(register, register);
      return running;
    },
    /** Logout (before the session ends, the call needs it): the server forgets the token, the browser too. */
    async unregister(): Promise<void> {
      const stored = env.device.get();
      env.device.clear();
      if (!stored || env.permission?.state() !== 'granted') return;
      await env.notifications
        .unregisterDevice(stored.token)
        .catch((error) => env.log('push: unregister', error));
      const registration = await env.registration();
      if (registration) {
        await env
          .removeToken(stored.provider, registration)
          .catch((error) => env.log('push: unsubscribe', error));
      }
    },
  };
}

let foreground: ((message: PushMessage) => void) | null = null;

/**
 * The one listener of pushes that arrive while a staff window is in front (the worker shows no system
 * notification then): the bell, typically. Setting another replaces it; null removes it.
 */
export function setForegroundListener(listener: ((message: PushMessage) => void) | null): void {
  foreground = listener;
}

/** Messages from the service worker: `{ type: 'clinic-push', message }` for a push while a window is visible. */
export function listenToWorker(container: ServiceWorkerContainer | undefined): () => void {
  if (!container) return () => {};
  const onMessage = (event: MessageEvent) => {
    const data = event.data as { type?: string; message?: PushMessage } | null;
    if (data?.type === 'clinic-push' && data.message) foreground?.(data.message);
  };
  container.addEventListener('message', onMessage);
  return () => container.removeEventListener('message', onMessage);
}

export const storedDevice = () => createStoredValue<StoredDevice>(STORAGE_KEYS.deviceToken);
export const permissionAsked = () => createStoredValue<boolean>('pushPermissionAsked');
