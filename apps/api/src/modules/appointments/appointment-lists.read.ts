import { addDays, instantOfLocal, localDate } from '@clinic/domain';
import type { AppointmentTodayFilter } from '@clinic/domain/contracts';
import { and, asc, count, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appointments } from '../../db/schema/index.js';
import type { AuthContext } from '../../platform/auth-context.js';
import { offsetOf, type Paging, page } from '../../platform/paging.js';
import { clinicTimeZone } from '../schedules/occurrences.js';
import { doctorScope } from './appointment-scope.js';
import { type AppointmentItem, appointmentItems } from './appointment-view.read.js';

// The lists of one patient's appointments and of one clinic day's (the day lists of screens 10 and 11).

/** GET /clinic-appointments/by-patient-v2: one patient's appointments, newest first. */
export async function appointmentsOfPatient(
  db: Db,
  auth: AuthContext,
  clinicPatientId: number,
  paging: Paging,
) {
  const where = and(
    eq(appointments.clinicId, auth.clinicId),
    eq(appointments.clinicPatientId, clinicPatientId),
    await doctorScope(db, auth),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(appointments)
      .where(where)
      .orderBy(desc(appointments.startAt), desc(appointments.id))
      .limit(paging.pageSize)
      .offset(offsetOf(paging)),
    db.select({ n: count() }).from(appointments).where(where),
  ]);
  return page(await appointmentItems(db, auth.clinicId, rows), total?.n ?? 0, paging);
}

/**
 * Every appointment of one clinic day (clinic zone) the caller may see (group scope), in slot order (earliest
 * first, then id): the day lists of screens 10 and 11. `statuses` empty or absent: every status.
 */
export async function appointmentsOfDay(
  db: Db,
  auth: AuthContext,
  filter: AppointmentTodayFilter & { statuses?: readonly number[]; date?: string | undefined },
  now: Date,
): Promise<AppointmentItem[]> {
  const timeZone = await clinicTimeZone(db, auth.clinicId);
  const day = filter.date ?? localDate(now, timeZone);
  const rows = await db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.clinicId, auth.clinicId),
        await doctorScope(db, auth),
        gte(appointments.startAt, instantOfLocal(day, '00:00', timeZone)),
        lt(appointments.startAt, instantOfLocal(addDays(day, 1), '00:00', timeZone)),
        filter.doctorIds?.length ? inArray(appointments.doctorId, filter.doctorIds) : undefined,
        filter.locationIds?.length ? inArray(appointments.locationId, filter.locationIds) : undefined,
        filter.statuses?.length ? inArray(appointments.status, [...filter.statuses]) : undefined,
      ),
    )
    .orderBy(asc(appointments.startAt), asc(appointments.id));
  return appointmentItems(db, auth.clinicId, rows);
}
