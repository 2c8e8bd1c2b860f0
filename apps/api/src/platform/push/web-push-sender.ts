import type { Agent } from 'node:https';
import { PushProvider } from '@clinic/domain';
import webpush from 'web-push';
import type { Config } from '../../config.js';
import type { PushSender } from './push.js';

/** The subscription's JSON (PushSubscription.toJSON()), as the browser registered it. */
interface SubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

function parseSubscription(token: string): SubscriptionJson {
  const value = JSON.parse(token) as Partial<SubscriptionJson>;
  if (!value.endpoint?.startsWith('https://') || !value.keys?.p256dh || !value.keys.auth) {
    throw new Error('not a Web Push subscription');
  }
  return value as SubscriptionJson;
}

/**
 * Standard Web Push (RFC 8030/8291/8292) with the deployment's VAPID key: the working default, needing no account.
 * `agent` lets the contract test trust its local push service's certificate.
 */
export function webPushSender(vapid: Config['vapid'], agent?: Agent): PushSender {
  return {
    provider: PushProvider.WebPush,
    config: () => ({ provider: PushProvider.WebPush, vapidPublicKey: vapid.publicKey }),
    async send(token, message, { ttlSeconds, urgency }) {
      let subscription: SubscriptionJson;
      try {
        subscription = parseSubscription(token);
      } catch {
        // A token the browser could never have made is of no use to anyone: drop it like a dead one.
        return 'gone';
      }
      try {
        await webpush.sendNotification(subscription, JSON.stringify(message), {
          vapidDetails: vapid,
          TTL: ttlSeconds,
          urgency,
          // The push service answers in milliseconds; a hung one must not hold a batch.
          timeout: 10_000,
          ...(agent ? { agent } : {}),
        });
        return 'sent';
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) return 'gone';
        throw error;
      }
    },
    close: async () => {},
  };
}
