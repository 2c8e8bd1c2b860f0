import type { NotificationKind, NotificationParams, NotificationTarget } from '@clinic/domain';
import type { PushConfig } from '@clinic/domain/contracts';

/** One stored notification to push to its user's registered browsers. */
export interface PushItem {
  clinicId: number;
  userId: number;
  notificationId: number;
  kind: NotificationKind;
  params: NotificationParams;
  target: NotificationTarget | null;
}

/**
 * Web push (issue R): FCM when the deployment sets Firebase credentials, else standard Web Push with VAPID keys.
 * FOUNDATION STUB of the interface; the push helper implements it (platform/push) and wires it into AppDeps.
 */
export interface PushDelivery {
  /** What the browser needs to subscribe (GET /notifications/push-config). */
  config(): PushConfig;
  /**
   * Sends each item to every subscription of its user, in the subscription's language; a subscription the push
   * service reports gone (404/410) is deleted. Never throws: failures are logged.
   */
  deliver(items: readonly PushItem[]): Promise<void>;
  close(): Promise<void>;
}

/** FOUNDATION PLACEHOLDER until the push helper's senders are wired: delivers nothing. */
export function placeholderPush(): PushDelivery {
  return {
    config: () => ({ provider: 'webpush', vapidPublicKey: '' }),
    deliver: async () => {},
    close: async () => {},
  };
}
