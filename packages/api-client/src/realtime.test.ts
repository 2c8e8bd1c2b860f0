import { REALTIME_RECONNECT_DELAY_MAX_MS, REALTIME_RECONNECT_DELAY_MS, RealtimeEvent } from '@clinic/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createRealtimeClient,
  type DomainEventPayload,
  type RealtimeClient,
  type RealtimeClientOptions,
  type RealtimeStatus,
} from './index';
import { realtimeSocketOptions } from './realtime';
import { type SocketServer, startSocketServer } from './test-support/socket-server';

// Against a real socket.io server that authenticates like the API's (test-support/socket-server.ts).
const valid = new Set(['access-1', 'access-2']);
let server: SocketServer;
const clients: RealtimeClient[] = [];
beforeEach(async () => {
  server = await startSocketServer(valid);
});
afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  await server.close();
});

const until = async (check: () => boolean, timeoutMs = 3000) => {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

function connect(overrides: Partial<RealtimeClientOptions> = {}) {
  const session = { token: 'access-1' as string | undefined, loggedIn: true };
  const statuses: RealtimeStatus[] = [];
  const client = createRealtimeClient({
    url: server.url,
    getAccessToken: () => session.token,
    isLoggedIn: () => session.loggedIn,
    ...overrides,
  });
  client.onStatus((s) => statuses.push(s));
  clients.push(client);
  return { client, session, statuses };
}

describe('realtime client', () => {
  it('authenticates with the access token, becomes authorized, and hands typed events to handlers', async () => {
    const { client, statuses } = connect();
    await until(() => client.status === 'authorized');
    expect(statuses).toEqual(['connected', 'authorized']);
    expect(server.authenticated.map((a) => a.token)).toEqual(['access-1']);

    const heard: DomainEventPayload[] = [];
    const unsubscribe = client.on(RealtimeEvent.AppointmentCheckIn, (payload) => heard.push(payload));
    const invoices: DomainEventPayload[] = [];
    client.on('invoice.pay', (payload) => invoices.push(payload));
    server.publish('appointment.checkin', { appointmentId: 7 });
    server.publish('invoice.pay', { invoiceId: 3 });
    await until(() => heard.length === 1 && invoices.length === 1);
    expect(heard).toEqual([{ appointmentId: 7 }]);
    expect(invoices).toEqual([{ invoiceId: 3 }]);

    unsubscribe();
    server.publish('appointment.checkin', { appointmentId: 8 });
    server.publish('invoice.pay', { invoiceId: 4 });
    await until(() => invoices.length === 2);
    expect(heard).toEqual([{ appointmentId: 7 }]);
  });

  it('uses websocket only, and the reconnection delays of docs/product.md: 2 s growing to 10 s', () => {
    expect(realtimeSocketOptions({})).toMatchObject({
      transports: ['websocket'],
      reconnectionDelay: REALTIME_RECONNECT_DELAY_MS,
      reconnectionDelayMax: REALTIME_RECONNECT_DELAY_MAX_MS,
    });
    expect([REALTIME_RECONNECT_DELAY_MS, REALTIME_RECONNECT_DELAY_MAX_MS]).toEqual([2000, 10_000]);
  });

  it('a lost connection comes back by socket.io’s own reconnection and authenticates again', async () => {
    const { client, statuses } = connect({ reconnectionDelay: 50, reconnectionDelayMax: 100 });
    await until(() => client.status === 'authorized');
    server.dropTransports();
    await until(() => server.authenticated.length === 2 && client.status === 'authorized');
    expect(statuses).toEqual(['connected', 'authorized', 'connecting', 'connected', 'authorized']);
    expect(server.connections).toBe(2);
  });

  it('after a server-side disconnect while logged in, reconnects after the configured delay and re-authenticates', async () => {
    const { client, statuses } = connect({ reconnectAfterServerDisconnectMs: 300 });
    await until(() => client.status === 'authorized');
    const droppedAt = Date.now();
    server.disconnectAll();
    await until(() => client.status === 'disconnected');
    await until(() => server.authenticated.length === 2);
    const waited = (server.authenticated[1]?.at ?? 0) - droppedAt;
    // A timer never fires early, so the lower bound is safe on a busy machine; no upper bound (the reconnect
    // itself is awaited above), since CI machines are shared and slow at times.
    expect(waited).toBeGreaterThanOrEqual(280);
    await until(() => client.status === 'authorized');
    expect(statuses).toEqual([
      'connected',
      'authorized',
      'disconnected',
      'connecting',
      'connected',
      'authorized',
    ]);
  });

  it('stays away after a server-side disconnect once logged out', async () => {
    const { client, session } = connect({ reconnectAfterServerDisconnectMs: 100 });
    await until(() => client.status === 'authorized');
    session.loggedIn = false;
    server.disconnectAll();
    await new Promise((r) => setTimeout(r, 400));
    expect(client.status).toBe('disconnected');
    expect(server.connections).toBe(1);
  });

  it('a refused token: unauthorized, then the 5 s retry uses the token current by then', async () => {
    const { client, session } = connect({ reconnectAfterServerDisconnectMs: 200 });
    await until(() => client.status === 'authorized');
    session.token = 'expired';
    client.reconnect();
    await until(() => server.connections === 2);
    await until(() => client.status === 'disconnected');
    session.token = 'access-2';
    await until(() => client.status === 'authorized');
    expect(server.authenticated.map((a) => a.token)).toEqual(['access-1', 'access-2']);
  });

  it('reconnect() (the refresh token changed) re-authenticates with the current access token', async () => {
    const { client, session } = connect();
    await until(() => client.status === 'authorized');
    session.token = 'access-2';
    client.reconnect();
    await until(() => server.authenticated.length === 2 && client.status === 'authorized');
    expect(server.authenticated.map((a) => a.token)).toEqual(['access-1', 'access-2']);
    expect(server.authenticated[0]?.socketId).not.toBe(server.authenticated[1]?.socketId);
  });

  it('waits for connect() when created logged out, and disconnect() keeps it closed', async () => {
    const { client, session } = connect({ autoConnect: true, isLoggedIn: () => false });
    await new Promise((r) => setTimeout(r, 100));
    expect(client.status).toBe('disconnected');
    expect(server.connections).toBe(0);
    session.loggedIn = true;
    client.connect();
    await until(() => client.status === 'authorized');
    client.disconnect();
    expect(client.status).toBe('disconnected');
    await new Promise((r) => setTimeout(r, 100));
    expect(client.status).toBe('disconnected');
  });
});
