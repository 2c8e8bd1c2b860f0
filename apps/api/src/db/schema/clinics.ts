import { ClinicStatus, Plan } from '@clinic/domain';
import { boolean, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const clinics = pgTable('clinics', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Public handle in the booking URL (/booking/<slug>). */
  slug: text('slug').notNull().unique(),
  status: smallint('status').$type<ClinicStatus>().notNull().default(ClinicStatus.Developing),
  plan: smallint('plan').$type<Plan>().notNull().default(Plan.Trial),
  planExpiresAt: timestamp('plan_expires_at', { withTimezone: true }),
  signUpCode: text('sign_up_code'),
  timeZone: text('time_zone').notNull().default('Asia/Ho_Chi_Minh'),
  phone: text('phone'),
  email: text('email'),
  address: text('address'),
  logoFileId: integer('logo_file_id'),
  allowBookingInDays: integer('allow_booking_in_days').notNull().default(30),
  allowBookingBeforeMinutes: integer('allow_booking_before_minutes').notNull().default(60),
  allowCheckInLateAfterMinutes: integer('allow_check_in_late_after_minutes').notNull().default(15),
  enableCheckInSheet: boolean('enable_check_in_sheet').notNull().default(true),
  /** A lot expiring within this many days is NearExpiration. */
  nearExpiryDays: integer('near_expiry_days').notNull().default(90),
  /** The account VietQR transfers go to: the bank's NAPAS BIN, the account number and holder's name. */
  bankBin: text('bank_bin'),
  bankAccountNumber: text('bank_account_number'),
  bankAccountName: text('bank_account_name'),
  /**
   * sha-256 of the bank-notification webhook's API key (write-only in settings): the key a request carries names
   * the clinic by this hash, then is compared in constant time.
   */
  bankWebhookKeyHash: text('bank_webhook_key_hash').unique(),
  /** The clinic's facility code at the national e-prescription system: every national code starts with it. */
  nationalFacilityCode: text('national_facility_code'),
  nationalUsername: text('national_username'),
  /**
   * The national system's password, sealed with the server's secret (platform/secret-box.ts): it is sent on, so it
   * cannot be hashed; never answered.
   */
  nationalPasswordSealed: text('national_password_sealed'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
