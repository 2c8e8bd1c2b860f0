import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER } from '../../db/seed/demo.js';
import { foreignKeysTo } from '../../testing/foreign-keys.js';
import { createTestApp, type TestApp } from '../../testing/harness.js';

// Two real records of one person, both with a history: visits, prescriptions, paid invoices with their sale lines,
// lab results, packages. The merge keeps every row: each table that points at a patient (read from the
// database's own foreign keys, plus the report tables that copy the patient id) counts on the target after the
// merge what source and target counted before, and the merged record's screens show it all.

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: DEMO_OWNER.phone, password: DEMO_OWNER.password },
  });
  headers = { authorization: `Bearer ${login.json().data.accessToken}` };
}, 120_000);
afterAll(() => t.close());

/** Report tables holding a copy of the patient id with no foreign key: they must follow the merge too. */
const copies = [
  { table: 'sale_lines', columns: ['clinic_id', 'clinic_patient_id'] },
  { table: 'sale_invoices', columns: ['clinic_id', 'clinic_patient_id'] },
];

const rows = async (query: ReturnType<typeof sql>) =>
  (await t.app.deps.db.execute(query)).rows as Record<string, unknown>[];

describe('merging two demo patients with visits', () => {
  it('keeps every row of both on the record kept, and its screens show them', async () => {
    const referencing = [
      ...(await foreignKeysTo(t.app.deps.db, 'clinic_patients')).filter(
        (fk) => fk.table !== 'patient_property_values',
      ),
      ...copies,
    ];
    const patientColumn = (fk: { columns: string[] }) => fk.columns.find((c) => c !== 'clinic_id')!;
    const counts = async (patientId: number) => {
      const out: Record<string, number> = {};
      for (const fk of referencing) {
        const [row] = await rows(
          sql`select count(*)::int as n from ${sql.identifier(fk.table)} where ${sql.identifier(patientColumn(fk))} = ${patientId}`,
        );
        out[`${fk.table}.${patientColumn(fk)}`] = Number(row?.n);
      }
      return out;
    };
    // The two patients with a lab result and a paid invoice each, the most prescriptions first.
    const pair = await rows(sql`
      select p.clinic_patient_id as id from prescriptions p
      where exists (select 1 from lab_results l where l.clinic_patient_id = p.clinic_patient_id)
        and exists (select 1 from invoices i where i.clinic_patient_id = p.clinic_patient_id and i.status = 9000)
      group by p.clinic_patient_id order by count(*) desc, p.clinic_patient_id limit 2`);
    expect(pair).toHaveLength(2);
    const [targetId, sourceId] = pair.map((r) => Number(r.id)) as [number, number];
    const before = { source: await counts(sourceId), target: await counts(targetId) };
    for (const table of ['appointments', 'prescriptions', 'invoices', 'lab_results', 'sale_lines'])
      expect(before.source[`${table}.clinic_patient_id`], table).toBeGreaterThan(0);

    const merged = await t.app.inject({
      method: 'POST',
      url: '/api/clinic-patients/merge',
      headers,
      payload: { sourceId, targetId },
    });
    expect(merged.statusCode, merged.body).toBe(200);

    const after = await counts(targetId);
    for (const key of Object.keys(after))
      expect(after[key], key).toBe((before.source[key] ?? 0) + (before.target[key] ?? 0));
    expect(Object.values(await counts(sourceId)).every((n) => n === 0)).toBe(true);
    expect((await t.call(headers, 'GET', `/clinic-patients/${sourceId}`)).statusCode).toBe(404);

    // What the staff see on the record kept.
    const ok = async (method: 'GET' | 'POST', url: string, payload?: object) => {
      const res = await t.call(headers, method, url, payload);
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
      return res.json().data;
    };
    const details = await ok('GET', `/clinic-patients/${targetId}`);
    const cameIn = await rows(
      sql`select count(*)::int as n from appointments where clinic_patient_id = ${targetId} and status in (3000, 4000, 9000)`,
    );
    expect(details.visits.length).toBe(Math.min(50, Number(cameIn[0]?.n)));
    const invoices = await ok('POST', '/invoices/search?pageSize=100', { clinicPatientId: targetId });
    expect(invoices.paging.totalItem).toBe(after['invoices.clinic_patient_id']);
    const labs = await ok('POST', '/lab-results?pageSize=100', { clinicPatientId: targetId });
    expect(labs.paging.totalItem).toBe(after['lab_results.clinic_patient_id']);
    const trail = await ok('GET', `/clinic-patients/${targetId}/health-trail`);
    expect(trail.diagnoses.length + trail.measurements.length).toBeGreaterThan(0);
  });
});
