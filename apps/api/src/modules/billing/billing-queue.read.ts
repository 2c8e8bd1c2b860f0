import { AppointmentStatus, addDays, instantOfLocal, localDate, localTime } from '@clinic/domain';
import { BILLING_QUEUE_DAYS, type BillingQueueItem } from '@clinic/domain/contracts';
import { and, asc, desc, eq, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appointments, clinicPatients, doctors, invoices } from '../../db/schema/index.js';
import type { AuthContext } from '../../platform/auth-context.js';
import { doctorScope } from '../appointments/appointment-scope.js';
import { clinicTimeZone } from '../schedules/occurrences.js';

// The cashier's queue (screen 21): visits whose exam is in progress or finished and whose billing is not finished.

/**
 * The statuses as literals, not parameters: the condition is then, word for word, the predicate of the partial
 * index appointments_to_bill, which the planner can only use when it can prove the query implies it.
 */
const toBill = sql`${appointments.status} in (${sql.raw(`${AppointmentStatus.InProgress}, ${AppointmentStatus.Finished}`)})`;

/**
 * GET /invoices/billing-queue: the visits to bill of the clinic's last BILLING_QUEUE_DAYS days (today and the
 * days before, in its zone) whose doctor the caller's groups show, finished ones first (the patient is at the
 * desk), then those in progress, each earliest first; with every invoice of each visit, read in one more query.
 */
export async function billingQueue(db: Db, auth: AuthContext, now: Date): Promise<BillingQueueItem[]> {
  const timeZone = await clinicTimeZone(db, auth.clinicId);
  const today = localDate(now, timeZone);
  const rows = await queueVisits(db, auth.clinicId, today, timeZone, await doctorScope(db, auth));
  if (rows.length === 0) return [];
  const visitInvoices = await db
    .select({
      id: invoices.id,
      appointmentId: invoices.appointmentId,
      code: invoices.code,
      status: invoices.status,
      total: invoices.total,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.clinicId, auth.clinicId),
        inArray(
          invoices.appointmentId,
          rows.map((r) => r.appointment.id),
        ),
      ),
    )
    .orderBy(asc(invoices.createdAt), asc(invoices.id));
  return rows.map(({ appointment: a, ...row }) => ({
    appointmentId: a.id,
    appointmentCode: a.code,
    appointmentStatus: a.status,
    date: localDate(a.startAt, timeZone),
    time: localTime(a.startAt, timeZone),
    orderNumber: a.orderNumber,
    doctorName: row.doctorName,
    clinicPatientId: a.clinicPatientId,
    patientName: row.patientName,
    patientCode: row.patientCode,
    patientPhone: row.patientPhone,
    invoices: visitInvoices
      .filter((i) => i.appointmentId === a.id)
      .map(({ id, code, status, total }) => ({ id, code, status, total })),
  }));
}

/**
 * The visits to bill of the clinic days [today − BILLING_QUEUE_DAYS + 1, today] in the queue's order, with their
 * doctor and patient, read off the partial index appointments_to_bill.
 */
export function queueVisits(
  db: Db,
  clinicId: number,
  today: string,
  timeZone: string,
  scope: SQL | undefined,
) {
  return db
    .select({
      appointment: appointments,
      doctorName: doctors.name,
      patientName: clinicPatients.fullName,
      patientCode: clinicPatients.code,
      patientPhone: clinicPatients.phone,
    })
    .from(appointments)
    .innerJoin(
      doctors,
      and(eq(doctors.clinicId, appointments.clinicId), eq(doctors.id, appointments.doctorId)),
    )
    .innerJoin(
      clinicPatients,
      and(
        eq(clinicPatients.clinicId, appointments.clinicId),
        eq(clinicPatients.id, appointments.clinicPatientId),
      ),
    )
    .where(
      and(
        eq(appointments.clinicId, clinicId),
        toBill,
        isNull(appointments.billedAt),
        gte(appointments.startAt, instantOfLocal(addDays(today, 1 - BILLING_QUEUE_DAYS), '00:00', timeZone)),
        lt(appointments.startAt, instantOfLocal(addDays(today, 1), '00:00', timeZone)),
        scope,
      ),
    )
    .orderBy(
      desc(sql`${appointments.status} = ${sql.raw(String(AppointmentStatus.Finished))}`),
      asc(appointments.startAt),
      asc(appointments.id),
    );
}
