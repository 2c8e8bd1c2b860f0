import { AppointmentStatus } from '@clinic/domain';
import { and, count, desc, eq, getTableName, inArray } from 'drizzle-orm';
import type { Db, DbTx } from '../../db/client.js';
import type { Key } from '../../db/prepared.js';
import {
  appointments,
  doctors,
  invoices,
  labResults,
  prescriptions,
  saleInvoices,
  saleLines,
} from '../../db/schema/index.js';
import type { Tx } from '../../platform/tx.js';
import { purchasedPackagesOfPatient } from '../packages/purchased-package-cart.service.js';

/**
 * Rows of other areas that belong to a clinic patient. A patient cannot be deleted while any of these counts is
 * above 0 (inUse with their total), and a merge moves them all from the source to the target record.
 */
export interface PatientReference {
  /**
   * The tables whose rows this entry counts and moves: the foreign keys to clinic_patients read from the database
   * must all be named by some entry (patient-references.test.ts), so a new table cannot be left out of the merge.
   */
  tables: readonly string[];
  count(tx: DbTx, clinicId: number, patientId: number): Promise<number>;
  /** Re-points the source patient's rows at the target (both of `clinicId`, both locked by the merge). */
  move(tx: Tx, clinicId: number, sourceId: number, targetId: number): Promise<void>;
}

const ofPatient = (clinicId: Key, patientId: Key) =>
  and(eq(appointments.clinicId, clinicId), eq(appointments.clinicPatientId, patientId));

/** Appointments of any status, past or coming: a patient with a booking is not deleted under it. */
const appointmentReference: PatientReference = {
  tables: ['appointments'],
  count: async (tx, clinicId, patientId) =>
    (await tx.select({ n: count() }).from(appointments).where(ofPatient(clinicId, patientId)))[0]?.n ?? 0,
  move: async (tx, clinicId, sourceId, targetId) => {
    await tx.db
      .update(appointments)
      .set({ clinicPatientId: targetId, updatedAt: tx.now })
      .where(ofPatient(clinicId, sourceId));
  },
};

type PatientOwned = typeof prescriptions | typeof labResults | typeof invoices;

/**
 * Rows that name the patient and nothing else patient-specific (no unique key with the patient in it), so a merge
 * re-points them all. `copies` are report tables holding the patient id beside the counted rows (sale lines copy
 * their invoice's patient): moved with them so reports by patient follow the merge, never counted twice.
 */
const plainReference = (
  table: PatientOwned,
  copies: (typeof saleLines | typeof saleInvoices)[] = [],
): PatientReference => ({
  tables: [getTableName(table)],
  count: async (tx, clinicId, patientId) =>
    (
      await tx
        .select({ n: count() })
        .from(table)
        .where(and(eq(table.clinicId, clinicId), eq(table.clinicPatientId, patientId)))
    )[0]?.n ?? 0,
  move: async (tx, clinicId, sourceId, targetId) => {
    for (const t of [table, ...copies])
      await tx.db
        .update(t)
        .set({ clinicPatientId: targetId })
        .where(and(eq(t.clinicId, clinicId), eq(t.clinicPatientId, sourceId)));
  },
});

/**
 * The registry. The patient's own property values (cascade) and avatar are not references: the merge handles
 * them itself.
 */
export const patientReferences: PatientReference[] = [
  appointmentReference,
  { tables: ['purchased_packages'], ...purchasedPackagesOfPatient },
  plainReference(prescriptions),
  plainReference(labResults),
  plainReference(invoices, [saleLines, saleInvoices]),
];

/** Statuses of an appointment that became a visit: the patient came in. */
const visitStatuses = [AppointmentStatus.CheckedIn, AppointmentStatus.InProgress, AppointmentStatus.Finished];

/** The visit history shown on the patient's details: newest first, the last 50 (a query for `readAsOne`). */
export const patientVisitsQuery = (db: Db | DbTx, clinicId: Key, patientId: Key) =>
  db
    .select({
      id: appointments.id,
      code: appointments.code,
      startAt: appointments.startAt,
      doctorName: doctors.name,
    })
    .from(appointments)
    .leftJoin(
      doctors,
      and(eq(doctors.clinicId, appointments.clinicId), eq(doctors.id, appointments.doctorId)),
    )
    .where(and(ofPatient(clinicId, patientId), inArray(appointments.status, visitStatuses)))
    .orderBy(desc(appointments.startAt))
    .limit(50);

/** Visits from `patientVisitsQuery`'s rows as `readAsOne` answers them (JSON, keyed by column name). */
export const patientVisitsFrom = (rows: Record<string, unknown>[]) =>
  rows.map((r) => ({
    id: r.id as number,
    code: r.code as string,
    date: new Date(r.start_at as string).toISOString(),
    doctorName: (r.name as string | null) ?? null,
    // The diagnosis comes with result sheets (examination issue).
    diagnosis: null,
  }));
