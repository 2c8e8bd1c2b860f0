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
import { cappedPage, countLimitFor, offsetOf, type Paging } from '../../platform/paging.js';
import { keywordFilter } from '../../resources/define-resource.js';
import { clinicTimeZone } from '../schedules/occurrences.js';
import { doctorScope } from './appointment-scope.js';
import { appointmentItems } from './appointment-view.js';

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

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The appointment's patient matches the keyword: its name without case or diacritics (the stored search_name,
 * which is f_unaccent(lower(full_name))), its phone or its code. A subquery rather than a join, so a list without
 * keyword reads appointments alone (every appointment has its patient: a foreign key).
 */
function patientMatches(db: Db, keyword: string) {
  const pattern = `%${likeEscape(keyword.trim())}%`;
  return exists(
    db
      .select({ one: sql`1` })
      .from(clinicPatients)
      .where(
        and(
          eq(clinicPatients.clinicId, appointments.clinicId),
          eq(clinicPatients.id, appointments.clinicPatientId),
          or(
            sql`${clinicPatients.searchName} like f_unaccent(lower(${pattern}))`,
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
  const offset = offsetOf(paging);
  const rows = await db
    .select()
    .from(appointments)
    .where(where)
    .orderBy(...slotOrder)
    .limit(paging.pageSize)
    .offset(offset);
  const limit = countLimitFor(paging, countCap);
  const matches =
    rows.length < paging.pageSize && (rows.length > 0 || offset === 0)
      ? offset + rows.length
      : await countUpTo(db, appointments, where, slotOrder, limit + 1);
  return cappedPage(await appointmentItems(db, auth.clinicId, rows), matches, limit, paging);
}

/**
 * POST /clinic-appointments/search-count: `total` matches the whole body, as search's totalItem does;
 * `byStatus` counts every status under the other filters (the list's tabs), `statuses` aside.
 */
export async function countAppointments(db: Db, auth: AuthContext, filter: AppointmentSearchFilter) {
  const where = await searchWhere(db, auth, filter);
  const rows = await db
    .select({ status: appointments.status, n: count() })
    .from(appointments)
    .where(where)
    .groupBy(appointments.status);
  const byStatus: Record<string, number> = Object.fromEntries(
    allAppointmentStatuses.map((s) => [String(s), 0]),
  );
  for (const r of rows) byStatus[String(r.status)] = r.n;
  const wanted = filter.statuses?.length ? new Set<number>(filter.statuses) : null;
  const total = rows.filter((r) => !wanted || wanted.has(r.status)).reduce((sum, r) => sum + r.n, 0);
  return { total, byStatus };
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
