import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type ApiClient,
  createApiClient,
  createMemoryTokenStore,
  laboratoriesClient,
  namedResourceClient,
  resourceClient,
  type Specialty,
  type SpecialtyInput,
} from './index';

// A real server holding one in-memory resource, answering like the contract says: paging, keyword, enabled
// filter, sortBy, the name check on DELETE and set-enabled.
interface Seen {
  method: string;
  url: string;
  body: unknown;
  screenId: string | undefined;
}
const seen: Seen[] = [];
let rows: Specialty[] = [];
const app = Fastify();
const now = '2026-01-01T00:00:00.000Z';
app.addHook('onRequest', async (req) => {
  seen.push({ method: req.method, url: req.url, body: null, screenId: req.headers['x-screen-id'] as string });
});
app.addHook('preHandler', async (req) => {
  const last = seen.at(-1);
  if (last) last.body = req.body ?? null;
});
app.get<{ Querystring: Record<string, string> }>('/api/specialties', async (req) => {
  const q = req.query;
  const pageSize = Number(q.pageSize ?? 50);
  const pageNumber = Number(q.pageNumber ?? 1);
  let list = rows.filter((r) => (q.enabled === undefined ? true : String(r.enabled) === q.enabled));
  if (q.keyword) list = list.filter((r) => r.name.toLowerCase().includes(q.keyword!.toLowerCase()));
  if (q.sortBy === 'name')
    list = [...list].sort((a, b) => a.name.localeCompare(b.name) * (q.sortDirection === 'desc' ? -1 : 1));
  const pageData = list.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
  return { data: { pageData, paging: { totalItem: list.length, pageSize, pageNumber } } };
});
app.post<{ Body: SpecialtyInput }>('/api/specialties', async (req) => {
  const row = { ...req.body, id: rows.length + 1, enabled: true, createdAt: now, updatedAt: now };
  rows.push(row);
  return { data: row };
});
app.get<{ Params: { id: string } }>('/api/specialties/:id', async (req, reply) => {
  const row = rows.find((r) => r.id === Number(req.params.id));
  return row ? { data: row } : reply.status(404).send({ message: 'Specialty not found' });
});
app.put<{ Params: { id: string }; Body: SpecialtyInput }>('/api/specialties/:id', async (req) => {
  const row = rows.find((r) => r.id === Number(req.params.id))!;
  Object.assign(row, req.body);
  return { data: row };
});
app.put<{ Params: { id: string }; Body: { enabled: boolean } }>(
  '/api/specialties/:id/set-enabled',
  async (req) => {
    const row = rows.find((r) => r.id === Number(req.params.id))!;
    row.enabled = req.body.enabled;
    return { data: row };
  },
);
app.delete<{ Params: { id: string }; Body?: { name?: string } }>(
  '/api/specialties/:id',
  async (req, reply) => {
    const row = rows.find((r) => r.id === Number(req.params.id));
    if (!row || req.body?.name !== row.name) return reply.status(400).send({ message: 'name mismatch' });
    rows = rows.filter((r) => r !== row);
    return { data: { deleted: true } };
  },
);
app.all('/api/laboratories/*', async (req) => ({
  data: {
    providerId: 1,
    enabled: true,
    baseUrl: null,
    username: null,
    apiKeySet: true,
    apiKeyHint: '••••1a2b',
    echo: req.body ?? null,
  },
}));

let api: ApiClient;
beforeAll(async () => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  api = createApiClient({
    baseURL: `http://127.0.0.1:${port}/api`,
    tokens: createMemoryTokenStore({ accessToken: 'a', refreshToken: 'r' }),
  });
});
afterAll(() => app.close());
beforeEach(() => {
  seen.length = 0;
  rows = [];
});

describe('resourceClient', () => {
  it('creates, gets, updates, lists with keyword/sort/enabled, toggles and deletes with the name', async () => {
    const specialties = resourceClient<Specialty, SpecialtyInput>(api, 'specialties');
    const call = { screenId: 3 };
    const created = await specialties.create({ name: 'Nhi khoa', shortName: 'NK' }, call);
    await specialties.create({ name: 'Da liễu', shortName: null }, call);
    expect(created).toMatchObject({ id: 1, name: 'Nhi khoa', enabled: true });
    expect(await specialties.get(1, call)).toMatchObject({ name: 'Nhi khoa' });
    expect(await specialties.update(1, { name: 'Nhi', shortName: null }, call)).toMatchObject({
      name: 'Nhi',
    });

    const page = await specialties.list(
      { pageSize: 50, pageNumber: 1, keyword: '  ', sortBy: 'name', sortDirection: 'asc', enabled: true },
      call,
    );
    expect(page.pageData.map((r) => r.name)).toEqual(['Da liễu', 'Nhi']);
    expect(seen.at(-1)?.url).toBe(
      '/api/specialties?pageSize=50&pageNumber=1&sortBy=name&sortDirection=asc&enabled=true',
    );
    const found = await specialties.list({ pageSize: 50, pageNumber: 1, keyword: ' nhi ' });
    expect(found.pageData.map((r) => r.id)).toEqual([1]);
    expect(seen.at(-1)?.url).toBe('/api/specialties?pageSize=50&pageNumber=1&keyword=nhi');

    expect(await specialties.setEnabled(1, false, call)).toMatchObject({ enabled: false });
    expect(seen.at(-1)).toMatchObject({
      method: 'PUT',
      url: '/api/specialties/1/set-enabled',
      body: { enabled: false },
    });
    await expect(specialties.remove(1, { name: 'Other' }, call)).rejects.toMatchObject({ status: 400 });
    expect(await specialties.remove(1, { name: 'Nhi' }, call)).toEqual({ deleted: true });
    expect(seen.at(-1)).toMatchObject({ method: 'DELETE', url: '/api/specialties/1', body: { name: 'Nhi' } });
    await expect(specialties.get(1)).rejects.toMatchObject({ status: 404 });
    expect(seen.filter((s) => s.screenId === '3').length).toBeGreaterThan(5);
  });

  it('all() walks pages of 100', async () => {
    rows = Array.from({ length: 230 }, (_, i) => ({
      id: i + 1,
      name: `S${i + 1}`,
      shortName: null,
      enabled: i % 2 === 0,
      createdAt: now,
      updatedAt: now,
    }));
    const specialties = namedResourceClient(api, 'specialties');
    const all = await specialties.all({}, { screenId: 3 });
    expect(all).toHaveLength(230);
    expect(seen.map((s) => s.url)).toEqual([
      '/api/specialties?pageSize=100&pageNumber=1',
      '/api/specialties?pageSize=100&pageNumber=2',
      '/api/specialties?pageSize=100&pageNumber=3',
    ]);
    const enabled = await specialties.all({ enabled: true });
    expect(enabled).toHaveLength(115);
    expect(enabled.every((r) => r.enabled)).toBe(true);
  });

  it('laboratories get and save, sending apiKey only when given', async () => {
    const labs = laboratoriesClient(api);
    expect(await labs.get(1)).toMatchObject({ apiKeyHint: '••••1a2b' });
    await labs.save(2, { enabled: true, baseUrl: 'https://lab.example', username: 'u' }, { screenId: 40 });
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/laboratories/2',
      screenId: '40',
      body: { enabled: true, baseUrl: 'https://lab.example', username: 'u' },
    });
  });
});
