// The search as it was before the search columns and indexes of migration 0013 (one OR of three unaccented substring
// scans, every match counted, sorted by created_at), timed on the bench's rows for the record: seconds at a million, so
// only a few keywords, once each.
import { performance } from 'node:perf_hooks';
import type { Db } from '../apps/api/src/db/client.js';
import { sql } from '../apps/api/src/testing/bench-sql.js';

export async function timeBeforeQuery(db: Db, clinicId: number, keywords: string[]) {
  for (const keyword of keywords) {
    const pattern = `%${keyword}%`;
    const where = sql`clinic_id = ${clinicId} and (f_unaccent(lower(full_name)) like f_unaccent(lower(${pattern}))
      or f_unaccent(lower(phone)) like f_unaccent(lower(${pattern}))
      or f_unaccent(lower(code)) like f_unaccent(lower(${pattern})))`;
    const start = performance.now();
    await Promise.all([
      db.execute(
        sql`select * from clinic_patients where ${where} order by created_at desc nulls last, id desc limit 50`,
      ),
      db.execute(sql`select count(*) from clinic_patients where ${where}`),
    ]);
    console.log(`before: "${keyword}" at 1M, one request: ${(performance.now() - start).toFixed(0)} ms`);
  }
}
