import { AppointmentSource, AppointmentStatus, addDays, instantOfLocal, reportDays } from '@clinic/domain';
import type { AppointmentReportRow, ReportAnswer } from '@clinic/domain/contracts';
import { and, asc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appointments, doctors } from '../../db/schema/index.js';
import { offsetOf, type Paging, page } from '../../platform/paging.js';
import type { StockCalendar } from '../stock/stock.read.js';
import { type ReportScope, scopeWhere } from './scope.js';

// 30 · The appointment report: the appointments whose slot starts on the clinic days asked, one row per doctor,
// counted by status, by how they came and the no-shows; totals over the whole range and a chart per day. Three
// statements: the clinic's calendar (the caller's), the page with its totals (window sums over every doctor, so
// the totals never depend on the page), and the chart.

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
  const columns: Record<string, SQL<number>> = {};
  for (const key of keys) {
    columns[key] = sql<number>`${countOf(key)}::int`;
    columns[`all_${key}`] = sql<number>`(sum(${countOf(key)}) over ())::int`;
  }

  const pageRows = (limit: number, offset: number) =>
    db
      .select({
        doctorId: appointments.doctorId,
        doctorName: doctors.name,
        doctorCount: sql<number>`(count(*) over ())::int`,
        ...columns,
      })
      .from(appointments)
      .innerJoin(
        doctors,
        and(eq(doctors.clinicId, appointments.clinicId), eq(doctors.id, appointments.doctorId)),
      )
      .where(where)
      .groupBy(appointments.doctorId, doctors.name)
      .orderBy(asc(doctors.name), asc(appointments.doctorId))
      .limit(limit)
      .offset(offset);

  const rows = await pageRows(paging.pageSize, offsetOf(paging));
  // A page past the last has no row to read the totals from: read them off the first row instead.
  const totalsRow = rows[0] ?? (offsetOf(paging) > 0 ? (await pageRows(1, 0))[0] : undefined);
  const countsOf = (row: object | undefined, prefix = '') =>
    Object.fromEntries(
      keys.map((key) => [
        key,
        Number((row as Record<string, unknown> | undefined)?.[`${prefix}${key}`] ?? 0),
      ]),
    ) as Counts;
  const totals = countsOf(totalsRow, 'all_');
  const pageData = rows.map((row) => ({
    doctorId: row.doctorId,
    doctorName: row.doctorName,
    ...countsOf(row),
  }));

  const localDay = sql<string>`((${appointments.startAt} at time zone ${timeZone})::date)::text`;
  const perDay = await db
    .select({
      day: localDay,
      total: sql<number>`count(*)::int`,
      finished: sql<number>`(count(*) filter (where ${conditions.finished}))::int`,
      noShow: sql<number>`(count(*) filter (where ${conditions.noShow}))::int`,
    })
    .from(appointments)
    .where(where)
    .groupBy(sql`1`);
  const byDay = new Map(perDay.map((d) => [d.day, d]));
  const chart = Array.from({ length: reportDays(filter.from, filter.to) }, (_, i) => {
    const day = addDays(filter.from, i);
    const found = byDay.get(day);
    return { day, total: found?.total ?? 0, finished: found?.finished ?? 0, noShow: found?.noShow ?? 0 };
  });
  return { ...page(pageData, totalsRow?.doctorCount ?? 0, paging), totals, chart };
}
