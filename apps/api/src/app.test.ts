import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { errors, KIOSK_TICKET_PAGE_STYLE, PRINT_PAGE_STYLES } from '@clinic/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './testing/harness.js';

/** A stand-in for the built PWAs: each app's dist/ with an index.html and one hashed asset. */
function fakeBuiltApps() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'clinic-apps-'));
  for (const dir of ['staff', 'booking', 'kiosk', 'queue-display']) {
    mkdirSync(path.join(root, dir, 'dist', 'assets'), { recursive: true });
    writeFileSync(path.join(root, dir, 'dist', 'index.html'), `<!doctype html><title>${dir}</title>`);
    writeFileSync(path.join(root, dir, 'dist', 'assets', 'main-abc123.js'), `console.log('${dir}')`);
  }
  // What the build's precompress step writes beside a file (the bytes are the compressed file's).
  const bundle = path.join(root, 'booking', 'dist', 'assets', 'big-def456.js');
  writeFileSync(bundle, `console.log('${'booking '.repeat(200)}')`);
  writeFileSync(`${bundle}.br`, brotliCompressSync(readFileSync(bundle)));
  writeFileSync(`${bundle}.gz`, gzipSync(readFileSync(bundle)));
  return root;
}

let t: TestApp;
let appsDir: string;
beforeAll(async () => {
  appsDir = fakeBuiltApps();
  t = await createTestApp({ appsDir });
});
afterAll(async () => {
  await t.close();
  rmSync(appsDir, { recursive: true, force: true });
});

describe('the platform around the routes', () => {
  it('reports health with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'ok', database: t.database.kind });
  });

  it('checks the database once for many health checks, and reports it gone within a second', async () => {
    const own = await createTestApp();
    // The freshness of a ping is judged by monotonic time, faked here so the second can pass at once.
    vi.useFakeTimers({ toFake: ['performance'] });
    const pings: string[] = [];
    const stop = own.database.statements.listen((text) => {
      if (/^select 1$/i.test(text.trim())) pings.push(text);
    });
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => own.app.inject({ method: 'GET', url: '/api/health' })),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
      expect((await own.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect(pings).toHaveLength(1);
      await own.database.close();
      vi.advanceTimersByTime(999);
      expect((await own.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      vi.advanceTimersByTime(2);
      expect((await own.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBeGreaterThanOrEqual(
        500,
      );
    } finally {
      vi.useRealTimers();
      stop();
      await own.app.close();
    }
  });

  it('documents every route in OpenAPI, with the bearer scheme on staff routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const spec = res.json();
    for (const route of t.app.routeTable.filter((r) => r.clinic && r.method !== 'HEAD')) {
      const openApiPath = route.url.replace(/:(\w+)/g, '{$1}');
      expect(
        spec.paths[openApiPath]?.[route.method.toLowerCase()],
        `${route.method} ${route.url}`,
      ).toBeDefined();
    }
    expect(spec.paths['/api/users/me'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(spec.paths['/api/auth/login'].post.security).toBeUndefined();
    expect(
      spec.paths['/api/auth/login'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(['username', 'password']);
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });

  it('answers an unknown API path with a translated 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing?lang=en' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: errors.routeNotFound.code, message: errors.routeNotFound.en });
  });

  it('serves each PWA under its prefix with a strict CSP, and index.html for client routes', async () => {
    for (const [url, title] of [
      ['/', 'staff'],
      ['/settings/doctors', 'staff'],
      ['/booking/', 'booking'],
      ['/booking/phong-kham-an-tam', 'booking'],
      ['/kiosk/', 'kiosk'],
      ['/display/', 'queue-display'],
      ['/display', 'queue-display'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(`<title>${title}</title>`);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      // The kiosk ticket's and the print sizes' @page rules (react-to-print's inline <style>) are allowed by their
      // exact hashes, and no other inline style is.
      const styleSrc = csp.split(';').find((d) => d.startsWith('style-src '));
      const pageRules = [...new Set([KIOSK_TICKET_PAGE_STYLE, ...Object.values(PRINT_PAGE_STYLES)])];
      const hashes = pageRules.map((css) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`);
      expect(styleSrc?.split(' ').sort()).toEqual(['style-src', "'self'", ...hashes].sort());
      // The print-template preview frames its PDF's blob: URL; plugins stay off.
      expect(csp).toContain("frame-src 'self' blob:");
      expect(csp).toContain("object-src 'none'");
    }
    const asset = await t.app.inject({ method: 'GET', url: '/kiosk/assets/main-abc123.js' });
    expect(asset.body).toBe("console.log('kiosk')");
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    // A missing file is a 404, not the app shell (a stale chunk must fail loudly, not parse HTML as JS).
    expect((await t.app.inject({ method: 'GET', url: '/kiosk/assets/gone-000.js' })).statusCode).toBe(404);
  });

  it("announces a booking page's first call, its clinic's profile, with the page (Link: rel=preload)", async () => {
    for (const url of ['/booking/phong-kham-an-tam', '/booking/phong-kham-an-tam/my-booking?code=X']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers.link, url).toBe(
        '</api/public/clinics/phong-kham-an-tam>; rel=preload; as=fetch; crossorigin=anonymous',
      );
    }
    // No clinic in the address, or not the booking site: nothing to announce.
    for (const url of ['/booking/', '/booking/Khong%20hop%20le', '/settings/doctors', '/kiosk/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.link, url).toBeUndefined();
    }
  });

  it('serves the precompressed copy a browser accepts, marked to vary, and the plain file otherwise', async () => {
    const url = '/booking/assets/big-def456.js';
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain("console.log('booking");
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });
});
