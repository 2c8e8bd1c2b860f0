import type { MedicineDefaultDose, PrescriptionKind } from '@clinic/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantColumns, tenantJoinTable, timestamps } from './columns.js';
import { forms } from './records.js';

// The clinic's catalog: services (screen 18), service templates (24) and the medicine library (15). Prices are
// whole VND. Links between rows are composite foreign keys (clinic_id, x_id), so they never cross clinics.

export const services = pgTable(
  'services',
  {
    ...tenantColumns(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    price: integer('price').notNull(),
    commissionPercent: doublePrecision('commission_percent').notNull().default(0),
    isBasicService: boolean('is_basic_service').notNull().default(false),
    isAffiliate: boolean('is_affiliate').notNull().default(false),
    /** 'single' or 'associate' (ServiceType). */
    type: text('type').notNull().default('single'),
    description: text('description'),
    enabled: boolean('enabled').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    unique('services_clinic_id_id').on(t.clinicId, t.id),
    // Codes compare case-insensitively, here as in the API's own check ('ktq' is 'KTQ').
    uniqueIndex('services_clinic_code').on(t.clinicId, sql`lower(${t.code})`),
    index('services_name_search').using('gin', sql`f_unaccent(lower(${t.name})) gin_trgm_ops`),
    index('services_code_search').using('gin', sql`f_unaccent(lower(${t.code})) gin_trgm_ops`),
    index('services_by_name').on(t.clinicId, t.name, t.id),
    index('services_by_code').on(t.clinicId, t.code, t.id),
    index('services_by_price').on(t.clinicId, t.price, t.id),
    index('services_newest').on(t.clinicId, t.createdAt, t.id),
  ],
);

/** The single services an associate service bundles, in order. */
export const serviceAssociations = tenantJoinTable(
  'service_associations',
  { key: 'serviceId', name: 'service_id', references: services, onDelete: 'cascade' },
  { key: 'associatedServiceId', name: 'associated_service_id', references: services },
  { position: true, index: 'service_associations_part' },
);

/** The result-sheet forms (FormOwnerKind.ServiceSheet) a service is examined with. */
export const serviceForms = tenantJoinTable(
  'service_forms',
  { key: 'serviceId', name: 'service_id', references: services, onDelete: 'cascade' },
  { key: 'formId', name: 'form_id', references: forms },
  { position: true, index: 'service_forms_form' },
);

export const serviceTemplates = pgTable(
  'service_templates',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    description: text('description'),
    enabled: boolean('enabled').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    unique('service_templates_clinic_id_id').on(t.clinicId, t.id),
    unique('service_templates_clinic_name').on(t.clinicId, t.name),
    index('service_templates_name_search').using('gin', sql`f_unaccent(lower(${t.name})) gin_trgm_ops`),
    index('service_templates_by_name').on(t.clinicId, t.name, t.id),
    index('service_templates_newest').on(t.clinicId, t.createdAt, t.id),
  ],
);

/** A template's services in the order the doctor orders them (position 0, 1, …). */
export const serviceTemplateItems = tenantJoinTable(
  'service_template_items',
  { key: 'templateId', name: 'template_id', references: serviceTemplates, onDelete: 'cascade' },
  { key: 'serviceId', name: 'service_id', references: services },
  { position: true, uniquePair: 'service_template_items_once', index: 'service_template_items_service' },
);

export const medicines = pgTable(
  'medicines',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    /** The name as compared and searched: no accents, lower case (kept by the database). */
    searchName: text('search_name').generatedAlwaysAs(sql`f_unaccent(lower(name))`),
    /** A StockUnit value ('tablet', 'bottle', …). */
    unit: text('unit').notNull(),
    price: integer('price').notNull(),
    ingredients: text('ingredients'),
    /** The default note of a line prescribing it: what its structured default dose cannot say. */
    guide: text('guide'),
    /**
     * The dose a line prescribing it starts with (amounts per time of day, days, route, food), filling the line's
     * fields when the medicine is picked; null: none.
     */
    defaultDose: jsonb('default_dose').$type<MedicineDefaultDose>(),
    /** What one dose amount counts (a StockUnit) when it is handed over in a larger `unit` (tablets of a strip). */
    doseUnit: text('dose_unit'),
    /** How many `doseUnit`s one `unit` holds (10 tablets a strip); null when the dose counts the unit itself. */
    unitsPerPack: integer('units_per_pack'),
    lowStockThreshold: integer('low_stock_threshold'),
    /** The medicine's code in the national drug list, sent with each prescription line. */
    nationalDrugCode: text('national_drug_code'),
    /** A PrescriptionKind: an addictive, psychotropic or traditional medicine makes the prescription that kind. */
    prescriptionKind: text('prescription_kind').$type<PrescriptionKind>().notNull().default('c'),
    enabled: boolean('enabled').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    unique('medicines_clinic_id_id').on(t.clinicId, t.id),
    // One name per clinic, accents and case aside: 'Paracetamol' and 'paracetamol' are the same medicine.
    unique('medicines_clinic_search_name').on(t.clinicId, t.searchName),
    index('medicines_search_name').using('gin', sql`${t.searchName} gin_trgm_ops`),
    index('medicines_by_name').on(t.clinicId, t.name, t.id),
    index('medicines_by_price').on(t.clinicId, t.price, t.id),
    index('medicines_newest').on(t.clinicId, t.createdAt, t.id),
    check('medicines_units_per_pack', sql`${t.unitsPerPack} is null or ${t.unitsPerPack} >= 1`),
  ],
);
