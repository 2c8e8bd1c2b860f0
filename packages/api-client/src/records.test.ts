import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient, createMemoryTokenStore } from './index';

// Screens 13 and 14 call these: each call is checked for its method, path, query and body against a real
// server that records what arrives.
const recorded: { method: string; url: string; body: unknown }[] = [];
const app = Fastify();
app.all('/api/*', async (req) => {
  recorded.push({ method: req.method, url: req.url.replace(/^\/api/, ''), body: req.body ?? null });
  return { data: { echoed: true } };
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

const bloodType = {
  name: 'Nhóm máu',
  internalName: 'nhom_mau',
  entityType: 2 as const,
  fieldType: 2 as const,
  size: 3 as const,
  options: ['A', 'B', 'AB', 'O'],
};
const intake = { name: 'Phiếu khám da liễu', entityType: 4 as const, propertyIds: [12, 3, 7] };

describe('properties (screen 13)', () => {
  it('searches one entity by keyword, leaving out a blank keyword', async () => {
    await client.properties.search({ pageSize: 50, pageNumber: 2, entityTypeId: 2, keyword: ' nhom mau ' });
    await client.properties.search({
      pageSize: 50,
      pageNumber: 1,
      keyword: '  ',
      sortBy: 'name',
      sortDirection: 'desc',
    });
    expect(recorded.splice(0)).toEqual([
      {
        method: 'GET',
        url: '/properties/search?pageSize=50&pageNumber=2&entityTypeId=2&keyword=nhom+mau',
        body: null,
      },
      {
        method: 'GET',
        url: '/properties/search?pageSize=50&pageNumber=1&sortBy=name&sortDirection=desc',
        body: null,
      },
    ]);
  });

  it('creates, reads, updates and deletes one property', async () => {
    await client.properties.create(bloodType);
    await client.properties.get(9);
    await client.properties.update(9, { ...bloodType, options: ['A', 'B'] });
    expect(await client.properties.remove(9)).toEqual({ echoed: true });
    expect(recorded.splice(0)).toEqual([
      { method: 'POST', url: '/properties', body: bloodType },
      { method: 'GET', url: '/properties/9', body: null },
      { method: 'PUT', url: '/properties/9', body: { ...bloodType, options: ['A', 'B'] } },
      { method: 'DELETE', url: '/properties/9', body: null },
    ]);
  });
});

describe('forms (screen 14)', () => {
  it('lists by entity, and reads the enabled forms of an entity and one form with its properties', async () => {
    await client.forms.list({
      pageSize: 50,
      pageNumber: 1,
      entityTypeId: 5,
      keyword: 'ket qua',
      sortBy: 'name',
    });
    await client.forms.allByEntityType(4);
    await client.forms.get(3);
    await client.forms.properties(3);
    expect(recorded.splice(0)).toEqual([
      {
        method: 'GET',
        url: '/forms?pageSize=50&pageNumber=1&entityTypeId=5&keyword=ket+qua&sortBy=name',
        body: null,
      },
      { method: 'GET', url: '/forms/all-by-entity-type?entityTypeId=4', body: null },
      { method: 'GET', url: '/forms/3', body: null },
      { method: 'GET', url: '/forms/3/properties', body: null },
    ]);
  });

  it('creates, updates, switches off and deletes a form', async () => {
    await client.forms.create(intake);
    await client.forms.update(3, { ...intake, propertyIds: [7, 12, 3] });
    await client.forms.setEnabled(3, false);
    await client.forms.remove(3);
    expect(recorded.splice(0)).toEqual([
      { method: 'POST', url: '/forms', body: intake },
      { method: 'PUT', url: '/forms/3', body: { ...intake, propertyIds: [7, 12, 3] } },
      { method: 'PUT', url: '/forms/3/set-enabled', body: { enabled: false } },
      { method: 'DELETE', url: '/forms/3', body: null },
    ]);
  });
});
