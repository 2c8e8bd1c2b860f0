import {
  ActivityAction,
  ActivityEntityType,
  AppError,
  FileKind,
  formatPatientCode,
  PROPERTY_IMAGES_MAX_FILES,
  PropertyFieldType,
  type patientInput,
} from '@clinic/domain';
import type { patient } from '@clinic/domain/contracts';
import { and, eq, getTableColumns, inArray, not, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbTx } from '../../db/client.js';
import { type Key, runPrepared } from '../../db/prepared.js';
import { jsonRowsOf, readAsOneByKey } from '../../db/reads.js';
import { activityLogs, clinicPatients, patientPropertyValues, properties } from '../../db/schema/index.js';
import { record, withChanges } from '../../platform/activity-log.js';
import { nextCodeValue } from '../../platform/counters.js';
import { FileOwnerKind } from '../../platform/files/owners.js';
import {
  assertReadyFiles,
  attachFiles,
  attachReadyFiles,
  moveFiles,
} from '../../platform/files/ready-files.js';
import type { Tx } from '../../platform/tx.js';
import {
  checkPatientProperties,
  columnPropertiesQuery,
  patientPropertiesFrom,
  patientPropertiesQueries,
  writePatientProperties,
} from './patient-properties.service.js';
import { patientReferences, patientVisitsFrom, patientVisitsQuery } from './patient-references.service.js';
import { toListItem } from './patient-search.read.js';

type PatientRow = typeof clinicPatients.$inferSelect;
type PatientInput = z.output<typeof patientInput>;

export type Patient = z.input<typeof patient>;

const scoped = (clinicId: number, id: number) =>
  and(eq(clinicPatients.clinicId, clinicId), eq(clinicPatients.id, id));

async function findRow(db: Db | DbTx, clinicId: number, id: number, lock = false) {
  const query = db.select().from(clinicPatients).where(scoped(clinicId, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('patientNotFound');
  return row;
}

export async function loadPatient(db: Db | DbTx, clinicId: number, id: number): Promise<Patient> {
  return patientDetails(db, findRow(db, clinicId, id));
}

/** A patient's property values and visit history, as subqueries of one statement (`readAsOneByKey`, `readPatient`). */
const detailsQueries = (db: Db | DbTx, clinicId: Key, patientId: Key) => ({
  ...patientPropertiesQueries(db, clinicId, patientId),
  visits: patientVisitsQuery(db, clinicId, patientId),
});

function detailsOf(
  row: PatientRow,
  rows: Record<keyof ReturnType<typeof detailsQueries>, Record<string, unknown>[]>,
): Patient {
  return {
    ...toListItem(row),
    nationality: row.nationality,
    heightCm: row.heightCm,
    weightKg: row.weightKg,
    medicalHistory: row.medicalHistory,
    allergy: row.allergy,
    citizenId: row.citizenId,
    guardianName: row.guardianName,
    guardianCitizenId: row.guardianCitizenId,
    updatedAt: row.updatedAt.toISOString(),
    properties: patientPropertiesFrom(row, rows),
    visits: patientVisitsFrom(rows.visits),
  };
}

/**
 * A patient record as the API returns it, from its row (a write's `returning`): the property values and the
 * visit history come in one statement.
 */
export async function patientDetails(
  db: Db | DbTx,
  patientRow: PatientRow | Promise<PatientRow>,
): Promise<Patient> {
  const row = await patientRow;
  const rows = await readAsOneByKey(
    db,
    'patient_details',
    { clinicId: row.clinicId, patientId: row.id },
    (d, { clinicId, patientId }) => detailsQueries(d, clinicId, patientId),
  );
  return detailsOf(row, rows);
}

/**
 * GET /clinic-patients/:id as the route guard reads it (EntityRef.read): the row of this clinic and its details
 * in one statement by key, or undefined.
 */
export async function readPatient(db: Db, clinicId: number, id: number): Promise<Patient | undefined> {
  const [found] = await runPrepared(
    db,
    'patient_by_id',
    (d) =>
      d
        .select({
          row: clinicPatients,
          ...jsonRowsOf(detailsQueries(d, clinicPatients.clinicId, clinicPatients.id)),
        })
        .from(clinicPatients)
        .where(
          and(
            eq(clinicPatients.id, sql.placeholder('id')),
            eq(clinicPatients.clinicId, sql.placeholder('clinicId')),
          ),
        ),
    { id, clinicId },
  );
  return found && detailsOf(found.row, found);
}

/** A name as people type it: outer spaces dropped, inner runs of spaces made one. */
export const tidyName = (name: string) => name.trim().replace(/\s+/g, ' ');

/**
 * The clinic's records of the same person as a name and a phone: the phone as stored (digits), the name without
 * case, accents or extra spaces ('le minh  tuan' is 'Lê Minh Tuấn'). One phone shared by a family keeps one record
 * per name, so only both together make a match.
 */
export function samePatientWhere(clinicId: number, fullName: string, phone: string): SQL | undefined {
  return and(
    eq(clinicPatients.clinicId, clinicId),
    eq(clinicPatients.phone, phone),
    sql`f_unaccent(lower(regexp_replace(trim(${clinicPatients.fullName}), '[[:space:]]+', ' ', 'g'))) = f_unaccent(lower(${tidyName(fullName)}))`,
  );
}

/** POST /clinic-patients/find-duplicates: the records a new one with this name and phone would repeat, oldest first. */
export async function findDuplicatePatients(
  db: Db | DbTx,
  clinicId: number,
  input: { fullName: string; phone: string },
) {
  const rows = await db
    .select()
    .from(clinicPatients)
    .where(samePatientWhere(clinicId, input.fullName, input.phone))
    .orderBy(clinicPatients.id)
    .limit(DUPLICATE_PATIENTS_SHOWN);
  return rows.map(toListItem);
}
const DUPLICATE_PATIENTS_SHOWN = 5;

/**
 * POST /clinic-patients/find-shared-phone: the records with this phone under another name (the name compared as
 * samePatientWhere does), oldest first: whom the staff should think of before a new record takes the phone.
 */
export async function findSharedPhonePatients(
  db: Db | DbTx,
  clinicId: number,
  input: { fullName: string; phone: string },
) {
  const rows = await db
    .select()
    .from(clinicPatients)
    .where(
      and(
        eq(clinicPatients.clinicId, clinicId),
        eq(clinicPatients.phone, input.phone),
        not(samePatientWhere(clinicId, input.fullName, input.phone)!),
      ),
    )
    .orderBy(clinicPatients.id)
    .limit(DUPLICATE_PATIENTS_SHOWN);
  return rows.map(toListItem);
}

/** The patient's own columns from a body: anything not given is cleared (PUT replaces the record). */
function columnsOf(input: PatientInput) {
  return {
    fullName: input.fullName,
    gender: input.gender,
    phone: input.phone,
    email: input.email ?? null,
    birthday: input.birthday ?? null,
    yearOfBirth: input.yearOfBirth ?? null,
    nationality: input.nationality,
    provinceId: input.provinceId ?? null,
    address: input.address ?? null,
    heightCm: input.heightCm ?? null,
    weightKg: input.weightKg ?? null,
    medicalHistory: input.medicalHistory ?? null,
    allergy: input.allergy ?? null,
    citizenId: input.citizenId ?? null,
    guardianName: input.guardianName ?? null,
    guardianCitizenId: input.guardianCitizenId ?? null,
    avatarFileId: input.avatarFileId ?? null,
  };
}

/** The clinic counter behind patient codes (BN000001…). */
export const PATIENT_COUNTER = 'patient';

const changed = (tx: Tx, id: number, action: 'create' | 'update' | 'delete') =>
  tx.publish('resource.change', { resource: 'clinic-patients', id, action });

/** The columns a create writes besides the clinic and code, each as the placeholder named after it. */
const insertedColumns = Object.fromEntries(
  Object.keys(columnsOf({} as PatientInput)).map((column) => [column, sql.placeholder(column)]),
) as unknown as ReturnType<typeof columnsOf>;

/**
 * A create's insert and its activity-log row, one statement run by name: the log row is written from the inserted
 * row by a second data-modifying CTE (one round trip less on the hottest write of the reception). The clinic's
 * column-backed properties come back with it: a new patient has no visits and no stored values yet, so without
 * property values in the form the inserted row is the whole record.
 */
const insertPatient = (db: Db | DbTx) => {
  const inserted = db.$with('inserted').as(
    db
      .insert(clinicPatients)
      .values({ clinicId: sql.placeholder('clinicId'), code: sql.placeholder('code'), ...insertedColumns })
      .returning(),
  );
  const logged = db.$with('logged', {}).as(
    sql`insert into ${activityLogs} (${sql.identifier(activityLogs.clinicId.name)}, ${sql.identifier(activityLogs.userId.name)}, ${sql.identifier(activityLogs.entityType.name)}, ${sql.identifier(activityLogs.entityId.name)}, ${sql.identifier(activityLogs.action.name)}, ${sql.identifier(activityLogs.details.name)})
      select ${inserted.clinicId}, ${sql.placeholder('userId')}::integer, ${sql.raw(String(ActivityEntityType.ClinicPatient))}, ${inserted.id}, ${sql.raw(String(ActivityAction.Create))}, jsonb_build_object('code', ${inserted.code}, 'name', ${inserted.fullName})
      from ${inserted}`,
  );
  const columns = Object.fromEntries(
    Object.keys(getTableColumns(clinicPatients)).map((key) => [key, inserted[key as keyof PatientRow]]),
  ) as { [K in keyof PatientRow]: (typeof inserted)[K] };
  return db
    .with(inserted, logged)
    .select({
      ...columns,
      ...jsonRowsOf({ fixedProperties: columnPropertiesQuery(db, sql.placeholder('clinicId')) }),
    })
    .from(inserted);
};

export async function createPatient(tx: Tx, input: PatientInput) {
  const clinicId = tx.actor.clinicId;
  if (input.avatarFileId) await assertReadyFiles(tx, [input.avatarFileId], FileKind.Avatar, 'new');
  // Everything that may refuse the form is checked before the code number is taken (on PostgreSQL it is not
  // given back, counters.ts).
  const writeProperties = await checkPatientProperties(tx, input.properties ?? []);
  const code = formatPatientCode(await nextCodeValue(tx, PATIENT_COUNTER));
  const [created] = await runPrepared(tx.db, 'patient_insert', insertPatient, {
    clinicId,
    userId: tx.actor.userId,
    code,
    ...columnsOf(input),
  });
  const { fixedProperties: fixedRows, ...row } = created!;
  if (input.avatarFileId)
    await attachFiles(tx, [input.avatarFileId], { kind: FileOwnerKind.PatientAvatar, id: row.id });
  await writeProperties(row.id);
  changed(tx, row.id, 'create');
  // Property values may have written its column-backed fields and stored values after the insert: read it again.
  return input.properties?.length
    ? loadPatient(tx.db, clinicId, row.id)
    : detailsOf(row, { fixedProperties: fixedRows, storedValues: [], visits: [] });
}

export async function updatePatient(tx: Tx, id: number, input: PatientInput) {
  const clinicId = tx.actor.clinicId;
  const row = await findRow(tx.db, clinicId, id, true);
  if (input.avatarFileId && input.avatarFileId !== row.avatarFileId)
    await attachReadyFiles(tx, [input.avatarFileId], FileKind.Avatar, {
      kind: FileOwnerKind.PatientAvatar,
      id,
    });
  const columns = columnsOf(input);
  await tx.db
    .update(clinicPatients)
    .set({ ...columns, updatedAt: tx.now })
    .where(scoped(clinicId, id));
  await writePatientProperties(tx, id, input.properties ?? []);
  await record(tx, ActivityEntityType.ClinicPatient, id, ActivityAction.Update, {
    code: row.code,
    name: input.fullName,
    ...withChanges(row, columns),
  });
  changed(tx, id, 'update');
  return loadPatient(tx.db, clinicId, id);
}

export async function savePatientProperties(
  tx: Tx,
  id: number,
  entries: readonly { propertyId: number; value?: unknown }[],
) {
  const clinicId = tx.actor.clinicId;
  const row = await findRow(tx.db, clinicId, id, true);
  await writePatientProperties(tx, id, entries);
  await tx.db.update(clinicPatients).set({ updatedAt: tx.now }).where(scoped(clinicId, id));
  await record(tx, ActivityEntityType.ClinicPatient, id, ActivityAction.Update, {
    code: row.code,
    name: row.fullName,
    propertyIds: [...new Set(entries.map((e) => e.propertyId))],
  });
  changed(tx, id, 'update');
  return loadPatient(tx.db, clinicId, id);
}

/** Refused while visits, invoices or anything else in the reference registry still point at the patient. */
export async function deletePatient(tx: Tx, id: number) {
  const clinicId = tx.actor.clinicId;
  const row = await findRow(tx.db, clinicId, id, true);
  // The inUse text names what is being deleted ('this patient record is in use (3 related records)').
  let related = 0;
  for (const reference of patientReferences) related += await reference.count(tx.db, clinicId, id);
  if (related > 0) throw new AppError('inUse', { params: { entity: 'clinicPatient', count: related } });
  await tx.db.delete(clinicPatients).where(scoped(clinicId, id));
  await record(tx, ActivityEntityType.ClinicPatient, id, ActivityAction.Delete, {
    code: row.code,
    name: row.fullName,
  });
  changed(tx, id, 'delete');
  return { deleted: true };
}

/** Columns the target takes from the source when its own is empty. */
const fillable = [
  'email',
  'provinceId',
  'address',
  'heightCm',
  'weightKg',
  'medicalHistory',
  'allergy',
  'citizenId',
  'guardianName',
  'guardianCitizenId',
  'avatarFileId',
] as const satisfies (keyof PatientRow)[];

/**
 * Folds the source record into the target: the target keeps what it has and takes from the source what it
 * lacks (empty columns, property values; images of one property are pooled up to the limit), everything the
 * reference registry knows (visits, invoices) moves, and the source is removed. One transaction, logged on both.
 */
export async function mergePatients(tx: Tx, sourceId: number, targetId: number) {
  if (sourceId === targetId) throw new AppError('mergeSamePatient');
  const clinicId = tx.actor.clinicId;
  // Locked in id order, so two merges of the same pair cannot deadlock.
  const [first, second] = sourceId < targetId ? [sourceId, targetId] : [targetId, sourceId];
  const a = await findRow(tx.db, clinicId, first, true);
  const b = await findRow(tx.db, clinicId, second, true);
  const [source, target] = a.id === sourceId ? [a, b] : [b, a];

  const fill: Partial<PatientRow> = {};
  for (const key of fillable)
    if (target[key] === null && source[key] !== null) Object.assign(fill, { [key]: source[key] });
  if (target.birthday === null && source.birthday !== null) {
    // A birthday only when it agrees with the year the target already has (the year is derived from it).
    if (target.yearOfBirth === null || target.yearOfBirth === source.yearOfBirth)
      Object.assign(fill, { birthday: source.birthday, yearOfBirth: source.yearOfBirth });
  } else if (target.yearOfBirth === null && source.yearOfBirth !== null)
    fill.yearOfBirth = source.yearOfBirth;

  const values = await tx.db
    .select({
      propertyId: patientPropertyValues.propertyId,
      patientId: patientPropertyValues.patientId,
      value: patientPropertyValues.value,
      fieldType: properties.fieldType,
    })
    .from(patientPropertyValues)
    .innerJoin(
      properties,
      and(
        eq(properties.clinicId, patientPropertyValues.clinicId),
        eq(properties.id, patientPropertyValues.propertyId),
      ),
    )
    .where(
      and(
        eq(patientPropertyValues.clinicId, clinicId),
        inArray(patientPropertyValues.patientId, [sourceId, targetId]),
      ),
    );
  const targetValues = new Map(values.filter((v) => v.patientId === targetId).map((v) => [v.propertyId, v]));
  const moved: number[] = [];
  for (const value of values.filter((v) => v.patientId === sourceId)) {
    const own = targetValues.get(value.propertyId);
    if (!own) {
      await tx.db
        .update(patientPropertyValues)
        .set({ patientId: targetId, updatedAt: tx.now })
        .where(
          and(
            eq(patientPropertyValues.patientId, sourceId),
            eq(patientPropertyValues.propertyId, value.propertyId),
          ),
        );
      moved.push(value.propertyId);
    } else if (value.fieldType === PropertyFieldType.Images) {
      const pooled = [...new Set([...(own.value as number[]), ...(value.value as number[])])].slice(
        0,
        PROPERTY_IMAGES_MAX_FILES,
      );
      await tx.db
        .update(patientPropertyValues)
        .set({ value: pooled, updatedAt: tx.now })
        .where(
          and(
            eq(patientPropertyValues.patientId, targetId),
            eq(patientPropertyValues.propertyId, value.propertyId),
          ),
        );
      moved.push(value.propertyId);
    }
  }
  for (const reference of patientReferences) await reference.move(tx, clinicId, sourceId, targetId);
  // The source's avatar and property files now belong to the record their rows moved to.
  await moveFiles(tx, [FileOwnerKind.PatientAvatar, FileOwnerKind.PatientProperty], sourceId, targetId);

  await tx.db.delete(clinicPatients).where(scoped(clinicId, sourceId));
  await tx.db
    .update(clinicPatients)
    .set({ ...fill, updatedAt: tx.now })
    .where(scoped(clinicId, targetId));
  await record(tx, ActivityEntityType.ClinicPatient, targetId, ActivityAction.Merge, {
    code: target.code,
    name: target.fullName,
    sourceId,
    sourceCode: source.code,
    sourceName: source.fullName,
    filled: Object.keys(fill),
    propertyIds: moved,
  });
  await record(tx, ActivityEntityType.ClinicPatient, sourceId, ActivityAction.Delete, {
    code: source.code,
    name: source.fullName,
    mergedInto: target.code,
  });
  changed(tx, sourceId, 'delete');
  changed(tx, targetId, 'update');
  return loadPatient(tx.db, clinicId, targetId);
}
