import { RealtimeEvent } from '@clinic/domain';
import type { ScheduleItem } from '@clinic/domain/contracts';
import type { ScheduleRow } from './schedule-rules.js';

/** Published after every schedule change, so calendars and slot pickers refetch. */
export const SCHEDULE_CHANGE_EVENT = RealtimeEvent.ScheduleChange;

/** What every schedule read and write answers (the contract's scheduleItem). */
export type { ScheduleItem };

export const toScheduleItem = (row: ScheduleRow, exdates: readonly Date[]): ScheduleItem => ({
  id: row.id,
  doctorId: row.doctorId,
  locationId: row.locationId,
  start: row.startAt.toISOString(),
  end: row.endAt.toISOString(),
  repeatType: row.repeatType,
  recurrence: (row.recurrence as ScheduleItem['recurrence']) ?? null,
  rrule: row.rrule,
  lastEnd: row.lastEndAt?.toISOString() ?? null,
  exdates: exdates.map((d) => d.toISOString()),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
