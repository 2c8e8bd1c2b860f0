// The lists bench's data: the demo clinic's rows (apps/api/src/db/seed/demo.ts) times a factor, written straight
// into PostgreSQL with one INSERT … SELECT generate_series per table. The demo has 2 locations, 5 specialties,
// 6 doctors (each at one or two locations), 12 symptoms, 3 suppliers, 2 roles, 2 employees, 300 patients,
// 12 schedules (two weekday sessions a doctor) and 49 appointments (one morning); it writes no user group and no
// activity log, which a clinic in use soon has: a group per factor and 1,000 log rows per factor stand in for them.
// The appointments are spread over the 61 days around today (a book that fills over time, ~8 a doctor) rather
// than all on one morning, so a day, a doctor and the default week are real filters.

import type { App } from '../apps/api/src/app.js';
import { doctors } from '../apps/api/src/db/schema/index.js';
import { eq, sql } from '../apps/api/src/testing/bench-sql.js';
import { seedPatients } from './search-seed.js';

/** The demo's rows per table: the bench seeds `factor` times each. */
export const DEMO_ROWS = {
  locations: 2,
  specialties: 5,
  doctors: 6,
  symptoms: 12,
  suppliers: 3,
  roles: 2,
  employees: 2,
  patients: 300,
  schedules: 12,
  appointments: 49,
  groups: 1,
  activityLogs: 1000,
} as const;

const SURNAMES = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Huỳnh', 'Phan', 'Vũ', 'Võ', 'Đặng', 'Bùi', 'Đỗ'];
const GIVEN = ['Văn An', 'Thị Hương', 'Minh Khoa', 'Thu Hà', 'Quốc Bảo', 'Ngọc Lan', 'Đức Anh', 'Thị Mai'];
const arrayOf = (items: readonly string[]) => `(ARRAY[${items.map((s) => `'${s}'`).join(',')}])`;
/** A Vietnamese full name for row g, well spread (surname and given name do not move in step). */
const PERSON = sql.raw(
  `${arrayOf(SURNAMES)}[1 + (g::bigint * 2654435761 % 4294967296) / 65536 % ${SURNAMES.length}] || ' ' || ` +
    `${arrayOf(GIVEN)}[1 + (g::bigint * 2246822519 % 4294967296) / 65536 % ${GIVEN.length}]`,
);

export const doctorsOf = async (app: App, clinicId: number) =>
  (
    await app.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(doctors)
      .where(eq(doctors.clinicId, clinicId))
  )[0]!.n;

/** Seeds `factor` × the demo rows into `clinicId` (whose owner and two built-in roles exist); returns ms taken. */
export async function seedLists(app: App, clinicId: number, factor: number) {
  const started = performance.now();
  const n = (table: keyof typeof DEMO_ROWS) => DEMO_ROWS[table] * factor;
  const run = (statement: ReturnType<typeof sql>) => app.deps.db.execute(statement);
  const c = clinicId;
  await run(sql`insert into locations (clinic_id, name, address, province_id)
    select ${c}, 'Cơ sở ' || g, g || ' Nguyễn Thị Minh Khai, Quận 1', 58 from generate_series(1, ${n('locations')}) g`);
  await run(sql`insert into specialties (clinic_id, name, short_name)
    select ${c}, 'Chuyên khoa ' || g, 'CK' || g from generate_series(1, ${n('specialties')}) g`);
  await run(sql`insert into symptoms (clinic_id, name)
    select ${c}, 'Triệu chứng ' || g from generate_series(1, ${n('symptoms')}) g`);
  await run(sql`insert into suppliers (clinic_id, name, phone, tax_code)
    select ${c}, 'Công ty Dược ' || g, '028' || lpad(g::text, 8, '0'), lpad(g::text, 10, '0')
    from generate_series(1, ${n('suppliers')}) g`);
  // The demo's two roles are the built-in Owner and Admin, made with the clinic: the others are the clinic's own.
  await run(sql`insert into roles (clinic_id, name, kind)
    select ${c}, 'Vai trò ' || g, 30 from generate_series(3, ${n('roles')}) g`);
  await run(sql`insert into user_groups (clinic_id, name, all_locations, all_doctors)
    select ${c}, 'Nhóm ' || g, true, true from generate_series(1, ${n('groups')}) g`);
  await run(sql`insert into doctors (clinic_id, name, doctor_code, years_of_experience, time_per_appointment_in_minutes,
      waiting_time, is_visible_for_booking)
    select ${c}, 'BS. ' || ${PERSON} || ' ' || g, 'BS' || lpad(g::text, 6, '0'), (g % 30)::smallint, 15, 5, true
    from generate_series(1, ${n('doctors')}) g`);
  // Each doctor at one location and one specialty (the demo's doctors mostly have one of each).
  await run(sql`insert into doctor_locations (clinic_id, doctor_id, location_id)
    select ${c}, d.id, l.ids[1 + d.k % array_length(l.ids, 1)]
    from (select id, row_number() over (order by id) k from doctors where clinic_id = ${c}) d,
      (select array_agg(id order by id) ids from locations where clinic_id = ${c}) l`);
  await run(sql`insert into doctor_specialties (clinic_id, doctor_id, specialty_id)
    select ${c}, d.id, s.ids[1 + d.k % array_length(s.ids, 1)]
    from (select id, row_number() over (order by id) k from doctors where clinic_id = ${c}) d,
      (select array_agg(id order by id) ids from specialties where clinic_id = ${c}) s`);
  // The employees: the owner is one of the demo's two, so factor × 2 − 1 more, with the Admin role.
  await run(sql`insert into users (clinic_id, email, full_name, role_id, verified_at)
    select ${c}, 'bench.lists.' || ${c} || '.' || g || '@example.vn', ${PERSON},
      (select id from roles where clinic_id = ${c} and kind = 20), now()
    from generate_series(2, ${n('employees')}) g`);
  await seedPatients(app, clinicId, n('patients'));
  // Two weekday sessions a doctor at its location, from four weeks back and never ending (the demo's week).
  await run(sql`insert into schedules (clinic_id, doctor_id, location_id, start_at, end_at, repeat_type, rrule)
    select ${c}, dl.doctor_id, dl.location_id,
      ((date_trunc('week', now() at time zone 'Asia/Ho_Chi_Minh')::date - 28) + s.from_time) at time zone 'Asia/Ho_Chi_Minh',
      ((date_trunc('week', now() at time zone 'Asia/Ho_Chi_Minh')::date - 28) + s.to_time) at time zone 'Asia/Ho_Chi_Minh',
      3, 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR'
    from doctor_locations dl,
      (values (time '08:00', time '11:30'), (time '13:30', time '17:00')) s(from_time, to_time)
    where dl.clinic_id = ${c}`);
  // Appointment g: a doctor in turn, a day in the 61 around today, a 20-minute step of its morning, the demo's
  // statuses in turn (one in 49 Invalid), every patient at most once.
  await run(sql`insert into appointments (clinic_id, code, clinic_patient_id, doctor_id, location_id, start_at, end_at,
      status, symptom)
    select ${c}, 'LH' || lpad(g::text, 6, '0'), p.ids[1 + g % array_length(p.ids, 1)], d.ids[1 + g % array_length(d.ids, 1)],
      d.locs[1 + g % array_length(d.ids, 1)], t.at, t.at + interval '15 minutes',
      case when g % 49 = 0 then 10000 else (array[9000, 4000, 3000, 3000, 2000, 2000, 1000, 9999])[1 + g % 8] end,
      case when g % 2 = 0 then 'Sốt, ho khan' end
    from generate_series(1, ${n('appointments')}) g
      cross join (select array_agg(id order by id) ids from clinic_patients where clinic_id = ${c}) p
      cross join (select array_agg(d.id order by d.id) ids, array_agg(dl.location_id order by d.id) locs
        from doctors d join doctor_locations dl on dl.doctor_id = d.id where d.clinic_id = ${c}) d
      cross join lateral (select ((now() at time zone 'Asia/Ho_Chi_Minh')::date + (g * 7919 % 61 - 30)
        + time '08:00' + (g / array_length(d.ids, 1) % 10) * interval '20 minutes') at time zone 'Asia/Ho_Chi_Minh' at) t`);
  await run(sql`insert into activity_logs (clinic_id, user_id, entity_type, entity_id, action, created_at)
    select ${c}, (select min(id) from users where clinic_id = ${c}), (array[1, 2, 6, 7])[1 + g % 4], g % 500 + 1,
      1 + g % 3, now() - make_interval(secs => ${n('activityLogs')} - g)
    from generate_series(1, ${n('activityLogs')}) g`);
  return performance.now() - started;
}
