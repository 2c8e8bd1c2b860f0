import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { medicines, services } from './catalog.js';
import { tenantColumns, tenantReference, timestamps } from './columns.js';
import { clinicPatients } from './records.js';
import { appointments } from './schedules.js';

// Service packages (screen 19) and the packages patients buy (screen 22). Prices are whole VND. What a patient
// bought is a snapshot (prices, validity, the count of each line), and its uses are a ledger: every use, and every
// use given back, is a new row of purchased_package_uses; what a line has left is its count minus their sum
// (docs/conventions.md#money: posted rows are never updated).

export const packages = pgTable(
  'packages',
  {
    ...tenantColumns(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** A PackageType: 'examination', 'injection' or 'test'. */
    type: text('type').notNull(),
    price: integer('price').notNull(),
    promotionPrice: integer('promotion_price'),
    expireAfterDays: integer('expire_after_days').notNull(),
    /** A PackageStatus; moves only as packages/domain package-flow.ts allows. */
    status: text('status').notNull().default('draft'),
    description: text('description'),
    /** The user who submitted it (WaitForApprove and Approved), null in Draft. */
    submittedBy: integer('submitted_by'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    approvedBy: integer('approved_by'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    unique('packages_clinic_id_id').on(t.clinicId, t.id),
    // Codes compare case-insensitively, here as in the API's own check.
    uniqueIndex('packages_clinic_code').on(t.clinicId, sql`lower(${t.code})`),
    check(
      'packages_promotion_below_price',
      sql`${t.promotionPrice} is null or ${t.promotionPrice} < ${t.price}`,
    ),
    check('packages_expire_after_days', sql`${t.expireAfterDays} >= 1`),
    index('packages_name_search').using('gin', sql`f_unaccent(lower(${t.name})) gin_trgm_ops`),
    index('packages_code_search').using('gin', sql`f_unaccent(lower(${t.code})) gin_trgm_ops`),
    index('packages_by_code').on(t.clinicId, t.code, t.id),
    index('packages_by_name').on(t.clinicId, t.name, t.id),
    index('packages_by_price').on(t.clinicId, t.price, t.id),
    index('packages_newest').on(t.clinicId, t.createdAt, t.id),
  ],
);

/** A package's lines in order: exactly one service or one medicine each, with how many uses it gives. */
export const packageItems = pgTable(
  'package_items',
  {
    id: serial('id').primaryKey(),
    clinicId: integer('clinic_id').notNull(),
    packageId: integer('package_id').notNull(),
    serviceId: integer('service_id'),
    medicineId: integer('medicine_id'),
    count: integer('count').notNull(),
    position: smallint('position').notNull(),
  },
  (t) => [
    unique('package_items_once_service').on(t.packageId, t.serviceId),
    unique('package_items_once_medicine').on(t.packageId, t.medicineId),
    check('package_items_one_target', sql`num_nonnulls(${t.serviceId}, ${t.medicineId}) = 1`),
    check('package_items_count', sql`${t.count} >= 1`),
    tenantReference(t.clinicId, t.packageId, packages).onDelete('cascade'),
    tenantReference(t.clinicId, t.serviceId, services),
    tenantReference(t.clinicId, t.medicineId, medicines),
    index('package_items_service').on(t.serviceId),
    index('package_items_medicine').on(t.medicineId),
  ],
);

/**
 * A package in a patient's cart ('inCart') or bought ('paid'), with the package's terms when it was put in the
 * cart. A patient's cart holds a package once: the partial unique index serialises two receptionists adding it.
 */
export const purchasedPackages = pgTable(
  'purchased_packages',
  {
    ...tenantColumns(),
    clinicPatientId: integer('clinic_patient_id').notNull(),
    packageId: integer('package_id').notNull(),
    price: integer('price').notNull(),
    promotionPrice: integer('promotion_price'),
    expireAfterDays: integer('expire_after_days').notNull(),
    /** 'inCart' until billing marks it 'paid'; 'revoked' when its paid invoice was cancelled before any use. */
    status: text('status').notNull().default('inCart'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The visit it was sold in (ordered with the visit's services), or none when sold at the desk. */
    appointmentId: integer('appointment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('purchased_packages_clinic_id_id').on(t.clinicId, t.id),
    check('purchased_packages_status', sql`${t.status} in ('inCart', 'paid', 'revoked')`),
    uniqueIndex('purchased_packages_cart_once')
      .on(t.clinicId, t.clinicPatientId, t.packageId)
      .where(sql`${t.status} = 'inCart'`),
    tenantReference(t.clinicId, t.clinicPatientId, clinicPatients),
    tenantReference(t.clinicId, t.packageId, packages),
    index('purchased_packages_patient').on(t.clinicId, t.clinicPatientId, t.createdAt),
    index('purchased_packages_package').on(t.packageId),
    tenantReference(t.clinicId, t.appointmentId, appointments),
    index('purchased_packages_appointment').on(t.appointmentId),
  ],
);

/** The lines a patient bought: what each names and how many uses it gave then. */
export const purchasedPackageItems = pgTable(
  'purchased_package_items',
  {
    ...tenantColumns(),
    purchasedPackageId: integer('purchased_package_id').notNull(),
    serviceId: integer('service_id'),
    medicineId: integer('medicine_id'),
    count: integer('count').notNull(),
    position: smallint('position').notNull(),
  },
  (t) => [
    unique('purchased_package_items_clinic_id_id').on(t.clinicId, t.id),
    check('purchased_package_items_one_target', sql`num_nonnulls(${t.serviceId}, ${t.medicineId}) = 1`),
    check('purchased_package_items_count', sql`${t.count} >= 1`),
    tenantReference(t.clinicId, t.purchasedPackageId, purchasedPackages).onDelete('cascade'),
    tenantReference(t.clinicId, t.serviceId, services),
    tenantReference(t.clinicId, t.medicineId, medicines),
    index('purchased_package_items_package').on(t.purchasedPackageId),
    index('purchased_package_items_service').on(t.serviceId),
    index('purchased_package_items_medicine').on(t.medicineId),
  ],
);

/**
 * The ledger of a bought line's uses: a use is +count (an ordered service of an appointment); giving it back (its
 * invoice cancelled) is a new row of -count that names the use it reverses, once. Never updated.
 */
export const purchasedPackageUses = pgTable(
  'purchased_package_uses',
  {
    ...tenantColumns(),
    purchasedPackageItemId: integer('purchased_package_item_id').notNull(),
    count: integer('count').notNull(),
    appointmentId: integer('appointment_id'),
    /** The invoice that billed or cancelled it (billing's table comes later: no foreign key yet). */
    invoiceId: integer('invoice_id'),
    /** On a reversing row: the use it gives back. */
    reversesUseId: integer('reverses_use_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('purchased_package_uses_clinic_id_id').on(t.clinicId, t.id),
    // A use is given back at most once.
    unique('purchased_package_uses_reversed_once').on(t.reversesUseId),
    check(
      'purchased_package_uses_sign',
      sql`(${t.reversesUseId} is null and ${t.count} > 0) or (${t.reversesUseId} is not null and ${t.count} < 0)`,
    ),
    tenantReference(t.clinicId, t.purchasedPackageItemId, purchasedPackageItems).onDelete('cascade'),
    tenantReference(t.clinicId, t.appointmentId, appointments),
    tenantReference(t.clinicId, t.reversesUseId, t),
    index('purchased_package_uses_item').on(t.purchasedPackageItemId),
    index('purchased_package_uses_appointment').on(t.appointmentId),
  ],
);
