import {
  AppError,
  type FixedPropertyKey,
  FormOwnerKind,
  fixedPropertyDefinitions,
  formOwnerKindKey,
} from '@clinic/domain';
import { storedBuiltInNames } from '@clinic/i18n/builtin';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbTx } from '../../db/client.js';
import { formProperties, forms, properties } from '../../db/schema/index.js';
import type { Tx } from '../../platform/tx.js';
import { isoTimes } from '../../resources/define-resource.js';

export type FormRow = typeof forms.$inferSelect;

/**
 * Stored (Vietnamese) names of the fixed properties, from @clinic/i18n's built-in names: the screens show them in
 * the user's language by internal name (propertyName), so rows keep one text whatever language created them.
 */
export const FIXED_PROPERTY_NAMES: Record<FixedPropertyKey, string> = storedBuiltInNames.property;

/** The default form of each entity, stored in Vietnamese and shown translated until a clinic renames it (formName). */
export const DEFAULT_FORM_NAMES: Record<FormOwnerKind, string> = {
  [FormOwnerKind.ClinicPatient]: storedBuiltInNames.form[formOwnerKindKey[FormOwnerKind.ClinicPatient]],
  [FormOwnerKind.CheckInSheet]: storedBuiltInNames.form[formOwnerKindKey[FormOwnerKind.CheckInSheet]],
  [FormOwnerKind.ServiceSheet]: storedBuiltInNames.form[formOwnerKindKey[FormOwnerKind.ServiceSheet]],
};

/**
 * What every clinic starts with (docs/product.md#lists-and-data): the fixed properties, and one default form per entity
 * holding them in the order of fixedPropertyDefinitions. Runs inside the clinic's creation; migration 0005 does the
 * same for clinics created before it.
 */
export async function createFixedRecords(tx: Tx, clinicId: number) {
  const created = await tx.db
    .insert(properties)
    .values(
      fixedPropertyDefinitions.map((d) => ({
        clinicId,
        name: FIXED_PROPERTY_NAMES[d.internalName],
        internalName: d.internalName,
        entityType: d.entityType,
        fieldType: d.fieldType,
        size: d.size,
        fixed: true,
      })),
    )
    .returning({ id: properties.id, entityType: properties.entityType });
  const defaults = await tx.db
    .insert(forms)
    .values(
      Object.entries(DEFAULT_FORM_NAMES).map(([entityType, name]) => ({
        clinicId,
        name,
        entityType: Number(entityType),
        isDefault: true,
      })),
    )
    .returning({ id: forms.id, entityType: forms.entityType });
  await tx.db
    .insert(formProperties)
    .values(
      defaults.flatMap((form) =>
        created
          .filter((p) => p.entityType === form.entityType)
          .map((p, position) => ({ clinicId, formId: form.id, propertyId: p.id, position })),
      ),
    );
}

/** Property ids of each form, in display order. */
export async function formPropertyIds(db: Db | DbTx, clinicId: number, formIds: number[]) {
  const rows = formIds.length
    ? await db
        .select({ formId: formProperties.formId, propertyId: formProperties.propertyId })
        .from(formProperties)
        .where(and(eq(formProperties.clinicId, clinicId), inArray(formProperties.formId, formIds)))
        .orderBy(asc(formProperties.position))
    : [];
  const byForm = new Map<number, number[]>();
  for (const r of rows) byForm.set(r.formId, [...(byForm.get(r.formId) ?? []), r.propertyId]);
  return byForm;
}

export async function formItems(db: Db | DbTx, clinicId: number, rows: FormRow[]) {
  const ids = await formPropertyIds(
    db,
    clinicId,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    entityType: row.entityType,
    isDefault: row.isDefault,
    enabled: row.enabled,
    propertyIds: ids.get(row.id) ?? [],
    ...isoTimes(row),
  }));
}

/**
 * A form holds properties of its own entity and clinic only (4016 otherwise). The default form keeps its entity
 * and every fixed property of it (1027): records of that entity always show them.
 */
export async function assertFormProperties(
  tx: Tx,
  input: { entityType: number; propertyIds: number[] },
  id: number | null,
) {
  const clinicId = tx.actor.clinicId;
  const found = input.propertyIds.length
    ? await tx.db
        .select({ id: properties.id, entityType: properties.entityType })
        .from(properties)
        .where(and(eq(properties.clinicId, clinicId), inArray(properties.id, input.propertyIds)))
    : [];
  if (found.length !== input.propertyIds.length || found.some((p) => p.entityType !== input.entityType))
    throw new AppError('propertyNotFound');
  if (id === null) return;
  const [form] = await tx.db
    .select()
    .from(forms)
    .where(and(eq(forms.clinicId, clinicId), eq(forms.id, id)));
  if (!form?.isDefault) return;
  if (form.entityType !== input.entityType) throw new AppError('cannotEditDefaultForm');
  const fixed = await tx.db
    .select({ id: properties.id })
    .from(properties)
    .where(
      and(
        eq(properties.clinicId, clinicId),
        eq(properties.entityType, form.entityType),
        eq(properties.fixed, true),
      ),
    );
  if (fixed.some((p) => !input.propertyIds.includes(p.id))) throw new AppError('cannotEditDefaultForm');
}

/** Replaces a form's properties with `propertyIds`, in that order. */
export async function writeFormProperties(tx: Tx, formId: number, propertyIds: number[]) {
  const clinicId = tx.actor.clinicId;
  await tx.db
    .delete(formProperties)
    .where(and(eq(formProperties.clinicId, clinicId), eq(formProperties.formId, formId)));
  if (propertyIds.length)
    await tx.db
      .insert(formProperties)
      .values(propertyIds.map((propertyId, position) => ({ clinicId, formId, propertyId, position })));
}
