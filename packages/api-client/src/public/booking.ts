import { ApiError } from '../api-error';
import type {
  PublicBooking,
  PublicBookingInput,
  PublicBookingKey,
  PublicClinic,
  PublicDoctor,
  PublicSlot,
  PublicSlotQuery,
} from './types';

export interface PublicApiOptions {
  /** Default '/api' (the API serves the booking page from the same origin). */
  baseURL?: string;
  /** Sent as `accept-language`, so the server's error texts come back in the page's language. */
  getLanguage: () => string;
  fetch?: typeof globalThis.fetch;
}

interface Call {
  method?: 'GET' | 'POST';
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * The booking page's client: plain fetch, no session, no error catalogue (the server's own translated text is
 * shown), so the page's first download stays small. Failures are the suite's ApiError, status 0 when offline.
 */
export function publicBookingApi(slug: string, options: PublicApiOptions) {
  const base = `${options.baseURL ?? '/api'}/public/clinics/${encodeURIComponent(slug)}`;
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));

  const urlOf = (path: string, query?: Call['query']) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {}))
      if (value !== undefined) search.set(key, String(value));
    const text = search.toString();
    return `${base}${path}${text ? `?${text}` : ''}`;
  };

  async function call<T>(path: string, { method = 'GET', query, body, signal }: Call = {}): Promise<T> {
    const headers: Record<string, string> = { 'accept-language': options.getLanguage() };
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetchImpl(urlOf(path, query), {
        method,
        headers,
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      if (signal?.aborted) throw signal.reason ?? error;
      throw new ApiError(0, undefined, error instanceof Error ? error.message : 'Network error', {
        cause: error,
      });
    }
    const json: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      throw new ApiError(response.status, json, `${response.status} ${response.statusText}`.trim());
    }
    return (json as { data: T }).data;
  }

  return {
    profile: (signal?: AbortSignal) => call<PublicClinic>('', { signal }),
    doctors: (query: { specialtyId?: number; locationId?: number }, signal?: AbortSignal) =>
      call<PublicDoctor[]>('/doctors', { query, signal }),
    slots: (query: PublicSlotQuery, signal?: AbortSignal) =>
      call<PublicSlot[]>('/slots', { method: 'POST', body: query, signal }),
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
