// The reports bench's book and bills (bench/reports-seed.ts): 80,000 appointments, 75,000 invoices with 250,000
// lines, and their payments. Appointment i falls on day d = (i−1)·365/80,000 of the year (about 220 a day, today
// the last), its doctor and half-hour slot from its place in the day, so no patient is twice in one slot.

import { sql } from '../apps/api/src/testing/bench-sql.js';
import { hash, type SeedContext, TARGETS, ZONE } from './reports-seed-shared.js';

const A = TARGETS.appointments;
const N = TARGETS.invoices;
const L = TARGETS.invoice_items;

async function seedAppointments({ run, c, today }: SeedContext) {
  // d: the day of the year (364 = today); r: the place in that day; the doctor r % 20, the slot r / 20.
  await run(sql`insert into appointments (clinic_id, code, clinic_patient_id, doctor_id, location_id, start_at, end_at,
      status, source, not_reserved, symptom, cancel_reason, billed_at, created_at, updated_at)
    select ${c}, 'LH' || lpad(i::text, 6, '0'), p.ids[1 + i::bigint * 7919 % array_length(p.ids, 1)],
      d.ids[1 + r % 20], d.locs[1 + r % 20], t.at, t.at + interval '15 minutes', s.status, s.source, s.source = 3,
      case when i % 3 = 0 then 'Sốt, ho khan' end, case when s.status = 9999 then 'Bệnh nhân bận' end,
      case when s.status = 9000 then t.at + interval '1 hour' end,
      t.at - case when s.source = 3 then interval '0' else interval '2 days' end, t.at
    from generate_series(1, ${A}) i
      cross join lateral (select (i - 1) * 365 / ${A} d) dd
      cross join lateral (select i - 1 - (dd.d * ${A} + 364) / 365 r) rr
      cross join lateral (select ((${today}::date - 364 + dd.d) + time '07:30' + rr.r / 20 * interval '30 minutes')
        at time zone ${ZONE} at) t
      cross join lateral (select
        case when dd.d = 364 then (array[1000, 2000, 3000, 4000, 9000, 9000, 9999])[1 + rr.r % 7]
          else (case when ${hash('i', 100)} < 80 then 9000 when ${hash('i', 100)} < 87 then 9999
            when ${hash('i', 100)} < 89 then 10000 when ${hash('i', 100)} < 95 then 2000 else 1000 end) end status,
        case when ${hash('-i', 100)} < 60 then 1 when ${hash('-i', 100)} < 85 then 2 else 3 end source) s
      cross join (select array_agg(id order by id) ids from clinic_patients where clinic_id = ${c}) p
      cross join (select array_agg(d.id order by d.id) ids, array_agg(dl.location_id order by d.id) locs
        from doctors d join doctor_locations dl on dl.doctor_id = d.id where d.clinic_id = ${c}) d`);
}

/**
 * Invoice j: the j-th finished visit (or today's visit in progress, still unpaid), then walk-in sales with no
 * visit spread over the year. 2 % paid then cancelled (a refund, 0–3 days later), 1 % cancelled unpaid, one in
 * ten of today's unpaid. Totals are filled in from the lines.
 */
async function seedInvoices({ run, c, owner, today }: SeedContext) {
  await run(sql`insert into invoices (clinic_id, code, appointment_id, clinic_patient_id, status, subtotal,
      discount_kind, discount_value, discount, total, payment_method, paid_at, paid_by, canceled_at, canceled_by,
      cancel_reason, created_by, created_at, updated_at)
    select ${c}, 'HD' || lpad(j::text, 6, '0'), v.id,
      coalesce(v.clinic_patient_id, p.ids[1 + j::bigint * 104729 % array_length(p.ids, 1)]), s.status, 0,
      case when ${hash('j * 5', 100)} < 8 then 'percent' when ${hash('j * 5', 100)} < 12 then 'amount' end,
      case when ${hash('j * 5', 100)} < 8 then 5 when ${hash('j * 5', 100)} < 12 then 20000 end, 0, 0,
      case when s.paid then (array[1, 1, 1, 2, 2, 3])[1 + ${hash('j * 3 + 2', 6)}] end,
      case when s.paid then t.at end, case when s.paid then ${owner}::int end,
      case when s.status = 9999 then least(t.at + (j % 4) * interval '1 day' + interval '2 hours', now()) end,
      case when s.status = 9999 then ${owner}::int end,
      case when s.status = 9999 then 'Khách trả lại' end, ${owner}, t.at - interval '10 minutes', t.at
    from generate_series(1, ${N}) j
      left join (select id, clinic_patient_id, start_at, status, row_number() over (order by id) n
        from appointments where clinic_id = ${c} and (status = 9000 or status = 4000 and start_at >= ${today}::date))
        v on v.n = j
      cross join (select array_agg(id order by id) ids from clinic_patients where clinic_id = ${c}) p
      cross join lateral (select least(coalesce(v.start_at + interval '40 minutes',
        ((${today}::date - 364 + j * 7919 % 365) + time '08:00' + j % 540 * interval '1 minute') at time zone ${ZONE}),
        now() - interval '5 minutes') at) t
      cross join lateral (select case
        when v.status = 4000 or (t.at at time zone ${ZONE})::date = ${today}::date and j % 10 = 0 then 1000
        when ${hash('j * 3 + 1', 100)} < 2 then 9999 when ${hash('j * 3 + 1', 100)} = 2 then -9999
        else 9000 end code) k
      cross join lateral (select abs(k.code)::smallint status, k.code in (9000, 9999) paid) s`);
}

/**
 * Line k of invoice j = (k−1)·3/10 + 1 (3 or 4 lines each). One invoice in 11 sells medicines (after the
 * examination when it has a visit), each line a different medicine; the others sell services and some packages.
 * One line in 12 has its own 10 % discount.
 */
async function seedInvoiceItems({ run, c }: SeedContext) {
  await run(sql`insert into invoice_items (clinic_id, invoice_id, position, kind, service_id, medicine_id, package_id,
      name, unit, unit_price, quantity, discount_kind, discount_value, discount, total)
    select ${c}, i.id, x.pos, x.kind, sv.id, m.id, pk.id, coalesce(sv.name, m.name, pk.name), m.unit, x.price, x.qty,
      case when x.off then 'percent' end, case when x.off then 10 end,
      case when x.off then x.price::bigint * x.qty / 10 else 0 end,
      x.price::bigint * x.qty - case when x.off then x.price::bigint * x.qty / 10 else 0 end
    from generate_series(1, ${L}) k
      cross join lateral (select (k - 1) * 3 / 10 + 1 j) jj
      join (select id, appointment_id, substr(code, 3)::int j from invoices where clinic_id = ${c}) i on i.j = jj.j
      cross join lateral (select (k - 1) - ((jj.j - 1) * 10 + 2) / 3 + 1 pos,
        ${hash('jj.j * 7', 11)} = 0 medicines) y
      cross join lateral (select case
        when y.pos = 1 and i.appointment_id is not null then 'exam'
        when y.medicines then 'medicine' when ${hash('k', 100)} < 6 then 'package' else 'service' end what) w
      left join services sv on sv.clinic_id = ${c} and w.what in ('exam', 'service')
        and sv.code = 'DV' || lpad((case when w.what = 'exam' then 1 + jj.j % 5 else 6 + ${hash('k', 55)} end)::text, 3, '0')
      left join (select id, name, unit, price, row_number() over (order by id) n from medicines where clinic_id = ${c}) m
        on w.what = 'medicine' and m.n = 1 + (${hash('jj.j * 13', 300)} + y.pos * 37) % 300
      left join (select id, name, coalesce(promotion_price, price) price, row_number() over (order by id) n
        from packages where clinic_id = ${c}) pk on w.what = 'package' and pk.n = 1 + ${hash('k', 10)}
      cross join lateral (select y.pos::smallint pos, case when w.what = 'exam' then 'service' else w.what end kind,
        coalesce(sv.price, m.price, pk.price) price,
        case when w.what = 'medicine' then 1 + ${hash('k * 3', 20)} else 1 end qty, ${hash('k * 11', 12)} = 0 off) x`);
  // The invoice's own discount on the lines' totals (5 %, or 20,000 đ but never more than half), and what was paid.
  await run(sql`update invoices i
    set subtotal = x.subtotal, discount = x.discount, total = x.subtotal - x.discount,
      amount_received = case when i.paid_at is not null then x.subtotal - x.discount end
    from (select l.invoice_id, l.subtotal, case v.discount_kind when 'percent' then l.subtotal * 5 / 100
          when 'amount' then least(20000, l.subtotal / 2) else 0 end discount
        from (select invoice_id, sum(total)::bigint subtotal from invoice_items where clinic_id = ${c}
          group by invoice_id) l join invoices v on v.id = l.invoice_id) x
    where i.clinic_id = ${c} and i.id = x.invoice_id`);
}

/** A payment per paid invoice, and its reversal (a negative row) when the invoice was cancelled since. */
async function seedPayments({ run, c, owner }: SeedContext) {
  await run(sql`insert into payments (clinic_id, invoice_id, method, amount, created_by, created_at)
    select ${c}, id, payment_method, total, ${owner}, paid_at
    from invoices where clinic_id = ${c} and paid_at is not null order by id`);
  await run(sql`insert into payments (clinic_id, invoice_id, method, amount, reverses_payment_id, created_by, created_at)
    select ${c}, p.invoice_id, p.method, -p.amount, p.id, ${owner}, i.canceled_at
    from payments p join invoices i on i.clinic_id = p.clinic_id and i.id = p.invoice_id
    where p.clinic_id = ${c} and i.status = 9999 and i.paid_at is not null order by p.id`);
}

export async function seedVisitsAndBills(ctx: SeedContext) {
  await seedAppointments(ctx);
  await seedInvoices(ctx);
  await seedInvoiceItems(ctx);
  // Planned from what is there now, not from the empty tables' guesses (no autovacuum inside the transaction).
  await ctx.run(sql`analyze appointments, invoices, invoice_items, medicine_lots`);
  await seedPayments(ctx);
}
