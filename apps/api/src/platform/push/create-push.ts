import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { fcmSender } from './fcm-sender.js';
import { createPushDelivery, type PushDelivery } from './push.js';
import { webPushSender } from './web-push-sender.js';

/** The deployment's push: FCM when Firebase is configured, else Web Push with the VAPID keys. */
export function createPush(
  config: Config,
  db: Db,
  log: (error: unknown, details: Record<string, unknown>) => void,
): PushDelivery {
  const sender = config.firebase ? fcmSender(config.firebase) : webPushSender(config.vapid);
  return createPushDelivery({ db, sender, log });
}
