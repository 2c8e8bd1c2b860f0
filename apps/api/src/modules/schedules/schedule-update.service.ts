import {
  ActivityAction,
  ActivityEntityType,
  AppError,
  AppointmentRepeatType,
  addDays,
  instantOfLocal,
  localDate,
  localTime,
  type Recurrence,
  RecurrenceEnd,
  ScheduleScope,
  type ScheduleUpdateInput,
  ScheduleUpdateMode,
} from '@clinic/domain';
import { and, eq } from 'drizzle-orm';
import { scheduleExdates, schedules } from '../../db/schema/index.js';
import { record } from '../../platform/activity-log.js';
import type { AuthContext } from '../../platform/auth-context.js';
import type { Tx } from '../../platform/tx.js';
import { invalidateUnfitAppointments, invalidReasons } from './invalidation.service.js';
import { clinicTimeZone } from './occurrences.js';
import { SCHEDULE_CHANGE_EVENT, type ScheduleItem } from './schedule-items.js';
import {
  endSeriesBefore,
  insertSchedule,
  lockVisibleSchedule,
  plannedColumns,
  scheduleItemOf,
} from './schedule-rows.service.js';
import {
  assertDoctorUsable,
  assertIsOccurrence,
  assertLocationUsable,
  assertNoBusyAppointments,
  assertNoOverlap,
  DAY_MS,
  doctorVisible,
  hasOccurrenceBefore,
  instancesBefore,
  isPastTime,
  loadExdates,
  lockDoctors,
  occurrenceEnd,
  type PlannedSchedule,
  planSchedule,
  type ScheduleRow,
} from './schedule-rules.js';

/**
 * Removed occurrences from `occurrenceStart` on, moved with the series when its times change (mode 3: same rule),
 * so an occurrence deleted earlier stays deleted: same day shift, new wall-clock time.
 */
function shiftedExdates(exdates: readonly Date[], occurrenceStart: Date, newStart: Date, timeZone: string) {
  const fromDay = localDate(occurrenceStart, timeZone);
  const dayShift = Math.round((Date.parse(localDate(newStart, timeZone)) - Date.parse(fromDay)) / DAY_MS);
  const time = localTime(newStart, timeZone);
  return exdates
    .filter((d) => d.getTime() >= occurrenceStart.getTime())
    .map((d) => instantOfLocal(addDays(localDate(d, timeZone), dayShift), time, timeZone));
}

async function replaceExdates(tx: Tx, scheduleId: number, exdates: readonly Date[]) {
  const clinicId = tx.actor.clinicId;
  await tx.db
    .delete(scheduleExdates)
    .where(and(eq(scheduleExdates.clinicId, clinicId), eq(scheduleExdates.scheduleId, scheduleId)));
  if (exdates.length)
    await tx.db
      .insert(scheduleExdates)
      .values(exdates.map((occurrenceStart) => ({ clinicId, scheduleId, occurrenceStart })))
      .onConflictDoNothing();
}

const updateAction = (mode: ScheduleUpdateMode, scope: ScheduleScope | undefined) => {
  if (mode === ScheduleUpdateMode.SingleToSingle) return ActivityAction.ScheduleUpdateSingleToSingle;
  if (mode === ScheduleUpdateMode.SingleToRecurring) return ActivityAction.ScheduleUpdateSingleToRecurring;
  if (scope === ScheduleScope.ThisOccurrence) return ActivityAction.ScheduleUpdateRecurringThisOccurrence;
  if (mode === ScheduleUpdateMode.RecurringInfoOnly)
    return ActivityAction.ScheduleUpdateRecurringThisAndFollowing;
  if (mode === ScheduleUpdateMode.RecurringInfoAndRrule)
    return ActivityAction.ScheduleUpdateRecurringInfoAndRule;
  return ActivityAction.ScheduleUpdateRecurringToSingle;
};

/**
 * The mode must match the schedule (docs/product.md#appointments-and-schedules): modes 1–2 edit a single schedule (1
 * keeps it single, 2 makes it a series), modes 3–5 edit an occurrence of a series, with a scope and the occurrence's
 * start; mode 4 (a new rule) applies to "this and following" only. Anything else is invalidEditScheduleCase.
 */
function assertEditCase(row: ScheduleRow, input: ScheduleUpdateInput) {
  const fail = () => {
    throw new AppError('invalidEditScheduleCase');
  };
  const repeats = input.repeatType !== AppointmentRepeatType.NoRepeat;
  if (row.rrule === null) {
    if (input.mode === ScheduleUpdateMode.SingleToSingle && repeats) fail();
    if (input.mode === ScheduleUpdateMode.SingleToRecurring && !repeats) fail();
    if (input.mode > ScheduleUpdateMode.SingleToRecurring) fail();
    return;
  }
  if (input.mode < ScheduleUpdateMode.RecurringInfoOnly) fail();
  if (input.scope === undefined || input.occurrenceStart === undefined) fail();
  if (input.mode === ScheduleUpdateMode.RecurringInfoAndRrule) {
    if (input.scope !== ScheduleScope.ThisAndFollowingOccurrences || !repeats) fail();
  }
}

/** PUT /schedules/{id}: the five modes × two scopes. Answers the schedule now holding the edited occurrence(s). */
export async function updateSchedule(
  tx: Tx,
  auth: AuthContext,
  id: number,
  input: ScheduleUpdateInput,
  now: Date,
): Promise<ScheduleItem> {
  const row = await lockVisibleSchedule(tx, auth, id);
  const timeZone = await clinicTimeZone(tx.db, auth.clinicId);
  const locked = await lockDoctors(tx, [row.doctorId, input.doctorId]);
  assertEditCase(row, input);
  // The group rule is checked here, after the schedule's own (a hidden schedule answers 4007 first).
  if (!(await doctorVisible(tx.db, auth, input.doctorId))) throw new AppError('doctorNotFound');
  assertDoctorUsable(locked, input.doctorId);
  await assertLocationUsable(tx, input.locationId);
  const exdates = await loadExdates(tx.db, auth.clinicId, id);
  const clinicId = auth.clinicId;
  const target = { doctorId: input.doctorId, locationId: input.locationId };
  let holder: number;

  if (row.rrule === null) {
    // Modes 1 and 2: the single schedule itself changes (and may become a series).
    if (isPastTime(row.startAt, row.endAt, now, timeZone)) throw new AppError('pastTimeNotAllowed');
    await assertNoBusyAppointments(
      tx,
      row,
      exdates,
      timeZone,
      row.startAt,
      new Date(row.startAt.getTime() + 1),
    );
    const plan = planSchedule(input, timeZone, now);
    await tx.db
      .update(schedules)
      .set({ ...target, ...plannedColumns(plan), updatedAt: now })
      .where(and(eq(schedules.clinicId, clinicId), eq(schedules.id, id)));
    holder = id;
  } else {
    const occurrenceStart = new Date(input.occurrenceStart!);
    assertIsOccurrence(row, exdates, occurrenceStart, timeZone);
    if (isPastTime(occurrenceStart, occurrenceEnd(row, occurrenceStart), now, timeZone))
      throw new AppError('pastTimeNotAllowed');
    const single = { ...input, repeatType: AppointmentRepeatType.NoRepeat, recurrence: null };
    if (input.scope === ScheduleScope.ThisOccurrence) {
      // Modes 3 and 5, this occurrence: it leaves the series and becomes a single schedule of its own.
      await assertNoBusyAppointments(
        tx,
        row,
        exdates,
        timeZone,
        occurrenceStart,
        new Date(occurrenceStart.getTime() + 1),
      );
      const plan = planSchedule(single, timeZone, now);
      await tx.db.insert(scheduleExdates).values({ clinicId, scheduleId: id, occurrenceStart });
      holder = (await insertSchedule(tx, target, plan)).id;
    } else {
      // This and following: the series ends before the occurrence, a new schedule takes over from it.
      await assertNoBusyAppointments(tx, row, exdates, timeZone, occurrenceStart, null);
      let plan: PlannedSchedule;
      let carried: Date[] = [];
      if (input.mode === ScheduleUpdateMode.RecurringInfoOnly) {
        // Same rule from the new start; a custom "after N" keeps the occurrences it has left.
        let recurrence = row.recurrence as Recurrence | null;
        if (recurrence?.end === RecurrenceEnd.After && recurrence.count) {
          const left = recurrence.count - instancesBefore(row, occurrenceStart, timeZone);
          recurrence = { ...recurrence, count: Math.max(left, 1) };
        }
        plan = planSchedule(
          { ...input, repeatType: row.repeatType as AppointmentRepeatType, recurrence },
          timeZone,
          now,
        );
        carried = shiftedExdates(exdates, occurrenceStart, new Date(input.start), timeZone);
      } else if (input.mode === ScheduleUpdateMode.RecurringInfoAndRrule) {
        plan = planSchedule(input, timeZone, now);
      } else {
        plan = planSchedule(single, timeZone, now);
      }
      if (hasOccurrenceBefore(row, exdates, occurrenceStart, timeZone)) {
        await endSeriesBefore(tx, row, occurrenceStart, timeZone);
        holder = (await insertSchedule(tx, target, plan)).id;
      } else {
        // Nothing of the series comes before: it is replaced as a whole.
        await tx.db
          .update(schedules)
          .set({ ...target, ...plannedColumns(plan), updatedAt: now })
          .where(and(eq(schedules.clinicId, clinicId), eq(schedules.id, id)));
        holder = id;
      }
      await replaceExdates(tx, holder, plan.rrule ? carried : []);
    }
  }

  await assertNoOverlap(tx, holder, timeZone);
  const invalidated: number[] = [];
  for (const doctorId of new Set([row.doctorId, input.doctorId]))
    invalidated.push(...(await invalidateUnfitAppointments(tx, doctorId, invalidReasons.scheduleChanged)));
  await record(tx, ActivityEntityType.Schedule, holder, updateAction(input.mode, input.scope), {
    scheduleId: id,
    occurrenceStart: input.occurrenceStart ?? null,
    doctorId: input.doctorId,
    locationId: input.locationId,
    start: input.start,
    end: input.end,
    invalidatedAppointmentIds: invalidated,
  });
  for (const scheduleId of new Set([id, holder])) tx.publish(SCHEDULE_CHANGE_EVENT, { scheduleId });
  return scheduleItemOf(tx, holder);
}
