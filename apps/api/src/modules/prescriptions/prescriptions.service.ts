import {
  ActivityAction,
  ActivityEntityType,
  AppError,
  type AppointmentStatus,
  canPrescribe,
  formErrorIds,
  localDate,
  prescriptionKindOf,
  RealtimeEvent,
} from '@clinic/domain';
import type { prescriptionInput, stockCheckInput } from '@clinic/domain/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbTx } from '../../db/client.js';
import { appointments, medicines, prescriptionItems, prescriptions } from '../../db/schema/index.js';
import { record } from '../../platform/activity-log.js';
import { bodySchemaViolation } from '../../platform/schema-violation.js';
import type { Tx } from '../../platform/tx.js';
import { publishAppointmentEvent } from '../appointments/appointment-events.js';
import { diagnosesOf } from '../icd10/icd10-list.js';
import { nationalCodeFor, queueNationalSend } from '../national-prescriptions/queue.service.js';
import { clinicTimeZone } from '../schedules/occurrences.js';
import { readPrescription } from './prescriptions.read.js';
import { stockOnHand } from './stock-on-hand.js';
import { assertLinesInStock } from './stock-settle.js';

type PrescriptionInput = z.output<typeof prescriptionInput>;
type Line = PrescriptionInput['items'][number];

/** The clinic's today (YYYY-MM-DD) at the unit of work's moment. */
export async function clinicToday(db: Db | DbTx, clinicId: number, now: Date): Promise<string> {
  return localDate(now, await clinicTimeZone(db, clinicId));
}

/** The library's row (price, enabled) of each line's medicine, by id; the guard has checked they are the clinic's. */
export async function medicinesOf(tx: Tx, lines: readonly Pick<Line, 'medicineId'>[]) {
  const ids = lines.map((line) => line.medicineId);
  const rows = await tx.db
    .select({
      id: medicines.id,
      name: medicines.name,
      price: medicines.price,
      unit: medicines.unit,
      doseUnit: medicines.doseUnit,
      unitsPerPack: medicines.unitsPerPack,
      enabled: medicines.enabled,
      prescriptionKind: medicines.prescriptionKind,
    })
    .from(medicines)
    .where(and(eq(medicines.clinicId, tx.actor.clinicId), inArray(medicines.id, ids)));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * `medicinesOf`, with a disabled medicine refused at its own line, as the schema refuses a bad field:
 * 'items.3.medicineId'.
 */
export async function enabledMedicines(tx: Tx, lines: readonly Pick<Line, 'medicineId'>[]) {
  const byId = await medicinesOf(tx, lines);
  const issues = lines.flatMap((line, index) =>
    byId.get(line.medicineId)?.enabled
      ? []
      : [
          {
            code: 'custom' as const,
            path: [index, 'medicineId'],
            message: formErrorIds.invalidValue,
            input: line.medicineId,
          },
        ],
  );
  if (issues.length) throw bodySchemaViolation(issues, ['items']);
  return byId;
}

type Library = Awaited<ReturnType<typeof medicinesOf>>;

/**
 * The stored columns of a line, in the order given. The unit it is handed over (and priced) in and what one dose
 * amount counts are the library's when written, never the client's.
 */
export const lineValues = (line: Omit<Line, 'supply'>, position: number, library: Library) => {
  const medicine = library.get(line.medicineId)!;
  const packed = medicine.doseUnit !== null && medicine.doseUnit !== medicine.unit;
  return {
    medicineId: line.medicineId,
    quantity: line.quantity,
    unit: medicine.unit,
    morning: line.morning,
    noon: line.noon,
    afternoon: line.afternoon,
    evening: line.evening,
    days: line.days ?? null,
    route: line.route,
    food: line.food,
    doseUnit: packed ? medicine.doseUnit : null,
    unitsPerPack: packed ? medicine.unitsPerPack : null,
    note: line.note ?? null,
    position,
  };
};

/**
 * POST /prescriptions: writes the visit's prescription, or replaces the one it has (its fields and all its lines)
 * until it is paid. The appointment's row lock serialises two doctors saving at once. Prices are the library's
 * now, never the client's. Publishes appointment.create-update-prescription after commit.
 */
export async function savePrescription(tx: Tx, input: PrescriptionInput) {
  const clinicId = tx.actor.clinicId;
  const [appointment] = await tx.db
    .select()
    .from(appointments)
    .where(and(eq(appointments.clinicId, clinicId), eq(appointments.id, input.appointmentId)))
    .for('update');
  if (!appointment) throw new AppError('appointmentNotFound');
  if (!canPrescribe(appointment.status as AppointmentStatus)) throw new AppError('statusNotAllowed');

  const [existing] = await tx.db
    .select({
      id: prescriptions.id,
      paidAt: prescriptions.paidAt,
      nationalCode: prescriptions.nationalCode,
      nationalStatus: prescriptions.nationalStatus,
    })
    .from(prescriptions)
    .where(and(eq(prescriptions.clinicId, clinicId), eq(prescriptions.appointmentId, appointment.id)));
  if (existing?.paidAt) throw new AppError('workflowNotAllowed');

  if (input.reExamDate && input.reExamDate < (await clinicToday(tx.db, clinicId, tx.now)))
    throw new AppError('invalidReExaminationDate');
  const library = await enabledMedicines(tx, input.items);
  await assertLinesInStock(
    tx,
    input.items,
    new Map([...library].map(([id, medicine]) => [id, medicine.name])),
  );

  const kind = prescriptionKindOf(input.items.map((line) => library.get(line.medicineId)!.prescriptionKind));
  const fields = {
    // Named in Vietnamese from the ICD-10 list; an unknown code is refused at 'diagnoses.<i>.code'.
    diagnoses: diagnosesOf(input.diagnoses),
    diagnosis: input.diagnosis ?? null,
    advice: input.advice ?? null,
    reExamDate: input.reExamDate ?? null,
    kind,
    // Numbered as soon as the clinic has a facility code, so the printed prescription carries its national code.
    nationalCode: await nationalCodeFor(tx, existing?.nationalCode ?? null, kind),
  };
  const [saved] = await tx.db
    .insert(prescriptions)
    .values({
      clinicId,
      appointmentId: appointment.id,
      clinicPatientId: appointment.clinicPatientId,
      ...fields,
      createdBy: tx.actor.userId,
      createdAt: tx.now,
      updatedAt: tx.now,
    })
    .onConflictDoUpdate({ target: [prescriptions.appointmentId], set: { ...fields, updatedAt: tx.now } })
    .returning({ id: prescriptions.id });
  const prescriptionId = saved!.id;
  await tx.db
    .delete(prescriptionItems)
    .where(
      and(eq(prescriptionItems.clinicId, clinicId), eq(prescriptionItems.prescriptionId, prescriptionId)),
    );
  await tx.db.insert(prescriptionItems).values(
    input.items.map((line, position) => ({
      clinicId,
      prescriptionId,
      ...lineValues(line, position, library),
      supply: line.supply,
      price: library.get(line.medicineId)!.price,
    })),
  );

  await record(
    tx,
    ActivityEntityType.Prescription,
    prescriptionId,
    existing ? ActivityAction.Update : ActivityAction.Create,
    { appointmentId: appointment.id, code: appointment.code, lines: input.items.length },
  );
  // Already with the national system (or on its way): the changed prescription is sent again under its code.
  if (existing?.nationalStatus) await queueNationalSend(tx, prescriptionId);
  await publishAppointmentEvent(tx, RealtimeEvent.AppointmentCreateUpdatePrescription, appointment);
  return (await readPrescription(tx.db, clinicId, appointment.id))!;
}

/** POST /medicines/check-stock-quantity: each medicine's units on hand in non-expired lots, and whether enough. */
export async function checkStock(
  db: Db,
  clinicId: number,
  now: Date,
  input: z.output<typeof stockCheckInput>,
) {
  const today = await clinicToday(db, clinicId, now);
  const onHand = await stockOnHand(
    db,
    clinicId,
    input.items.map((item) => item.medicineId),
    today,
  );
  return input.items.map(({ medicineId, quantity }) => {
    const units = onHand.get(medicineId) ?? 0;
    return { medicineId, quantity, onHand: units, enough: units >= quantity };
  });
}
