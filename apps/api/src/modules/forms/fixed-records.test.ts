import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/client.js';
import { formProperties, forms, properties } from '../../db/schema/index.js';
import { createTestApp, signUpClinic, type TestApp } from '../../testing/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A clinic's fixed records, without ids: what the clinic sees. */
async function fixedRecordsOf(clinicId: number) {
  const props = await t.app.deps.db
    .select()
    .from(properties)
    .where(eq(properties.clinicId, clinicId))
    .orderBy(asc(properties.entityType), asc(properties.internalName));
  const formRows = await t.app.deps.db
    .select()
    .from(forms)
    .where(eq(forms.clinicId, clinicId))
    .orderBy(asc(forms.entityType));
  const links = await t.app.deps.db
    .select()
    .from(formProperties)
    .where(eq(formProperties.clinicId, clinicId))
    .orderBy(asc(formProperties.formId), asc(formProperties.position));
  return {
    properties: props.map(({ name, internalName, entityType, fieldType, size, options, fixed, enabled }) => ({
      name,
      internalName,
      entityType,
      fieldType,
      size,
      options,
      fixed,
      enabled,
    })),
    forms: formRows.map((f) => ({
      name: f.name,
      entityType: f.entityType,
      isDefault: f.isDefault,
      properties: links
        .filter((l) => l.formId === f.id)
        .map((l) => [l.position, props.find((p) => p.id === l.propertyId)!.internalName]),
    })),
  };
}

async function runFixedPropertiesMigration() {
  const file = readFileSync(path.join(migrationsFolder, '0005_fixed_properties.sql'), 'utf8');
  for (const statement of file.split('--> statement-breakpoint'))
    await t.app.deps.db.execute(sql.raw(statement));
}

describe('fixed properties and default forms of clinics that existed before them', () => {
  it('migration 0005 gives an older clinic exactly what a new clinic gets, and running it again changes nothing', async () => {
    const fresh = await signUpClinic(t.app, 'Fresh');
    const expected = await fixedRecordsOf(fresh.user.clinicId);
    expect(expected.properties).toHaveLength(9);
    expect(expected.forms.map((f) => f.name)).toEqual([
      'Hồ sơ bệnh nhân',
      'Phiếu tiếp nhận',
      'Phiếu kết quả',
    ]);

    // An older clinic: created before issue E, so it has none of them.
    const older = await signUpClinic(t.app, 'Older');
    const clinicId = older.user.clinicId;
    await t.app.deps.db.delete(formProperties).where(eq(formProperties.clinicId, clinicId));
    await t.app.deps.db.delete(forms).where(eq(forms.clinicId, clinicId));
    await t.app.deps.db.delete(properties).where(eq(properties.clinicId, clinicId));
    expect((await fixedRecordsOf(clinicId)).properties).toEqual([]);

    await runFixedPropertiesMigration();
    expect(await fixedRecordsOf(clinicId)).toEqual(expected);
    expect(await fixedRecordsOf(fresh.user.clinicId)).toEqual(expected);
    await runFixedPropertiesMigration();
    expect(await fixedRecordsOf(clinicId)).toEqual(expected);
  });
});
