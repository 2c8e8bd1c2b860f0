import { ActivityAction, ActivityEntityType, type ScheduleInput } from '@clinic/domain';
import { record } from '../../platform/activity-log.js';
import type { AuthContext } from '../../platform/auth-context.js';
import type { Tx } from '../../platform/tx.js';
import { clinicTimeZone } from './occurrences.js';
import { SCHEDULE_CHANGE_EVENT, type ScheduleItem, toScheduleItem } from './schedule-items.js';
import { insertSchedule } from './schedule-rows.service.js';
import {
  assertDoctorUsable,
  assertLocationUsable,
  assertNoOverlap,
  lockDoctors,
  planSchedule,
} from './schedule-rules.js';

/** POST /schedules. */
export async function createSchedule(
  tx: Tx,
  auth: AuthContext,
  input: ScheduleInput,
  now: Date,
): Promise<ScheduleItem> {
  const timeZone = await clinicTimeZone(tx.db, auth.clinicId);
  const locked = await lockDoctors(tx, [input.doctorId]);
  assertDoctorUsable(locked, input.doctorId);
  await assertLocationUsable(tx, input.locationId);
  const plan = planSchedule(input, timeZone, now);
  const row = await insertSchedule(tx, input, plan);
  await assertNoOverlap(tx, row.id, timeZone);
  await record(
    tx,
    ActivityEntityType.Schedule,
    row.id,
    plan.rrule ? ActivityAction.ScheduleCreateRecurring : ActivityAction.ScheduleCreateSingle,
    {
      doctorId: row.doctorId,
      locationId: row.locationId,
      start: row.startAt,
      end: row.endAt,
      rrule: row.rrule,
    },
  );
  tx.publish(SCHEDULE_CHANGE_EVENT, { scheduleId: row.id });
  return toScheduleItem(row, []);
}
