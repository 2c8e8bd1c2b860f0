// The search bench's data: two clinics of realistic Vietnamese names, 1,000,000 and 100,000 patients, written
// straight into PostgreSQL with one INSERT … SELECT generate_series each (the way an import or a bulk load writes),
// so the stored search column must be kept by the database itself.

import type { App } from '../apps/api/src/app.js';
import { clinicPatients, mailOutbox } from '../apps/api/src/db/schema/index.js';
import { desc, eq, sql } from '../apps/api/src/testing/bench-sql.js';

/** Surnames by weight out of 100 (Nguyễn ≈ 38 %), the rest shared by the less common ones. */
const SURNAMES: [string, number][] = [
  ['Nguyễn', 38],
  ['Trần', 11],
  ['Lê', 9],
  ['Phạm', 7],
  ['Hoàng', 5],
  ['Huỳnh', 4],
  ['Phan', 4],
  ['Vũ', 3],
  ['Võ', 3],
  ['Đặng', 2],
  ['Bùi', 2],
  ['Đỗ', 2],
  ['Hồ', 2],
  ['Ngô', 2],
  ['Dương', 2],
  ['Lý', 1],
  ['Đinh', 1],
  ['Trương', 1],
  ['Mai', 1],
];
const MIDDLE_WOMEN = ['Thị', 'Thị', 'Thị', 'Ngọc', 'Thu', 'Thanh', 'Mỹ', 'Kim', 'Bảo'];
const MIDDLE_MEN = ['Văn', 'Văn', 'Văn', 'Đức', 'Minh', 'Quốc', 'Hữu', 'Công', 'Thành'];
const GIVEN_WOMEN = [
  'Hương',
  'Lan',
  'Linh',
  'Trang',
  'Hà',
  'Mai',
  'Thảo',
  'Ngọc',
  'Anh',
  'Hạnh',
  'Nhung',
  'Phương',
];
const GIVEN_MEN = ['An', 'Anh', 'Dũng', 'Hùng', 'Minh', 'Nam', 'Long', 'Tuấn', 'Hải', 'Sơn', 'Phúc', 'Khoa'];
/** Given to one patient in 4,999: about 200 of a million. */
export const RARE_GIVEN_NAME = 'Khuê';
const RARE_EVERY = 4999;

const sqlArray = (items: string[]) => sql.raw(`ARRAY[${items.map((s) => `'${s}'`).join(',')}]`);
const weighted = SURNAMES.flatMap(([name, weight]) => Array<string>(weight).fill(name));
/**
 * A well-spread pseudo-random pick in 1..size for row g, independent per multiplier: the high bits of a
 * multiplicative hash, so surname, middle and given name do not move in step (low bits would share g's parity).
 */
const pick = (multiplier: number, size: number) =>
  sql.raw(`(((g::bigint * ${multiplier}) % 4294967296) / 65536 % ${size} + 1)::int`);
const SURNAME = 2654435761;
const MIDDLE = 2246822519;
const GIVEN = 3266489917;

/** Inserts `count` patients into `clinicId`, the newest last, and returns how long it took. */
export async function seedPatients(app: App, clinicId: number, count: number) {
  const started = performance.now();
  await app.deps.db.execute(sql`
    insert into clinic_patients (clinic_id, code, full_name, gender, phone, nationality, year_of_birth, created_at, updated_at)
    select ${clinicId}, 'BN' || lpad(g::text, greatest(6, length(g::text)), '0'),
      (${sqlArray(weighted)})[${pick(SURNAME, weighted.length)}] || ' ' ||
      case when g % 2 = 0
        then (${sqlArray(MIDDLE_WOMEN)})[${pick(MIDDLE, MIDDLE_WOMEN.length)}] || ' ' ||
          case when g % ${RARE_EVERY} = 0 then ${RARE_GIVEN_NAME}
          else (${sqlArray(GIVEN_WOMEN)})[${pick(GIVEN, GIVEN_WOMEN.length)}] end
        else (${sqlArray(MIDDLE_MEN)})[${pick(MIDDLE, MIDDLE_MEN.length)}] || ' ' ||
          (${sqlArray(GIVEN_MEN)})[${pick(GIVEN, GIVEN_MEN.length)}]
      end,
      (g % 2)::smallint,
      '09' || lpad(((g::bigint * 7919 + ${clinicId}) % 100000000)::text, 8, '0'),
      192, (1940 + g % 80)::smallint,
      now() - make_interval(secs => ${count} - g), now() - make_interval(secs => ${count} - g)
    from generate_series(1, ${count}) g`);
  return performance.now() - started;
}

export const patientsOf = async (app: App, clinicId: number) =>
  (
    await app.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(clinicPatients)
      .where(eq(clinicPatients.clinicId, clinicId))
  )[0]!.n;

/** Signs in the bench clinic's owner, registering the clinic on the first run (the code comes from the outbox). */
export async function benchClinic(
  app: App,
  label: string,
  phone = label === 'Big' ? '0900000001' : '0900000002',
) {
  const input = {
    clinicName: `Phòng khám tìm kiếm ${label}`,
    fullName: `Nguyễn Văn ${label}`,
    email: `bench.search.${label.toLowerCase().replace(/\W+/g, '-')}@example.vn`,
    phone,
    password: 'Secret123',
  };
  const login = () =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: input.email, password: input.password },
    });
  let res = await login();
  if (res.statusCode !== 200) {
    const reg = await app.inject({ method: 'POST', url: '/api/auth/register-clinic', payload: input });
    if (reg.statusCode !== 200) throw new Error(`register failed: ${reg.body}`);
    const [mail] = await app.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, input.email))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    const code = mail?.text.match(/^\s*(\d{6})\s*$/m)?.[1];
    await app.inject({
      method: 'POST',
      url: '/api/auth/verify-clinic-user',
      payload: { email: input.email, code },
    });
    res = await login();
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  }
  const { accessToken, user } = res.json().data;
  return { clinicId: user.clinicId as number, headers: { authorization: `Bearer ${accessToken}` } };
}
