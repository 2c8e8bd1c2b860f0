import { ApiError } from '../api-error';

/** What every plain-fetch client (booking page, kiosk, queue display) is configured with. */
export interface PublicApiOptions {
  /** Default '/api' (the API serves the apps from the same origin). */
  baseURL?: string;
  /** Sent as `accept-language`, so the server's error texts come back in the page's language. */
  getLanguage: () => string;
  fetch?: typeof globalThis.fetch;
}

export interface Call {
  method?: 'GET' | 'POST';
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  /** Sent as `authorization: Bearer …` (the kiosk's device token). */
  token?: string;
}

export type CallFn = <T>(path: string, call?: Call) => Promise<T>;

/** `base + path + ?query`, skipping undefined query values. */
export function buildUrl(base: string, path: string, query?: Call['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return `${base}${path}${text ? `?${text}` : ''}`;
}

/**
 * The one call function of the small clients: plain fetch (no ofetch, no error catalogue, so first downloads
 * stay small), `{ data }` unwrapped, failures as the suite's ApiError: status 0 when no response arrived.
 */
export function createCall(base: string, options: PublicApiOptions): CallFn {
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  return async <T>(path: string, { method = 'GET', query, body, signal, token }: Call = {}): Promise<T> => {
    const headers: Record<string, string> = { 'accept-language': options.getLanguage() };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    let response: Response;
    try {
      response = await fetchImpl(buildUrl(base, path, query), {
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
  };
}
