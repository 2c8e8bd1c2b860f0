import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloneTestDatabase } from '../testing/harness.js';
import type { Database } from './client.js';
import { runPrepared, serverName } from './prepared.js';

let database: Database;
beforeAll(async () => {
  database = await cloneTestDatabase();
});
afterAll(() => database.close());

/** A statement answering its own constant, under `name`. */
const answer = (db: Database['db'], name: string, n: number) =>
  runPrepared(
    db,
    name,
    (d) =>
      d
        .select({ n: sql<number>`${sql.raw(String(n))}::int + ${sql.placeholder('add')}::int` })
        .from(sql`(select) as one`),
    { add: 0 },
  );

describe('statements run by name', () => {
  // Two names alike in their first 63 bytes, where PostgreSQL cuts a name: the list's statements per set of filters
  // and order were such names, and the second one's PREPARE failed (42P05, a 500).
  const long = 'patients_page_counted_gender_birthYearFrom_birthYearTo_provinceId_fullName';
  const names = [`${long}_asc`, `${long}_desc`];

  it('stay two statements when their names differ past 63 bytes, outside a transaction and in one', async () => {
    for (let round = 0; round < 3; round += 1) {
      expect(await answer(database.db, names[0]!, 1)).toEqual([{ n: 1 }]);
      expect(await answer(database.db, names[1]!, 2)).toEqual([{ n: 2 }]);
      expect(
        await database.db.transaction(async (tx) => [
          await answer(tx as never, `${names[0]}_tx`, 3),
          await answer(tx as never, `${names[1]}_tx`, 4),
        ]),
      ).toEqual([[{ n: 3 }], [{ n: 4 }]]);
    }
  });

  it('keep a short name as it is, and give a long one a short name of its own', () => {
    expect(serverName('patient_by_id')).toBe('patient_by_id');
    const [asc, desc] = names.map(serverName);
    expect(asc!.length).toBeLessThanOrEqual(63);
    expect(asc).not.toBe(desc);
    expect(serverName(names[0]!)).toBe(asc);
  });
});
