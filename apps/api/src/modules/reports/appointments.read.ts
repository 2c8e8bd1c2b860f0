import {
  AppointmentSource,
  addDays,
  appointmentStatusCounts,
  instantOfLocal,
  queueTabStatuses,
  reportDays,
} from '@clinic/domain';
import type { AppointmentReportRow, ReportAnswer } from '@clinic/domain/contracts';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { jsonRowsOf } from '../../db/reads.js';
import { appointments, doctors } from '../../db/schema/index.js';
import { offsetOf, type Paging, page } from '../../platform/paging.js';
import type { StockCalendar } from '../stock/stock.read.js';
import { appointmentDay, appointmentStatusTallies, appointmentsStartingIn } from './definitions.js';
import { type ReportScope, scopeWhere } from './scope.js';

// 30 · The appointment report: the appointments whose slot starts on the clinic days asked, one row per doctor,
// counted by status, by how they came and the no-shows; totals over the whole range and a chart per day. Two
// statements: the clinic's calendar (the caller's), and one that reads the range's appointments once for the page,
// the totals and the chart.

type Answer = ReportAnswer<'appointments'>;
type Counts = Omit<AppointmentReportRow, 'doctorId' | 'doctorName'>;

/**
 * What each count counts beyond the status counts (definitions.ts): how the appointment came, and no-shows.
 * `total` counts every appointment of the range, cancelled and invalid ones included (each counted apart too).
 */
function extraConditions(todayStart: Date): Record<'staff' | 'online' | 'walkIn' | 'noShow', SQL> {
  const status = appointments.status;
  return {
    staff: sql`${appointments.source} = ${AppointmentSource.Staff}`,
    online: sql`${appointments.source} = ${AppointmentSource.Online}`,
    walkIn: sql`${appointments.source} = ${AppointmentSource.WalkIn}`,
    // Never checked in and their clinic day is over: started before today's first instant.
    noShow: sql`${inArray(status, [...queueTabStatuses.new])} and ${appointments.startAt} < ${todayStart}`,
  };
}

export interface AppointmentReportInput {
  from: string;
  to: string;
  sources?: number[] | undefined;
}

export async function appointmentReport(
  db: Db,
  clinicId: number,
  calendar: StockCalendar,
  scope: ReportScope,
  filter: AppointmentReportInput,
  paging: Paging,
): Promise<Answer> {
  const { timeZone, today } = calendar;
  const where = and(
    eq(appointments.clinicId, clinicId),
    appointmentsStartingIn(filter, timeZone),
    scopeWhere(scope, { locationId: appointments.locationId, doctorId: appointments.doctorId }),
    filter.sources?.length ? inArray(appointments.source, filter.sources) : undefined,
  );
  const extra = extraConditions(instantOfLocal(today, '00:00', timeZone));
  const keys = ['total', ...Object.keys(appointmentStatusCounts), ...Object.keys(extra)] as (keyof Counts)[];
  const sumOf = (key: keyof Counts) =>
    sql`coalesce(sum(${sql.identifier(key)}), 0)::int as ${sql.identifier(key)}`;
  const counts = sql.join(
    [
      appointmentStatusTallies(),
      ...Object.entries(extra).map(
        ([key, condition]) => sql`count(*) filter (where ${condition})::int as ${sql.identifier(key)}`,
      ),
    ],
    sql`, `,
  );
  const summed = sql.join(keys.map(sumOf), sql`, `);

  // The range's appointments are read once, counted per doctor and clinic day (a materialized CTE of at most
  // doctors × days rows); the page (per doctor), the totals and the chart (per day) are sums over those counts.
  const localDay = appointmentDay(timeZone);
  const queries = jsonRowsOf({
    page: sql`
      select "doctorId", ${doctors.name} as "doctorName", ${summed}
      from "counts" left join ${doctors} on ${doctors.clinicId} = ${clinicId} and ${doctors.id} = "doctorId"
      group by "doctorId", ${doctors.name}
      order by ${doctors.name}, "doctorId"
      limit ${paging.pageSize} offset ${offsetOf(paging)}`,
    totals: sql`select ${summed}, count(distinct "doctorId")::int as "doctorCount" from "counts"`,
    chart: sql`
      select "day", coalesce(sum("total"), 0)::int as "total", coalesce(sum("finished"), 0)::int as "finished",
        coalesce(sum("noShow"), 0)::int as "noShow"
      from "counts" group by "day"`,
  });
  const result = await db.execute(sql`
    with "counts" as materialized (
      select ${appointments.doctorId} as "doctorId", ${localDay} as "day", ${counts}
      from ${appointments}
      where ${where}
      group by 1, 2
    )
    select ${sql.join(
      Object.entries(queries).map(([key, rows]) => sql`${rows} as ${sql.identifier(key)}`),
      sql`, `,
    )}`);
  const answer = result.rows[0] as Record<'page' | 'totals' | 'chart', Record<string, unknown>[]>;
  const countsOf = (row: Record<string, unknown> | undefined) =>
    Object.fromEntries(keys.map((key) => [key, Number(row?.[key] ?? 0)])) as Counts;
  const totalsRow = answer.totals[0];
  const pageData = answer.page.map((row) => ({
    doctorId: Number(row.doctorId),
    doctorName: String(row.doctorName ?? ''),
    ...countsOf(row),
  }));
  const byDay = new Map(answer.chart.map((d) => [String(d.day), d]));
  const chart = Array.from({ length: reportDays(filter.from, filter.to) }, (_, i) => {
    const day = addDays(filter.from, i);
    const found = byDay.get(day);
    return {
      day,
      total: Number(found?.total ?? 0),
      finished: Number(found?.finished ?? 0),
      noShow: Number(found?.noShow ?? 0),
    };
  });
  return {
    ...page(pageData, Number(totalsRow?.doctorCount ?? 0), paging),
    totals: countsOf(totalsRow),
    chart,
  };
}
