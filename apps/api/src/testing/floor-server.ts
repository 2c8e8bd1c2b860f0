// The HTTP benchmark's floor: for each endpoint that reads or writes the database, the fewest statements that
// could answer it, sent by a bare Fastify over node-postgres with no sign-in, guard, validation, paging count,
// audit detail or response schema. What it reaches on this machine bounds what any implementation of the endpoint
// built on the same driver can reach, so the suite prints it under each endpoint (bench/http/suite.ts).
// Started by bench/http as a child process on the API's benchmark database, which holds the demo clinic only.
import { AppointmentStatus, FormOwnerKind } from '@clinic/domain';
import Fastify from 'fastify';
import pg from 'pg';

// The API's own pool size (db/client.ts), so neither side gets more connections to PostgreSQL.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const clinicId: number = (await pool.query('select min(id) as id from clinics')).rows[0].id;

const first = async (name: string, text: string, values: unknown[]) =>
  (await pool.query({ name, text, values })).rows;

const app = Fastify({ logger: false });

// GET /api/clinic-patients/{id}: the record by key, in its clinic, with what the record answers beside its columns
// (the clinic's column-backed properties, the patient's stored property values, the last 50 visits): a floor that
// read the row alone would count the database's work for those as the API's overhead.
const visitStatuses = [AppointmentStatus.CheckedIn, AppointmentStatus.InProgress, AppointmentStatus.Finished];
app.get<{ Params: { id: string } }>('/read/:id', async (req) => ({
  data: (
    await first(
      'read',
      `select p.*,
         (select coalesce(json_agg(t), '[]'::json) from (
            select id, internal_name from properties
            where clinic_id = p.clinic_id and entity_type = $3 and fixed
              and internal_name in ('height', 'weight', 'medical_history', 'allergy')
            order by id) t) as fixed_properties,
         (select coalesce(json_agg(t), '[]'::json) from (
            select property_id, value from patient_property_values
            where clinic_id = p.clinic_id and patient_id = p.id order by property_id) t) as stored_values,
         (select coalesce(json_agg(t), '[]'::json) from (
            select a.id, a.code, a.start_at, d.name from appointments a
            left join doctors d on d.clinic_id = a.clinic_id and d.id = a.doctor_id
            where a.clinic_id = p.clinic_id and a.clinic_patient_id = p.id and a.status = any($4)
            order by a.start_at desc limit 50) t) as visits
       from clinic_patients p where p.id = $1 and p.clinic_id = $2`,
      [Number(req.params.id), clinicId, FormOwnerKind.ClinicPatient, visitStatuses],
    )
  )[0],
}));

// POST /api/clinic-patients/search with no keyword: the newest 50 list items (no count of the matches).
app.post('/search', async () => ({
  data: {
    pageData: await first(
      'search',
      `select id, code, full_name, gender, phone, email, birthday, year_of_birth, province_id, address,
              avatar_file_id, created_at
       from clinic_patients where clinic_id = $1 order by created_at desc, id desc limit 50`,
      [clinicId],
    ),
  },
}));

// GET /api/locations: the clinic's first page of locations.
app.get('/locations', async () => ({
  data: {
    pageData: await first('locations', 'select * from locations where clinic_id = $1 order by id limit 50', [
      clinicId,
    ]),
  },
}));

// POST /api/clinic-patients: the patient and its activity-log row in one transaction.
let created = 0;
app.post('/create', async () => {
  const client = await pool.connect();
  try {
    await client.query('begin');
    created += 1;
    const [patient] = (
      await client.query({
        name: 'create',
        text: `insert into clinic_patients (clinic_id, code, full_name, gender, phone, nationality)
               values ($1, $2, 'Nguyễn Thị Benchmark', 0, '0912345678', 192) returning *`,
        values: [clinicId, `FLOOR${process.pid}-${created}`],
      })
    ).rows;
    await client.query({
      name: 'audit',
      text: 'insert into activity_logs (clinic_id, entity_type, entity_id, action) values ($1, 1, $2, 1)',
      values: [clinicId, patient.id],
    });
    await client.query('commit');
    return { data: patient };
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
});

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void app.close().then(() => pool.end().then(() => process.exit(0))));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
