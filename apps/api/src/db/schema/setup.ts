import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { tenantColumns, tenantJoinTable, tenantReference, timestamps } from './columns.js';
import { users } from './users.js';

/** Accent-insensitive search index on a name column ('nguyen' finds 'Nguyễn'). */
const nameSearch = (table: string, column: AnyPgColumn) =>
  index(`${table}_name_search`).using('gin', sql`f_unaccent(lower(${column})) gin_trgm_ops`);

export const locations = pgTable(
  'locations',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    address: text('address'),
    provinceId: smallint('province_id'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    enabled: boolean('enabled').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    unique('locations_clinic_id_id').on(t.clinicId, t.id),
    unique('locations_clinic_name').on(t.clinicId, t.name),
    nameSearch('locations', t.name),
  ],
);

export const specialties = pgTable(
  'specialties',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    shortName: text('short_name'),
    enabled: boolean('enabled').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    unique('specialties_clinic_id_id').on(t.clinicId, t.id),
    unique('specialties_clinic_name').on(t.clinicId, t.name),
    nameSearch('specialties', t.name),
  ],
);

export const symptoms = pgTable(
  'symptoms',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    unique('symptoms_clinic_id_id').on(t.clinicId, t.id),
    unique('symptoms_clinic_name').on(t.clinicId, t.name),
    nameSearch('symptoms', t.name),
  ],
);

export const suppliers = pgTable(
  'suppliers',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    phone: text('phone'),
    email: text('email'),
    address: text('address'),
    taxCode: text('tax_code'),
    note: text('note'),
    enabled: boolean('enabled').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    unique('suppliers_clinic_id_id').on(t.clinicId, t.id),
    unique('suppliers_clinic_name').on(t.clinicId, t.name),
    nameSearch('suppliers', t.name),
  ],
);

export const doctors = pgTable(
  'doctors',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    doctorCode: text('doctor_code').notNull(),
    yearsOfExperience: smallint('years_of_experience'),
    introduction: text('introduction'),
    workExperience: text('work_experience'),
    certificates: text('certificates'),
    timePerAppointmentInMinutes: smallint('time_per_appointment_in_minutes').notNull().default(15),
    waitingTime: smallint('waiting_time').notNull().default(0),
    isVisibleForBooking: boolean('is_visible_for_booking').notNull().default(true),
    isAutoApproveAppointment: boolean('is_auto_approve_appointment').notNull().default(false),
    numberOfAppointmentsPerSlot: smallint('number_of_appointments_per_slot').notNull().default(1),
    userId: integer('user_id'),
    avatarFileId: integer('avatar_file_id'),
    /** The examination room ('Phòng 3') the kiosk sends patients to; null: the location's name. */
    room: varchar('room', { length: 50 }),
    /** Số chứng chỉ hành nghề, printed on the prescription and sent to the national system. */
    practisingCertificate: text('practising_certificate'),
    /** The doctor's prescriber code at the national e-prescription system (mã liên thông bác sĩ). */
    nationalPrescriberCode: text('national_prescriber_code'),
    enabled: boolean('enabled').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    unique('doctors_clinic_id_id').on(t.clinicId, t.id),
    unique('doctors_clinic_code').on(t.clinicId, t.doctorCode),
    unique('doctors_clinic_name').on(t.clinicId, t.name),
    tenantReference(t.clinicId, t.userId, users).onDelete('set null'),
    nameSearch('doctors', t.name),
  ],
);

export const doctorSpecialties = tenantJoinTable(
  'doctor_specialties',
  { key: 'doctorId', name: 'doctor_id', references: doctors, onDelete: 'cascade' },
  { key: 'specialtyId', name: 'specialty_id', references: specialties },
  { index: 'doctor_specialties_specialty' },
);

export const doctorLocations = tenantJoinTable(
  'doctor_locations',
  { key: 'doctorId', name: 'doctor_id', references: doctors, onDelete: 'cascade' },
  { key: 'locationId', name: 'location_id', references: locations },
  { index: 'doctor_locations_location' },
);

/** This clinic's connection to one of the three lab providers; the API key is write-only from the outside. */
export const laboratorySettings = pgTable(
  'laboratory_settings',
  {
    ...tenantColumns(),
    providerId: smallint('provider_id').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    baseUrl: text('base_url'),
    username: text('username'),
    apiKey: text('api_key'),
    ...timestamps(),
  },
  (t) => [unique('laboratory_settings_clinic_provider').on(t.clinicId, t.providerId)],
);
