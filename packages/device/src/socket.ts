import {
  createRealtimeClient,
  type DeviceRealtimeEventMap,
  type RealtimeClient,
  type RealtimeClientOptions,
} from '@clinic/api-client';

// `@clinic/device/socket`: its own entry, so an app loads it (and socket.io-client) after its first screen.

export interface DeviceSocketHandlers {
  /** Refused or dropped by the server after it let us in: ask the API (heartbeat) whether we were revoked. */
  onLost: () => void;
  /** Authorized again after a lost connection: events may have been missed. */
  onReconnected?: () => void;
}

/**
 * A device's realtime connection, authenticated with its device token: the server drops it the moment staff
 * revoke the device. A network blip is not a revocation, so `onLost` only asks; the API's answer decides.
 */
export function connectDeviceSocket(
  getToken: () => string | undefined,
  handlers: DeviceSocketHandlers,
  /** The page's own origin and socket.io's delays unless told otherwise (tests point it at their server). */
  options: Omit<RealtimeClientOptions, 'getAccessToken' | 'isLoggedIn'> = {},
): RealtimeClient<DeviceRealtimeEventMap> {
  // Devices hear the name-free device payloads of their location's room.
  const client = createRealtimeClient<DeviceRealtimeEventMap>({
    ...options,
    getAccessToken: getToken,
    isLoggedIn: () => getToken() !== undefined,
  });
  client.on('unauthorized', () => handlers.onLost());
  let authorizedBefore = false;
  let authorized = false;
  client.onStatus((status) => {
    if (status === 'authorized') {
      if (authorizedBefore) handlers.onReconnected?.();
      authorizedBefore = true;
      authorized = true;
      return;
    }
    if (status === 'disconnected' && authorized) handlers.onLost();
    authorized = false;
  });
  return client;
}
