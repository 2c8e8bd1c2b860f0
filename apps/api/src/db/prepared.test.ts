import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloneTestDatabase } from '../testing/harness.js';
import type { Database } from './client.js';
import { runPrepared, serverName } from './prepared.js';
import { jobs } from './schema/index.js';

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

describe('rows of a statement run by name', () => {
  it('come out as drizzle maps them: nested, decoded (dates, json, numbers), nulls kept, a left join nulled', async () => {
    const db = database.db;
    await db.insert(jobs).values([
      {
        kind: 'map.a',
        key: 'map:1',
        payload: { n: 1, text: 'Nguyễn' },
        runAt: new Date('2026-12-03T01:02:03.456Z'),
      },
      { kind: 'map.b', key: 'map:2', lockedUntil: new Date('2026-12-04T00:00:00Z'), attempts: 2 },
    ]);
    const later = alias(jobs, 'later');
    type Built = { prepare(name: string): { execute(values: Record<string, unknown>): Promise<unknown[]> } };
    const shapes: ((d: Database['db']) => Built)[] = [
      (d: Database['db']) =>
        d
          .select({
            row: jobs,
            twice: sql<number>`${jobs.attempts} * 2`.mapWith(Number),
            key: jobs.key,
            nothing: sql<string | null>`null`,
          })
          .from(jobs)
          .where(sql`${jobs.key} like ${sql.placeholder('like')}`)
          .orderBy(asc(jobs.id)),
      (d: Database['db']) =>
        d
          .select()
          .from(jobs)
          .leftJoin(later, eq(later.id, sql`${jobs.id} + 1`))
          .where(sql`${jobs.key} like ${sql.placeholder('like')}`)
          .orderBy(asc(jobs.id)),
    ];
    for (const [i, build] of shapes.entries()) {
      const byDrizzle = await build(db).prepare(`map_drizzle_${i}`).execute({ like: 'map:%' });
      expect(byDrizzle).toHaveLength(2);
      for (let round = 0; round < 2; round += 1) {
        expect(
          await runPrepared(db, `map_once_${i}`, (d) => build(d as Database['db']), { like: 'map:%' }),
        ).toEqual(byDrizzle);
        expect(
          await db.transaction((tx) =>
            runPrepared(tx, `map_once_${i}`, (d) => build(d as Database['db']), { like: 'map:%' }),
          ),
        ).toEqual(byDrizzle);
      }
    }
  });
});
