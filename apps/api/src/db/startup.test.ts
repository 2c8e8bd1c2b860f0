import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig, missingSharedSecrets } from '../config.js';
import { testPgUrl } from '../testing/harness.js';
import { withDatabase } from '../testing/pg-admin.js';
import { migrationsFolder } from './client.js';

const sharedEnv = {
  DATABASE_URL: 'postgres://db.internal/clinic',
  JWT_SECRET: 's'.repeat(48),
  VAPID_PUBLIC_KEY: 'public',
  VAPID_PRIVATE_KEY: 'private',
};

describe('secrets shared by instances', () => {
  it('asks for no secret of an instance that stands alone', () => {
    expect(missingSharedSecrets({})).toEqual([]);
  });

  it('names JWT_SECRET and the VAPID pair when a shared database or Redis is set without them', () => {
    expect(missingSharedSecrets({ DATABASE_URL: sharedEnv.DATABASE_URL })).toEqual([
      'JWT_SECRET',
      'VAPID_PUBLIC_KEY',
      'VAPID_PRIVATE_KEY',
    ]);
    expect(missingSharedSecrets({ REDIS_URL: 'redis://cache', JWT_SECRET: 'x' })).toEqual([
      'VAPID_PUBLIC_KEY',
      'VAPID_PRIVATE_KEY',
    ]);
    expect(missingSharedSecrets(sharedEnv)).toEqual([]);
  });

  it('asks no VAPID pair when pushes go through FCM', () => {
    expect(
      missingSharedSecrets({
        REDIS_URL: 'redis://cache',
        JWT_SECRET: 'x',
        FIREBASE_CREDENTIALS_JSON: '{}',
        FIREBASE_WEB_CONFIG: '{}',
      }),
    ).toEqual([]);
  });

  it('refuses to start, naming the variable, rather than generate a secret of its own', () => {
    const { JWT_SECRET: _, ...withoutJwt } = sharedEnv;
    expect(() => loadConfig(withoutJwt)).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ ...sharedEnv, VAPID_PRIVATE_KEY: '' })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(loadConfig(sharedEnv).jwtSecret).toBe(sharedEnv.JWT_SECRET);
  });

  it('seeds the demo clinic by default only on the embedded database', () => {
    expect(loadConfig({}, { dataDir: ':memory:' }).seedDemo).toBe(true);
    expect(loadConfig(sharedEnv).seedDemo).toBe(false);
    expect(loadConfig({ ...sharedEnv, SEED_DEMO: 'on' }).seedDemo).toBe(true);
  });
});

describe.runIf(testPgUrl)('instances started at once on an empty PostgreSQL', () => {
  it('all come up, every migration applied once and the demo clinic made once', {
    timeout: 120_000,
  }, async () => {
    const name = `clinic_startup_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: testPgUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = withDatabase(testPgUrl!, name);
    const config = () =>
      loadConfig(
        {},
        {
          databaseUrl: url,
          dataDir: ':memory:',
          jwtSecret: 'startup-secret-startup-secret-startup-secret',
          seedDemo: true,
          appsDir: undefined,
          logLevel: 'silent',
          jobsPollMs: 0,
        },
      );
    try {
      const apps = await Promise.all([1, 2, 3].map(() => buildApp(config(), { print: () => {} })));
      try {
        for (const app of apps) expect((await app.inject('/api/health')).statusCode).toBe(200);
        const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
        const check = new pg.Client({ connectionString: url });
        await check.connect();
        const applied = await check.query('select hash from drizzle.__drizzle_migrations');
        const clinics = await check.query('select count(*)::int as n from clinics');
        await check.end();
        expect(applied.rowCount).toBe(journal.entries.length);
        expect(new Set(applied.rows.map((r) => r.hash)).size).toBe(journal.entries.length);
        expect(clinics.rows[0].n).toBe(1);
      } finally {
        await Promise.all(apps.map((app) => app.close()));
      }
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
