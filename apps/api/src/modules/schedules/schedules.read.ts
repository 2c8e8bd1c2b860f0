import {
  AppError,
  type AppointmentStatus,
  activeAppointmentStatuses,
  SCHEDULE_SEARCH_MAX_DAYS,
  type ScheduleSearchInput,
} from '@clinic/domain';
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appointments, clinicPatients, doctors } from '../../db/schema/index.js';
import type { AuthContext } from '../../platform/auth-context.js';
import { visibleDoctorsFilter } from '../groups/scope.js';
import { clinicTimeZone, loadOccurrences } from './occurrences.js';
import { type ScheduleItem, toScheduleItem } from './schedule-items.js';
import { assertScheduleVisible, DAY_MS, loadExdates, type ScheduleRow } from './schedule-rules.js';

// The schedule reads take the row the route guard loaded (docs/architecture.md#layers-of-the-api) rather than
// reading it again; they only add the caller's group rule and the related rows.

/** GET /schedules/{id}: the schedule with its removed occurrences. */
export async function scheduleDetails(db: Db, auth: AuthContext, row: ScheduleRow): Promise<ScheduleItem> {
  await assertScheduleVisible(db, auth, row);
  return toScheduleItem(row, await loadExdates(db, auth.clinicId, row.id));
}

/** POST /schedules/search: the occurrences in [from, to) of the doctors the caller may see, with appointment counts. */
export async function searchSchedules(db: Db, auth: AuthContext, input: ScheduleSearchInput) {
  const from = new Date(input.from);
  const to = new Date(input.to);
  const span = to.getTime() - from.getTime();
  if (span <= 0 || span > SCHEDULE_SEARCH_MAX_DAYS * DAY_MS) throw new AppError('invalidDateRange');
  let doctorIds = input.doctorIds;
  const scope = await visibleDoctorsFilter(db, auth);
  if (scope) {
    const visible = await db
      .select({ id: doctors.id })
      .from(doctors)
      .where(
        and(
          eq(doctors.clinicId, auth.clinicId),
          scope,
          doctorIds ? inArray(doctors.id, [...doctorIds, -1]) : undefined,
        ),
      );
    doctorIds = visible.map((d) => d.id);
  }
  const occurrences = await loadOccurrences(db, auth.clinicId, {
    from,
    to,
    timeZone: await clinicTimeZone(db, auth.clinicId),
    ...(doctorIds ? { doctorIds } : {}),
    ...(input.locationIds ? { locationIds: input.locationIds } : {}),
  });
  if (occurrences.length === 0) return [];
  const booked = await db
    .select({
      doctorId: appointments.doctorId,
      locationId: appointments.locationId,
      startAt: appointments.startAt,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.clinicId, auth.clinicId),
        // The doctors and locations the calendar asked for, not the ids of every occurrence: a week of 600 doctors
        // as 600 parameters cost more to build than to run. Bookings off the occurrences are left uncounted below.
        doctorIds ? inArray(appointments.doctorId, [...doctorIds, -1]) : undefined,
        input.locationIds ? inArray(appointments.locationId, [...input.locationIds, -1]) : undefined,
        inArray(appointments.status, [...activeAppointmentStatuses]),
        gte(appointments.startAt, new Date(from.getTime() - DAY_MS)),
        lt(appointments.startAt, new Date(to.getTime() + DAY_MS)),
      ),
    );
  // Each doctor and location's booked starts, sorted once, so an occurrence's count is two binary searches rather
  // than a pass over every booking of the week (6,000 occurrences × 900 bookings at 100× the demo clinic).
  const startsAt = new Map<string, number[]>();
  for (const a of booked) {
    const key = `${a.doctorId}:${a.locationId}`;
    const list = startsAt.get(key) ?? [];
    list.push(a.startAt.getTime());
    startsAt.set(key, list);
  }
  for (const list of startsAt.values()) list.sort((a, b) => a - b);
  return occurrences.map((o) => {
    const starts = startsAt.get(`${o.doctorId}:${o.locationId}`) ?? [];
    const appointmentCount =
      firstAtOrAfter(starts, Date.parse(o.end)) - firstAtOrAfter(starts, Date.parse(o.start));
    // The occurrence is this call's own: given its count in place rather than copied, 6,000 times a busy week.
    return Object.assign(o, { appointmentCount });
  });
}

/** The index of the first of the sorted `times` at or after `t` (their length when none is). */
function firstAtOrAfter(times: number[], t: number) {
  let low = 0;
  let high = times.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (times[mid]! < t) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * GET /schedules/{id}/get-appointments: the active appointments of the schedule's doctor at its location in
 * [occurrenceStart, occurrenceEnd) — what an edit or delete of that range would turn Invalid or be refused for.
 */
export async function scheduleAppointments(
  db: Db,
  auth: AuthContext,
  row: ScheduleRow,
  query: { occurrenceStart?: string | undefined; occurrenceEnd?: string | undefined },
) {
  await assertScheduleVisible(db, auth, row);
  const from = query.occurrenceStart ? new Date(query.occurrenceStart) : row.startAt;
  const to = query.occurrenceEnd ? new Date(query.occurrenceEnd) : null;
  if (to && to.getTime() <= from.getTime()) throw new AppError('invalidDateRange');
  const rows = await db
    .select({
      id: appointments.id,
      code: appointments.code,
      patientName: clinicPatients.fullName,
      patientCode: clinicPatients.code,
      startAt: appointments.startAt,
      endAt: appointments.endAt,
      status: appointments.status,
    })
    .from(appointments)
    .innerJoin(
      clinicPatients,
      and(
        eq(clinicPatients.clinicId, appointments.clinicId),
        eq(clinicPatients.id, appointments.clinicPatientId),
      ),
    )
    .where(
      and(
        eq(appointments.clinicId, auth.clinicId),
        eq(appointments.doctorId, row.doctorId),
        eq(appointments.locationId, row.locationId),
        inArray(appointments.status, [...activeAppointmentStatuses]),
        gte(appointments.startAt, from),
        to ? lt(appointments.startAt, to) : undefined,
      ),
    )
    .orderBy(asc(appointments.startAt), asc(appointments.id));
  return rows.map(({ startAt, endAt, status, ...rest }) => ({
    ...rest,
    // The column is a plain smallint; what it holds is always one of the statuses.
    status: status as AppointmentStatus,
    start: startAt.toISOString(),
    end: endAt.toISOString(),
  }));
}
