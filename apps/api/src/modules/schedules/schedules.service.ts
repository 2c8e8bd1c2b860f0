import {
  ActivityAction,
  ActivityEntityType,
  AppError,
  AppointmentRepeatType,
  activeAppointmentStatuses,
  addDays,
  instantOfLocal,
  localDate,
  localTime,
  RealtimeEvent,
  type Recurrence,
  RecurrenceEnd,
  SCHEDULE_SEARCH_MAX_DAYS,
  type ScheduleDeleteInput,
  type ScheduleInput,
  ScheduleScope,
  type ScheduleSearchInput,
  type ScheduleUpdateInput,
  ScheduleUpdateMode,
} from '@clinic/domain';
import { endRuleBefore, lastOccurrenceStart } from '@clinic/domain/recurrence';
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbTx } from '../../db/client.js';
import { appointments, clinicPatients, doctors, scheduleExdates, schedules } from '../../db/schema/index.js';
import { record } from '../../platform/activity-log.js';
import type { AuthContext } from '../../platform/auth-context.js';
import type { Tx } from '../../platform/tx.js';
import { visibleDoctorsFilter } from '../groups/scope.js';
import { invalidateUnfitAppointments, invalidReasons } from './invalidation.js';
import { clinicTimeZone, loadOccurrences } from './occurrences.js';
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

/** Published after every schedule change, so calendars and slot pickers refetch. */
export const SCHEDULE_CHANGE_EVENT = RealtimeEvent.ScheduleChange;

export const scheduleItem = z.object({
  id: z.number(),
  doctorId: z.number(),
  locationId: z.number(),
  /** First occurrence. */
  start: z.string(),
  end: z.string(),
  repeatType: z.number(),
  recurrence: z
    .object({
      interval: z.number(),
      frequency: z.number(),
      daysOfWeek: z.array(z.number()),
      end: z.string(),
      endDate: z.string().optional(),
      count: z.number().optional(),
    })
    .nullable(),
  rrule: z.string().nullable(),
  /** End of the last occurrence; null when the series never ends. */
  lastEnd: z.string().nullable(),
  /** Starts of the occurrences removed from the series. */
  exdates: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ScheduleItem = z.input<typeof scheduleItem>;

export const scheduleOccurrenceItem = z.object({
  scheduleId: z.number(),
  doctorId: z.number(),
  locationId: z.number(),
  repeatType: z.number(),
  isRecurring: z.boolean(),
  start: z.string(),
  end: z.string(),
  /** Active appointments (1000–4000) starting inside this occurrence. */
  appointmentCount: z.number(),
});

export const scheduleAppointmentItem = z.object({
  id: z.number(),
  code: z.string(),
  patientName: z.string(),
  patientCode: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.number(),
});

const toItem = (row: ScheduleRow, exdates: readonly Date[]): ScheduleItem => ({
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

/** A schedule of the clinic whose doctor the caller may see; otherwise 404, like a missing one. */
async function visibleSchedule(tx: Tx, auth: AuthContext, id: number, lock = false): Promise<ScheduleRow> {
  const query = tx.db
    .select()
    .from(schedules)
    .where(and(eq(schedules.clinicId, auth.clinicId), eq(schedules.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || !(await doctorVisible(tx, auth, row.doctorId))) throw new AppError('scheduleNotFound');
  return row;
}

async function itemOf(tx: Tx, id: number): Promise<ScheduleItem> {
  const [row] = await tx.db
    .select()
    .from(schedules)
    .where(and(eq(schedules.clinicId, tx.actor.clinicId), eq(schedules.id, id)));
  if (!row) throw new AppError('scheduleNotFound');
  return toItem(row, await loadExdates(tx, id));
}

/** A read-only unit of work on the outer db (no transaction needed to read). It stamps nothing, so has no time. */
const reader = (db: Db, auth: AuthContext): Tx => ({
  db: db as unknown as DbTx,
  actor: auth,
  get now(): Date {
    throw new Error('a read-only unit of work has no time to stamp');
  },
  publish: () => {},
});

export async function getSchedule(db: Db, auth: AuthContext, id: number): Promise<ScheduleItem> {
  const tx = reader(db, auth);
  const row = await visibleSchedule(tx, auth, id);
  return toItem(row, await loadExdates(tx, id));
}

const planned = (p: PlannedSchedule) => ({
  ...p,
  recurrence: p.recurrence as Record<string, unknown> | null,
});

async function insertSchedule(
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
      ...planned(plan),
    })
    .returning();
  return row!;
}

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
  return toItem(row, []);
}

/**
 * Ends a series before `occurrenceStart` ("this and following"): an UNTIL just before it, a custom repeat's
 * editor values ending on the day before, and the removed occurrences after it forgotten.
 */
async function endSeriesBefore(tx: Tx, row: ScheduleRow, occurrenceStart: Date, timeZone: string) {
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
  const row = await visibleSchedule(tx, auth, id, true);
  const timeZone = await clinicTimeZone(tx.db, auth.clinicId);
  const locked = await lockDoctors(tx, [row.doctorId, input.doctorId]);
  assertEditCase(row, input);
  // The group rule is checked here, after the schedule's own (a hidden schedule answers 4007 first).
  if (!(await doctorVisible(tx, auth, input.doctorId))) throw new AppError('doctorNotFound');
  assertDoctorUsable(locked, input.doctorId);
  await assertLocationUsable(tx, input.locationId);
  const exdates = await loadExdates(tx, id);
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
      .set({ ...target, ...planned(plan), updatedAt: now })
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
          .set({ ...target, ...planned(plan), updatedAt: now })
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
  return itemOf(tx, holder);
}

/** POST /schedules/{id}/delete: a single schedule whole; one occurrence (exdate); or this and following. */
export async function deleteSchedule(
  tx: Tx,
  auth: AuthContext,
  id: number,
  input: ScheduleDeleteInput,
  now: Date,
): Promise<{ deleted: true }> {
  const row = await visibleSchedule(tx, auth, id, true);
  const timeZone = await clinicTimeZone(tx.db, auth.clinicId);
  await lockDoctors(tx, [row.doctorId]);
  const exdates = await loadExdates(tx, id);
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

/** POST /schedules/search: the occurrences in [from, to) of the doctors the caller may see, with appointment counts. */
export async function searchSchedules(db: Db, auth: AuthContext, input: ScheduleSearchInput) {
  const from = new Date(input.from);
  const to = new Date(input.to);
  const span = to.getTime() - from.getTime();
  if (span <= 0 || span > SCHEDULE_SEARCH_MAX_DAYS * DAY_MS) throw new AppError('invalidDateRange');
  let doctorIds = input.doctorIds;
  const scope = await visibleDoctorsFilter(db, auth);
  if (scope) {
    const visible = await db
      .select({ id: doctors.id })
      .from(doctors)
      .where(
        and(
          eq(doctors.clinicId, auth.clinicId),
          scope,
          doctorIds ? inArray(doctors.id, [...doctorIds, -1]) : undefined,
        ),
      );
    doctorIds = visible.map((d) => d.id);
  }
  const occurrences = await loadOccurrences(db, auth.clinicId, {
    from,
    to,
    timeZone: await clinicTimeZone(db, auth.clinicId),
    ...(doctorIds ? { doctorIds } : {}),
    ...(input.locationIds ? { locationIds: input.locationIds } : {}),
  });
  if (occurrences.length === 0) return [];
  const booked = await db
    .select({
      doctorId: appointments.doctorId,
      locationId: appointments.locationId,
      startAt: appointments.startAt,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.clinicId, auth.clinicId),
        inArray(appointments.doctorId, [...new Set(occurrences.map((o) => o.doctorId))]),
        inArray(appointments.status, [...activeAppointmentStatuses]),
        gte(appointments.startAt, new Date(from.getTime() - DAY_MS)),
        lt(appointments.startAt, new Date(to.getTime() + DAY_MS)),
      ),
    );
  return occurrences.map((o) => {
    const start = Date.parse(o.start);
    const end = Date.parse(o.end);
    const appointmentCount = booked.filter(
      (a) =>
        a.doctorId === o.doctorId &&
        a.locationId === o.locationId &&
        a.startAt.getTime() >= start &&
        a.startAt.getTime() < end,
    ).length;
    return { ...o, appointmentCount };
  });
}

/**
 * GET /schedules/{id}/get-appointments: the active appointments of the schedule's doctor at its location in
 * [occurrenceStart, occurrenceEnd) — what an edit or delete of that range would turn Invalid or be refused for.
 */
export async function scheduleAppointments(
  db: Db,
  auth: AuthContext,
  id: number,
  query: { occurrenceStart?: string | undefined; occurrenceEnd?: string | undefined },
) {
  const row = await visibleSchedule(reader(db, auth), auth, id);
  const from = query.occurrenceStart ? new Date(query.occurrenceStart) : row.startAt;
  const to = query.occurrenceEnd ? new Date(query.occurrenceEnd) : null;
  if (to && to.getTime() <= from.getTime()) throw new AppError('invalidDateRange');
  const rows = await db
    .select({
      id: appointments.id,
      code: appointments.code,
      patientName: clinicPatients.fullName,
      patientCode: clinicPatients.code,
      startAt: appointments.startAt,
      endAt: appointments.endAt,
      status: appointments.status,
    })
    .from(appointments)
    .innerJoin(
      clinicPatients,
      and(
        eq(clinicPatients.clinicId, appointments.clinicId),
        eq(clinicPatients.id, appointments.clinicPatientId),
      ),
    )
    .where(
      and(
        eq(appointments.clinicId, auth.clinicId),
        eq(appointments.doctorId, row.doctorId),
        eq(appointments.locationId, row.locationId),
        inArray(appointments.status, [...activeAppointmentStatuses]),
        gte(appointments.startAt, from),
        to ? lt(appointments.startAt, to) : undefined,
      ),
    )
    .orderBy(asc(appointments.startAt), asc(appointments.id));
  return rows.map(({ startAt, endAt, ...rest }) => ({
    ...rest,
    start: startAt.toISOString(),
    end: endAt.toISOString(),
  }));
}
