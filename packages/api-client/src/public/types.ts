import type { ScheduleSlot, ScheduleSlotsBody } from '../endpoints/schedules/types';

// The shapes of the no-auth API under /api/public/clinics/{slug} (the API's public-booking.routes.ts).

export interface PublicLocation {
  id: number;
  name: string;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface PublicClinic {
  name: string;
  logoUrl: string | null;
  address: string | null;
  phone: string | null;
  /** IANA zone: days and times on the page are the clinic's, whatever the phone's zone. */
  timeZone: string;
  allowBookingInDays: number;
  locations: PublicLocation[];
  specialties: { id: number; name: string }[];
}

export interface PublicDoctor {
  id: number;
  name: string;
  specialtyIds: number[];
  locationIds: number[];
  introduction: string | null;
  yearsOfExperience: number | null;
  certificates: string | null;
  avatarUrl: string | null;
}

/** The slot query and answer are the staff ones: the booking site uses the same slot code. */
export type PublicSlotQuery = ScheduleSlotsBody;
export type PublicSlot = ScheduleSlot;

/** Whose days the day strip shows: the slot query without a day. */
export type PublicDaysQuery = (
  | { doctorId: number; specialtyId?: null }
  | { specialtyId: number; doctorId?: null }
) & { locationId: number };

/** A clinic day of the booking window ('YYYY-MM-DD') and whether any slot on it still has room. */
export interface PublicDay {
  date: string;
  free: boolean;
}

export type PublicBookingInput = PublicSlotQuery & {
  time: string;
  fullName: string;
  phone: string;
  /** 0 female, 1 male. */
  gender: 0 | 1;
  yearOfBirth: number;
  symptom?: string | null;
  note?: string | null;
  /** The honeypot field: people never see it, so it stays empty. */
  website?: string;
};

export interface PublicBookingKey {
  code: string;
  phone: string;
}

export interface PublicBooking {
  code: string;
  /** AppointmentStatus: 1000 awaiting approval, 2000 approved, 3000 checked in, 9999 cancelled, … */
  status: number;
  start: string;
  end: string;
  date: string;
  time: string;
  doctorName: string;
  locationName: string;
  locationAddress: string | null;
  latitude: number | null;
  longitude: number | null;
  /** Signed and opaque: what the kiosk reads from the QR code. */
  bookingToken: string;
  mapUrl: string | null;
}
