import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient, createMemoryTokenStore } from './index';

// A real server that records each /clinic-patients call: the typed client must put paging and order in the
// query, the filter in the body, and send the screen id (12) it is given.
interface Seen {
  method: string;
  url: string;
  body: unknown;
  screenId: string | undefined;
}
const seen: Seen[] = [];
const app = Fastify();
app.all('/api/clinic-patients*', async (req) => {
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

const screen = { screenId: 12 };
const patient = {
  fullName: 'Trần Thị Bích',
  gender: 1 as const,
  phone: '0912345678',
  yearOfBirth: 1990,
  nationality: 192 as const,
  properties: [{ propertyId: 3, value: [41, 42] }],
};

describe('patients endpoints', () => {
  it('search: page and order in the query, the filter in the body', async () => {
    await client.patients.search(
      { pageSize: 50, pageNumber: 2, orderBy: 'fullName', orderByType: 'asc' },
      { keyword: 'tran thi', gender: 1, birthYearFrom: 1980, birthYearTo: 1995, provinceId: 24 },
      screen,
    );
    expect(seen.at(-1)).toEqual({
      method: 'POST',
      url: '/clinic-patients/search?pageSize=50&pageNumber=2&orderBy=fullName&orderByType=asc',
      body: { keyword: 'tran thi', gender: 1, birthYearFrom: 1980, birthYearTo: 1995, provinceId: 24 },
      screenId: '12',
    });
  });

  it('search without an order leaves the server its default (newest first) and sends an empty filter', async () => {
    await client.patients.search({ pageSize: 50, pageNumber: 1, orderBy: undefined });
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      url: '/clinic-patients/search?pageSize=50&pageNumber=1',
      body: {},
    });
  });

  it('get, create, update, delete, save properties and merge use their own paths', async () => {
    seen.length = 0;
    await client.patients.get(7, screen);
    await client.patients.create(patient, screen);
    await client.patients.update(7, patient, screen);
    await client.patients.remove(7, screen);
    await client.patients.saveProperties(7, [{ propertyId: 3, value: null }], screen);
    await client.patients.merge({ sourceId: 8, targetId: 7 }, screen);
    expect(seen.map(({ method, url, body }) => [method, url, body])).toEqual([
      ['GET', '/clinic-patients/7', null],
      ['POST', '/clinic-patients', patient],
      ['PUT', '/clinic-patients/7', patient],
      ['DELETE', '/clinic-patients/7', null],
      ['PUT', '/clinic-patients/7/properties', { properties: [{ propertyId: 3, value: null }] }],
      ['POST', '/clinic-patients/merge', { sourceId: 8, targetId: 7 }],
    ]);
    expect(new Set(seen.map((s) => s.screenId))).toEqual(new Set(['12']));
  });
});
