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

/**
 * The migrations that give existing clinics their fixed records: the fixed properties and default forms (0005), the
 * vital signs (0012).
 */
async function runFixedPropertiesMigration() {
  for (const name of ['0005_fixed_properties.sql', '0012_check_in_vital_signs.sql']) {
    const file = readFileSync(path.join(migrationsFolder, name), 'utf8');
    for (const statement of file.split('--> statement-breakpoint'))
      await t.app.deps.db.execute(sql.raw(statement));
  }
}

describe('fixed properties and default forms of clinics that existed before them', () => {
  it('migrations 0005 and 0012 give an older clinic exactly what a new clinic gets, and running them again changes nothing', async () => {
    const fresh = await signUpClinic(t.app, 'Fresh');
    const expected = await fixedRecordsOf(fresh.user.clinicId);
    expect(expected.properties).toHaveLength(15);
    // The check-in sheet: the symptom, then the vital signs.
    expect(expected.forms.find((f) => f.entityType === 4)?.properties).toEqual([
      [0, 'symptom'],
      [1, 'pulse'],
      [2, 'temperature'],
      [3, 'blood_pressure'],
      [4, 'spo2'],
      [5, 'height'],
      [6, 'weight'],
    ]);
    expect(expected.forms.map((f) => f.name)).toEqual([
      'Hồ sơ bệnh nhân',
      'Phiếu tiếp nhận',
      'Phiếu kết quả',
    ]);

    // An older clinic: created before the fixed records existed, so it has none of them.
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

describe('vital signs on the check-in sheet of a clinic that existed before them', () => {
  it('are appended after what its default check-in form already holds', async () => {
    const older = await signUpClinic(t.app, 'Vitals');
    const clinicId = older.user.clinicId;
    const vitals = ['pulse', 'temperature', 'blood_pressure', 'spo2', 'height', 'weight'];
    const checkIn = (await fixedRecordsOf(clinicId)).forms.find((f) => f.entityType === 4)!;
    // Before 0012: the symptom, and a property of the clinic's own added to the form since.
    const [form] = await t.app.deps.db
      .select()
      .from(forms)
      .where(sql`${forms.clinicId} = ${clinicId} and ${forms.entityType} = 4 and ${forms.isDefault}`);
    const own = await t.app.deps.db
      .insert(properties)
      .values({
        clinicId,
        name: 'Đường huyết',
        internalName: 'duong_huyet',
        entityType: 4,
        fieldType: 1,
        size: 3,
      })
      .returning();
    await t.app.deps.db
      .delete(formProperties)
      .where(sql`${formProperties.formId} = ${form!.id} and ${formProperties.position} > 0`);
    await t.app.deps.db
      .delete(properties)
      .where(
        sql`${properties.clinicId} = ${clinicId} and ${properties.entityType} = 4 and ${properties.internalName} in ${vitals}`,
      );
    await t.app.deps.db
      .insert(formProperties)
      .values({ clinicId, formId: form!.id, propertyId: own[0]!.id, position: 1 });
    expect(checkIn.properties.length).toBe(7);

    await runFixedPropertiesMigration();
    const after = (await fixedRecordsOf(clinicId)).forms.find((f) => f.entityType === 4)!;
    expect(after.properties).toEqual([
      [0, 'symptom'],
      [1, 'duong_huyet'],
      ...vitals.map((v, i) => [i + 2, v]),
    ]);
  });
});
