// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// The api-client's socket.io test server authenticates like the API does; it is reused here, not copied.
import { type SocketServer, startSocketServer } from '../../api-client/src/test-support/socket-server';
import { connectDeviceSocket } from './socket';

let server: SocketServer;
const opened: { close: () => void }[] = [];
beforeEach(async () => {
  server = await startSocketServer(new Set(['dev_kiosk']));
});
afterEach(async () => {
  for (const client of opened.splice(0)) client.close();
  await server.close();
});

function connect(token: string | undefined) {
  const handlers = { onLost: vi.fn(), onReconnected: vi.fn() };
  // Short delays: the test waits for reconnections, not for the 2 s / 5 s a real device uses.
  const client = connectDeviceSocket(() => token, handlers, {
    url: server.url,
    reconnectAfterServerDisconnectMs: 50,
    reconnectionDelay: 50,
    reconnectionDelayMax: 100,
  });
  opened.push(client);
  return { client, handlers };
}

describe('connectDeviceSocket', () => {
  it('signs in with the device token, and asks (onLost) when the server drops it after letting it in', async () => {
    const { client, handlers } = connect('dev_kiosk');
    await vi.waitFor(() => expect(client.status).toBe('authorized'));
    expect(server.authenticated.map((a) => a.token)).toEqual(['dev_kiosk']);
    expect(handlers.onLost).not.toHaveBeenCalled();
    server.disconnectAll();
    await vi.waitFor(() => expect(handlers.onLost).toHaveBeenCalledTimes(1));
    // Let back in: events may have been missed while it was out.
    await vi.waitFor(() => expect(handlers.onReconnected).toHaveBeenCalledTimes(1));
  });

  it('asks at once when the server refuses the token (a revoked device)', async () => {
    const { handlers } = connect('dev_revoked');
    await vi.waitFor(() => expect(handlers.onLost).toHaveBeenCalled());
    expect(handlers.onReconnected).not.toHaveBeenCalled();
  });
});
