import type { AddressInfo } from 'node:net';
import { DeviceKind, ScreenId } from '@clinic/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient, createMemoryTokenStore } from '../../index';

// A real server that records each /devices call: the typed client must use the contract's paths and methods
// and send screen 43's id.
interface Seen {
  method: string;
  url: string;
  body: unknown;
  screenId: string | undefined;
}
const seen: Seen[] = [];
const app = Fastify();
app.all('/api/devices*', async (req) => {
  seen.push({
    method: req.method,
    url: req.url.replace(/^\/api/, ''),
    body: req.body ?? null,
    screenId: req.headers['x-screen-id'] as string | undefined,
  });
  return { data: { answered: req.url } };
});
let client: ApiClient;
beforeAll(async () => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  client = createApiClient({
    baseURL: `http://127.0.0.1:${port}/api`,
    tokens: createMemoryTokenStore({ accessToken: 'a', refreshToken: 'r' }),
  });
});
afterAll(() => app.close());

const screen = { screenId: ScreenId.Devices };

describe('devices endpoints', () => {
  it('the manager lists, adds a kiosk, renames it, gives it a new code, revokes and deletes it', async () => {
    await client.devices.list(screen);
    const kiosk = { kind: DeviceKind.Kiosk, locationId: 2, name: 'Ki-ốt Cơ sở Quận 1' };
    const answer = await client.devices.create(kiosk, screen);
    await client.devices.update(7, { name: 'Ki-ốt sảnh', locationId: 3 }, screen);
    await client.devices.newPairingCode(7, screen);
    await client.devices.revoke(7, screen);
    await client.devices.remove(7, screen);

    // The `data` envelope is unwrapped.
    expect(answer).toEqual({ answered: '/api/devices' });
    expect(seen.map(({ method, url, body }) => [method, url, body])).toEqual([
      ['GET', '/devices', null],
      ['POST', '/devices', kiosk],
      ['PUT', '/devices/7', { name: 'Ki-ốt sảnh', locationId: 3 }],
      ['POST', '/devices/7/pairing-code', null],
      ['POST', '/devices/7/revoke', null],
      ['DELETE', '/devices/7', null],
    ]);
    expect(new Set(seen.map((s) => s.screenId))).toEqual(new Set(['43']));
  });
});
