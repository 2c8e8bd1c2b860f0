// The reports bench's data (bench/reports.ts): one busy clinic-year, written straight into PostgreSQL with set-based
// INSERT … SELECT generate_series statements (pseudo-random but deterministic: hashes of the series index), in one
// transaction. Over the 365 clinic days ending today (Asia/Ho_Chi_Minh): 3 locations, 20 doctors, 30,000 patients,
// 60 services, 300 medicines with 10 lots each, 10 packages, 80,000 appointments, 75,000 invoices with 250,000
// lines and their payments, 8,000 stock sheets with items and moves, and the sales ledger as the API writes it.
// This file seeds what a clinic sets up; reports-seed-visits.ts the book and the bills; reports-seed-stock.ts the
// stock and the ledger.

import type { App } from '../apps/api/src/app.js';
import type { Db } from '../apps/api/src/db/client.js';
import { sql } from '../apps/api/src/testing/bench-sql.js';
import { clinicDay, hash, type SeedContext, TARGETS, ZONE } from './reports-seed-shared.js';
import { seedStockAndLedger } from './reports-seed-stock.js';
import { seedVisitsAndBills } from './reports-seed-visits.js';
import { patientsOf, seedPatients } from './search-seed.js';

export { clinicDay, TARGETS };

export const appointmentsOf = async (app: App, clinicId: number) =>
  Number(
    (
      (await app.deps.db.execute(sql`select count(*) n from appointments where clinic_id = ${clinicId}`))
        .rows[0] as { n: string }
    ).n,
  );

/** The clinic's set-up: locations, doctors (each at one location), services, medicines, lots, packages, suppliers. */
async function seedSetup({ run, c, today }: SeedContext) {
  await run(sql`insert into locations (clinic_id, name, address, province_id)
    select ${c}, 'Cơ sở ' || g, g || '0 Nguyễn Thị Minh Khai, Quận ' || g, 58 from generate_series(1, 3) g`);
  await run(sql`insert into doctors (clinic_id, name, doctor_code, years_of_experience)
    select ${c}, 'BS. ' || (array['Nguyễn Văn', 'Trần Thị', 'Lê Minh', 'Phạm Thu', 'Võ Quốc'])[1 + g % 5] || ' '
      || (array['An', 'Hà', 'Khoa', 'Lan', 'Bảo', 'Mai', 'Dũng', 'Hương'])[1 + g % 8] || ' ' || g,
      'BS' || lpad(g::text, 4, '0'), (g % 30)::smallint
    from generate_series(1, ${TARGETS.doctors}) g`);
  await run(sql`insert into doctor_locations (clinic_id, doctor_id, location_id)
    select ${c}, d.id, l.ids[1 + d.k % 3]
    from (select id, row_number() over (order by id) k from doctors where clinic_id = ${c}) d,
      (select array_agg(id order by id) ids from locations where clinic_id = ${c}) l`);
  // The first five services are the examinations every visit starts with; commissions 0–20 %.
  await run(sql`insert into services (clinic_id, code, name, price, commission_percent, is_basic_service)
    select ${c}, 'DV' || lpad(g::text, 3, '0'),
      case when g <= 5 then 'Khám ' || (array['nội', 'nhi', 'tai mũi họng', 'da liễu', 'tổng quát'])[g]
        else (array['Xét nghiệm', 'Siêu âm', 'X-quang', 'Nội soi', 'Tiêm', 'Thủ thuật'])[1 + g % 6] || ' ' || g end,
      case when g <= 5 then 150000 else 50000 + ${hash('g', 20)} * 25000 end,
      (array[0, 5, 10, 15, 20])[1 + g % 5], g <= 5
    from generate_series(1, ${TARGETS.services}) g`);
  // One medicine in 15 is kept low in stock (reports-seed-stock.ts); one in 10 has no threshold.
  await run(sql`insert into medicines (clinic_id, name, unit, price, low_stock_threshold)
    select ${c}, (array['Paracetamol', 'Amoxicillin', 'Ibuprofen', 'Omeprazol', 'Cetirizin', 'Vitamin C',
        'Metformin', 'Amlodipin', 'Loratadin', 'Azithromycin'])[1 + g % 10] || ' ' || (100 + g) || 'mg',
      (array['tablet', 'blister', 'packet', 'bottle', 'tube'])[1 + g % 5], 1000 + ${hash('g', 50)} * 500,
      case when g % 10 = 0 then null else 50 + ${hash('g * 7', 150)} end
    from generate_series(1, ${TARGETS.medicines}) g`);
  // Lot x of each medicine: x = 0 expired, x = 1 near expiry (< 90 days), the rest 100–900 days ahead. Their
  // quantities are the sum of their moves, set with the stock.
  await run(sql`insert into medicine_lots (clinic_id, medicine_id, lot_number, expiry_date, quantity, cost_per_unit)
    select ${c}, m.id, 'L' || m.id || '-' || x,
      ${today}::date + case when x = 0 then -1 - ${hash('m.id * 10 + x', 200)}
        when x = 1 then 1 + ${hash('m.id * 10 + x', 89)} else 100 + ${hash('m.id * 10 + x', 800)} end,
      0, greatest(1, m.price * (50 + ${hash('m.id * 10 + x + 7', 30)}) / 100)
    from medicines m cross join generate_series(0, 9) x where m.clinic_id = ${c}`);
  await run(sql`insert into packages (clinic_id, code, name, type, price, promotion_price, expire_after_days, status)
    select ${c}, 'GOI' || lpad(g::text, 2, '0'), 'Gói ' || (array['khám', 'tiêm', 'xét nghiệm'])[1 + g % 3] || ' ' || g,
      (array['examination', 'injection', 'test'])[1 + g % 3], 500000 + g * 250000,
      case when g % 2 = 1 then (500000 + g * 250000) * 9 / 10 end, 365, 'approved'
    from generate_series(1, ${TARGETS.packages}) g`);
  await run(sql`insert into suppliers (clinic_id, name)
    select ${c}, 'Công ty Dược ' || g from generate_series(1, 5) g`);
}

/** Seeds the clinic-year into `clinicId` (its owner exists); returns the ms taken. */
export async function seedReports(app: App, clinicId: number) {
  const started = performance.now();
  if ((await patientsOf(app, clinicId)) < TARGETS.clinic_patients)
    await seedPatients(app, clinicId, TARGETS.clinic_patients);
  const owner = Number(
    (
      (await app.deps.db.execute(sql`select min(id) id from users where clinic_id = ${clinicId}`))
        .rows[0] as {
        id: number;
      }
    ).id,
  );
  await app.deps.db.transaction(async (tx) => {
    // Bulk load: replica mode skips the triggers, i.e. the append-only guards of invoices, payments, stock and the
    // ledger and the FK checks (which are triggers), so lines can be written after their invoice is paid and
    // totals filled in after the lines. Every FK and CHECK is met by construction (the bench checks the sums).
    await tx.execute(sql`set local session_replication_role = replica`);
    const ctx: SeedContext = {
      run: (statement) => (tx as unknown as Db).execute(statement),
      c: clinicId,
      owner,
      today: clinicDay(),
    };
    // The patients came over the year (a few today), not all in the last hours as the search bench writes them.
    await ctx.run(sql`update clinic_patients
      set created_at = ((${ctx.today}::date - 364 + id % 365) + time '09:00') at time zone ${ZONE}
      where clinic_id = ${clinicId}`);
    const parts = {
      setup: seedSetup,
      'visits and bills': seedVisitsAndBills,
      'stock and ledger': seedStockAndLedger,
    };
    for (const [name, seed] of Object.entries(parts)) {
      const at = performance.now();
      await seed(ctx);
      console.log(`  seeded the ${name} in ${((performance.now() - at) / 1000).toFixed(1)} s`);
    }
  });
  return performance.now() - started;
}
