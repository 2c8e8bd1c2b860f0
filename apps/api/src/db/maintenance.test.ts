import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpClinic, type TestApp } from '../testing/harness.js';
import { maintainEmbedded } from './maintenance.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function patientTableStats() {
  // Vacuum's own report, not n_dead_tup: a backend sends its counts of dead rows to the statistics lazily, so
  // they may land after the vacuum that removed the rows.
  const rows = await t.app.deps.db.execute<{ reltuples: number; vacuumed: boolean }>(
    sql`select c.reltuples::float8 as reltuples, s.last_vacuum is not null as vacuumed
        from pg_class c join pg_stat_user_tables s on s.relid = c.oid where c.relname = 'clinic_patients'`,
  );
  return rows.rows[0]!;
}

describe('the embedded database is vacuumed and analysed by the API', () => {
  it('on PGlite, gives the planner statistics and reclaims dead rows; on PostgreSQL leaves it to autovacuum', async () => {
    const clinic = await signUpClinic(t.app, 'Maintained');
    for (const fullName of ['Nguyễn Văn An', 'Trần Thị Bích', 'Lê Văn Lan']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/clinic-patients',
        headers: clinic.headers,
        payload: { fullName, phone: '0912345678', gender: 1 },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    await t.app.deps.db.execute(sql`update clinic_patients set address = 'Huế'`);
    const ran = await maintainEmbedded(t.database);
    expect(ran).toBe(t.database.kind === 'pglite');
    if (!ran) return;
    expect(await patientTableStats()).toEqual({ reltuples: 3, vacuumed: true });
  });
});
