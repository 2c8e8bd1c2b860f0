// The reports bench's seed, checked before it is timed (bench/reports.ts): the rows per table against the targets,
// and the rules the reports rely on: the sale rows of a paid invoice add up to its total, a refunded invoice's
// refund rows cancel its sale rows, every lot's quantity is the sum of its moves, and a sample of discounted
// invoices has the very sale rows the domain's rounding (shareDiscount, commissionOf) gives, as sale-ledger.service.ts writes.
import type { App } from '../apps/api/src/app.js';
import { sql } from '../apps/api/src/testing/bench-sql.js';
import { commissionOf, shareDiscount } from '../packages/domain/src/reports.js';
import { clinicDay, TARGETS } from './reports-seed.js';

const COUNTED = [
  ...Object.keys(TARGETS),
  'payments',
  'stock_sheet_items',
  'stock_moves',
  'sale_lines',
  'sale_invoices',
] as const;

/** Prints the counts and the checks; false when one fails. */
export async function checkSeed(app: App, clinicId: number): Promise<boolean> {
  const one = async (query: ReturnType<typeof sql>) =>
    Number(Object.values((await app.deps.db.execute(query)).rows[0] as Record<string, unknown>)[0]);
  let ok = true;
  const counts: string[] = [];
  for (const table of COUNTED) {
    const n = await one(sql`select count(*) from ${sql.identifier(table)} where clinic_id = ${clinicId}`);
    const target = (TARGETS as Record<string, number>)[table];
    if (target !== undefined && n !== target) ok = false;
    counts.push(
      `${table} ${n.toLocaleString('en')}${target === undefined || n === target ? '' : ` (≠ ${target})`}`,
    );
  }
  console.log(`rows: ${counts.join(', ')}`);
  const rules: [string, ReturnType<typeof sql>][] = [
    [
      'paid invoices whose sale rows do not add up to their total',
      sql`select count(*) from invoices i
        left join (select invoice_id, sum(net) net from sale_lines where clinic_id = ${clinicId} and entry = 1
          group by invoice_id) s on s.invoice_id = i.id
        where i.clinic_id = ${clinicId} and i.paid_at is not null and s.net is distinct from i.total`,
    ],
    [
      'refunded invoices whose rows do not come to 0',
      sql`select count(*) from invoices i
        left join (select invoice_id, sum(net) net, count(*) filter (where entry = 2) refunds from sale_lines
          where clinic_id = ${clinicId} group by invoice_id) s on s.invoice_id = i.id
        where i.clinic_id = ${clinicId} and i.status = 9999 and i.paid_at is not null
          and (s.net <> 0 or s.refunds = 0 or s.net is null)`,
    ],
    [
      'ledger rows of unpaid invoices',
      sql`select count(*) from sale_lines s join invoices i on i.id = s.invoice_id
        where s.clinic_id = ${clinicId} and i.paid_at is null`,
    ],
    [
      'lots whose quantity is not the sum of their moves',
      sql`select count(*) from medicine_lots l
        left join (select lot_id, sum(quantity) q from stock_moves where clinic_id = ${clinicId} group by lot_id) m
          on m.lot_id = l.id
        where l.clinic_id = ${clinicId} and l.quantity <> coalesce(m.q, 0)`,
    ],
  ];
  for (const [name, query] of rules) {
    const n = await one(query);
    if (n !== 0) ok = false;
    console.log(`${n === 0 ? 'ok  ' : 'FAIL'} ${name}: ${n}`);
  }
  const n = await ledgerMismatches(app, clinicId);
  if (n !== 0) ok = false;
  console.log(
    `${n === 0 ? 'ok  ' : 'FAIL'} sampled discounted invoices' lines whose sale row differs from the domain's: ${n}`,
  );
  const mix = await app.deps.db.execute(sql`select
      (select round(count(*) / 365.0) from appointments where clinic_id = ${clinicId}) per_day,
      (select count(*) from invoices where clinic_id = ${clinicId} and status = 9999 and paid_at is not null) refunded,
      (select count(*) from invoices where clinic_id = ${clinicId} and status = 9999 and paid_at is null) voided,
      (select count(*) from invoices where clinic_id = ${clinicId} and status = 1000) unpaid,
      (select count(*) from medicine_lots where clinic_id = ${clinicId} and expiry_date < current_date) expired_lots`);
  console.log(`mix: ${JSON.stringify(mix.rows[0])}`);
  const last =
    await app.deps.db.execute(sql`select max((start_at at time zone 'Asia/Ho_Chi_Minh')::date)::text as last_day
    from appointments where clinic_id = ${clinicId}`);
  const lastDay = (last.rows[0] as { last_day: string }).last_day;
  // Seeded once: on a later day the year no longer ends today, and the dashboard's today is empty.
  if (lastDay !== clinicDay()) {
    ok = false;
    console.log(
      `FAIL the seed's last day is ${lastDay}, not today: drop the bench database to seed today's year`,
    );
  }
  return ok;
}

interface SampledLine {
  total: number;
  gross: number;
  percent: number | null;
  row: { gross: number; discount: number; net: number; commission: number } | null;
}

/** Of 300 paid invoices with an invoice discount, how many lines have a sale row other than the domain computes. */
async function ledgerMismatches(app: App, clinicId: number) {
  const sample = await app.deps.db.execute(sql`
    select i.discount, json_agg(json_build_object('total', ii.total, 'gross', ii.unit_price::bigint * ii.quantity,
        'percent', sv.commission_percent, 'row', (select json_build_object('gross', s.gross, 'discount', s.discount,
          'net', s.net, 'commission', s.commission) from sale_lines s where s.invoice_item_id = ii.id and s.entry = 1))
      order by ii.position) lines
    from (select * from invoices where clinic_id = ${clinicId} and paid_at is not null and discount > 0
      order by id limit 300) i
      join invoice_items ii on ii.invoice_id = i.id
      left join services sv on sv.id = ii.service_id
    group by i.id, i.discount`);
  let wrong = 0;
  for (const { discount, lines } of sample.rows as { discount: string; lines: SampledLine[] }[]) {
    const shares = shareDiscount(
      Number(discount),
      lines.map((line) => Number(line.total)),
    );
    lines.forEach((line, at) => {
      const net = Number(line.total) - shares[at]!;
      const expected = {
        gross: Number(line.gross),
        discount: Number(line.gross) - net,
        net,
        commission: line.percent === null ? 0 : commissionOf(net, line.percent),
      };
      const row = line.row && Object.fromEntries(Object.entries(line.row).map(([k, v]) => [k, Number(v)]));
      if (JSON.stringify(row) !== JSON.stringify(expected)) wrong += 1;
    });
  }
  return wrong;
}
