import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openPglite, openPostgres } from '../db/client.js';
import { withDatabase } from './pg-admin.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    pgTemplate: string;
  }
}

/**
 * Migrates one template database for the whole run; each test file clones it (a PGlite data-dir dump, or a
 * PostgreSQL `CREATE DATABASE … TEMPLATE`), which is far faster than migrating per file.
 */
export default async function setup(project: TestProject) {
  const pgUrl = process.env.TEST_PG_URL;
  if (pgUrl) {
    // One template per run (named by the process), so two runs on one server never drop each other's.
    const template = `clinic_test_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${template}`);
    await admin.end();
    const database = await openPostgres(withDatabase(pgUrl, template));
    await migrateDatabase(database);
    await database.close();
    project.provide('pgTemplate', template);
    project.provide('pgliteDump', '');
    return async () => {
      const drop = new pg.Client({ connectionString: pgUrl });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await drop.end();
    };
  }
  const database = await openPglite();
  await migrateDatabase(database);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'clinic-pglite-'));
  const file = path.join(dir, 'template.tar.gz');
  // biome-ignore lint/suspicious/noExplicitAny: reaching the PGlite client behind drizzle to dump its data dir.
  const client = (database.db as any).$client;
  const dump: Blob = await client.dumpDataDir('gzip');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteDump', file);
  project.provide('pgTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
