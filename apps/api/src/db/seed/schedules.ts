import { AppointmentRepeatType, addDays, instantOfLocal, localDate, workDaysOfWeek } from '@clinic/domain';
import { toRRule } from '@clinic/domain/recurrence';
import { asc, eq } from 'drizzle-orm';
import { clinicTimeZone } from '../../modules/schedules/occurrences.js';
import type { Tx } from '../../platform/tx.js';
import { doctorLocations, doctors, schedules } from '../schema/index.js';

// The demo doctors' working week: mornings 08:00–11:30 and afternoons 13:30–17:00, Monday to Friday, from today
// (or the next working day) on and never ending. A doctor with two locations spends the morning at one and the
// afternoon at the other (alternating between doctors, so both locations stay staffed), never in two places.
// Today's seeded appointments sit in those sessions; on a weekend the demo clinic opens a one-off morning today
// for them, so the queue and the schedule tell one story whatever day the demo starts.

export const DEMO_SESSIONS = [
  { from: '08:00', to: '11:30' },
  { from: '13:30', to: '17:00' },
] as const;

/** Monday to Friday ('YYYY-MM-DD'). */
export const isWorkingDay = (day: string) =>
  // getUTCDay: Sunday 0 … Saturday 6; workDaysOfWeek: Monday 0 … Sunday 6.
  workDaysOfWeek.some((d) => d === (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7);

/** The first Monday-to-Friday clinic day on or after `day` ('YYYY-MM-DD'). */
export function firstWorkingDay(day: string): string {
  let first = day;
  while (!isWorkingDay(first)) first = addDays(first, 1);
  return first;
}

export async function seedSchedules(tx: Tx, now: Date) {
  const clinicId = tx.actor.clinicId;
  const timeZone = await clinicTimeZone(tx.db, clinicId);
  const today = localDate(now, timeZone);
  const firstDay = firstWorkingDay(today);
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
    const locationOf = (s: number) => locationIds[(k + s) % locationIds.length]!;
    const week = DEMO_SESSIONS.map((session, s) => {
      const startAt = instantOfLocal(firstDay, session.from, timeZone);
      return {
        clinicId,
        doctorId: doctor.id,
        locationId: locationOf(s),
        startAt,
        endAt: instantOfLocal(firstDay, session.to, timeZone),
        repeatType: AppointmentRepeatType.EveryWorkDaysOfWeek,
        recurrence: null,
        rrule: toRRule(AppointmentRepeatType.EveryWorkDaysOfWeek, undefined, startAt, timeZone),
        lastEndAt: null,
      };
    });
    if (firstDay === today) return week;
    // A weekend: this morning only, where the doctor's weekday mornings are.
    const endAt = instantOfLocal(today, DEMO_SESSIONS[0].to, timeZone);
    const weekendMorning = {
      clinicId,
      doctorId: doctor.id,
      locationId: locationOf(0),
      startAt: instantOfLocal(today, DEMO_SESSIONS[0].from, timeZone),
      endAt,
      repeatType: AppointmentRepeatType.NoRepeat,
      recurrence: null,
      rrule: null,
      lastEndAt: endAt,
    };
    return [...week, weekendMorning];
  });
  if (rows.length) await tx.db.insert(schedules).values(rows);
  return rows.length;
}
