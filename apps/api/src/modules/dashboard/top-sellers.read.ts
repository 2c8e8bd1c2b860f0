import { TOP_SELLERS_SIZE } from '@clinic/domain';
import type { TopSellers } from '@clinic/domain/contracts';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { medicines, saleLines, services } from '../../db/schema/index.js';
import type { ReportScope } from '../reports/scope.js';
import { scopeWhere } from '../reports/scope.js';
import type { StockCalendar } from '../stock/stock.read.js';
import { monthsOf } from './dashboard-scope.js';

// GET /dashboard/top-sale-services and /top-sale-medicines: this month's sales ledger of one kind, grouped by
// item, ranked twice (by net revenue and by quantity, refunds taken off both) in one statement: only the rows
// that make either list leave the database.

type Kind = 'service' | 'medicine';

export async function topSellers(
  db: Db,
  clinicId: number,
  calendar: StockCalendar,
  scope: ReportScope,
  kind: Kind,
): Promise<TopSellers> {
  const { monthStart } = monthsOf(calendar.today);
  const itemId = kind === 'service' ? saleLines.serviceId : saleLines.medicineId;
  const catalog =
    kind === 'service'
      ? sql`select ${services.id} as id, ${services.name} as name, null::text as unit from ${services} where ${services.clinicId} = ${clinicId}`
      : sql`select ${medicines.id} as id, ${medicines.name} as name, ${medicines.unit} as unit from ${medicines} where ${medicines.clinicId} = ${clinicId}`;
  const where = and(
    eq(saleLines.clinicId, clinicId),
    gte(saleLines.day, monthStart),
    lte(saleLines.day, calendar.today),
    eq(saleLines.kind, kind),
    scopeWhere(scope, { locationId: saleLines.locationId, doctorId: saleLines.doctorId }),
  );
  const result = await db.execute<{
    id: number;
    name: string;
    unit: string | null;
    quantity: string | number;
    net_amount: string | number;
    by_revenue: string | number;
    by_quantity: string | number;
  }>(sql`
    with sold as (
      select ${itemId} as id, sum(${saleLines.quantity}) as quantity, sum(${saleLines.net}) as net_amount
      from ${saleLines} where ${where} group by ${itemId}
    ), ranked as (
      select sold.*, item.name, item.unit,
        row_number() over (order by sold.net_amount desc, item.name, sold.id) as by_revenue,
        row_number() over (order by sold.quantity desc, item.name, sold.id) as by_quantity
      from sold join (${catalog}) item on item.id = sold.id
    )
    select * from ranked where by_revenue <= ${TOP_SELLERS_SIZE} or by_quantity <= ${TOP_SELLERS_SIZE}`);
  const rows = result.rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    unit: row.unit ?? null,
    quantity: Number(row.quantity),
    netAmount: Number(row.net_amount),
    byRevenue: Number(row.by_revenue),
    byQuantity: Number(row.by_quantity),
  }));
  const list = (rank: 'byRevenue' | 'byQuantity') =>
    rows
      .filter((row) => row[rank] <= TOP_SELLERS_SIZE)
      .sort((a, b) => a[rank] - b[rank])
      .map(({ byRevenue: _r, byQuantity: _q, ...item }) => item);
  return { byRevenue: list('byRevenue'), byQuantity: list('byQuantity') };
}
