import { buildUrl, createCall, type PublicApiOptions } from './call';
import type {
  PublicBooking,
  PublicBookingInput,
  PublicBookingKey,
  PublicClinic,
  PublicDay,
  PublicDaysQuery,
  PublicDoctor,
  PublicSlot,
  PublicSlotQuery,
} from './types';

/**
 * The booking page's client: plain fetch, no session, no error catalogue (the server's own translated text is
 * shown), so the page's first download stays small. Failures are the suite's ApiError, status 0 when offline.
 */
export function publicBookingApi(slug: string, options: PublicApiOptions) {
  const base = `${options.baseURL ?? '/api'}/public/clinics/${encodeURIComponent(slug)}`;
  const call = createCall(base, options);
  const urlOf = (path: string, query?: Record<string, string>) => buildUrl(base, path, query);

  return {
    profile: (signal?: AbortSignal) => call<PublicClinic>('', { signal }),
    doctors: (query: { specialtyId?: number; locationId?: number }, signal?: AbortSignal) =>
      call<PublicDoctor[]>('/doctors', { query, signal }),
    slots: (query: PublicSlotQuery, signal?: AbortSignal) =>
      call<PublicSlot[]>('/slots', { method: 'POST', body: query, signal }),
    /** The booking window's days, each free or full, in one call (the day strip). */
    days: (query: PublicDaysQuery, signal?: AbortSignal) =>
      call<PublicDay[]>('/days', { method: 'POST', body: query, signal }),
    book: (input: PublicBookingInput) => call<PublicBooking>('/bookings', { method: 'POST', body: input }),
    lookup: (key: PublicBookingKey) => call<PublicBooking>('/bookings/lookup', { method: 'POST', body: key }),
    cancel: (key: PublicBookingKey & { reason?: string }) =>
      call<PublicBooking>('/bookings/cancel', { method: 'POST', body: key }),
    /** The 'add to calendar' link: an .ics download, which also needs the phone. */
    calendarUrl: ({ code, phone }: PublicBookingKey) =>
      urlOf(`/bookings/${encodeURIComponent(code)}.ics`, { phone }),
  };
}

export type PublicBookingApi = ReturnType<typeof publicBookingApi>;
