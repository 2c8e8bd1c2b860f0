import { sql } from 'drizzle-orm';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from './client.js';
import { runPrepared } from './prepared.js';

let database: Awaited<ReturnType<typeof openPglite>>;
beforeAll(async () => {
  database = await openPglite();
  await database.db.execute(sql`create table notes (id int primary key)`);
  await database.db.execute(sql`insert into notes values (1)`);
});
afterAll(async () => database.close());

/** A statement of values only: what comes back is exactly what went in, as PGlite typed it. */
const echo = (values: { id: number; text: string | null; ok: boolean }) =>
  runPrepared(
    database.db,
    'echo_values',
    (d) =>
      d
        .select({
          id: sql<number>`${sql.placeholder('id')}::int`,
          text: sql<string | null>`${sql.placeholder('text')}::text`,
          ok: sql<boolean>`${sql.placeholder('ok')}::boolean`,
        })
        .from(sql`(select) as one`),
    values,
  );

describe('statements run by name on PGlite', () => {
  it('are prepared once, then run as EXECUTE with the same answers, quotes, backslashes and nulls included', async () => {
    expect(await echo({ id: 1, text: "it's C:\\temp", ok: true })).toEqual([
      { id: 1, text: "it's C:\\temp", ok: true },
    ]);
    // The PREPARE was queued behind the first call; a statement after it sees it done.
    await database.db.execute(sql`select 1`);
    const prepared = await database.db.execute(sql`select name from pg_prepared_statements`);
    expect(prepared.rows).toEqual([{ name: 'echo_values' }]);
    expect(await echo({ id: 2, text: "'); drop table notes; --", ok: false })).toEqual([
      { id: 2, text: "'); drop table notes; --", ok: false },
    ]);
    expect(await echo({ id: 3, text: null, ok: true })).toEqual([{ id: 3, text: null, ok: true }]);
    expect((await database.db.execute(sql`select count(*)::int as n from notes`)).rows).toEqual([{ n: 1 }]);
  });

  it('inside transactions too: built once, prepared after the first, then run as EXECUTE in each', async () => {
    const add = (tx: Parameters<Parameters<typeof database.db.transaction>[0]>[0], id: number) =>
      runPrepared(
        tx,
        'note_insert',
        (d) =>
          d
            .insert(notes)
            .values({ id: sql.placeholder('id') })
            .returning(),
        { id },
      );
    expect(await database.db.transaction((tx) => add(tx, 10))).toEqual([{ id: 10 }]);
    await database.db.execute(sql`select 1`);
    const prepared = await database.db.execute(sql`select name from pg_prepared_statements order by name`);
    expect(prepared.rows).toContainEqual({ name: 'note_insert' });
    // What the statement tap hears is the statement's own text, not the EXECUTE it became.
    const sent: string[] = [];
    const stop = database.statements.listen((text) => sent.push(text));
    expect(await database.db.transaction((tx) => add(tx, 11))).toEqual([{ id: 11 }]);
    stop();
    expect(sent).toEqual(['BEGIN', expect.stringMatching(/^insert into "notes"/), 'COMMIT']);
    // A transaction rolled back keeps the statement prepared (PREPARE is not transactional) and writes nothing.
    await expect(
      database.db.transaction(async (tx) => {
        await add(tx, 12);
        throw new Error('undone');
      }),
    ).rejects.toThrow('undone');
    expect(await database.db.transaction((tx) => add(tx, 13))).toEqual([{ id: 13 }]);
    const ids = await database.db.execute(sql`select id from notes where id >= 10 order by id`);
    expect(ids.rows).toEqual([{ id: 10 }, { id: 11 }, { id: 13 }]);
  });
});

const notes = pgTable('notes', { id: integer('id').primaryKey() });
