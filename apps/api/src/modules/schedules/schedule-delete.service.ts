import {
  ActivityAction,
  ActivityEntityType,
  AppError,
  type ScheduleDeleteInput,
  ScheduleScope,
} from '@clinic/domain';
import { and, eq } from 'drizzle-orm';
import { scheduleExdates, schedules } from '../../db/schema/index.js';
import { record } from '../../platform/activity-log.js';
import type { AuthContext } from '../../platform/auth-context.js';
import type { Tx } from '../../platform/tx.js';
import { invalidateUnfitAppointments, invalidReasons } from './invalidation.service.js';
import { clinicTimeZone } from './occurrences.js';
import { SCHEDULE_CHANGE_EVENT } from './schedule-items.js';
import { endSeriesBefore, lockVisibleSchedule } from './schedule-rows.service.js';
import {
  assertIsOccurrence,
  assertNoBusyAppointments,
  hasOccurrenceBefore,
  isPastTime,
  loadExdates,
  lockDoctors,
  occurrenceEnd,
} from './schedule-rules.js';

/** POST /schedules/{id}/delete: a single schedule whole; one occurrence (exdate); or this and following. */
export async function deleteSchedule(
  tx: Tx,
  auth: AuthContext,
  id: number,
  input: ScheduleDeleteInput,
  now: Date,
): Promise<{ deleted: true }> {
  const row = await lockVisibleSchedule(tx, auth, id);
  const timeZone = await clinicTimeZone(tx.db, auth.clinicId);
  await lockDoctors(tx, [row.doctorId]);
  const exdates = await loadExdates(tx.db, auth.clinicId, id);
  const clinicId = auth.clinicId;
  const removeRow = () =>
    tx.db.delete(schedules).where(and(eq(schedules.clinicId, clinicId), eq(schedules.id, id)));
  let action: ActivityAction;
  if (row.rrule === null) {
    if (isPastTime(row.startAt, row.endAt, now, timeZone)) throw new AppError('pastTimeNotAllowed');
    await assertNoBusyAppointments(
      tx,
      row,
      exdates,
      timeZone,
      row.startAt,
      new Date(row.startAt.getTime() + 1),
    );
    await removeRow();
    action = ActivityAction.ScheduleDeleteSingle;
  } else {
    if (input.scope === undefined || input.occurrenceStart === undefined)
      throw new AppError('invalidEditScheduleCase');
    const occurrenceStart = new Date(input.occurrenceStart);
    assertIsOccurrence(row, exdates, occurrenceStart, timeZone);
    if (isPastTime(occurrenceStart, occurrenceEnd(row, occurrenceStart), now, timeZone))
      throw new AppError('pastTimeNotAllowed');
    if (input.scope === ScheduleScope.ThisOccurrence) {
      await assertNoBusyAppointments(
        tx,
        row,
        exdates,
        timeZone,
        occurrenceStart,
        new Date(occurrenceStart.getTime() + 1),
      );
      await tx.db.insert(scheduleExdates).values({ clinicId, scheduleId: id, occurrenceStart });
      action = ActivityAction.ScheduleDeleteRecurringThisOccurrence;
    } else {
      await assertNoBusyAppointments(tx, row, exdates, timeZone, occurrenceStart, null);
      if (hasOccurrenceBefore(row, exdates, occurrenceStart, timeZone))
        await endSeriesBefore(tx, row, occurrenceStart, timeZone);
      else await removeRow();
      action = ActivityAction.ScheduleDeleteRecurringFollowing;
    }
  }
  const invalidated = await invalidateUnfitAppointments(tx, row.doctorId, invalidReasons.scheduleChanged);
  await record(tx, ActivityEntityType.Schedule, id, action, {
    doctorId: row.doctorId,
    locationId: row.locationId,
    occurrenceStart: input.occurrenceStart ?? null,
    invalidatedAppointmentIds: invalidated,
  });
  tx.publish(SCHEDULE_CHANGE_EVENT, { scheduleId: id });
  return { deleted: true };
}
