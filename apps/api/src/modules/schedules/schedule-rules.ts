import {
  AppError,
  AppointmentRepeatType,
  AppointmentStatus,
  localDate,
  type Recurrence,
  SCHEDULE_MAX_HOURS,
  type ScheduleSeries,
} from '@clinic/domain';
import { expandOccurrences, lastOccurrenceStart, toRRule } from '@clinic/domain/recurrence';
import { and, asc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Db, DbTx } from '../../db/client.js';
import { appointments, doctors, locations, scheduleExdates, schedules } from '../../db/schema/index.js';
import type { AuthContext } from '../../platform/auth-context.js';
import type { Tx } from '../../platform/tx.js';
import { visibleDoctorsFilter } from '../groups/scope.js';
import { loadOccurrences } from './occurrences.js';

// The rules every schedule write obeys (docs/product.md#appointments-and-schedules): who and where, when, how long,
// which repeat, no overlap for one doctor across locations, and no change under appointments already checked in.

export const DAY_MS = 24 * 60 * 60 * 1000;
/** How far ahead a never-ending series is checked for overlaps. */
const OVERLAP_HORIZON_DAYS = 366;

export type ScheduleRow = typeof schedules.$inferSelect;

/** The stored columns a write decides: the first occurrence, the repeat and the series' bound. */
export interface PlannedSchedule {
  startAt: Date;
  endAt: Date;
  repeatType: AppointmentRepeatType;
  recurrence: Recurrence | null;
  rrule: string | null;
  lastEndAt: Date | null;
}

export const seriesOf = (
  row: Pick<ScheduleRow, 'startAt' | 'endAt' | 'rrule'>,
  exdates: readonly Date[] = [],
): ScheduleSeries => ({
  start: row.startAt.toISOString(),
  end: row.endAt.toISOString(),
  rrule: row.rrule,
  exdates: exdates.map((d) => d.toISOString()),
});

/**
 * 'Past time not allowed', as the front desk needs it: a doctor already at work can still be
 * put on today's calendar, so a time may start earlier today as long as it ends in the future. Only what lies
 * ahead is bookable anyway (the slots keep the booking lead from now). An earlier day, or a time over, is past.
 */
export function isPastTime(start: Date, end: Date, now: Date, timeZone: string): boolean {
  if (start.getTime() >= now.getTime()) return false;
  return end.getTime() <= now.getTime() || localDate(start, timeZone) < localDate(now, timeZone);
}

/** The end of the occurrence of `row` starting at `start`: every occurrence lasts as long as the first. */
export const occurrenceEnd = (row: Pick<ScheduleRow, 'startAt' | 'endAt'>, start: Date) =>
  new Date(start.getTime() + row.endAt.getTime() - row.startAt.getTime());

/** The first occurrence of a rule at or after its start, looking a little ahead, then far (weekly every 99 weeks). */
function firstOccurrence(series: ScheduleSeries, timeZone: string) {
  const from = new Date(series.start);
  for (const days of [32, 800]) {
    const [first] = expandOccurrences(series, from, new Date(from.getTime() + days * DAY_MS), timeZone);
    if (first) return first;
  }
  return undefined;
}

/**
 * Checks times and repeat and computes what to store: end after start (invalidDateRange), at most 24 h
 * (scheduleTooLong), not in the past (pastTimeNotAllowed, see isPastTime), and a repeat with at least one occurrence
 * (invalidRecurrence). A series whose start is not itself an occurrence (weekly on Monday, starting on a Tuesday)
 * is stored from its first real occurrence.
 */
export function planSchedule(
  input: { start: string; end: string; repeatType: AppointmentRepeatType; recurrence?: Recurrence | null },
  timeZone: string,
  now: Date,
): PlannedSchedule {
  const start = new Date(input.start);
  const end = new Date(input.end);
  if (end.getTime() <= start.getTime()) throw new AppError('invalidDateRange');
  if (end.getTime() - start.getTime() > SCHEDULE_MAX_HOURS * 60 * 60 * 1000)
    throw new AppError('scheduleTooLong');
  if (isPastTime(start, end, now, timeZone)) throw new AppError('pastTimeNotAllowed');
  if (input.repeatType === AppointmentRepeatType.NoRepeat)
    return { startAt: start, endAt: end, repeatType: 0, recurrence: null, rrule: null, lastEndAt: end };
  const custom = input.repeatType === AppointmentRepeatType.Custom;
  if (custom && !input.recurrence) throw new AppError('invalidRecurrence');
  const rrule = toRRule(input.repeatType, input.recurrence ?? undefined, start, timeZone);
  const duration = end.getTime() - start.getTime();
  const first = firstOccurrence({ start: start.toISOString(), end: end.toISOString(), rrule }, timeZone);
  if (!first) throw new AppError('invalidRecurrence');
  const startAt = new Date(first.start);
  const endAt = new Date(first.end);
  const last = lastOccurrenceStart({ start: first.start, end: first.end, rrule: rrule! }, timeZone);
  return {
    startAt,
    endAt,
    repeatType: input.repeatType,
    recurrence: custom ? input.recurrence! : null,
    rrule,
    lastEndAt: last ? new Date(new Date(last).getTime() + duration) : null,
  };
}

/** Whether the caller's groups let them see the doctor (no query when they see every doctor). */
export async function doctorVisible(db: Db | DbTx, auth: AuthContext, doctorId: number): Promise<boolean> {
  const scope = await visibleDoctorsFilter(db, auth);
  if (!scope) return true;
  const [row] = await db
    .select({ id: doctors.id })
    .from(doctors)
    .where(and(eq(doctors.clinicId, auth.clinicId), eq(doctors.id, doctorId), scope));
  return row !== undefined;
}

/** A schedule whose doctor the caller may not see answers 404, like a missing one. */
export async function assertScheduleVisible(db: Db | DbTx, auth: AuthContext, row: ScheduleRow) {
  if (!(await doctorVisible(db, auth, row.doctorId))) throw new AppError('scheduleNotFound');
}

/**
 * Locks the doctors' rows (in id order, so two writers never wait on each other crosswise): every schedule
 * write for a doctor runs one at a time, so two overlapping creates cannot both pass the overlap check.
 */
export async function lockDoctors(tx: Tx, doctorIds: number[]) {
  const ids = [...new Set(doctorIds)].sort((a, b) => a - b);
  const rows = [];
  for (const id of ids) {
    const [row] = await tx.db
      .select({ id: doctors.id, enabled: doctors.enabled })
      .from(doctors)
      .where(and(eq(doctors.clinicId, tx.actor.clinicId), eq(doctors.id, id)))
      .for('update');
    if (row) rows.push(row);
  }
  return rows;
}

/**
 * The doctor a schedule is written for is enabled. The route's ref('doctor') already answered 4004 to a doctor
 * of another clinic, and the group rule to one outside the caller's groups (on create: the ref's withinGroups;
 * on update: updateSchedule); `locked` holds the row locked since.
 */
export function assertDoctorUsable(locked: { id: number; enabled: boolean }[], doctorId: number) {
  const doctor = locked.find((d) => d.id === doctorId);
  if (!doctor) throw new AppError('doctorNotFound');
  if (!doctor.enabled) throw new AppError('doctorUnavailable');
}

/** The location: of this clinic and enabled, else 4006. */
export async function assertLocationUsable(tx: Tx, locationId: number) {
  const [row] = await tx.db
    .select({ enabled: locations.enabled })
    .from(locations)
    .where(and(eq(locations.clinicId, tx.actor.clinicId), eq(locations.id, locationId)));
  if (!row?.enabled) throw new AppError('locationNotFound');
}

export async function loadExdates(db: Db | DbTx, clinicId: number, scheduleId: number): Promise<Date[]> {
  const rows = await db
    .select({ at: scheduleExdates.occurrenceStart })
    .from(scheduleExdates)
    .where(and(eq(scheduleExdates.clinicId, clinicId), eq(scheduleExdates.scheduleId, scheduleId)))
    .orderBy(asc(scheduleExdates.occurrenceStart));
  return rows.map((r) => r.at);
}

/** `occurrenceStart` must be a (not removed) occurrence of the series; anything else is not an edit case. */
export function assertIsOccurrence(
  row: ScheduleRow,
  exdates: readonly Date[],
  occurrenceStart: Date,
  timeZone: string,
) {
  const t = occurrenceStart.getTime();
  const found = expandOccurrences(seriesOf(row, exdates), occurrenceStart, new Date(t + 1), timeZone);
  if (!found.some((o) => Date.parse(o.start) === t)) throw new AppError('invalidEditScheduleCase');
}

/**
 * Does the series keep an occurrence before `occurrenceStart` (so "this and following" splits rather than replaces)?
 */
export function hasOccurrenceBefore(
  row: ScheduleRow,
  exdates: readonly Date[],
  occurrenceStart: Date,
  timeZone: string,
) {
  return expandOccurrences(seriesOf(row, exdates), row.startAt, occurrenceStart, timeZone).length > 0;
}

/** Rule instances (removed ones included: COUNT counts them) before `occurrenceStart`. */
export function instancesBefore(row: ScheduleRow, occurrenceStart: Date, timeZone: string) {
  return expandOccurrences(seriesOf(row), row.startAt, occurrenceStart, timeZone).length;
}

/**
 * Refuses (scheduleHasAppointments) when a patient has already checked in or is being examined inside one of the
 * occurrences of `row` starting in [from, to) (to null: every following occurrence).
 */
export async function assertNoBusyAppointments(
  tx: Tx,
  row: ScheduleRow,
  exdates: readonly Date[],
  timeZone: string,
  from: Date,
  to: Date | null,
) {
  const busy = await tx.db
    .select({ startAt: appointments.startAt })
    .from(appointments)
    .where(
      and(
        eq(appointments.clinicId, tx.actor.clinicId),
        eq(appointments.doctorId, row.doctorId),
        eq(appointments.locationId, row.locationId),
        inArray(appointments.status, [AppointmentStatus.CheckedIn, AppointmentStatus.InProgress]),
        gte(appointments.startAt, from),
        to ? lt(appointments.startAt, new Date(to.getTime() + DAY_MS)) : undefined,
      ) as SQL,
    );
  for (const a of busy) {
    const t = a.startAt.getTime();
    const inside = expandOccurrences(seriesOf(row, exdates), a.startAt, new Date(t + 1), timeZone).some(
      (o) =>
        Date.parse(o.start) >= from.getTime() &&
        (to === null || Date.parse(o.start) < to.getTime()) &&
        Date.parse(o.start) <= t &&
        t < Date.parse(o.end),
    );
    if (inside) throw new AppError('scheduleHasAppointments');
  }
}

/**
 * One doctor's occurrences never overlap, across locations too: the schedule's occurrences over
 * [start, min(series end, start + 366 days)) against the doctor's others, read after the write (so a split's
 * two halves are checked against each other as well).
 */
export async function assertNoOverlap(tx: Tx, scheduleId: number, timeZone: string) {
  const [row] = await tx.db
    .select()
    .from(schedules)
    .where(and(eq(schedules.clinicId, tx.actor.clinicId), eq(schedules.id, scheduleId)));
  if (!row) return;
  const horizon = row.startAt.getTime() + OVERLAP_HORIZON_DAYS * DAY_MS;
  const to = new Date(row.lastEndAt ? Math.min(row.lastEndAt.getTime(), horizon) : horizon);
  const all = await loadOccurrences(tx.db, tx.actor.clinicId, {
    from: row.startAt,
    to,
    timeZone,
    doctorIds: [row.doctorId],
  });
  const span = (o: { start: string; end: string }) => [Date.parse(o.start), Date.parse(o.end)] as const;
  const mine = all.filter((o) => o.scheduleId === scheduleId).map(span);
  const others = all.filter((o) => o.scheduleId !== scheduleId).map(span);
  // Both lists are in start order and no occurrence lasts over a day, so each check looks at a few neighbours.
  let lo = 0;
  for (const [start, end] of mine) {
    while (lo < others.length && others[lo]![0] + DAY_MS <= start) lo += 1;
    for (let i = lo; i < others.length && others[i]![0] < end; i += 1) {
      if (others[i]![1] > start) throw new AppError('scheduleOverlaps');
    }
  }
}
