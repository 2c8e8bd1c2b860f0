import { z } from 'zod';
import { bankByBin } from '../banks';
import { ClinicStatus } from '../enums';
import { FACILITY_CODE_PATTERN } from '../national-prescription';
import { Plan } from '../plans';
import { ref } from '../refs';
import { days, email, minutes, phone, requiredString } from '../validation';
import { endpoint } from './endpoint';

// /clinics: the signed-in user's clinic, its settings (screen 1) and the data every staff member sees.

export const clinicInfo = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  status: z.enum(ClinicStatus),
  plan: z.enum(Plan),
  /** ISO instant, or null for a plan without end. */
  planExpiresAt: z.string().nullable(),
  /** IANA zone, Asia/Ho_Chi_Minh by default. */
  timeZone: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  logoFileId: z.number().nullable(),
  enableCheckInSheet: z.boolean(),
  /** Absolute under PUBLIC_URL, else the path '/booking/<slug>' for the browser to complete with its own origin. */
  bookingUrl: z.string(),
  /** PUBLIC_URL, or null when the server was not told its public address (the apps then use their own origin). */
  publicUrl: z.string().nullable(),
});

/** The account VietQR bank transfers go to: the bank's NAPAS BIN, the account number and its holder. */
export const bankAccount = z.object({
  /** A bank of the NAPAS list (banks.ts) that VietQR reaches. */
  bin: z.string().refine((bin) => bankByBin(bin) !== undefined, 'formError.invalidValue'),
  accountNumber: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z]{1,19}$/, 'formError.invalidValue'),
  accountName: requiredString.max(100, 'formError.maxLength'),
});

/** The logo is set through the files API; print templates through /print/templates. */
export const settingsInput = z.object({
  clinicName: requiredString.max(200, 'formError.maxLength'),
  phone: phone.nullable(),
  email: email.nullable(),
  address: z.string().trim().max(500, 'formError.maxLength').nullable(),
  timeZone: z.string().refine((tz) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, 'formError.invalidValue'),
  allowBookingInDays: days(365),
  allowBookingBeforeMinutes: minutes(0, 7 * 24 * 60),
  allowCheckInLateAfterMinutes: minutes(0, 24 * 60),
  enableCheckInSheet: z.boolean(),
  /** A lot expiring within this many days is near expiration (stock on hand, dashboard). */
  nearExpiryDays: days(730).optional(),
  /** Null removes the account; absent keeps it. */
  bank: bankAccount.nullable().optional(),
  /**
   * The bank-notification service's API key (write-only: never answered): 16–200 visible characters to set, null
   * to remove, absent to keep. Its webhook calls carry it as `Authorization: Apikey <key>`.
   */
  bankWebhookApiKey: z
    .string()
    .trim()
    .regex(/^[\x21-\x7e]{16,200}$/, 'formError.invalidValue')
    .nullable()
    .optional(),
  /**
   * The clinic's account at the national e-prescription system (owner only): null removes it, absent keeps it. A
   * password left out keeps the stored one (it is never answered).
   */
  nationalPrescription: z
    .object({
      facilityCode: z
        .string({ error: 'formError.required' })
        .trim()
        .toUpperCase()
        .regex(FACILITY_CODE_PATTERN, 'formError.invalidValue'),
      username: requiredString.max(100, 'formError.maxLength'),
      password: z.string().min(1, 'formError.required').max(200, 'formError.maxLength').optional(),
    })
    .nullable()
    .optional(),
  // Logo and print templates are files: they are attached through the files feature, which checks each file
  // belongs to this clinic, never by a raw id from this form.
});
/** Responses are encoded by zod, so they use plain output types, never the input schemas' transforms. */
export const generalSettings = z.object({
  clinicName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  timeZone: z.string(),
  logoFileId: z.number().nullable(),
  allowBookingInDays: z.number(),
  allowBookingBeforeMinutes: z.number(),
  allowCheckInLateAfterMinutes: z.number(),
  enableCheckInSheet: z.boolean(),
  nearExpiryDays: z.number(),
  bank: z.object({ bin: z.string(), accountNumber: z.string(), accountName: z.string() }).nullable(),
  /** Whether a webhook API key is set (the key itself is never answered). */
  hasBankWebhookKey: z.boolean(),
  /** As in ClinicInfo: absolute under PUBLIC_URL, else a path. */
  bookingUrl: z.string(),
  slug: z.string(),
  /** The national e-prescription account without its password; null when not set. */
  nationalPrescription: z
    .object({ facilityCode: z.string(), username: z.string(), hasPassword: z.boolean() })
    .nullable(),
  /** Where prescriptions are sent: NATIONAL_RX_URL, or the API's own stand-in when none is configured. */
  nationalSystem: z.object({ url: z.string(), standIn: z.boolean() }),
});

/** The owner's own password confirms the hand-over. */
export const changeOwnerInput = z.object({
  userId: ref('user'),
  password: requiredString.max(200, 'formError.maxLength'),
});

/** The old owner becomes an Admin. */
export const ownerChange = z.object({ ownerUserId: z.number(), previousOwnerUserId: z.number() });

const named = z.object({ id: z.number(), name: z.string() });

/** Enabled locations, specialties and the doctors the caller may see, by name. */
export const clinicData = z.object({
  locations: z.array(named),
  specialties: z.array(named),
  doctors: z.array(
    named.extend({
      specialtyIds: z.array(z.number()),
      locationIds: z.array(z.number()),
      /** The doctor is the caller (the doctor's record is linked to the caller's user): "my queue". */
      isMine: z.boolean(),
    }),
  ),
});

/** The enabled symptom suggestions (screen 5), by name: what the symptom fields offer while typing. */
export const symptomSuggestions = z.array(named);

export const clinicsContract = {
  info: endpoint({ method: 'GET', url: '/clinics/info', response: clinicInfo }),
  clinicData: endpoint({ method: 'GET', url: '/clinics/clinic-data', response: clinicData }),
  symptomSuggestions: endpoint({
    method: 'GET',
    url: '/clinics/symptom-suggestions',
    response: symptomSuggestions,
  }),
  generalSettings: endpoint({ method: 'GET', url: '/clinics/general-settings', response: generalSettings }),
  updateGeneralSettings: endpoint({
    method: 'PUT',
    url: '/clinics/general-settings',
    body: settingsInput,
    response: generalSettings,
  }),
  changeOwner: endpoint({
    method: 'POST',
    url: '/clinics/change-owner',
    body: changeOwnerInput,
    response: ownerChange,
  }),
};

export type ClinicInfo = z.output<typeof clinicInfo>;
export type UpdateGeneralSettingsRequest = z.input<typeof settingsInput>;
export type GeneralSettings = z.output<typeof generalSettings>;
export type ChangeOwnerRequest = z.input<typeof changeOwnerInput>;
export type ClinicData = z.output<typeof clinicData>;
