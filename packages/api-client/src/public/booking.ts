import { createCall, endpointUrl, type PublicApiOptions } from './call';
import { publicBookingCalls as calls } from './calls';
import type {
  PublicBookingInput,
  PublicBookingKey,
  PublicCancelInput,
  PublicDaysQuery,
  PublicSlotQuery,
} from './types';

/**
 * The booking page's client: plain fetch, no session, no error catalogue (the server's own translated text is
 * shown), so the page's first download stays small. Failures are the suite's ApiError, status 0 when offline.
 * Its calls are typed from the public booking contract (@clinic/domain/contracts).
 */
export function publicBookingApi(slug: string, options: PublicApiOptions) {
  const base = options.baseURL ?? '/api';
  const call = createCall(base, options);
  const params = { slug };

  return {
    profile: (signal?: AbortSignal) => call(calls.profile, { params }, { signal }),
    /** The clinic's enabled symptom suggestions, by name. */
    symptoms: (signal?: AbortSignal) => call(calls.symptoms, { params }, { signal }),
    doctors: (query: { specialtyId?: number; locationId?: number }, signal?: AbortSignal) =>
      call(calls.doctors, { params, query }, { signal }),
    slots: (query: PublicSlotQuery, signal?: AbortSignal) =>
      call(calls.slots, { params, body: query }, { signal }),
    /** The booking window's days, each free or full, in one call (the day strip). */
    days: (query: PublicDaysQuery, signal?: AbortSignal) =>
      call(calls.days, { params, body: query }, { signal }),
    book: (input: PublicBookingInput) => call(calls.book, { params, body: input }),
    lookup: (key: PublicBookingKey) => call(calls.lookup, { params, body: key }),
    cancel: (key: PublicCancelInput) => call(calls.cancel, { params, body: key }),
    /** The 'add to calendar' link: an .ics download, which also needs the phone. */
    calendarUrl: ({ code, phone }: PublicBookingKey) =>
      endpointUrl(base, calls.calendar, { params: { slug, code }, query: { phone } }),
  };
}

export type PublicBookingApi = ReturnType<typeof publicBookingApi>;
