import { AppError, FormOwnerKind, PropertyFieldType } from '@clinic/domain';
import type { propertyItem } from '@clinic/domain/contracts';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbTx } from '../../db/client.js';
import { formProperties, patientPropertyValues, type properties } from '../../db/schema/index.js';
import { isoTimes } from '../../resources/define-resource.js';

export type PropertyRow = typeof properties.$inferSelect;

/** One property as the API returns it (screen 13's list, a form's properties, the form renderer's definition). */
export type PropertyItem = z.input<typeof propertyItem>;

/** Forms holding each of `ids`, by property id. */
export async function formCounts(db: Db | DbTx, clinicId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ propertyId: formProperties.propertyId, n: count() })
    .from(formProperties)
    .where(and(eq(formProperties.clinicId, clinicId), inArray(formProperties.propertyId, ids)))
    .groupBy(formProperties.propertyId);
  return new Map(rows.map((r) => [r.propertyId, r.n]));
}

export async function propertyItems(db: Db | DbTx, clinicId: number, rows: PropertyRow[]) {
  const counts = await formCounts(
    db,
    clinicId,
    rows.map((r) => r.id),
  );
  return rows.map(
    (row): PropertyItem => ({
      id: row.id,
      name: row.name,
      internalName: row.internalName,
      entityType: row.entityType,
      fieldType: row.fieldType,
      size: row.size,
      options: row.options,
      fixed: row.fixed,
      enabled: row.enabled,
      formCount: counts.get(row.id) ?? 0,
      ...isoTimes(row),
    }),
  );
}

/** Options of a ListOfOptions property: at least one (1025), none twice ignoring case and spaces (1024). */
export function assertOptions(fieldType: number, options: string[]) {
  if (fieldType !== PropertyFieldType.ListOfOptions) return;
  if (options.length === 0) throw new AppError('emptyOptions');
  const seen = new Set<string>();
  for (const option of options) {
    const key = option.trim().toLocaleLowerCase('vi');
    if (seen.has(key)) throw new AppError('duplicateOptions');
    seen.add(key);
  }
}

/** Stored patient values of a property (other entities' values arrive with check-in and service sheets). */
export async function valueCount(db: DbTx, clinicId: number, property: PropertyRow) {
  if (property.entityType !== FormOwnerKind.ClinicPatient) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(patientPropertyValues)
    .where(
      and(eq(patientPropertyValues.clinicId, clinicId), eq(patientPropertyValues.propertyId, property.id)),
    );
  return row?.n ?? 0;
}

/** Text types a stored value can move between without becoming invalid. */
const textTypes: readonly number[] = [PropertyFieldType.FreeText, PropertyFieldType.MultilineText];

/**
 * A property's entity cannot change while a form holds it or a record has a value for it (the form and the
 * values belong to the old entity), and its type cannot change while values exist, except between the two
 * text types: stored values would no longer be of the property's type.
 */
export async function assertRetypeAllowed(
  db: DbTx,
  clinicId: number,
  row: PropertyRow,
  next: { entityType: number; fieldType: number },
) {
  const entityChanges = next.entityType !== row.entityType;
  const typeChanges =
    next.fieldType !== row.fieldType &&
    !(textTypes.includes(next.fieldType) && textTypes.includes(row.fieldType));
  if (!entityChanges && !typeChanges) return;
  const values = await valueCount(db, clinicId, row);
  if (values > 0) throw new AppError('invalidValueType');
  if (entityChanges && ((await formCounts(db, clinicId, [row.id])).get(row.id) ?? 0) > 0)
    throw new AppError('invalidValueType');
}
