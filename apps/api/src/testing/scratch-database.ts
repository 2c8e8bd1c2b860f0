// A throw-away PostgreSQL database for the HTTP benchmark's server child (bench/ cannot import pg itself).
import pg from 'pg';
import { withDatabase } from './pg-admin.js';

async function admin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Creates `name` (an identifier the caller chose, never user input) and answers its URL and how to drop it. */
export async function createScratchDatabase(adminUrl: string, name: string) {
  await admin(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  return {
    url: withDatabase(adminUrl, name),
    // FORCE: a server child killed mid-request may leave a connection behind.
    drop: () => admin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}
