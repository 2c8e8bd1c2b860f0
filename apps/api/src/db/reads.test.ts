import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/harness.js';
import { readAll } from './reads.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A read that logs when it starts and ends, around a real query. */
const traced = (log: string[], name: string, db: Parameters<typeof readAll>[0]) => async () => {
  log.push(`${name} start`);
  const result = await db.execute(sql`select ${name}::text as name`);
  log.push(`${name} end`);
  return result.rows[0]?.name;
};

describe('readAll', () => {
  it('runs the reads one after another inside a transaction (one connection), with their results in order', async () => {
    const log: string[] = [];
    const results = await t.app.deps.db.transaction((tx) =>
      readAll(tx, [traced(log, 'a', tx), traced(log, 'b', tx)] as const),
    );
    expect(results).toEqual(['a', 'b']);
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end']);
  });

  it('starts them together outside a transaction', async () => {
    const log: string[] = [];
    const db = t.app.deps.db;
    expect(await readAll(db, [traced(log, 'a', db), traced(log, 'b', db)] as const)).toEqual(['a', 'b']);
    expect(log.slice(0, 2)).toEqual(['a start', 'b start']);
  });
});
