import { z } from 'zod';
import { recurrenceInput } from './recurrence-input';
import { filterId, ref } from './refs';
import { AppointmentRepeatType, ScheduleScope, ScheduleUpdateMode } from './schedules';
import { formErrorIds, instant } from './validation';

// Request bodies of /schedules, shared by the API's routes and the staff screen's forms. They check
// shapes only: the rules (end after start, at most 24 h, not in the past, a custom repeat with at least one
// occurrence, the mode matching the schedule) are the API's, answered with their own error codes.

/** An instant with its offset, as the API carries times ('2026-11-23T01:00:00.000Z'). */
export const isoInstant = instant();

const positiveId = z
  .number({ error: formErrorIds.required })
  .int()
  .positive({ error: formErrorIds.required });

export const repeatTypeInput = z.union(
  Object.values(AppointmentRepeatType).map((v) => z.literal(v)) as [
    z.ZodLiteral<AppointmentRepeatType>,
    ...z.ZodLiteral<AppointmentRepeatType>[],
  ],
  { error: formErrorIds.required },
);

/** POST /schedules: a doctor at a location from start to end (the first occurrence), repeated or not. */
export const scheduleInput = z.object({
  doctorId: ref('doctor', { withinGroups: true, base: positiveId }),
  locationId: ref('location', { base: positiveId }),
  start: isoInstant,
  end: isoInstant,
  repeatType: repeatTypeInput,
  /** The custom repeat; read only for repeatType Custom. */
  recurrence: recurrenceInput.nullish(),
});
export type ScheduleInput = z.output<typeof scheduleInput>;

export const scheduleScopeInput = z.union([
  z.literal(ScheduleScope.ThisOccurrence),
  z.literal(ScheduleScope.ThisAndFollowingOccurrences),
]);

/**
 * PUT /schedules/{id}: the new values and how they apply. `scope` and `occurrenceStart` (the original start of
 * the occurrence being edited) are needed for a series (modes 3–5).
 */
export const scheduleUpdateInput = scheduleInput.extend({
  // Of the clinic only: the API answers a schedule hidden by the caller's groups first, then checks the doctor.
  doctorId: ref('doctor', { base: positiveId }),
  mode: z.union(
    Object.values(ScheduleUpdateMode).map((v) => z.literal(v)) as [
      z.ZodLiteral<ScheduleUpdateMode>,
      ...z.ZodLiteral<ScheduleUpdateMode>[],
    ],
  ),
  scope: scheduleScopeInput.optional(),
  occurrenceStart: isoInstant.optional(),
});
export type ScheduleUpdateInput = z.output<typeof scheduleUpdateInput>;

/** POST /schedules/{id}/delete: nothing for a single schedule; scope and occurrence for a series. */
export const scheduleDeleteInput = z.object({
  scope: scheduleScopeInput.optional(),
  occurrenceStart: isoInstant.optional(),
});
export type ScheduleDeleteInput = z.output<typeof scheduleDeleteInput>;

/** POST /schedules/search: occurrences overlapping [from, to), at most SCHEDULE_SEARCH_MAX_DAYS days. */
export const scheduleSearchInput = z.object({
  doctorIds: z.array(filterId('doctor')).max(500).optional(),
  locationIds: z.array(filterId('location')).max(500).optional(),
  from: isoInstant,
  to: isoInstant,
});
export type ScheduleSearchInput = z.output<typeof scheduleSearchInput>;

export const SCHEDULE_SEARCH_MAX_DAYS = 62;
/** An occurrence may last at most this long (scheduleTooLong). */
export const SCHEDULE_MAX_HOURS = 24;
