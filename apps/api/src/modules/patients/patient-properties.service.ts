import {
  AppError,
  FileKind,
  FormOwnerKind,
  fileKindRules,
  type PropertyDefinition,
  PropertyFieldType,
  type PropertyValue,
  parsePropertyEntries,
  propertyVideoRule,
} from '@clinic/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbTx } from '../../db/client.js';
import type { Key } from '../../db/prepared.js';
import { clinicPatients, patientPropertyValues, properties } from '../../db/schema/index.js';
import { FileOwnerKind } from '../../platform/files/owners.js';
import { assertReadyFiles, attachFiles } from '../../platform/files/ready-files.js';
import { bodySchemaViolation } from '../../platform/schema-violation.js';
import type { Tx } from '../../platform/tx.js';

type PatientRow = typeof clinicPatients.$inferSelect;

/** Fixed patient properties kept in the patient's own columns, never in patient_property_values. */
export const columnBacked = {
  height: 'heightCm',
  weight: 'weightKg',
  medical_history: 'medicalHistory',
  allergy: 'allergy',
} as const satisfies Record<string, keyof PatientRow>;
type ColumnKey = keyof typeof columnBacked;
const columnKeys = Object.keys(columnBacked) as ColumnKey[];
const numericColumns = new Set<ColumnKey>(['height', 'weight']);

const isColumnBacked = (p: {
  fixed: boolean;
  internalName: string;
}): p is { fixed: true; internalName: ColumnKey } =>
  p.fixed && (columnKeys as string[]).includes(p.internalName);

/** The clinic's column-backed fixed patient properties, as a query (see patientPropertiesQueries). */
export const columnPropertiesQuery = (db: Db | DbTx, clinicId: Key) =>
  db
    .select({ id: properties.id, internalName: properties.internalName })
    .from(properties)
    .where(
      and(
        eq(properties.clinicId, clinicId),
        eq(properties.entityType, FormOwnerKind.ClinicPatient),
        eq(properties.fixed, true),
        inArray(properties.internalName, columnKeys),
      ),
    )
    .orderBy(asc(properties.id));

const storedValuesQuery = (db: Db | DbTx, clinicId: Key, patientId: Key) =>
  db
    .select({ propertyId: patientPropertyValues.propertyId, value: patientPropertyValues.value })
    .from(patientPropertyValues)
    .where(and(eq(patientPropertyValues.clinicId, clinicId), eq(patientPropertyValues.patientId, patientId)))
    .orderBy(asc(patientPropertyValues.propertyId));

export type PropertyValueItem = { propertyId: number; value: string | number[] };

/**
 * The two reads behind a patient's property values, for `readAsOne` beside other reads of the same record;
 * `patientPropertiesFrom` turns their rows (JSON, keyed by column name) into the values.
 */
export const patientPropertiesQueries = (db: Db | DbTx, clinicId: Key, patientId: Key) => ({
  fixedProperties: columnPropertiesQuery(db, clinicId),
  storedValues: storedValuesQuery(db, clinicId, patientId),
});

export function patientPropertiesFrom(
  patient: PatientRow,
  rows: { fixedProperties: Record<string, unknown>[]; storedValues: Record<string, unknown>[] },
): PropertyValueItem[] {
  const fixed = rows.fixedProperties.map((r) => ({ id: r.id as number, key: r.internal_name as ColumnKey }));
  const stored = rows.storedValues.map((r) => ({
    propertyId: r.property_id as number,
    value: r.value as PropertyValueItem['value'],
  }));
  return propertyValuesOf(patient, fixed, stored);
}

/**
 * A patient's property values as the API returns them: the column-backed fixed ones first (height as '170',
 * derived from the columns), then the stored ones by property id.
 */
function propertyValuesOf(
  patient: PatientRow,
  fixed: { id: number; key: ColumnKey }[],
  stored: PropertyValueItem[],
): PropertyValueItem[] {
  const fromColumns = fixed.flatMap(({ id, key }) => {
    const value = patient[columnBacked[key]];
    return value === null || value === '' ? [] : [{ propertyId: id, value: String(value) }];
  });
  return [...fromColumns, ...stored];
}

const imageTypes = fileKindRules[FileKind.PropertyImage].mimeTypes;
const videoTypes = propertyVideoRule.mimeTypes;

/**
 * Merges `entries` into a patient's values: a value replaces the stored one, null (or blank) clears it. Each
 * property must be a patient property of the clinic (4016); each value must fit its property's type (PSYS_4001
 * at `properties.<i>.value`); images and videos must be ready files of the clinic of the right type. Column-
 * backed fixed properties write the patient's columns. Nothing is written unless every entry passes.
 */
export async function writePatientProperties(
  tx: Tx,
  patientId: number,
  entries: readonly { propertyId: number; value?: unknown }[],
) {
  await (await checkPatientProperties(tx, entries, patientId))(patientId);
}

/**
 * `writePatientProperties` in two steps: every check first (what may refuse the entries), then the writer for a
 * patient. A create checks before it takes the patient's code number, so a refused form uses none; it gives no
 * `existing` record (so only the caller's own new uploads qualify), and the writer attaches the files to the
 * record it writes.
 */
export async function checkPatientProperties(
  tx: Tx,
  entries: readonly { propertyId: number; value?: unknown }[],
  existing?: number,
): Promise<(patientId: number) => Promise<void>> {
  if (entries.length === 0) return async () => {};
  const clinicId = tx.actor.clinicId;
  const owner = existing === undefined ? 'new' : { kind: FileOwnerKind.PatientProperty, id: existing };
  const files: number[] = [];
  const ids = [...new Set(entries.map((e) => e.propertyId))];
  const defs = await tx.db
    .select()
    .from(properties)
    .where(
      and(
        eq(properties.clinicId, clinicId),
        eq(properties.entityType, FormOwnerKind.ClinicPatient),
        inArray(properties.id, ids),
      ),
    );
  if (defs.length !== ids.length) throw new AppError('propertyNotFound');
  const byId = new Map(defs.map((d) => [d.id, d]));

  const { values: parsed, issues } = parsePropertyEntries(
    entries,
    (id) => byId.get(id) as PropertyDefinition,
  );
  if (issues.length) throw bodySchemaViolation(issues, ['properties']);

  const columns: Partial<Record<(typeof columnBacked)[ColumnKey], string | number | null>> = {};
  const cleared: number[] = [];
  const stored: { propertyId: number; value: PropertyValue }[] = [];
  for (const [propertyId, value] of parsed) {
    const def = byId.get(propertyId)!;
    if (isColumnBacked(def)) {
      const column = columnBacked[def.internalName];
      columns[column] =
        value === null ? null : numericColumns.has(def.internalName) ? Number(value) : String(value);
    } else if (value === null) {
      cleared.push(propertyId);
    } else if (def.fieldType === PropertyFieldType.Images) {
      const fileIds = await assertReadyFiles(
        tx,
        value as number[],
        FileKind.PropertyImage,
        owner,
        imageTypes,
      );
      files.push(...fileIds);
      stored.push({ propertyId, value: fileIds });
    } else if (def.fieldType === PropertyFieldType.Video) {
      const fileIds = await assertReadyFiles(
        tx,
        value as number[],
        FileKind.PropertyImage,
        owner,
        videoTypes,
      );
      files.push(...fileIds);
      stored.push({ propertyId, value: fileIds });
    } else {
      stored.push({ propertyId, value });
    }
  }

  return async (patientId) => {
    for (const propertyId of cleared)
      await tx.db
        .delete(patientPropertyValues)
        .where(
          and(
            eq(patientPropertyValues.patientId, patientId),
            eq(patientPropertyValues.propertyId, propertyId),
          ),
        );
    for (const { propertyId, value } of stored)
      await tx.db
        .insert(patientPropertyValues)
        .values({ clinicId, patientId, propertyId, value })
        .onConflictDoUpdate({
          target: [patientPropertyValues.patientId, patientPropertyValues.propertyId],
          set: { value, updatedAt: tx.now },
        });
    await attachFiles(tx, files, { kind: FileOwnerKind.PatientProperty, id: patientId });
    if (Object.keys(columns).length)
      await tx.db
        .update(clinicPatients)
        .set({ ...columns, updatedAt: tx.now } as never)
        .where(and(eq(clinicPatients.clinicId, clinicId), eq(clinicPatients.id, patientId)));
  };
}
