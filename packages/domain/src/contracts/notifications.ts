import { z } from 'zod';
import { Language } from '../language';
import { NotificationKind, PushPlatform, PushProvider } from '../notifications';
import { endpoint } from './endpoint';
import { idParams, pageOf, pagingShape } from './paging';

// /notifications and the push device calls of /users (docs/product.md#notifications). Every call is the signed-in
// user's own: no screen permission, and a notification of another user is "not found".

const target = z.discriminatedUnion('type', [
  z.object({ type: z.literal('appointment'), id: z.number().int() }),
  z.object({ type: z.literal('exam'), appointmentId: z.number().int() }),
  z.object({ type: z.literal('billing'), appointmentId: z.number().int() }),
  z.object({ type: z.literal('invoice'), id: z.number().int() }),
  z.object({ type: z.literal('stock'), view: z.enum(['expiring', 'expired', 'low']) }),
]);

/** One notification, its text made in the language asked for (`lang`, else the user's). */
export const notificationView = z.object({
  id: z.number().int(),
  kind: z.enum(NotificationKind),
  title: z.string(),
  body: z.string(),
  target: target.nullable(),
  read: z.boolean(),
  /** ISO instant. */
  createdAt: z.string(),
});

/** What every change of the read state answers: the header's bell shows it without another call. */
export const unreadCount = z.object({ unreadCount: z.number().int() });

export const notificationListQuery = z.object({
  ...pagingShape,
  lang: z.enum(Language, 'formError.invalidValue').optional(),
  /** Only the unread ones. */
  unread: z.enum(['true', 'false']).optional(),
});

/** The kinds this user can receive (by skills, screens and role) and those they turned off in my settings. */
export const notificationSettings = z.object({
  availableKinds: z.array(z.enum(NotificationKind)),
  disabledKinds: z.array(z.enum(NotificationKind)),
});
export const notificationSettingsInput = z.object({
  disabledKinds: z.array(z.enum(NotificationKind, 'formError.invalidValue')).max(20, 'formError.maxItems'),
});

/** How the browser should subscribe: the Push API with the server's VAPID key, or Firebase Cloud Messaging. */
export const pushConfig = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal(PushProvider.WebPush), vapidPublicKey: z.string() }),
  z.object({
    provider: z.literal(PushProvider.Fcm),
    /** The Firebase web app's public config (apiKey, projectId, messagingSenderId, appId) and its VAPID key. */
    firebase: z.object({
      apiKey: z.string(),
      projectId: z.string(),
      messagingSenderId: z.string(),
      appId: z.string(),
    }),
    vapidKey: z.string(),
  }),
]);

/**
 * A browser's push registration. `deviceToken` is what the provider gave the browser: the PushSubscription as JSON
 * (web push) or the FCM registration token.
 */
export const registerDeviceInput = z.object({
  deviceToken: z.string().trim().min(1, 'formError.required').max(4000, 'formError.maxLength'),
  lang: z.enum(Language, 'formError.invalidValue'),
  platform: z.enum(PushPlatform, 'formError.invalidValue'),
});
export const unregisterDeviceInput = z.object({
  deviceToken: z.string().trim().min(1, 'formError.required').max(4000, 'formError.maxLength'),
});

export const notificationsContract = {
  list: endpoint({
    method: 'GET',
    url: '/notifications',
    query: notificationListQuery,
    response: pageOf(notificationView),
  }),
  unreadCount: endpoint({ method: 'GET', url: '/notifications/unread-count', response: unreadCount }),
  read: endpoint({ method: 'PUT', url: '/notifications/:id/read', params: idParams, response: unreadCount }),
  readAll: endpoint({ method: 'PUT', url: '/notifications/read-all', response: unreadCount }),
  remove: endpoint({ method: 'DELETE', url: '/notifications/:id', params: idParams, response: unreadCount }),
  settings: endpoint({ method: 'GET', url: '/notifications/settings', response: notificationSettings }),
  saveSettings: endpoint({
    method: 'PUT',
    url: '/notifications/settings',
    body: notificationSettingsInput,
    response: notificationSettings,
  }),
  pushConfig: endpoint({ method: 'GET', url: '/notifications/push-config', response: pushConfig }),
  registerDevice: endpoint({
    method: 'POST',
    url: '/users/register-device',
    body: registerDeviceInput,
    response: z.object({ registered: z.literal(true) }),
  }),
  unregisterDevice: endpoint({
    method: 'POST',
    url: '/users/unregister-device',
    body: unregisterDeviceInput,
    response: z.object({ removed: z.boolean() }),
  }),
};

export type NotificationView = z.output<typeof notificationView>;
export type NotificationSettings = z.output<typeof notificationSettings>;
export type PushConfig = z.output<typeof pushConfig>;
export type RegisterDeviceInput = z.input<typeof registerDeviceInput>;
export type NotificationListQuery = z.input<typeof notificationListQuery>;
export type NotificationSettingsInput = z.input<typeof notificationSettingsInput>;
