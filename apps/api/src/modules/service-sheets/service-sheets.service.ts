import {
  ActivityAction,
  ActivityEntityType,
  AppError,
  AppointmentStatus,
  FormOwnerKind,
  isExaminationOpen,
  localDate,
} from '@clinic/domain';
import type { ServiceSheetItem, serviceSheetInput } from '@clinic/domain/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { appointments, forms, serviceOrders, serviceSheets } from '../../db/schema/index.js';
import { record } from '../../platform/activity-log.js';
import { FileOwnerKind } from '../../platform/files/owners.js';
import type { Tx } from '../../platform/tx.js';
import { diagnosesOf } from '../icd10/icd10-list.js';
import { sheetValues } from '../properties/sheet-values.js';
import { clinicTimeZone } from '../schedules/occurrences.js';
import { readSheetsOfVisits } from './service-sheets.read.js';

// Result sheets (form owner kind ServiceSheet, 5): what the doctor writes while examining a visit, for one ordered
// service or for the visit as a whole; the re-examination list reads their dates.

type SheetInput = z.output<typeof serviceSheetInput>;

/** The visit under its row lock: open for writing (CheckedIn, InProgress) or refused. */
async function lockOpenVisit(tx: Tx, appointmentId: number) {
  const [visit] = await tx.db
    .select({ status: appointments.status })
    .from(appointments)
    .where(and(eq(appointments.clinicId, tx.actor.clinicId), eq(appointments.id, appointmentId)))
    .for('update');
  if (!visit) throw new AppError('appointmentNotFound');
  if (visit.status === AppointmentStatus.Finished) throw new AppError('appointmentAlreadyFinished');
  if (!isExaminationOpen(visit.status)) throw new AppError('statusNotAllowed');
}

async function assertSheetForm(tx: Tx, formId: number) {
  const [form] = await tx.db
    .select({ id: forms.id })
    .from(forms)
    .where(
      and(
        eq(forms.clinicId, tx.actor.clinicId),
        eq(forms.id, formId),
        eq(forms.entityType, FormOwnerKind.ServiceSheet),
      ),
    );
  if (!form) throw new AppError('formNotFound');
}

async function assertOrderOfVisit(tx: Tx, appointmentId: number, serviceOrderId: number) {
  const [order] = await tx.db
    .select({ id: serviceOrders.id })
    .from(serviceOrders)
    .where(
      and(
        eq(serviceOrders.clinicId, tx.actor.clinicId),
        eq(serviceOrders.id, serviceOrderId),
        eq(serviceOrders.appointmentId, appointmentId),
      ),
    );
  if (!order) throw new AppError('orderNotFound');
}

/**
 * POST /service-sheets: writes the result sheet of (visit, service order, form), replacing the one saved before.
 * The visit must be CheckedIn or InProgress (a Finished one is appointmentAlreadyFinished, any other status
 * statusNotAllowed); the form a ServiceSheet form of the clinic (formNotFound); the service order, when given, one
 * of this visit (orderNotFound); a next appointment date not before today in the clinic's zone
 * (invalidReExaminationDate). The form's values follow the check-in sheet's rules (sheetValues), except that the
 * fixed diagnosis, conclusion and next appointment date are the body's own fields: entries for those fixed
 * properties are refused (PSYS_4001 at properties.<i>.propertyId) rather than silently dropped or doubled.
 * The ICD-10 diagnoses are stored with their Vietnamese names; an unknown code is PSYS_4001 at diagnoses.<i>.code.
 * A sheet with nothing in it (no value, code, diagnosis, conclusion nor date) is emptyResultSheet.
 * The visit's row lock serialises two saves of one sheet, so select-then-write cannot race the unique index.
 */
export async function saveServiceSheet(tx: Tx, input: SheetInput): Promise<ServiceSheetItem> {
  const clinicId = tx.actor.clinicId;
  const { appointmentId, formId } = input;
  const serviceOrderId = input.serviceOrderId ?? null;
  await lockOpenVisit(tx, appointmentId);
  await assertSheetForm(tx, formId);
  if (serviceOrderId !== null) await assertOrderOfVisit(tx, appointmentId, serviceOrderId);
  const nextAppointmentDate = input.nextAppointmentDate ?? null;
  if (nextAppointmentDate !== null) {
    const today = localDate(tx.now, await clinicTimeZone(tx.db, clinicId));
    if (nextAppointmentDate < today) throw new AppError('invalidReExaminationDate');
  }
  const { values } = await sheetValues(tx, FormOwnerKind.ServiceSheet, input.properties, {
    owner: { kind: FileOwnerKind.ServiceSheet, id: appointmentId },
    refuseFixed: true,
  });

  const fields = {
    values,
    diagnoses: diagnosesOf(input.diagnoses),
    diagnosis: input.diagnosis?.trim() ? input.diagnosis : null,
    conclusion: input.conclusion?.trim() ? input.conclusion : null,
    nextAppointmentDate,
  };
  // A sheet that says nothing is a slip (saved before typing), not a result: it would count as the visit's result.
  if (
    !fields.values.length &&
    !fields.diagnoses.length &&
    !fields.diagnosis &&
    !fields.conclusion &&
    !fields.nextAppointmentDate
  )
    throw new AppError('emptyResultSheet');
  const [existing] = await tx.db
    .select({ id: serviceSheets.id })
    .from(serviceSheets)
    .where(
      and(
        eq(serviceSheets.clinicId, clinicId),
        eq(serviceSheets.appointmentId, appointmentId),
        eq(serviceSheets.formId, formId),
        sql`coalesce(${serviceSheets.serviceOrderId}, 0) = ${serviceOrderId ?? 0}`,
      ),
    );
  let id: number;
  if (existing) {
    id = existing.id;
    await tx.db
      .update(serviceSheets)
      .set({ ...fields, updatedAt: tx.now })
      .where(and(eq(serviceSheets.clinicId, clinicId), eq(serviceSheets.id, id)));
  } else {
    const [row] = await tx.db
      .insert(serviceSheets)
      .values({ clinicId, appointmentId, serviceOrderId, formId, ...fields, createdBy: tx.actor.userId })
      .returning({ id: serviceSheets.id });
    id = row!.id;
  }
  await record(
    tx,
    ActivityEntityType.ServiceSheet,
    id,
    existing ? ActivityAction.Update : ActivityAction.Create,
    {
      appointmentId,
      serviceOrderId,
      formId,
    },
  );
  const [saved] = await readSheetsOfVisits(tx.db, clinicId, [appointmentId], id);
  return saved!;
}
