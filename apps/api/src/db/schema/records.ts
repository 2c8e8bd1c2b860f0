import type { Gender } from '@clinic/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantColumns, tenantJoinTable, tenantReference, timestamps } from './columns.js';

// Files, custom properties and forms, clinic patients.

/**
 * A stored file. Created 'pending' by request-upload-file; the bytes arrive through a signed single-use URL;
 * upload-done checks them (size, real type by magic bytes) and marks the file ready. Pending files older than a
 * day are removed with their bytes. A file is readable by whoever may read its owner over REST
 * (modules/files/file-readers.ts); until it is attached, only by its uploader.
 */
export const physicalFiles = pgTable(
  'physical_files',
  {
    ...tenantColumns(),
    kind: smallint('kind').notNull(),
    /** The name the user's file had, for downloads. */
    name: text('name').notNull(),
    /** Declared at request time; upload-done replaces it with the detected type. */
    contentType: text('content_type').notNull(),
    /** Declared size at request time; the stored size after upload-done. */
    size: bigint('size', { mode: 'number' }).notNull(),
    /** Where the bytes are: a path under DATA_DIR/files or an S3 key. */
    storageKey: text('storage_key').notNull(),
    /** Set when the bytes were received (the upload URL is single-use). */
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
    /** Set by upload-done; only ready files can be referenced or downloaded. */
    readyAt: timestamp('ready_at', { withTimezone: true }),
    /**
     * What the file belongs to (FileOwnerKind, platform/files/owners.ts), set in the transaction that attaches
     * it; null while it is attached to nothing.
     */
    ownerKind: smallint('owner_kind'),
    /** The owner's id (a patient, a visit, a lab result, a user, a doctor; the clinic for its own files). */
    ownerId: integer('owner_id'),
    /** The uploader: the one reader of a file attached to nothing, and the one who may confirm it. */
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('physical_files_clinic_id_id').on(t.clinicId, t.id),
    unique('physical_files_storage_key').on(t.storageKey),
    index('physical_files_pending').on(t.createdAt).where(sql`ready_at is null`),
    // A patient merge hands the source's files to the target by owner.
    index('physical_files_owner').on(t.clinicId, t.ownerKind, t.ownerId),
    check('physical_files_owner_whole', sql`(owner_kind is null) = (owner_id is null)`),
  ],
);

/**
 * A custom field of one entity (form owner kind). Fixed properties (fixed keys) are created with every
 * clinic, carry `fixed`, and cannot be edited or deleted.
 */
export const properties = pgTable(
  'properties',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    internalName: text('internal_name').notNull(),
    /** Form owner kind: ClinicPatient 2, CheckInSheet 4, ServiceSheet 5. */
    entityType: smallint('entity_type').notNull(),
    fieldType: smallint('field_type').notNull(),
    /** Columns of the 12-column grid: 3, 6 or 12. */
    size: smallint('size').notNull(),
    options: jsonb('options').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    fixed: boolean('fixed').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    unique('properties_clinic_id_id').on(t.clinicId, t.id),
    unique('properties_clinic_entity_internal_name').on(t.clinicId, t.entityType, t.internalName),
    index('properties_name_search').using('gin', sql`f_unaccent(lower(${t.name})) gin_trgm_ops`),
  ],
);

/** A named, ordered set of properties of one entity. Each entity has one default form that cannot be deleted. */
export const forms = pgTable(
  'forms',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    entityType: smallint('entity_type').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    unique('forms_clinic_id_id').on(t.clinicId, t.id),
    unique('forms_clinic_name').on(t.clinicId, t.name),
    // At most one default form per entity, enforced by the database.
    uniqueIndex('forms_one_default_per_entity').on(t.clinicId, t.entityType).where(sql`is_default`),
    index('forms_name_search').using('gin', sql`f_unaccent(lower(${t.name})) gin_trgm_ops`),
  ],
);

export const formProperties = tenantJoinTable(
  'form_properties',
  { key: 'formId', name: 'form_id', references: forms, onDelete: 'cascade' },
  { key: 'propertyId', name: 'property_id', references: properties },
  { position: true, index: 'form_properties_property' },
);

/** A patient record of one clinic. The code (BN000001) comes from the clinic counter. */
export const clinicPatients = pgTable(
  'clinic_patients',
  {
    ...tenantColumns(),
    code: text('code').notNull(),
    fullName: text('full_name').notNull(),
    gender: smallint('gender').$type<Gender>().notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    birthday: date('birthday', { mode: 'string' }),
    /** Always set when the birthday is (its year), so birth-year filters need one column. */
    yearOfBirth: smallint('year_of_birth'),
    /** Vietnam 192, other 0. */
    nationality: smallint('nationality').$type<192 | 0>().notNull(),
    provinceId: smallint('province_id'),
    address: text('address'),
    heightCm: real('height_cm'),
    weightKg: real('weight_kg'),
    medicalHistory: text('medical_history'),
    allergy: text('allergy'),
    /** The citizen identity number (12 digits); sent with national prescriptions. */
    citizenId: text('citizen_id'),
    /** A child's parent or guardian (needsGuardian in @clinic/domain), printed and sent with prescriptions. */
    guardianName: text('guardian_name'),
    guardianCitizenId: text('guardian_citizen_id'),
    avatarFileId: integer('avatar_file_id'),
    /**
     * The name as searched and sorted: lower-case, without diacritics. Kept by the database, so rows inserted
     * straight (imports, bulk loads, the search bench) are searchable too; stored, so neither a search nor a sort
     * by name unaccents every row it reads.
     */
    searchName: text('search_name').generatedAlwaysAs(sql`f_unaccent(lower(full_name))`),
    ...timestamps(),
  },
  (t) => [
    unique('clinic_patients_clinic_id_id').on(t.clinicId, t.id),
    unique('clinic_patients_clinic_code').on(t.clinicId, t.code),
    tenantReference(t.clinicId, t.avatarFileId, physicalFiles),
    // Search: a keyword anywhere in the name, a phone fragment and digits of a code each by their own trigram
    // index, a code typed from its start by a prefix range; the paged list by its order, stopping at the page.
    index('clinic_patients_search_name').using('gin', sql`${t.searchName} gin_trgm_ops`),
    // A phrase of several words by the pieces of the name across each space, per clinic (f_name_pieces in
    // migration 0033): a common phrase's few matches without walking the list's order or the trigrams' long lists.
    index('clinic_patients_name_pieces').using('gin', sql`f_name_pieces(${t.clinicId}, ${t.searchName})`),
    index('clinic_patients_phone_search').using('gin', sql`${t.phone} gin_trgm_ops`),
    index('clinic_patients_code_search').using('gin', sql`${t.code} gin_trgm_ops`),
    index('clinic_patients_code_prefix').on(t.clinicId, sql`${t.code} text_pattern_ops`),
    // Also INCLUDE (search_name) in migration 0013, which drizzle-kit cannot declare: a capped count of a common
    // name is then an index-only scan.
    index('clinic_patients_newest').on(t.clinicId, t.createdAt, t.id),
    index('clinic_patients_by_name').on(t.clinicId, t.searchName, t.id),
    index('clinic_patients_phone').on(t.clinicId, t.phone),
    // Year order puts unknown years last both ways, so each direction has its index (they serve year ranges too).
    index('clinic_patients_by_year').on(t.clinicId, t.yearOfBirth.asc().nullsLast(), t.id),
    index('clinic_patients_by_year_desc').on(
      t.clinicId,
      t.yearOfBirth.desc().nullsLast(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/**
 * One custom property value of one patient. Fixed patient properties backed by a column (height, weight,
 * medical history, allergy) are stored in the column, never here. Values are JSON of the property's type:
 * text, an option, 'YYYY-MM-DD', an ISO date-time, or a list of file ids.
 */
export const patientPropertyValues = tenantJoinTable(
  'patient_property_values',
  { key: 'patientId', name: 'patient_id', references: clinicPatients, onDelete: 'cascade' },
  { key: 'propertyId', name: 'property_id', references: properties, onDelete: 'cascade' },
  {
    index: 'patient_property_values_property',
    columns: {
      value: jsonb('value').$type<unknown>().notNull(),
      updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    },
  },
);
