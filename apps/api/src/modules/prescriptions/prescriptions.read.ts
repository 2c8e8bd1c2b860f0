import {
  type Dose,
  doseUnitOf,
  doseUsageText,
  type PrescriptionSupply,
  type StockUnit,
} from '@clinic/domain';
import type { PrescriptionItem } from '@clinic/domain/contracts';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db, DbTx } from '../../db/client.js';
import {
  medicines,
  prescriptionItems,
  prescriptions,
  prescriptionTemplateItems,
  users,
} from '../../db/schema/index.js';
import { withEnglishNames } from '../icd10/icd10-list.js';
import { nationalStateOf } from '../national-prescriptions/state.js';
import { unitsToDispense } from './stock-settle.js';

/**
 * A stored line (a prescription's or a template's) as the API reads it: its units typed and the usage line
 * generated from its dose, in Vietnamese as the prescription prints it (the note stays beside it).
 */
export function withUsage<T extends { unit: string; doseUnit: string | null }>(
  row: T & Dose,
): T & { unit: StockUnit; doseUnit: StockUnit | null; usage: string } {
  const unit = row.unit as StockUnit;
  const doseUnit = row.doseUnit as StockUnit | null;
  return { ...row, unit, doseUnit, usage: doseUsageText(row, doseUnitOf({ unit, doseUnit }), 'vi') };
}

/** The lines of a prescription in the order prescribed, with each medicine's library name. */
async function linesOf(db: Db | DbTx, clinicId: number, prescriptionId: number) {
  const rows = await db
    .select({
      id: prescriptionItems.id,
      medicineId: prescriptionItems.medicineId,
      name: medicines.name,
      quantity: prescriptionItems.quantity,
      unit: prescriptionItems.unit,
      morning: prescriptionItems.morning,
      noon: prescriptionItems.noon,
      afternoon: prescriptionItems.afternoon,
      evening: prescriptionItems.evening,
      days: prescriptionItems.days,
      route: prescriptionItems.route,
      food: prescriptionItems.food,
      doseUnit: prescriptionItems.doseUnit,
      unitsPerPack: prescriptionItems.unitsPerPack,
      note: prescriptionItems.note,
      price: prescriptionItems.price,
      supply: prescriptionItems.supply,
      dispensedQuantity: prescriptionItems.dispensedQuantity,
    })
    .from(prescriptionItems)
    .innerJoin(
      medicines,
      and(eq(medicines.clinicId, prescriptionItems.clinicId), eq(medicines.id, prescriptionItems.medicineId)),
    )
    .where(
      and(eq(prescriptionItems.clinicId, clinicId), eq(prescriptionItems.prescriptionId, prescriptionId)),
    )
    .orderBy(asc(prescriptionItems.position));
  // The total is what the till bills: nothing for a line bought outside or written only.
  return rows.map((row) => ({
    ...withUsage(row),
    supply: row.supply as PrescriptionSupply,
    total: row.price * unitsToDispense(row),
  }));
}

/** The visit's prescription as GET /clinic-appointments/:id/prescription answers it, or null. */
export async function readPrescription(
  db: Db | DbTx,
  clinicId: number,
  appointmentId: number,
): Promise<PrescriptionItem | null> {
  const [row] = await db
    .select({ prescription: prescriptions, createdByName: users.fullName })
    .from(prescriptions)
    .leftJoin(users, eq(users.id, prescriptions.createdBy))
    .where(and(eq(prescriptions.clinicId, clinicId), eq(prescriptions.appointmentId, appointmentId)));
  if (!row) return null;
  const { prescription: p } = row;
  const items = await linesOf(db, clinicId, p.id);
  return {
    id: p.id,
    appointmentId: p.appointmentId,
    clinicPatientId: p.clinicPatientId,
    diagnoses: withEnglishNames(p.diagnoses),
    diagnosis: p.diagnosis,
    advice: p.advice,
    reExamDate: p.reExamDate,
    items,
    total: items.reduce((sum, line) => sum + line.total, 0),
    paid: p.paidAt !== null,
    createdBy: p.createdBy,
    createdByName: row.createdByName,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
    nationalCode: p.nationalCode,
    nationalStatus: p.nationalStatus,
    national: nationalStateOf(p),
  };
}

/** The prescription and template lines naming a medicine: a medicine prescribed is not deleted, only disabled. */
export async function prescribedLinesOf(
  db: Db | DbTx,
  clinicId: number,
  medicineId: number,
): Promise<number> {
  const [prescribed] = await db
    .select({ n: count() })
    .from(prescriptionItems)
    .where(and(eq(prescriptionItems.clinicId, clinicId), eq(prescriptionItems.medicineId, medicineId)));
  const [templated] = await db
    .select({ n: count() })
    .from(prescriptionTemplateItems)
    .where(
      and(
        eq(prescriptionTemplateItems.clinicId, clinicId),
        eq(prescriptionTemplateItems.medicineId, medicineId),
      ),
    );
  return (prescribed?.n ?? 0) + (templated?.n ?? 0);
}
