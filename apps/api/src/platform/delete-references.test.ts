import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctors, queueCounters } from '../db/schema/index.js';
import { patientReferences } from '../modules/patients/patient-references.service.js';
import { foreignKeys } from '../testing/foreign-keys.js';
import { createTestApp, fillClinic, signUpClinic, type TestApp } from '../testing/harness.js';

/**
 * Every DELETE route, the tables whose rows it removes, and the referencing tables its in-use check counts (a
 * refusal with a code). A foreign key to a removed table that is neither ON DELETE CASCADE / SET NULL nor counted
 * here would turn the delete into a 500; a route that removes no row (a soft delete) lists no table.
 */
const deletes: Record<string, { tables: string[]; counted: string[] }> = {
  '/api/clinic-patients/:id': {
    tables: ['clinic_patients'],
    counted: patientReferences.flatMap((r) => [...r.tables]),
  },
  '/api/clinic-patients/:id/purchased-packages/:purchasedId': {
    // Only a package still in the cart is deleted (cannotDeletePaidPackage): service orders use paid ones only.
    tables: ['purchased_packages', 'purchased_package_items'],
    counted: ['service_orders'],
  },
  '/api/devices/:id': { tables: ['devices'], counted: [] },
  '/api/doctors/:id': { tables: ['doctors'], counted: ['schedules', 'appointments', 'queue_counters'] },
  '/api/employees/:id': { tables: ['users'], counted: [] },
  '/api/forms/:id': { tables: ['forms'], counted: ['service_forms', 'check_in_sheets', 'service_sheets'] },
  '/api/locations/:id': { tables: ['locations'], counted: ['doctor_locations', 'schedules', 'appointments'] },
  '/api/medicines/:id': {
    tables: ['medicines'],
    counted: [
      'package_items',
      'purchased_package_items',
      'prescription_items',
      'prescription_template_items',
      'medicine_lots',
      'invoice_items',
      'stock_sheet_items',
    ],
  },
  '/api/notifications/:id': { tables: ['notifications'], counted: [] },
  '/api/prescription-templates/:id': { tables: ['prescription_templates'], counted: [] },
  '/api/properties/:id': { tables: ['properties'], counted: ['form_properties'] },
  '/api/roles/:id': { tables: ['roles'], counted: ['users'] },
  '/api/service-templates/:id': { tables: ['service_templates'], counted: [] },
  '/api/services/:id': {
    tables: ['services'],
    counted: [
      'invoice_items',
      'package_items',
      'purchased_package_items',
      'service_associations',
      'service_orders',
      'service_template_items',
    ],
  },
  '/api/specialties/:id': { tables: ['specialties'], counted: ['doctor_specialties'] },
  '/api/suppliers/:id': { tables: ['suppliers'], counted: ['stock_sheets'] },
  '/api/symptoms/:id': { tables: ['symptoms'], counted: [] },
  '/api/user-groups/:id': { tables: ['user_groups'], counted: [] },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => t.close());

describe('deletes and the foreign keys pointing at what they remove', () => {
  it('declares every DELETE route the app registers', () => {
    const routes = t.app.routeTable.filter((r) => r.method === 'DELETE').map((r) => r.url);
    expect(routes).toContain('/api/medicines/:id');
    expect(routes.filter((url) => !(url in deletes))).toEqual([]);
  });

  it('cascades, nulls or counts every foreign key to a removed table', async () => {
    const keys = await foreignKeys(t.database.db);
    const uncovered = Object.entries(deletes).flatMap(([route, { tables, counted }]) =>
      keys
        .filter((k) => tables.includes(k.references))
        .filter((k) => k.onDelete !== 'cascade' && k.onDelete !== 'set null')
        .filter((k) => !counted.includes(k.table))
        .map(
          (k) => `${route}: ${k.table}(${k.columns.join(', ')}) → ${k.references} on delete ${k.onDelete}`,
        ),
    );
    expect(uncovered).toEqual([]);
  });

  it('refuses with a code, and removes nothing, a doctor whose queue numbers remain', async () => {
    const owner = await signUpClinic(t.app, 'Q');
    const clinicId = owner.user.clinicId;
    const [doctor] = await t.app.deps.db
      .insert(doctors)
      .values({ clinicId, name: 'Bác sĩ Hàng đợi', doctorCode: 'BSQ1' })
      .returning();
    await t.app.deps.db
      .insert(queueCounters)
      .values({ clinicId, doctorId: doctor!.id, day: '2026-01-05', value: 3 });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/doctors/${doctor!.id}`,
      headers: owner.headers,
      payload: { name: 'Bác sĩ Hàng đợi' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().code).toBeDefined();
    const left = await t.app.deps.db
      .select()
      .from(doctors)
      .where(and(eq(doctors.clinicId, clinicId), eq(doctors.id, doctor!.id)));
    expect(left).toHaveLength(1);
  });

  it('answers every delete of a filled clinic’s records in use with a code, never a 500', async () => {
    const owner = await signUpClinic(t.app, 'Del');
    const filled = await fillClinic(t.app, owner.headers, 'Del');
    // Each of these is named by a visit, a lot, a sheet, a package or a schedule of the filled clinic.
    const named = {
      '/api/forms/:id': filled.form,
      '/api/medicines/:id': filled.medicine,
      '/api/services/:id': filled.service,
      '/api/locations/:id': filled.location,
      '/api/doctors/:id': filled.doctor,
      '/api/specialties/:id': filled.specialty,
      '/api/suppliers/:id': filled.supplier,
      '/api/properties/:id': filled.property,
      '/api/clinic-patients/:id': filled.patient,
    } as Record<string, { id: number; name?: string; fullName?: string }>;
    const answers: string[] = [];
    for (const [route, row] of Object.entries(named)) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: route.replace(':id', String(row.id)),
        headers: owner.headers,
        payload: { name: row.name ?? row.fullName ?? '' },
      });
      if (res.statusCode >= 500 || (res.statusCode >= 400 && !res.json().code))
        answers.push(`${route}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(answers).toEqual([]);
  });
});
