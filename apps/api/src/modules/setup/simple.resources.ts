import { ActivityEntityType, provinceById, ScreenId } from '@clinic/domain';
import { count, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  doctorLocations,
  doctorSpecialties,
  locations,
  specialties,
  suppliers,
  symptoms,
} from '../../db/schema/index.js';
import { defineResource, isoTimes, itemBase } from '../../resources/define-resource.js';
import { scheduleReferences } from '../schedules/references.js';
import { name, optionalEmail, optionalPhone, optionalText } from './fields.js';

const nameRule = (column: PgColumn) => ({ field: 'name', column, error: 'duplicateName' as const });

export const locationsResource = defineResource({
  name: 'locations',
  table: locations,
  screen: ScreenId.Locations,
  entityType: ActivityEntityType.Location,
  notFound: 'locationNotFound',
  input: z.object({
    name,
    address: optionalText(500),
    provinceId: z.number().int().min(1, 'formError.min').max(63, 'formError.max').nullable().default(null),
    latitude: z.number().min(-90, 'formError.min').max(90, 'formError.max').nullable().default(null),
    longitude: z.number().min(-180, 'formError.min').max(180, 'formError.max').nullable().default(null),
  }),
  item: z.object({
    ...itemBase,
    name: z.string(),
    address: z.string().nullable(),
    provinceId: z.number().nullable(),
    provinceName: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  }),
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
  deleteNeedsName: true,
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
  input: z.object({ name, shortName: optionalText(50) }),
  item: z.object({ ...itemBase, name: z.string(), shortName: z.string().nullable() }),
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
  input: z.object({ name }),
  item: z.object({ ...itemBase, name: z.string() }),
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
  entityType: ActivityEntityType.Supplier,
  notFound: 'supplierNotFound',
  input: z.object({
    name,
    phone: optionalPhone,
    email: optionalEmail,
    address: optionalText(500),
    taxCode: optionalText(20),
    note: optionalText(1000),
  }),
  item: z.object({
    ...itemBase,
    name: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    address: z.string().nullable(),
    taxCode: z.string().nullable(),
    note: z.string().nullable(),
  }),
  values: (input) => input,
  toItems: async (_db, _clinicId, rows) => rows.map((row) => ({ ...row, ...isoTimes(row) })),
  search: [suppliers.name, suppliers.phone, suppliers.taxCode],
  sortable: { name: suppliers.name, createdAt: suppliers.createdAt },
  unique: [nameRule(suppliers.name)],
});
