import { PushProvider } from '@clinic/domain';
import type { App, AppOptions } from 'firebase-admin/app';
import type { Messaging } from 'firebase-admin/messaging';
import type { FirebaseWebConfig } from '../../config.js';
import type { PushSender } from './push.js';

// FCM error codes meaning the token will never work again: the subscription is deleted like a 404/410 web push.
const goneCodes = new Set([
  'messaging/registration-token-not-registered',
  'messaging/invalid-registration-token',
]);

export interface FcmSettings {
  credentialsJson: string;
  web: FirebaseWebConfig;
  /** Replaces the service-account credential and transport (the contract test: a local FCM peer). */
  appOptions?: Partial<AppOptions>;
  /** How long one send may take; default FCM_TIMEOUT_MS. */
  timeoutMs?: number;
}

/**
 * firebase-admin puts no bound of its own on a send: a stalled connection would hold the push job past its lease
 * (and be sent again by another instance). The send is abandoned after this, as failed.
 */
export const FCM_TIMEOUT_MS = 10_000;

let instances = 0;

/**
 * Firebase Cloud Messaging, when the deployment configures it. firebase-admin is large: it is imported on the first
 * send only, so the Web Push default never loads it.
 */
export function fcmSender(settings: FcmSettings): PushSender {
  let app: App | undefined;
  let messaging: Promise<Messaging> | undefined;
  const load = async (): Promise<Messaging> => {
    const { initializeApp, cert } = await import('firebase-admin/app');
    const { getMessaging } = await import('firebase-admin/messaging');
    instances += 1;
    app = initializeApp(
      {
        projectId: settings.web.projectId,
        ...(settings.appOptions?.credential
          ? {}
          : { credential: cert(JSON.parse(settings.credentialsJson)) }),
        ...settings.appOptions,
      },
      // One named app per sender: several API apps in one process (tests) must not share firebase's default.
      `clinic-push-${instances}`,
    );
    return getMessaging(app);
  };
  return {
    provider: PushProvider.Fcm,
    config: () => ({
      provider: PushProvider.Fcm,
      firebase: {
        apiKey: settings.web.apiKey,
        projectId: settings.web.projectId,
        messagingSenderId: settings.web.messagingSenderId,
        appId: settings.web.appId,
      },
      vapidKey: settings.web.vapidKey,
    }),
    async send(token, message, { ttlSeconds, urgency }) {
      messaging ??= load();
      try {
        // A data message: the staff service worker shows it itself (a `notification` block would make the
        // browser show a second one), the same way as a Web Push payload.
        const sending = (await messaging).send({
          token,
          data: {
            title: message.title,
            body: message.body,
            tag: message.tag,
            url: message.url,
            notificationId: String(message.notificationId),
          },
          webpush: { headers: { TTL: String(ttlSeconds), Urgency: urgency } },
        });
        let timer: NodeJS.Timeout | undefined;
        const limit = settings.timeoutMs ?? FCM_TIMEOUT_MS;
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`FCM did not answer within ${limit} ms`)), limit);
        });
        try {
          await Promise.race([sending, timeout]);
        } finally {
          clearTimeout(timer);
        }
        return 'sent';
      } catch (error) {
        if (goneCodes.has((error as { code?: string }).code ?? '')) return 'gone';
        throw error;
      }
    },
    async close() {
      if (!app) return;
      const { deleteApp } = await import('firebase-admin/app');
      await deleteApp(app);
      app = undefined;
      messaging = undefined;
    },
  };
}
