import type { ClinicStatus, Plan } from '@clinic/domain';

// Types of /clinics/* (apps/api/src/modules/clinics/clinics.routes.ts), written by hand to match the server's
// zod schemas.

/** GET /clinics/info: the signed-in user's clinic. */
export interface ClinicInfo {
  id: number;
  name: string;
  slug: string;
  status: ClinicStatus;
  plan: Plan;
  /** ISO instant, or null for a plan without end. */
  planExpiresAt: string | null;
  /** IANA zone, Asia/Ho_Chi_Minh by default. */
  timeZone: string;
  phone: string | null;
  email: string | null;
  address: string | null;
  logoFileId: number | null;
  enableCheckInSheet: boolean;
  /**
   * The public booking page, for the link and its QR code: absolute when the server knows its public address
   * (PUBLIC_URL), else the path '/booking/<slug>', to be completed with the page's own origin (`appUrl`).
   */
  bookingUrl: string;
  /** The server's PUBLIC_URL, or null when it has none: links are then made from the page's own origin. */
  publicUrl: string | null;
}

/** PUT /clinics/general-settings (screen 1, Write). Logo and print templates are set through the files API. */
export interface UpdateGeneralSettingsRequest {
  clinicName: string;
  phone: string | null;
  email: string | null;
  address: string | null;
  timeZone: string;
  /** 1 to 365. */
  allowBookingInDays: number;
  /** 0 to 10080 (a week). */
  allowBookingBeforeMinutes: number;
  /** 0 to 1440 (a day). */
  allowCheckInLateAfterMinutes: number;
  enableCheckInSheet: boolean;
}

/** GET /clinics/general-settings (screen 1, Read), also the answer of the PUT. */
export interface GeneralSettings extends UpdateGeneralSettingsRequest {
  logoFileId: number | null;
  invoiceTemplateFileId: number | null;
  prescriptionTemplateFileId: number | null;
  appointmentTemplateFileId: number | null;
  /** As in ClinicInfo: absolute under PUBLIC_URL, else a path. */
  bookingUrl: string;
  slug: string;
}

/** POST /clinics/change-owner (owner only): the owner's own password confirms the hand-over. */
export interface ChangeOwnerRequest {
  userId: number;
  password: string;
}

/** The old owner becomes an Admin. */
export interface ChangeOwnerResponse {
  ownerUserId: number;
  previousOwnerUserId: number;
}

/** GET /clinics/clinic-data: the clinic's data, for every signed-in staff member. */
export interface ClinicData {
  locations: { id: number; name: string }[];
  specialties: { id: number; name: string }[];
  doctors: { id: number; name: string; specialtyIds: number[]; locationIds: number[] }[];
}
