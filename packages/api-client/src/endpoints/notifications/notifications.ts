import type { notificationsContract as contract } from '@clinic/domain/contracts';
import { type CallOptions, callEndpoint, clientEndpoint, type Http } from '../http';
import type { NotificationListQuery, NotificationSettingsInput, RegisterDeviceInput } from './types';

/** The calls of /notifications and the push device calls of /users, checked against their contract. */
export const notificationsCalls = {
  list: clientEndpoint<typeof contract.list>('GET', '/notifications'),
  unreadCount: clientEndpoint<typeof contract.unreadCount>('GET', '/notifications/unread-count'),
  read: clientEndpoint<typeof contract.read>('PUT', '/notifications/:id/read'),
  readAll: clientEndpoint<typeof contract.readAll>('PUT', '/notifications/read-all'),
  remove: clientEndpoint<typeof contract.remove>('DELETE', '/notifications/:id'),
  settings: clientEndpoint<typeof contract.settings>('GET', '/notifications/settings'),
  saveSettings: clientEndpoint<typeof contract.saveSettings>('PUT', '/notifications/settings'),
  pushConfig: clientEndpoint<typeof contract.pushConfig>('GET', '/notifications/push-config'),
  registerDevice: clientEndpoint<typeof contract.registerDevice>('POST', '/users/register-device'),
  unregisterDevice: clientEndpoint<typeof contract.unregisterDevice>('POST', '/users/unregister-device'),
};

export function notificationsEndpoints(http: Http) {
  const c = notificationsCalls;
  return {
    /** GET /notifications?lang&pageSize&pageNumber[&unread]: newest first, in `lang` (else the user's language). */
    list: (query: NotificationListQuery, options?: CallOptions) =>
      callEndpoint(http, c.list, { query }, options),
    unreadCount: (options?: CallOptions) => callEndpoint(http, c.unreadCount, {}, options),
    read: (id: number, options?: CallOptions) => callEndpoint(http, c.read, { params: { id } }, options),
    readAll: (options?: CallOptions) => callEndpoint(http, c.readAll, {}, options),
    remove: (id: number, options?: CallOptions) => callEndpoint(http, c.remove, { params: { id } }, options),
    /** The kinds this user can receive and those turned off (my settings). */
    settings: (options?: CallOptions) => callEndpoint(http, c.settings, {}, options),
    saveSettings: (body: NotificationSettingsInput, options?: CallOptions) =>
      callEndpoint(http, c.saveSettings, { body }, options),
    /** How this browser should subscribe to pushes: web push (VAPID key) or Firebase. */
    pushConfig: (options?: CallOptions) => callEndpoint(http, c.pushConfig, {}, options),
    /** POST /users/register-device: the answer is not read. */
    registerDevice: (body: RegisterDeviceInput, options?: CallOptions) =>
      callEndpoint(http, c.registerDevice, { body }, options),
    unregisterDevice: (deviceToken: string, options?: CallOptions) =>
      callEndpoint(http, c.unregisterDevice, { body: { deviceToken } }, options),
  };
}
