import { formErrorIds, MIN_BIRTH_YEAR, phone } from '@clinic/domain';
import { bytesResponse } from '@clinic/domain/contracts';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import type { Clock } from '../../platform/clock.js';
import { definePublicRoute, type RouteDef } from '../../platform/route.js';
import { clinicDay } from '../appointments/appointment-fields.js';
import { bookingDay, doctorSlot, scheduleDaysQuery, scheduleSlotsQuery } from '../schedules/slots.service.js';
import { bookAppointment } from './book-appointment.js';
import { bookingCalendar, cancelBooking, lookupBooking } from './manage-booking.js';
import { publicDays, publicSlots } from './open-slots.js';
import { bookableDoctors, clinicProfile } from './shop-window.js';

// The no-auth API under /api/public/: the booking site reads a clinic's shop window by its slug, books,
// and finds or cancels a booking with its code and phone together. Writes are rate limited per address and phone.

const tags = ['Public booking'];
const id = z.number().int().positive();
const slugParams = z.object({ slug: z.string().trim().min(1).max(100) });
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, formErrorIds.invalidValue);
const text = z.string().trim().max(2000, formErrorIds.maxLength).nullish();
const bookingCode = z.string().trim().min(1, formErrorIds.required).max(32, formErrorIds.maxLength);

/** Exactly one of doctorId / specialtyId, as the slot query asks. */
function oneOfDoctorOrSpecialty(
  v: { doctorId?: number | null; specialtyId?: number | null },
  ctx: z.RefinementCtx,
) {
  const given = [v.doctorId, v.specialtyId].filter((x) => x !== undefined && x !== null).length;
  if (given === 1) return;
  const message = given === 0 ? formErrorIds.required : formErrorIds.invalidValue;
  for (const path of ['doctorId', 'specialtyId'])
    ctx.addIssue({ code: 'custom', message, path: [path], input: v });
}

/** The booking body; a year of birth after the current one (by the app's clock) is invalid. */
export const publicBookingInput = (appClock: Clock) =>
  z
    .object({
      doctorId: id.nullish(),
      specialtyId: id.nullish(),
      locationId: id,
      date: clinicDay,
      time: clock,
      fullName: z.string().trim().min(1, formErrorIds.required).max(200, formErrorIds.maxLength),
      phone,
      gender: z.union([z.literal(0), z.literal(1)], { error: formErrorIds.required }),
      yearOfBirth: z
        .number({ error: formErrorIds.number })
        .int({ error: formErrorIds.integer })
        .min(MIN_BIRTH_YEAR, { error: formErrorIds.min })
        .refine((y) => y <= appClock().getFullYear(), { error: formErrorIds.invalidValue }),
      symptom: text,
      note: text,
      /** The honeypot: hidden from people; a bot that fills it gets 400 PSYS_4001 and nothing is written. */
      website: z.string().max(500).optional(),
    })
    .superRefine(oneOfDoctorOrSpecialty);

export const publicLookupInput = z.object({ code: bookingCode, phone });

export const publicClinic = z.object({
  name: z.string(),
  logoUrl: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  timeZone: z.string(),
  allowBookingInDays: z.number(),
  locations: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      address: z.string().nullable(),
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
    }),
  ),
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
  /** AppointmentStatus: 1000 awaiting approval, 2000 approved, 9999 cancelled, … */
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

export function publicBookingRoutes(deps: AppDeps): RouteDef[] {
  return [
    definePublicRoute({
      method: 'GET',
      url: '/public/clinics/:slug',
      summary: "The clinic's public profile by its booking slug: name, logo, locations, specialties",
      tags,
      params: slugParams,
      response: publicClinic,
      handler: ({ params }) => clinicProfile(deps, params.slug),
    }),
    definePublicRoute({
      method: 'GET',
      url: '/public/clinics/:slug/doctors',
      summary: 'The enabled doctors visible for booking, optionally of one specialty and at one location',
      tags,
      params: slugParams,
      query: z.object({
        specialtyId: z.coerce.number().int().positive().optional(),
        locationId: z.coerce.number().int().positive().optional(),
      }),
      response: z.array(publicDoctor),
      handler: ({ params, query }) => bookableDoctors(deps, params.slug, query),
    }),
    definePublicRoute({
      method: 'POST',
      url: '/public/clinics/:slug/slots',
      summary:
        "One clinic day's open slots of a visible doctor, or of a specialty's visible doctors (full ones left out)",
      tags,
      params: slugParams,
      body: scheduleSlotsQuery,
      response: z.array(doctorSlot),
      handler: ({ params, body, ip }) => publicSlots(deps, params.slug, body, ip),
    }),
    definePublicRoute({
      method: 'POST',
      url: '/public/clinics/:slug/days',
      summary:
        "Every day of the booking window with whether a visible doctor (or a specialty's) still has a free slot on it; rate limited with the slot queries",
      tags,
      params: slugParams,
      body: scheduleDaysQuery,
      response: z.array(bookingDay),
      handler: ({ params, body, ip }) => publicDays(deps, params.slug, body, ip),
    }),
    definePublicRoute({
      method: 'POST',
      url: '/public/clinics/:slug/bookings',
      summary:
        'Book a slot as a patient (matched by phone and name, else created); rate limited per address and phone',
      tags,
      params: slugParams,
      body: publicBookingInput(deps.clock),
      response: publicBooking,
      handler: ({ params, body, ip }) => bookAppointment(deps, params.slug, body, ip),
    }),
    definePublicRoute({
      method: 'POST',
      url: '/public/clinics/:slug/bookings/lookup',
      summary: 'A booking by its code and phone together (either wrong: the same 404)',
      tags,
      params: slugParams,
      body: publicLookupInput,
      response: publicBooking,
      handler: ({ params, body, ip }) => lookupBooking(deps, params.slug, body, ip),
    }),
    definePublicRoute({
      method: 'POST',
      url: '/public/clinics/:slug/bookings/cancel',
      summary: 'Cancel a booking by its code and phone, before check-in',
      tags,
      params: slugParams,
      body: publicLookupInput.extend({
        reason: z.string().trim().max(500, formErrorIds.maxLength).optional(),
      }),
      response: publicBooking,
      handler: ({ params, body, ip }) => cancelBooking(deps, params.slug, body, ip),
    }),
    definePublicRoute({
      method: 'GET',
      url: '/public/clinics/:slug/bookings/:code.ics',
      summary: "The booking as an iCalendar event ('add to calendar'); needs the phone too",
      tags,
      params: slugParams.extend({ code: bookingCode }),
      query: z.object({ phone }),
      response: bytesResponse('text/calendar'),
      handler: async ({ params, query, ip, reply }) => {
        const ics = await bookingCalendar(deps, params.slug, { code: params.code, phone: query.phone }, ip);
        return reply
          .type('text/calendar; charset=utf-8')
          .header('content-disposition', `attachment; filename="${params.code.replace(/[^\w-]/g, '')}.ics"`)
          .header('cache-control', 'no-store')
          .send(ics);
      },
    }),
  ];
}
