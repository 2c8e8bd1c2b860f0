import {
  AppError,
  FileKind,
  type FormOwnerKind,
  fileKindRules,
  formErrorIds,
  type PropertyDefinition,
  PropertyFieldType,
  parsePropertyEntries,
  propertyVideoRule,
} from '@clinic/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { properties } from '../../db/schema/index.js';
import type { FileOwner } from '../../platform/files/owners.js';
import { attachReadyFiles } from '../../platform/files/ready-files.js';
import { bodySchemaViolation } from '../../platform/schema-violation.js';
import type { Tx } from '../../platform/tx.js';

// The values of a sheet written against a form (a check-in sheet, a result sheet): one rule for which
// properties may be written, how each value is checked and how images and videos are stored.

export type StoredValue = { propertyId: number; value: string | number[] };
type PropertyRow = typeof properties.$inferSelect;

const imageTypes = fileKindRules[FileKind.PropertyImage].mimeTypes;
const videoTypes = propertyVideoRule.mimeTypes;

/**
 * Checks a sheet's entries and gives the values to store. Every property must be one of the clinic's properties
 * of `entityType` (propertyNotFound); every value must fit its property (PSYS_4001 at
 * `<path>.properties.<i>.value`); images and videos must be ready files of the clinic that the caller may put on
 * the sheet, and become `options.owner`'s (the visit's sheet) in the same transaction. Null or blank values are
 * left out; a later entry for one property wins. `refuseFixed` refuses the fixed properties (PSYS_4001 at
 * `<path>.properties.<i>.propertyId`) for sheets that keep those in fields of their own. `fixed` answers each
 * fixed property's parsed value by internal name (null when cleared), for callers that copy one elsewhere.
 */
export async function sheetValues(
  tx: Tx,
  entityType: FormOwnerKind,
  entries: readonly { propertyId: number; value?: unknown }[],
  options: { owner: FileOwner; path?: readonly (string | number)[]; refuseFixed?: boolean },
): Promise<{ values: StoredValue[]; fixed: Map<string, string | null> }> {
  const path = [...(options.path ?? []), 'properties'];
  const clinicId = tx.actor.clinicId;
  const ids = [...new Set(entries.map((e) => e.propertyId))];
  const defs: PropertyRow[] = ids.length
    ? await tx.db
        .select()
        .from(properties)
        .where(
          and(
            eq(properties.clinicId, clinicId),
            eq(properties.entityType, entityType),
            inArray(properties.id, ids),
          ),
        )
    : [];
  if (defs.length !== ids.length) throw new AppError('propertyNotFound');
  const byId = new Map(defs.map((d) => [d.id, d]));

  if (options.refuseFixed) {
    const fixedIssues = entries.flatMap((entry, index) =>
      byId.get(entry.propertyId)?.fixed
        ? [
            {
              code: 'custom',
              message: formErrorIds.invalidValue,
              path: [index, 'propertyId'],
              input: entry.propertyId,
            },
          ]
        : [],
    ) as z.core.$ZodIssue[];
    if (fixedIssues.length) throw bodySchemaViolation(fixedIssues, path);
  }

  const { values: parsed, issues } = parsePropertyEntries(
    entries,
    (id) => byId.get(id) as PropertyDefinition,
  );
  if (issues.length) throw bodySchemaViolation(issues, path);

  const values: StoredValue[] = [];
  const fixed = new Map<string, string | null>();
  for (const [propertyId, value] of parsed) {
    const def = byId.get(propertyId)!;
    if (def.fixed) fixed.set(def.internalName, value === null ? null : String(value));
    // Blank text and empty file lists were parsed to null: "no value" is left out of the sheet.
    if (value === null) continue;
    let stored = value as string | number[];
    if (def.fieldType === PropertyFieldType.Images)
      stored = await attachReadyFiles(
        tx,
        value as number[],
        FileKind.PropertyImage,
        options.owner,
        imageTypes,
      );
    if (def.fieldType === PropertyFieldType.Video)
      stored = await attachReadyFiles(
        tx,
        value as number[],
        FileKind.PropertyImage,
        options.owner,
        videoTypes,
      );
    values.push({ propertyId, value: stored });
  }
  return { values, fixed };
}
