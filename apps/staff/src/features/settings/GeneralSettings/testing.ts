import type { GeneralSettings } from '@clinic/api-client';

/** General settings as the API answers them (no bank, no national account, the national stand-in), with a test's changes. */
export const generalSettings = (extra: Partial<GeneralSettings> = {}): GeneralSettings => ({
  clinicName: 'Phòng khám An Bình',
  phone: '0912345678',
  email: null,
  address: null,
  timeZone: 'Asia/Ho_Chi_Minh',
  logoFileId: null,
  allowBookingInDays: 14,
  allowBookingBeforeMinutes: 60,
  allowCheckInLateAfterMinutes: 15,
  enableCheckInSheet: false,
  nearExpiryDays: 90,
  bank: null,
  hasBankWebhookKey: false,
  bookingUrl: '/booking/an-binh',
  slug: 'an-binh',
  nationalPrescription: null,
  nationalSystem: { url: 'http://127.0.0.1/national-rx', standIn: true },
  ...extra,
});
