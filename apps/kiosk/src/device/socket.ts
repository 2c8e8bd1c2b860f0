import { createRealtimeClient, type RealtimeClient } from '@clinic/api-client';

/**
 * The kiosk's realtime connection, authenticated with the device token: the server drops it the moment staff
 * revoke the kiosk. Its own chunk (socket.io-client is loaded after the first screen).
 */
export function connectDeviceSocket(getToken: () => string | undefined, onLost: () => void): RealtimeClient {
  const client = createRealtimeClient({
    getAccessToken: getToken,
    isLoggedIn: () => getToken() !== undefined,
  });
  client.on('unauthorized', onLost);
  let authorized = false;
  client.onStatus((status) => {
    if (status === 'authorized') authorized = true;
    // A server-side disconnect (revoked, re-paired) after we were in: check with the API what it means.
    if (status === 'disconnected' && authorized) {
      authorized = false;
      onLost();
    }
  });
  return client;
}
