import type { AppointmentRepeatType } from '@clinic/domain';
import { occurrenceExpander } from '@clinic/domain/recurrence';
import { and, eq, gt, gte, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db, DbTx } from '../../db/client.js';
import { clinics, scheduleExdates, schedules } from '../../db/schema/index.js';

/** An occurrence lasts at most a day (the schedule input's rule). */
const DAY_MS = 24 * 60 * 60 * 1000;

/** One occurrence of a schedule, as searches, overlap checks and slots use it. */
export interface ScheduleOccurrence {
  scheduleId: number;
  doctorId: number;
  locationId: number;
  repeatType: AppointmentRepeatType;
  isRecurring: boolean;
  /** ISO instants. */
  start: string;
  end: string;
}

/** The clinic's time zone: schedules, "today" and slots are in it. */
export async function clinicTimeZone(db: Db | DbTx, clinicId: number): Promise<string> {
  const [row] = await db.select({ timeZone: clinics.timeZone }).from(clinics).where(eq(clinics.id, clinicId));
  return row?.timeZone ?? 'Asia/Ho_Chi_Minh';
}

/**
 * Every occurrence overlapping [from, to) of the clinic's schedules, filtered by doctors and locations, in start
 * order. Only series that can reach the window are read (first start before `to`, last end after `from` or
 * never ending), and their removed occurrences are left out.
 */
export async function loadOccurrences(
  db: Db | DbTx,
  clinicId: number,
  window: {
    from: Date;
    to: Date;
    timeZone: string;
    doctorIds?: readonly number[];
    locationIds?: readonly number[];
    /** Leave this schedule out (the one being edited). */
    excludeScheduleId?: number;
  },
): Promise<ScheduleOccurrence[]> {
  const where = and(
    eq(schedules.clinicId, clinicId),
    lt(schedules.startAt, window.to),
    or(isNull(schedules.lastEndAt), gt(schedules.lastEndAt, window.from)),
    window.doctorIds ? inArray(schedules.doctorId, [...window.doctorIds, -1]) : undefined,
    window.locationIds ? inArray(schedules.locationId, [...window.locationIds, -1]) : undefined,
  );
  // Only the columns an occurrence needs: a busy week reads every series of the clinic.
  const rows = await db
    .select({
      id: schedules.id,
      doctorId: schedules.doctorId,
      locationId: schedules.locationId,
      repeatType: schedules.repeatType,
      rrule: schedules.rrule,
      startAt: schedules.startAt,
      endAt: schedules.endAt,
    })
    .from(schedules)
    .where(where);
  const series = rows.filter((r) => r.id !== window.excludeScheduleId);
  if (series.length === 0) return [];
  const removed = await db
    .select()
    .from(scheduleExdates)
    .where(
      and(
        eq(scheduleExdates.clinicId, clinicId),
        // The series by the same conditions rather than by their ids: a busy week's 1,200 ids as parameters cost
        // more to build than the query to run.
        inArray(scheduleExdates.scheduleId, db.select({ id: schedules.id }).from(schedules).where(where)),
        // Only the removed occurrences that could overlap the window (an occurrence lasts at most a day).
        gte(scheduleExdates.occurrenceStart, new Date(window.from.getTime() - DAY_MS)),
        lt(scheduleExdates.occurrenceStart, window.to),
      ),
    );
  // Each series' removed starts, grouped once rather than searched for per series.
  const removedOf = new Map<number, string[]>();
  for (const r of removed) {
    const list = removedOf.get(r.scheduleId) ?? [];
    list.push(r.occurrenceStart.toISOString());
    removedOf.set(r.scheduleId, list);
  }
  const expand = occurrenceExpander(window.from, window.to, window.timeZone);
  const out: ScheduleOccurrence[] = [];
  for (const s of series) {
    const exdates = removedOf.get(s.id) ?? [];
    const found = expand({
      start: s.startAt.toISOString(),
      end: s.endAt.toISOString(),
      rrule: s.rrule,
      exdates,
    });
    for (const o of found)
      out.push({
        scheduleId: s.id,
        doctorId: s.doctorId,
        locationId: s.locationId,
        repeatType: s.repeatType,
        isRecurring: s.rrule !== null,
        start: o.start,
        end: o.end,
      });
  }
  // ISO instants of one format sort as plain strings; localeCompare's collation cost most of a busy week's read.
  return out.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.doctorId - b.doctorId));
}
