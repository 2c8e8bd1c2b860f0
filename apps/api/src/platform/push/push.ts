import {
  NotificationKind as Kind,
  type Language,
  type NotificationKind,
  type NotificationParams,
  type NotificationTarget,
  notificationPath,
  type PushProvider,
} from '@clinic/domain';
import type { PushConfig } from '@clinic/domain/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pushSubscriptions } from '../../db/schema/index.js';
import { notificationText } from '../../modules/notifications/render.js';

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
 * Web push: FCM when the deployment sets Firebase credentials, else standard Web Push with VAPID keys.
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

/** What the service worker receives (apps/staff/public/push-sw.js shows it). */
export interface PushMessage {
  title: string;
  body: string;
  /** One notification per tag on a device: a resend replaces rather than stacks. */
  tag: string;
  /** The staff app path a click opens. */
  url: string;
  notificationId: number;
}

/** How long a push service keeps an undelivered message, and how hard it tries to wake the device. */
export interface PushOptions {
  ttlSeconds: number;
  urgency: 'normal' | 'high';
}

/** One push provider: sends to one browser token. */
export interface PushSender {
  provider: PushProvider;
  config(): PushConfig;
  /** 'gone' when the push service says the token no longer exists (it is deleted); other failures throw. */
  send(token: string, message: PushMessage, options: PushOptions): Promise<'sent' | 'gone'>;
  close(): Promise<void>;
}

export type NotificationRender = (
  lang: Language,
  kind: NotificationKind,
  params: NotificationParams,
) => { title: string; body: string };

export interface PushDeliveryOptions {
  db: Db;
  sender: PushSender;
  /** A failed send (not a dead token): logged, never thrown, so a push outage never fails a clinic's work. */
  log: (error: unknown, details: Record<string, unknown>) => void;
  /** The words of a notification; notificationText (tests of this module's own branch may wrap it). */
  render?: NotificationRender;
}

// A check-in or a booking waiting for approval is stale after a few hours; the daily stock alert lasts the day.
const hour = 3600;
function optionsFor(kind: NotificationKind): PushOptions {
  if (kind === Kind.StockAlert) return { ttlSeconds: 24 * hour, urgency: 'normal' };
  if (kind === Kind.PatientCheckedIn) return { ttlSeconds: 2 * hour, urgency: 'high' };
  return { ttlSeconds: 6 * hour, urgency: 'normal' };
}

const languages = new Set<string>(['vi', 'en']);

export function createPushDelivery({
  db,
  sender,
  log,
  render = notificationText,
}: PushDeliveryOptions): PushDelivery {
  return {
    config: () => sender.config(),
    async deliver(items) {
      if (items.length === 0) return;
      try {
        const byClinic = new Map<number, Set<number>>();
        for (const item of items) {
          const users = byClinic.get(item.clinicId) ?? new Set<number>();
          users.add(item.userId);
          byClinic.set(item.clinicId, users);
        }
        const subscriptions = (
          await Promise.all(
            [...byClinic].map(([clinicId, users]) =>
              db
                .select()
                .from(pushSubscriptions)
                .where(
                  and(
                    eq(pushSubscriptions.clinicId, clinicId),
                    inArray(pushSubscriptions.userId, [...users]),
                    // A token of the other provider (the deployment switched) cannot be sent to; the browser
                    // registers a new one at its next load.
                    eq(pushSubscriptions.provider, sender.provider),
                  ),
                ),
            ),
          )
        ).flat();
        const sends = items.flatMap((item) =>
          subscriptions
            .filter((s) => s.clinicId === item.clinicId && s.userId === item.userId)
            .map(async (subscription) => {
              try {
                const lang = (languages.has(subscription.lang) ? subscription.lang : 'vi') as Language;
                const { title, body } = render(lang, item.kind, item.params);
                const message: PushMessage = {
                  title,
                  body,
                  tag: `notification-${item.notificationId}`,
                  url: notificationPath(item.target) ?? '/',
                  notificationId: item.notificationId,
                };
                const outcome = await sender.send(subscription.token, message, optionsFor(item.kind));
                if (outcome === 'gone') {
                  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
                }
              } catch (error) {
                log(error, {
                  provider: sender.provider,
                  subscriptionId: subscription.id,
                  notificationId: item.notificationId,
                });
              }
            }),
        );
        await Promise.all(sends);
      } catch (error) {
        log(error, { provider: sender.provider, items: items.length });
      }
    },
    close: () => sender.close(),
  };
}
