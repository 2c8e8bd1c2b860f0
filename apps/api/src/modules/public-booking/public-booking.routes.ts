import { publicBookingContract as contract } from '@clinic/domain/contracts';
import type { AppDeps } from '../../deps.js';
import { definePublicRoute, type RouteDef } from '../../platform/route.js';
import { bookAppointment } from './booking-create.service.js';
import { bookingCalendar, cancelBooking, lookupBooking } from './booking-manage.service.js';
import { publicDays, publicSlots } from './open-slots.read.js';
import { bookableDoctors, clinicProfile, publicSymptoms } from './shop-window.read.js';

// The no-auth API under /api/public/: the booking site reads a clinic's shop window by its slug, books,
// and finds or cancels a booking with its code and phone together. Writes are rate limited per address and phone.
// The schemas are the contract's (@clinic/domain/contracts).

const tags = ['Public booking'];

export function publicBookingRoutes(deps: AppDeps): RouteDef[] {
  return [
    definePublicRoute({
      ...contract.profile,
      summary: "The clinic's public profile by its booking slug: name, logo, locations, specialties",
      tags,
      handler: ({ params }) => clinicProfile(deps, params.slug),
    }),
    definePublicRoute({
      ...contract.symptoms,
      summary: "The clinic's enabled symptom suggestions by name, offered while the patient types a symptom",
      tags,
      handler: ({ params }) => publicSymptoms(deps, params.slug),
    }),
    definePublicRoute({
      ...contract.doctors,
      summary: 'The enabled doctors visible for booking, optionally of one specialty and at one location',
      tags,
      handler: ({ params, query }) => bookableDoctors(deps, params.slug, query),
    }),
    definePublicRoute({
      ...contract.slots,
      summary:
        "One clinic day's open slots of a visible doctor, or of a specialty's visible doctors (full ones left out)",
      tags,
      handler: ({ params, body, ip }) => publicSlots(deps, params.slug, body, ip),
    }),
    definePublicRoute({
      ...contract.days,
      summary:
        "Every day of the booking window with whether a visible doctor (or a specialty's) still has a free slot on it; rate limited with the slot queries",
      tags,
      handler: ({ params, body, ip }) => publicDays(deps, params.slug, body, ip),
    }),
    definePublicRoute({
      ...contract.book,
      summary:
        'Book a slot as a patient (matched by phone and name, else created); rate limited per address and phone',
      tags,
      handler: ({ params, body, ip }) => bookAppointment(deps, params.slug, body, ip),
    }),
    definePublicRoute({
      ...contract.lookup,
      summary: 'A booking by its code and phone together (either wrong: the same 404)',
      tags,
      handler: ({ params, body, ip }) => lookupBooking(deps, params.slug, body, ip),
    }),
    definePublicRoute({
      ...contract.cancel,
      summary: 'Cancel a booking by its code and phone, before check-in',
      tags,
      handler: ({ params, body, ip }) => cancelBooking(deps, params.slug, body, ip),
    }),
    definePublicRoute({
      ...contract.calendar,
      summary: "The booking as an iCalendar event ('add to calendar'); needs the phone too",
      tags,
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
