import { AppointmentSource, AppointmentStatus, addDays, instantOfLocal, reportDays } from '@clinic/domain';
import type { AppointmentReportRow, ReportAnswer } from '@clinic/domain/contracts';
import { and, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { jsonRowsOf } from '../../db/reads.js';
import { appointments, doctors } from '../../db/schema/index.js';
import { offsetOf, type Paging, page } from '../../platform/paging.js';
import type { StockCalendar } from '../stock/stock.read.js';
import { type ReportScope, scopeWhere } from './scope.js';

// 30 · The appointment report: the appointments whose slot starts on the clinic days asked, one row per doctor,
// counted by status, by how they came and the no-shows; totals over the whole range and a chart per day. Two
// statements: the clinic's calendar (the caller's), and one that reads the range's appointments once for the page,
// the totals and the chart.

type Answer = ReportAnswer<'appointments'>;
type Counts = Omit<AppointmentReportRow, 'doctorId' | 'doctorName'>;

const S = AppointmentStatus;

/** What each count counts; `total` counts every appointment of the range. */
function countConditions(todayStart: Date): Record<Exclude<keyof Counts, 'total'>, SQL> {
  const status = appointments.status;
  return {
    notApproved: sql`${status} = ${S.NotApproved}`,
    approved: sql`${status} = ${S.Approved}`,
    checkedIn: sql`${status} = ${S.CheckedIn}`,
    inProgress: sql`${status} = ${S.InProgress}`,
    finished: sql`${status} = ${S.Finished}`,
    canceled: sql`${status} = ${S.Canceled}`,
    invalid: sql`${status} = ${S.Invalid}`,
    staff: sql`${appointments.source} = ${AppointmentSource.Staff}`,
    online: sql`${appointments.source} = ${AppointmentSource.Online}`,
    walkIn: sql`${appointments.source} = ${AppointmentSource.WalkIn}`,
    // Never checked in and their clinic day is over: started before today's first instant.
    noShow: sql`${status} in (${S.NotApproved}, ${S.Approved}) and ${appointments.startAt} < ${todayStart}`,
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
    gte(appointments.startAt, instantOfLocal(filter.from, '00:00', timeZone)),
    lt(appointments.startAt, instantOfLocal(addDays(filter.to, 1), '00:00', timeZone)),
    scopeWhere(scope, { locationId: appointments.locationId, doctorId: appointments.doctorId }),
    filter.sources?.length ? inArray(appointments.source, filter.sources) : undefined,
  );
  const conditions = countConditions(instantOfLocal(today, '00:00', timeZone));
  const keys = ['total', ...Object.keys(conditions)] as (keyof Counts)[];
  const countOf = (key: keyof Counts) =>
    key === 'total'
      ? sql`count(*)`
      : sql`count(*) filter (where ${conditions[key as keyof typeof conditions]})`;
  const sumOf = (key: keyof Counts) =>
    sql`coalesce(sum(${sql.identifier(key)}), 0)::int as ${sql.identifier(key)}`;
  const counts = sql.join(
    keys.map((key) => sql`${countOf(key)}::int as ${sql.identifier(key)}`),
    sql`, `,
  );
  const summed = sql.join(keys.map(sumOf), sql`, `);

  // The range's appointments are read once, counted per doctor and clinic day (a materialized CTE of at most
  // doctors × days rows); the page (per doctor), the totals and the chart (per day) are sums over those counts.
  const localDay = sql`((${appointments.startAt} at time zone ${timeZone})::date)::text`;
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
