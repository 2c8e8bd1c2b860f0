import {
  ActivityAction,
  ActivityEntityType,
  AppError,
  AppointmentStatus,
  type CheckInSheetInput,
  FormOwnerKind,
} from '@clinic/domain';
import type { CheckInSheetItem } from '@clinic/domain/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbTx } from '../../db/client.js';
import { appointments, checkInSheets, clinics, forms, properties } from '../../db/schema/index.js';
import { record, withChanges } from '../../platform/activity-log.js';
import { FileOwnerKind } from '../../platform/files/owners.js';
import type { Tx } from '../../platform/tx.js';
import { sheetValues } from '../properties/sheet-values.js';

// Check-in sheets (form owner kind CheckInSheet, 4): the check-in form's values of one
// appointment, saved with the check-in or later. The fixed 'symptom' property also fills appointments.symptom.

type SheetRow = typeof checkInSheets.$inferSelect;

/**
 * Appointments whose sheet reception may still correct after check-in: checked in or in the exam. Once the visit
 * is finished (or cancelled) its sheet is part of the record the doctor closed.
 */
const sheetStatuses = new Set<number>([AppointmentStatus.CheckedIn, AppointmentStatus.InProgress]);
const closedStatuses = new Set<number>([
  AppointmentStatus.Finished,
  AppointmentStatus.Canceled,
  AppointmentStatus.Invalid,
]);

/** A sheet's values by property name, for the log's before/after (a value cleared reads null). */
async function valuesByName(
  tx: Tx,
  before: readonly { propertyId: number; value: unknown }[],
  after: readonly { propertyId: number; value: unknown }[],
) {
  const ids = [...new Set([...before, ...after].map((v) => v.propertyId))];
  const names = new Map(
    ids.length
      ? (
          await tx.db
            .select({ id: properties.id, name: properties.name })
            .from(properties)
            .where(and(eq(properties.clinicId, tx.actor.clinicId), inArray(properties.id, ids)))
        ).map((p) => [p.id, p.name])
      : [],
  );
  const byName = (values: readonly { propertyId: number; value: unknown }[]) =>
    Object.fromEntries(
      ids.map((id) => [names.get(id) ?? String(id), values.find((v) => v.propertyId === id)?.value ?? null]),
    );
  return { before: byName(before), after: byName(after) };
}

const itemOf = (row: SheetRow): CheckInSheetItem => ({
  id: row.id,
  appointmentId: row.appointmentId,
  formId: row.formId,
  properties: row.values,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Refuses with checkInSheetDisabled when the clinic has turned check-in sheets off. */
export async function assertCheckInSheetEnabled(db: Db | DbTx, clinicId: number): Promise<void> {
  const [row] = await db
    .select({ enabled: clinics.enableCheckInSheet })
    .from(clinics)
    .where(eq(clinics.id, clinicId));
  if (!row?.enabled) throw new AppError('checkInSheetDisabled');
}

/**
 * Writes (replaces) the sheet of an appointment inside the caller's transaction. The form must be a check-in
 * form of the clinic (formNotFound); every property a CheckInSheet property of the clinic (propertyNotFound);
 * every value must fit its property (PSYS_4001 at `<path>.properties.<i>.value`), images and videos ready files.
 * Null or blank values are left out; a later entry for one property wins. The 'symptom' value goes to the
 * appointment too. Does not check the status nor the clinic switch: the callers do.
 */
export async function writeCheckInSheet(
  tx: Tx,
  appointmentId: number,
  input: CheckInSheetInput,
  path: readonly (string | number)[] = [],
): Promise<CheckInSheetItem> {
  const clinicId = tx.actor.clinicId;
  const [form] = await tx.db
    .select({ id: forms.id })
    .from(forms)
    .where(
      and(
        eq(forms.clinicId, clinicId),
        eq(forms.id, input.formId),
        eq(forms.entityType, FormOwnerKind.CheckInSheet),
      ),
    );
  if (!form) throw new AppError('formNotFound');

  const { values, fixed } = await sheetValues(tx, FormOwnerKind.CheckInSheet, input.properties, {
    owner: { kind: FileOwnerKind.CheckInSheet, id: appointmentId },
    path,
  });
  // The fixed 'symptom' answer is the appointment's symptom too (undefined: the sheet did not give it).
  const symptom = fixed.get('symptom');

  const now = tx.now;
  const [previous] = await tx.db
    .select()
    .from(checkInSheets)
    .where(and(eq(checkInSheets.clinicId, clinicId), eq(checkInSheets.appointmentId, appointmentId)));
  const [row] = await tx.db
    .insert(checkInSheets)
    .values({ clinicId, appointmentId, formId: input.formId, values })
    .onConflictDoUpdate({
      target: [checkInSheets.appointmentId],
      set: { formId: input.formId, values, updatedAt: now },
    })
    .returning();
  if (symptom !== undefined)
    await tx.db
      .update(appointments)
      .set({ symptom, updatedAt: now })
      .where(and(eq(appointments.clinicId, clinicId), eq(appointments.id, appointmentId)));
  // A correction logs what it changed, each answer before and after, by the property's name.
  const changed = previous
    ? await valuesByName(tx, previous.values as { propertyId: number; value: unknown }[], values)
    : null;
  await record(
    tx,
    ActivityEntityType.CheckInSheet,
    row!.id,
    previous ? ActivityAction.Update : ActivityAction.Create,
    {
      appointmentId,
      formId: input.formId,
      ...(changed ? withChanges(changed.before, changed.after) : {}),
    },
  );
  return itemOf(row!);
}

/**
 * POST /check-in-sheets: reception's correction of the sheet after check-in, validated as at check-in
 * (writeCheckInSheet): upserts the sheet of a checked-in or in-progress appointment under its row lock;
 * checkInSheetClosed once the visit is finished or cancelled, statusNotAllowed before check-in. The caller checks
 * visibility.
 */
export async function saveCheckInSheet(
  tx: Tx,
  appointmentId: number,
  input: CheckInSheetInput,
): Promise<CheckInSheetItem> {
  await assertCheckInSheetEnabled(tx.db, tx.actor.clinicId);
  const [row] = await tx.db
    .select({ status: appointments.status })
    .from(appointments)
    .where(and(eq(appointments.clinicId, tx.actor.clinicId), eq(appointments.id, appointmentId)))
    .for('update');
  if (!row) throw new AppError('appointmentNotFound');
  if (closedStatuses.has(row.status)) throw new AppError('checkInSheetClosed');
  if (!sheetStatuses.has(row.status)) throw new AppError('statusNotAllowed');
  return writeCheckInSheet(tx, appointmentId, input);
}

/** GET /clinic-appointments/:id/check-in-sheet: the sheet, or null when none was saved. */
export async function readCheckInSheet(
  db: Db,
  clinicId: number,
  appointmentId: number,
): Promise<CheckInSheetItem | null> {
  await assertCheckInSheetEnabled(db, clinicId);
  const [row] = await db
    .select()
    .from(checkInSheets)
    .where(and(eq(checkInSheets.clinicId, clinicId), eq(checkInSheets.appointmentId, appointmentId)));
  return row ? itemOf(row) : null;
}
