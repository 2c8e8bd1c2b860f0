import { errors, PermissionLevel, ScreenId } from '@clinic/domain';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addStaffMember,
  createTestApp,
  fillClinic,
  pairDevice,
  signUpClinic,
  type TestApp,
} from '../../testing/harness.js';
import { PAIRING_LIMIT } from './pairing.service.js';

// The practice manager sets up a kiosk for the front door on screen 43: she names it, picks the location and
// reads the 6-digit code off the screen; the kiosk's tablet types it and is paired for good. The list shows it
// paired and online. A code works once and for ten minutes; a new code re-pairs the device and retires its old
// token; a revoke cuts it off at once, its live connection included. The clock is the test's to move.

let clock = new Date('2026-03-02T02:00:00.000Z');
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

let t: TestApp;
let url = '';
let owner: Awaited<ReturnType<typeof signUpClinic>>;
let location = 0;
const sockets: Socket[] = [];
const pair = (code: string, remoteAddress = '10.20.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/devices/pair', remoteAddress, payload: { code } });
const me = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/device/me', headers });
function refused(
  res: { statusCode: number; body: string; json(): { code: unknown } },
  key: keyof typeof errors,
) {
  expect(res.statusCode, res.body).toBe(errors[key].status);
  expect(res.json().code).toBe(errors[key].code);
}
let nameSeq = 0;
async function newDevice(kind = 1) {
  nameSeq += 1;
  const res = await t.call(owner.headers, 'POST', '/devices', {
    kind,
    locationId: location,
    name: `Kiosk cửa ${nameSeq}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    device: { id: number; name: string };
    pairingCode: string;
    pairingExpiresAt: string;
  };
}
const listed = async (id: number) =>
  (
    (await t.call(owner.headers, 'GET', '/devices')).json().data as {
      id: number;
      status: string;
      online: boolean;
    }[]
  ).find((d) => d.id === id);

beforeAll(async () => {
  t = await createTestApp({ realtimeAuthTimeoutMs: 2000 }, { clock: () => clock });
  owner = await signUpClinic(t.app, 'Dev');
  location = (await fillClinic(t.app, owner.headers, 'D')).location.id;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

describe('pairing', () => {
  it('creates a device with a 6-digit code; the code pairs once, and the list shows it paired and online', async () => {
    const created = await newDevice();
    expect(created.pairingCode).toMatch(/^\d{6}$/);
    expect(created.device).toMatchObject({
      status: 'pairing',
      locationId: location,
      locationName: 'Cơ sở D',
    });
    expect(new Date(created.pairingExpiresAt).getTime() - clock.getTime()).toBe(10 * 60_000);

    const res = await pair(created.pairingCode);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.token).toMatch(/^dev_[A-Za-z0-9_-]{43}$/);
    expect(data).toMatchObject({
      device: { id: created.device.id, kind: 1, name: created.device.name },
      clinic: { name: owner.input.clinicName, logoUrl: null },
      location: { id: location, name: 'Cơ sở D', address: '1 Lê Lợi' },
    });
    refused(await pair(created.pairingCode), 'pairingCodeInvalid');
    expect((await me({ authorization: `Bearer ${data.token}` })).statusCode).toBe(200);
    expect(await listed(created.device.id)).toMatchObject({
      status: 'paired',
      online: true,
      pairingExpiresAt: null,
    });
    // Silent for longer than DEVICE_ONLINE_SECONDS: still paired, no longer online.
    advance(151_000);
    expect(await listed(created.device.id)).toMatchObject({ status: 'paired', online: false });
  });

  it('refuses a wrong code and an expired one with the same error', async () => {
    refused(await pair('000000'), 'pairingCodeInvalid');
    const created = await newDevice();
    advance(10 * 60_000 + 1000);
    refused(await pair(created.pairingCode), 'pairingCodeInvalid');
    expect(await listed(created.device.id)).toMatchObject({ status: 'expired', online: false });
  });

  it('allows 10 pairing attempts per 10 minutes per address', async () => {
    for (let i = 0; i < PAIRING_LIMIT.limit; i += 1)
      refused(await pair('111111', '10.20.9.9'), 'pairingCodeInvalid');
    refused(await pair('111111', '10.20.9.9'), 'tooManyAttempts');
  });

  it('re-pairs with a new code: the old token works until then, and not after', async () => {
    const created = await newDevice();
    const first = await pairDevice(t.app, created.pairingCode);
    const again = await t.call(owner.headers, 'POST', `/devices/${created.device.id}/pairing-code`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.device.status).toBe('paired');
    expect((await me(first.headers)).statusCode).toBe(200);
    const second = await pairDevice(t.app, again.json().data.pairingCode);
    refused(await me(first.headers), 'unauthorized');
    expect((await me(second.headers)).statusCode).toBe(200);
  });
});

describe('staff management', () => {
  it('keeps names unique per clinic, case-insensitively, and moves a device at once', async () => {
    const created = await newDevice();
    const paired = await pairDevice(t.app, created.pairingCode);
    refused(
      await t.call(owner.headers, 'POST', '/devices', {
        kind: 2,
        locationId: location,
        name: created.device.name.toUpperCase(),
      }),
      'duplicateName',
    );
    const other = await newDevice(2);
    refused(
      await t.call(owner.headers, 'PUT', `/devices/${other.device.id}`, {
        name: created.device.name,
        locationId: location,
      }),
      'duplicateName',
    );
    refused(
      await t.call(owner.headers, 'POST', '/devices', { kind: 1, locationId: 999999, name: 'Xa lạ' }),
      'locationNotFound',
    );

    const moved = await t.call(owner.headers, 'POST', '/locations', {
      name: 'Cơ sở mới',
      address: '2 Hai Bà Trưng',
      provinceId: 58,
    });
    const res = await t.call(owner.headers, 'PUT', `/devices/${created.device.id}`, {
      name: 'Kiosk tầng 2',
      locationId: moved.json().data.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Kiosk tầng 2',
      locationName: 'Cơ sở mới',
      status: 'paired',
    });
    expect((await me(paired.headers)).json().data.location.name).toBe('Cơ sở mới');

    // Another clinic may use the same name.
    const b = await signUpClinic(t.app, 'DevB');
    const bLoc = await t.call(b.headers, 'POST', '/locations', {
      name: 'Cơ sở B1',
      address: '3 Lý Tự Trọng',
      provinceId: 58,
    });
    expect(
      (
        await t.call(b.headers, 'POST', '/devices', {
          kind: 1,
          locationId: bLoc.json().data.id,
          name: 'Kiosk tầng 2',
        })
      ).statusCode,
    ).toBe(200);
    // ...and cannot see, rename, revoke or delete this clinic's device.
    expect(
      ((await t.call(b.headers, 'GET', '/devices')).json().data as { id: number }[]).map((d) => d.id),
    ).not.toContain(created.device.id);
    refused(
      await t.call(b.headers, 'PUT', `/devices/${created.device.id}`, {
        name: 'X',
        locationId: bLoc.json().data.id,
      }),
      'deviceNotFound',
    );
    refused(await t.call(b.headers, 'POST', `/devices/${created.device.id}/revoke`), 'deviceNotFound');
    refused(await t.call(b.headers, 'DELETE', `/devices/${created.device.id}`), 'deviceNotFound');
    expect((await me(paired.headers)).statusCode).toBe(200);
  });

  it('needs screen 43: Read lists, Write changes', async () => {
    const reader = await addStaffMember(t.app, owner.user.clinicId, {
      screens: { [ScreenId.Devices]: PermissionLevel.Read },
    });
    const writer = await addStaffMember(t.app, owner.user.clinicId, {
      screens: { [ScreenId.Devices]: PermissionLevel.Write },
    });
    expect((await t.call(reader.headers, 'GET', '/devices')).statusCode).toBe(200);
    refused(
      await t.call(reader.headers, 'POST', '/devices', { kind: 1, locationId: location, name: 'Đọc thôi' }),
      'noPermission',
    );
    expect(
      (await t.call(writer.headers, 'POST', '/devices', { kind: 1, locationId: location, name: 'Được ghi' }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a device token on staff routes (403) and a staff token on device routes (401)', async () => {
    const paired = await pairDevice(t.app, (await newDevice()).pairingCode);
    refused(await t.call(paired.headers, 'GET', '/devices'), 'noPermission');
    refused(await t.call(paired.headers, 'GET', '/users/me'), 'noPermission');
    refused(await me(owner.headers), 'unauthorized');
  });
});

describe('revoking', () => {
  const connected = async (token: string) => {
    const socket = connect(url, { transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(socket);
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const authorized = new Promise<{ clinicId: number; deviceId: number }>((resolve) =>
      socket.once('authorized', resolve),
    );
    socket.emit('authenticate', token);
    return { socket, authorized: await authorized };
  };

  it('cuts the device off at once: the next call is 401 and its open socket is dropped', async () => {
    const created = await newDevice();
    const paired = await pairDevice(t.app, created.pairingCode);
    const { socket, authorized } = await connected(paired.token);
    expect(authorized).toEqual({ clinicId: owner.user.clinicId, deviceId: created.device.id });
    const told = new Promise((resolve) => socket.once('unauthorized', () => resolve('unauthorized')));
    const dropped = new Promise((resolve) => socket.once('disconnect', resolve));

    const res = await t.call(owner.headers, 'POST', `/devices/${created.device.id}/revoke`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'revoked', online: false });
    expect(await told).toBe('unauthorized');
    expect(await dropped).toBe('io server disconnect');
    refused(await me(paired.headers), 'unauthorized');

    // A new code and pairing bring it back.
    const code = (await t.call(owner.headers, 'POST', `/devices/${created.device.id}/pairing-code`)).json()
      .data.pairingCode;
    const back = await pairDevice(t.app, code);
    expect((await me(back.headers)).statusCode).toBe(200);
    expect(await listed(created.device.id)).toMatchObject({ status: 'paired' });
  });

  it('drops the sockets of a deleted device and of one re-paired elsewhere', async () => {
    const created = await newDevice();
    const paired = await pairDevice(t.app, created.pairingCode);
    const old = await connected(paired.token);
    const droppedOld = new Promise((resolve) => old.socket.once('disconnect', resolve));
    const code = (await t.call(owner.headers, 'POST', `/devices/${created.device.id}/pairing-code`)).json()
      .data.pairingCode;
    const fresh = await pairDevice(t.app, code);
    expect(await droppedOld).toBe('io server disconnect');

    const live = await connected(fresh.token);
    const droppedLive = new Promise((resolve) => live.socket.once('disconnect', resolve));
    const res = await t.call(owner.headers, 'DELETE', `/devices/${created.device.id}`);
    expect(res.json().data).toEqual({ id: created.device.id });
    expect(await droppedLive).toBe('io server disconnect');
    refused(await me(fresh.headers), 'unauthorized');
    expect(await listed(created.device.id)).toBeUndefined();
  });
});
