import { ActivityEntityType, provinceById, ScreenId } from '@clinic/domain';
import {
  locationsContract,
  specialtiesContract,
  suppliersContract,
  symptomsContract,
} from '@clinic/domain/contracts';
import { count, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  doctorLocations,
  doctorSpecialties,
  locations,
  specialties,
  suppliers,
  symptoms,
} from '../../db/schema/index.js';
import { defineResource, isoTimes } from '../../resources/define-resource.js';
import { scheduleReferences } from '../schedules/references.js';
import { sheetsOfSupplier } from '../stock/stock.read.js';

const nameRule = (column: PgColumn) => ({ field: 'name', column, error: 'duplicateName' as const });

export const locationsResource = defineResource({
  name: 'locations',
  table: locations,
  screen: ScreenId.Locations,
  entityType: ActivityEntityType.Location,
  notFound: 'locationNotFound',
  contract: locationsContract,
  values: (input) => input,
  toItems: async (_db, _clinicId, rows) =>
    rows.map((row) => ({
      ...row,
      ...isoTimes(row),
      // Shown with today's province name: 63 legacy ids map onto the 34 provinces after the 2025 merger.
      provinceName: row.provinceId ? (provinceById(row.provinceId)?.currentName ?? null) : null,
    })),
  search: [locations.name, locations.address],
  sortable: { name: locations.name, provinceId: locations.provinceId, createdAt: locations.createdAt },
  unique: [nameRule(locations.name)],
  inUse: {
    entity: 'location',
    // Doctors working there, and the schedules and appointments held there.
    count: async (tx, clinicId, id, change, now) =>
      ((await tx.select({ n: count() }).from(doctorLocations).where(eq(doctorLocations.locationId, id)))[0]
        ?.n ?? 0) + (await scheduleReferences(tx, clinicId, 'locationId', id, change, now)),
  },
});

export const specialtiesResource = defineResource({
  name: 'specialties',
  table: specialties,
  screen: ScreenId.Specialties,
  entityType: ActivityEntityType.Specialty,
  notFound: 'specialtyNotFound',
  contract: specialtiesContract,
  values: (input) => input,
  toItems: async (_db, _clinicId, rows) => rows.map((row) => ({ ...row, ...isoTimes(row) })),
  search: [specialties.name, specialties.shortName],
  sortable: { name: specialties.name, createdAt: specialties.createdAt },
  unique: [nameRule(specialties.name)],
  inUse: {
    entity: 'specialty',
    count: async (tx, _clinicId, id) =>
      (
        await tx.select({ n: count() }).from(doctorSpecialties).where(eq(doctorSpecialties.specialtyId, id))
      )[0]?.n ?? 0,
  },
});

export const symptomsResource = defineResource({
  name: 'symptoms',
  table: symptoms,
  screen: ScreenId.SymptomSuggestions,
  entityType: ActivityEntityType.Symptom,
  notFound: 'symptomNotFound',
  contract: symptomsContract,
  values: (input) => input,
  toItems: async (_db, _clinicId, rows) => rows.map((row) => ({ ...row, ...isoTimes(row) })),
  search: [symptoms.name],
  sortable: { name: symptoms.name, createdAt: symptoms.createdAt },
  unique: [nameRule(symptoms.name)],
});

export const suppliersResource = defineResource({
  name: 'suppliers',
  table: suppliers,
  screen: ScreenId.Suppliers,
  // The stock sheet list filters by supplier and an import names one.
  readOrScreens: [ScreenId.StockSheets],
  entityType: ActivityEntityType.Supplier,
  notFound: 'supplierNotFound',
  contract: suppliersContract,
  values: (input) => input,
  toItems: async (_db, _clinicId, rows) => rows.map((row) => ({ ...row, ...isoTimes(row) })),
  search: [suppliers.name, suppliers.phone, suppliers.taxCode],
  sortable: { name: suppliers.name, createdAt: suppliers.createdAt },
  unique: [nameRule(suppliers.name)],
  // A supplier named on a stock sheet stays: the sheet is final and shows it.
  inUse: { entity: 'supplier', count: (tx, clinicId, id) => sheetsOfSupplier(tx, clinicId, id) },
});
