import { notificationsContract as contract } from '@clinic/domain/contracts';
import { and, eq } from 'drizzle-orm';
import { pushSubscriptions } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { defineRoute, type RouteDef } from '../../platform/route.js';

/**
 * Push (docs/product.md#notifications): the staff app registers its browser's push token after sign-in (again when it
 * changes or the user switches language) and removes it on logout. Every signed-in user may; each call is about their
 * own browser.
 */
export function pushDevicesRoutes(deps: AppDeps): RouteDef[] {
  return [
    defineRoute({
      ...contract.pushConfig,
      summary: 'How this deployment delivers push: Web Push (the VAPID key) or Firebase Cloud Messaging',
      tags: ['Notifications'],
      access: {},
      handler: async () => deps.push.config(),
    }),
    defineRoute({
      ...contract.registerDevice,
      summary: 'Register this browser for push notifications, in the language it shows them in',
      tags: ['Notifications'],
      // Part of signing in on this browser: it works after the clinic's plan expired (docs/product.md#plans).
      access: { whenExpired: true },
      handler: async ({ auth, body }) => {
        const now = deps.clock();
        // A token belongs to one browser: whoever signs in there last receives its pushes (another user's row,
        // even of another clinic, moves to the caller rather than pushing someone else's notifications).
        const row = {
          clinicId: auth.clinicId,
          userId: auth.userId,
          provider: deps.push.config().provider,
          token: body.deviceToken,
          lang: body.lang,
          platform: body.platform,
          updatedAt: now,
        };
        await deps.db
          .insert(pushSubscriptions)
          .values({ ...row, createdAt: now })
          .onConflictDoUpdate({ target: pushSubscriptions.token, set: row });
        return { registered: true as const };
      },
    }),
    defineRoute({
      ...contract.unregisterDevice,
      summary: 'Stop push notifications to this browser (logout)',
      tags: ['Notifications'],
      // Part of signing out: it works after the clinic's plan expired, so a signed-out browser gets no pushes.
      access: { whenExpired: true },
      handler: async ({ auth, body }) => {
        const removed = await deps.db
          .delete(pushSubscriptions)
          .where(
            and(
              eq(pushSubscriptions.token, body.deviceToken),
              eq(pushSubscriptions.clinicId, auth.clinicId),
              eq(pushSubscriptions.userId, auth.userId),
            ),
          )
          .returning({ id: pushSubscriptions.id });
        return { removed: removed.length > 0 };
      },
    }),
  ];
}
