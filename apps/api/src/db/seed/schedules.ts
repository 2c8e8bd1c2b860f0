import { AppointmentRepeatType, addDays, instantOfLocal, localDate, workDaysOfWeek } from '@clinic/domain';
import { toRRule } from '@clinic/domain/recurrence';
import { asc, eq } from 'drizzle-orm';
import { clinicTimeZone } from '../../modules/schedules/occurrences.js';
import type { Tx } from '../../platform/tx.js';
import { doctorLocations, doctors, schedules } from '../schema/index.js';

// The demo doctors' working week: mornings 08:00–11:30 and afternoons 13:30–17:00, Monday to Friday, from the
// next working day on and never ending. A doctor with two locations spends the morning at one and the
// afternoon at the other (alternating between doctors, so both locations stay staffed), never in two places.

export const DEMO_SESSIONS = [
  { from: '08:00', to: '11:30' },
  { from: '13:30', to: '17:00' },
] as const;

/** The first Monday-to-Friday clinic day after `today` ('YYYY-MM-DD'). */
export function nextWorkingDay(today: string): string {
  let day = addDays(today, 1);
  // getUTCDay: Sunday 0 … Saturday 6; workDaysOfWeek: Monday 0 … Sunday 6.
  while (!workDaysOfWeek.some((d) => d === (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7))
    day = addDays(day, 1);
  return day;
}

export async function seedSchedules(tx: Tx, now: Date) {
  const clinicId = tx.actor.clinicId;
  const timeZone = await clinicTimeZone(tx.db, clinicId);
  const firstDay = nextWorkingDay(localDate(now, timeZone));
  const team = await tx.db
    .select({ id: doctors.id })
    .from(doctors)
    .where(eq(doctors.clinicId, clinicId))
    .orderBy(asc(doctors.id));
  const places = await tx.db
    .select()
    .from(doctorLocations)
    .where(eq(doctorLocations.clinicId, clinicId))
    .orderBy(asc(doctorLocations.locationId));
  const rows = team.flatMap((doctor, k) => {
    const locationIds = places.filter((p) => p.doctorId === doctor.id).map((p) => p.locationId);
    if (locationIds.length === 0) return [];
    return DEMO_SESSIONS.map((session, s) => {
      const startAt = instantOfLocal(firstDay, session.from, timeZone);
      return {
        clinicId,
        doctorId: doctor.id,
        locationId: locationIds[(k + s) % locationIds.length]!,
        startAt,
        endAt: instantOfLocal(firstDay, session.to, timeZone),
        repeatType: AppointmentRepeatType.EveryWorkDaysOfWeek,
        recurrence: null,
        rrule: toRRule(AppointmentRepeatType.EveryWorkDaysOfWeek, undefined, startAt, timeZone),
        lastEndAt: null,
      };
    });
  });
  if (rows.length) await tx.db.insert(schedules).values(rows);
  return rows.length;
}
