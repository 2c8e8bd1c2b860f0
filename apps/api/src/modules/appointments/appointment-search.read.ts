import {
  AppointmentStatus,
  addDays,
  allAppointmentStatuses,
  instantOfLocal,
  LIST_COUNT_CAP,
} from '@clinic/domain';
import type { AppointmentSearchFilter } from '@clinic/domain/contracts';
import { and, asc, count, eq, exists, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appointments, clinicPatients } from '../../db/schema/index.js';
import type { AuthContext } from '../../platform/auth-context.js';
import { countUpTo } from '../../platform/count-up-to.js';
import { cappedPage, countLimitFor, offsetOf, type Paging, totalOf } from '../../platform/paging.js';
import { keywordFilter } from '../../resources/define-resource.js';
import { searchNameContains } from '../patients/patient-search.read.js';
import { clinicTimeZone } from '../schedules/occurrences.js';
import { doctorScope } from './appointment-scope.js';
import { appointmentItems } from './appointment-view.read.js';

// The appointment list of screen 10: search by days, statuses, doctors, locations and keyword, its counts per
// status, and whether Invalid appointments wait.

/** The conditions of a search body, the caller's doctors included. `statuses` is left to the caller. */
async function searchWhere(db: Db, auth: AuthContext, filter: AppointmentSearchFilter) {
  const timeZone = await clinicTimeZone(db, auth.clinicId);
  const keyword = filter.keyword?.trim();
  return and(
    eq(appointments.clinicId, auth.clinicId),
    await doctorScope(db, auth),
    filter.from ? gte(appointments.startAt, instantOfLocal(filter.from, '00:00', timeZone)) : undefined,
    filter.to
      ? lt(appointments.startAt, instantOfLocal(addDays(filter.to, 1), '00:00', timeZone))
      : undefined,
    filter.doctorIds?.length ? inArray(appointments.doctorId, filter.doctorIds) : undefined,
    filter.locationIds?.length ? inArray(appointments.locationId, filter.locationIds) : undefined,
    keyword ? or(patientMatches(db, keyword), keywordFilter([appointments.code], keyword)) : undefined,
  );
}

/**
 * The appointment's patient matches the keyword: its name without case or diacritics (the stored search_name,
 * which is f_unaccent(lower(full_name))), its phone or its code. A subquery rather than a join, so a list without
 * keyword reads appointments alone (every appointment has its patient: a foreign key).
 */
function patientMatches(db: Db, keyword: string) {
  return exists(
    db
      .select({ one: sql`1` })
      .from(clinicPatients)
      .where(
        and(
          eq(clinicPatients.clinicId, appointments.clinicId),
          eq(clinicPatients.id, appointments.clinicPatientId),
          or(
            searchNameContains(keyword),
            keywordFilter([clinicPatients.phone, clinicPatients.code], keyword),
          ),
        ),
      ),
  );
}

/** Slot order, the id as tiebreak: the order of the appointments_by_start index, so a page stops early. */
const slotOrder = [asc(appointments.startAt), asc(appointments.id)];

/**
 * POST /clinic-appointments/search: the page in slot order (earliest first). The total is counted up to
 * LIST_COUNT_CAP (further only when the page lies past it), beyond which the paging says `totalIsCapped`: the
 * book of a clinic grows without end. A first page that is not full is its own total.
 */
export async function searchAppointments(
  db: Db,
  auth: AuthContext,
  filter: AppointmentSearchFilter,
  paging: Paging,
  countCap = LIST_COUNT_CAP,
) {
  const where = and(
    await searchWhere(db, auth, filter),
    filter.statuses?.length ? inArray(appointments.status, filter.statuses) : undefined,
  );
  const rows = await db
    .select()
    .from(appointments)
    .where(where)
    .orderBy(...slotOrder)
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
  const limit = countLimitFor(paging, countCap);
  const matches = await totalOf(rows, paging, () => countUpTo(db, appointments, where, slotOrder, limit + 1));
  return cappedPage(await appointmentItems(db, auth.clinicId, rows), matches, limit, paging);
}

/**
 * POST /clinic-appointments/search-count: `total` matches the whole body, as search's totalItem does;
 * `byStatus` counts every status under the other filters (the list's tabs), `statuses` aside. Each status is
 * counted no further than `countCap` (the book has no end when no dates are set): one past it is answered as the
 * cap, its status listed in `cappedStatuses`, and a total that includes it says `totalIsCapped`.
 */
export async function countAppointments(
  db: Db,
  auth: AuthContext,
  filter: AppointmentSearchFilter,
  countCap = LIST_COUNT_CAP,
) {
  const where = await searchWhere(db, auth, filter);
  // One statement: per status, its matches as a subquery that stops at countCap + 1, read along the
  // appointments_by_status index, so a rare status never walks the common ones.
  const ofStatus = db
    .select({ one: sql`1` })
    .from(appointments)
    .where(and(where, sql`${appointments.status} = s.status`))
    .limit(countCap + 1);
  const result = await db.execute(
    sql`select s.status::int as status, (select count(*)::int from (${ofStatus}) m) as n
      from unnest(${sql.raw(`array[${allAppointmentStatuses.join(',')}]`)}::smallint[]) as s(status)`,
  );
  const byStatus: Record<string, number> = {};
  const cappedStatuses: string[] = [];
  for (const { status, n } of result.rows as { status: number; n: number }[]) {
    byStatus[String(status)] = Math.min(n, countCap);
    if (n > countCap) cappedStatuses.push(String(status));
  }
  const wanted = (status: string) =>
    !filter.statuses?.length || filter.statuses.includes(Number(status) as never);
  const total = Object.entries(byStatus)
    .filter(([status]) => wanted(status))
    .reduce((sum, [, n]) => sum + n, 0);
  if (cappedStatuses.length === 0) return { total, byStatus };
  return { total, byStatus, cappedStatuses, ...(cappedStatuses.some(wanted) ? { totalIsCapped: true } : {}) };
}

/** GET /clinic-appointments/has-invalid: Invalid appointments the caller can see, waiting to be edited or cancelled. */
export async function hasInvalid(db: Db, auth: AuthContext) {
  const [row] = await db
    .select({ n: count() })
    .from(appointments)
    .where(
      and(
        eq(appointments.clinicId, auth.clinicId),
        eq(appointments.status, AppointmentStatus.Invalid),
        await doctorScope(db, auth),
      ),
    );
  const n = row?.n ?? 0;
  return { hasInvalid: n > 0, count: n };
}
