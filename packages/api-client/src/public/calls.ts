import type {
  authContract,
  publicBookingContract as booking,
  deviceContract,
  devicesContract,
} from '@clinic/domain/contracts';
import { clientEndpoint } from '../endpoints/http';

// The calls of the small plain-fetch clients (booking page, kiosk, queue display, staff sign-in screen), each
// named by its contract's type only: no zod in those bundles. Listed in endpoints/calls.ts for the contract test.

export const publicBookingCalls = {
  profile: clientEndpoint<typeof booking.profile>('GET', '/public/clinics/:slug'),
  symptoms: clientEndpoint<typeof booking.symptoms>('GET', '/public/clinics/:slug/symptoms'),
  doctors: clientEndpoint<typeof booking.doctors>('GET', '/public/clinics/:slug/doctors'),
  slots: clientEndpoint<typeof booking.slots>('POST', '/public/clinics/:slug/slots'),
  days: clientEndpoint<typeof booking.days>('POST', '/public/clinics/:slug/days'),
  book: clientEndpoint<typeof booking.book>('POST', '/public/clinics/:slug/bookings'),
  lookup: clientEndpoint<typeof booking.lookup>('POST', '/public/clinics/:slug/bookings/lookup'),
  cancel: clientEndpoint<typeof booking.cancel>('POST', '/public/clinics/:slug/bookings/cancel'),
  calendar: clientEndpoint<typeof booking.calendar>('GET', '/public/clinics/:slug/bookings/:code.ics'),
};

/** The paired device's own calls, and the pairing that gives it its token. */
export const deviceCalls = {
  pair: clientEndpoint<typeof devicesContract.pair>('POST', '/devices/pair'),
  me: clientEndpoint<typeof deviceContract.me>('GET', '/device/me'),
  findAppointment: clientEndpoint<typeof deviceContract.findAppointment>('POST', '/kiosk/appointments/find'),
  checkIn: clientEndpoint<typeof deviceContract.checkIn>('POST', '/kiosk/appointments/check-in'),
  queue: clientEndpoint<typeof deviceContract.queue>('GET', '/display/queue'),
};

/** The staff sign-in screen's only call. */
export const staffLoginCalls = {
  login: clientEndpoint<typeof authContract.login>('POST', '/auth/login'),
};
