import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import {
  addStaffMember,
  createTestApp,
  pairDevice,
  signUpClinic,
  type TestApp,
  testRedisUrl,
} from '../testing/harness.js';
import type { BusEventName } from './events.js';
import { inTransaction } from './tx.js';

const opened: Socket[] = [];
const apps: TestApp[] = [];
afterEach(async () => {
  for (const s of opened.splice(0)) s.close();
  for (const t of apps.splice(0).reverse()) await t.close();
});

async function listening(
  overrides: Parameters<typeof createTestApp>[0] = {},
  options: Parameters<typeof createTestApp>[1] = {},
) {
  const t = await createTestApp({ realtimeAuthTimeoutMs: 400, ...overrides }, options);
  apps.push(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as { port: number };
  return { ...t, url: `http://127.0.0.1:${port}` };
}

/** A websocket-only client that records every event it hears. */
function client(url: string) {
  const socket = connect(url, { transports: ['websocket'], reconnection: false, forceNew: true });
  opened.push(socket);
  const heard: { name: string; payload: unknown }[] = [];
  socket.onAny((name: string, payload: unknown) => heard.push({ name, payload }));
  return { socket, heard };
}

const once = <T = unknown>(socket: Socket, event: string) =>
  new Promise<T>((resolve) => socket.once(event, resolve));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function authenticated(url: string, token: string) {
  const c = client(url);
  await once(c.socket, 'connect');
  const authorized = once<{ clinicId: number }>(c.socket, 'authorized');
  c.socket.emit('authenticate', token);
  await authorized;
  return c;
}

/**
 * Publishes an event after commit as a service would. These tests are about delivery, not payload shapes, so a
 * bare payload stands in for the typed one (`as never` skips the event map on purpose).
 */
function publishCommitted(app: App, clinicId: number, name: BusEventName, payload: object) {
  return inTransaction(app.deps, { clinicId, userId: null }, async (tx) =>
    tx.publish(name, payload as never),
  );
}

describe('realtime', () => {
  it('delivers a clinic’s events only to its authenticated sockets', async () => {
    const t = await listening();
    const a = await signUpClinic(t.app, 'A');
    const b = await signUpClinic(t.app, 'B');
    const staffA = await authenticated(t.url, a.accessToken);
    const staffB = await authenticated(t.url, b.accessToken);
    const anonymous = client(t.url);
    await once(anonymous.socket, 'connect');

    await publishCommitted(t.app, a.user.clinicId, 'appointment.add', { id: 7 });
    await sleep(150);
    expect(staffA.heard).toContainEqual({ name: 'appointment.add', payload: { id: 7 } });
    expect(staffB.heard.filter((e) => e.name === 'appointment.add')).toEqual([]);
    expect(anonymous.heard).toEqual([]);
  });

  it('drops a socket that does not authenticate in time; it never hears an event', async () => {
    const t = await listening();
    const a = await signUpClinic(t.app, 'A');
    const silent = client(t.url);
    await once(silent.socket, 'connect');
    const dropped = once<string>(silent.socket, 'disconnect');
    await publishCommitted(t.app, a.user.clinicId, 'appointment.checkin', { id: 1 });
    expect(await dropped).toBe('io server disconnect');
    expect(silent.heard).toEqual([]);
  });

  it('refuses a bad token and disconnects', async () => {
    const t = await listening();
    const c = client(t.url);
    await once(c.socket, 'connect');
    const refused = once(c.socket, 'unauthorized');
    const dropped = once<string>(c.socket, 'disconnect');
    c.socket.emit('authenticate', 'not-a-token');
    await refused;
    expect(await dropped).toBe('io server disconnect');
    expect(c.heard.map((e) => e.name)).toEqual(['unauthorized']);
  });

  it('publishes only after commit: a rolled-back change announces nothing', async () => {
    const invoiceEvent = {
      code: 'HD000001',
      status: 1000,
      appointmentId: null,
      clinicPatientId: 1,
      total: 0,
      paymentMethod: null,
    };
    const t = await listening();
    const a = await signUpClinic(t.app, 'A');
    const staff = await authenticated(t.url, a.accessToken);
    await expect(
      inTransaction(t.app.deps, { clinicId: a.user.clinicId, userId: a.user.id }, async (tx) => {
        tx.publish('invoice.pay', { ...invoiceEvent, id: 1 });
        throw new Error('payment failed half-way');
      }),
    ).rejects.toThrow('half-way');
    await publishCommitted(t.app, a.user.clinicId, 'invoice.create-update', { ...invoiceEvent, id: 2 });
    await sleep(150);
    expect(staff.heard.map((e) => e.name)).toEqual(['authorized', 'invoice.create-update']);
  });

  it('tells every signed-in colleague when a set-up resource changes, after the write commits', async () => {
    const t = await listening();
    const a = await signUpClinic(t.app, 'A');
    const colleague = await authenticated(t.url, a.accessToken);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/specialties',
      headers: a.headers,
      payload: { name: 'Răng Hàm Mặt' },
    });
    const { id } = created.json().data;
    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/specialties',
      headers: a.headers,
      payload: { name: 'răng hàm mặt' },
    });
    expect(duplicate.statusCode).toBe(400);
    await expect
      .poll(() => colleague.heard.filter((e) => e.name === 'resource.change'), { timeout: 3000 })
      .toEqual([{ name: 'resource.change', payload: { resource: 'specialties', id, action: 'create' } }]);
  });

  it("tells a role's holders to reload their permissions when the role's matrix changes", async () => {
    const t = await listening();
    const a = await signUpClinic(t.app, 'A');
    const staff = await addStaffMember(t.app, a.user.clinicId, { screens: { 2: 10 } });
    const staffSocket = await authenticated(t.url, staff.headers.authorization.slice(7));
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/roles/${staff.role.id}`,
      headers: a.headers,
      payload: { name: staff.role.name, screenPermissions: [{ screenId: 3, level: 10 }], featureIds: [] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await expect
      .poll(() => staffSocket.heard.filter((e) => e.name === 'permissions.change'), { timeout: 3000 })
      .toEqual([{ name: 'permissions.change', payload: { userId: staff.user.id } }]);
  });

  it.runIf(testRedisUrl)(
    'carries an event from one API instance to a socket on another through Redis',
    async () => {
      const first = await listening({ redisUrl: testRedisUrl });
      const second = await listening(
        { redisUrl: testRedisUrl, jwtSecret: first.app.deps.config.jwtSecret },
        { database: first.database },
      );
      const a = await signUpClinic(first.app, 'A');
      const onSecond = await authenticated(second.url, a.accessToken);
      await publishCommitted(first.app, a.user.clinicId, 'appointment.approve', { id: 42 });
      await expect
        .poll(() => onSecond.heard, { timeout: 3000 })
        .toContainEqual({ name: 'appointment.approve', payload: { id: 42 } });
    },
  );

  it.runIf(testRedisUrl)(
    'drops a revoked device on another API instance at once, through Redis',
    async () => {
      const first = await listening({ redisUrl: testRedisUrl });
      const second = await listening(
        { redisUrl: testRedisUrl, jwtSecret: first.app.deps.config.jwtSecret },
        { database: first.database },
      );
      const a = await signUpClinic(first.app, 'A');
      const staff = { authorization: `Bearer ${a.accessToken}` };
      const created = await first.app.inject({
        method: 'POST',
        url: '/api/locations',
        headers: staff,
        payload: { name: 'Cơ sở 1' },
      });
      const locationId = created.json().data.id as number;
      const device = await first.app.inject({
        method: 'POST',
        url: '/api/devices',
        headers: staff,
        payload: { kind: 1, locationId, name: 'Ki-ốt sảnh' },
      });
      const { id } = device.json().data.device as { id: number };
      const { token } = await pairDevice(first.app, device.json().data.pairingCode as string);
      const onSecond = await authenticated(second.url, token);
      const dropped = once(onSecond.socket, 'disconnect');
      const revoke = await first.app.inject({
        method: 'POST',
        url: `/api/devices/${id}/revoke`,
        headers: staff,
      });
      expect(revoke.statusCode).toBe(200);
      await expect(
        Promise.race([dropped.then(() => 'dropped'), sleep(3000).then(() => 'still there')]),
      ).resolves.toBe('dropped');
    },
  );
});
