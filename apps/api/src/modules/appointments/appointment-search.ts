import { AppointmentStatus, addDays, allAppointmentStatuses, instantOfLocal } from '@clinic/domain';
import type { AppointmentSearchFilter } from '@clinic/domain/contracts';
import { and, asc, count, eq, gte, inArray, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appointments, clinicPatients } from '../../db/schema/index.js';
import type { AuthContext } from '../../platform/auth-context.js';
import { offsetOf, type Paging, page } from '../../platform/paging.js';
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
    keyword
      ? or(
          keywordFilter([clinicPatients.fullName, clinicPatients.phone, clinicPatients.code], keyword),
          keywordFilter([appointments.code], keyword),
        )
      : undefined,
  );
}

const withPatient = and(
  eq(clinicPatients.clinicId, appointments.clinicId),
  eq(clinicPatients.id, appointments.clinicPatientId),
);

/** POST /clinic-appointments/search: the page in slot order (earliest first). */
export async function searchAppointments(
  db: Db,
  auth: AuthContext,
  filter: AppointmentSearchFilter,
  paging: Paging,
) {
  const where = and(
    await searchWhere(db, auth, filter),
    filter.statuses?.length ? inArray(appointments.status, filter.statuses) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ a: appointments })
      .from(appointments)
      .innerJoin(clinicPatients, withPatient)
      .where(where)
      .orderBy(asc(appointments.startAt), asc(appointments.id))
      .limit(paging.pageSize)
      .offset(offsetOf(paging)),
    db.select({ n: count() }).from(appointments).innerJoin(clinicPatients, withPatient).where(where),
  ]);
  return page(
    await appointmentItems(
      db,
      auth.clinicId,
      rows.map((r) => r.a),
    ),
    total?.n ?? 0,
    paging,
  );
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
    .innerJoin(clinicPatients, withPatient)
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
