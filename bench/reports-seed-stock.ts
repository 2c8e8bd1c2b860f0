// The reports bench's stock and sales ledger (bench/reports-seed.ts). Each medicine line of a paid invoice takes one
// lot of its medicine (never the expired one) through the invoice's sale export; a paid invoice cancelled since
// has its units returned by a refund import; the rest of the 8,000 sheets are new goods, one line per lot, each
// bought the day before the lot's first sale, of what it sold plus what is left (little for one medicine in 15).
// Lot quantities are then the sum of their moves, and the ledger is written as modules/billing/sale-ledger.service.ts
// writes it (one row per line: each line takes a single lot here).

import { sql } from '../apps/api/src/testing/bench-sql.js';
import { hash, type SeedContext, TARGETS } from './reports-seed-shared.js';

async function seedSheets({ run, c, owner, today }: SeedContext) {
  // What each medicine line of a paid invoice took: its lot (x 1..9 of the medicine's lots), price and cost.
  await run(sql`create temp table bench_taken on commit drop as
    select ii.invoice_id, ii.id invoice_item_id, ii.position, ii.medicine_id, l.ids[2 + ${hash('ii.id', 9)}] lot_id,
      ii.quantity, ii.unit_price price, l.costs[2 + ${hash('ii.id', 9)}] cost_per_unit, i.paid_at, i.canceled_at, i.status
    from invoice_items ii join invoices i on i.clinic_id = ii.clinic_id and i.id = ii.invoice_id
      join (select medicine_id, array_agg(id order by id) ids, array_agg(cost_per_unit order by id) costs
        from medicine_lots where clinic_id = ${c} group by medicine_id) l on l.medicine_id = ii.medicine_id
    where ii.clinic_id = ${c} and ii.kind = 'medicine' and i.paid_at is not null`);
  await run(sql`insert into stock_sheets (clinic_id, code, type, reason, invoice_id, total, total_cost, created_by, created_at)
    select ${c}, 'PX' || lpad((row_number() over (order by invoice_id))::text, 6, '0'), 2, 'sale', invoice_id,
      sum(quantity::bigint * price), sum(quantity::bigint * cost_per_unit), ${owner}, min(paid_at)
    from bench_taken group by invoice_id order by invoice_id`);
  // New goods: lot l (in id order) on sheet (l−1)·S/3,000 + 1, S the sheets left to reach 8,000 once the
  // cancelled sales have their refund.
  await run(sql`create temp table bench_restock on commit drop as
    select l.id lot_id, l.medicine_id, l.cost_per_unit, n.sheets,
      (l.k - 1) * n.sheets / ${TARGETS.medicine_lots} + 1 sheet, l.k,
      greatest(1, coalesce(t.sold, 0) + case
        when m.n % 15 = 0 then ${hash('l.id', 5)}
        when ${hash('l.id * 3', 7)} = 0 and t.sold > 0 then 0 else 50 + ${hash('l.id * 5', 500)} end) quantity,
      coalesce(t.first_sale, ((${today}::date - 300 + ${hash('l.id', 300)}) + time '08:00') at time zone 'Asia/Ho_Chi_Minh')
        - interval '1 day' bought_at
    from (select id, medicine_id, cost_per_unit, row_number() over (order by id) k from medicine_lots where clinic_id = ${c}) l
      join (select id, row_number() over (order by id) n from medicines where clinic_id = ${c}) m on m.id = l.medicine_id
      left join (select lot_id, sum(quantity) filter (where status <> 9999) sold, min(paid_at) first_sale
        from bench_taken group by lot_id) t on t.lot_id = l.id
      cross join (select ${TARGETS.stock_sheets} - count(*) - count(*) filter (where i.status = 9999) sheets
        from stock_sheets s join invoices i on i.id = s.invoice_id where s.clinic_id = ${c}) n`);
  await run(sql`insert into stock_sheets (clinic_id, code, type, reason, supplier_id, total, total_cost, created_by, created_at)
    select ${c}, 'PN' || lpad(r.sheet::text, 6, '0'), 1, 'importNewGoods', sp.ids[1 + r.sheet % 5],
      sum(r.quantity::bigint * r.cost_per_unit), sum(r.quantity::bigint * r.cost_per_unit), ${owner}, min(r.bought_at)
    from bench_restock r cross join (select array_agg(id order by id) ids from suppliers where clinic_id = ${c}) sp
    group by r.sheet, sp.ids order by r.sheet`);
  // Refunds, numbered after the new goods.
  await run(sql`insert into stock_sheets (clinic_id, code, type, reason, ref_sheet_id, invoice_id, total, total_cost,
      created_by, created_at)
    select ${c}, 'PN' || lpad((n.before + row_number() over (order by s.id))::text, 6, '0'), 1, 'refund', s.id, s.invoice_id,
      s.total, s.total_cost, ${owner}, i.canceled_at
    from stock_sheets s join invoices i on i.clinic_id = s.clinic_id and i.id = s.invoice_id
      cross join (select count(*) before from stock_sheets where clinic_id = ${c} and type = 1) n
    where s.clinic_id = ${c} and s.type = 2 and i.status = 9999 order by s.id`);
}

async function seedSheetItemsAndMoves({ run, c }: SeedContext) {
  await run(sql`insert into stock_sheet_items (clinic_id, sheet_id, position, medicine_id, lot_id, quantity,
      export_price, cost_per_unit)
    select ${c}, s.id, row_number() over (partition by s.id order by t.position), t.medicine_id, t.lot_id,
      t.quantity, t.price, t.cost_per_unit
    from bench_taken t join stock_sheets s on s.clinic_id = ${c} and s.invoice_id = t.invoice_id and s.type = 2
    order by s.id, t.position`);
  await run(sql`insert into stock_sheet_items (clinic_id, sheet_id, position, medicine_id, lot_id, quantity,
      import_price, cost_per_unit)
    select ${c}, r.id, si.position, si.medicine_id, si.lot_id, si.quantity, si.export_price, si.cost_per_unit
    from stock_sheets r join stock_sheet_items si on si.clinic_id = r.clinic_id and si.sheet_id = r.ref_sheet_id
    where r.clinic_id = ${c} and r.reason = 'refund' order by r.id, si.position`);
  await run(sql`insert into stock_sheet_items (clinic_id, sheet_id, position, medicine_id, lot_id, quantity,
      import_price, cost_per_unit)
    select ${c}, s.id, row_number() over (partition by s.id order by r.k), r.medicine_id, r.lot_id, r.quantity,
      r.cost_per_unit, r.cost_per_unit
    from bench_restock r join stock_sheets s on s.clinic_id = ${c} and s.code = 'PN' || lpad(r.sheet::text, 6, '0')
    order by s.id, r.k`);
  await run(sql`insert into stock_moves (clinic_id, lot_id, medicine_id, sheet_id, sheet_item_id, quantity, created_at)
    select ${c}, si.lot_id, si.medicine_id, si.sheet_id, si.id,
      case when s.type = 1 then si.quantity else -si.quantity end, s.created_at
    from stock_sheet_items si join stock_sheets s on s.clinic_id = si.clinic_id and s.id = si.sheet_id
    where si.clinic_id = ${c} order by si.id`);
  await run(sql`update medicine_lots l set quantity = m.quantity, created_at = m.first, updated_at = m.last
    from (select lot_id, sum(quantity) quantity, min(created_at) first, max(created_at) last
      from stock_moves where clinic_id = ${c} group by lot_id) m
    where l.clinic_id = ${c} and l.id = m.lot_id`);
}

/**
 * The ledger: the sale rows of every paid invoice, the invoice's discount shared by the largest remainders in
 * integers as shareInProportion computes them (div and mod), the first row of each invoice opening it.
 */
async function seedLedger({ run, c }: SeedContext) {
  await run(sql`insert into sale_lines (clinic_id, day, entry, invoice_id, invoice_item_id, location_id, doctor_id,
      clinic_patient_id, payment_method, kind, service_id, medicine_id, package_id, lot_id, quantity, gross, discount,
      net, cost, commission, opens_invoice, created_at)
    with line as (
      select ii.*, least(i.discount, i.subtotal) inv_discount, i.paid_at, i.payment_method, i.appointment_id,
        i.clinic_patient_id patient_id, ii.total::numeric * least(i.discount, i.subtotal) product, i.subtotal
      from invoice_items ii join invoices i on i.clinic_id = ii.clinic_id and i.id = ii.invoice_id
      where ii.clinic_id = ${c} and i.paid_at is not null
    ), shared as (
      select line.*, div(product, subtotal) + case when row_number() over (partition by invoice_id
          order by mod(product, subtotal) desc, position) <= inv_discount - sum(div(product, subtotal)) over (partition by invoice_id)
        then 1 else 0 end share,
        position = min(position) over (partition by invoice_id) opens
      from line
    )
    select ${c}, (x.paid_at at time zone 'Asia/Ho_Chi_Minh')::date, 1, x.invoice_id, x.id, a.location_id, a.doctor_id,
      x.patient_id, x.payment_method, x.kind, x.service_id, x.medicine_id, x.package_id, t.lot_id, x.quantity,
      x.unit_price::bigint * x.quantity, x.unit_price::bigint * x.quantity - x.total + x.share, x.total - x.share,
      coalesce(t.cost_per_unit::bigint * t.quantity, 0),
      case when x.kind = 'service' then floor((x.total - x.share) * sv.commission_percent / 100 + 0.5) else 0 end,
      x.opens, x.paid_at
    from shared x
      left join appointments a on a.clinic_id = x.clinic_id and a.id = x.appointment_id
      left join services sv on sv.clinic_id = x.clinic_id and sv.id = x.service_id
      left join bench_taken t on t.invoice_item_id = x.id
    order by x.invoice_id, x.position`);
  await run(sql`analyze sale_lines`);
  // Refunds: the sale rows again, negated, on the clinic day of the cancellation.
  await run(sql`insert into sale_lines (clinic_id, day, entry, invoice_id, invoice_item_id, location_id, doctor_id,
      clinic_patient_id, payment_method, kind, service_id, medicine_id, package_id, lot_id, quantity, gross, discount,
      net, cost, commission, opens_invoice, created_at)
    select s.clinic_id, (i.canceled_at at time zone 'Asia/Ho_Chi_Minh')::date, 2, s.invoice_id, s.invoice_item_id,
      s.location_id, s.doctor_id, s.clinic_patient_id, s.payment_method, s.kind, s.service_id, s.medicine_id,
      s.package_id, s.lot_id, -s.quantity, -s.gross, -s.discount, -s.net, -s.cost, -s.commission, s.opens_invoice,
      i.canceled_at
    from invoices i join sale_lines s on s.invoice_id = i.id and s.clinic_id = i.clinic_id
    where i.clinic_id = ${c} and i.status = 9999 and i.paid_at is not null and s.entry = 1 order by s.id`);
  // The ledger by invoice: the sums of each invoice's sale and refund rows, as sale-ledger.service.ts writes them.
  await run(sql`insert into sale_invoices (clinic_id, day, entry, invoice_id, location_id, doctor_id, clinic_patient_id,
      payment_method, gross, discount, net, commission, created_at)
    select clinic_id, day, entry, invoice_id, location_id, doctor_id, clinic_patient_id, payment_method, sum(gross),
      sum(discount), sum(net), sum(commission), min(created_at)
    from sale_lines where clinic_id = ${c}
    group by clinic_id, day, entry, invoice_id, location_id, doctor_id, clinic_patient_id, payment_method
    order by min(id)`);
}

export async function seedStockAndLedger(ctx: SeedContext) {
  await seedSheets(ctx);
  await seedSheetItemsAndMoves(ctx);
  await seedLedger(ctx);
}
