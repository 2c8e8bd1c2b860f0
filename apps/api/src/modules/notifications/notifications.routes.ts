import { notificationsContract as contract } from '@clinic/domain/contracts';
import { notifications } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { defineRoute, type RouteDef } from '../../platform/route.js';
import {
  listNotifications,
  markAllRead,
  markRead,
  notificationSettingsOf,
  removeNotification,
  saveNotificationSettings,
  unreadCountOf,
} from './notifications.service.js';

// The signed-in user's own notifications (docs/product.md#notifications), so no screen permission (`access: {}`); every
// query names the clinic and the user. The push calls (push-config, register-device) are the push module's.

/** The guard's tenancy check; the service adds the user, so another user's notification is not found either. */
const entity = { table: notifications, notFound: 'notificationNotFound' } as const;

export function notificationsRoutes(deps: AppDeps): RouteDef[] {
  const tags = ['Notifications'];
  return [
    defineRoute({
      ...contract.list,
      summary: 'Your notifications, newest first, in `lang` or your language',
      tags,
      access: {},
      handler: async ({ auth, query }) => listNotifications(deps.db, auth, query),
    }),
    defineRoute({
      ...contract.unreadCount,
      summary: 'How many of your notifications are unread (the bell)',
      tags,
      access: {},
      handler: async ({ auth }) => ({ unreadCount: await unreadCountOf(deps.db, auth) }),
    }),
    defineRoute({
      ...contract.readAll,
      summary: 'Mark all your notifications read',
      tags,
      access: {},
      handler: async ({ auth }) => markAllRead(deps, auth),
    }),
    defineRoute({
      ...contract.read,
      summary: 'Mark one of your notifications read',
      tags,
      access: {},
      entity,
      handler: async ({ auth, params }) => markRead(deps, auth, params.id),
    }),
    defineRoute({
      ...contract.remove,
      summary: 'Delete one of your notifications',
      tags,
      access: {},
      entity,
      handler: async ({ auth, params }) => removeNotification(deps.db, auth, params.id),
    }),
    defineRoute({
      ...contract.settings,
      summary: 'The kinds of notification you can receive, and those you turned off',
      tags,
      access: {},
      handler: async ({ auth }) => notificationSettingsOf(deps.db, auth),
    }),
    defineRoute({
      ...contract.saveSettings,
      summary: 'Turn kinds of notification off or on for yourself',
      tags,
      access: {},
      handler: async ({ auth, body }) => saveNotificationSettings(deps, auth, body.disabledKinds),
    }),
  ];
}
