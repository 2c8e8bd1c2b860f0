import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { foreignKeysTo } from '../../testing/foreign-keys.js';
import { cloneTestDatabase } from '../../testing/harness.js';
import { patientReferences } from './patient-references.service.js';

/** Removed with the patient by design: the record's own property values, which the merge folds itself. */
const cascadedWithThePatient = ['patient_property_values'];

let database: Database;
beforeAll(async () => {
  database = await cloneTestDatabase();
});
afterAll(async () => database.close());

describe('the patient reference registry', () => {
  it('names every table whose foreign key points at clinic_patients, as the database has them', async () => {
    const keys = await foreignKeysTo(database.db, 'clinic_patients');
    // The catalog query itself is checked: appointments have pointed at patients from the start.
    expect(keys.map((k) => k.table)).toContain('appointments');
    const handled = new Set(patientReferences.flatMap((r) => r.tables));
    const unhandled = keys
      .filter((k) => !handled.has(k.table))
      .filter((k) => !(k.onDelete === 'cascade' && cascadedWithThePatient.includes(k.table)))
      .map((k) => `${k.table}(${k.columns.join(', ')}) on delete ${k.onDelete}`);
    expect(unhandled).toEqual([]);
  });
});
