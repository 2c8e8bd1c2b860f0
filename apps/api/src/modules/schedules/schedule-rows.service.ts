import {
  AppError,
  AppointmentRepeatType,
  addDays,
  localDate,
  type Recurrence,
  RecurrenceEnd,
} from '@clinic/domain';
import { endRuleBefore, lastOccurrenceStart } from '@clinic/domain/recurrence';
import { and, eq, gte } from 'drizzle-orm';
import { scheduleExdates, schedules } from '../../db/schema/index.js';
import type { AuthContext } from '../../platform/auth-context.js';
import type { Tx } from '../../platform/tx.js';
import { type ScheduleItem, toScheduleItem } from './schedule-items.js';
import {
  assertScheduleVisible,
  loadExdates,
  type PlannedSchedule,
  type ScheduleRow,
} from './schedule-rules.js';

// The row-level steps the schedule writes share (create, update, delete).

/** A schedule of the clinic whose doctor the caller may see, locked for the change; otherwise 404. */
export async function lockVisibleSchedule(tx: Tx, auth: AuthContext, id: number): Promise<ScheduleRow> {
  const [row] = await tx.db
    .select()
    .from(schedules)
    .where(and(eq(schedules.clinicId, auth.clinicId), eq(schedules.id, id)))
    .for('update');
  if (!row) throw new AppError('scheduleNotFound');
  await assertScheduleVisible(tx.db, auth, row);
  return row;
}

/** The schedule as it stands after a write in this unit of work. */
export async function scheduleItemOf(tx: Tx, id: number): Promise<ScheduleItem> {
  const [row] = await tx.db
    .select()
    .from(schedules)
    .where(and(eq(schedules.clinicId, tx.actor.clinicId), eq(schedules.id, id)));
  if (!row) throw new AppError('scheduleNotFound');
  return toScheduleItem(row, await loadExdates(tx.db, tx.actor.clinicId, id));
}

/** A plan as the columns store it (the recurrence column is untyped jsonb). */
export const plannedColumns = (p: PlannedSchedule) => ({
  ...p,
  recurrence: p.recurrence as Record<string, unknown> | null,
});

export async function insertSchedule(
  tx: Tx,
  input: { doctorId: number; locationId: number },
  plan: PlannedSchedule,
): Promise<ScheduleRow> {
  const [row] = await tx.db
    .insert(schedules)
    .values({
      clinicId: tx.actor.clinicId,
      doctorId: input.doctorId,
      locationId: input.locationId,
      ...plannedColumns(plan),
    })
    .returning();
  return row!;
}

/**
 * Ends a series before `occurrenceStart` ("this and following"): an UNTIL just before it, a custom repeat's
 * editor values ending on the day before, and the removed occurrences after it forgotten.
 */
export async function endSeriesBefore(tx: Tx, row: ScheduleRow, occurrenceStart: Date, timeZone: string) {
  const rrule = endRuleBefore(row.rrule!, occurrenceStart, timeZone);
  const recurrence =
    row.recurrence && row.repeatType === AppointmentRepeatType.Custom
      ? {
          ...(row.recurrence as Recurrence),
          end: RecurrenceEnd.OnDay,
          endDate: addDays(localDate(occurrenceStart, timeZone), -1),
          count: undefined,
        }
      : row.recurrence;
  const last = lastOccurrenceStart(
    { start: row.startAt.toISOString(), end: row.endAt.toISOString(), rrule },
    timeZone,
  );
  const duration = row.endAt.getTime() - row.startAt.getTime();
  await tx.db
    .update(schedules)
    .set({
      rrule,
      recurrence: recurrence as Record<string, unknown> | null,
      lastEndAt: last ? new Date(Date.parse(last) + duration) : row.endAt,
      updatedAt: tx.now,
    })
    .where(and(eq(schedules.clinicId, tx.actor.clinicId), eq(schedules.id, row.id)));
  await tx.db
    .delete(scheduleExdates)
    .where(
      and(
        eq(scheduleExdates.clinicId, tx.actor.clinicId),
        eq(scheduleExdates.scheduleId, row.id),
        gte(scheduleExdates.occurrenceStart, occurrenceStart),
      ),
    );
}
