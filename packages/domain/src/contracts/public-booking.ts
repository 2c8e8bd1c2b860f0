import { z } from 'zod';
import { MIN_BIRTH_YEAR } from '../constants';
import { formErrorIds } from '../form-errors';
import { idParam, phone, recordId } from '../validation';
import { bytesResponse, endpoint } from './endpoint';
import {
  bookingDate,
  bookingDay,
  doctorSlot,
  oneOfDoctorOrSpecialty,
  scheduleDaysQuery,
  scheduleSlotsQuery,
} from './slots';

// /public/clinics/:slug, no sign-in: the booking site reads a clinic's shop window by its slug, books, and finds
// or cancels a booking with its code and phone together. Writes are rate limited per address and phone.

const id = recordId();
const slugParams = z.object({ slug: z.string().trim().min(1).max(100) });
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, formErrorIds.invalidValue);
const text = z.string().trim().max(2000, formErrorIds.maxLength).nullish();
const bookingCode = z.string().trim().min(1, formErrorIds.required).max(32, formErrorIds.maxLength);

/** The booking body; a year of birth after the current one is invalid. */
export const publicBookingInput = z
  .object({
    doctorId: id.nullish(),
    specialtyId: id.nullish(),
    locationId: id,
    date: bookingDate,
    time: clock,
    fullName: z.string().trim().min(1, formErrorIds.required).max(200, formErrorIds.maxLength),
    phone,
    gender: z.union([z.literal(0), z.literal(1)], { error: formErrorIds.required }),
    yearOfBirth: z
      .number({ error: formErrorIds.number })
      .int({ error: formErrorIds.integer })
      .min(MIN_BIRTH_YEAR, { error: formErrorIds.min })
      .refine((y) => y <= new Date().getFullYear(), { error: formErrorIds.invalidValue }),
    symptom: text,
    note: text,
    /** The honeypot: hidden from people; a bot that fills it gets 400 PSYS_4001 and nothing is written. */
    website: z.string().max(500).optional(),
  })
  .superRefine(oneOfDoctorOrSpecialty);

/** A booking's code and the phone it was made with: both are needed, either wrong answers the same 404. */
export const publicLookupInput = z.object({ code: bookingCode, phone });

export const publicLocation = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

export const publicClinic = z.object({
  name: z.string(),
  logoUrl: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  /** IANA zone: days and times on the page are the clinic's, whatever the phone's zone. */
  timeZone: z.string(),
  allowBookingInDays: z.number(),
  locations: z.array(publicLocation),
  specialties: z.array(z.object({ id: z.number(), name: z.string() })),
});

export const publicDoctor = z.object({
  id: z.number(),
  name: z.string(),
  specialtyIds: z.array(z.number()),
  locationIds: z.array(z.number()),
  introduction: z.string().nullable(),
  yearsOfExperience: z.number().nullable(),
  certificates: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});

/** What the booking, the lookup and the cancellation answer: the booking, never the patient. */
export const publicBooking = z.object({
  code: z.string(),
  /** AppointmentStatus: 1000 awaiting approval, 2000 approved, 3000 checked in, 9999 cancelled, … */
  status: z.number(),
  start: z.string(),
  end: z.string(),
  date: z.string(),
  time: z.string(),
  doctorName: z.string(),
  locationName: z.string(),
  locationAddress: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Signed, opaque: the appointment and clinic ids only; the QR code for the kiosk. */
  bookingToken: z.string(),
  mapUrl: z.string().nullable(),
});

export const publicBookingContract = {
  profile: endpoint({
    method: 'GET',
    url: '/public/clinics/:slug',
    params: slugParams,
    response: publicClinic,
  }),
  /** The clinic's enabled symptom suggestions, by name (ids and names only). */
  symptoms: endpoint({
    method: 'GET',
    url: '/public/clinics/:slug/symptoms',
    params: slugParams,
    response: z.array(z.object({ id: z.number(), name: z.string() })),
  }),
  doctors: endpoint({
    method: 'GET',
    url: '/public/clinics/:slug/doctors',
    params: slugParams,
    query: z.object({
      specialtyId: idParam.optional(),
      locationId: idParam.optional(),
    }),
    response: z.array(publicDoctor),
  }),
  slots: endpoint({
    method: 'POST',
    url: '/public/clinics/:slug/slots',
    params: slugParams,
    body: scheduleSlotsQuery,
    response: z.array(doctorSlot),
  }),
  days: endpoint({
    method: 'POST',
    url: '/public/clinics/:slug/days',
    params: slugParams,
    body: scheduleDaysQuery,
    response: z.array(bookingDay),
  }),
  book: endpoint({
    method: 'POST',
    url: '/public/clinics/:slug/bookings',
    params: slugParams,
    body: publicBookingInput,
    response: publicBooking,
  }),
  lookup: endpoint({
    method: 'POST',
    url: '/public/clinics/:slug/bookings/lookup',
    params: slugParams,
    body: publicLookupInput,
    response: publicBooking,
  }),
  cancel: endpoint({
    method: 'POST',
    url: '/public/clinics/:slug/bookings/cancel',
    params: slugParams,
    body: publicLookupInput.extend({ reason: z.string().trim().max(500, formErrorIds.maxLength).optional() }),
    response: publicBooking,
  }),
  /** 'Add to calendar': an iCalendar event; needs the phone too. */
  calendar: endpoint({
    method: 'GET',
    url: '/public/clinics/:slug/bookings/:code.ics',
    params: slugParams.extend({ code: bookingCode }),
    query: z.object({ phone }),
    response: bytesResponse('text/calendar'),
  }),
};

type Contract = typeof publicBookingContract;
export type PublicClinic = z.output<typeof publicClinic>;
export type PublicSlotQuery = z.input<Contract['slots']['body']>;
export type PublicSlot = z.output<typeof doctorSlot>;
export type PublicDaysQuery = z.input<Contract['days']['body']>;
export type PublicDay = z.output<typeof bookingDay>;
export type PublicBookingInput = z.input<typeof publicBookingInput>;
export type PublicBookingKey = z.input<typeof publicLookupInput>;
export type PublicCancelInput = z.input<Contract['cancel']['body']>;
export type PublicBooking = z.output<typeof publicBooking>;
