import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.js';
import type { Database } from '../../db/client.js';
import { cloneTestDatabase, testConfig } from '../../testing/harness.js';
import { validNationalPayload } from './fixtures.js';

// The demo's default: no NATIONAL_RX_URL, so the API mounts the stand-in on its own server and its gateway sends
// there over HTTP. The mount adds no route (nothing for the contracts or OpenAPI) and none of the API's guards.

describe('the stand-in mounted in the API', () => {
  let app: App;
  let database: Database;
  let own = '';
  beforeAll(async () => {
    database = await cloneTestDatabase();
    app = await buildApp(testConfig({ port: 0 }), { database, logger: false, print: () => {} });
    await app.listen({ port: 0, host: '127.0.0.1' });
    own = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('is where the gateway sends, at the API’s own address, and answers as the national system', async () => {
    const gateway = app.deps.nationalPrescription;
    expect(gateway.target).toEqual({ url: `${own}/national-stand-in`, standIn: true });
    const outcome = await gateway.send({ username: '406180001', password: 'demo' }, validNationalPayload);
    expect(outcome).toEqual({ kind: 'sent', nationalId: 'DT1' });
    const refused = await gateway.send({ username: '406180001', password: 'secret' }, validNationalPayload);
    expect(refused).toEqual({ kind: 'rejected', errors: [{ message: 'national.badCredentials' }] });
  });

  it('needs none of the API’s sign-in, and adds no route', async () => {
    const response = await fetch(`${own}/national-stand-in/api/v1/gui-don-thuoc`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(validNationalPayload),
    });
    // The national system's own answer to a missing token, not the API's.
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ success: false, message: expect.any(String) });
    expect(app.routeTable.filter((r) => r.url.includes('national-stand-in'))).toEqual([]);
  });

  it('is not mounted when NATIONAL_RX_URL names the national system', async () => {
    const other = await buildApp(testConfig({ nationalRxUrl: 'https://national.example' }), {
      database,
      logger: false,
      print: () => {},
    });
    try {
      expect(other.deps.nationalPrescription.target).toEqual({
        url: 'https://national.example',
        standIn: false,
      });
      const response = await other.inject({
        method: 'POST',
        url: '/national-stand-in/api/auth/dang-nhap-co-so-kham-chua-benh',
        payload: { ma_lien_thong_co_so_kham_chua_benh: 'x', password: 'demo' },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });
});
