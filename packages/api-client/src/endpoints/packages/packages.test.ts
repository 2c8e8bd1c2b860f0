import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, createMemoryTokenStore } from '../../index';
import { packagesClient, purchasedPackagesClient } from './clients';

// A real server that records each call: the package clients fill the path, query and body as the contract says
// (the paths themselves are checked against the server's routes by apps/api's contract test).
const seen: { method: string; url: string; body: unknown }[] = [];
const app = Fastify();
app.all('/api/*', async (req) => {
  seen.push({ method: req.method, url: req.url.replace(/^\/api/, ''), body: req.body ?? null });
  return { data: { answered: req.url } };
});
let packages: ReturnType<typeof packagesClient>;
let purchased: ReturnType<typeof purchasedPackagesClient>;
beforeAll(async () => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const client = createApiClient({
    baseURL: `http://127.0.0.1:${port}/api`,
    tokens: createMemoryTokenStore({ accessToken: 'a', refreshToken: 'r' }),
  });
  const http = { request: client.request };
  packages = packagesClient(http);
  purchased = purchasedPackagesClient(http);
});
afterAll(() => app.close());

describe('package clients', () => {
  it('searches with page and sort in the query and the filter in the body, then walks the workflow', async () => {
    seen.length = 0;
    await packages.search({ pageSize: 20, sortBy: 'name' }, { keyword: 'kham', status: 'approved' });
    await packages.submit(5);
    await packages.approve(5);
    await packages.returnToDraft(5);
    await packages.setEnabled(5, false);
    expect(seen).toEqual([
      {
        method: 'POST',
        url: '/packages/search?pageSize=20&sortBy=name',
        body: { keyword: 'kham', status: 'approved' },
      },
      { method: 'PUT', url: '/packages/5/submit', body: null },
      { method: 'PUT', url: '/packages/5/approve', body: null },
      { method: 'PUT', url: '/packages/5/return-to-draft', body: null },
      { method: 'PUT', url: '/packages/5/set-enabled', body: { enabled: false } },
    ]);
  });

  it('puts a package in patient 7’s cart and takes cart line 9 out', async () => {
    seen.length = 0;
    await purchased.add(7, 3);
    await purchased.list(7);
    await purchased.remove(7, 9);
    expect(seen).toEqual([
      { method: 'POST', url: '/clinic-patients/7/purchased-packages', body: { packageId: 3 } },
      { method: 'GET', url: '/clinic-patients/7/purchased-packages', body: null },
      { method: 'DELETE', url: '/clinic-patients/7/purchased-packages/9', body: null },
    ]);
  });
});
