import {
  ActivityAction,
  ActivityEntityType,
  AppError,
  AppointmentAction,
  AppointmentStatus,
  activeAppointmentStatuses,
  addDays,
  allAppointmentStatuses,
  canApply,
  filterId,
  formErrorIds,
  instantOfLocal,
  localDate,
  MAX_ACTIVE_APPOINTMENTS_PER_PATIENT_PER_DAY,
  patientInput,
  ref,
  refusalOf,
} from '@clinic/domain';
import { and, asc, count, desc, eq, gte, inArray, lt, ne, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbTx } from '../../db/client.js';
import {
  appointmentStatusHistory,
  appointments,
  clinicPatients,
  doctors,
  locations,
} from '../../db/schema/index.js';
import { record } from '../../platform/activity-log.js';
import type { AuthContext } from '../../platform/auth-context.js';
import { formatCode, nextCounterValue } from '../../platform/counters.js';
import { offsetOf, type Paging, page } from '../../platform/paging.js';
import type { Tx } from '../../platform/tx.js';
import { keywordFilter } from '../../resources/define-resource.js';
import { visibleDoctorsFilter } from '../groups/scope.js';
import { createPatient } from '../patients/patients.service.js';
import { clinicTimeZone } from '../schedules/occurrences.js';
import { scheduleSlots } from '../schedules/slots.service.js';
import { publishAppointmentAdd } from './appointment-events.js';
import { type AppointmentItem, appointmentItems, loadAppointment } from './appointment-view.js';

// Appointments: booking a slot, a walk-in, editing, and the lists.

/** The clinic counter behind appointment codes (LH000001…). */
export const APPOINTMENT_COUNTER = 'appointment';

export const clinicDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, formErrorIds.invalidValue)
  .refine((d) => addDays(d, 0) === d, formErrorIds.invalidValue);
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, formErrorIds.invalidValue);
const text = z.string().trim().max(2000, formErrorIds.maxLength).nullish();

/** POST /clinic-appointments/create. `date`/`time` are required unless `notReserved` (a walk-in starts now). */
export const appointmentCreateInput = z
  .object({
    clinicPatientId: ref('patient').optional(),
    patient: patientInput.optional(),
    doctorId: ref('doctor', { withinGroups: true }),
    locationId: ref('location'),
    date: clinicDay.optional(),
    time: clock.optional(),
    symptom: text,
    note: text,
    notReserved: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.clinicPatientId === undefined) === (v.patient === undefined)) {
      const message = v.clinicPatientId === undefined ? formErrorIds.required : formErrorIds.invalidValue;
      ctx.addIssue({ code: 'custom', message, path: ['clinicPatientId'], input: v });
    }
    if (!v.notReserved) {
      for (const key of ['date', 'time'] as const)
        if (v[key] === undefined)
          ctx.addIssue({ code: 'custom', message: formErrorIds.required, path: [key], input: v });
    }
  });
export type AppointmentCreateInput = z.output<typeof appointmentCreateInput>;

/** PUT /clinic-appointments/:id: the new slot and texts. */
export const appointmentEditInput = z.object({
  // Of the clinic only: a hidden appointment answers 4001 first, then place() applies the group rule.
  doctorId: ref('doctor'),
  locationId: ref('location'),
  date: clinicDay,
  time: clock,
  symptom: text,
  note: text,
});
export type AppointmentEditInput = z.output<typeof appointmentEditInput>;

/** The filter body of search and search-count. `from`/`to` are clinic days, both included. */
export const appointmentSearchFilter = z.object({
  from: clinicDay.optional(),
  to: clinicDay.optional(),
  statuses: z.array(z.union(allAppointmentStatuses.map((s) => z.literal(s)))).optional(),
  doctorIds: z.array(filterId('doctor')).optional(),
  locationIds: z.array(filterId('location')).optional(),
  keyword: z.string().max(200, formErrorIds.maxLength).optional(),
});
export type AppointmentSearchFilter = z.output<typeof appointmentSearchFilter>;

const ACTIVE = [...activeAppointmentStatuses];
const MINUTE = 60_000;

/** A unique-index violation, as PGlite and node-postgres report it (drizzle may wrap it in `cause`). */
function violatedConstraint(error: unknown): string | undefined {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e; ) {
    if (e.code === '23505') return e.constraint ?? '';
    e = e.cause as typeof e;
  }
  return undefined;
}

/** Maps the database's 'same patient twice in a slot' to its error; anything else passes through. */
export function slotViolation(error: unknown): unknown {
  const constraint = violatedConstraint(error);
  if (constraint !== undefined && (constraint === '' || constraint === 'appointments_patient_once_per_slot'))
    return new AppError('patientAlreadyInSlot');
  return error;
}

/** The caller's doctors as a condition on appointments.doctorId (undefined: every doctor). */
async function doctorScope(db: Db | DbTx, auth: AuthContext): Promise<SQL | undefined> {
  const scope = await visibleDoctorsFilter(db, auth);
  if (!scope) return undefined;
  return inArray(
    appointments.doctorId,
    db
      .select({ id: doctors.id })
      .from(doctors)
      .where(and(eq(doctors.clinicId, auth.clinicId), scope)),
  );
}

/** An appointment the caller may see (its doctor in the caller's groups); else appointmentNotFound. */
export async function visibleAppointment(db: Db | DbTx, auth: AuthContext, appointmentId: number) {
  const [row] = await db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.clinicId, auth.clinicId),
        eq(appointments.id, appointmentId),
        await doctorScope(db, auth),
      ),
    );
  if (!row) throw new AppError('appointmentNotFound');
  return row;
}

/**
 * Who books: a staff member, whose groups scope the doctors, or a caller without a user (the public booking
 * site) naming its own doctor scope (enabled doctors visible for booking).
 */
export type Booker = AuthContext | { doctorScope: SQL | undefined };

const scopeOf = (db: Db | DbTx, who: Booker) =>
  'doctorScope' in who ? who.doctorScope : visibleDoctorsFilter(db, who);

interface Placement {
  doctorId: number;
  locationId: number;
  clinicPatientId: number;
  /** A slot booking; absent for a walk-in, which starts now. */
  slot?: { date: string; time: string };
  /** The appointment being edited: it does not count against itself. */
  excludeId?: number;
}

/**
 * Where an appointment goes, checked under locks: the doctor's row then the patient's row are locked (`FOR
 * UPDATE`) before anything is counted, so concurrent bookings of one doctor (or one patient) queue up and each
 * sees the ones before it. The slot must be one scheduleSlots offers now (which applies the 60-minute lead and
 * the booking days), with a place left; the patient must not be in it already nor hold 3 active appointments
 * that clinic day.
 */
async function place(tx: Tx, who: Booker, p: Placement, now: Date) {
  const clinicId = tx.actor.clinicId;
  const scope = await scopeOf(tx.db, who);
  const [doctor] = await tx.db
    .select()
    .from(doctors)
    .where(and(eq(doctors.clinicId, clinicId), eq(doctors.id, p.doctorId), scope))
    .for('update');
  if (!doctor) throw new AppError('doctorNotFound');
  if (!doctor.enabled) throw new AppError('doctorUnavailable');
  const [patient] = await tx.db
    .select({ id: clinicPatients.id })
    .from(clinicPatients)
    .where(and(eq(clinicPatients.clinicId, clinicId), eq(clinicPatients.id, p.clinicPatientId)))
    .for('update');
  if (!patient) throw new AppError('patientNotFound');
  const timeZone = await clinicTimeZone(tx.db, clinicId);

  let startAt: Date;
  let endAt: Date;
  let capacity: number | null = null;
  if (p.slot) {
    const slots = await scheduleSlots(
      tx.db,
      clinicId,
      { doctorId: p.doctorId, locationId: p.locationId, date: p.slot.date },
      now,
      scope,
    );
    const slot = slots.find((s) => s.time === p.slot!.time);
    if (!slot) throw new AppError('appointmentTimeUnavailable');
    startAt = new Date(slot.start);
    endAt = new Date(slot.end);
    capacity = slot.capacity;
  } else {
    const [location] = await tx.db
      .select({ id: locations.id, enabled: locations.enabled })
      .from(locations)
      .where(and(eq(locations.clinicId, clinicId), eq(locations.id, p.locationId)));
    if (!location) throw new AppError('locationNotFound');
    if (!location.enabled) throw new AppError('appointmentTimeUnavailable');
    startAt = now;
    endAt = new Date(now.getTime() + doctor.timePerAppointmentInMinutes * MINUTE);
  }

  const notSelf = p.excludeId === undefined ? undefined : ne(appointments.id, p.excludeId);
  const active = and(eq(appointments.clinicId, clinicId), inArray(appointments.status, ACTIVE), notSelf);
  if (p.slot) {
    const [twice] = await tx.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(
        and(
          active,
          eq(appointments.clinicPatientId, p.clinicPatientId),
          eq(appointments.startAt, startAt),
          eq(appointments.notReserved, false),
        ),
      )
      .limit(1);
    if (twice) throw new AppError('patientAlreadyInSlot');
  }
  const day = localDate(startAt, timeZone);
  const [sameDay] = await tx.db
    .select({ n: count() })
    .from(appointments)
    .where(
      and(
        active,
        eq(appointments.clinicPatientId, p.clinicPatientId),
        gte(appointments.startAt, instantOfLocal(day, '00:00', timeZone)),
        lt(appointments.startAt, instantOfLocal(addDays(day, 1), '00:00', timeZone)),
      ),
    );
  if ((sameDay?.n ?? 0) >= MAX_ACTIVE_APPOINTMENTS_PER_PATIENT_PER_DAY)
    throw new AppError('tooManyAppointmentsSameDay');
  if (capacity !== null) {
    const [taken] = await tx.db
      .select({ n: count() })
      .from(appointments)
      .where(and(active, eq(appointments.doctorId, p.doctorId), eq(appointments.startAt, startAt)));
    if ((taken?.n ?? 0) >= capacity) throw new AppError('appointmentTimeUnavailable');
  }
  return { doctor, startAt, endAt };
}

const history = (tx: Tx, appointmentId: number, fromStatus: number | null, toStatus: number) =>
  tx.db.insert(appointmentStatusHistory).values({
    clinicId: tx.actor.clinicId,
    appointmentId,
    fromStatus,
    toStatus,
    userId: tx.actor.userId,
  });

/** POST /clinic-appointments/create. Call through `inTransaction`; map errors with `slotViolation`. */
export async function createAppointment(
  tx: Tx,
  who: Booker,
  input: AppointmentCreateInput,
  now: Date,
): Promise<AppointmentItem> {
  const clinicId = tx.actor.clinicId;
  const clinicPatientId = input.patient
    ? (await createPatient(tx, input.patient)).id
    : input.clinicPatientId!;
  const walkIn = input.notReserved === true;
  const { doctor, startAt, endAt } = await place(
    tx,
    who,
    {
      doctorId: input.doctorId,
      locationId: input.locationId,
      clinicPatientId,
      ...(walkIn ? {} : { slot: { date: input.date!, time: input.time! } }),
    },
    now,
  );
  const status =
    walkIn || doctor.isAutoApproveAppointment ? AppointmentStatus.Approved : AppointmentStatus.NotApproved;
  const code = formatCode('LH', await nextCounterValue(tx, APPOINTMENT_COUNTER));
  const [row] = await tx.db
    .insert(appointments)
    .values({
      clinicId,
      code,
      clinicPatientId,
      doctorId: input.doctorId,
      locationId: input.locationId,
      startAt,
      endAt,
      status,
      symptom: input.symptom ?? null,
      note: input.note ?? null,
      notReserved: walkIn,
    })
    .returning();
  await history(tx, row!.id, null, status);
  await record(tx, ActivityEntityType.ClinicAppointment, row!.id, ActivityAction.Create, {
    code,
    status,
    notReserved: walkIn,
  });
  // `source: 'online'` marks a patient's own booking from the booking site: the hook the receptionists'
  // notifications (a later issue) listen for; the lists refresh on every appointment.add alike.
  const source = 'doctorScope' in who ? 'online' : 'staff';
  const item = await loadAppointment(tx.db, clinicId, row!.id);
  await publishAppointmentAdd(tx, row!, item, source);
  return item;
}

/** PUT /clinic-appointments/:id: a new slot (same rules, not counting itself); an Invalid one comes back. */
export async function editAppointment(
  tx: Tx,
  auth: AuthContext,
  appointmentId: number,
  input: AppointmentEditInput,
  now: Date,
): Promise<AppointmentItem> {
  const clinicId = tx.actor.clinicId;
  const current = await visibleAppointment(tx.db, auth, appointmentId);
  const before = current.status as AppointmentStatus;
  if (!canApply(AppointmentAction.Edit, before)) throw new AppError(refusalOf(before));
  const { doctor, startAt, endAt } = await place(
    tx,
    auth,
    {
      doctorId: input.doctorId,
      locationId: input.locationId,
      clinicPatientId: current.clinicPatientId,
      slot: { date: input.date, time: input.time },
      excludeId: appointmentId,
    },
    now,
  );
  // Re-read under the locks: a concurrent transition may have moved it meanwhile.
  const [locked] = await tx.db
    .select({ status: appointments.status })
    .from(appointments)
    .where(and(eq(appointments.clinicId, clinicId), eq(appointments.id, appointmentId)))
    .for('update');
  const status = locked!.status as AppointmentStatus;
  if (!canApply(AppointmentAction.Edit, status)) throw new AppError(refusalOf(status));
  const next =
    status === AppointmentStatus.Invalid
      ? doctor.isAutoApproveAppointment
        ? AppointmentStatus.Approved
        : AppointmentStatus.NotApproved
      : status;
  const [moved] = await tx.db
    .update(appointments)
    .set({
      doctorId: input.doctorId,
      locationId: input.locationId,
      startAt,
      endAt,
      status: next,
      symptom: input.symptom ?? null,
      note: input.note ?? null,
      invalidReason: status === AppointmentStatus.Invalid ? null : current.invalidReason,
      notReserved: false,
      updatedAt: tx.now,
    })
    .where(and(eq(appointments.clinicId, clinicId), eq(appointments.id, appointmentId)))
    .returning();
  if (next !== status) await history(tx, appointmentId, status, next);
  await record(tx, ActivityEntityType.ClinicAppointment, appointmentId, ActivityAction.Update, {
    code: current.code,
    from: {
      doctorId: current.doctorId,
      locationId: current.locationId,
      start: current.startAt.toISOString(),
    },
    to: { doctorId: input.doctorId, locationId: input.locationId, start: startAt.toISOString() },
    ...(next !== status ? { fromStatus: status, toStatus: next } : {}),
  });
  const item = await loadAppointment(tx.db, clinicId, appointmentId);
  await publishAppointmentAdd(tx, moved!, item, 'staff');
  return item;
}

/** GET /clinic-appointments/:id. */
export async function getAppointment(db: Db, auth: AuthContext, appointmentId: number) {
  await visibleAppointment(db, auth, appointmentId);
  return loadAppointment(db, auth.clinicId, appointmentId);
}

/** GET /clinic-appointments/:id/details-for-edit: the item and the slots of its doctor, location and day. */
export async function detailsForEdit(db: Db, auth: AuthContext, appointmentId: number, now: Date) {
  await visibleAppointment(db, auth, appointmentId);
  const appointment = await loadAppointment(db, auth.clinicId, appointmentId);
  const scope = await visibleDoctorsFilter(db, auth);
  let slots: Awaited<ReturnType<typeof scheduleSlots>> = [];
  try {
    slots = await scheduleSlots(
      db,
      auth.clinicId,
      { doctorId: appointment.doctorId, locationId: appointment.locationId, date: appointment.date },
      now,
      scope,
    );
  } catch (error) {
    // A doctor since disabled offers no slot; the form still opens to move the appointment elsewhere.
    if (!(error instanceof AppError)) throw error;
  }
  return { appointment, slots };
}

/** The conditions of a search body, the caller's doctors included. `statuses` is left to the caller. */
async function searchWhere(db: Db, auth: AuthContext, filter: AppointmentSearchFilter) {
  const timeZone = await clinicTimeZone(db, auth.clinicId);
  const keyword = filter.keyword?.trim();
  return and(
    eq(appointments.clinicId, auth.clinicId),
    await doctorScope(db, auth),
    filter.from ? gte(appointments.startAt, instantOfLocal(filter.from, '00:00', timeZone)) : undefined,
    filter.to
      ? lt(appointments.startAt, instantOfLocal(addDays(filter.to, 1), '00:00', timeZone))
      : undefined,
    filter.doctorIds?.length ? inArray(appointments.doctorId, filter.doctorIds) : undefined,
    filter.locationIds?.length ? inArray(appointments.locationId, filter.locationIds) : undefined,
    keyword
      ? or(
          keywordFilter([clinicPatients.fullName, clinicPatients.phone, clinicPatients.code], keyword),
          keywordFilter([appointments.code], keyword),
        )
      : undefined,
  );
}

const withPatient = and(
  eq(clinicPatients.clinicId, appointments.clinicId),
  eq(clinicPatients.id, appointments.clinicPatientId),
);

/** POST /clinic-appointments/search: the page in slot order (earliest first). */
export async function searchAppointments(
  db: Db,
  auth: AuthContext,
  filter: AppointmentSearchFilter,
  paging: Paging,
) {
  const where = and(
    await searchWhere(db, auth, filter),
    filter.statuses?.length ? inArray(appointments.status, filter.statuses) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ a: appointments })
      .from(appointments)
      .innerJoin(clinicPatients, withPatient)
      .where(where)
      .orderBy(asc(appointments.startAt), asc(appointments.id))
      .limit(paging.pageSize)
      .offset(offsetOf(paging)),
    db.select({ n: count() }).from(appointments).innerJoin(clinicPatients, withPatient).where(where),
  ]);
  return page(
    await appointmentItems(
      db,
      auth.clinicId,
      rows.map((r) => r.a),
    ),
    total?.n ?? 0,
    paging,
  );
}

/**
 * POST /clinic-appointments/search-count: `total` matches the whole body, as search's totalItem does;
 * `byStatus` counts every status under the other filters (the list's tabs), `statuses` aside.
 */
export async function countAppointments(db: Db, auth: AuthContext, filter: AppointmentSearchFilter) {
  const where = await searchWhere(db, auth, filter);
  const rows = await db
    .select({ status: appointments.status, n: count() })
    .from(appointments)
    .innerJoin(clinicPatients, withPatient)
    .where(where)
    .groupBy(appointments.status);
  const byStatus: Record<string, number> = Object.fromEntries(
    allAppointmentStatuses.map((s) => [String(s), 0]),
  );
  for (const r of rows) byStatus[String(r.status)] = r.n;
  const wanted = filter.statuses?.length ? new Set<number>(filter.statuses) : null;
  const total = rows.filter((r) => !wanted || wanted.has(r.status)).reduce((sum, r) => sum + r.n, 0);
  return { total, byStatus };
}

/** GET /clinic-appointments/has-invalid: Invalid appointments the caller can see, waiting to be edited or cancelled. */
export async function hasInvalid(db: Db, auth: AuthContext) {
  const [row] = await db
    .select({ n: count() })
    .from(appointments)
    .where(
      and(
        eq(appointments.clinicId, auth.clinicId),
        eq(appointments.status, AppointmentStatus.Invalid),
        await doctorScope(db, auth),
      ),
    );
  const n = row?.n ?? 0;
  return { hasInvalid: n > 0, count: n };
}

/** GET /clinic-appointments/by-patient-v2: one patient's appointments, newest first. */
export async function appointmentsOfPatient(
  db: Db,
  auth: AuthContext,
  clinicPatientId: number,
  paging: Paging,
) {
  const where = and(
    eq(appointments.clinicId, auth.clinicId),
    eq(appointments.clinicPatientId, clinicPatientId),
    await doctorScope(db, auth),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(appointments)
      .where(where)
      .orderBy(desc(appointments.startAt), desc(appointments.id))
      .limit(paging.pageSize)
      .offset(offsetOf(paging)),
    db.select({ n: count() }).from(appointments).where(where),
  ]);
  return page(await appointmentItems(db, auth.clinicId, rows), total?.n ?? 0, paging);
}

/** POST /clinic-appointments/all-today. */
export const appointmentTodayFilter = z.object({
  doctorIds: z.array(filterId('doctor')).max(500).optional(),
  locationIds: z.array(filterId('location')).max(500).optional(),
});
export type AppointmentTodayFilter = z.output<typeof appointmentTodayFilter>;

/** POST /clinic-appointments/all-by-status: `date` is a clinic day, today (clinic zone) when absent. */
export const appointmentByStatusFilter = appointmentTodayFilter.extend({
  statuses: z.array(z.union(allAppointmentStatuses.map((s) => z.literal(s)))).min(1, formErrorIds.required),
  date: clinicDay.optional(),
});
export type AppointmentByStatusFilter = z.output<typeof appointmentByStatusFilter>;

/**
 * Every appointment of one clinic day (clinic zone) the caller may see (group scope), in slot order (earliest
 * first, then id): the day lists of screens 10 and 11. `statuses` empty or absent: every status.
 */
export async function appointmentsOfDay(
  db: Db,
  auth: AuthContext,
  filter: AppointmentTodayFilter & { statuses?: readonly number[]; date?: string | undefined },
  now: Date,
): Promise<AppointmentItem[]> {
  const timeZone = await clinicTimeZone(db, auth.clinicId);
  const day = filter.date ?? localDate(now, timeZone);
  const rows = await db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.clinicId, auth.clinicId),
        await doctorScope(db, auth),
        gte(appointments.startAt, instantOfLocal(day, '00:00', timeZone)),
        lt(appointments.startAt, instantOfLocal(addDays(day, 1), '00:00', timeZone)),
        filter.doctorIds?.length ? inArray(appointments.doctorId, filter.doctorIds) : undefined,
        filter.locationIds?.length ? inArray(appointments.locationId, filter.locationIds) : undefined,
        filter.statuses?.length ? inArray(appointments.status, [...filter.statuses]) : undefined,
      ),
    )
    .orderBy(asc(appointments.startAt), asc(appointments.id));
  return appointmentItems(db, auth.clinicId, rows);
}
